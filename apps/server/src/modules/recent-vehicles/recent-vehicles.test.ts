import { API } from '@procounter/shared/contracts/api-paths';
import {
  CurrentVehicleSchema,
  EnterpriseRecentVehicleListSchema,
  RecentVehicleListSchema,
} from '@procounter/shared/contracts/vehicle';
import { RECENT_VEHICLES_LIMIT, VEHICLE_ATTRIBUTE_IDS } from '@procounter/shared/domain/constants';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { findCatalogBaseVehicleId } from '../../../test/helpers/catalog';
import {
  type ApiCaller,
  apiCaller,
  createShopUser,
  createShopWithUser,
} from '../../../test/helpers/shop-user';
import { TestClock } from '../../../test/helpers/test-clock';
import {
  baseVehicles,
  recentVehicles,
  vehicleEngines,
  vehicleSubmodels,
} from '../../db/schema/index';
import { DEMO_RECENT_VEHICLES } from '../../db/seed/demo';
import { createRecentVehicle } from '../../db/seed/factories';

const clock = new TestClock();
let t: TestApp;
let f150: number;
let accord: number;
let malibu: number;

beforeAll(async () => {
  t = await buildTestApp({ clock });
  f150 = (await findCatalogBaseVehicleId(t.db, 2013, 'Ford', 'F-150'))!;
  accord = (await findCatalogBaseVehicleId(t.db, 2003, 'Honda', 'Accord'))!;
  malibu = (await findCatalogBaseVehicleId(t.db, 2006, 'Chevrolet', 'Malibu'))!;
});
afterAll(() => t.close());

async function recentOf(call: ApiCaller) {
  const response = await call('GET', API.recentVehicles);
  expect(response.statusCode, response.body).toBe(200);
  return RecentVehicleListSchema.parse(response.json());
}

/** Each pick a second after the last, so "newest first" is about order, not timing. */
async function pick(call: ApiCaller, path: string, body?: object) {
  clock.advance(1000);
  const response = await call('POST', path, body);
  expect(response.statusCode, response.body).toBe(200);
  return CurrentVehicleSchema.parse(response.json());
}

