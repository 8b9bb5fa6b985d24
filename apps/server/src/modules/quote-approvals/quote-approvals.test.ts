import { randomUUID } from 'node:crypto';
import { API, API_PREFIX } from '@procounter/shared/contracts/api-paths';
import {
  APPROVAL_TOKEN_PATTERN,
  type ApprovalLinkCreated,
  ApprovalLinkCreatedSchema,
  type PublicQuote,
  PublicQuoteSchema,
  type QuoteApprovalStatus,
  QuoteApprovalStatusSchema,
} from '@procounter/shared/contracts/quote-approval';
import {
  WorksheetSchema,
  WorksheetSearchResultSchema,
} from '@procounter/shared/contracts/worksheet';
import { computeCustomerTotals } from '@procounter/shared/domain/customer-totals';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { findCatalogBaseVehicleId } from '../../../test/helpers/catalog';
import {
  type ApiCaller,
  createShopUser,
  createShopWithUser,
} from '../../../test/helpers/shop-user';
import { DAY, MINUTE, TestClock } from '../../../test/helpers/test-clock';
import {
  kits,
  mailOutbox,
  products,
  quoteApprovalDecisions,
  quoteApprovalLinks,
} from '../../db/schema/index';

const PUBLIC_URL = 'https://quotes.example.com';

let t: TestApp;
let clock: TestClock;
const logLines: string[] = [];
let f150: number;
let partId: number;
let kitId: number;
let call: ApiCaller;

beforeAll(async () => {
  clock = new TestClock();
  t = await buildTestApp({
    clock,
    logStream: { write: (line) => logLines.push(line) },
    env: {
      PUBLIC_URL: `${PUBLIC_URL}/`,
      // The rate limit has its own app below; this file's calls all come from one address.
      PUBLIC_APPROVAL_RATE_LIMIT_PER_TOKEN: '10000',
      PUBLIC_APPROVAL_RATE_LIMIT_PER_ADDRESS: '10000',
    },
  });
  f150 = (await findCatalogBaseVehicleId(t.db, 2013, 'Ford', 'F-150'))!;
  // A priced product that is not a kit.
  const [part] = await t.db
    .select({ id: products.id })
    .from(products)
    .leftJoin(kits, eq(kits.productId, products.id))
    .where(and(isNotNull(products.customerPrice), isNull(kits.productId)))
    .orderBy(asc(products.id))
    .limit(1);
  partId = part!.id;
  const [kit] = await t.db.select({ id: kits.productId }).from(kits).orderBy(asc(kits.productId));
  kitId = kit!.id;
  ({ call } = await createShopUser(t));
});
afterAll(() => t.close());

const ok = <T>(response: { statusCode: number; body: string; json(): unknown }, status = 200) => {
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as T;
};

const publicGet = (token: string, remoteAddress?: string) =>
  t.app.inject({
    method: 'GET',
    url: `${API_PREFIX}${API.publicApproval(token)}`,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const publicDecide = (token: string, payload: object, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url: `${API_PREFIX}${API.publicApprovalDecision(token)}`,
    headers: { 'user-agent': 'Mozilla/5.0 (iPhone) approval-test' },
    payload,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

/**
 * A new quote, the user's current one: the F-150, a part, a sourced kit and 1.5 hours of labor,
 * naming a customer by typed names (unless `customer` is false).
 */
async function buildQuote(caller: ApiCaller, { customer = true, lastName = 'Alvarez' } = {}) {
  ok(await caller('POST', API.selectDefault, { id: 0 }));
  ok(await caller('POST', API.selectVehicle, { baseVehicleId: f150 }));
  ok(await caller('POST', `${API.addProduct}?quantity=2`, { productId: partId }));
  ok(await caller('POST', `${API.addKit}?quantity=1`, { kitId }));
  const summary = ok<{ quoteDetails: { worksheetHeaderId: number } }>(
    await caller('POST', API.nonProductItem, {
      type: 'LABOR',
      description: 'Brake job',
      customerPrice: 125,
      quantity: 1.5,
    }),
  );
  if (customer) {
    ok(
      await caller('POST', API.vehicleCustomer, {
        shopCustomerFirst: 'Rosa',
        shopCustomerLast: lastName,
      }),
    );
  }
  return summary.quoteDetails.worksheetHeaderId;
}

async function sendQuote(caller: ApiCaller, worksheetId: number, body: object = {}) {
  return ok<ApprovalLinkCreated>(await caller('POST', API.approvalLinks(worksheetId), body), 201);
}

const tokenOf = (created: ApprovalLinkCreated) => created.url.split('/').pop()!;

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) keysOf(v, out);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.push(k);
      keysOf(v, out);
    }
  }
  return out;
}

