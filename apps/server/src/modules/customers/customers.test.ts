import { API, API_PREFIX } from '@procounter/shared/contracts/api-paths';
import {
  type Customer,
  CustomerDeleteResultSchema,
  CustomerImportResultSchema,
  type CustomerInput,
  CustomerSchema,
  type CustomerSearchResult,
  CustomerSearchResultSchema,
  type CustomerVehicle,
  type CustomerVehicleInput,
  CustomerVehicleSchema,
} from '@procounter/shared/contracts/customer';
import { StockOrderUploadInvalidSchema } from '@procounter/shared/contracts/stock-order';
import { CurrentVehicleSchema } from '@procounter/shared/contracts/vehicle';
import {
  WorksheetSchema,
  WorksheetSearchResultSchema,
} from '@procounter/shared/contracts/worksheet';
import { computeVinCheckDigit } from '@procounter/shared/validation/rules';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { findCatalogBaseVehicleId } from '../../../test/helpers/catalog';
import {
  type ApiCaller,
  apiCaller,
  createShopUser,
  createShopWithUser,
  customerTypeIdOf,
} from '../../../test/helpers/shop-user';
import { buildApp } from '../../app';
import { createPostgresDatabase, type DatabaseHandle, wrapPglite } from '../../db/client';
import {
  customers,
  customerVehicles,
  kits,
  products,
  recentVehicles,
  userShops,
  vehicleEngines,
  vehicleSubmodels,
} from '../../db/schema/index';
import {
  createCompany,
  createCustomer as createCustomerRow,
  createShop,
} from '../../db/seed/factories';
import { ShopSearchIndex } from './customer-search-index';
import {
  countCustomers,
  countRareWordCustomers,
  findCustomerPage,
  findIndexedCustomers,
  findRareWordPage,
} from './customers.repository';
import { searchQueryWords } from './search-terms';

let t: TestApp;
let f150: number;
let f150Engine: { id: number; description: string } | undefined;
let accord: number;
let accordEngine: { id: number; description: string } | undefined;
let accordSubmodel: { id: number; name: string } | undefined;
/** A priced product that is not a kit, for quotes with a line. */
let productId: number;

const F150_VIN = '1FTFW1ET9DFC10312';

beforeAll(async () => {
  t = await buildTestApp();
  f150 = (await findCatalogBaseVehicleId(t.db, 2013, 'Ford', 'F-150'))!;
  accord = (await findCatalogBaseVehicleId(t.db, 2003, 'Honda', 'Accord'))!;
  [f150Engine] = await t.db
    .select({ id: vehicleEngines.engineId, description: vehicleEngines.description })
    .from(vehicleEngines)
    .where(
      and(eq(vehicleEngines.baseVehicleId, f150), eq(vehicleEngines.description, '3.5L V6 Gas')),
    );
  [accordEngine] = await t.db
    .select({ id: vehicleEngines.engineId, description: vehicleEngines.description })
    .from(vehicleEngines)
    .where(
      and(eq(vehicleEngines.baseVehicleId, accord), eq(vehicleEngines.description, '3.0L V6 Gas')),
    );
  [accordSubmodel] = await t.db
    .select({ id: vehicleSubmodels.submodelId, name: vehicleSubmodels.name })
    .from(vehicleSubmodels)
    .where(and(eq(vehicleSubmodels.baseVehicleId, accord), eq(vehicleSubmodels.name, 'EX')));
  const [product] = await t.db
    .select({ id: products.id })
    .from(products)
    .leftJoin(kits, eq(kits.productId, products.id))
    .where(isNull(kits.productId))
    .orderBy(asc(products.id))
    .limit(1);
  productId = product!.id;
  expect([f150, accord, f150Engine, accordEngine, accordSubmodel]).not.toContain(undefined);
});
afterAll(() => t.close());

const maria: CustomerInput = {
  firstName: 'María',
  lastName: 'López',
  company: 'Lone Star Plumbing',
  phones: [{ kind: 'MOBILE', number: '(512) 555-1234' }],
  email: 'maria.lopez@example.com',
  language: 'es',
  address: { line1: '100 Congress Ave', line2: '', city: 'Austin', state: 'tx', zip: '78701' },
  notes: 'Prefers text messages',
};

async function createCustomer(call: ApiCaller, input: CustomerInput = maria): Promise<Customer> {
  const response = await call('POST', API.customers, input);
  expect(response.statusCode, response.body).toBe(201);
  return CustomerSchema.parse(response.json());
}

async function getCustomer(call: ApiCaller, id: number): Promise<Customer> {
  const response = await call('GET', API.customer(id));
  expect(response.statusCode, response.body).toBe(200);
  return CustomerSchema.parse(response.json());
}

async function addVehicle(
  call: ApiCaller,
  customerId: number,
  input: CustomerVehicleInput,
): Promise<CustomerVehicle> {
  const response = await call('POST', API.customerVehicles(customerId), input);
  expect(response.statusCode, response.body).toBe(201);
  return CustomerVehicleSchema.parse(response.json());
}

