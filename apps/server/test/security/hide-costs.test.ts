import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groups } from '../../src/db/schema/index';
import { createUser } from '../../src/db/seed/factories';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import {
  type CatalogFixtures,
  createOwnResources,
  loadCatalogFixtures,
  loginOver,
} from './fixtures';
import { type HttpAnswer, type HttpSend, httpClient, listen } from './http-client';
import { type CallerContext, ROUTE_CALLS, type SharedFixtures } from './route-calls';

// A shop with hideCosts never receives a cost (DESIGN.md section 6b). The routes are taken from the
// server itself, not from a list kept by hand: every route whose answer schema (the OpenAPI
// document the server builds from its zod contracts) has a field named like "cost", and every
// route under the product, quote and order paths. Each is called, with the request the
// authorization matrix uses (route-calls.ts), as a user of a hideCosts shop, and as a user of a
// shop that shows costs for a control: the control's answers must carry costs where the
// hideCosts user's carry none, so the check cannot pass by looking at answers without any.

/**
 * Where products, quotes and orders are answered (under /api): the quote a customer approves too
 * (the approval page's calls), which never carries a cost whatever the shop.
 */
const MONEY_PATHS = [
  '/api/worksheet/',
  '/api/stockorders/',
  '/api/catalog/',
  '/api/product/',
  '/api/public/approval/',
];
/** A field that holds a cost. */
const COST_NAME = /cost/i;

/** Answers that must carry costs for the control user: the check sees costs when there are some. */
const KNOWN_COST_ROUTES = [
  'GET /api/worksheet/rest/miniquote.json',
  'POST /api/worksheet/rest/addproduct',
  'POST /api/worksheet/rest/addkit',
  'POST /api/worksheet/rest/enterprise/addKit',
  'POST /api/worksheet/rest/nonProductItem',
  'DELETE /api/worksheet/rest/miniquote/deleteitem',
  'POST /api/stockorders/addProducts/0',
  'GET /api/worksheet/rest/:id',
  'GET /api/worksheet/rest/enterprise/:id',
  'GET /api/catalog/products',
  'GET /api/catalog/interchange',
  'GET /api/parttypes/packageJobPartTypes',
  'GET /api/parttypes/crossSellPartTypes',
  'POST /api/worksheet/rest/addPackageJob',
  'POST /api/worksheet/rest/submit',
  'GET /api/search/keyword/preprocess',
  'GET /api/stockorders/partsearch',
];

type JsonSchema = {
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema | JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
};
interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

/** Every property name a JSON schema declares, at any depth. */
function fieldNames(schema: JsonSchema | undefined, into = new Set<string>()): Set<string> {
  if (!schema || typeof schema !== 'object') return into;
  for (const [name, inner] of Object.entries(schema.properties ?? {})) {
    into.add(name);
    fieldNames(inner, into);
  }
  const items = Array.isArray(schema.items) ? schema.items : [schema.items];
  for (const inner of [
    ...items,
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
    ...(schema.allOf ?? []),
  ]) {
    fieldNames(inner, into);
  }
  if (typeof schema.additionalProperties === 'object')
    fieldNames(schema.additionalProperties, into);
  return into;
}

/** Paths (a.b[2].c) of every field named like a cost that holds a number. */
function numericCosts(value: unknown, path = '$', found: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) numericCosts(item, `${path}[${i}]`, found);
  } else if (value !== null && typeof value === 'object') {
    for (const [name, inner] of Object.entries(value)) {
      const at = `${path}.${name}`;
      if (COST_NAME.test(name) && typeof inner === 'number') found.push(`${at} = ${inner}`);
      numericCosts(inner, at, found);
    }
  }
  return found;
}

/** Whether an answer carries any positive amount named like a price (a quote that is not empty). */
function hasPrice(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasPrice);
  if (value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(
    ([name, inner]) =>
      (/price/i.test(name) && typeof inner === 'number' && inner > 0) || hasPrice(inner),
  );
}

let t: TestApp;
let send: HttpSend;
let catalog: CatalogFixtures;
/** 'METHOD /api/path' of every route that answers products, quotes or orders. */
let moneyRoutes: string[];

