import { API } from '@procounter/shared/contracts/api-paths';
import {
  type CurrentVehicle,
  CurrentVehicleSchema,
  DONT_KNOW_SHOW_ALL,
  ENGINE_ATTRIBUTE_ID,
  PlateLookupResultSchema,
  SUBMODEL_ATTRIBUTE_ID,
  VinAmbiguousSchema,
} from '@procounter/shared/contracts/vehicle';
import { QuoteSummarySchema } from '@procounter/shared/contracts/worksheet';
import { resources } from '@procounter/shared/i18n/index';
import { MESSAGE_KEYS } from '@procounter/shared/validation/rules';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { findCatalogBaseVehicleId } from '../../../test/helpers/catalog';
import {
  type ApiCaller,
  createShopUser,
  createShopWithUser,
} from '../../../test/helpers/shop-user';
import { vehicleEngines, vehicleSubmodels, worksheets } from '../../db/schema/index';
import { createRecentVehicle } from '../../db/seed/factories';
import { decodeVin } from '../vin-decode/vin-decode.service';

let t: TestApp;
let f150: number;
let accord: number;
let malibu: number;

/** Engine and submodel ids of a base vehicle by their catalog texts. */
async function engineId(baseVehicleId: number, description: string) {
  const [row] = await t.db
    .select({ id: vehicleEngines.engineId })
    .from(vehicleEngines)
    .where(
      and(
        eq(vehicleEngines.baseVehicleId, baseVehicleId),
        eq(vehicleEngines.description, description),
      ),
    );
  expect(row, description).toBeDefined();
  return row!.id;
}

async function submodelId(baseVehicleId: number, name: string) {
  const [row] = await t.db
    .select({ id: vehicleSubmodels.submodelId })
    .from(vehicleSubmodels)
    .where(and(eq(vehicleSubmodels.baseVehicleId, baseVehicleId), eq(vehicleSubmodels.name, name)));
  expect(row, name).toBeDefined();
  return row!.id;
}

async function ok(response: Awaited<ReturnType<ApiCaller>>): Promise<CurrentVehicle> {
  expect(response.statusCode, response.body).toBe(200);
  return CurrentVehicleSchema.parse(response.json());
}

function expectInvalidVin(response: Awaited<ReturnType<ApiCaller>>) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({
    code: 'VALIDATION_FAILED',
    details: [{ path: 'vin', message: MESSAGE_KEYS.vinInput }],
  });
}

/** The attribute ids and value ids of a current vehicle. */
const attributes = (vehicle: CurrentVehicle) =>
  vehicle.answeredAttributes.map((a) => [a.attributeId, a.valueId]);

beforeAll(async () => {
  t = await buildTestApp();
  f150 = (await findCatalogBaseVehicleId(t.db, 2013, 'Ford', 'F-150'))!;
  accord = (await findCatalogBaseVehicleId(t.db, 2003, 'Honda', 'Accord'))!;
  malibu = (await findCatalogBaseVehicleId(t.db, 2006, 'Chevrolet', 'Malibu'))!;
  expect([f150, accord, malibu].every(Boolean)).toBe(true);
});
afterAll(() => t.close());

