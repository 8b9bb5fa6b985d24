import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { plateLookups, plateRegistrations } from '../../db/schema/index';

export function findRegisteredVins(db: Database, state: string, plate: string) {
  return db
    .select({
      state: plateRegistrations.state,
      plate: plateRegistrations.plate,
      vin: plateRegistrations.vin,
    })
    .from(plateRegistrations)
    .where(and(eq(plateRegistrations.state, state), eq(plateRegistrations.plate, plate)))
    .orderBy(asc(plateRegistrations.vin));
}

/** The cached answer of a state and plate, if it was stored after `notBefore`. */
export async function findPlateLookup(db: Database, state: string, plate: string, notBefore: Date) {
  const [row] = await db
    .select({ answer: plateLookups.answer })
    .from(plateLookups)
    .where(
      and(
        eq(plateLookups.state, state),
        eq(plateLookups.plate, plate),
        gt(plateLookups.createdAt, notBefore),
      ),
    )
    .limit(1);
  return row?.answer;
}

export async function savePlateLookup(
  db: Database,
  row: { state: string; plate: string; answer: unknown; createdAt: Date },
) {
  await db
    .insert(plateLookups)
    .values(row)
    .onConflictDoUpdate({
      target: [plateLookups.state, plateLookups.plate],
      set: { answer: row.answer, createdAt: row.createdAt },
    });
}
