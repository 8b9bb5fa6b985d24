import { and, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { baseVehicles, vehicleMakes, vehicleModels } from '../../src/db/schema/index';

/**
 * The catalog's base vehicle of a year, make and model, read the way the pickers read it: the
 * tests' own oracle, independent of the lookups under test.
 */
export async function findCatalogBaseVehicleId(
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
      and(eq(baseVehicles.year, year), eq(vehicleMakes.name, make), eq(vehicleModels.name, model)),
    );
  return row?.id;
}
