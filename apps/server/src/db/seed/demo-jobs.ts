import { and, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { partTypes, shopPackageJobs, users } from '../schema/index';

/**
 * The demo shop's own jobs (issue 25 part 2), saved by its service manager: what a fleet shop keeps
 * beside the catalog's package jobs, so the Jobs tab's shop list is not empty on a fresh start.
 * Part types by catalog name; none is written when the shop has jobs already.
 */
export const DEMO_SHOP_JOBS = [
  {
    name: 'Fleet front brakes (pads and rotors)',
    laborHours: 1.8,
    partTypes: [
      { name: 'Disc Brake Pad', position: 'Front', quantity: 1 },
      { name: 'Disc Brake Rotor', position: 'Front', quantity: 2 },
      { name: 'Disc Brake Hardware Kit', position: 'Front', quantity: 1 },
    ],
  },
  {
    name: 'Brake fluid flush',
    laborHours: 0.8,
    partTypes: [
      { name: 'Brake Fluid', position: null, quantity: 2 },
      { name: 'Brake Bleeder Screw', position: null, quantity: 4 },
    ],
  },
] as const;

export async function seedDemoShopJobs(db: Database): Promise<number> {
  const shopId = 1001;
  const [existing] = await db
    .select({ n: count() })
    .from(shopPackageJobs)
    .where(eq(shopPackageJobs.shopId, shopId));
  if ((existing?.n ?? 0) > 0) return 0;
  const [author] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.loginName, 'shopmgr'));
  const names = DEMO_SHOP_JOBS.flatMap((job) => job.partTypes.map((p) => p.name));
  const rows = await db
    .select({ id: partTypes.id, name: partTypes.name })
    .from(partTypes)
    .where(and(inArray(partTypes.name, names), eq(partTypes.leaf, true)));
  const idOf = new Map(rows.map((r) => [r.name, r.id]));
  if (names.some((name) => !idOf.has(name))) return 0;
  await db.insert(shopPackageJobs).values(
    DEMO_SHOP_JOBS.map((job) => ({
      shopId,
      name: job.name,
      laborHours: job.laborHours,
      partTypes: job.partTypes.map((p) => ({
        partTypeId: idOf.get(p.name)!,
        position: p.position,
        quantity: p.quantity,
      })),
      createdBy: author?.id ?? null,
    })),
  );
  return DEMO_SHOP_JOBS.length;
}
