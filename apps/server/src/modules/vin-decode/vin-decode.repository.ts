import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { vinDecodes } from '../../db/schema/index';

/** The stored decode of a VIN by this decoder version; rows of other versions do not count. */
export async function findVinDecode(db: Database, vin: string, decoderVersion: number) {
  const [row] = await db
    .select({ decoded: vinDecodes.decoded })
    .from(vinDecodes)
    .where(and(eq(vinDecodes.vin, vin), eq(vinDecodes.decoderVersion, decoderVersion)))
    .limit(1);
  return row?.decoded;
}

/**
 * Stores a decode, replacing one of an older decoder version. Two requests decoding the same new
 * VIN at once both succeed and write the same answer.
 */
export async function saveVinDecode(
  db: Database,
  row: { vin: string; decoderVersion: number; decoded: unknown },
) {
  await db
    .insert(vinDecodes)
    .values(row)
    .onConflictDoUpdate({
      target: vinDecodes.vin,
      set: { decoded: row.decoded, decoderVersion: row.decoderVersion, createdAt: sql`now()` },
    });
}
