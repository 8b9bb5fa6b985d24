import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shopPackageJobs, shops, users } from '../../db/schema/index';
import type { StoredJobPartType } from '../../db/schema/package-jobs';

// A shop's own jobs (shop_package_jobs). The catalog's package jobs are code
// (package-job-catalog.ts), not rows.

export interface ShopJobRow {
  id: number;
  shopId: number;
  name: string;
  laborHours: number | null;
  partTypes: StoredJobPartType[];
  createdBy: string | null;
  createdAt: Date;
}

const columns = {
  id: shopPackageJobs.id,
  shopId: shopPackageJobs.shopId,
  name: shopPackageJobs.name,
  laborHours: shopPackageJobs.laborHours,
  partTypes: shopPackageJobs.partTypes,
  createdBy: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
  createdAt: shopPackageJobs.createdAt,
};

/** The shop's jobs by name. */
export function findShopJobs(db: Database, shopId: number): Promise<ShopJobRow[]> {
  return db
    .select(columns)
    .from(shopPackageJobs)
    .leftJoin(users, eq(users.id, shopPackageJobs.createdBy))
    .where(eq(shopPackageJobs.shopId, shopId))
    .orderBy(asc(sql`lower(${shopPackageJobs.name})`), asc(shopPackageJobs.id));
}

/** One job of the shop; undefined for another shop's (or no such) job. */
export async function findShopJob(
  db: Database,
  shopId: number,
  jobId: number,
): Promise<ShopJobRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(shopPackageJobs)
    .leftJoin(users, eq(users.id, shopPackageJobs.createdBy))
    .where(and(eq(shopPackageJobs.shopId, shopId), eq(shopPackageJobs.id, jobId)));
  return row;
}

/** Locks the shop's row until the transaction ends: two saves of one shop count one after the other. */
export async function lockShopForJobs(db: Database, shopId: number): Promise<void> {
  await db.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId)).for('update');
}

export async function countShopJobs(db: Database, shopId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(shopPackageJobs)
    .where(eq(shopPackageJobs.shopId, shopId));
  return row?.n ?? 0;
}

/** The new job's id; undefined when the shop has a job of that name (case aside). */
export async function insertShopJob(
  db: Database,
  job: {
    shopId: number;
    name: string;
    laborHours: number | null;
    partTypes: StoredJobPartType[];
    createdBy: number;
  },
): Promise<number | undefined> {
  const [row] = await db
    .insert(shopPackageJobs)
    .values(job)
    .onConflictDoNothing()
    .returning({ id: shopPackageJobs.id });
  return row?.id;
}

/** Whether a job of the shop was deleted. */
export async function deleteShopJob(db: Database, shopId: number, jobId: number): Promise<boolean> {
  const rows = await db
    .delete(shopPackageJobs)
    .where(and(eq(shopPackageJobs.shopId, shopId), eq(shopPackageJobs.id, jobId)))
    .returning({ id: shopPackageJobs.id });
  return rows.length > 0;
}
