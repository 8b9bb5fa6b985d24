import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PlateLookupResultSchema } from '@procounter/shared/contracts/vehicle';
import { getMessageText } from '@procounter/shared/validation/messages';
import { MESSAGE_KEYS } from '@procounter/shared/validation/rules';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { findCatalogBaseVehicleId } from '../../../test/helpers/catalog';
import { DAY, MINUTE, TestClock } from '../../../test/helpers/test-clock';
import { plateRegistrations } from '../../db/schema/index';
import { DEMO_PLATES } from '../../db/seed/demo';
import { createPlateRegistration } from '../../db/seed/factories';

/** A plate no one has registered, made of letters and digits only. */
const newPlate = () => `T${randomBytes(3).toString('hex').toUpperCase()}`;

async function lookup(t: TestApp, token: string, query: string) {
  const response = await t.app.inject({
    url: `/api/plateToVin/decodePlate?${query}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return PlateLookupResultSchema.parse(response.json());
}

describe('plate to VIN with the plate registry', () => {
  const clock = new TestClock();
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    token = (await t.login('tech')).access_token;
  });
  afterAll(() => t.close());

  // DESIGN.md section 4: what each demo plate's vehicles are.
  it.each([
    ['TX', 'SHOP123', [[2013, 'Ford', 'F-150']]],
    [
      'CA',
      '2FAST4U',
      [
        [2003, 'Honda', 'Accord'],
        [2012, 'BMW', '328i'],
      ],
    ],
    ['MD', 'MDX2024', [[2006, 'Chevrolet', 'Malibu']]],
  ] as const)('finds the vehicles of %s %s', async (state, plate, expected) => {
    const answer = await lookup(t, token, `state=${state}&plate=${plate}`);
    expect(answer.serviceDown).toBe(false);
    expect(answer.force).toBe(false);
    const registered = DEMO_PLATES.filter((p) => p.state === state && p.plate === plate);
    expect(answer.vehicles.map((v) => v.vin).sort()).toEqual(registered.map((p) => p.vin).sort());
    const vehicles = await Promise.all(
      expected.map(async ([year, make, model]) => ({
        vehicle: { vehicleId: await findCatalogBaseVehicleId(t.db, year, make, model) },
        year,
        make,
        model,
      })),
    );
    for (const v of vehicles) expect(v.vehicle.vehicleId).toBeDefined();
    expect(answer.vehicles.flatMap((v) => v.vinQuerySet)).toEqual(expect.arrayContaining(vehicles));
    expect(answer.vehicles).toHaveLength(expected.length);
    for (const v of answer.vehicles) {
      expect(v).toMatchObject({ plate, state });
      expect(v.vinQuerySet).toHaveLength(1);
    }
  });

  it('finds a plate typed in lower case, with spaces and dashes, in a lower-case state', async () => {
    const plain = await lookup(t, token, 'state=TX&plate=SHOP123');
    const typed = await lookup(t, token, `state=tx&plate=${encodeURIComponent(' shop-1 23 ')}`);
    expect(typed).toEqual(plain);
  });

  it('answers no vehicles for a plate no one registered', async () => {
    const answer = await lookup(t, token, `state=TX&plate=${newPlate()}`);
    expect(answer).toEqual({ force: false, serviceDown: false, vehicles: [] });
  });

  it('answers an empty vinQuerySet for a VIN that is not a vehicle of the catalog', async () => {
    const plate = newPlate();
    await createPlateRegistration(t.db, { state: 'NV', plate, vin: '00000000000000000' });
    const answer = await lookup(t, token, `state=NV&plate=${plate}`);
    expect(answer.vehicles).toEqual([
      { plate, vin: '00000000000000000', state: 'NV', vinQuerySet: [] },
    ]);
  });

  it('lists every candidate of a VIN the vPIC data cannot pin to one vehicle', async () => {
    const plate = newPlate();
    // Dodge's 2011 Journey and Ram schemas both claim this VIN's descriptor alike.
    const vin = '1D7R5AAA8BA123456';
    await createPlateRegistration(t.db, { state: 'NV', plate, vin });
    const answer = await lookup(t, token, `state=NV&plate=${plate}`);
    expect(answer.vehicles).toHaveLength(1);
    expect(
      answer.vehicles[0]!.vinQuerySet.map((q) => `${q.year} ${q.make} ${q.model}`).sort(),
    ).toEqual(['2011 Dodge Journey', '2011 Dodge Ram']);
  });

  it('answers a cached lookup until force=true (or wasForced=true) asks again', async () => {
    const plate = newPlate();
    const [first, second, third] = [DEMO_PLATES[0].vin, DEMO_PLATES[1].vin, DEMO_PLATES[3].vin];
    await createPlateRegistration(t.db, { state: 'OH', plate, vin: first });
    const vinsOf = (answer: { vehicles: { vin: string }[] }) => answer.vehicles.map((v) => v.vin);

    expect(vinsOf(await lookup(t, token, `state=OH&plate=${plate}`))).toEqual([first]);
    // The registry changes: the plate now belongs to another vehicle.
    await t.db
      .delete(plateRegistrations)
      .where(and(eq(plateRegistrations.state, 'OH'), eq(plateRegistrations.plate, plate)));
    await createPlateRegistration(t.db, { state: 'OH', plate, vin: second });

    const cached = await lookup(t, token, `state=OH&plate=${plate}`);
    expect(cached.force).toBe(false);
    expect(vinsOf(cached)).toEqual([first]);

    const forced = await lookup(t, token, `state=OH&plate=${plate}&force=true`);
    expect(forced.force).toBe(true);
    expect(vinsOf(forced)).toEqual([second]);
    // The forced answer replaced the cached one.
    expect(vinsOf(await lookup(t, token, `state=OH&plate=${plate}`))).toEqual([second]);

    await createPlateRegistration(t.db, { state: 'OH', plate, vin: third });
    const again = await lookup(t, token, `state=OH&plate=${plate}&force=true&wasForced=true`);
    expect(again.force).toBe(true);
    expect(vinsOf(again).sort()).toEqual([second, third].sort());
    const wasForced = await lookup(t, token, `state=OH&plate=${plate}&wasForced=true`);
    expect(wasForced.force).toBe(true);
  });

  it('asks the registry again once the cached answer is a day old', async () => {
    const plate = newPlate();
    await lookup(t, token, `state=OK&plate=${plate}`);
    await createPlateRegistration(t.db, { state: 'OK', plate, vin: DEMO_PLATES[0].vin });
    clock.advance(DAY - MINUTE);
    token = (await t.login('tech')).access_token;
    expect((await lookup(t, token, `state=OK&plate=${plate}`)).vehicles).toEqual([]);
    clock.advance(2 * MINUTE);
    token = (await t.login('tech')).access_token;
    const fresh = await lookup(t, token, `state=OK&plate=${plate}`);
    expect(fresh.vehicles.map((v) => v.vin)).toEqual([DEMO_PLATES[0].vin]);
  });

  it.each([
    ['SHOP$123', MESSAGE_KEYS.specialCharacters],
    ['-SHOP123', MESSAGE_KEYS.specialCharacters],
    ['', MESSAGE_KEYS.required],
    ['   ', MESSAGE_KEYS.required],
  ])('refuses the plate "%s" with 400 and the spec message key', async (plate, key) => {
    const response = await t.app.inject({
      url: `/api/plateToVin/decodePlate?state=TX&plate=${encodeURIComponent(plate)}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'plate', message: key }],
    });
  });

  it('names the spec text in the special characters key', () => {
    expect(getMessageText(MESSAGE_KEYS.specialCharacters)).toBe(
      'Invalid input - Special characters not allowed.',
    );
  });

  it.each([
    ['state=ZZ&plate=SHOP123', 'state'],
    ['state=Texas&plate=SHOP123', 'state'],
    ['plate=SHOP123', 'state'],
    ['state=TX', 'plate'],
    ['state=TX&plate=SHOP123&force=yes', 'force'],
    ['state=TX&plate=SHOP123&vin=1FTFW1ET9DFC10312', 'vin'],
  ])('refuses %s with 400 on %s', async (query, path) => {
    const response = await t.app.inject({
      url: `/api/plateToVin/decodePlate?${query}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(response.json().details.map((d: { path: string }) => d.path)).toContain(path);
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({
      url: '/api/plateToVin/decodePlate?state=TX&plate=SHOP123',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  });
});

describe('plate to VIN switched off', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await buildTestApp({ env: { PLATE_TO_VIN_ENABLED: 'false' } });
    token = (await t.login('tech')).access_token;
  });
  afterAll(() => t.close());

  it('answers serviceDown with no vehicles, even for a demo plate', async () => {
    expect(await lookup(t, token, 'state=TX&plate=SHOP123')).toEqual({
      force: false,
      serviceDown: true,
      vehicles: [],
    });
    expect(await lookup(t, token, 'state=TX&plate=SHOP123&force=true')).toMatchObject({
      force: true,
      serviceDown: true,
      vehicles: [],
    });
  });
});

describe('plate to VIN through an HTTP provider', () => {
  const TIMEOUT_MS = 400;
  const [good] = DEMO_PLATES;
  const asked: URLSearchParams[] = [];
  // The third-party provider, the one thing faked: its answer depends on the plate asked for.
  const provider = http.createServer((request, response) => {
    const query = new URL(request.url ?? '/', 'http://provider').searchParams;
    asked.push(query);
    const plate = query.get('plate');
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (plate === 'SLOW') {
      const timer = setTimeout(() => json(200, []), TIMEOUT_MS * 10);
      response.on('close', () => clearTimeout(timer));
    } else if (plate === 'BADSHAPE') json(200, [{ licence: 'BADSHAPE' }]);
    else if (plate === 'NOTJSON') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('<html>maintenance</html>');
    } else if (plate === 'FAILING') json(500, { error: 'down' });
    else json(200, [{ plate, vin: good.vin, state: query.get('state') }]);
  });
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    provider.listen(0, '127.0.0.1');
    await once(provider, 'listening');
    const { port } = provider.address() as AddressInfo;
    t = await buildTestApp({
      env: {
        PLATE_TO_VIN_URL: `http://127.0.0.1:${port}/lookup`,
        PLATE_TO_VIN_TIMEOUT_MS: String(TIMEOUT_MS),
      },
    });
    token = (await t.login('tech')).access_token;
  });
  afterAll(async () => {
    await t.close();
    provider.closeAllConnections();
    provider.close();
  });

  it('asks the provider with the state and normalised plate and decodes its VINs', async () => {
    const plate = newPlate();
    const answer = await lookup(t, token, `state=TX&plate=${plate.toLowerCase()}`);
    expect(asked.at(-1)?.get('state')).toBe('TX');
    expect(asked.at(-1)?.get('plate')).toBe(plate);
    const vehicleId = await findCatalogBaseVehicleId(t.db, 2013, 'Ford', 'F-150');
    expect(answer).toEqual({
      force: false,
      serviceDown: false,
      vehicles: [
        {
          plate,
          vin: good.vin,
          state: 'TX',
          vinQuerySet: [{ vehicle: { vehicleId }, year: 2013, make: 'Ford', model: 'F-150' }],
        },
      ],
    });
  });

  it('answers serviceDown when the provider does not answer in time', async () => {
    // The slow provider would answer an empty list (serviceDown false) after 10 timeouts; serviceDown
    // true shows the lookup gave up at the timeout instead of waiting.
    const answer = await lookup(t, token, 'state=TX&plate=SLOW');
    expect(answer).toEqual({ force: false, serviceDown: true, vehicles: [] });
  });

  it.each(['BADSHAPE', 'NOTJSON', 'FAILING'])(
    'answers serviceDown when the provider answers badly (%s), and does not cache it',
    async (plate) => {
      const before = asked.length;
      expect(await lookup(t, token, `state=TX&plate=${plate}`)).toEqual({
        force: false,
        serviceDown: true,
        vehicles: [],
      });
      await lookup(t, token, `state=TX&plate=${plate}`);
      expect(asked.length - before).toBe(2);
    },
  );

  it('answers serviceDown when the provider cannot be reached', async () => {
    const unreachable = await buildTestApp({
      env: { PLATE_TO_VIN_URL: 'http://127.0.0.1:9/lookup', PLATE_TO_VIN_TIMEOUT_MS: '2000' },
    });
    try {
      const own = (await unreachable.login('tech')).access_token;
      expect(await lookup(unreachable, own, 'state=TX&plate=SHOP123')).toMatchObject({
        serviceDown: true,
        vehicles: [],
      });
    } finally {
      await unreachable.close();
    }
  });
});
