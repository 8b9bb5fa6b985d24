import { describe, expect, it } from 'vitest';
import { CATALOG_FILE } from '../../paths';
import { readCatalogFile } from './catalog-file';
import { describeEngine, isNoiseModel, stableId, titleCaseMake } from './catalog-import';

describe('the committed catalog file', async () => {
  const catalog = await readCatalogFile(CATALOG_FILE);
  const makes = new Set(catalog.makes.map(([id]) => id));
  const models = new Map(catalog.models.map(([id, makeId]) => [id, makeId]));
  const engines = new Set(catalog.engines.map(([id]) => id));
  const submodels = new Set(catalog.submodels.map(([id]) => id));

  it('derives every base vehicle id from its year and vPIC model id', () => {
    for (const [id, year, modelId] of catalog.baseVehicles) {
      expect(id).toBe(year * 100000 + modelId);
      expect(models.has(modelId)).toBe(true);
    }
  });

  it('covers 1981 to the newest model year and refers only to known rows', () => {
    const years = catalog.baseVehicles.map(([, year]) => year);
    expect(Math.min(...years)).toBe(1981);
    expect(Math.max(...years)).toBeGreaterThanOrEqual(2025);
    for (const makeId of models.values()) expect(makes.has(makeId)).toBe(true);
    for (const [, , , e, s, pairs] of catalog.baseVehicles) {
      for (const id of e) expect(engines.has(id)).toBe(true);
      for (const id of s) expect(submodels.has(id)).toBe(true);
      for (const [engineId, submodelId] of pairs) {
        expect(e).toContain(engineId);
        expect(s).toContain(submodelId);
      }
    }
  });

  it('gives engines and submodels ids from their text, the same on every import', () => {
    for (const [id, text] of catalog.engines) expect(id).toBe(stableId('engine', text));
    for (const [id, text] of catalog.submodels) expect(id).toBe(stableId('submodel', text));
  });
});

describe('catalog derivation rules', () => {
  it('describes engines as size, layout and cylinders, fuel', () => {
    expect(
      describeEngine({ displacement: '3.5', cylinders: '6', fuel: 'Gasoline', config: 'V-Shaped' }),
    ).toBe('3.5L V6 Gas');
    expect(describeEngine({ displacement: '2.0', cylinders: '4', config: 'In-Line' })).toBe(
      '2.0L L4',
    );
    expect(describeEngine({ displacement: '6.7', cylinders: '6', fuel: 'Diesel' })).toBe(
      '6.7L V6 Diesel',
    );
    expect(describeEngine({ fuel: 'Electric' })).toBe('Electric');
    expect(describeEngine({})).toBeUndefined();
  });

  it('drops model names that are not models', () => {
    expect(isNoiseModel('Incomplete Chassis Cab')).toBe(true);
    expect(isNoiseModel('Motor Home Chassis')).toBe(true);
    expect(isNoiseModel('F-150')).toBe(false);
    expect(isNoiseModel('328i')).toBe(false);
  });

  it('drops model names that are a year, a make, a company or a kind of vehicle', () => {
    // Years: the hot-rod trade writes a replica's model year as '34.
    expect(isNoiseModel("'34", 'FORD')).toBe(true);
    expect(isNoiseModel("'32 Roadster", 'FORD')).toBe(true);
    expect(isNoiseModel('1934', 'FORD')).toBe(true);
    // A placeholder: the make's own name or a company's.
    expect(isNoiseModel('Opel', 'OPEL')).toBe(true);
    expect(isNoiseModel('smart', 'SMART')).toBe(true);
    expect(isNoiseModel('Tiger Truck LLC', 'TIGER TRUCK')).toBe(true);
    expect(isNoiseModel('Koenigsegg Automotive', 'KOENIGSEGG')).toBe(true);
    // Nothing but words for a kind of vehicle or its use.
    for (const name of ['Hearse/Limo', 'Limousine', 'Coachbuilder', 'Electric Vehicle', '3 ton'])
      expect(isNoiseModel(name, 'CHEVROLET'), name).toBe(true);
    for (const name of ['Kit Car', 'Custom Vehicle', 'Recreational Vehicle', 'Electric Truck'])
      expect(isNoiseModel(name, 'FORD'), name).toBe(true);
    // Real models that look close to those.
    expect(isNoiseModel('86', 'TOYOTA')).toBe(false);
    expect(isNoiseModel('90', 'AUDI')).toBe(false);
    expect(isNoiseModel('500', 'FIAT')).toBe(false);
    expect(isNoiseModel('2500', 'RAM')).toBe(false);
    expect(isNoiseModel('2000 GTX', 'EAGLE')).toBe(false);
    expect(isNoiseModel('LTD', 'FORD')).toBe(false);
    expect(isNoiseModel('Van', 'TOYOTA')).toBe(false);
    expect(isNoiseModel('Pick-Up', 'TOYOTA')).toBe(false);
    expect(isNoiseModel('Touring Limousine', 'ROLLS-ROYCE')).toBe(false);
    expect(isNoiseModel('Caprice Police Vehicle', 'CHEVROLET')).toBe(false);
    expect(isNoiseModel('Fortwo Electric Drive', 'SMART')).toBe(false);
    // RUF files five of its cars under one name.
    expect(isNoiseModel('CTR Anniversary / CTR2 / Turbo R / BTR / RCT', 'RUF')).toBe(false);
  });

  it('spells makes the way shops do', () => {
    expect(titleCaseMake('MERCEDES-BENZ')).toBe('Mercedes-Benz');
    expect(titleCaseMake('FORD')).toBe('Ford');
    expect(titleCaseMake('BMW')).toBe('BMW');
    expect(titleCaseMake('LAND ROVER')).toBe('Land Rover');
    expect(titleCaseMake('SSC North America')).toBe('SSC North America');
    expect(titleCaseMake('Scuderia Cameron Glickenhaus (SCG)')).toBe(
      'Scuderia Cameron Glickenhaus (SCG)',
    );
    expect(titleCaseMake('AUTOMOBILI PININFARINA')).toBe('Automobili Pininfarina');
    expect(titleCaseMake('ROLLS-ROYCE')).toBe('Rolls-Royce');
  });
});
