import { API } from '@procounter/shared/contracts/api-paths';
import {
  type PreprocessResponse,
  PreprocessResponseSchema,
  type TypeaheadResponse,
  TypeaheadResponseSchema,
} from '@procounter/shared/contracts/catalog-search';
import { TYPEAHEAD } from '@procounter/shared/domain/constants';
import { and, asc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { findCatalogBaseVehicleId } from '../../../test/helpers/catalog';
import { type ApiCaller, createShopUser } from '../../../test/helpers/shop-user';
import {
  baseVehicles,
  brands,
  fitment,
  partInterchange,
  partTypes,
  products,
} from '../../db/schema/index';
import { dropSearchIndex } from './search-index';

let t: TestApp;
let call: ApiCaller;

beforeAll(async () => {
  t = await buildTestApp();
  ({ call } = await createShopUser(t));
});
afterAll(() => t.close());

const paths = [API.typeaheadV3, API.typeahead] as const;
const extra = {
  [API.typeaheadV3]: 'suggestionType=PART_TYPE',
  [API.typeahead]: 'entSearchEnabled=false',
};

async function typeahead(path: string, query: string, language = 'en'): Promise<TypeaheadResponse> {
  const response = await call(
    'GET',
    `${path}?query=${encodeURIComponent(query)}&${extra[path as keyof typeof extra]}`,
    undefined,
    { 'accept-language': language },
  );
  expect(response.statusCode, response.body).toBe(200);
  return TypeaheadResponseSchema.parse(response.json());
}

async function partTypeId(name: string) {
  const [row] = await t.db.select().from(partTypes).where(eq(partTypes.name, name));
  expect(row, name).toBeDefined();
  return row!.id;
}

describe('typeahead answers kept with their index', () => {
  it('answers a query asked again as the first time, per language, and anew once the index is dropped', async () => {
    const [leaf] = await t.db
      .select({ id: partTypes.id, name: partTypes.name, synonyms: partTypes.synonyms })
      .from(partTypes)
      .where(eq(partTypes.leaf, true))
      .orderBy(asc(partTypes.id))
      .limit(1);
    const word = 'zyxkeptanswer';
    const names = async (language: string) =>
      (await typeahead(API.typeaheadV3, word, language)).partTypes.map((p) => p.displayName);
    expect(await names('en')).toEqual([]);
    await t.db
      .update(partTypes)
      .set({ synonyms: sql`array_append(${partTypes.synonyms}, ${word})` })
      .where(eq(partTypes.id, leaf!.id));
    try {
      // The catalog's tables changed without a catalog change announced: the kept answer stands.
      expect(await names('en')).toEqual([]);
      // As after a catalog change (catalog-changes.service.ts): matched again, in each language.
      dropSearchIndex(t.db);
      expect(await names('en')).toContain(leaf!.name);
      expect(await names('es')).toHaveLength(1);
      expect(await names('en')).toEqual(await names('en'));
    } finally {
      await t.db
        .update(partTypes)
        .set({ synonyms: leaf!.synonyms })
        .where(eq(partTypes.id, leaf!.id));
      dropSearchIndex(t.db);
    }
  });
});

describe.each(paths)('typeahead %s', (path) => {
  it('puts Disc Brake Pad first among part types for "brake pa"', async () => {
    const answer = await typeahead(path, 'brake pa');
    expect(answer.partTypes[0]).toMatchObject({
      displayName: 'Disc Brake Pad',
      type: 'PART_TYPE',
      partTypeId: await partTypeId('Disc Brake Pad'),
      parentPartTypeId: await partTypeId('Disc Brake'),
      platform: '05',
      applicationPartType: true,
      leaf: true,
    });
    expect(answer.partTypes[0]!.siblings).toBeGreaterThan(0);
    expect(answer.spelling.searchBasis).toBe('brake pa');
    expect(answer.customSearchQuery).toEqual({
      displayName: 'brake pa',
      type: 'CUSTOM_SEARCH_QUERY',
      query: 'brake pa',
    });
  });

  it.each(['2013 ford f', '2013 f-1', 'f150 2013', 'Ford F-150 2013'])(
    'suggests 2013 Ford F-150 for "%s"',
    async (query) => {
      const f150 = await findCatalogBaseVehicleId(t.db, 2013, 'Ford', 'F-150');
      const answer = await typeahead(path, query);
      expect(answer.vehicles).toContainEqual(
        expect.objectContaining({
          displayName: '2013 Ford F-150',
          type: 'VEHICLE',
          baseVehicleId: f150,
          year: 2013,
          make: 'Ford',
          model: 'F-150',
        }),
      );
      expect(answer.vehicles.every((v) => v.year === 2013)).toBe(true);
    },
  );

  it('strips double quotes and angle brackets', async () => {
    const answer = await typeahead(path, ' "brake"  <pa> ');
    expect(answer.spelling.searchBasis).toBe('brake pa');
    expect(answer.partTypes[0]?.displayName).toBe('Disc Brake Pad');
  });

  it.each(['', '   ', '"<>"'])('answers 400 for %j, empty once cleaned', async (query) => {
    const response = await call('GET', `${path}?query=${encodeURIComponent(query)}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });

  it('matches Spanish words in either language and names part types in the request language', async () => {
    const pads = await partTypeId('Disc Brake Pad');
    const inSpanish = await typeahead(path, 'pastillas de freno', 'es');
    expect(inSpanish.partTypes[0]).toMatchObject({
      partTypeId: pads,
      displayName: 'Pastilla de freno de disco',
    });
    const inEnglish = await typeahead(path, 'pastillas de freno', 'en-US,en;q=0.9');
    expect(inEnglish.partTypes[0]).toMatchObject({
      partTypeId: pads,
      displayName: 'Disc Brake Pad',
    });
    expect((await typeahead(path, 'brake pads', 'es')).partTypes[0]?.displayName).toBe(
      'Pastilla de freno de disco',
    );
  });

  it.each(['brake pads front', 'front brake pads'])(
    'puts Disc Brake Pad first for "%s"',
    async (query) => {
      const answer = await typeahead(path, query);
      expect(answer.partTypes[0]?.displayName).toBe('Disc Brake Pad');
    },
  );

  it('answers at most 99 results in all', async () => {
    const answer = await typeahead(path, 'e');
    const total = answer.partTypes.length + answer.vehicles.length + 1;
    expect(total).toBe(TYPEAHEAD.maxResults);
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api${path}?query=brake` });
    expect(response.statusCode).toBe(401);
  });
});

