import { and, type Column, eq } from 'drizzle-orm';
import { vehicleEngines, vehicleSubmodels } from './schema/index';

// A vehicle row that names a catalog vehicle (a customer's vehicle, a quote's, a recent one) keeps
// its base vehicle with the engine and submodel chosen, if any. Their names come from left joins
// on the catalog's rows of that base vehicle: one pair of join conditions for every such table.

/** The columns of a row that names a catalog vehicle with its engine and submodel. */
export interface CatalogVehicleColumns {
  baseVehicleId: Column;
  engineId: Column;
  submodelId: Column;
}

/** The catalog's engine of the row (left join: none when none was chosen). */
export const engineOf = (vehicle: CatalogVehicleColumns) =>
  and(
    eq(vehicleEngines.baseVehicleId, vehicle.baseVehicleId),
    eq(vehicleEngines.engineId, vehicle.engineId),
  );

/** The catalog's submodel of the row (left join: none when none was chosen). */
export const submodelOf = (vehicle: CatalogVehicleColumns) =>
  and(
    eq(vehicleSubmodels.baseVehicleId, vehicle.baseVehicleId),
    eq(vehicleSubmodels.submodelId, vehicle.submodelId),
  );
