import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  baseVehicles,
  plateLookups,
  plateRegistrations,
  vehicleMakes,
  vehicleModels,
} from '../../db/schema/index';

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

/** Year, make and model names of base vehicles, as the pickers show them. */
export function findBaseVehicleNames(db: Database, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: baseVehicles.id,
      year: baseVehicles.year,
      make: vehicleMakes.name,
      model: vehicleModels.name,
    })
    .from(baseVehicles)
    .innerJoin(vehicleMakes, eq(vehicleMakes.id, baseVehicles.makeId))
    .innerJoin(vehicleModels, eq(vehicleModels.id, baseVehicles.modelId))
    .where(inArray(baseVehicles.id, ids));
}