describe('the customer approves a quote from a link', () => {
  let worksheetId: number;
  let created: ApprovalLinkCreated;
  let token: string;
  let quote: PublicQuote;

  it('sends a quote: 201, an absolute url on PUBLIC_URL with a fresh token, SENT', async () => {
    worksheetId = await buildQuote(call);
    created = await sendQuote(call, worksheetId);
    expect(ApprovalLinkCreatedSchema.parse(created)).toEqual(created);
    token = tokenOf(created);
    expect(token).toMatch(APPROVAL_TOKEN_PATTERN);
    expect(created.url).toBe(`${PUBLIC_URL}/approve/${token}`);
    expect(created.emailed).toBe(false);
    expect(created.link).toMatchObject({ state: 'SENT', lineCount: 3, language: 'en' });
    expect(created.link.createdByName).not.toBe('');
    const expiry = new Date(created.link.expiresAt).getTime() - clock.now().getTime();
    expect(expiry).toBe(7 * DAY);
    // Only the hash is stored.
    const rows = await t.db
      .select({ tokenHash: quoteApprovalLinks.tokenHash })
      .from(quoteApprovalLinks)
      .where(eq(quoteApprovalLinks.id, created.link.id));
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    // A second link has another token.
    const again = await sendQuote(call, worksheetId, { days: 2, language: 'es' });
    expect(tokenOf(again)).not.toBe(token);
    expect(again.link.language).toBe('es');
    const status = ok<QuoteApprovalStatus>(await call('GET', API.approvalStatus(worksheetId)));
    expect(QuoteApprovalStatusSchema.parse(status)).toEqual(status);
    expect(status.links.map((l) => l.id)).toEqual([again.link.id, created.link.id]);
    expect(status.latest?.id).toBe(again.link.id);
    ok(await call('DELETE', API.approvalLink(worksheetId, again.link.id)));
  });

  it('shows the customer the quote without any cost, marks the link VIEWED, no-store', async () => {
    const response = await publicGet(token);
    quote = ok<PublicQuote>(response);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(PublicQuoteSchema.parse(quote)).toEqual(quote);
    expect(keysOf(quote).filter((k) => /cost|lineCode/i.test(k))).toEqual([]);
    expect(quote).toMatchObject({
      state: 'VIEWED',
      customerFirstName: 'Rosa',
      quoteNumber: worksheetId,
      shop: { name: 'Lone Star Auto Repair - Main St' },
      decision: null,
    });
    expect(quote.vehicle).toMatch(/^2013 Ford F-150/);
    expect(quote.lines.map((l) => l.kind)).toEqual(['PART', 'KIT', 'LABOR']);
    expect(quote.lines[1]!.kitParts.length).toBeGreaterThan(0);
    // Shop 1001 taxes parts at 8.25% and labor at 0 (no labor tax).
    expect(quote.totals).toEqual(computeCustomerTotals(quote.lines, { parts: 8.25, labor: 0 }));
    expect(quote.totals.partsTax?.rate).toBe(8.25);
    expect(quote.totals.laborTax).toBeNull();
    const status = ok<QuoteApprovalStatus>(await call('GET', API.approvalStatus(worksheetId)));
    const link = status.links.find((l) => l.id === created.link.id)!;
    expect(link.state).toBe('VIEWED');
    expect(link.viewedAt).not.toBeNull();
    expect(link.total).toBe(quote.totals.total);
    // The first read's time stays.
    clock.advance(MINUTE);
    ok(await publicGet(token));
    const again = ok<QuoteApprovalStatus>(await call('GET', API.approvalStatus(worksheetId)));
    expect(again.links.find((l) => l.id === created.link.id)!.viewedAt).toBe(link.viewedAt);
  });

  it('refuses a decision that does not name every line exactly once (400)', async () => {
    const [part, kit, labor] = quote.lines;
    const base = { version: quote.version, name: 'Rosa Alvarez' };
    for (const lines of [
      [{ lineId: part!.lineId, approved: true }],
      [part, kit, labor, part].map((l) => ({ lineId: l!.lineId, approved: true })),
      [part, kit]
        .map((l) => ({ lineId: l!.lineId, approved: true }))
        .concat({
          lineId: 999_999,
          approved: true,
        }),
    ]) {
      const response = await publicDecide(token, { ...base, lines });
      expect(response.statusCode, response.body).toBe(400);
    }
    expect((await publicDecide(token, { ...base, name: '', lines: [] })).statusCode).toBe(400);
  });

  it('records a decision approving 2 of 3 lines: APPROVED, the approved totals', async () => {
    const [part, kit, labor] = quote.lines;
    const response = await publicDecide(token, {
      version: quote.version,
      name: 'Rosa Alvarez',
      lines: [
        { lineId: labor!.lineId, approved: true },
        { lineId: part!.lineId, approved: true },
        { lineId: kit!.lineId, approved: false },
      ],
    });
    const decided = ok<PublicQuote>(response);
    expect(decided.state).toBe('APPROVED');
    expect(decided.decision).toMatchObject({ name: 'Rosa Alvarez' });
    expect(decided.decision!.lines).toEqual([
      { lineId: part!.lineId, approved: true },
      { lineId: kit!.lineId, approved: false },
      { lineId: labor!.lineId, approved: true },
    ]);
    expect(decided.decision!.approvedTotals).toEqual(
      computeCustomerTotals([part!, labor!], { parts: 8.25, labor: 0 }),
    );
    const [row] = await t.db
      .select()
      .from(quoteApprovalDecisions)
      .where(eq(quoteApprovalDecisions.linkId, created.link.id));
    expect(row).toMatchObject({
      address: '127.0.0.1',
      userAgent: 'Mozilla/5.0 (iPhone) approval-test',
    });
    const status = ok<QuoteApprovalStatus>(await call('GET', API.approvalStatus(worksheetId)));
    const link = status.links.find((l) => l.id === created.link.id)!;
    expect(link.state).toBe('APPROVED');
    expect(link.decision).toMatchObject({
      approvedCount: 2,
      approvedTotal: decided.decision!.approvedTotals.total,
    });
  });

  it('takes no second decision (409 APPROVAL_CLOSED with the state)', async () => {
    const response = await publicDecide(token, {
      version: quote.version,
      name: 'Someone Else',
      lines: quote.lines.map((l) => ({ lineId: l.lineId, approved: false })),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'APPROVAL_CLOSED', state: 'APPROVED' });
  });

  it("names the newest link's state on the Quotes and Orders rows", async () => {
    const search = ok<{ content: { worksheetId: number; approval: unknown }[] }>(
      await call('GET', `${API.worksheetSearch}?keywords=Alvarez&size=100`),
    );
    expect(WorksheetSearchResultSchema.parse(search)).toBeTruthy();
    const row = search.content.find((r) => r.worksheetId === worksheetId);
    // The newest link is the revoked one sent second.
    expect(row?.approval).toEqual({ state: 'REVOKED', approvedCount: 0, lineCount: 3 });
  });

  it('applies the approval: the declined kit goes with its parts, the quote is current; once', async () => {
    // The user has moved on to another quote meanwhile.
    ok(await call('POST', API.selectDefault, { id: 0 }));
    const before = ok<{ items: { itemType: string; parentWorksheetDetailId: number | null }[] }>(
      await call('GET', API.worksheet(worksheetId)),
    );
    expect(before.items.some((i) => i.itemType === 'KIT_SUMMARY')).toBe(true);
    const applied = ok<QuoteApprovalStatus>(
      await call('POST', API.approvalApply(worksheetId, created.link.id)),
    );
    const link = applied.links.find((l) => l.id === created.link.id)!;
    expect(link.appliedAt).not.toBeNull();
    expect(link.state).toBe('APPROVED');
    const after = WorksheetSchema.parse(ok(await call('GET', API.worksheet(worksheetId))));
    expect(after.items.map((i) => i.itemType)).toEqual(['PART', 'LABOR']);
    const mini = ok<{ quoteDetails: { worksheetHeaderId: number } }>(
      await call('GET', API.miniQuote),
    );
    expect(mini.quoteDetails.worksheetHeaderId).toBe(worksheetId);
    // Again: nothing changes, the same answer.
    const again = ok<QuoteApprovalStatus>(
      await call('POST', API.approvalApply(worksheetId, created.link.id)),
    );
    expect(again).toEqual(applied);
    const still = WorksheetSchema.parse(ok(await call('GET', API.worksheet(worksheetId))));
    expect(still.items).toEqual(after.items);
    // The approved version stays readable to the customer.
    const read = ok<PublicQuote>(await publicGet(token));
    expect(read.state).toBe('APPROVED');
    expect(read.lines).toEqual(quote.lines);
  });

  it('marks a link CHANGED once the quote changes; the new version gets a new link', async () => {
    const id = await buildQuote(call, { lastName: 'Changed' });
    const first = await sendQuote(call, id);
    const firstQuote = ok<PublicQuote>(await publicGet(tokenOf(first)));
    const decision = {
      version: firstQuote.version,
      name: 'Rosa Changed',
      lines: firstQuote.lines.map((l) => ({ lineId: l.lineId, approved: true })),
    };
    // Applying a link without a decision is refused.
    const early = await call('POST', API.approvalApply(id, first.link.id));
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('APPROVAL_NOT_CURRENT');
    // The shop adds a line.
    ok(
      await call('POST', API.nonProductItem, {
        type: 'OTHER',
        description: 'Shop supplies',
        customerPrice: 4.5,
        quantity: 1,
      }),
    );
    const changed = ok<PublicQuote>(await publicGet(tokenOf(first)));
    expect(changed.state).toBe('CHANGED');
    expect(changed.lines).toEqual(firstQuote.lines);
    const refused = await publicDecide(tokenOf(first), decision);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'APPROVAL_CLOSED', state: 'CHANGED' });
    const second = await sendQuote(call, id);
    expect(second.link.lineCount).toBe(4);
    const secondQuote = ok<PublicQuote>(await publicGet(tokenOf(second)));
    expect(secondQuote.version).not.toBe(firstQuote.version);
    // The old version is not taken on the new link either.
    const stale = await publicDecide(tokenOf(second), decision);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('APPROVAL_CLOSED');
    const declined = ok<PublicQuote>(
      await publicDecide(tokenOf(second), {
        version: secondQuote.version,
        name: 'Rosa Changed',
        lines: secondQuote.lines.map((l) => ({ lineId: l.lineId, approved: false })),
      }),
    );
    expect(declined.state).toBe('DECLINED');
    const status = ok<QuoteApprovalStatus>(await call('GET', API.approvalStatus(id)));
    expect(status.links.map((l) => l.state)).toEqual(['DECLINED', 'CHANGED']);
    // A declined link is not applied.
    const apply = await call('POST', API.approvalApply(id, second.link.id));
    expect(apply.statusCode).toBe(409);
    expect(apply.json().code).toBe('APPROVAL_NOT_CURRENT');
    const search = ok<{ content: { worksheetId: number; approval: unknown }[] }>(
      await call('GET', `${API.worksheetSearch}?keywords=Changed`),
    );
    expect(search.content.find((r) => r.worksheetId === id)?.approval).toEqual({
      state: 'DECLINED',
      approvedCount: 0,
      lineCount: 4,
    });
  });

  it('refuses to apply an approval of a version the quote no longer is', async () => {
    const id = await buildQuote(call, { lastName: 'Stale' });
    const link = await sendQuote(call, id);
    const read = ok<PublicQuote>(await publicGet(tokenOf(link)));
    ok(
      await publicDecide(tokenOf(link), {
        version: read.version,
        name: 'Rosa Stale',
        lines: read.lines.map((l) => ({ lineId: l.lineId, approved: true })),
      }),
    );
    ok(
      await call('POST', API.nonProductItem, {
        type: 'OTHER',
        description: 'Disposal fee',
        customerPrice: 3,
        quantity: 1,
      }),
    );
    // Decided before the change: it stays APPROVED, but no longer applies.
    expect(ok<PublicQuote>(await publicGet(tokenOf(link))).state).toBe('APPROVED');
    const apply = await call('POST', API.approvalApply(id, link.link.id));
    expect(apply.statusCode).toBe(409);
    expect(apply.json().code).toBe('APPROVAL_NOT_CURRENT');
  });

  it('revokes a link: its page answers 404 from then on', async () => {
    const id = await buildQuote(call, { lastName: 'Revoked' });
    const link = await sendQuote(call, id);
    ok(await publicGet(tokenOf(link)));
    const status = ok<QuoteApprovalStatus>(
      await call('DELETE', API.approvalLink(id, link.link.id)),
    );
    expect(status.latest).toMatchObject({ id: link.link.id, state: 'REVOKED' });
    expect(status.latest!.revokedAt).not.toBeNull();
    const read = await publicGet(tokenOf(link));
    expect(read.statusCode).toBe(404);
    expect(read.json().code).toBe('NOT_FOUND');
    const decide = await publicDecide(tokenOf(link), {
      version: 'x',
      name: 'Rosa Revoked',
      lines: [{ lineId: 1, approved: true }],
    });
    expect(decide.statusCode).toBe(404);
    expect((await call('DELETE', API.approvalLink(id, 999_999))).statusCode).toBe(404);
  });

  it('answers 404 NOT_FOUND for an unknown or malformed token', async () => {
    const unknown = 'A'.repeat(43);
    for (const candidate of [
      unknown,
      'short',
      `${unknown}B`,
      'not%20a%20token',
      '..%2F..%2Fetc',
      // The longest path parameter the router takes (Fastify's maxParamLength, 100; longer: 414).
      'x'.repeat(100),
    ]) {
      const read = await publicGet(candidate);
      expect(read.statusCode, candidate).toBe(404);
      expect(read.json().code, candidate).toBe('NOT_FOUND');
      const decide = await publicDecide(candidate, {
        version: 'v',
        name: 'Rosa Alvarez',
        lines: [{ lineId: 1, approved: true }],
      });
      expect(decide.statusCode, candidate).toBe(404);
    }
  });

  it('refuses to send a quote without a customer, without lines, or ordered', async () => {
    const noCustomer = await buildQuote(call, { customer: false });
    const refused = await call('POST', API.approvalLinks(noCustomer), {});
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('CUSTOMER_REQUIRED');
    expect((await call('POST', API.approvalLinks(noCustomer), { days: 31 })).statusCode).toBe(400);

    ok(await call('POST', API.selectDefault, { id: 0 }));
    ok(await call('POST', API.selectVehicle, { baseVehicleId: f150 }));
    ok(
      await call('POST', API.vehicleCustomer, {
        shopCustomerFirst: 'Rosa',
        shopCustomerLast: 'Empty',
      }),
    );
    const empty = ok<{ quoteDetails: { worksheetHeaderId: number } }>(
      await call('GET', API.miniQuote),
    ).quoteDetails.worksheetHeaderId;
    const none = await call('POST', API.approvalLinks(empty), {});
    expect(none.statusCode).toBe(422);
    expect(none.json().code).toBe('WORKSHEET_EMPTY');

    const ordered = await buildQuote(call, { lastName: 'Ordered' });
    const sent = await sendQuote(call, ordered);
    ok(
      await call('POST', API.worksheetSubmit, {
        idempotencyKey: randomUUID(),
        worksheetId: ordered,
        acknowledgeAvailability: true,
      }),
    );
    const locked = await call('POST', API.approvalLinks(ordered), {});
    expect(locked.statusCode).toBe(409);
    expect(locked.json().code).toBe('WORKSHEET_LOCKED');
    // An open link of an ordered quote is CHANGED: the customer can no longer approve it.
    expect(ok<PublicQuote>(await publicGet(tokenOf(sent))).state).toBe('CHANGED');
  });

  it("answers 404 for another shop's quote on every shop call, and 401 without a token", async () => {
    const id = await buildQuote(call, { lastName: 'Tenant' });
    const link = await sendQuote(call, id);
    const other = await createShopWithUser(t);
    for (const [method, path] of [
      ['GET', API.approvalStatus(id)],
      ['POST', API.approvalLinks(id)],
      ['DELETE', API.approvalLink(id, link.link.id)],
      ['POST', API.approvalApply(id, link.link.id)],
    ] as const) {
      const response = await other.call(method, path, method === 'POST' ? {} : undefined);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      const anonymous = await t.app.inject({ method, url: `${API_PREFIX}${path}` });
      expect(anonymous.statusCode).toBe(401);
    }
    // Nothing changed: the link is still open.
    expect(ok<PublicQuote>(await publicGet(tokenOf(link))).state).toBe('VIEWED');
  });

  it('expires a link after its days (EXPIRED), showing the quote without taking a decision', async () => {
    const id = await buildQuote(call, { lastName: 'Expired' });
    const link = await sendQuote(call, id, { days: 1 });
    clock.advance(DAY + MINUTE);
    const read = ok<PublicQuote>(await publicGet(tokenOf(link)));
    expect(read.state).toBe('EXPIRED');
    expect(read.lines.length).toBe(3);
    const refused = await publicDecide(tokenOf(link), {
      version: read.version,
      name: 'Rosa Expired',
      lines: read.lines.map((l) => ({ lineId: l.lineId, approved: true })),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'APPROVAL_CLOSED', state: 'EXPIRED' });
    // The clock moved past the access token's life: log in again.
    ({ call } = await createShopUser(t));
    const status = ok<QuoteApprovalStatus>(await call('GET', API.approvalStatus(id)));
    expect(status.latest?.state).toBe('EXPIRED');
  });

  it('never writes a token to the log', async () => {
    const tokens = (await t.db.select().from(quoteApprovalLinks)).length;
    expect(tokens).toBeGreaterThan(3);
    const log = logLines.join('\n');
    expect(log).toContain('/api/public/approval/[REDACTED]');
    expect(log).not.toContain(token);
    expect(log).not.toMatch(/\/approval\/[A-Za-z0-9_-]{43}/);
  });
});

