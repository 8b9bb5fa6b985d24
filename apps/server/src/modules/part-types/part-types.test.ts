import { API } from '@procounter/shared/contracts/api-paths';
import {
  type PartTypeNode,
  PartTypeNodeListSchema,
  PartTypeSelectionListSchema,
  PartTypeTreeSchema,
} from '@procounter/shared/contracts/catalog-search';
import {
  KIT_PART_TYPE_IDS,
  MOST_POPULAR_PARENT_PART_TYPE_ID,
  PART_SELECTION_MAX,
} from '@procounter/shared/domain/constants';
import { asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { type ApiCaller, createShopUser } from '../../../test/helpers/shop-user';
import { partTypePlatforms, partTypes } from '../../db/schema/index';

let t: TestApp;
let call: ApiCaller;
/** Leaf part types, most popular first. */
let leaves: { id: string; name: string }[];

beforeAll(async () => {
  t = await buildTestApp();
  ({ call } = await createShopUser(t));
  leaves = await t.db
    .select({ id: partTypes.id, name: partTypes.name })
    .from(partTypes)
    .where(isNotNull(partTypes.popularityRank))
    .orderBy(asc(partTypes.popularityRank));
});
afterAll(() => t.close());

const idOf = (name: string) => leaves.find((l) => l.name === name)!.id;

async function list(path: string): Promise<PartTypeNode[]> {
  const response = await call('GET', path);
  expect(response.statusCode, response.body).toBe(200);
  return PartTypeNodeListSchema.parse(response.json());
}

describe('part type lists', () => {
  it('lists the most popular part types under 00000, by rank', async () => {
    const popular = await list(API.partTypesMostPopular);
    const rows = await t.db
      .select()
      .from(partTypePlatforms)
      .where(eq(partTypePlatforms.platformId, '99'))
      .orderBy(asc(partTypePlatforms.rank));
    expect(popular.map((p) => p.partTypeId)).toEqual(rows.map((r) => r.partTypeId));
    expect(popular[0]).toMatchObject({
      platformId: '99',
      parentPartTypeId: MOST_POPULAR_PARENT_PART_TYPE_ID,
      rank: 1,
    });
  });

  it('answers the all-part-types tree, and drills down into a node', async () => {
    const response = await call('GET', API.partTypesAll);
    expect(response.statusCode).toBe(200);
    const tree = PartTypeTreeSchema.parse(response.json());
    const brakes = tree.find((c) => c.partTypeName === 'Brakes')!;
    expect(brakes.parentPartTypeId).toBeNull();
    const disc = brakes.children.find((c) => c.partTypeName === 'Disc Brake')!;
    expect(disc.children.map((c) => c.partTypeName)).toContain('Disc Brake Pad');
    expect(disc.children.every((c) => c.leaf && c.children.length === 0)).toBe(true);
    const total = (nodes: typeof tree): number =>
      nodes.reduce((n, node) => n + 1 + total(node.children), 0);
    const count = await t.db.$count(partTypes);
    expect(total(tree)).toBe(count - 1); // all but 00000

    const children = await list(`${API.partTypesDrilldown}?partTypeId=${disc.partTypeId}`);
    expect(children.map((c) => c.partTypeId)).toEqual(disc.children.map((c) => c.partTypeId));
    expect(children[0]).toMatchObject({ platformId: '05', parentPartTypeId: disc.partTypeId });
    const unknown = await call('GET', `${API.partTypesDrilldown}?partTypeId=NOPE1`);
    expect(unknown.statusCode).toBe(404);
  });

  it('names the tree, drilldowns and searches in Spanish for a Spanish request', async () => {
    const es = { 'accept-language': 'es' };
    const response = await call('GET', API.partTypesAll, undefined, es);
    const tree = PartTypeTreeSchema.parse(response.json());
    const brakes = tree.find((c) => c.partTypeName === 'Frenos')!;
    const disc = brakes.children.find((c) => c.partTypeName === 'Freno de disco')!;
    expect(disc.children.map((c) => c.partTypeName)).toContain('Pastilla de freno de disco');
    const found = await call(
      'GET',
      `${API.partTypesSearch}?query=${encodeURIComponent('pastillas de freno')}`,
      undefined,
      es,
    );
    expect(found.json()[0]).toMatchObject({ partTypeName: 'Pastilla de freno de disco' });
  });

  it('lists the part types related to one (platform 90)', async () => {
    const pads = idOf('Disc Brake Pad');
    const related = await list(`${API.partTypesRelated}?partTypeId=${pads}`);
    expect(related.map((r) => r.partTypeName)).toContain('Disc Brake Rotor');
    expect(related.every((r) => r.platformId === '90' && r.parentPartTypeId === pads)).toBe(true);
  });

  it('searches leaf part types: 15 by default, max, -1 and 60 for all, by rank or name', async () => {
    const all = await list(`${API.partTypesSearch}?query=e&max=-1`);
    expect(all.length).toBeGreaterThan(15);
    expect(all.every((p) => p.leaf)).toBe(true);
    expect(await list(`${API.partTypesSearch}?query=e&max=60`)).toEqual(all);
    expect(await list(`${API.partTypesSearch}?query=e`)).toEqual(all.slice(0, 15));
    expect(await list(`${API.partTypesSearch}?query=e&max=3`)).toEqual(all.slice(0, 3));

    const byName = await list(`${API.partTypesSearch}?query=brake&sort=NAME&max=-1`);
    const names = byName.map((p) => p.partTypeName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const rank = await list(`${API.partTypesSearch}?query=brake pa&sort=RANK`);
    expect(rank[0]?.partTypeName).toBe('Disc Brake Pad');

    for (const bad of ['query=', 'query=e&max=0', 'query=e&sort=PRICE']) {
      expect((await call('GET', `${API.partTypesSearch}?${bad}`)).statusCode, bad).toBe(400);
    }
  });
});

describe('part type selection', () => {
  async function select(c: ApiCaller, partTypeId: string, path: string = API.partTypesSelected) {
    return c('POST', path, { partTypeId, gaTabOrigin: 'POPULAR' });
  }
  const plain = () =>
    leaves.filter((l) => !Object.values<string>(KIT_PART_TYPE_IDS).includes(l.id));

  it('keeps up to 5, refusing the 6th with the spec message', async () => {
    const { call: c } = await createShopUser(t);
    const picks = plain().slice(0, PART_SELECTION_MAX + 1);
    for (const p of picks.slice(0, PART_SELECTION_MAX)) {
      const response = await select(c, p.id);
      expect(response.statusCode, response.body).toBe(200);
    }
    const refused = await select(c, picks[PART_SELECTION_MAX]!.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'PART_TYPE_LIMIT',
      message: 'You can only select up to 5 parts at a time.',
    });
    const selected = PartTypeSelectionListSchema.parse(
      (await c('GET', API.partTypesSelected)).json(),
    );
    expect(selected.map((s) => s.partTypeId)).toEqual(
      picks.slice(0, PART_SELECTION_MAX).map((p) => p.id),
    );
    expect(selected[0]).toMatchObject({
      partTypeName: picks[0]!.name,
      lookupPartTypeId: picks[0]!.id,
      platformId: '05',
      gaTabOrigin: 'POPULAR',
    });

    // Removing one makes room again; clearAndSelect leaves only the new one.
    const after = await c('DELETE', `${API.partTypesSelected}?partTypeId=${picks[0]!.id}`);
    expect(after.json()).toHaveLength(PART_SELECTION_MAX - 1);
    expect((await select(c, picks[PART_SELECTION_MAX]!.id)).statusCode).toBe(200);
    const replaced = await select(c, picks[0]!.id, API.partTypesClearAndSelect);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().map((s: { partTypeId: string }) => s.partTypeId)).toEqual([
      picks[0]!.id,
    ]);
    expect((await c('POST', API.partTypesClear)).statusCode).toBe(204);
    expect((await c('GET', API.partTypesSelected)).json()).toEqual([]);
  });

  it('refuses a duplicate with 409', async () => {
    const { call: c } = await createShopUser(t);
    const pads = idOf('Disc Brake Pad');
    expect((await select(c, pads)).statusCode).toBe(200);
    const again = await select(c, pads);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PART_TYPE_ALREADY_SELECTED');
  });

  it('keeps kits apart from other selections, both ways', async () => {
    const { call: c } = await createShopUser(t);
    const kit = KIT_PART_TYPE_IDS.BRAKE;
    const pads = idOf('Disc Brake Pad');
    expect((await select(c, pads)).statusCode).toBe(200);
    const mixed = await select(c, kit);
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json()).toMatchObject({
      code: 'KITS_INDEPENDENT',
      message: 'Kits must be sourced independently',
    });
    // A kit alone is fine, then nothing joins it.
    expect((await select(c, kit, API.partTypesClearAndSelect)).statusCode).toBe(200);
    expect((await select(c, pads)).json().code).toBe('KITS_INDEPENDENT');
    expect((await select(c, KIT_PART_TYPE_IDS.AC)).json().code).toBe('KITS_INDEPENDENT');
  });

  it('refuses unknown part types (404), categories and unknown fields (400)', async () => {
    const { call: c } = await createShopUser(t);
    expect((await select(c, 'NOPE1')).statusCode).toBe(404);
    const [category] = await t.db
      .select({ id: partTypes.id })
      .from(partTypes)
      .where(eq(partTypes.name, 'Brakes'));
    expect((await select(c, category!.id)).statusCode).toBe(400);
    const extra = await c('POST', API.partTypesSelected, {
      partTypeId: idOf('Disc Brake Pad'),
      x: 1,
    });
    expect(extra.statusCode).toBe(400);
  });

  it.each([
    ['GET', API.partTypesMostPopular],
    ['GET', API.partTypesSelected],
    ['POST', API.partTypesSelected],
    ['POST', API.partTypesClear],
  ] as const)('%s %s answers 401 without a token', async (method, path) => {
    const response = await t.app.inject({ method, url: `/api${path}`, payload: {} });
    expect(response.statusCode).toBe(401);
  });
});
