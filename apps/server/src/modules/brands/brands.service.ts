import type { BrandPartType, BrandsResponse } from '@procounter/shared/contracts/brand';
import type { Locale } from '@procounter/shared/contracts/user';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import { getPartTypeIndex, partTypeName } from '../catalog-search/catalog-search.service';
import { pathOf } from '../part-types/part-types.service';
import { findBrandPartTypeCounts, findBrands } from './brands.repository';

// Brands (issue 25 part 4, README): every brand of the catalog with its line code and what it
// makes, read once per process and database and dropped when the catalog changes.

type Deps = Pick<ServiceDeps, 'db'>;

interface KeptBrand {
  lineCode: string;
  name: string;
  productCount: number;
  /** part type id -> products of the brand. */
  partTypes: Map<string, number>;
}

const brandsOfDatabase = new WeakMap<Database, Promise<KeptBrand[]>>();

async function readBrands(db: Database): Promise<KeptBrand[]> {
  const [rows, counts] = await Promise.all([findBrands(db), findBrandPartTypeCounts(db)]);
  const byId = new Map<number, KeptBrand>();
  for (const row of rows) {
    byId.set(row.brandId, {
      lineCode: row.lineCode,
      name: row.name,
      productCount: 0,
      partTypes: new Map(),
    });
  }
  for (const c of counts) {
    const brand = byId.get(c.brandId);
    if (!brand) continue;
    brand.productCount += c.products;
    brand.partTypes.set(c.partTypeId, c.products);
  }
  return [...byId.values()];
}

function keptBrands(db: Database): Promise<KeptBrand[]> {
  let kept = brandsOfDatabase.get(db);
  if (!kept) {
    kept = readBrands(db);
    brandsOfDatabase.set(db, kept);
    const mine = kept;
    // A failed read is dropped, so the next call tries again.
    kept.catch(() => {
      if (brandsOfDatabase.get(db) === mine) brandsOfDatabase.delete(db);
    });
  }
  return kept;
}

/** After a catalog change (catalog-changes.service.ts): the next call reads the tables again. */
export function dropBrands(db: Database) {
  brandsOfDatabase.delete(db);
}

/**
 * GET /parttypes/brands: every brand by name with its products and part types; with a line code,
 * that brand's part types (leaves of the part types index) by category, then name, in the
 * caller's language. 404 for a line code no brand has.
 */
export async function listBrands(
  deps: Deps,
  lineCode: string | undefined,
  locale: Locale,
): Promise<BrandsResponse> {
  const kept = await keptBrands(deps.db);
  const brands = kept
    .map((b) => ({
      lineCode: b.lineCode,
      name: b.name,
      productCount: b.productCount,
      partTypeCount: b.partTypes.size,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.lineCode.localeCompare(b.lineCode));
  if (lineCode === undefined) return { brands, brand: null };
  const chosen = kept.find((b) => b.lineCode === lineCode);
  if (!chosen) throw notFound(`No brand has the line code ${lineCode}`);
  const index = await getPartTypeIndex(deps);
  const { partTypeById } = index;
  const partTypes: BrandPartType[] = [];
  for (const [partTypeId, count] of chosen.partTypes) {
    const partType = partTypeById.get(partTypeId);
    if (!partType?.leaf) continue;
    const [category] = pathOf(partType, index, locale);
    partTypes.push({
      partTypeId,
      partTypeName: partTypeName(partType, locale),
      categoryName: category?.partTypeName ?? null,
      count,
      applicationPartType: partType.applicationPartType,
    });
  }
  partTypes.sort(
    (a, b) =>
      (a.categoryName ?? '').localeCompare(b.categoryName ?? '', locale) ||
      a.partTypeName.localeCompare(b.partTypeName, locale),
  );
  const summary = brands.find((b) => b.lineCode === lineCode);
  if (!summary) throw notFound(`No brand has the line code ${lineCode}`);
  return { brands, brand: { ...summary, partTypes } };
}
