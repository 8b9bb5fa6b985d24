import {
  KIT_PART_TYPE_IDS,
  type KitType,
  MOST_POPULAR_PARENT_PART_TYPE_ID,
  PLATFORM_IDS,
} from '@procounter/shared/domain/constants';
import { BRANDS, type BrandSpec } from './brands';
import {
  AC_KIT_NAME,
  BRAKE_KIT_NAME,
  type CategorySpec,
  type FitKind,
  PART_TYPE_TREE,
  type PartTypeSpec,
  type SubcategorySpec,
} from './part-type-tree';

// The fixed part of the catalog, resolved from the hand-written tree and brand list: part type rows
// with ids and ranks, the platform rows, brand rows and which brands make which part type.

/** How many part types the most-popular list (platform 99) shows. */
export const MOST_POPULAR_COUNT = 25;

export interface PartTypeRow {
  id: string;
  name: string;
  parentId: string | null;
  categoryId: string | null;
  leaf: boolean;
  applicationPartType: boolean;
  universal: boolean;
  kits: boolean;
  popularityRank: number | null;
  synonyms: readonly string[];
}

export interface PlatformRow {
  platformId: string;
  parentPartTypeId: string;
  partTypeId: string;
  rank: number;
}

export interface BrandRow {
  id: number;
  lineCode: string;
  name: string;
}

/** A leaf part type with what the generator needs to make its products. */
export interface LeafPartType {
  id: string;
  spec: PartTypeSpec;
  fit: FitKind;
  weight: number;
  /** Initials for part number patterns ('DBP'). */
  code: string;
  /** Ids of the brands (BRANDS order + 1) that make it. */
  brandIds: readonly number[];
}