describe('recent vehicles', () => {
  it("lists the demo shop's vehicles, the scanner's with its notes, newest first", async () => {
    const tech = apiCaller(t, (await t.login('tech')).access_token);
    const list = await recentOf(tech);
    const demo = list.filter((v) => DEMO_RECENT_VEHICLES.some((d) => d.vin === v.vin));
    expect(demo.map((v) => [v.epcVehicleYear, v.epcVehicleMake, v.epcVehicleModel])).toEqual(
      DEMO_RECENT_VEHICLES.map((d) => [d.year, d.make, d.model]),
    );
    expect(demo[0]).toEqual({
      id: expect.any(Number),
      createDateTime: expect.any(String),
      vin: '1G1ZT53826F109149',
      sourceVinScanner: true,
      vehicleNotes: expect.stringContaining('check engine light'),
      licensePlate: null,
      licensePlateState: null,
      epcVehicleYear: 2006,
      epcVehicleMake: 'Chevrolet',
      epcVehicleModel: 'Malibu',
      engine: '3.5L V6 Gas',
      submodel: null,
    });
    expect(demo[1]).toMatchObject({
      vin: '1FTFW1ET9DFC10312',
      licensePlate: 'SHOP123',
      licensePlateState: 'TX',
      sourceVinScanner: false,
      vehicleNotes: null,
    });
    const times = list.map((v) => Date.parse(v.createDateTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('records every pick once: a repeat pick moves its row to the top', async () => {
    const { call } = await createShopWithUser(t);
    expect(await recentOf(call)).toEqual([]);
    const plate = { vehicleId: accord, plate: '2FAST4U', vin: '1HGCM82633A004352', state: 'CA' };
    await pick(call, API.selectFromPtv, plate);
    await pick(call, API.selectVehicle, { baseVehicleId: f150 });
    await pick(call, API.selectByVin, { vin: '1G1ZT53826F109149' });
    let list = await recentOf(call);
    expect(list.map((v) => v.epcVehicleModel)).toEqual(['Malibu', 'F-150', 'Accord']);
    expect(list[2]).toMatchObject({ licensePlate: '2FAST4U', licensePlateState: 'CA' });

    await pick(call, `${API.selectFromPtv}?quote=true`, { ...plate, plate: '2fast 4u' });
    await pick(call, API.selectVehicle, { baseVehicleId: f150 });
    list = await recentOf(call);
    expect(list.map((v) => v.epcVehicleModel)).toEqual(['F-150', 'Accord', 'Malibu']);
    // The same plate with another base vehicle is another vehicle.
    await pick(call, API.selectFromPtv, { ...plate, vehicleId: malibu });
    expect((await recentOf(call)).map((v) => v.epcVehicleModel)).toEqual([
      'Malibu',
      'F-150',
      'Accord',
      'Malibu',
    ]);
  });

  it('names the engine and submodel picked with a vehicle, null where none was', async () => {
    const { call, shop } = await createShopWithUser(t);
    const [engine] = await t.db
      .select()
      .from(vehicleEngines)
      .where(eq(vehicleEngines.baseVehicleId, f150))
      .limit(1);
    const [submodel] = await t.db
      .select()
      .from(vehicleSubmodels)
      .where(eq(vehicleSubmodels.baseVehicleId, f150))
      .limit(1);
    await pick(call, API.selectVehicle, { baseVehicleId: accord });
    await pick(call, API.selectVehicle, {
      baseVehicleId: f150,
      engineId: engine!.engineId,
      submodelId: submodel!.submodelId,
    });
    const list = await recentOf(call);
    expect(list.map((v) => [v.epcVehicleModel, v.engine, v.submodel])).toEqual([
      ['F-150', engine!.description, submodel!.name],
      ['Accord', null, null],
    ]);
    const enterprise = await call('GET', `${API.recentVehiclesEnterprise}?shopId=${shop.id}`);
    expect(
      EnterpriseRecentVehicleListSchema.parse(enterprise.json()).map((v) => [v.engine, v.submodel]),
    ).toEqual([
      [engine!.description, submodel!.name],
      [null, null],
    ]);
  });

  it('names the engine the counter then picks for the current vehicle, and drops a removed one', async () => {
    const { call } = await createShopWithUser(t);
    await pick(call, API.selectFromPtv, {
      vehicleId: f150,
      plate: 'SHOP123',
      vin: '1FTFW1ET9DFC10312',
      state: 'TX',
    });
    // The VIN's decode chose an engine; the counter picks another one.
    const decoded = (await recentOf(call))[0]!.engine;
    const [other] = await t.db
      .select()
      .from(vehicleEngines)
      .where(
        and(eq(vehicleEngines.baseVehicleId, f150), ne(vehicleEngines.description, decoded ?? '')),
      )
      .limit(1);
    const refined = await call('POST', API.selectAttributes, { engineId: other!.engineId });
    expect(refined.statusCode, refined.body).toBe(200);
    expect((await recentOf(call))[0]).toMatchObject({
      engine: other!.description,
      licensePlate: 'SHOP123',
    });
    const removed = await call('DELETE', API.removeAttribute(VEHICLE_ATTRIBUTE_IDS.engine));
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await recentOf(call))[0]!.engine).toBeNull();
  });

  it(`answers the newest ${RECENT_VEHICLES_LIMIT} only`, async () => {
    const { call, shop } = await createShopWithUser(t);
    const ids = await t.db.select({ id: baseVehicles.id }).from(baseVehicles).limit(30);
    const start = clock.now().getTime();
    for (const [i, { id }] of ids.entries()) {
      await createRecentVehicle(t.db, {
        shopId: shop.id,
        baseVehicleId: id,
        createdAt: new Date(start - (30 - i) * 60_000),
      });
    }
    const list = await recentOf(call);
    expect(list).toHaveLength(RECENT_VEHICLES_LIMIT);
    const rows = await t.db
      .select({ id: recentVehicles.id, createdAt: recentVehicles.createdAt })
      .from(recentVehicles)
      .where(eq(recentVehicles.shopId, shop.id));
    const newest = rows
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, RECENT_VEHICLES_LIMIT)
      .map((r) => r.id);
    expect(list.map((v) => v.id)).toEqual(newest);
  });

  it('selects a recent vehicle of the shop and moves it to the top', async () => {
    const { call } = await createShopWithUser(t);
    await pick(call, API.selectFromPtv, {
      vehicleId: accord,
      plate: '2FAST4U',
      vin: '1HGCM82633A004352',
      state: 'CA',
    });
    await pick(call, API.selectVehicle, { baseVehicleId: f150 });
    const [, accordRow] = await recentOf(call);
    const selected = await pick(call, `${API.selectHistory(accordRow!.id)}?quote=true`);
    expect(selected).toMatchObject({
      vehicleId: accord,
      vin: '1HGCM82633A004352',
      plate: '2FAST4U',
      state: 'CA',
      make: 'Honda',
    });
    const list = await recentOf(call);
    expect(list).toHaveLength(2);
    expect(list[0]!.id).toBe(accordRow!.id);
  });

  it("answers 404 for another shop's recent vehicle, and 400 for a malformed id", async () => {
    const other = await createShopWithUser(t);
    const [theirs] = await t.db
      .insert(recentVehicles)
      .values({ shopId: other.shop.id, baseVehicleId: f150 })
      .returning();
    const { call } = await createShopUser(t);
    const response = await call('POST', API.selectHistory(theirs!.id));
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
    expect((await call('POST', API.selectHistory('abc'))).statusCode).toBe(400);
    expect((await call('POST', `${API.selectHistory(theirs!.id)}?quote=maybe`)).statusCode).toBe(
      400,
    );
  });

  it("deletes a recent vehicle of the current shop, and no other shop's", async () => {
    const { call, shop } = await createShopWithUser(t);
    await pick(call, API.selectVehicle, { baseVehicleId: f150 });
    await pick(call, API.selectVehicle, { baseVehicleId: accord });
    const [accordRow, f150Row] = await recentOf(call);
    const deleted = await call(
      'DELETE',
      `${API.deleteRecentVehicle}?recentVehicleId=${f150Row!.id}`,
    );
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await recentOf(call)).map((v) => v.id)).toEqual([accordRow!.id]);
    const again = await call('DELETE', `${API.deleteRecentVehicle}?recentVehicleId=${f150Row!.id}`);
    expect(again.statusCode).toBe(404);

    const stranger = await createShopUser(t);
    const theirs = await stranger.call(
      'DELETE',
      `${API.deleteRecentVehicle}?recentVehicleId=${accordRow!.id}`,
    );
    expect(theirs.statusCode).toBe(404);
    const [still] = await t.db
      .select()
      .from(recentVehicles)
      .where(eq(recentVehicles.id, accordRow!.id));
    expect(still?.shopId).toBe(shop.id);
    expect((await call('DELETE', `${API.deleteRecentVehicle}?recentVehicleId=x`)).statusCode).toBe(
      400,
    );
  });
});

