import { randomUUID } from 'node:crypto';
import { API } from '@procounter/shared/contracts/api-paths';
import {
  CAR_ACCOUNT_LIST_MAX,
  type CarAccountOverview,
  CarAccountOverviewSchema,
} from '@procounter/shared/contracts/car-account';
import { type Customer, CustomerSchema } from '@procounter/shared/contracts/customer';
import {
  type ApprovalLinkCreated,
  type PublicQuote,
  PublicQuoteSchema,
  QuoteApprovalStatusSchema,
} from '@procounter/shared/contracts/quote-approval';
import { WorksheetSearchResultSchema } from '@procounter/shared/contracts/worksheet';
import { computeCustomerTotals } from '@procounter/shared/domain/customer-totals';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { findCatalogBaseVehicleId } from '../../../test/helpers/catalog';
import {
  type ApiCaller,
  apiCaller,
  createShopUser,
  createShopWithUser,
} from '../../../test/helpers/shop-user';
import { kits, products, quoteApprovalDecisions, users } from '../../db/schema/index';
import { createCompany, createShop } from '../../db/seed/factories';

// /car-admin (issue 22, part 3): a car-customer account of its own per test file (not the demo's
// Fleet Car Care, whose lists the demo seed fills), customers of repair shop 1001 (tax on parts
// 8.25%) linked to it, their quotes sent for approval and ordered.

let t: TestApp;
let f150: number;
let partId: number;
/** Shop 1001's user, who keeps the account's customer record and quotes for it. */
let shop: ApiCaller;
/** The car-customer account under test, its user, and a second account. */
let account: { shopId: number; accountNumber: string; userId: number; call: ApiCaller };
let otherAccount: { accountNumber: string; call: ApiCaller };
let customer: Customer;

async function createCarAccount(name: string) {
  const company = await createCompany(t.db);
  const row = await createShop(t.db, { companyId: company.id, shopName: name, carCustomer: true });
  const { user, call } = await createShopUser(t, { shopIds: [row.id] });
  return { shopId: row.id, accountNumber: row.accountNumber, userId: user.id, call };
}

beforeAll(async () => {
  t = await buildTestApp();
  f150 = (await findCatalogBaseVehicleId(t.db, 2013, 'Ford', 'F-150'))!;
  const [part] = await t.db
    .select({ id: products.id })
    .from(products)
    .leftJoin(kits, eq(kits.productId, products.id))
    .where(and(isNotNull(products.customerPrice), isNull(kits.productId)))
    .orderBy(asc(products.id))
    .limit(1);
  partId = part!.id;
  ({ call: shop } = await createShopUser(t));
  account = await createCarAccount('Metro Delivery Fleet');
  otherAccount = await createCarAccount('Other Fleet');
  const created = await shop('POST', API.customers, {
    firstName: 'Morgan',
    lastName: 'Metro',
    company: 'Metro Delivery',
    carAccountNumber: account.accountNumber,
  });
  customer = CustomerSchema.parse(ok(created, 201));
  ok(
    await shop('POST', API.customerVehicles(customer.id), {
      baseVehicleId: f150,
      plate: 'METRO01',
      state: 'TX',
      mileage: 88_000,
    }),
    201,
  );
});
afterAll(() => t.close());

function ok<T = unknown>(
  response: { statusCode: number; body: string; json(): unknown },
  status = 200,
) {
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as T;
}

/** A new quote of shop 1001 for the F-150: a part and labor, naming `customerId` (or typed names). */
async function quoteFor(customerId: number | null): Promise<number> {
  ok(await shop('POST', API.selectDefault, { id: 0 }));
  ok(await shop('POST', API.selectVehicle, { baseVehicleId: f150 }));
  ok(await shop('POST', `${API.addProduct}?quantity=2`, { productId: partId }));
  const summary = ok<{ quoteDetails: { worksheetHeaderId: number } }>(
    await shop('POST', API.nonProductItem, {
      type: 'LABOR',
      description: 'Brake job',
      customerPrice: 125,
      quantity: 1.5,
    }),
  );
  ok(
    await shop(
      'POST',
      API.vehicleCustomer,
      customerId === null
        ? { shopCustomerFirst: 'Walk', shopCustomerLast: 'In' }
        : { shopCustomerId: customerId, shopCustomerFirst: 'Morgan', shopCustomerLast: '' },
    ),
  );
  return summary.quoteDetails.worksheetHeaderId;
}

async function send(worksheetId: number) {
  return ok<ApprovalLinkCreated>(await shop('POST', API.approvalLinks(worksheetId), {}), 201);
}