export interface CatalogDefinition {
  partTypes: readonly PartTypeRow[];
  platforms: readonly PlatformRow[];
  brands: readonly BrandRow[];
  brandSpecs: ReadonlyMap<number, BrandSpec>;
  leaves: readonly LeafPartType[];
  leafByName: ReadonlyMap<string, LeafPartType>;
  leafById: ReadonlyMap<string, LeafPartType>;
  kitPartTypeIds: Readonly<Record<KitType, string>>;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

function initials(name: string): string {
  const words = name
    .replace(/[^A-Za-z ]/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !['and', 'or', 'with', 'of'].includes(w.toLowerCase()));
  const letters = words.map((w) => w[0]?.toUpperCase() ?? '').join('');
  return (letters.length >= 2 ? letters : (words[0] ?? 'PT').slice(0, 2).toUpperCase()).slice(0, 3);
}

/** Parts that kits are made of carry kits = true, like the kit part types themselves. */
const KIT_COMPONENT_NAMES = new Set([
  'Disc Brake Pad',
  'Disc Brake Rotor',
  'Disc Brake Hardware Kit',
  'A/C Compressor',
  'A/C Accumulator',
  'A/C Receiver Drier',
  'A/C Expansion Valve',
  'A/C Orifice Tube',
  'A/C Compressor Oil',
]);

const KIT_IDS: ReadonlySet<string> = new Set(Object.values(KIT_PART_TYPE_IDS));

let cached: CatalogDefinition | undefined;

/** The resolved definition; pure and the same on every call. */
export function catalogDefinition(): CatalogDefinition {
  cached ??= buildDefinition();
  return cached;
}

function buildDefinition(): CatalogDefinition {
  const tree = resolveTree();
  const popular = rankByPopularity(tree);
  const related = relatedPlatformRows(tree.leaves);
  const brands = BRANDS.map((b, i) => ({ id: i + 1, lineCode: b.lineCode, name: b.name }));
  const brandSpecs = new Map(BRANDS.map((b, i) => [i + 1, b] as const));
  const leaves = withBrands(tree.leaves, brands, brandSpecs);
  const leafByName = new Map(leaves.map((leaf) => [leaf.spec.name, leaf]));
  assertKitIds(leafByName);
  return {
    partTypes: tree.partTypes,
    platforms: [...tree.platforms, ...popular, ...related],
    brands,
    brandSpecs,
    leaves,
    leafByName,
    leafById: new Map(leaves.map((leaf) => [leaf.id, leaf])),
    kitPartTypeIds: KIT_PART_TYPE_IDS,
  };
}

/** A leaf before its brands are known, with its category, subcategory and own name. */
type TreeLeaf = Omit<LeafPartType, 'brandIds'> & { path: string[] };

/** The hand-written tree with ids: its part type rows, its platform 05 rows and its leaves. */
interface ResolvedTree {
  partTypes: PartTypeRow[];
  platforms: PlatformRow[];
  leaves: TreeLeaf[];
}

/**
 * Ids by place in the tree: category NN000, subcategory NNS00, part type NNSPP (unless the spec
 * names its id), all after the most-popular list's root (00000).
 */
function resolveTree(): ResolvedTree {
  const tree: ResolvedTree = {
    partTypes: [
      groupRow({
        id: MOST_POPULAR_PARENT_PART_TYPE_ID,
        name: 'Most Popular',
        parentId: null,
        categoryId: null,
        synonyms: ['popular', 'most popular'],
      }),
    ],
    platforms: [],
    leaves: [],
  };
  for (const [c, category] of PART_TYPE_TREE.entries()) addCategory(tree, category, c);
  return tree;
}

/** The row of a part type that is not a leaf: the root, a category or a subcategory. */
function groupRow(
  row: Pick<PartTypeRow, 'id' | 'name' | 'parentId' | 'categoryId' | 'synonyms'>,
): PartTypeRow {
  return {
    id: row.id,
    name: row.name,
    parentId: row.parentId,
    categoryId: row.categoryId,
    leaf: false,
    applicationPartType: false,
    universal: false,
    kits: false,
    popularityRank: null,
    synonyms: row.synonyms,
  };
}

function allPartTypesRow(parentPartTypeId: string, partTypeId: string, rank: number): PlatformRow {
  return { platformId: PLATFORM_IDS.all, parentPartTypeId, partTypeId, rank };
}

function addCategory(tree: ResolvedTree, category: CategorySpec, c: number) {
  const categoryId = `${pad2(c + 1)}000`;
  tree.partTypes.push(
    groupRow({
      id: categoryId,
      name: category.name,
      parentId: null,
      categoryId,
      synonyms: category.synonyms ?? [],
    }),
  );
  category.subcategories.forEach((subcategory, s) => {
    if (s >= 9) throw new Error(`${category.name}: at most 9 subcategories`);
    const subcategoryId = `${pad2(c + 1)}${s + 1}00`;
    tree.partTypes.push(
      groupRow({
        id: subcategoryId,
        name: subcategory.name,
        parentId: categoryId,
        categoryId,
        synonyms: [],
      }),
    );
    tree.platforms.push(allPartTypesRow(categoryId, subcategoryId, s + 1));
    subcategory.partTypes.forEach((spec, p) => {
      const id = spec.id ?? `${pad2(c + 1)}${s + 1}${pad2(p + 1)}`;
      addPartType(tree, spec, { id, categoryId, subcategoryId }, [category, subcategory]);
      tree.platforms.push(allPartTypesRow(subcategoryId, id, p + 1));
    });
  });
}

function addPartType(
  tree: ResolvedTree,
  spec: PartTypeSpec,
  { id, categoryId, subcategoryId }: { id: string; categoryId: string; subcategoryId: string },
  [category, subcategory]: [CategorySpec, SubcategorySpec],
) {
  const fit = spec.fit ?? 'vehicle';
  tree.leaves.push({
    id,
    spec,
    fit,
    weight: spec.weight ?? 1,
    code: initials(spec.name),
    path: [category.name, subcategory.name, spec.name],
  });
  tree.partTypes.push({
    id,
    name: spec.name,
    parentId: subcategoryId,
    categoryId,
    leaf: true,
    applicationPartType: fit !== 'universal',
    universal: fit === 'universal',
    kits: KIT_IDS.has(id) || KIT_COMPONENT_NAMES.has(spec.name),
    popularityRank: null,
    synonyms: spec.synonyms ?? [],
  });
}

/**
 * Popularity: by weight, ties in tree order; kits (weight 0) rank after the parts they are made
 * of, by their place in the tree. Sets each leaf row's rank and answers the most-popular list's
 * rows (platform 99): the first MOST_POPULAR_COUNT.
 */
function rankByPopularity(tree: ResolvedTree): PlatformRow[] {
  const ranked = tree.leaves
    .map((leaf, order) => ({ leaf, order }))
    .sort((a, b) => b.leaf.weight - a.leaf.weight || a.order - b.order);
  const rankOf = new Map(ranked.map(({ leaf }, i) => [leaf.id, i + 1]));
  for (const row of tree.partTypes) if (row.leaf) row.popularityRank = rankOf.get(row.id) ?? null;
  return ranked.slice(0, MOST_POPULAR_COUNT).map(({ leaf }, i) => ({
    platformId: PLATFORM_IDS.mostPopular,
    parentPartTypeId: MOST_POPULAR_PARENT_PART_TYPE_ID,
    partTypeId: leaf.id,
    rank: i + 1,
  }));
}

/** The related part types of each leaf (platform 90), in the order its spec names them. */
function relatedPlatformRows(leaves: readonly TreeLeaf[]): PlatformRow[] {
  const idByName = new Map(leaves.map((leaf) => [leaf.spec.name, leaf.id]));
  if (idByName.size !== leaves.length) throw new Error('part type names must be unique');
  return leaves.flatMap((leaf) =>
    (leaf.spec.related ?? []).map((name, i) => {
      const relatedId = idByName.get(name);
      if (!relatedId) throw new Error(`${leaf.spec.name}: unknown related part type ${name}`);
      return {
        platformId: PLATFORM_IDS.related,
        parentPartTypeId: leaf.id,
        partTypeId: relatedId,
        rank: i + 1,
      };
    }),
  );
}

/** Each leaf with the brands that cover its category, subcategory or itself. */
function withBrands(
  leaves: readonly TreeLeaf[],
  brands: readonly BrandRow[],
  brandSpecs: ReadonlyMap<number, BrandSpec>,
): LeafPartType[] {
  return leaves.map(({ path, ...leaf }) => ({
    ...leaf,
    brandIds: brands
      .filter((b) => brandSpecs.get(b.id)?.covers.some((name) => path.includes(name)))
      .map((b) => b.id),
  }));
}

function assertKitIds(leafByName: ReadonlyMap<string, LeafPartType>) {
  const brakeKit = leafByName.get(BRAKE_KIT_NAME);
  const acKit = leafByName.get(AC_KIT_NAME);
  if (brakeKit?.id !== KIT_PART_TYPE_IDS.BRAKE || acKit?.id !== KIT_PART_TYPE_IDS.AC) {
    throw new Error('the kit part types must keep the ids C4577 and C4576');
  }
}
