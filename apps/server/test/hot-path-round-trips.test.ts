import { API } from '@procounter/shared/contracts/api-paths';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_DATABASE_URL, type TestApp } from './helpers/build-test-app';
import { findCatalogBaseVehicleId } from './helpers/catalog';
import { type ApiCaller, createShopUser, createShopWithUser } from './helpers/shop-user';

// Issue 26: the hot calls in as few round trips to PostgreSQL as their rules allow. Each is counted
// on a warm process (the login checked and cached, the statements prepared): every statement sent
// (node-postgres's Client.query, BEGIN and COMMIT included). A change that adds a round trip to one
// of these calls fails here; docs/decisions/043 says why each count is what it is.

const describeOnPostgres = TEST_DATABASE_URL ? describe : describe.skip;
if (!TEST_DATABASE_URL) {
  console.log("hot-path-round-trips: skipped without DATABASE_URL (round trips are PostgreSQL's)");
}

let t: TestApp;
let call: ApiCaller;
let lookup: string;
let productId: number;

beforeAll(async () => {
  if (!TEST_DATABASE_URL) return;
  t = await buildTestApp();
  ({ call } = await createShopUser(t));
  const f150 = await findCatalogBaseVehicleId(t.db, 2013, 'Ford', 'F-150');
  expect((await call('POST', API.selectVehicle, { baseVehicleId: f150 })).statusCode).toBe(200);
  const types = await call('GET', '/parttypes/searchPartType.json?query=disc%20brake%20pad&max=5');
  const pad = (types.json() as { partTypeId: string; partTypeName: string }[]).find(
    (p) => p.partTypeName === 'Disc Brake Pad',
  )!;
  lookup = `/catalog/products?partTypeId=${pad.partTypeId}`;
  const parts = (await call('GET', lookup)).json() as {
    products: { productId: number; kitType: string | null }[];
  };
  productId = parts.products.find((p) => p.kitType === null)!.productId;
});
afterAll(() => t?.close());

/** The statements the requests send, counted at node-postgres's Client.query. */
async function roundTrips(
  send: () => Promise<
    { statusCode: number; body: string } | { statusCode: number; body: string }[]
  >,
) {
  const query = pg.Client.prototype.query;
  let count = 0;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    count += 1;
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  try {
    const responses = await send();
    for (const response of [responses].flat()) {
      expect(response.statusCode, response.body).toBe(200);
    }
  } finally {
    pg.Client.prototype.query = query;
  }
  return count;
}

describeOnPostgres('round trips of the hot calls, on a warm process', () => {
  it('parts lookup 1, miniquote.json 1, /current/user 1, addproduct 4, deleteitem 4', async () => {
    const add = () => call('POST', `${API.addProduct}?quantity=1`, { productId });
    const lineOf = (body: string) =>
      (
        JSON.parse(body) as { quoteProducts: { id: number; catalogKey: string | null }[] }
      ).quoteProducts.find((line) => line.catalogKey?.startsWith(`${productId}_`))!.id;
    // Warm: the login's check cached, each statement prepared on the connections it meets.
    for (let i = 0; i < 3; i++) {
      await call('GET', lookup);
      await call('GET', API.miniQuote);
      await call('GET', API.currentUser);
      const added = await add();
      await call('DELETE', `${API.miniQuoteDeleteItem}?worksheetDetailId=${lineOf(added.body)}`);
    }
    expect(await roundTrips(() => call('GET', lookup))).toBe(1);
    expect(await roundTrips(() => call('GET', API.miniQuote))).toBe(1);
    expect(await roundTrips(() => call('GET', API.currentUser))).toBe(1);
    let added = { statusCode: 0, body: '' };
    expect(
      await roundTrips(async () => {
        added = await add();
        return added;
      }),
    ).toBe(4);
    const line = lineOf(added.body);
    expect(
      await roundTrips(() =>
        call('DELETE', `${API.miniQuoteDeleteItem}?worksheetDetailId=${line}`),
      ),
    ).toBe(4);
  });

  // Issue 25: the part interchange reads the shop, its rates, the current vehicle and the matches
  // with their stock and fitment in one statement; the products come from the catalog's cache.
  it('part interchange 1', async () => {
    const path = `${API.interchange}?number=${encodeURIComponent('NL-10013493')}`;
    for (let i = 0; i < 3; i++) await call('GET', path);
    const answer = await call('GET', path);
    expect((answer.json() as { results: unknown[] }).results.length).toBeGreaterThan(0);
    expect(await roundTrips(() => call('GET', path))).toBe(1);
  });

  it('part interchange lookups at once: a few statements for 30 lookups of three shops, each its own', async () => {
    const shops = await Promise.all([1, 2, 3].map(() => createShopWithUser(t)));
    const numbers = ['NL-10013493', 'KD5Z-1001-GE', 'BS569W'];
    const lookUp = (n: number) =>
      shops[n % 3]!.call('GET', `${API.interchange}?number=${encodeURIComponent(numbers[n % 3]!)}`);
    for (const n of [0, 1, 2]) await lookUp(n);
    let answers: { statusCode: number; body: string }[] = [];
    const count = await roundTrips(async () => {
      answers = await Promise.all(Array.from({ length: 30 }, (_, n) => lookUp(n)));
      return answers;
    });
    expect(count).toBeLessThanOrEqual(3);
    answers.forEach((answer, n) => {
      const body = JSON.parse(answer.body) as { numberKey: string; results: unknown[] };
      expect(body.numberKey).toBe(numbers[n % 3]!.replace(/-/g, ''));
      expect(body.results.length).toBeGreaterThan(0);
    });
  });

  // Issue 22: a search whose page rows are kept asks only whether anything changed, and searches
  // that come while that is being asked go together as the next statement (lib/coalesce).
  it('customer searches at once: a few statements for 30 searches of three shops, each its own', async () => {
    const shops = await Promise.all([1, 2, 3].map(() => createShopWithUser(t)));
    for (const [i, shop] of shops.entries()) {
      const created = await shop.call('POST', API.customers, {
        firstName: 'Ona',
        lastName: `Batchwell${'abc'[i]}`,
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    const search = (i: number) =>
      shops[i]!.call('GET', `${API.customerSearch}?query=${encodeURIComponent('ona batch')}`);
    // Warm: each shop's index built, its page's rows kept, the statement prepared.
    for (let round = 0; round < 2; round++) for (const i of [0, 1, 2]) await search(i);
    let answers: { statusCode: number; body: string }[] = [];
    const count = await roundTrips(async () => {
      answers = await Promise.all(Array.from({ length: 30 }, (_, n) => search(n % 3)));
      return answers;
    });
    expect(count).toBeLessThanOrEqual(3);
    answers.forEach((answer, n) => {
      const body = JSON.parse(answer.body) as { content: { lastName: string }[] };
      expect(body.content.map((c) => c.lastName)).toEqual([`Batchwell${'abc'[n % 3]}`]);
    });
  });
});