beforeAll(async () => {
  t = await buildTestApp();
  send = httpClient(await listen(t.app));
  catalog = await loadCatalogFixtures(t.db);
  const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  moneyRoutes = t.app.routeAccess
    .filter((route) => {
      const operation = doc.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[
        route.method.toLowerCase()
      ] as Operation | undefined;
      const names = new Set<string>();
      for (const [status, response] of Object.entries(operation?.responses ?? {})) {
        if (!status.startsWith('2')) continue;
        for (const media of Object.values(response.content ?? {})) fieldNames(media.schema, names);
      }
      return (
        [...names].some((name) => COST_NAME.test(name)) ||
        MONEY_PATHS.some((prefix) => route.url.startsWith(prefix))
      );
    })
    .map((route) => `${route.method} ${route.url}`);
}, 120_000);
afterAll(() => t.close());

/** A new user of the shop, logged in, with its own quote, stock order and recent vehicle. */
async function callerOf(shopId: number, label: string): Promise<CallerContext> {
  const user = await createUser(t.db, { shopIds: [shopId] });
  const tokens = await loginOver(send, user.loginName);
  const own = await createOwnResources(t.db, send, tokens.access_token, catalog, label);
  return {
    name: user.loginName,
    tokens,
    trackingToken: '',
    own,
    // The routes called here read the catalog rows only; the rest belongs to other routes.
    shared: { catalog } as SharedFixtures,
    freshTokens: () => loginOver(send, user.loginName),
    send,
  };
}

/** Calls every money route as the caller, in the matrix's phases: key -> answer. */
async function callEveryMoneyRoute(ctx: CallerContext) {
  const answers = new Map<string, HttpAnswer>();
  // The matrix's order: within a phase, route-calls.ts order (a line is removed before the order).
  const keys = Object.keys(ROUTE_CALLS).filter((key) => moneyRoutes.includes(key));
  for (const phase of [0, 1, 2] as const) {
    for (const key of keys) {
      const routeCall = ROUTE_CALLS[key]!;
      if (routeCall.phase !== phase) continue;
      const request = await routeCall.request(ctx);
      const answer = await send({
        method: key.split(' ')[0]!,
        ...request,
        token: request.token === undefined ? ctx.tokens!.access_token : request.token,
      });
      answers.set(key, answer);
      if (answer.status < 300) await routeCall.after?.(answer, ctx, request);
    }
  }
  return answers;
}

describe('a shop with hideCosts', () => {
  it('receives no cost from any route that answers products, quotes or orders', {
    timeout: 120_000,
  }, async () => {
    expect(moneyRoutes, 'the routes found include every known answer with costs').toEqual(
      expect.arrayContaining(KNOWN_COST_ROUTES),
    );
    const withoutCall = moneyRoutes.filter((key) => !ROUTE_CALLS[key]);
    expect(withoutCall, 'routes that answer money but have no request in route-calls.ts').toEqual(
      [],
    );

    // Shop 1002 hides costs; 1001 shows them.
    const hidden = await callEveryMoneyRoute(await callerOf(1002, 'hidecosts'));
    const shown = await callEveryMoneyRoute(await callerOf(1001, 'showcosts'));

    const failures: string[] = [];
    for (const key of moneyRoutes) {
      const answer = hidden.get(key)!;
      // An answer that is not a success proves nothing: every call must reach its handler.
      if (answer.status >= 300) failures.push(`${key}: answered ${answer.status} ${answer.text}`);
      for (const leak of numericCosts(answer.body)) failures.push(`${key}: ${leak}`);
    }
    expect(failures).toEqual([]);

    const shownCosts = moneyRoutes.filter((key) => numericCosts(shown.get(key)!.body).length > 0);
    expect(shownCosts, 'the control shop receives costs from these routes').toEqual(
      expect.arrayContaining(KNOWN_COST_ROUTES),
    );
    // A customer's page never carries a cost, whatever the shop shows its own users.
    expect(shownCosts.filter((key) => key.includes('/api/public/'))).toEqual([]);
    // The hideCosts answers are not empty quotes: they carry the customer prices instead.
    for (const key of KNOWN_COST_ROUTES) {
      expect(hasPrice(hidden.get(key)!.body), `${key} shows prices`).toBe(true);
    }
    console.info(
      `hideCosts: ${moneyRoutes.length} routes answer products, quotes or orders; ` +
        `${hidden.size + shown.size} calls (${hidden.size} as the hideCosts shop, ` +
        `${shown.size} as the control); ${shownCosts.length} routes carry costs when shown`,
    );
  });
});

/** The one request field that may carry money: the shop's own rate for labor and other lines. */
const PRICE_INPUTS: Record<string, string[]> = {
  'POST /api/worksheet/rest/nonProductItem': ['customerPrice'],
};
const MONEY_NAME = /price|cost/i;