async function overviewOf(call: ApiCaller): Promise<CarAccountOverview> {
  const response = await call('GET', API.carAccountOverview);
  expect(response.headers['cache-control']).toBe('no-store');
  return CarAccountOverviewSchema.parse(ok(response));
}

const readApproval = async (call: ApiCaller, linkId: number) =>
  PublicQuoteSchema.parse(ok(await call('GET', API.carAccountApproval(linkId))));

const decisionOf = (quote: PublicQuote, approve: (index: number) => boolean) => ({
  version: quote.version,
  name: 'Morgan Metro',
  lines: quote.lines.map((l, i) => ({ lineId: l.lineId, approved: approve(i) })),
});

describe('car accounts: the overview', () => {
  it('lists the shops, vehicles, waiting approvals, orders and documents of the account', async () => {
    const empty = await overviewOf(otherAccount.call);
    expect(empty).toEqual({
      account: { name: 'Other Fleet', accountNumber: otherAccount.accountNumber },
      shops: [],
      vehicles: [],
      approvals: [],
      orders: [],
      documents: [],
    });

    const waitingQuote = await quoteFor(customer.id);
    const waiting = await send(waitingQuote);
    const decidedQuote = await quoteFor(customer.id);
    const decided = await send(decidedQuote);
    const toOrder = await quoteFor(customer.id);
    // Its total as the approval computes it: the order's total at customer prices must be it.
    const sentOfOrder = await send(toOrder);
    ok(
      await shop('POST', API.worksheetSubmit, {
        idempotencyKey: randomUUID(),
        worksheetId: toOrder,
        acknowledgeAvailability: true,
      }),
    );
    const quote = await readApproval(account.call, decided.link.id);
    ok(
      await account.call(
        'POST',
        API.carAccountApprovalDecision(decided.link.id),
        decisionOf(quote, (i) => i === 0),
      ),
    );
    // A quote naming no customer record, and a revoked link, are not the account's.
    await send(await quoteFor(null));
    const revokedQuote = await quoteFor(customer.id);
    const revoked = await send(revokedQuote);
    ok(await shop('DELETE', API.approvalLink(revokedQuote, revoked.link.id)));

    const overview = await overviewOf(account.call);
    expect(overview.account).toEqual({
      name: 'Metro Delivery Fleet',
      accountNumber: account.accountNumber,
    });
    expect(overview.shops).toEqual([
      {
        id: 1001,
        name: 'Lone Star Auto Repair - Main St',
        phone: '(512) 555-0100',
        address: null,
      },
    ]);
    expect(overview.vehicles).toEqual([
      expect.objectContaining({
        shopName: 'Lone Star Auto Repair - Main St',
        description: '2013 Ford F-150',
        plate: 'METRO01',
        plateState: 'TX',
        mileage: 88_000,
        lastServiceAt: expect.any(String),
      }),
    ]);
    expect(overview.approvals.map((a) => [a.linkId, a.state])).toEqual([[waiting.link.id, 'SENT']]);
    expect(overview.approvals[0]).toMatchObject({
      shopName: 'Lone Star Auto Repair - Main St',
      quoteNumber: waitingQuote,
      vehicle: expect.stringContaining('2013 Ford F-150'),
      total: waiting.link.total,
    });
    expect(overview.orders).toEqual([
      expect.objectContaining({
        confirmationNumber: expect.stringMatching(/^PC\d{8}$/),
        quoteNumber: toOrder,
        status: 'SUBMITTED',
        lineCount: 2,
        total: sentOfOrder.link.total,
        vehicle: expect.stringContaining('2013 Ford F-150'),
      }),
    ]);
    expect(overview.documents).toEqual([
      expect.objectContaining({
        linkId: decided.link.id,
        quoteNumber: decidedQuote,
        decidedByName: 'Morgan Metro',
        approvedCount: 1,
        lineCount: 2,
        approvedTotals: computeCustomerTotals([quote.lines[0]!], { parts: 8.25, labor: 0 }),
      }),
    ]);
    expect(CAR_ACCOUNT_LIST_MAX).toBe(50);
    // Customer prices only: never a cost.
    expect(JSON.stringify(overview)).not.toMatch(/cost/i);
  });
});