describe('recent vehicles, enterprise names', () => {
  it('answers a shop the user may act for, with the enterprise field names', async () => {
    const manager = apiCaller(t, (await t.login('manager')).access_token);
    const response = await manager('GET', `${API.recentVehiclesEnterprise}?shopId=1001`);
    expect(response.statusCode, response.body).toBe(200);
    const list = EnterpriseRecentVehicleListSchema.parse(response.json());
    const f150Row = list.find((v) => v.vin === '1FTFW1ET9DFC10312');
    expect(f150Row).toEqual({
      id: expect.any(Number),
      createDateTime: expect.any(String),
      vin: '1FTFW1ET9DFC10312',
      sourceVinScanner: false,
      vehicleNotes: null,
      plate: 'SHOP123',
      state: 'TX',
      year: 2013,
      make: 'Ford',
      model: 'F-150',
      engine: '3.5L V6 Gas',
      submodel: null,
    });
    const empty = await manager('GET', `${API.recentVehiclesEnterprise}?shopId=1002`);
    expect(empty.json()).toEqual([]);
  });

  it('answers 403 for a shop the user may not act for, and 400 without a shop', async () => {
    const tech = apiCaller(t, (await t.login('tech')).access_token);
    const response = await tech('GET', `${API.recentVehiclesEnterprise}?shopId=2001`);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
    expect((await tech('GET', API.recentVehiclesEnterprise)).statusCode).toBe(400);
  });
});

describe('without a token', () => {
  it.each([
    ['GET', API.recentVehicles],
    ['GET', `${API.recentVehiclesEnterprise}?shopId=1001`],
    ['DELETE', `${API.deleteRecentVehicle}?recentVehicleId=1`],
  ] as const)('%s %s answers 401', async (method, url) => {
    const response = await t.app.inject({ method, url: `/api${url}` });
    expect(response.statusCode).toBe(401);
  });
});
