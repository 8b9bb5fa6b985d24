import {
  DONT_KNOW_SHOW_ALL,
  IdValueListSchema,
  VehicleModelListSchema,
  VehicleSelectorDataSchema,
} from '@procounter/shared/contracts/vehicle';
import { resources } from '@procounter/shared/i18n/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { US_STATES } from '../../db/seed/us-states';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await buildTestApp();
  token = (await t.login('tech')).access_token;
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/vehicle/select/${url}`, headers: { ...bearer(token), ...headers } });

async function ok<T>(url: string, schema: { parse(v: unknown): T }, headers = {}) {
  const response = await get(url, headers);
  expect(response.statusCode, response.body).toBe(200);
  return schema.parse(response.json());
}

/** The picker path a user clicks: year, then make by name, then model by name. */
async function baseVehicleOf(year: number, make: string, model: string) {
  const makes = await ok(`v2/makes?year=${year}`, IdValueListSchema);
  const makeId = makes.find((m) => m.value === make)?.id;
  expect(makeId, `${make} in ${year}`).toBeDefined();
  const models = await ok(`v2/models?year=${year}&makeId=${makeId}`, VehicleModelListSchema);
  const found = models.find((m) => m.model.value === model);
  expect(found, `${year} ${make} ${model}`).toBeDefined();
  return found!.baseVehicleId;
}

describe('vehicle selector data', () => {
  it('answers the model years newest first and the states of the app constants', async () => {
    const data = await ok('vehicleSelectorData', VehicleSelectorDataSchema);
    expect(data.years.length).toBeGreaterThan(40);
    expect(data.years).toEqual([...data.years].sort((a, b) => b - a));
    expect(data.years.at(-1)).toBe(1981);
    expect(data.states.map((s) => s.code)).toEqual(US_STATES.map((s) => s.code));
  });

  it('lets the browser keep it: Cache-Control, an ETag, and 304 when the ETag is sent back', async () => {
    const first = await get('vehicleSelectorData');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, max-age=3600');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await get('vehicleSelectorData', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // In a list, or as the strong form of the same tag, it still matches.
    const listed = await get('vehicleSelectorData', {
      'if-none-match': `W/"other", ${etag.slice(2)}`,
    });
    expect(listed.statusCode).toBe(304);

    const stale = await get('vehicleSelectorData', { 'if-none-match': 'W/"not-this-one"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());
  });

  it('still asks for a token, even with a matching ETag', async () => {
    const { etag } = (await get('vehicleSelectorData')).headers;
    const anonymous = await t.app.inject({
      url: '/api/vehicle/select/vehicleSelectorData',
      headers: { 'if-none-match': String(etag) },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('year, make and model pickers', () => {
  it('lists the makes of a year by name, each once', async () => {
    const makes = await ok('v2/makes?year=2013', IdValueListSchema);
    const names = makes.map((m) => m.value);
    expect(names).toEqual(expect.arrayContaining(['Ford', 'Honda', 'BMW', 'Chevrolet']));
    expect(new Set(names).size).toBe(names.length);
    const folded = names.map((n) => n.toLowerCase());
    expect(folded).toEqual([...folded].sort());
  });

  it('lists the models of a year and make with their base vehicle ids', async () => {
    const makes = await ok('v2/makes?year=2013', IdValueListSchema);
    const ford = makes.find((m) => m.value === 'Ford')!;
    const models = await ok(`v2/models?year=2013&makeId=${ford.id}`, VehicleModelListSchema);
    expect(models.map((m) => m.model.value)).toEqual(
      expect.arrayContaining(['F-150', 'Mustang', 'Explorer']),
    );
    expect(new Set(models.map((m) => m.baseVehicleId)).size).toBe(models.length);
  });

  it('answers the demo vehicles: 2013 F-150, 2003 Accord, 2012 328i, 2006 Malibu', async () => {
    const ids = await Promise.all([
      baseVehicleOf(2013, 'Ford', 'F-150'),
      baseVehicleOf(2003, 'Honda', 'Accord'),
      baseVehicleOf(2012, 'BMW', '328i'),
      baseVehicleOf(2006, 'Chevrolet', 'Malibu'),
    ]);
    expect(new Set(ids).size).toBe(4);
  });

  it('answers an empty list for a make with no models that year or no such make', async () => {
    expect(await ok('v2/models?year=2013&makeId=999999999', VehicleModelListSchema)).toEqual([]);
  });

  it.each([
    ['v2/makes?year=1980'],
    ['v2/makes?year=2100'],
    ['v2/makes?year=abc'],
    ['v2/makes'],
    ['v2/models?year=2013'],
    ['v2/models?year=2013&makeId=x'],
    ['v2/models?year=1900&makeId=460'],
    ['engines?baseVehicleId=-5'],
    ['engines?baseVehicleId=1.5'],
    ['engines'],
    ['engines?baseVehicleId=1&subModelId=-3'],
    ['submodels?baseVehicleId=abc'],
    ['submodels?baseVehicleId=1&engineId=zero'],
  ])('refuses %s with 400 VALIDATION_FAILED', async (url) => {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });

  it.each([
    ['vehicleSelectorData'],
    ['v2/makes?year=2013'],
    ['v2/models?year=2013&makeId=460'],
    ['engines?baseVehicleId=1'],
    ['submodels?baseVehicleId=1'],
  ])('answers 401 to %s without a token', async (url) => {
    const response = await t.app.inject({ url: `/api/vehicle/select/${url}` });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  });
});

describe('engine and submodel pickers', () => {
  it('lists several engines for a 2013 Ford F-150, with sizes and cylinders', async () => {
    const f150 = await baseVehicleOf(2013, 'Ford', 'F-150');
    const engines = await ok(`engines?baseVehicleId=${f150}`, IdValueListSchema);
    expect(engines.length).toBeGreaterThan(1);
    for (const e of engines) expect(e.value).toMatch(/^\d+\.\dL [LVHW]\d+/);
    expect(new Set(engines.map((e) => e.id)).size).toBe(engines.length);
  });

  it('puts the -99 "Don\'t know or show all" entry first, in the caller\'s language', async () => {
    const accord = await baseVehicleOf(2003, 'Honda', 'Accord');
    const en = await ok(`submodels?baseVehicleId=${accord}`, IdValueListSchema);
    expect(en[0]).toEqual({ id: DONT_KNOW_SHOW_ALL, value: resources.en.vehicle.dontKnowShowAll });
    expect(en.length).toBeGreaterThan(2);
    const es = await ok(`submodels?baseVehicleId=${accord}`, IdValueListSchema, {
      'accept-language': 'es-MX,es;q=0.9,en;q=0.5',
    });
    expect(es[0]).toEqual({ id: DONT_KNOW_SHOW_ALL, value: resources.es.vehicle.dontKnowShowAll });
    expect(es.slice(1)).toEqual(en.slice(1));
  });

  it('narrows engines to a submodel and submodels to an engine where the data ties them', async () => {
    const accord = await baseVehicleOf(2003, 'Honda', 'Accord');
    const engines = await ok(`engines?baseVehicleId=${accord}`, IdValueListSchema);
    const submodels = (await ok(`submodels?baseVehicleId=${accord}`, IdValueListSchema)).slice(1);
    const v6Trim = submodels.find((s) => /V6/.test(s.value))!;
    expect(v6Trim).toBeDefined();
    const forTrim = await ok(
      `engines?baseVehicleId=${accord}&subModelId=${v6Trim.id}`,
      IdValueListSchema,
    );
    expect(forTrim.length).toBeGreaterThan(0);
    expect(forTrim.length).toBeLessThan(engines.length);
    expect(forTrim.every((e) => /V6/.test(e.value))).toBe(true);

    const v6 = engines.find((e) => /V6/.test(e.value))!;
    const forEngine = await ok(
      `submodels?baseVehicleId=${accord}&engineId=${v6.id}`,
      IdValueListSchema,
    );
    expect(forEngine.map((s) => s.id)).toContain(v6Trim.id);
    expect(forEngine.length - 1).toBeLessThan(submodels.length);

    // -99 filters nothing.
    expect(
      await ok(
        `engines?baseVehicleId=${accord}&subModelId=${DONT_KNOW_SHOW_ALL}`,
        IdValueListSchema,
      ),
    ).toEqual(engines);
    // A submodel already chosen stays in the list whatever the engine.
    const l4 = engines.find((e) => /L4/.test(e.value))!;
    const kept = await ok(
      `submodels?baseVehicleId=${accord}&engineId=${l4.id}&subModelId=${v6Trim.id}`,
      IdValueListSchema,
    );
    expect(kept.map((s) => s.id)).toContain(v6Trim.id);
  });

  it('answers empty lists (submodels: only -99) for an unknown base vehicle', async () => {
    expect(await ok('engines?baseVehicleId=1', IdValueListSchema)).toEqual([]);
    expect((await ok('submodels?baseVehicleId=1', IdValueListSchema)).map((s) => s.id)).toEqual([
      DONT_KNOW_SHOW_ALL,
    ]);
  });
});
