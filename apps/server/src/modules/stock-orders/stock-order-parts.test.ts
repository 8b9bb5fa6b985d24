import { API } from '@procounter/shared/contracts/api-paths';
import {
  STOCK_ORDER_PART_SEARCH_MAX,
  type StockOrderPartMatch,
  StockOrderPartMatchListSchema,
} from '@procounter/shared/contracts/stock-order';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { type ApiCaller, apiCaller, createShopUser } from '../../../test/helpers/shop-user';
import { brands, kits, partInterchange, products } from '../../db/schema/index';
import { createCompany, createShop } from '../../db/seed/factories';

let t: TestApp;
let tech: ApiCaller;

beforeAll(async () => {
  t = await buildTestApp();
  tech = apiCaller(t, (await t.login('tech')).access_token);
});
afterAll(() => t.close());

async function search(
  call: ApiCaller,
  query: string,
  language = 'en',
): Promise<StockOrderPartMatch[]> {
  const response = await call(
    'GET',
    `${API.stockOrderPartSearch}?query=${encodeURIComponent(query)}`,
    undefined,
    { 'accept-language': language },
  );
  expect(response.statusCode, response.body).toBe(200);
  return StockOrderPartMatchListSchema.parse(response.json());
}

describe('GET /stockorders/partsearch', () => {
  it('finds a part by its number however it is typed, every brand that has it', async () => {
    const [part] = await t.db
      .select({ id: products.id, partNumber: products.partNumber, lineCode: brands.lineCode })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(eq(products.partNumber, 'DBP-2914'));
    const found = await search(tech, 'dbp 2914');
    expect(found.map((p) => p.partNumber)).toContain('DBP-2914');
    expect(found.every((p) => p.partNumber.replace(/\W/g, '') === 'DBP2914')).toBe(true);
    expect(found.find((p) => p.productId === part!.id)).toMatchObject({
      lineCode: part!.lineCode,
      partTypeName: 'Disc Brake Pad',
    });
  });

  it('finds the part that replaced a former number of ours, saying which number it replaces', async () => {
    const [former] = await t.db
      .select({ number: partInterchange.number, productId: partInterchange.productId })
      .from(partInterchange)
      .leftJoin(kits, eq(kits.productId, partInterchange.productId))
      .where(and(eq(partInterchange.kind, 'SUPERSEDED'), isNull(kits.productId)))
      .orderBy(asc(partInterchange.productId))
      .limit(1);
    // Typed the counter's way: lower case, spaces for dashes.
    const found = await search(tech, former!.number.toLowerCase().replace(/-/g, ' '));
    expect(found.map((p) => p.productId)).toContain(former!.productId);
    expect(found.find((p) => p.productId === former!.productId)!.replacesNumber).toBe(
      former!.number,
    );
    // A current number replaces nothing.
    const current = await search(tech, 'DBP-2914');
    expect(current.every((p) => p.replacesNumber === null)).toBe(true);
  });

  it('finds parts by words: the part type they name, narrowed by the description and brand', async () => {
    const pads = await search(tech, 'ceramic brake pads');
    expect(pads.length).toBeGreaterThan(0);
    expect(pads.length).toBeLessThanOrEqual(STOCK_ORDER_PART_SEARCH_MAX);
    for (const part of pads) {
      expect(part.partTypeName).toBe('Disc Brake Pad');
      expect(part.description.toLowerCase()).toContain('ceramic');
    }
    // A brand's name narrows to its parts.
    const brand = pads[0]!.brandName;
    const ofBrand = await search(tech, `brake pads ${brand}`);
    expect(ofBrand.length).toBeGreaterThan(0);
    expect(new Set(ofBrand.map((p) => p.brandName))).toEqual(new Set([brand]));
    // Prices and the home store's stock (store 512) come with them.
    expect(pads.some((p) => p.cost !== null && p.customerPrice !== null)).toBe(true);
    expect(pads.some((p) => p.quantityOnHand !== null)).toBe(true);
  });

  it('reads Spanish words and names the part type in Spanish for a Spanish request', async () => {
    const pads = await search(tech, 'pastillas de freno', 'es');
    expect(pads.length).toBeGreaterThan(0);
    expect(new Set(pads.map((p) => p.partTypeName))).toEqual(
      new Set(['Pastilla de freno de disco']),
    );
  });

  it('leaves kits out, answers nothing for words that name no part, and refuses a query under 2 characters', async () => {
    const kitIds = new Set(
      (await t.db.select({ id: kits.productId }).from(kits)).map((kit) => kit.id),
    );
    const kitsFound = (await search(tech, 'brake kit')).filter((p) => kitIds.has(p.productId));
    expect(kitsFound).toEqual([]);
    expect(await search(tech, 'zzqx wibble')).toEqual([]);
    const short = await tech('GET', `${API.stockOrderPartSearch}?query=a`);
    expect(short.statusCode).toBe(400);
  });

  it('never shows a cost to a shop that hides costs', async () => {
    const company = await createCompany(t.db);
    const shop = await createShop(t.db, { companyId: company.id, hideCosts: true });
    const { call } = await createShopUser(t, { shopIds: [shop.id] });
    const pads = await search(call, 'brake pads');
    expect(pads.length).toBeGreaterThan(0);
    expect(pads.every((p) => p.cost === null)).toBe(true);
    expect(pads.some((p) => p.customerPrice !== null)).toBe(true);
  });
});
