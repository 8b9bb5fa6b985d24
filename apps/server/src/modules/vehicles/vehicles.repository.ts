import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  baseVehicles,
  vehicleEngineSubmodels,
  vehicleEngines,
  vehicleMakes,
  vehicleModels,
  vehicleSubmodels,
} from '../../db/schema/index';

export async function findYearRange(db: Database) {
  const [row] = await db
    .select({
      first: sql<number | null>`min(${baseVehicles.year})`.mapWith(Number),
      last: sql<number | null>`max(${baseVehicles.year})`.mapWith(Number),
    })
    .from(baseVehicles);
  return row?.first && row.last ? { first: row.first, last: row.last } : undefined;
}

export async function findYears(db: Database) {
  const rows = await db
    .selectDistinct({ year: baseVehicles.year })
    .from(baseVehicles)
    .orderBy(sql`${baseVehicles.year} desc`);
  return rows.map((r) => r.year);
}

export function findMakes(db: Database, year: number) {
  // Alphabetical whatever the case (GMC after General, BMW after Bentley).
  return db
    .select({ id: vehicleMakes.id, value: vehicleMakes.name })
    .from(baseVehicles)
    .innerJoin(vehicleMakes, eq(vehicleMakes.id, baseVehicles.makeId))
    .where(eq(baseVehicles.year, year))
    .groupBy(vehicleMakes.id)
    .orderBy(sql`lower(${vehicleMakes.name})`, asc(vehicleMakes.id));
}

export function findModels(db: Database, year: number, makeId: number) {
  return db
    .select({
      baseVehicleId: baseVehicles.id,
      modelId: vehicleModels.id,
      modelName: vehicleModels.name,
    })
    .from(baseVehicles)
    .innerJoin(vehicleModels, eq(vehicleModels.id, baseVehicles.modelId))
    .where(and(eq(baseVehicles.year, year), eq(baseVehicles.makeId, makeId)))
    .orderBy(sql`lower(${vehicleModels.name})`, asc(vehicleModels.id));
}

// Cross filtering: when a base vehicle ties the chosen submodel (or engine) to some engines (or
// submodels), only those are answered; when the data ties it to none, everything is.

export function findEngines(db: Database, baseVehicleId: number, submodelId?: number) {
  const filter =
    submodelId === undefined
      ? sql`true`
      : sql`(not exists (select 1 from vehicle_engine_submodels p
                           where p.base_vehicle_id = ${baseVehicleId} and p.submodel_id = ${submodelId})
             or exists (select 1 from vehicle_engine_submodels p
                         where p.base_vehicle_id = ${baseVehicleId} and p.submodel_id = ${submodelId}
                           and p.engine_id = ${vehicleEngines.engineId}))`;
  return db
    .select({ id: vehicleEngines.engineId, value: vehicleEngines.description })
    .from(vehicleEngines)
    .where(and(eq(vehicleEngines.baseVehicleId, baseVehicleId), filter))
    .orderBy(asc(vehicleEngines.description), asc(vehicleEngines.engineId));
}

export function findSubmodels(
  db: Database,
  baseVehicleId: number,
  engineId?: number,
  keepSubmodelId?: number,
) {
  const filter =
    engineId === undefined
      ? sql`true`
      : sql`(not exists (select 1 from vehicle_engine_submodels p
                           where p.base_vehicle_id = ${baseVehicleId} and p.engine_id = ${engineId})
             or exists (select 1 from vehicle_engine_submodels p
                         where p.base_vehicle_id = ${baseVehicleId} and p.engine_id = ${engineId}
                           and p.submodel_id = ${vehicleSubmodels.submodelId})
             ${keepSubmodelId === undefined ? sql`` : sql`or ${vehicleSubmodels.submodelId} = ${keepSubmodelId}`})`;
  return db
    .select({ id: vehicleSubmodels.submodelId, value: vehicleSubmodels.name })
    .from(vehicleSubmodels)
    .where(and(eq(vehicleSubmodels.baseVehicleId, baseVehicleId), filter))
    .orderBy(asc(vehicleSubmodels.name), asc(vehicleSubmodels.submodelId));
}

/** The base vehicle of a year, make name and model name (vPIC's names, any case). */
export async function findBaseVehicleByNames(
  db: Database,
  year: number,
  make: string,
  model: string,
) {
  const [row] = await db
    .select({ id: baseVehicles.id })
    .from(baseVehicles)
    .innerJoin(vehicleMakes, eq(vehicleMakes.id, baseVehicles.makeId))
    .innerJoin(vehicleModels, eq(vehicleModels.id, baseVehicles.modelId))
    .where(
      and(
        eq(baseVehicles.year, year),
        sql`lower(${vehicleMakes.name}) = lower(${make})`,
        sql`lower(${vehicleModels.name}) = lower(${model})`,
      ),
    )
    .limit(1);
  return row?.id;
}

/** Up to two base vehicles of a year, make name and model name (any case): one names it exactly. */
export function findBaseVehicleIdsByNames(db: Database, year: number, make: string, model: string) {
  return db
    .select({ id: baseVehicles.id })
    .from(baseVehicles)
    .innerJoin(vehicleMakes, eq(vehicleMakes.id, baseVehicles.makeId))
    .innerJoin(vehicleModels, eq(vehicleModels.id, baseVehicles.modelId))
    .where(
      and(
        eq(baseVehicles.year, year),
        sql`lower(${vehicleMakes.name}) = lower(${make})`,
        sql`lower(${vehicleModels.name}) = lower(${model})`,
      ),
    )
    .limit(2);
}

/** The base vehicle of a model year and vPIC model id (the catalog keeps vPIC's model ids). */
export async function findBaseVehicleIdOfModel(db: Database, year: number, modelId: number) {
  const [row] = await db
    .select({ id: baseVehicles.id })
    .from(baseVehicles)
    .where(and(eq(baseVehicles.year, year), eq(baseVehicles.modelId, modelId)))
    .limit(1);
  return row?.id;
}

export function findEngineRows(db: Database, baseVehicleId: number) {
  return db
    .select({ id: vehicleEngines.engineId, description: vehicleEngines.description })
    .from(vehicleEngines)
    .where(eq(vehicleEngines.baseVehicleId, baseVehicleId));
}

export function findSubmodelRows(db: Database, baseVehicleId: number) {
  return db
    .select({ id: vehicleSubmodels.submodelId, name: vehicleSubmodels.name })
    .from(vehicleSubmodels)
    .where(eq(vehicleSubmodels.baseVehicleId, baseVehicleId));
}

/** Year, make and model of a base vehicle. */
export async function findBaseVehicleById(db: Database, baseVehicleId: number) {
  const [row] = await db
    .select({
      id: baseVehicles.id,
      year: baseVehicles.year,
      make: vehicleMakes.name,
      model: vehicleModels.name,
    })
    .from(baseVehicles)
    .innerJoin(vehicleMakes, eq(vehicleMakes.id, baseVehicles.makeId))
    .innerJoin(vehicleModels, eq(vehicleModels.id, baseVehicles.modelId))
    .where(eq(baseVehicles.id, baseVehicleId))
    .limit(1);
  return row;
}

export function findEngineSubmodelPairs(db: Database, baseVehicleId: number) {
  return db
    .select({
      engineId: vehicleEngineSubmodels.engineId,
      submodelId: vehicleEngineSubmodels.submodelId,
    })
    .from(vehicleEngineSubmodels)
    .where(eq(vehicleEngineSubmodels.baseVehicleId, baseVehicleId));
}
