import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { findCatalogBaseVehicleId } from '../../../test/helpers/catalog';
import {
  baseVehicles,
  vehicleEngines,
  vehicleMakes,
  vehicleModels,
  vehicleSubmodels,
} from '../../db/schema/index';
import { listEngines, listMakes, listSubmodels } from './vehicles.service';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

// The catalog is static once loaded, so picker answers are kept per process. A row added behind the
// service's back shows whether a repeated call read the database again: it must not.
describe('picker answers come from memory after the first call', () => {
  it('makes, engines and submodels', async () => {
    const deps = { db: t.db };
    const baseVehicleId = (await findCatalogBaseVehicleId(t.db, 2013, 'Ford', 'F-150'))!;
    const makes = await listMakes(deps, 2013);
    const engines = await listEngines(deps, baseVehicleId);
    const submodels = await listSubmodels(deps, 'en', baseVehicleId);

    await t.db.insert(vehicleMakes).values({ id: 999_001, name: 'Not cached' });
    await t.db.insert(vehicleModels).values({ id: 999_001, makeId: 999_001, name: 'Not cached' });
    await t.db
      .insert(baseVehicles)
      .values({ id: 201_399_001, year: 2013, makeId: 999_001, modelId: 999_001 });
    await t.db
      .insert(vehicleEngines)
      .values({ baseVehicleId, engineId: 999_002, description: 'Not cached' });
    await t.db
      .insert(vehicleSubmodels)
      .values({ baseVehicleId, submodelId: 999_003, name: 'Not cached' });

    expect(await listMakes(deps, 2013)).toEqual(makes);
    expect(await listEngines(deps, baseVehicleId)).toEqual(engines);
    expect(await listSubmodels(deps, 'en', baseVehicleId)).toEqual(submodels);
    // Concurrent callers share one answer too.
    const [a, b] = await Promise.all([
      listEngines(deps, baseVehicleId),
      listEngines(deps, baseVehicleId),
    ]);
    expect(a).toBe(b);
  });
});