describe('select from a plate lookup', () => {
  it('makes the plate vehicle current, with the engine its VIN decodes to', async () => {
    const { call } = await createShopUser(t);
    const vin = '1FTFW1ET9DFC10312';
    const vehicle = await ok(
      await call('POST', `${API.selectFromPtv}?quote=true`, {
        vehicleId: f150,
        plate: 'shop-123',
        vin,
        state: 'TX',
      }),
    );
    const decoded = await decodeVin({ db: t.db }, vin);
    const engine = decoded.baseVehicleId === f150 ? decoded.engineId : null;
    expect(vehicle).toMatchObject({
      vehicleId: f150,
      vin,
      plate: 'SHOP123',
      state: 'TX',
      year: 2013,
      make: 'Ford',
      model: 'F-150',
      shopCustomerFirst: null,
    });
    expect(vehicle.id).toEqual(expect.any(Number));
    expect(vehicle.worksheetId).toEqual(expect.any(Number));
    expect(vehicle.shopVehicleDescriptor).toMatch(/^2013 Ford F-150/);
    expect(
      vehicle.answeredAttributes.find((a) => a.attributeId === ENGINE_ATTRIBUTE_ID)?.valueId ??
        null,
    ).toBe(engine);
    expect(await ok(await call('GET', API.currentVehicle))).toEqual(vehicle);
  });

  it('takes no engine from a VIN that decodes to another vehicle', async () => {
    const { call } = await createShopUser(t);
    const vehicle = await ok(
      await call('POST', API.selectFromPtv, {
        vehicleId: malibu,
        plate: 'SHOP123',
        vin: '1HGCM82633A004352',
      }),
    );
    expect(vehicle).toMatchObject({ vehicleId: malibu, make: 'Chevrolet', state: null });
    expect(vehicle.answeredAttributes).toEqual([]);
    expect(vehicle.shopVehicleDescriptor).toBe('2006 Chevrolet Malibu');
  });

  it.each([
    ['an unknown base vehicle', { vehicleId: 999_999_999 }, 'vehicleId'],
    ['a plate with special characters', { plate: 'SHOP$123' }, 'plate'],
    ['a malformed VIN', { vin: '1FTFW1ET5DFC1031' }, 'vin'],
    ['an unknown field', { engineId: 1 }, 'engineId'],
  ])('refuses %s with 400', async (_, change, path) => {
    const { call } = await createShopUser(t);
    const response = await call('POST', API.selectFromPtv, {
      vehicleId: f150,
      plate: 'SHOP123',
      vin: '1FTFW1ET9DFC10312',
      ...change,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(response.json().details.map((d: { path: string }) => d.path)).toContain(path);
    expect((await ok(await call('GET', API.currentVehicle))).id).toBeNull();
  });
});

describe('select by VIN', () => {
  it.each([
    ['1HGCM82633A004352', 2003, 'Honda', 'Accord'],
    ['1G1ZT53826F109149', 2006, 'Chevrolet', 'Malibu'],
  ] as const)('selects the vehicle of %s', async (vin, year, make, model) => {
    const { call } = await createShopWithUser(t);
    const vehicle = await ok(
      await call('POST', API.selectByVin, { vin: ` ${vin.toLowerCase()} ` }),
    );
    expect(vehicle).toMatchObject({ vin, year, make, model, plate: null });
    expect(vehicle.vehicleId).toBe(await findCatalogBaseVehicleId(t.db, year, make, model));
    const decoded = await decodeVin({ db: t.db }, vin);
    const engine = vehicle.answeredAttributes.find((a) => a.attributeId === ENGINE_ATTRIBUTE_ID);
    expect(engine?.valueId ?? null).toBe(decoded.engineId);
  });

  // Issue 19: corgi 2.0.1 read the model of these two F-150s from Ford's Super Duty schema.
  it.each(['1FTFW5L86RFB45612', '1FTFW4L86RFA86622'])(
    'selects the 2024 Ford F-150 that NHTSA decodes %s to',
    async (vin) => {
      const { call } = await createShopWithUser(t);
      const vehicle = await ok(await call('POST', API.selectByVin, { vin }));
      expect(vehicle).toMatchObject({ vin, year: 2024, make: 'Ford', model: 'F-150' });
      expect(vehicle.vehicleId).toBe(await findCatalogBaseVehicleId(t.db, 2024, 'Ford', 'F-150'));
    },
  );

  // Issue 19: the VIN a demo plate shows must select, typed into the VIN box, the vehicle the plate
  // did (DESIGN.md section 4); two demo VINs failed the check digit.
  it('selects by VIN the vehicle of every VIN a demo plate answers', async () => {
    const { call } = await createShopWithUser(t);
    const expected: Record<string, [number, string, string][]> = {
      'TX SHOP123': [[2013, 'Ford', 'F-150']],
      'CA 2FAST4U': [
        [2003, 'Honda', 'Accord'],
        [2012, 'BMW', '328i'],
      ],
      'MD MDX2024': [[2006, 'Chevrolet', 'Malibu']],
    };
    for (const [key, vehicles] of Object.entries(expected)) {
      const [state, plate] = key.split(' ');
      const lookup = PlateLookupResultSchema.parse(
        (await call('GET', `${API.decodePlate}?state=${state}&plate=${plate}`)).json(),
      );
      expect(
        lookup.vehicles.map((v) => [
          v.vinQuerySet[0]?.year,
          v.vinQuerySet[0]?.make,
          v.vinQuerySet[0]?.model,
        ]),
      ).toEqual(vehicles);
      for (const found of lookup.vehicles) {
        const vehicle = await ok(await call('POST', API.selectByVin, { vin: found.vin }));
        expect(vehicle).toMatchObject({
          vin: found.vin,
          vehicleId: found.vinQuerySet[0]!.vehicle.vehicleId,
        });
      }
    }
  });

  // A VIN whose descriptor the vPIC data gives to two models alike (Dodge's 2011 Journey and Ram
  // schemas both claim position 5's '5', and nothing else of the VIN confirms either).
  const AMBIGUOUS_VIN = '1D7R5AAA8BA123456';

  it('answers 409 VIN_AMBIGUOUS with the candidates when the VIN may be several vehicles', async () => {
    const { call } = await createShopWithUser(t);
    const response = await call('POST', API.selectByVin, { vin: AMBIGUOUS_VIN });
    expect(response.statusCode, response.body).toBe(409);
    const body = VinAmbiguousSchema.parse(response.json());
    expect(body.code).toBe('VIN_AMBIGUOUS');
    expect(body.candidates.map((c) => `${c.year} ${c.make} ${c.model}`).sort()).toEqual([
      '2011 Dodge Journey',
      '2011 Dodge Ram',
    ]);
    for (const c of body.candidates) {
      expect(c.vehicle.vehicleId).toBe(
        await findCatalogBaseVehicleId(t.db, c.year, c.make, c.model),
      );
    }
    expect((await ok(await call('GET', API.currentVehicle))).id).toBeNull();
  });

  it('selects the candidate the user picked, and refuses a vehicle that is no candidate', async () => {
    const { call } = await createShopWithUser(t);
    const { candidates } = VinAmbiguousSchema.parse(
      (await call('POST', API.selectByVin, { vin: AMBIGUOUS_VIN })).json(),
    );
    const picked = candidates[1]!;
    const vehicle = await ok(
      await call('POST', API.selectByVin, {
        vin: AMBIGUOUS_VIN,
        vehicleId: picked.vehicle.vehicleId,
      }),
    );
    expect(vehicle).toMatchObject({
      vin: AMBIGUOUS_VIN,
      vehicleId: picked.vehicle.vehicleId,
      model: picked.model,
    });
    expectInvalidVin(await call('POST', API.selectByVin, { vin: AMBIGUOUS_VIN, vehicleId: f150 }));
    // The shop's earlier pick answers the end of the VIN without asking again.
    await ok(await call('POST', API.selectVehicle, { baseVehicleId: accord }));
    const again = await ok(await call('POST', API.selectByVin, { vin: 'A123456' }));
    expect(again).toMatchObject({ vin: AMBIGUOUS_VIN, vehicleId: picked.vehicle.vehicleId });
  });

  it('refuses a VIN whose check digit is wrong with the spec message', async () => {
    const { call } = await createShopUser(t);
    // The 2013 F-150's VIN with position 9 wrong.
    const response = await call('POST', API.selectByVin, { vin: '1FTFW1ET5DFC10312' });
    expectInvalidVin(response);
    expect(response.json().message).toBe('Please enter a valid VIN Number');
  });

  it('refuses a VIN with a valid check digit that is no vehicle of the catalog', async () => {
    const { call } = await createShopUser(t);
    expectInvalidVin(await call('POST', API.selectByVin, { vin: '11111111111111111' }));
  });

  it.each(['ABC1', '', '1HGCM82633A0043521'])('refuses "%s" (length) with 400', async (vin) => {
    const { call } = await createShopUser(t);
    const response = await call('POST', API.selectByVin, { vin });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(response.json().details[0].path).toBe('vin');
  });

  it('selects a recent vehicle of the shop by the end of its VIN, keeping its plate', async () => {
    const { call } = await createShopWithUser(t);
    await ok(
      await call('POST', API.selectFromPtv, {
        vehicleId: accord,
        plate: '2FAST4U',
        vin: '1HGCM82633A004352',
        state: 'CA',
      }),
    );
    await ok(await call('POST', API.selectVehicle, { baseVehicleId: f150 }));
    const vehicle = await ok(await call('POST', API.selectByVin, { vin: '3a004352' }));
    expect(vehicle).toMatchObject({
      vehicleId: accord,
      vin: '1HGCM82633A004352',
      plate: '2FAST4U',
      state: 'CA',
    });
    const recent = (await call('GET', API.recentVehicles)).json();
    expect(recent).toHaveLength(2);
    expect(recent[0]).toMatchObject({ vin: '1HGCM82633A004352', licensePlate: '2FAST4U' });
  });

  it('refuses the end of a VIN that no recent vehicle, or more than one, ends with', async () => {
    const { call, shop } = await createShopWithUser(t);
    expectInvalidVin(await call('POST', API.selectByVin, { vin: '004352' }));
    for (const vin of ['1HGCM82633A012345', '1G1ZT53826F012345']) {
      await createRecentVehicle(t.db, { shopId: shop.id, baseVehicleId: accord, vin });
    }
    expectInvalidVin(await call('POST', API.selectByVin, { vin: '12345' }));
    // Another shop's vehicles are not searched.
    expectInvalidVin(await call('POST', API.selectByVin, { vin: 'C10312' }));
  });
});

describe('the engine the VIN determines', () => {
  // Issue 19: changing away from the engine the VIN determined asks the user first, so the
  // current vehicle says which engine that is.
  it('is named on a vehicle chosen by VIN, and stays named when the engine changes', async () => {
    const { call } = await createShopWithUser(t);
    const v6 = await engineId(f150, '3.5L V6 Gas');
    const vehicle = await ok(await call('POST', API.selectByVin, { vin: '1FTFW1ET9DFC10312' }));
    expect(vehicle.vinEngine).toEqual({ id: v6, value: '3.5L V6 Gas' });
    expect(
      vehicle.answeredAttributes.find((a) => a.attributeId === ENGINE_ATTRIBUTE_ID),
    ).toMatchObject({
      valueId: v6,
    });
    const v8 = await engineId(f150, '5.0L V8 Gas');
    const changed = await ok(await call('POST', API.selectAttributes, { engineId: v8 }));
    expect(changed.vinEngine).toEqual({ id: v6, value: '3.5L V6 Gas' });
    expect(await ok(await call('GET', API.currentVehicle))).toEqual(changed);
  });

  it('is null without a VIN, and for a VIN that does not tell the engine', async () => {
    const { call } = await createShopWithUser(t);
    const ymm = await ok(await call('POST', API.selectVehicle, { baseVehicleId: f150 }));
    expect(ymm.vinEngine).toBeNull();
    // A plate's VIN of another vehicle tells nothing of this one's engine.
    const other = await ok(
      await call('POST', API.selectFromPtv, {
        vehicleId: malibu,
        plate: 'SHOP123',
        vin: '1HGCM82633A004352',
      }),
    );
    expect(other.vinEngine).toBeNull();
  });
});

describe('select by year, make and model', () => {
  it('selects a vehicle with engine and submodel, described in one line', async () => {
    const { call } = await createShopUser(t);
    const v6 = await engineId(accord, '3.0L V6 Gas');
    const ex = await submodelId(accord, 'EX');
    const vehicle = await ok(
      await call('POST', API.selectVehicle, {
        baseVehicleId: accord,
        engineId: v6,
        submodelId: ex,
      }),
    );
    expect(vehicle).toMatchObject({ vehicleId: accord, vin: null, plate: null });
    expect(vehicle.shopVehicleDescriptor).toBe('2003 Honda Accord 3.0L V6 Gas EX');
    expect(vehicle.answeredAttributes).toEqual([
      {
        attributeId: ENGINE_ATTRIBUTE_ID,
        attributeDescription: 'Engine',
        valueId: v6,
        valueDescription: '3.0L V6 Gas',
        displayDescription: 'Engine: 3.0L V6 Gas',
      },
      {
        attributeId: SUBMODEL_ATTRIBUTE_ID,
        attributeDescription: 'Submodel',
        valueId: ex,
        valueDescription: 'EX',
        displayDescription: 'Submodel: EX',
      },
    ]);
  });

  it('accepts submodel -99 with any engine and leaves it out of the descriptor', async () => {
    const { call } = await createShopUser(t);
    const l4 = await engineId(accord, '2.4L L4 Gas');
    const vehicle = await ok(
      await call(
        'POST',
        API.selectVehicle,
        { baseVehicleId: accord, engineId: l4, submodelId: DONT_KNOW_SHOW_ALL },
        { 'accept-language': 'es-MX' },
      ),
    );
    expect(vehicle.shopVehicleDescriptor).toBe('2003 Honda Accord 2.4L L4 Gas');
    expect(vehicle.answeredAttributes[1]).toEqual({
      attributeId: SUBMODEL_ATTRIBUTE_ID,
      attributeDescription: 'Submodelo',
      valueId: DONT_KNOW_SHOW_ALL,
      valueDescription: resources.es.vehicle.dontKnowShowAll,
      displayDescription: `Submodelo: ${resources.es.vehicle.dontKnowShowAll}`,
    });
  });

  it('refuses an unknown vehicle, an engine or submodel of another one, and a pair that does not go together', async () => {
    const { call } = await createShopUser(t);
    const f150Engine = await engineId(f150, '3.5L V6 Gas');
    const cases: [object, string][] = [
      [{ baseVehicleId: 999_999_999 }, 'baseVehicleId'],
      [{ baseVehicleId: accord, engineId: f150Engine }, 'engineId'],
      [{ baseVehicleId: accord, submodelId: await submodelId(malibu, 'LT') }, 'submodelId'],
      [
        {
          baseVehicleId: accord,
          engineId: await engineId(accord, '2.4L L4 Gas'),
          submodelId: await submodelId(accord, 'LX-V6'),
        },
        'submodelId',
      ],
      [{ baseVehicleId: accord, submodelId: -5 }, 'submodelId'],
      [{ baseVehicleId: 'x' }, 'baseVehicleId'],
    ];
    for (const [body, path] of cases) {
      const response = await call('POST', API.selectVehicle, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().details.map((d: { path: string }) => d.path)).toContain(path);
    }
    expect((await ok(await call('GET', API.currentVehicle))).id).toBeNull();
  });
});

describe('editing the current vehicle', () => {
  it('drops the submodel that does not go with a new engine, and the engine likewise', async () => {
    const { call } = await createShopUser(t);
    const [l4, v6] = [await engineId(accord, '2.4L L4 Gas'), await engineId(accord, '3.0L V6 Gas')];
    const [lx, ex, lxV6] = [
      await submodelId(accord, 'LX'),
      await submodelId(accord, 'EX'),
      await submodelId(accord, 'LX-V6'),
    ];
    await ok(
      await call('POST', API.selectVehicle, {
        baseVehicleId: accord,
        engineId: l4,
        submodelId: lx,
      }),
    );

    // LX is an L4 trim: a V6 drops it.
    let vehicle = await ok(await call('POST', API.selectAttributes, { engineId: v6 }));
    expect(attributes(vehicle)).toEqual([[ENGINE_ATTRIBUTE_ID, v6]]);
    // EX comes with both engines: it joins the V6, and stays when the engine goes back to L4.
    vehicle = await ok(await call('POST', API.selectAttributes, { submodelId: ex }));
    expect(attributes(vehicle)).toEqual([
      [ENGINE_ATTRIBUTE_ID, v6],
      [SUBMODEL_ATTRIBUTE_ID, ex],
    ]);
    vehicle = await ok(await call('POST', API.selectAttributes, { engineId: l4 }));
    expect(attributes(vehicle)).toEqual([
      [ENGINE_ATTRIBUTE_ID, l4],
      [SUBMODEL_ATTRIBUTE_ID, ex],
    ]);
    // LX-V6 does not go with the L4: the engine is dropped.
    vehicle = await ok(await call('POST', API.selectAttributes, { submodelId: lxV6 }));
    expect(attributes(vehicle)).toEqual([[SUBMODEL_ATTRIBUTE_ID, lxV6]]);
    expect(vehicle.shopVehicleDescriptor).toBe('2003 Honda Accord LX-V6');
  });

  it('refuses attributes of another vehicle, a pair given together that does not fit, and an empty body', async () => {
    const { call } = await createShopUser(t);
    await ok(await call('POST', API.selectVehicle, { baseVehicleId: accord }));
    for (const body of [
      { engineId: await engineId(f150, '3.5L V6 Gas') },
      {
        engineId: await engineId(accord, '2.4L L4 Gas'),
        submodelId: await submodelId(accord, 'LX-V6'),
      },
      {},
    ]) {
      const response = await call('POST', API.selectAttributes, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('answers 409 NO_CURRENT_VEHICLE when no vehicle is selected', async () => {
    const { call } = await createShopUser(t);
    const edit = await call('POST', API.selectAttributes, { engineId: 1 });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().code).toBe('NO_CURRENT_VEHICLE');
    const removal = await call('DELETE', API.removeAttribute(ENGINE_ATTRIBUTE_ID));
    expect(removal.statusCode).toBe(409);
    expect(removal.json().code).toBe('NO_CURRENT_VEHICLE');
  });

  it('removes the submodel, then the engine, one call per attribute id', async () => {
    const { call } = await createShopUser(t);
    const v6 = await engineId(accord, '3.0L V6 Gas');
    const ex = await submodelId(accord, 'EX');
    await ok(
      await call('POST', API.selectVehicle, {
        baseVehicleId: accord,
        engineId: v6,
        submodelId: ex,
      }),
    );
    let vehicle = await ok(await call('DELETE', API.removeAttribute(SUBMODEL_ATTRIBUTE_ID)));
    expect(attributes(vehicle)).toEqual([[ENGINE_ATTRIBUTE_ID, v6]]);
    vehicle = await ok(await call('DELETE', API.removeAttribute(ENGINE_ATTRIBUTE_ID)));
    expect(vehicle.answeredAttributes).toEqual([]);
    expect(vehicle).toMatchObject({
      vehicleId: accord,
      shopVehicleDescriptor: '2003 Honda Accord',
    });
    const unknown = await call('DELETE', API.removeAttribute(12345));
    expect(unknown.statusCode).toBe(400);
  });
});

describe('the quote choice', () => {
  const summary = async (call: ApiCaller) => {
    const response = await call('GET', API.miniQuote);
    expect(response.statusCode).toBe(200);
    return QuoteSummarySchema.parse(response.json());
  };
  const addLine = async (call: ApiCaller) => {
    const response = await call('POST', API.nonProductItem, {
      type: 'OTHER',
      description: 'Shop supplies',
      customerPrice: 12.5,
      quantity: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('starts a new quote on quote=false only when the current one holds lines', async () => {
    const { call, user } = await createShopUser(t);
    const first = await ok(await call('POST', API.selectVehicle, { baseVehicleId: f150 }));
    // No lines yet: quote=false reuses the current worksheet.
    const second = await ok(
      await call('POST', `${API.selectFromPtv}?quote=false`, {
        vehicleId: accord,
        plate: '2FAST4U',
        vin: '1HGCM82633A004352',
      }),
    );
    expect(second.worksheetId).toBe(first.worksheetId);

    await addLine(call);
    // Add To Existing Quote: same worksheet, its line stays.
    const third = await ok(
      await call('POST', API.selectVehicle, { baseVehicleId: malibu, quote: true }),
    );
    expect(third.worksheetId).toBe(first.worksheetId);
    expect((await summary(call)).quoteDetails.totalItems).toBe(1);

    // Start New Quote: a new empty current worksheet; the old one stays open with its line.
    const fourth = await ok(
      await call('POST', `${API.selectByVin}?quote=false`, { vin: '1G1ZT53826F109149' }),
    );
    expect(fourth.worksheetId).not.toBe(first.worksheetId);
    const current = await summary(call);
    expect(current.quoteDetails).toMatchObject({
      totalItems: 0,
      worksheetHeaderId: fourth.worksheetId,
    });
    const rows = await t.db.select().from(worksheets).where(eq(worksheets.userId, user.id));
    expect(rows.map((w) => [w.id, w.status]).sort()).toEqual(
      [
        [first.worksheetId, 'OPEN'],
        [fourth.worksheetId, 'OPEN'],
      ].sort(),
    );

    // The saved quote can be made current again, and id 0 starts a new empty one.
    const back = await ok(await call('POST', API.selectDefault, { id: first.worksheetId }));
    expect(back).toMatchObject({ worksheetId: first.worksheetId, vehicleId: malibu });
    expect((await summary(call)).quoteDetails.totalItems).toBe(1);
    const fresh = await ok(await call('POST', API.selectDefault, { id: 0 }));
    expect(fresh.id).toBeNull();
    expect((await summary(call)).quoteDetails.worksheetHeaderId).not.toBe(first.worksheetId);
  });

  it('refuses to make a quote of another shop, or one that does not exist, current', async () => {
    const other = await createShopWithUser(t);
    const theirs = await ok(await other.call('POST', API.selectVehicle, { baseVehicleId: f150 }));
    const { call } = await createShopUser(t);
    for (const id of [theirs.worksheetId!, 2_000_000_000]) {
      const response = await call('POST', API.selectDefault, { id });
      expect(response.statusCode).toBe(404);
    }
    expect((await call('POST', API.selectDefault, { id: -1 })).statusCode).toBe(400);
  });
});

describe('without a token', () => {
  it.each([
    ['POST', API.selectFromPtv],
    ['POST', API.selectByVin],
    ['POST', API.selectVehicle],
    ['POST', API.selectAttributes],
    ['POST', API.selectHistory(1)],
    ['POST', API.selectDefault],
    ['DELETE', API.removeAttribute(ENGINE_ATTRIBUTE_ID)],
  ] as const)('%s %s answers 401', async (method, path) => {
    const response = await t.app.inject({ method, url: `/api${path}`, payload: {} });
    expect(response.statusCode).toBe(401);
  });
});