describe('car accounts: reading and deciding a quote sent for approval', () => {
  it('reads it as the public page does (VIEWED), decides it once, and the shop sees the decision', async () => {
    const worksheetId = await quoteFor(customer.id);
    const { link } = await send(worksheetId);
    const quote = await readApproval(account.call, link.id);
    expect(quote).toMatchObject({ state: 'VIEWED', customerFirstName: 'Morgan', decision: null });
    expect(JSON.stringify(quote)).not.toMatch(/cost/i);
    const status = async () =>
      QuoteApprovalStatusSchema.parse(ok(await shop('GET', API.approvalStatus(worksheetId))));
    expect((await status()).latest?.state).toBe('VIEWED');

    const decided = await account.call(
      'POST',
      API.carAccountApprovalDecision(link.id),
      decisionOf(quote, (i) => i !== 0),
      { 'user-agent': 'car-admin-test' },
    );
    expect(decided.headers['cache-control']).toBe('no-store');
    const answer = PublicQuoteSchema.parse(ok(decided));
    expect(answer.state).toBe('APPROVED');
    expect(answer.decision?.lines.map((l) => l.approved)).toEqual([false, true]);
    const [row] = await t.db
      .select()
      .from(quoteApprovalDecisions)
      .where(eq(quoteApprovalDecisions.linkId, link.id));
    expect(row).toMatchObject({
      decidedBy: account.userId,
      name: 'Morgan Metro',
      userAgent: 'car-admin-test',
      address: expect.any(String),
    });

    // The shop's quote page and Quotes and Orders, as after a decision from the public page.
    expect((await status()).latest).toMatchObject({
      state: 'APPROVED',
      decision: { name: 'Morgan Metro', approvedCount: 1 },
    });
    const rows = WorksheetSearchResultSchema.parse(
      ok(await shop('GET', `${API.worksheetSearch}?searchType=QUOTE&customerId=${customer.id}`)),
    ).content;
    expect(rows.find((r) => r.worksheetId === worksheetId)?.approval).toEqual({
      state: 'APPROVED',
      approvedCount: 1,
      lineCount: 2,
    });
    // The shop applies it like any other.
    ok(await shop('POST', API.approvalApply(worksheetId, link.id)));

    const again = await account.call(
      'POST',
      API.carAccountApprovalDecision(link.id),
      decisionOf(quote, () => true),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'APPROVAL_CLOSED', state: 'APPROVED' });
    // Decided, it stays readable (a document).
    expect((await readApproval(account.call, link.id)).decision?.name).toBe('Morgan Metro');
  });

  it("takes a decision from the public page as its own (decided_by null), and closes the account's", async () => {
    const { link, url } = await send(await quoteFor(customer.id));
    const token = url.split('/').pop()!;
    const quote = await readApproval(account.call, link.id);
    const fromPage = await t.app.inject({
      method: 'POST',
      url: `/api${API.publicApprovalDecision(token)}`,
      payload: decisionOf(quote, () => false),
    });
    expect(PublicQuoteSchema.parse(ok(fromPage)).state).toBe('DECLINED');
    const [row] = await t.db
      .select({ decidedBy: quoteApprovalDecisions.decidedBy })
      .from(quoteApprovalDecisions)
      .where(eq(quoteApprovalDecisions.linkId, link.id));
    expect(row?.decidedBy).toBeNull();
    const closed = await account.call(
      'POST',
      API.carAccountApprovalDecision(link.id),
      decisionOf(quote, () => true),
    );
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ code: 'APPROVAL_CLOSED', state: 'DECLINED' });
    const overview = await overviewOf(account.call);
    expect(overview.approvals.map((a) => a.linkId)).not.toContain(link.id);
    expect(overview.documents.find((d) => d.linkId === link.id)).toMatchObject({
      approvedCount: 0,
      approvedTotals: { total: 0 },
    });
  });

  it('answers APPROVAL_CLOSED (CHANGED) once the shop changed the quote, and lists it no more', async () => {
    const worksheetId = await quoteFor(customer.id);
    const { link } = await send(worksheetId);
    const quote = await readApproval(account.call, link.id);
    ok(
      await shop('POST', API.nonProductItem, {
        type: 'OTHER',
        description: 'Shop supplies',
        customerPrice: 4.5,
        quantity: 1,
      }),
    );
    const closed = await account.call(
      'POST',
      API.carAccountApprovalDecision(link.id),
      decisionOf(quote, () => true),
    );
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ code: 'APPROVAL_CLOSED', state: 'CHANGED' });
    expect((await readApproval(account.call, link.id)).state).toBe('CHANGED');
    const overview = await overviewOf(account.call);
    expect(overview.approvals.map((a) => a.linkId)).not.toContain(link.id);
  });

  it('refuses a decision the contract or the quote refuses (400)', async () => {
    const { link } = await send(await quoteFor(customer.id));
    const quote = await readApproval(account.call, link.id);
    const decide = (body: object, linkId: number | string = link.id) =>
      account.call('POST', API.carAccountApprovalDecision(linkId), body);
    const valid = decisionOf(quote, () => true);
    for (const body of [
      { ...valid, lines: [] },
      { ...valid, name: '' },
      { ...valid, extra: 1 },
      { ...valid, lines: [valid.lines[0], valid.lines[0]] },
      { ...valid, lines: valid.lines.slice(1) },
    ]) {
      expect((await decide(body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const id of ['abc', '0', '-1', '99999999999']) {
      expect((await decide(valid, id)).statusCode, id).toBe(400);
      expect((await account.call('GET', API.carAccountApproval(id))).statusCode, id).toBe(400);
    }
    // Nothing was decided.
    expect((await readApproval(account.call, link.id)).state).toBe('VIEWED');
  });
});

describe('car accounts: who may', () => {
  it('answers 401 without a token', async () => {
    for (const [method, url] of [
      ['GET', API.carAccountOverview],
      ['GET', API.carAccountApproval(1)],
      ['POST', API.carAccountApprovalDecision(1)],
    ] as const) {
      const response = await t.app.inject({
        method,
        url: `/api${url}`,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('answers 403 to a shop that is not a car customer, on every call', async () => {
    const { link } = await send(await quoteFor(customer.id));
    const quote = await readApproval(account.call, link.id);
    const repair = apiCaller(t, (await t.login('tech')).access_token);
    const { call: elsewhere } = await createShopWithUser(t);
    for (const call of [repair, elsewhere, shop]) {
      for (const response of [
        await call('GET', API.carAccountOverview),
        await call('GET', API.carAccountApproval(link.id)),
        await call(
          'POST',
          API.carAccountApprovalDecision(link.id),
          decisionOf(quote, () => true),
        ),
      ]) {
        expect(response.statusCode, response.body).toBe(403);
        expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
      }
    }
    expect((await readApproval(account.call, link.id)).decision).toBeNull();
  });

  it('refuses the decision in a masquerade session (403 MASQUERADE_FORBIDDEN); reads are allowed', async () => {
    const [caruser] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.loginName, 'caruser'));
    const support = (await t.login('support')).access_token;
    const session = ok<{ access_token: string }>(
      await t.app.inject({
        method: 'POST',
        url: `/api${API.masquerade}`,
        headers: bearer(support),
        payload: { userId: caruser!.id },
      }),
    );
    const asCaruser = apiCaller(t, session.access_token);
    const overview = await overviewOf(asCaruser);
    const waiting = overview.approvals[0]!;
    const quote = await readApproval(asCaruser, waiting.linkId);
    const refused = await asCaruser(
      'POST',
      API.carAccountApprovalDecision(waiting.linkId),
      decisionOf(quote, () => true),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'MASQUERADE_FORBIDDEN' });
    expect((await readApproval(asCaruser, waiting.linkId)).decision).toBeNull();
  });

  it("answers 404 for a link of another account's, a walk-in's, a revoked or an unknown one", async () => {
    const quoteId = await quoteFor(customer.id);
    const { link } = await send(quoteId);
    const quote = await readApproval(account.call, link.id);
    const walkIn = await send(await quoteFor(null));
    const revokedQuote = await quoteFor(customer.id);
    const revoked = await send(revokedQuote);
    ok(await shop('DELETE', API.approvalLink(revokedQuote, revoked.link.id)));
    const caruser = apiCaller(t, (await t.login('caruser')).access_token);
    const cases: [ApiCaller, number][] = [
      [otherAccount.call, link.id],
      [caruser, link.id],
      [account.call, walkIn.link.id],
      [account.call, revoked.link.id],
      [account.call, 2_000_000_000],
    ];
    for (const [call, linkId] of cases) {
      const read = await call('GET', API.carAccountApproval(linkId));
      expect(read.statusCode, read.body).toBe(404);
      const decide = await call(
        'POST',
        API.carAccountApprovalDecision(linkId),
        decisionOf(quote, () => true),
      );
      expect(decide.statusCode, decide.body).toBe(404);
      expect(decide.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await overviewOf(otherAccount.call)).approvals).toEqual([]);

    // Unlinked, the customer's quotes are no longer the account's.
    const unlinkedCustomer = CustomerSchema.parse(
      ok(
        await shop('POST', API.customers, {
          firstName: 'Uma',
          lastName: 'Unlinked',
          carAccountNumber: account.accountNumber,
        }),
        201,
      ),
    );
    const unlinkedLink = (await send(await quoteFor(unlinkedCustomer.id))).link.id;
    expect((await account.call('GET', API.carAccountApproval(unlinkedLink))).statusCode).toBe(200);
    ok(
      await shop('PUT', API.customer(unlinkedCustomer.id), {
        firstName: 'Uma',
        lastName: 'Unlinked',
        carAccountNumber: '',
      }),
    );
    expect((await account.call('GET', API.carAccountApproval(unlinkedLink))).statusCode).toBe(404);
  });
});
