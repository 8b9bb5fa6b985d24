import { API } from '@procounter/shared/contracts/api-paths';
import {
  DrilldownV2ResponseSchema,
  PartTypeSearchV2ResponseSchema,
  RESOLVED_LEAVES_MAX,
  ResolvedLeafResponseSchema,
  ResolvedNodeResponseSchema,
} from '@procounter/shared/contracts/catalog-search';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { type ApiCaller, createShopUser } from '../../../test/helpers/shop-user';
import { partTypes } from '../../db/schema/index';

// The remaining part type calls (issue 25 part 4) over the demo catalog's tree: Brakes, its
// subcategories, Disc Brake Pad.

let t: TestApp;
let call: ApiCaller;
let rows: { id: string; name: string; parentId: string | null; leaf: boolean }[];

beforeAll(async () => {
  t = await buildTestApp();
  ({ call } = await createShopUser(t));
  rows = await t.db
    .select({
      id: partTypes.id,
      name: partTypes.name,
      parentId: partTypes.parentId,
      leaf: partTypes.leaf,
    })
    .from(partTypes);
});
afterAll(() => t?.close());

async function get<S extends z.ZodType>(schema: S, path: string, language = 'en') {
  const response = await call('GET', path, undefined, { 'accept-language': language });
  expect(response.statusCode, response.body).toBe(200);
  return schema.parse(response.json()) as z.infer<S>;
}

const byName = (name: string, leaf: boolean) =>
  rows.find((r) => r.name === name && r.leaf === leaf)!;
/** The leaves under a node, counted from the table. */
function leavesUnder(id: string): string[] {
  const children = rows.filter((r) => r.parentId === id);
  return children.flatMap((c) => (c.leaf ? [c.id] : leavesUnder(c.id)));
}

describe('the part type tree calls', () => {
  it('v2/drilldown: the categories, then a node with its path and its children with leaf counts', async () => {
    const roots = await get(DrilldownV2ResponseSchema, API.partTypesDrilldownV2);
    expect(roots.node).toBeNull();
    expect(roots.path).toEqual([]);
    const brakes = roots.children.find((c) => c.partTypeName === 'Brakes')!;
    expect(brakes.leaf).toBe(false);
    expect(brakes.leafCount).toBe(leavesUnder(brakes.partTypeId).length);
    expect(roots.children.map((c) => c.partTypeId).sort()).toEqual(
      rows
        .filter((r) => r.parentId === null && r.id !== '00000')
        .map((r) => r.id)
        .sort(),
    );

    const pads = byName('Disc Brake Pad', true);
    const sub = rows.find((r) => r.id === pads.parentId)!;
    const down = await get(
      DrilldownV2ResponseSchema,
      `${API.partTypesDrilldownV2}?partTypeId=${sub.id}`,
    );
    expect(down.node?.partTypeName).toBe(sub.name);
    expect(down.path.map((p) => p.partTypeName)).toEqual(['Brakes']);
    const child = down.children.find((c) => c.partTypeId === pads.id)!;
    expect(child).toMatchObject({ leaf: true, leafCount: 1 });
    expect(down.children.map((c) => c.partTypeId).sort()).toEqual(
      rows
        .filter((r) => r.parentId === sub.id)
        .map((r) => r.id)
        .sort(),
    );
  });

  it('search: part types and categories matching, with their paths, in Spanish too', async () => {
    const found = await get(
      PartTypeSearchV2ResponseSchema,
      `${API.partTypesSearchV2}?query=brake&max=60`,
    );
    const pads = found.results.find((r) => r.partTypeName === 'Disc Brake Pad')!;
    expect(pads.leaf).toBe(true);
    expect(pads.path[0]?.partTypeName).toBe('Brakes');
    expect(found.results.some((r) => !r.leaf)).toBe(true);
    expect(found.results.map((r) => r.rank)).toEqual(found.results.map((_, i) => i + 1));
    const few = await get(
      PartTypeSearchV2ResponseSchema,
      `${API.partTypesSearchV2}?query=brake&max=3`,
    );
    expect(few.results).toEqual(found.results.slice(0, 3));
    const spanish = await get(
      PartTypeSearchV2ResponseSchema,
      `${API.partTypesSearchV2}?query=pastilla`,
      'es',
    );
    const pastilla = spanish.results.find((r) => r.partTypeId === pads.partTypeId)!;
    expect(pastilla.path[0]?.partTypeName).toBe('Frenos');
    const none = await call('GET', `${API.partTypesSearchV2}?query=%22%3C%3E`);
    expect(none.statusCode).toBe(400);
  });

  it('node/v2/resolved: the leaves a category stands for, by name; a leaf is itself', async () => {
    const brakes = rows.find((r) => r.name === 'Brakes' && r.parentId === null)!;
    const resolved = await get(
      ResolvedNodeResponseSchema,
      `${API.partTypesResolved}?partTypeId=${brakes.id}`,
    );
    const expected = leavesUnder(brakes.id);
    expect(resolved.node.partTypeId).toBe(brakes.id);
    expect(resolved.path).toEqual([]);
    expect(resolved.leaves.map((l) => l.partTypeId).sort()).toEqual(
      expected.slice(0, RESOLVED_LEAVES_MAX).sort(),
    );
    expect(resolved.truncated).toBe(expected.length > RESOLVED_LEAVES_MAX);
    const names = resolved.leaves.map((l) => l.partTypeName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const pads = byName('Disc Brake Pad', true);
    const self = await get(
      ResolvedNodeResponseSchema,
      `${API.partTypesResolved}?partTypeId=${pads.id}`,
    );
    expect(self.leaves.map((l) => l.partTypeId)).toEqual([pads.id]);
  });

  it('node/resolve/leaf: a leaf with its path; 404 for a category or an unknown id', async () => {
    const pads = byName('Disc Brake Pad', true);
    const leaf = await get(
      ResolvedLeafResponseSchema,
      `${API.partTypesResolveLeaf}?partTypeId=${pads.id}`,
    );
    expect(leaf.node).toMatchObject({
      partTypeId: pads.id,
      partTypeName: 'Disc Brake Pad',
      leaf: true,
    });
    const sub = rows.find((r) => r.id === pads.parentId)!;
    expect(leaf.path.map((p) => p.partTypeId)).toEqual([sub.parentId, sub.id]);
    const [category] = await t.db
      .select({ id: partTypes.id })
      .from(partTypes)
      .where(and(eq(partTypes.name, 'Brakes'), isNull(partTypes.parentId)));
    for (const id of [category!.id, 'ZZZZZ']) {
      const response = await call('GET', `${API.partTypesResolveLeaf}?partTypeId=${id}`);
      expect(response.statusCode, id).toBe(404);
    }
  });
});
