import { asc, count } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brands, products } from '../../db/schema/parts';

// What the catalog holds of each brand: its products per part type.

export interface BrandRow {
  brandId: number;
  lineCode: string;
  name: string;
}

export async function findBrands(db: Database): Promise<BrandRow[]> {
  return db
    .select({ brandId: brands.id, lineCode: brands.lineCode, name: brands.name })
    .from(brands)
    .orderBy(asc(brands.name));
}

export interface BrandPartTypeCount {
  brandId: number;
  partTypeId: string;
  products: number;
}

/** The products of every brand by part type: one aggregate over the products (read once). */
export async function findBrandPartTypeCounts(db: Database): Promise<BrandPartTypeCount[]> {
  const rows = await db
    .select({ brandId: products.brandId, partTypeId: products.partTypeId, products: count() })
    .from(products)
    .groupBy(products.brandId, products.partTypeId);
  return rows.map((r) => ({ ...r, products: Number(r.products) }));
}