interface InputOperation {
  parameters?: { name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** Each property named like money in a schema, with its schema. */
function moneyFields(schema: JsonSchema | undefined, into: [string, JsonSchema][] = []) {
  if (!schema || typeof schema !== 'object') return into;
  for (const [name, inner] of Object.entries(schema.properties ?? {})) {
    if (MONEY_NAME.test(name)) into.push([name, inner]);
    moneyFields(inner, into);
  }
  const items = Array.isArray(schema.items) ? schema.items : [schema.items];
  for (const inner of [...items, ...(schema.anyOf ?? []), ...(schema.allOf ?? [])]) {
    moneyFields(inner, into);
  }
  return into;
}

describe('requests', () => {
  it('set no price and no cost, and no line at a price of 0', () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, InputOperation>> };
    const found: Record<string, string[]> = {};
    const zeroAllowed: string[] = [];
    for (const route of t.app.routeAccess) {
      const key = `${route.method} ${route.url}`;
      const operation =
        doc.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      const fields: [string, JsonSchema][] = [];
      for (const media of Object.values(operation?.requestBody?.content ?? {})) {
        moneyFields(media.schema, fields);
      }
      for (const parameter of operation?.parameters ?? []) {
        if (MONEY_NAME.test(parameter.name)) fields.push([parameter.name, parameter.schema ?? {}]);
      }
      if (fields.length === 0) continue;
      found[key] = fields.map(([name]) => name);
      for (const [name, schema] of fields) {
        const bounds = schema as { minimum?: number; exclusiveMinimum?: number };
        const positive =
          (bounds.exclusiveMinimum !== undefined && bounds.exclusiveMinimum >= 0) ||
          (bounds.minimum !== undefined && bounds.minimum > 0);
        if (!positive) zeroAllowed.push(`${key} ${name}`);
      }
    }
    expect(found).toEqual(PRICE_INPUTS);
    expect(zeroAllowed, 'money fields that take 0').toEqual([]);
  });
});

// The shop's account (issue 23 part 1): statements, invoices and earn-backs are at cost, so every
// route under these paths answers 403 COSTS_HIDDEN to a shop that hides costs, and not to a shop
// that shows them. The routes are read from the server, so a new one is covered when it is added.
const ACCOUNT_PATHS = ['/api/admin/statements', '/api/admin/invoices', '/api/admin/earnback'];

describe("a shop with hideCosts and the shop's account", () => {
  it('is refused every statement, invoice and earn-back route with COSTS_HIDDEN', {
    timeout: 60_000,
  }, async () => {
    const keys = t.app.routeAccess
      .filter((route) => ACCOUNT_PATHS.some((prefix) => route.url.startsWith(prefix)))
      .map((route) => `${route.method} ${route.url}`);
    expect(keys.length).toBeGreaterThanOrEqual(8);
    const [group] = await t.db.select().from(groups).where(eq(groups.name, 'SHOP_EMPLOYEE'));
    const employeeOf = async (shopId: number): Promise<CallerContext> => {
      const user = await createUser(t.db, { shopIds: [shopId], groupId: group!.id });
      const tokens = await loginOver(send, user.loginName);
      return {
        name: user.loginName,
        tokens,
        trackingToken: '',
        own: {} as CallerContext['own'],
        shared: { catalog } as SharedFixtures,
        freshTokens: () => loginOver(send, user.loginName),
        send,
      };
    };
    const hidden = await employeeOf(1002);
    const shown = await employeeOf(1001);
    const failures: string[] = [];
    for (const key of keys) {
      const routeCall = ROUTE_CALLS[key];
      if (!routeCall) {
        failures.push(`${key}: no request in route-calls.ts`);
        continue;
      }
      for (const [ctx, refused] of [
        [hidden, true],
        [shown, false],
      ] as const) {
        const request = await routeCall.request(ctx);
        const answer = await send({
          method: key.split(' ')[0]!,
          ...request,
          token: ctx.tokens!.access_token,
        });
        const code = (answer.body as { code?: string } | null)?.code;
        if (refused && (answer.status !== 403 || code !== 'COSTS_HIDDEN')) {
          failures.push(`${key} (hideCosts): answered ${answer.status} ${code}`);
        }
        if (!refused && answer.status === 403) failures.push(`${key} (control): answered 403`);
      }
    }
    expect(failures).toEqual([]);
  });
});