describe('preprocess', () => {
  const shopId = 1001;
  async function preprocess(
    query: string,
    shop = shopId,
    language = 'en',
  ): Promise<PreprocessResponse> {
    const response = await call(
      'GET',
      `${API.searchPreprocess}?query=${encodeURIComponent(query)}&shopId=${shop}`,
      undefined,
      { 'accept-language': language },
    );
    expect(response.statusCode, response.body).toBe(200);
    return PreprocessResponseSchema.parse(response.json());
  }

  it('finds the product of a part number typed in lower case with other separators', async () => {
    const [product] = await t.db
      .select({
        id: products.id,
        partNumber: products.partNumber,
        key: products.partNumberKey,
        lineCode: brands.lineCode,
      })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(
        sql`(select count(*) from products p where p.part_number_key = ${products.partNumberKey}) = 1`,
      )
      .orderBy(asc(products.id))
      .limit(1);
    expect(product).toBeDefined();
    const typed = product!.partNumber.toLowerCase().replace(/-/g, ' ');
    const answer = await preprocess(typed);
    expect(answer.itemNumberMatching).toMatchObject({
      productId: product!.id,
      lineCode: product!.lineCode,
      partNumber: product!.partNumber,
    });
  });

  it('finds the product that replaced a former number of ours, and names the former number', async () => {
    const [former] = await t.db
      .select({
        number: partInterchange.number,
        productId: partInterchange.productId,
        partNumber: products.partNumber,
      })
      .from(partInterchange)
      .innerJoin(products, eq(products.id, partInterchange.productId))
      .where(eq(partInterchange.kind, 'SUPERSEDED'))
      .orderBy(asc(partInterchange.productId))
      .limit(1);
    expect(former).toBeDefined();
    const answer = await preprocess(former!.number.toLowerCase());
    expect(answer.itemNumberMatching).toMatchObject({
      productId: former!.productId,
      partNumber: former!.partNumber,
    });
    expect(answer.supersededNumber).toBe(former!.number);
    // A current number names itself, with no former number.
    const current = await preprocess(former!.partNumber);
    expect(current.itemNumberMatching?.partNumber).toBe(former!.partNumber);
    expect(current.supersededNumber).toBeNull();
  });

  it('identifies a part type by a synonym, and by its name', async () => {
    const pads = await partTypeId('Disc Brake Pad');
    const bySynonym = await preprocess('Brake Pads');
    expect(bySynonym.identifiedPartType).toMatchObject({ partTypeId: pads, type: 'PART_TYPE' });
    expect(bySynonym.itemNumberMatching).toBeNull();
    expect((await preprocess('disc brake pad')).identifiedPartType?.partTypeId).toBe(pads);
  });

  it('identifies a part type by its Spanish synonym, named in Spanish for a Spanish request', async () => {
    const pads = await partTypeId('Disc Brake Pad');
    const answer = await preprocess('pastillas de freno', shopId, 'es');
    expect(answer.identifiedPartType).toMatchObject({
      partTypeId: pads,
      displayName: 'Pastilla de freno de disco',
    });
    expect((await preprocess('pastillas de freno')).identifiedPartType?.displayName).toBe(
      'Disc Brake Pad',
    );
  });

  it('identifies a part type named with a position, and the positions named (R-SEARCH-9, issue 21)', async () => {
    const pads = await partTypeId('Disc Brake Pad');
    const front = await preprocess('brake pads front');
    expect(front.identifiedPartType?.partTypeId).toBe(pads);
    expect(front.positions).toEqual(['Front']);
    // In any order, and in Spanish.
    expect(await preprocess('rear brake pads')).toMatchObject({
      identifiedPartType: { partTypeId: pads },
      positions: ['Rear'],
    });
    expect(await preprocess('pastillas de freno delanteras', shopId, 'es')).toMatchObject({
      identifiedPartType: { partTypeId: pads, displayName: 'Pastilla de freno de disco' },
      positions: ['Front'],
    });
    // A synonym that holds a position word names the position too.
    expect((await preprocess('front pads')).positions).toEqual(['Front']);
    // No position named, or a word that is no position of the part type: none.
    expect((await preprocess('brake pads')).positions).toEqual([]);
    expect((await preprocess('brake pads upstream')).identifiedPartType).toBeNull();
  });

  describe('a part number product (DBP-2914)', () => {
    async function demoProduct() {
      const [product] = await t.db
        .select({ id: products.id, partTypeId: products.partTypeId })
        .from(products)
        .where(eq(products.partNumber, 'DBP-2914'))
        .orderBy(asc(products.id))
        .limit(1);
      expect(product).toBeDefined();
      return product!;
    }

    async function selectVehicle(baseVehicleId: number) {
      const response = await call('POST', API.selectVehicle, { baseVehicleId });
      expect(response.statusCode, response.body).toBe(200);
    }

    it('comes with price, home store stock, part type and fit not known without a vehicle', async () => {
      const product = await demoProduct();
      const answer = await preprocess('dbp 2914', shopId, 'es');
      const match = answer.itemNumberMatching;
      expect(match).toMatchObject({
        productId: product.id,
        partNumber: 'DBP-2914',
        partTypeName: 'Pastilla de freno de disco',
        fit: { compatibility: 'UNKNOWN', vehicle: null, universal: false },
      });
      expect(match?.customerPrice).toEqual(expect.any(Number));
      expect(match?.cost).toEqual(expect.any(Number));
      expect(match?.homeStore.storeId).toBeGreaterThan(0);
    });

    it('says COMPATIBLE for a vehicle it fits and INCOMPATIBLE for one it does not', async () => {
      const product = await demoProduct();
      const [fits] = await t.db
        .select({ id: fitment.baseVehicleId })
        .from(fitment)
        .where(
          and(
            eq(fitment.productId, product.id),
            isNull(fitment.engineId),
            isNull(fitment.submodelId),
          ),
        )
        .limit(1);
      expect(fits).toBeDefined();
      const fitting = t.db
        .select({ id: fitment.baseVehicleId })
        .from(fitment)
        .where(eq(fitment.productId, product.id));
      const [other] = await t.db
        .select({ id: baseVehicles.id })
        .from(baseVehicles)
        .where(notInArray(baseVehicles.id, fitting))
        .orderBy(asc(baseVehicles.id))
        .limit(1);
      expect(other).toBeDefined();

      await selectVehicle(fits!.id);
      const compatible = (await preprocess('DBP-2914')).itemNumberMatching?.fit;
      expect(compatible).toMatchObject({ compatibility: 'COMPATIBLE' });
      expect(compatible?.vehicle).toEqual(expect.any(String));

      await selectVehicle(other!.id);
      expect((await preprocess('DBP-2914')).itemNumberMatching?.fit).toMatchObject({
        compatibility: 'INCOMPATIBLE',
      });
    });
  });

  it('answers nulls for a query that names nothing', async () => {
    expect(await preprocess('zzqx 0000000')).toEqual({
      identifiedPartType: null,
      positions: [],
      itemNumberMatching: null,
      supersededNumber: null,
    });
  });

  it("answers 403 for another shop's id", async () => {
    const response = await call('GET', `${API.searchPreprocess}?query=pads&shopId=999999`);
    expect(response.statusCode).toBe(403);
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api${API.searchPreprocess}?query=pads&shopId=1001`,
    });
    expect(response.statusCode).toBe(401);
  });
});
