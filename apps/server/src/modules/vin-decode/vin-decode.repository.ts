import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { vinDecodes } from '../../db/schema/index';

export async function findVinDecode(db: Database, vin: string) {
  const [row] = await db
    .select({ decoded: vinDecodes.decoded })
    .from(vinDecodes)
    .where(eq(vinDecodes.vin, vin))
    .limit(1);
  return row?.decoded;
}

export async function saveVinDecode(
  db: Database,
  row: { vin: string; decoded: unknown; baseVehicleId: number | null; engineId: number | null },
) {
  // Two requests decoding the same new VIN at once both succeed; the first answer stays.
  await db.insert(vinDecodes).values(row).onConflictDoNothing();
}