describe('the public calls are rate limited', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({
      env: {
        PUBLIC_APPROVAL_RATE_LIMIT_PER_TOKEN: '3',
        PUBLIC_APPROVAL_RATE_LIMIT_PER_ADDRESS: '5',
      },
    });
  });
  afterAll(() => limited.close());

  const get = (token: string, remoteAddress: string) =>
    limited.app.inject({
      method: 'GET',
      url: `${API_PREFIX}${API.publicApproval(token)}`,
      remoteAddress,
    });

  it('per token (from any address) and per address (any token): 429 RATE_LIMITED', async () => {
    const token = 'B'.repeat(43);
    for (const address of ['10.1.0.1', '10.1.0.2', '10.1.0.3']) {
      expect((await get(token, address)).statusCode).toBe(404);
    }
    const refused = await get(token, '10.1.0.4');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(refused.headers['retry-after']).toBeDefined();

    for (let i = 0; i < 5; i++) {
      expect((await get(`${'C'.repeat(42)}${i}`, '10.2.0.1')).statusCode).toBe(404);
    }
    const flooded = await get(`${'C'.repeat(42)}9`, '10.2.0.1');
    expect(flooded.statusCode).toBe(429);
    expect(flooded.json().code).toBe('RATE_LIMITED');
    // Another address with another token is not held back.
    expect((await get('D'.repeat(43), '10.3.0.1')).statusCode).toBe(404);
  });
});

