import { and, desc, eq, isNull, like } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  baseVehicles,
  recentVehicles,
  vehicleEngines,
  vehicleMakes,
  vehicleModels,
  vehicleSubmodels,
} from '../../db/schema/index';
import { engineOf, submodelOf } from '../../db/vehicle-names';

export type RecentVehicleRow = typeof recentVehicles.$inferSelect;

export interface RecentPick {
  shopId: number;
  userId: number;
  baseVehicleId: number;
  engineId: number | null;
  submodelId: number | null;
  vin: string | null;
  plate: string | null;
  state: string | null;
  createdAt: Date;
}

/**
 * Records a pick: a new row, or the same shop's row of the same base vehicle, VIN and plate moved
 * to the top with the new engine, submodel, state and picker. Scanner flag, notes and the fitment
 * answers kept with it stay.
 */
export async function upsertRecentVehicle(db: Database, pick: RecentPick) {
  const [row] = await db
    .insert(recentVehicles)
    .values(pick)
    .onConflictDoUpdate({
      target: [
        recentVehicles.shopId,
        recentVehicles.baseVehicleId,
        recentVehicles.vin,
        recentVehicles.plate,
      ],
      set: {
        userId: pick.userId,
        engineId: pick.engineId,
        submodelId: pick.submodelId,
        state: pick.state,
        createdAt: pick.createdAt,
      },
    })
    .returning();
  return row!;
}

/** What names one of a shop's recent vehicles: its base vehicle, VIN and plate (null for none). */
export interface RecentVehicleKey {
  shopId: number;
  baseVehicleId: number;
  vin: string | null;
  plate: string | null;
}

/** Sets the engine and submodel of the shop's recent vehicle of that key, if it has one. */
export function updateRecentVehicleAttributes(
  db: Database,
  key: RecentVehicleKey,
  values: {
    engineId?: number | null;
    submodelId?: number | null;
    qualifierAnswers?: { attributeId: number; valueId: number }[];
  },
) {
  return db
    .update(recentVehicles)
    .set(values)
    .where(
      and(
        eq(recentVehicles.shopId, key.shopId),
        eq(recentVehicles.baseVehicleId, key.baseVehicleId),
        key.vin === null ? isNull(recentVehicles.vin) : eq(recentVehicles.vin, key.vin),
        key.plate === null ? isNull(recentVehicles.plate) : eq(recentVehicles.plate, key.plate),
      ),
    );
}

/**
 * A shop's newest recent vehicles with year, make and model, and the engine and submodel picked
 * (null for none, or -99 "Don't know or show all"), newest first.
 */
export function findRecentVehicles(db: Database, shopId: number, limit: number) {
  return db
    .select({
      id: recentVehicles.id,
      createdAt: recentVehicles.createdAt,
      vin: recentVehicles.vin,
      plate: recentVehicles.plate,
      state: recentVehicles.state,
      sourceVinScanner: recentVehicles.sourceVinScanner,
      vehicleNotes: recentVehicles.vehicleNotes,
      year: baseVehicles.year,
      make: vehicleMakes.name,
      model: vehicleModels.name,
      engine: vehicleEngines.description,
      submodel: vehicleSubmodels.name,
    })
    .from(recentVehicles)
    .innerJoin(baseVehicles, eq(baseVehicles.id, recentVehicles.baseVehicleId))
    .innerJoin(vehicleMakes, eq(vehicleMakes.id, baseVehicles.makeId))
    .innerJoin(vehicleModels, eq(vehicleModels.id, baseVehicles.modelId))
    .leftJoin(vehicleEngines, engineOf(recentVehicles))
    .leftJoin(vehicleSubmodels, submodelOf(recentVehicles))
    .where(eq(recentVehicles.shopId, shopId))
    .orderBy(desc(recentVehicles.createdAt), desc(recentVehicles.id))
    .limit(limit);
}

export async function findRecentVehicleOfShop(db: Database, id: number, shopId: number) {
  const [row] = await db
    .select()
    .from(recentVehicles)
    .where(and(eq(recentVehicles.id, id), eq(recentVehicles.shopId, shopId)))
    .limit(1);
  return row;
}

/** Answers whether the row was the shop's and is gone. */
export async function deleteRecentVehicleOfShop(db: Database, id: number, shopId: number) {
  const deleted = await db
    .delete(recentVehicles)
    .where(and(eq(recentVehicles.id, id), eq(recentVehicles.shopId, shopId)))
    .returning({ id: recentVehicles.id });
  return deleted.length > 0;
}

/**
 * The shop's recent vehicles whose VIN ends with `suffix` (letters and digits only, so nothing in
 * it is a LIKE wildcard), newest first.
 */
export function findRecentVehiclesByVinSuffix(db: Database, shopId: number, suffix: string) {
  return db
    .select()
    .from(recentVehicles)
    .where(and(eq(recentVehicles.shopId, shopId), like(recentVehicles.vin, `%${suffix}`)))
    .orderBy(desc(recentVehicles.createdAt), desc(recentVehicles.id));
}
