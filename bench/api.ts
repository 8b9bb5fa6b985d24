// The API figures of issue 7: every call it names, against the trivial /api/health in the same
// run, on the built server: login, /current/user, the picker calls, typeahead, parts lookup and
// miniquote.json and mini quote add/remove (issue 26). `npm run bench` reports them (PGlite and PostgreSQL); alone:
// Usage: npm run build && npm run bench:api [-- seconds connections]
// BENCH_PRODUCTS (1000000 for the benchmark scale), BENCH_DATABASE_URL and BENCH_PORT (3250) as in
// api-load.ts.
import type autocannon from 'autocannon';
import type { ApiContext, BenchCall, CallsOf } from './api-load';
import { runApiLoadBench } from './api-load';
import { isMain } from './support';

/** Shop users the mini quote calls spread over: at least one per connection. */
export const API_BENCH_USERS = 200;

interface PairContext {
  holder?: { token: string };
  lineId?: number;
  sentAt?: number;
}

/**
 * Mini quote add + remove, as a pair each connection repeats: POST addproduct, then DELETE
 * deleteitem of the line that answer holds. Each pair takes a shop user of its own from a pool
 * for its two requests and gives it back after, so no two connections change one quote at once
 * (a real quote has one user, and a shared one would serialise every connection on its row lock
 * and merge their lines).
 */
async function miniQuotePair(context: ApiContext, productId: number): Promise<BenchCall> {
  const logged = await context.loginUsers();
  const lineOf = (body: string) => {
    const summary = JSON.parse(body) as {
      quoteProducts: { id: number; catalogKey: string | null }[];
    };
    return summary.quoteProducts.find((line) => line.catalogKey?.startsWith(`${productId}_`))?.id;
  };
  return {
    call: 'mini quote add + remove (pair)',
    path: '/api/worksheet/rest/addproduct?quantity=1',
    sequence: (record) => {
      const free = logged.map(({ token }) => ({ token }));
      const auth = (c: PairContext) => ({ authorization: `Bearer ${c.holder!.token}` });
      const release = (c: PairContext) => {
        if (c.holder) free.push(c.holder);
        c.holder = undefined;
      };
      const add: autocannon.Request = {
        method: 'POST',
        path: '/api/worksheet/rest/addproduct?quantity=1',
        setupRequest: (request, raw) => {
          const c = raw as PairContext;
          // autocannon also builds a connection's first request once before sending it.
          c.holder ??= free.pop() ?? logged[Math.floor(Math.random() * logged.length)]!;
          c.sentAt = performance.now();
          return {
            ...request,
            headers: { ...request.headers, ...auth(c), 'content-type': 'application/json' },
            body: JSON.stringify({ productId }),
          };
        },
        onResponse: (status, body, raw) => {
          const c = raw as PairContext;
          record('add', performance.now() - c.sentAt!);
          c.lineId = status === 200 ? lineOf(body) : undefined;
          if (c.lineId === undefined) release(c);
        },
      };
      const remove: autocannon.Request = {
        method: 'DELETE',
        path: '/api/worksheet/rest/miniquote/deleteitem',
        // Without a line to remove (the add failed) autocannon starts the pair again.
        setupRequest: (request, raw) => {
          const c = raw as PairContext;
          if (c.lineId === undefined || !c.holder) return undefined as unknown as typeof request;
          c.sentAt = performance.now();
          return {
            ...request,
            path: `/api/worksheet/rest/miniquote/deleteitem?worksheetDetailId=${c.lineId}`,
            headers: { ...request.headers, ...auth(c) },
          };
        },
        onResponse: (_status, _body, raw) => {
          const c = raw as PairContext;
          record('remove', performance.now() - c.sentAt!);
          release(c);
        },
      };
      return [add, remove];
    },
  };
}

/** Issue 7's calls, health first. The lookups are tech's, with the 2013 Ford F-150 selected. */
export const issueApiCalls: CallsOf = async (context) => {
  const { api } = context;
  const makes = await api<{ id: number; value: string }[]>('/vehicle/select/v2/makes?year=2013');
  const ford = makes.find((m) => m.value === 'Ford')!.id;
  const models = await api<{ baseVehicleId: number; model: { value: string } }[]>(
    `/vehicle/select/v2/models?year=2013&makeId=${ford}`,
  );
  const f150 = models.find((m) => m.model.value === 'F-150')!.baseVehicleId;
  await api('/vehicle/select/v2/', { baseVehicleId: f150 });
  const found = await api<{ partTypeId: string; partTypeName: string }[]>(
    '/parttypes/searchPartType.json?query=disc%20brake%20pad&max=15&sort=RANK',
  );
  const pad = found.find((p) => p.partTypeName === 'Disc Brake Pad')!.partTypeId;
  const lookup = `/catalog/products?partTypeId=${pad}`;
  const parts = await api<{ products: { productId: number; kitType: string | null }[] }>(lookup);
  const product = parts.products.find((p) => p.kitType === null)!.productId;
  // The first typeahead builds the part type index; the figures are of the ones after.
  await api('/search/keyword/v3/typeahead?query=b&suggestionType=PART_TYPE');
  const users =
    context.users.length > 0 ? context.users : [{ loginName: 'tech', password: 'procounter-demo' }];
  let nextUser = 0;

  return [
    { call: 'health (trivial)', path: '/api/health', token: null },
    {
      call: 'login',
      path: '/api/auth/rest/login',
      method: 'POST',
      token: null,
      // argon2 is slow by design: at 200 connections a login waits in line for seconds.
      timeoutSeconds: 60,
      sequence: () => [
        {
          method: 'POST',
          path: '/api/auth/rest/login',
          // The prepared shop users in turn, as a shop's morning brings many users, not one.
          setupRequest: (request) => {
            const user = users[nextUser++ % users.length]!;
            return {
              ...request,
              headers: { ...request.headers, 'content-type': 'application/json' },
              body: JSON.stringify({ loginName: user.loginName, password: user.password }),
            };
          },
        },
      ],
    },
    { call: 'current/user', path: '/api/current/user' },
    { call: 'vehicleSelectorData', path: '/api/vehicle/select/vehicleSelectorData' },
    { call: 'makes', path: '/api/vehicle/select/v2/makes?year=2013' },
    { call: 'models', path: `/api/vehicle/select/v2/models?year=2013&makeId=${ford}` },
    { call: 'engines', path: `/api/vehicle/select/engines?baseVehicleId=${f150}` },
    { call: 'submodels', path: `/api/vehicle/select/submodels?baseVehicleId=${f150}` },
    {
      call: 'typeahead "brake pa"',
      path: '/api/search/keyword/v3/typeahead?query=brake%20pa&suggestionType=PART_TYPE',
    },
    { call: 'parts lookup (F-150 brake pads)', path: `/api${lookup}` },
    { call: 'miniquote.json', path: '/api/worksheet/rest/miniquote.json' },
    // Issue 25: the part interchange of the F-150's front pads' Northline number (the demo
    // catalog's first products, the same at every scale).
    {
      call: 'interchange (a competitor number)',
      path: '/api/catalog/interchange?number=NL-10013493',
    },
    { call: 'interchange (an OE number)', path: '/api/catalog/interchange?number=KD5Z-1001-GE' },
    await miniQuotePair(context, product),
  ];
};

if (isMain(import.meta.url)) {
  await runApiLoadBench({
    name: 'api',
    defaultPort: 3250,
    calls: issueApiCalls,
    users: API_BENCH_USERS,
  });
}