async function search(call: ApiCaller, query: string, extra = ''): Promise<CustomerSearchResult> {
  const response = await call(
    'GET',
    `${API.customerSearch}?query=${encodeURIComponent(query)}${extra}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return CustomerSearchResultSchema.parse(response.json());
}

const names = (result: CustomerSearchResult) =>
  result.content.map((c) => `${c.firstName} ${c.lastName}`);

/** A VIN with a valid check digit that no maker filed (WMI 9ZZ). */
function unknownVin() {
  const body = '9ZZZZZZZ0ZZ123456';
  return `${body.slice(0, 8)}${computeVinCheckDigit(body)}${body.slice(9)}`;
}

describe('customers: create, read, change', () => {
  it('creates a customer of the shop and reads them back', async () => {
    const { call } = await createShopWithUser(t);
    const created = await createCustomer(call);
    expect(created).toMatchObject({
      firstName: 'María',
      lastName: 'López',
      company: 'Lone Star Plumbing',
      phones: [{ kind: 'MOBILE', number: '(512) 555-1234' }],
      email: 'maria.lopez@example.com',
      language: 'es',
      address: { line1: '100 Congress Ave', line2: '', city: 'Austin', state: 'TX', zip: '78701' },
      notes: 'Prefers text messages',
      archived: false,
      vehicles: [],
    });
    expect(await getCustomer(call, created.id)).toEqual(created);
  });

  it('takes the defaults for what the form leaves out', async () => {
    const { call } = await createShopWithUser(t);
    const created = await createCustomer(call, { firstName: 'Ann', lastName: 'Lee' });
    expect(created).toMatchObject({
      company: '',
      phones: [],
      email: '',
      language: 'en',
      address: { line1: '', line2: '', city: '', state: '', zip: '' },
      notes: '',
    });
  });

  it('changes every field as given, and the search follows', async () => {
    const { call } = await createShopWithUser(t);
    const created = await createCustomer(call);
    const response = await call('PUT', API.customer(created.id), {
      ...maria,
      lastName: 'Ortega',
      phones: [],
      email: '',
    });
    expect(response.statusCode, response.body).toBe(200);
    const changed = CustomerSchema.parse(response.json());
    expect(changed).toMatchObject({ id: created.id, lastName: 'Ortega', phones: [], email: '' });
    expect(names(await search(call, 'ortega'))).toEqual(['María Ortega']);
    expect((await search(call, 'lopez')).content).toEqual([]);
    expect((await search(call, '1234')).content).toEqual([]);
  });

  it('refuses input the contract refuses, naming the field (400)', async () => {
    const { call } = await createShopWithUser(t);
    for (const body of [
      { ...maria, phones: [{ kind: 'MOBILE', number: '555-0142' }] },
      { ...maria, firstName: '' },
      { ...maria, email: 'not-an-email' },
      { ...maria, language: 'fr' },
      { ...maria, unexpected: true },
    ]) {
      const response = await call('POST', API.customers, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    const [{ n } = { n: -1 }] = await t.db
      .select({ n: count() })
      .from(customers)
      .where(eq(customers.firstName, ''));
    expect(n).toBe(0);
  });

  it('answers 401 without a token and 403 to a user who may not manage customers', async () => {
    const { call } = await createShopWithUser(t);
    const customer = await createCustomer(call);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `${API_PREFIX}${API.customer(customer.id)}`,
    });
    expect(anonymous.statusCode).toBe(401);
    const mitchell = await createShopUser(t, {
      customerTypeId: await customerTypeIdOf(t, 'MITCHELL'),
    });
    for (const [method, path] of [
      ['GET', API.customerSearch],
      ['GET', API.customer(customer.id)],
      ['POST', API.customers],
      ['DELETE', API.customer(customer.id)],
    ] as const) {
      const response = await mitchell.call(method, path, method === 'POST' ? maria : undefined);
      expect(response.statusCode, `${method} ${path}`).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it("answers 404 for another shop's customer and its vehicles, as for none", async () => {
    const owner = await createShopWithUser(t);
    const customer = await createCustomer(owner.call);
    const vehicle = await addVehicle(owner.call, customer.id, { baseVehicleId: f150 });
    const other = await createShopWithUser(t);
    const calls: [Parameters<ApiCaller>[0], string, object?][] = [
      ['GET', API.customer(customer.id)],
      ['PUT', API.customer(customer.id), maria],
      ['DELETE', API.customer(customer.id)],
      ['POST', API.customerRestore(customer.id)],
      ['POST', API.customerVehicles(customer.id), { baseVehicleId: f150 }],
      ['PUT', API.customerVehicle(customer.id, vehicle.id), { baseVehicleId: accord }],
      ['DELETE', API.customerVehicle(customer.id, vehicle.id)],
      ['POST', API.customerVehicleSelect(customer.id, vehicle.id)],
      ['GET', API.customer(999_999_999)],
    ];
    for (const [method, path, body] of calls) {
      const response = await other.call(method, path, body);
      expect(response.statusCode, `${method} ${path}: ${response.body}`).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
      expect(response.body).not.toContain('López');
    }
    // Nothing changed for the owner.
    const after = await getCustomer(owner.call, customer.id);
    expect(after.lastName).toBe('López');
    expect(after.vehicles.map((v) => [v.id, v.baseVehicleId])).toEqual([[vehicle.id, f150]]);
    expect((await search(other.call, 'lopez')).content).toEqual([]);
  });
});

describe('customers: search', () => {
  let call: ApiCaller;
  beforeAll(async () => {
    ({ call } = await createShopWithUser(t));
    const lopez = await createCustomer(call);
    await addVehicle(call, lopez.id, {
      baseVehicleId: f150,
      engineId: f150Engine!.id,
      vin: F150_VIN,
      plate: 'shop-123',
      state: 'TX',
    });
    await createCustomer(call, {
      firstName: 'José',
      lastName: 'Peña',
      phones: [{ kind: 'HOME', number: '+1 210 555 0199 x 12' }],
      email: 'jpena@example.net',
    });
    await createCustomer(call, {
      firstName: 'Mary-Jane',
      lastName: "O'Neil",
      company: 'City Cabs',
      phones: [{ kind: 'WORK', number: '512.555.7788' }],
    });
    await createCustomer(call, { firstName: 'Maria', lastName: 'Adams' });
  });

  it('lists every customer of the shop by last name, first name for an empty query', async () => {
    const result = await search(call, '');
    expect(names(result)).toEqual(['Maria Adams', 'María López', "Mary-Jane O'Neil", 'José Peña']);
    expect(result).toMatchObject({ page: 0, size: 25, totalElements: 4 });
  });

  it('finds by the start of a name, accents and case ignored', async () => {
    expect(names(await search(call, 'lop'))).toEqual(['María López']);
    expect(names(await search(call, 'LÓPEZ'))).toEqual(['María López']);
    expect(names(await search(call, 'jose'))).toEqual(['José Peña']);
    expect(names(await search(call, 'pena'))).toEqual(['José Peña']);
    expect(names(await search(call, 'mar'))).toEqual([
      'Maria Adams',
      'María López',
      "Mary-Jane O'Neil",
    ]);
  });

  it('wants every word, in any order', async () => {
    expect(names(await search(call, 'maria lo'))).toEqual(['María López']);
    expect(names(await search(call, 'lopez maria'))).toEqual(['María López']);
    expect((await search(call, 'maria pena')).content).toEqual([]);
  });

  it('finds names with joiners however they are typed, and by company', async () => {
    for (const query of ["o'neil", 'oneil', 'neil', 'mary-jane', 'maryjane', 'jane', 'city cabs']) {
      expect(names(await search(call, query)), query).toEqual(["Mary-Jane O'Neil"]);
    }
    expect(names(await search(call, 'plumb'))).toEqual(['María López']);
  });

  it("finds by a phone's digits, its last 7 or last 4, typed with punctuation", async () => {
    for (const query of [
      '1234',
      '555-1234',
      '5551234',
      '(512) 555-12',
      '512-555-12',
      '5125551234',
    ]) {
      expect(names(await search(call, query)), query).toEqual(['María López']);
    }
    expect(names(await search(call, '(512) 555'))).toEqual(['María López', "Mary-Jane O'Neil"]);
    // The extension is not part of the number; the country code is left out.
    expect(names(await search(call, '0199'))).toEqual(['José Peña']);
    expect(names(await search(call, '210 555'))).toEqual(['José Peña']);
    expect((await search(call, '9912')).content).toEqual([]);
  });

  it('finds by e-mail and its local part', async () => {
    expect(names(await search(call, 'maria.lopez'))).toEqual(['María López']);
    expect(names(await search(call, 'maria.lopez@example.com'))).toEqual(['María López']);
    expect(names(await search(call, 'jpena@'))).toEqual(['José Peña']);
    expect((await search(call, 'example.com')).content).toEqual([]);
  });

  it('finds by plate (without spaces or dashes) and by the VIN or its last 8, 6 or 4', async () => {
    for (const query of [
      'shop123',
      'SHOP-123',
      'shop',
      F150_VIN,
      F150_VIN.slice(-8),
      F150_VIN.slice(-6),
      F150_VIN.slice(-4),
      '1ftfw',
    ]) {
      expect(names(await search(call, query)), query).toEqual(['María López']);
    }
    expect((await search(call, F150_VIN.slice(-5))).content).toEqual([]);
  });

  it('takes % and _ literally', async () => {
    expect((await search(call, '%')).content).toHaveLength(4);
    expect((await search(call, 'ma%ia')).content).toEqual([]);
    expect((await search(call, 'm_ria')).content).toEqual([]);
  });

  it("answers each row's first phone, three newest vehicles and how many it has", async () => {
    const { call: own } = await createShopWithUser(t);
    const customer = await createCustomer(own, {
      firstName: 'Fleet',
      lastName: 'Owner',
      phones: [
        { kind: 'WORK', number: '(512) 555-0001' },
        { kind: 'MOBILE', number: '(512) 555-0002' },
      ],
    });
    const added: CustomerVehicle[] = [];
    for (const plate of ['ONE', 'TWO', 'THREE', 'FOUR']) {
      added.push(await addVehicle(own, customer.id, { baseVehicleId: f150, plate, state: 'TX' }));
    }
    const [row] = (await search(own, 'fleet')).content;
    expect(row).toMatchObject({ phone: '(512) 555-0001', vehicleCount: 4, archived: false });
    expect(row!.vehicles).toEqual(
      added
        .slice(1)
        .reverse()
        .map((v) => ({ id: v.id, description: '2013 Ford F-150', plate: v.plate, vin: null })),
    );
  });

  it('pages in list order and counts what it finds', async () => {
    const { call: own } = await createShopWithUser(t);
    for (const last of ['Baker', 'Adams', 'Evans', 'Clark', 'Davis']) {
      await createCustomer(own, { firstName: 'Sam', lastName: last });
    }
    const first = await search(own, 'sam', '&size=2');
    expect(names(first)).toEqual(['Sam Adams', 'Sam Baker']);
    expect(first.totalElements).toBe(5);
    const last = await search(own, 'sam', '&size=2&page=2');
    expect(names(last)).toEqual(['Sam Evans']);
    expect(last.totalElements).toBe(5);
    expect((await search(own, 'sam', '&size=2&page=9')).totalElements).toBe(5);
  });

  it('finds the same pages walking the list as from any rare word (the two plans of a search)', async () => {
    const { call: own, shop } = await createShopWithUser(t);
    for (const [first, last] of [
      ['Maria', 'Lopez'],
      ['Mario', 'Lopez'],
      ['Maria', 'Lorenz'],
      ['Marta', 'Long'],
      ['Lola', 'Martin'],
      ['Mark', 'Lowe'],
    ]) {
      await createCustomer(own, { firstName: first!, lastName: last! });
    }
    const archived = await createCustomer(own, { firstName: 'Mara', lastName: 'Lott' });
    await own('DELETE', API.customer(archived.id));
    for (const query of ['mar lo', 'lo mar', 'maria', 'l m', 'mar lo lopez', 'zz', 'm']) {
      const words = searchQueryWords(query);
      for (const includeArchived of [false, true]) {
        const filter = { shopId: shop.id, words, includeArchived };
        for (const page of [
          { limit: 2, offset: 0 },
          { limit: 2, offset: 2 },
          { limit: 25, offset: 0 },
        ]) {
          const walked = (await findCustomerPage(t.db, filter, page)).map((c) => c.id);
          for (const [index, rareWord] of words.entries()) {
            const others = words.filter((_, i) => i !== index);
            for (const common of [false, true]) {
              const rare = {
                ...filter,
                rareWord,
                words: common ? [] : others,
                commonWords: common ? others : [],
              };
              const label = `${query} from ${rareWord} (${common ? 'probed' : 'joined'}), archived ${includeArchived}`;
              const found = (await findRareWordPage(t.db, rare, page)).map((c) => c.id);
              expect(found, label).toEqual(walked);
              expect(await countRareWordCustomers(t.db, rare, 100), label).toBe(
                await countCustomers(t.db, filter, 100),
              );
            }
          }
          // The in-memory index (what the route answers from) finds the same page and count.
          const index = new ShopSearchIndex(await findIndexedCustomers(t.db, shop.id), 0);
          const label = `${query} in memory, archived ${includeArchived}, ${page.offset}`;
          const fromIndex = index.search(words, includeArchived, page.offset, page.limit, 3);
          expect(fromIndex.ids, label).toEqual(walked);
          expect(fromIndex.totalElements, label).toBe(
            await countCustomers(t.db, filter, page.offset + 4),
          );
          const answered = await search(
            own,
            query,
            `&size=${page.limit}&page=${page.offset / page.limit}&includeArchived=${includeArchived}`,
          );
          expect(
            answered.content.map((c) => c.id),
            label,
          ).toEqual(walked);
        }
      }
    }
  });

  it('refuses a query the contract refuses (400)', async () => {
    for (const query of ['size=0', 'size=101', 'page=-1', 'includeArchived=yes', 'other=1']) {
      const response = await call('GET', `${API.customerSearch}?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
    const long = await call('GET', `${API.customerSearch}?query=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
  });
});

describe('customers: search index of each process', () => {
  /** Another server process on the same database: its own handle, so its own search index. */
  async function secondApp(): Promise<{ app: TestApp['app']; close: () => Promise<void> }> {
    const database: DatabaseHandle =
      t.database.kind === 'pglite'
        ? wrapPglite(t.database.client)
        : await createPostgresDatabase(t.config.databaseUrl!);
    const app = await buildApp(t.config, { database });
    await app.ready();
    return {
      app,
      async close() {
        await app.close();
        // The PGlite instance is the test app's: only a pool of our own is closed.
        if (database.kind === 'postgres') await database.close();
      },
    };
  }

  it("sees another process's writes on its next search: create, change, vehicle, archive, restore, merge, delete, import", async () => {
    const { call, token, shop } = await createShopWithUser(t);
    const other = await secondApp();
    try {
      const callOther = apiCaller({ ...t, app: other.app }, token);
      const found = async (query: string, extra = '') =>
        names(await search(callOther, query, extra));
      const ana = await createCustomer(call, { firstName: 'Ana', lastName: 'Quintero' });
      // The other process builds its index now.
      expect(await found('quin')).toEqual(['Ana Quintero']);

      const bo = await createCustomer(call, { firstName: 'Bo', lastName: 'Quist' });
      expect(await found('qui')).toEqual(['Ana Quintero', 'Bo Quist']);

      await call('PUT', API.customer(bo.id), { firstName: 'Bo', lastName: 'Zephyr' });
      expect(await found('qui')).toEqual(['Ana Quintero']);
      expect(await found('zeph')).toEqual(['Bo Zephyr']);

      const vehicle = await addVehicle(call, ana.id, {
        baseVehicleId: f150,
        vin: F150_VIN,
        plate: 'QQ-777',
        state: 'TX',
      });
      const byPlate = await search(callOther, 'qq777');
      expect(names(byPlate)).toEqual(['Ana Quintero']);
      expect(byPlate.content[0]!.vehicles.map((v) => v.id)).toEqual([vehicle.id]);
      expect(byPlate.content[0]!.vehicleCount).toBe(1);

      // Named by a quote with a line: archived, not deleted.
      await quoteFor(call, ana.id, vehicle.id);
      expect((await call('DELETE', API.customer(ana.id))).json()).toEqual({ outcome: 'ARCHIVED' });
      expect(await found('quin')).toEqual([]);
      expect(await found('quin', '&includeArchived=true')).toEqual(['Ana Quintero']);
      expect((await call('POST', API.customerRestore(ana.id))).statusCode).toBe(200);
      expect(await found('quin')).toEqual(['Ana Quintero']);

      const merged = await call('POST', API.customerMerge, { keepId: ana.id, mergeId: bo.id });
      expect(merged.statusCode, merged.body).toBe(200);
      expect(await found('zeph')).toEqual([]);
      expect(await found('')).toEqual(['Ana Quintero']);

      const cy = await createCustomer(call, { firstName: 'Cy', lastName: 'Quill' });
      expect(await found('qui')).toEqual(['Cy Quill', 'Ana Quintero']);
      expect((await call('DELETE', API.customer(cy.id))).json()).toEqual({ outcome: 'DELETED' });
      expect(await found('qui')).toEqual(['Ana Quintero']);

      // Written past the module (a seed, a fixture): the triggers see it all the same.
      await createCustomerRow(t.db, { shopId: shop.id, firstName: 'Dee', lastName: 'Quirk' });
      expect(await found('qui')).toEqual(['Ana Quintero', 'Dee Quirk']);
      expect((await search(callOther, 'qui')).totalElements).toBe(2);

      const imported = await importFile(
        token,
        csv([
          ['firstName', 'lastName'],
          ['Fay', 'Quade'],
          ['Gus', 'Quarry'],
        ]),
      );
      expect(imported.statusCode, imported.body).toBe(200);
      expect(await found('qu')).toEqual(['Fay Quade', 'Gus Quarry', 'Ana Quintero', 'Dee Quirk']);
    } finally {
      await other.close();
    }
  });

  // The page rows a process keeps (customer-search.ts) never outlive a change of their customer.
  it('answers a row as it is now after the customer or a vehicle changed, not as it was kept', async () => {
    const { call } = await createShopWithUser(t);
    const customer = await createCustomer(call, { firstName: 'Ida', lastName: 'Keepsake' });
    const row = async () => (await search(call, 'keeps')).content[0]!;
    expect(await row()).toMatchObject({ vehicleCount: 0, vehicles: [] });
    expect(await row()).toMatchObject({ vehicleCount: 0 });

    const vehicle = await addVehicle(call, customer.id, { baseVehicleId: f150 });
    expect(await row()).toMatchObject({
      vehicleCount: 1,
      vehicles: [{ id: vehicle.id, description: '2013 Ford F-150', plate: null, vin: null }],
    });
    const changed = await call('PUT', API.customerVehicle(customer.id, vehicle.id), {
      baseVehicleId: f150,
      plate: 'KEPT-1',
      state: 'TX',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await row()).vehicles[0]!.plate).toBe('KEPT1');
    await call('PUT', API.customer(customer.id), { firstName: 'Ida', lastName: 'Keepsakes' });
    expect(await row()).toMatchObject({ lastName: 'Keepsakes' });
  });

  it("never answers another shop's customers, whatever the index holds", async () => {
    const mine = await createShopWithUser(t);
    const theirs = await createShopWithUser(t);
    await createCustomer(mine.call, { firstName: 'Eve', lastName: 'Umber' });
    await createCustomer(theirs.call, { firstName: 'Eli', lastName: 'Umber' });
    expect(names(await search(mine.call, 'umber'))).toEqual(['Eve Umber']);
    expect(names(await search(theirs.call, 'umber'))).toEqual(['Eli Umber']);
  });

  it('searches the shop the user switches to, and refuses a user who may act for no shop', async () => {
    const first = await createShopWithUser(t);
    const second = await createShop(t.db, { companyId: first.shop.companyId });
    await t.db.insert(userShops).values({ userId: first.user.id, shopId: second.id });
    await createCustomer(first.call, { firstName: 'Ann', lastName: 'Quillon' });
    expect(names(await search(first.call, 'quillon'))).toEqual(['Ann Quillon']);

    const switched = await first.call('POST', API.currentShop, { shopId: second.id });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(names(await search(first.call, 'quillon'))).toEqual([]);
    await createCustomer(first.call, { firstName: 'Bo', lastName: 'Quillon' });
    expect(names(await search(first.call, 'quillon'))).toEqual(['Bo Quillon']);

    // Taken off the chosen shop, the user acts for their first shop again; off both, for none.
    await t.db
      .delete(userShops)
      .where(and(eq(userShops.userId, first.user.id), eq(userShops.shopId, second.id)));
    expect(names(await search(first.call, 'quillon'))).toEqual(['Ann Quillon']);
    await t.db.delete(userShops).where(eq(userShops.userId, first.user.id));
    const refused = await first.call('GET', `${API.customerSearch}?query=quillon`);
    expect(refused.statusCode, refused.body).toBe(403);
  });
});

/** A quote with a line whose vehicle is the customer's: select, then a product. */
async function quoteFor(call: ApiCaller, customerId: number, vehicleId: number) {
  const selected = await call(
    'POST',
    `${API.customerVehicleSelect(customerId, vehicleId)}?quote=false`,
  );
  expect(selected.statusCode, selected.body).toBe(200);
  const added = await call('POST', `${API.addProduct}?quantity=1`, { productId });
  expect(added.statusCode, added.body).toBe(200);
  return CurrentVehicleSchema.parse(selected.json());
}

describe('customers: delete, archive, restore', () => {
  it('deletes a customer no quote names, with their vehicles', async () => {
    const { call } = await createShopWithUser(t);
    const customer = await createCustomer(call);
    await addVehicle(call, customer.id, { baseVehicleId: f150 });
    const response = await call('DELETE', API.customer(customer.id));
    expect(response.statusCode, response.body).toBe(200);
    expect(CustomerDeleteResultSchema.parse(response.json())).toEqual({ outcome: 'DELETED' });
    expect((await call('GET', API.customer(customer.id))).statusCode).toBe(404);
    const [{ n } = { n: -1 }] = await t.db
      .select({ n: count() })
      .from(customerVehicles)
      .where(eq(customerVehicles.customerId, customer.id));
    expect(n).toBe(0);
    expect((await search(call, 'lopez', '&includeArchived=true')).content).toEqual([]);
  });

  it('archives a customer a quote names: hidden from the search, restorable', async () => {
    const { call } = await createShopWithUser(t);
    const customer = await createCustomer(call);
    const vehicle = await addVehicle(call, customer.id, { baseVehicleId: f150 });
    const current = await quoteFor(call, customer.id, vehicle.id);

    const response = await call('DELETE', API.customer(customer.id));
    expect(response.json()).toEqual({ outcome: 'ARCHIVED' });
    expect((await getCustomer(call, customer.id)).archived).toBe(true);
    expect((await search(call, 'lopez')).content).toEqual([]);
    expect((await search(call, '')).content).toEqual([]);
    const archived = await search(call, 'lopez', '&includeArchived=true');
    expect(archived.content.map((c) => [c.id, c.archived])).toEqual([[customer.id, true]]);
    // The quote still names them.
    const quote = WorksheetSchema.parse(
      (await call('GET', API.worksheet(current.worksheetId!))).json(),
    );
    expect(quote.currentVehicle).toMatchObject({
      shopCustomerId: customer.id,
      shopCustomerFirst: 'María',
      shopCustomerLast: 'López',
    });
    // A second delete archives again; nothing is deleted.
    expect((await call('DELETE', API.customer(customer.id))).json()).toEqual({
      outcome: 'ARCHIVED',
    });

    const restored = await call('POST', API.customerRestore(customer.id));
    expect(restored.statusCode, restored.body).toBe(200);
    expect(CustomerSchema.parse(restored.json())).toMatchObject({
      id: customer.id,
      archived: false,
    });
    expect(names(await search(call, 'lopez'))).toEqual(['María López']);
  });
});

describe('customers: delete when only an empty quote names them', () => {
  it('deletes a customer whose only quote has no line (Find parts, then nothing added)', async () => {
    const { call } = await createShopWithUser(t);
    const customer = await createCustomer(call);
    const vehicle = await addVehicle(call, customer.id, { baseVehicleId: f150 });
    const selected = await call(
      'POST',
      `${API.customerVehicleSelect(customer.id, vehicle.id)}?quote=false`,
    );
    expect(selected.statusCode, selected.body).toBe(200);
    const current = CurrentVehicleSchema.parse(selected.json());

    const response = await call('DELETE', API.customer(customer.id));
    expect(response.json()).toEqual({ outcome: 'DELETED' });
    expect((await call('GET', API.customer(customer.id))).statusCode).toBe(404);
    // The empty quote keeps the names it was given, without the record.
    const quote = WorksheetSchema.parse(
      (await call('GET', API.worksheet(current.worksheetId!))).json(),
    );
    expect(quote.currentVehicle).toMatchObject({
      shopCustomerId: null,
      shopCustomerFirst: 'María',
      shopCustomerLast: 'López',
    });
  });
});

describe('customers: merge', () => {
  it('moves vehicles (one per VIN), adds phones, fills blanks, joins notes, repoints quotes', async () => {
    const { call } = await createShopWithUser(t);
    const keep = await createCustomer(call, {
      firstName: 'Maria',
      lastName: 'Lopez',
      phones: [{ kind: 'MOBILE', number: '(512) 555-1234' }],
      notes: 'Kept notes',
    });
    const merge = await createCustomer(call, {
      ...maria,
      phones: [
        { kind: 'MOBILE', number: '512-555-1234' },
        { kind: 'WORK', number: '(512) 555-9876' },
      ],
      notes: 'Merged notes',
    });
    const kept = await addVehicle(call, keep.id, { baseVehicleId: f150, vin: F150_VIN });
    const twin = await addVehicle(call, merge.id, {
      baseVehicleId: f150,
      vin: F150_VIN,
      plate: 'SHOP123',
      state: 'TX',
      mileage: 85_000,
    });
    const moved = await addVehicle(call, merge.id, {
      baseVehicleId: accord,
      plate: 'ACC1',
      state: 'CA',
    });
    await quoteFor(call, merge.id, moved.id);

    const response = await call('POST', API.customerMerge, { keepId: keep.id, mergeId: merge.id });
    expect(response.statusCode, response.body).toBe(200);
    const merged = CustomerSchema.parse(response.json());
    expect(merged).toMatchObject({
      id: keep.id,
      firstName: 'Maria',
      lastName: 'Lopez',
      company: 'Lone Star Plumbing',
      email: 'maria.lopez@example.com',
      phones: [
        { kind: 'MOBILE', number: '(512) 555-1234' },
        { kind: 'WORK', number: '(512) 555-9876' },
      ],
      address: { line1: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
      notes: 'Kept notes\n\nMerged notes',
      // Language is the kept one's own.
      language: 'en',
    });
    expect(merged.vehicles.map((v) => v.id).sort()).toEqual([kept.id, moved.id].sort());
    expect(merged.vehicles.find((v) => v.id === kept.id)).toMatchObject({
      plate: 'SHOP123',
      state: 'TX',
      mileage: 85_000,
    });
    expect((await call('GET', API.customer(merge.id))).statusCode).toBe(404);
    expect(twin.id).not.toBe(kept.id);
    // The quote of the merged record names the kept one; the search finds the kept one by the
    // merged record's phone and plate.
    const quotes = WorksheetSearchResultSchema.parse(
      (await call('GET', `${API.worksheetSearch}?customerId=${keep.id}`)).json(),
    );
    expect(quotes.content.map((q) => q.customerId)).toEqual([keep.id]);
    expect(names(await search(call, '9876'))).toEqual(['Maria Lopez']);
    expect(names(await search(call, 'acc1'))).toEqual(['Maria Lopez']);
    expect(names(await search(call, 'plumbing'))).toEqual(['Maria Lopez']);
  });

  it("refuses the same id twice (400) and another shop's customer (404), merging nothing", async () => {
    const { call } = await createShopWithUser(t);
    const mine = await createCustomer(call);
    const same = await call('POST', API.customerMerge, { keepId: mine.id, mergeId: mine.id });
    expect(same.statusCode).toBe(400);
    const other = await createShopWithUser(t);
    const theirs = await createCustomer(other.call);
    for (const body of [
      { keepId: mine.id, mergeId: theirs.id },
      { keepId: theirs.id, mergeId: mine.id },
    ]) {
      const response = await call('POST', API.customerMerge, body);
      expect(response.statusCode, response.body).toBe(404);
    }
    expect((await getCustomer(other.call, theirs.id)).id).toBe(theirs.id);
    expect((await getCustomer(call, mine.id)).id).toBe(mine.id);
  });
});

describe('customers: vehicles', () => {
  it('adds a vehicle named from the catalog, with mileage read today by default', async () => {
    const { call } = await createShopWithUser(t);
    const customer = await createCustomer(call);
    const vehicle = await addVehicle(call, customer.id, {
      baseVehicleId: accord,
      engineId: accordEngine!.id,
      submodelId: accordSubmodel!.id,
      vin: '1hgcm82633a004352',
      plate: '2fast 4u',
      state: 'ca',
      mileage: 120_500,
      notes: 'Squeaky brakes',
    });
    expect(vehicle).toMatchObject({
      customerId: customer.id,
      baseVehicleId: accord,
      year: 2003,
      make: 'Honda',
      model: 'Accord',
      engine: '3.0L V6 Gas',
      submodel: 'EX',
      description: '2003 Honda Accord 3.0L V6 Gas EX',
      vin: '1HGCM82633A004352',
      plate: '2FAST4U',
      state: 'CA',
      mileage: 120_500,
      mileageDate: new Date().toISOString().slice(0, 10),
      notes: 'Squeaky brakes',
    });
    const newer = await addVehicle(call, customer.id, {
      baseVehicleId: f150,
      mileage: 10,
      mileageDate: '2024-03-01',
    });
    expect(newer).toMatchObject({
      description: '2013 Ford F-150',
      engine: null,
      mileageDate: '2024-03-01',
    });
    expect((await getCustomer(call, customer.id)).vehicles.map((v) => v.id)).toEqual([
      newer.id,
      vehicle.id,
    ]);
  });

  it('refuses an engine or submodel not of the vehicle (422) and an unknown vehicle (400)', async () => {
    const { call } = await createShopWithUser(t);
    const customer = await createCustomer(call);
    const engine = await call('POST', API.customerVehicles(customer.id), {
      baseVehicleId: accord,
      engineId: f150Engine!.id,
    });
    expect(engine.statusCode).toBe(422);
    expect(engine.json()).toMatchObject({
      code: 'VEHICLE_ATTRIBUTE_MISMATCH',
      details: [{ path: 'engineId' }],
    });
    const submodel = await call('POST', API.customerVehicles(customer.id), {
      baseVehicleId: f150,
      submodelId: accordSubmodel!.id,
    });
    // The same id may be a submodel of both: only one not of the F-150 is refused.
    const f150Submodels = await t.db
      .select({ id: vehicleSubmodels.submodelId })
      .from(vehicleSubmodels)
      .where(eq(vehicleSubmodels.baseVehicleId, f150));
    if (!f150Submodels.some((s) => s.id === accordSubmodel!.id)) {
      expect(submodel.statusCode).toBe(422);
      expect(submodel.json()).toMatchObject({ details: [{ path: 'submodelId' }] });
    }
    const unknown = await call('POST', API.customerVehicles(customer.id), {
      baseVehicleId: 2_000_000_000,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ details: [{ path: 'baseVehicleId' }] });
    expect((await getCustomer(call, customer.id)).vehicles).toEqual([]);
  });

  it('refuses a mileage read after today, a day without a mileage, and a plate without state', async () => {
    const { call } = await createShopWithUser(t);
    const customer = await createCustomer(call);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    for (const [body, path] of [
      [{ baseVehicleId: f150, mileage: 5, mileageDate: tomorrow }, 'mileageDate'],
      [{ baseVehicleId: f150, mileageDate: '2024-01-01' }, 'mileage'],
      [{ baseVehicleId: f150, plate: 'ABC123' }, 'state'],
      [{ baseVehicleId: f150, vin: '1FTFW1ET5DFC10312' }, 'vin'],
      [{ baseVehicleId: f150, mileage: -1 }, 'mileage'],
    ] as const) {
      const response = await call('POST', API.customerVehicles(customer.id), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().details.map((d: { path: string }) => d.path)).toContain(path);
    }
    expect((await getCustomer(call, customer.id)).vehicles).toEqual([]);
  });

  it("changes and removes a vehicle; another customer's vehicle is 404", async () => {
    const { call } = await createShopWithUser(t);
    const customer = await createCustomer(call);
    const other = await createCustomer(call, { firstName: 'Ann', lastName: 'Lee' });
    const vehicle = await addVehicle(call, customer.id, {
      baseVehicleId: f150,
      plate: 'OLD1',
      state: 'TX',
    });
    const changed = await call('PUT', API.customerVehicle(customer.id, vehicle.id), {
      baseVehicleId: f150,
      engineId: f150Engine!.id,
      plate: 'NEW1',
      state: 'TX',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(CustomerVehicleSchema.parse(changed.json())).toMatchObject({
      id: vehicle.id,
      plate: 'NEW1',
      engine: '3.5L V6 Gas',
      description: '2013 Ford F-150 3.5L V6 Gas',
    });
    expect(names(await search(call, 'new1'))).toEqual(['María López']);
    expect((await search(call, 'old1')).content).toEqual([]);
    const elsewhere = await call('DELETE', API.customerVehicle(other.id, vehicle.id));
    expect(elsewhere.statusCode).toBe(404);
    const removed = await call('DELETE', API.customerVehicle(customer.id, vehicle.id));
    expect(removed.statusCode).toBe(204);
    expect((await getCustomer(call, customer.id)).vehicles).toEqual([]);
    expect((await search(call, 'new1')).content).toEqual([]);
    expect((await call('DELETE', API.customerVehicle(customer.id, vehicle.id))).statusCode).toBe(
      404,
    );
  });
});

describe('customers: find parts (select) and the quote', () => {
  it("makes the customer's vehicle the current vehicle, with the customer, as a recent vehicle", async () => {
    const { call, shop } = await createShopWithUser(t);
    const customer = await createCustomer(call);
    const vehicle = await addVehicle(call, customer.id, {
      baseVehicleId: f150,
      engineId: f150Engine!.id,
      vin: F150_VIN,
      plate: 'SHOP123',
      state: 'TX',
    });
    const response = await call('POST', API.customerVehicleSelect(customer.id, vehicle.id));
    expect(response.statusCode, response.body).toBe(200);
    const current = CurrentVehicleSchema.parse(response.json());
    expect(current).toMatchObject({
      vehicleId: f150,
      vin: F150_VIN,
      plate: 'SHOP123',
      state: 'TX',
      shopVehicleDescriptor: '2013 Ford F-150 3.5L V6 Gas',
      shopCustomerId: customer.id,
      shopCustomerFirst: 'María',
      shopCustomerLast: 'López',
    });
    expect(CurrentVehicleSchema.parse((await call('GET', API.currentVehicle)).json())).toEqual(
      current,
    );
    const [recent] = await t.db
      .select()
      .from(recentVehicles)
      .where(eq(recentVehicles.shopId, shop.id));
    expect(recent).toMatchObject({
      baseVehicleId: f150,
      vin: F150_VIN,
      plate: 'SHOP123',
      engineId: f150Engine!.id,
    });
    const [row] = await t.db
      .select({ lastSelectedAt: customerVehicles.lastSelectedAt })
      .from(customerVehicles)
      .where(eq(customerVehicles.id, vehicle.id));
    expect(row?.lastSelectedAt).toBeInstanceOf(Date);
  });

  it('names a customer record on the current vehicle, or typed names without one', async () => {
    const { call } = await createShopWithUser(t);
    const customer = await createCustomer(call);
    const selected = await call('POST', API.selectVehicle, { baseVehicleId: accord });
    expect(selected.statusCode, selected.body).toBe(200);

    const named = await call('POST', API.vehicleCustomer, {
      shopCustomerId: customer.id,
      shopCustomerFirst: 'Ignored',
      shopCustomerLast: '',
    });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json()).toMatchObject({
      shopCustomerId: customer.id,
      shopCustomerFirst: 'María',
      shopCustomerLast: 'López',
    });
    const view = WorksheetSchema.parse(
      (await call('GET', API.worksheet(named.json().worksheetId))).json(),
    );
    expect(view.currentVehicle?.shopCustomerId).toBe(customer.id);

    const typed = await call('POST', API.vehicleCustomer, {
      shopCustomerId: null,
      shopCustomerFirst: 'Walk',
      shopCustomerLast: 'In',
    });
    expect(typed.json()).toMatchObject({
      shopCustomerId: null,
      shopCustomerFirst: 'Walk',
      shopCustomerLast: 'In',
    });
    const absent = await call('POST', API.vehicleCustomer, {
      shopCustomerFirst: 'Pat',
      shopCustomerLast: '',
    });
    expect(absent.json()).toMatchObject({
      shopCustomerId: null,
      shopCustomerFirst: 'Pat',
      shopCustomerLast: null,
    });
  });

  it("refuses another shop's customer (404) and a user who may not manage customers (403)", async () => {
    const { call } = await createShopWithUser(t);
    await call('POST', API.selectVehicle, { baseVehicleId: accord });
    const other = await createShopWithUser(t);
    const theirs = await createCustomer(other.call);
    const response = await call('POST', API.vehicleCustomer, {
      shopCustomerId: theirs.id,
      shopCustomerFirst: '',
      shopCustomerLast: '',
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('López');
    expect(
      CurrentVehicleSchema.parse((await call('GET', API.currentVehicle)).json()).shopCustomerId,
    ).toBeNull();

    const mitchell = await createShopUser(t, {
      customerTypeId: await customerTypeIdOf(t, 'MITCHELL'),
    });
    await mitchell.call('POST', API.selectVehicle, { baseVehicleId: accord });
    const mine = await createCustomer((await createShopUser(t)).call, {
      firstName: 'Ann',
      lastName: 'Lee',
    });
    const refused = await mitchell.call('POST', API.vehicleCustomer, {
      shopCustomerId: mine.id,
      shopCustomerFirst: '',
      shopCustomerLast: '',
    });
    expect(refused.statusCode).toBe(403);
    // Typed names stay theirs.
    const typed = await mitchell.call('POST', API.vehicleCustomer, {
      shopCustomerFirst: 'Ann',
      shopCustomerLast: 'Lee',
    });
    expect(typed.statusCode, typed.body).toBe(200);
  });

  it("narrows Quotes and Orders to a customer's, each row naming its customer", async () => {
    const { call } = await createShopWithUser(t);
    const lopez = await createCustomer(call);
    const lee = await createCustomer(call, { firstName: 'Ann', lastName: 'Lee' });
    const lopezCar = await addVehicle(call, lopez.id, { baseVehicleId: f150 });
    const leeCar = await addVehicle(call, lee.id, { baseVehicleId: accord });
    const first = await quoteFor(call, lopez.id, lopezCar.id);
    await quoteFor(call, lee.id, leeCar.id);
    const second = await quoteFor(call, lopez.id, lopezCar.id);

    const theirs = WorksheetSearchResultSchema.parse(
      (await call('GET', `${API.worksheetSearch}?customerId=${lopez.id}`)).json(),
    );
    expect(theirs.content.map((q) => [q.worksheetId, q.customerId, q.customerName])).toEqual([
      [second.worksheetId, lopez.id, 'María López'],
      [first.worksheetId, lopez.id, 'María López'],
    ]);
    const all = WorksheetSearchResultSchema.parse((await call('GET', API.worksheetSearch)).json());
    expect(all.content.map((q) => q.customerId).sort()).toEqual(
      [lopez.id, lopez.id, lee.id].sort(),
    );

    const other = await createShopWithUser(t);
    const elsewhere = WorksheetSearchResultSchema.parse(
      (await other.call('GET', `${API.worksheetSearch}?customerId=${lopez.id}`)).json(),
    );
    expect(elsewhere.content).toEqual([]);
  });
});

/** A multipart/form-data body with one file field, as a browser's FormData sends it. */
function multipart(content: string) {
  const boundary = '----procounter-customers-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="customers.csv"\r\n` +
      'Content-Type: text/csv\r\n\r\n',
  );
  return {
    payload: Buffer.concat([head, Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function importFile(token: string | undefined, content: string) {
  const body = multipart(content);
  return t.app.inject({
    method: 'POST',
    url: `${API_PREFIX}${API.customerImport}`,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
    payload: body.payload,
  });
}

/** CSV text; a field with a comma or a quote is quoted. */
const csv = (rows: string[][]) =>
  `${rows
    .map((r) => r.map((f) => (/[",]/.test(f) ? `"${f.replaceAll('"', '""')}"` : f)).join(','))
    .join('\r\n')}\r\n`;

async function customersOfShop(shopId: number) {
  const [{ n } = { n: -1 }] = await t.db
    .select({ n: count() })
    .from(customers)
    .where(eq(customers.shopId, shopId));
  return n;
}

describe('customers: import', () => {
  const header = [
    'FirstName',
    'LASTNAME',
    'phone',
    'email',
    'language',
    'vin',
    'year',
    'make',
    'model',
    'engine',
    'plate',
    'plateState',
    'mileage',
  ];

  it('imports customers, one per name, phone and e-mail, with vehicles by VIN or by name', async () => {
    const { token, call } = await createShopWithUser(t);
    const response = await importFile(
      token,
      csv([
        header,
        [
          'José',
          'Peña',
          '(210) 555-0199',
          'jpena@example.net',
          'ES',
          F150_VIN,
          '',
          '',
          '',
          '',
          'ABC-123',
          'TX',
          '85,000',
        ],
        [
          'Jose',
          'PENA',
          '210-555-0199',
          'JPENA@example.net',
          '',
          '',
          '2003',
          'honda',
          'accord',
          '3.0l v6 gas',
          '',
          '',
          '',
        ],
        ['Ann', 'Lee', '', '', '', '', '', '', '', '', '', '', ''],
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(CustomerImportResultSchema.parse(response.json())).toEqual({
      rowsRead: 3,
      customersCreated: 2,
      vehiclesCreated: 2,
    });
    const [pena] = (await search(call, 'pena')).content;
    expect(pena).toMatchObject({
      firstName: 'José',
      lastName: 'Peña',
      language: 'es',
      vehicleCount: 2,
    });
    const customer = await getCustomer(call, pena!.id);
    expect(customer.vehicles.map((v) => v.description).sort()).toEqual([
      '2003 Honda Accord 3.0L V6 Gas',
      expect.stringMatching(/^2013 Ford F-150/),
    ]);
    expect(customer.vehicles.find((v) => v.vin === F150_VIN)).toMatchObject({
      plate: 'ABC123',
      state: 'TX',
      mileage: 85_000,
      mileageDate: new Date().toISOString().slice(0, 10),
    });
    expect(names(await search(call, 'abc123'))).toEqual(['José Peña']);
    expect(names(await search(call, 'lee'))).toEqual(['Ann Lee']);
  });

  it('answers every bad row with its reason and writes nothing', async () => {
    const { token, shop } = await createShopWithUser(t);
    const response = await importFile(
      token,
      csv([
        header,
        ['Good', 'Row', '', '', '', '', '2013', 'Ford', 'F-150', '', '', '', ''],
        ['', 'Nofirst', '', '', '', '', '', '', '', '', '', '', ''],
        ['Bad', 'Phone', '555-0142', '', '', '', '', '', '', '', '', '', ''],
        ['Bad', 'Vin', '', '', '', unknownVin(), '', '', '', '', '', '', ''],
        ['Bad', 'Model', '', '', '', '', '2013', 'Ford', 'F-151', '', '', '', ''],
        ['Bad', 'Engine', '', '', '', '', '2013', 'Ford', 'F-150', '9.9L V12', '', '', ''],
        ['Half', 'Vehicle', '', '', '', '', '2013', 'Ford', '', '', '', '', ''],
        ['No', 'State', '', '', '', '', '2013', 'Ford', 'F-150', '', 'XYZ1', '', ''],
        ['Bad', 'Check', '', '', '', '1FTFW1ET5DFC10312', '', '', '', '', '', '', ''],
        ['Wrong', 'Model', '', '', '', F150_VIN, '2003', 'Honda', 'Accord', '', '', '', ''],
      ]),
    );
    expect(response.statusCode, response.body).toBe(422);
    const body = StockOrderUploadInvalidSchema.parse(response.json());
    expect(body.code).toBe('UPLOAD_INVALID');
    expect(body.errors.map((e) => e.row)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const reasons = body.errors.map((e) => e.reason);
    expect(reasons[0]).toMatch(/^firstName: /);
    expect(reasons[1]).toMatch(/^phone: Please specify a valid phone number/);
    expect(reasons[2]).toMatch(/not a vehicle of the catalog/);
    expect(reasons[3]).toMatch(/no 2013 Ford F-151/);
    expect(reasons[4]).toMatch(/has no engine "9.9L V12"/);
    expect(reasons[5]).toMatch(/year, make and model/);
    expect(reasons[6]).toMatch(/^plateState: /);
    expect(reasons[7]).toMatch(/^vin: /);
    expect(reasons[8]).toMatch(/is a 2013 Ford F-150, not the 2003 Honda Accord of the row/);
    expect(await customersOfShop(shop.id)).toBe(0);
  });

  it('refuses a file whose header names another column, or none of ours, with nothing written', async () => {
    const { token, shop } = await createShopWithUser(t);
    const unknown = await importFile(
      token,
      csv([
        ['firstName', 'lastName', 'nickname'],
        ['A', 'B', 'C'],
      ]),
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      code: 'UPLOAD_INVALID',
      errors: [{ row: 1, reason: expect.stringContaining('"nickname"') }],
    });
    const noNames = await importFile(token, csv([['email'], ['a@example.com']]));
    expect(noNames.json()).toMatchObject({
      errors: [{ row: 1, reason: expect.stringContaining('firstName and lastName') }],
    });
    const empty = await importFile(token, '');
    expect(empty.statusCode).toBe(422);
    expect(await customersOfShop(shop.id)).toBe(0);
  });

  it('answers 401 without a token, 403 to a non-web user and 415 for a body that is not multipart', async () => {
    expect((await importFile(undefined, csv([header]))).statusCode).toBe(401);
    const sms = await createShopUser(t, { customerTypeId: await customerTypeIdOf(t, 'SMS') });
    expect((await importFile(sms.token, csv([header]))).statusCode).toBe(403);
    const { call } = await createShopWithUser(t);
    const json = await call('POST', API.customerImport, { file: 'x' });
    expect(json.statusCode).toBe(415);
  });
});

describe('customers: the car-customer account link (issue 22, part 3)', () => {
  const FLEET = { accountNumber: '400001', name: 'Fleet Car Care' };

  it('links a customer to a car-customer account by its number, and unlinks with ""', async () => {
    const { call } = await createShopUser(t);
    const created = await createCustomer(call, {
      firstName: 'Carla',
      lastName: 'Fleetwood',
      carAccountNumber: FLEET.accountNumber,
    });
    expect(created.carAccount).toEqual(FLEET);
    expect((await getCustomer(call, created.id)).carAccount).toEqual(FLEET);
    const [row] = await t.db
      .select({ carAccountShopId: customers.carAccountShopId })
      .from(customers)
      .where(eq(customers.id, created.id));
    expect(row?.carAccountShopId).toBe(4001);

    const unlinked = await call('PUT', API.customer(created.id), {
      firstName: 'Carla',
      lastName: 'Fleetwood',
      carAccountNumber: '',
    });
    expect(unlinked.statusCode, unlinked.body).toBe(200);
    expect(CustomerSchema.parse(unlinked.json()).carAccount).toBeNull();
    // A change that leaves the field out unlinks too: every field as given.
    await call('PUT', API.customer(created.id), {
      firstName: 'Carla',
      lastName: 'Fleetwood',
      carAccountNumber: FLEET.accountNumber,
    });
    const relinked = await getCustomer(call, created.id);
    expect(relinked.carAccount).toEqual(FLEET);
    expect((await createCustomer(call, { firstName: 'Nolan', lastName: 'Plain' })).carAccount).toBe(
      null,
    );
  });

  it('refuses a number that is no car-customer account (422, the field named) or no number (400)', async () => {
    const { call } = await createShopUser(t);
    // 100001 is repair shop 1001's account: not a car customer. 999999 is no account.
    for (const number of ['100001', '999999']) {
      const created = await call('POST', API.customers, {
        firstName: 'Carla',
        lastName: 'Nowhere',
        carAccountNumber: number,
      });
      expect(created.statusCode, created.body).toBe(422);
      expect(created.json()).toMatchObject({
        code: 'CAR_ACCOUNT_NOT_FOUND',
        details: [{ path: 'carAccountNumber' }],
      });
    }
    const mine = await createCustomer(call, { firstName: 'Carla', lastName: 'Nowhere' });
    const changed = await call('PUT', API.customer(mine.id), {
      firstName: 'Carla',
      lastName: 'Nowhere',
      carAccountNumber: '100001',
    });
    expect(changed.statusCode, changed.body).toBe(422);
    expect((await getCustomer(call, mine.id)).carAccount).toBeNull();
    const malformed = await call('POST', API.customers, {
      firstName: 'Carla',
      lastName: 'Nowhere',
      carAccountNumber: 'FLEET-1',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ details: [{ path: 'carAccountNumber' }] });
  });

  it("keeps the kept customer's link on a merge, else takes the merged one's", async () => {
    const company = await createCompany(t.db);
    const other = await createShop(t.db, {
      companyId: company.id,
      shopName: 'Rideshare Fleet',
      carCustomer: true,
    });
    const { call } = await createShopUser(t);
    const merge = async (keep: CustomerInput, merged: CustomerInput) => {
      const kept = await createCustomer(call, keep);
      const gone = await createCustomer(call, merged);
      const response = await call('POST', API.customerMerge, { keepId: kept.id, mergeId: gone.id });
      expect(response.statusCode, response.body).toBe(200);
      return CustomerSchema.parse(response.json()).carAccount;
    };
    const person = { firstName: 'Carla', lastName: 'Merger' };
    expect(await merge(person, { ...person, carAccountNumber: FLEET.accountNumber })).toEqual(
      FLEET,
    );
    expect(
      await merge(
        { ...person, carAccountNumber: other.accountNumber },
        { ...person, carAccountNumber: FLEET.accountNumber },
      ),
    ).toEqual({ accountNumber: other.accountNumber, name: 'Rideshare Fleet' });
    expect(await merge(person, person)).toBeNull();
  });
});