describe('the link by mail', () => {
  /** A quote of a new shop user naming a customer record (with this e-mail) through their vehicle. */
  async function quoteOfCustomer(email: string) {
    const { call: shopCall } = await createShopUser(t);
    const created = await shopCall('POST', API.customers, {
      firstName: 'María',
      lastName: 'Mailer',
      company: '',
      phones: [{ kind: 'MOBILE', number: '(512) 555-1234' }],
      email,
      language: 'es',
      address: { line1: '', line2: '', city: '', state: '', zip: '' },
      notes: '',
    });
    const customer = ok<{ id: number }>(created, 201);
    const vehicle = ok<{ id: number }>(
      await shopCall('POST', API.customerVehicles(customer.id), { baseVehicleId: f150 }),
      201,
    );
    ok(await shopCall('POST', `${API.customerVehicleSelect(customer.id, vehicle.id)}?quote=false`));
    ok(await shopCall('POST', `${API.addProduct}?quantity=1`, { productId: partId }));
    const current = ok<{ quoteDetails: { worksheetHeaderId: number } }>(
      await shopCall('GET', API.miniQuote),
    );
    return { shopCall, worksheetId: current.quoteDetails.worksheetHeaderId };
  }

  it("mails the link to the customer record's address, in their language, with the send", async () => {
    const address = `maria.${randomUUID().slice(0, 8)}@example.com`;
    const { shopCall, worksheetId } = await quoteOfCustomer(address);
    const sent = await sendQuote(shopCall, worksheetId);
    expect(sent.emailed).toBe(true);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));
    expect(mail).toMatchObject({ kind: 'QUOTE_APPROVAL', language: 'es' });
    expect(mail!.subject).toMatch(/^Su cotización de /);
    expect(mail!.textBody).toContain('Hola, María:');
    expect(mail!.textBody).toContain(sent.url);
    expect(mail!.htmlBody).toContain(`href="${sent.url}"`);
  });

  it('sends no mail to a customer without an address', async () => {
    const { shopCall, worksheetId } = await quoteOfCustomer('');
    const before = await t.db.select().from(mailOutbox);
    const sent = await sendQuote(shopCall, worksheetId);
    expect(sent.emailed).toBe(false);
    expect(await t.db.select().from(mailOutbox)).toHaveLength(before.length);
  });
});
