import { API, API_PREFIX } from '@procounter/shared/contracts/api-paths';
import type { AuthTokens } from '@procounter/shared/contracts/auth';
import {
  type LaborClaimDetail,
  LaborClaimDetailSchema,
  type LaborClaimLineSearchResult,
  LaborClaimLineSearchResultSchema,
  type LaborClaimPage,
  LaborClaimPageSchema,
} from '@procounter/shared/contracts/labor-claim';
import { accountDay } from '@procounter/shared/domain/account-money';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { findCatalogBaseVehicleId } from '../../../test/helpers/catalog';
import { multipart } from '../../../test/helpers/multipart';
import { createShopUser, customerTypeIdOf } from '../../../test/helpers/shop-user';
import { groups, invoiceLines, invoices, laborClaimEvents, users } from '../../db/schema/index';
import { createCompany, createQuote, createShop } from '../../db/seed/factories';

// Warranty labor claims (issue 23, part 2): shop 1001 (labor rate $125 from its approved pricing
// request) files claims on lines of invoices made here for its own orders; a shop of a new company
// (no labor rate on file) stands for "another shop"; the demo's support user reviews.

let t: TestApp;
let f150: number;
/** Shop 1001's user, and an invoice of its order with two lines. */
let shop: { token: string; userId: number };
let invoice: { id: number; number: string; date: string; lineIds: number[] };
/** Another company's shop, its user and an invoice line of its own. */
let other: { token: string; shopId: number; lineId: number };
let supportToken: string;

// The smallest files of each kind the claim takes, as their bytes begin.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const TEXT = Buffer.from('this is not a photo, whatever its name says\n');

async function groupIdOf(name: string) {
  const [row] = await t.db.select({ id: groups.id }).from(groups).where(eq(groups.name, name));
  return row!.id;
}

let sequence = 0;
/** An invoice of a new order of the shop for a 2013 F-150, dated `daysAgo` days back. */
async function invoiceOrder(shopId: number, userId: number, daysAgo: number, parts: string[]) {
  sequence += 1;
  const worksheet = await createQuote(t.db, {
    shopId,
    userId,
    vehicle: { baseVehicleId: f150, vin: '1FTFW1ET9DFC10312' },
    lines: [],
    updatedAt: new Date(),
  });
  const date = accountDay(new Date(Date.now() - daysAgo * 86_400_000));
  const number = `IN${970_000 + sequence * 10 + (shopId % 10)}`;
  const [row] = await t.db
    .insert(invoices)
    .values({
      shopId,
      kind: 'INVOICE',
      invoiceNumber: number,
      invoiceDate: date,
      worksheetId: worksheet.id,
      subtotal: 90,
      tax: 0,
      total: 90,
    })
    .returning({ id: invoices.id });
  const lines = await t.db
    .insert(invoiceLines)
    .values(
      parts.map((partNumber, i) => ({
        invoiceId: row!.id,
        lineNumber: i + 1,
        lineCode: 'WIX',
        partNumber,
        description: `Part ${partNumber}`,
        quantity: 1,
        unitPrice: 45,
        extended: 45,
      })),
    )
    .returning({ id: invoiceLines.id });
  return { id: row!.id, number, date, lineIds: lines.map((l) => l.id) };
}

const fieldsFor = (lineId: number, overrides: Record<string, string | number> = {}) => ({
  invoiceLineId: lineId,
  failureDate: accountDay(new Date()),
  mileage: 48_210,
  laborHours: '1.25',
  laborRate: '118.40',
  failureDescription: 'Water pump seal leaking after 3 months.\nReplaced the pump again.',
  ...overrides,
});

function fileClaim(
  token: string | null,
  fields: Record<string, string | number>,
  files: Parameters<typeof multipart>[1] = [],
) {
  const body = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: `${API_PREFIX}${API.laborClaims}`,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
    payload: body.payload,
  });
}

function call(token: string | null, method: 'GET' | 'POST', path: string, payload?: object) {
  return t.app.inject({
    method,
    url: `${API_PREFIX}${path}`,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload }),
  });
}

function ok<T>(response: { statusCode: number; body: string; json(): unknown }, status = 200) {
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as T;
}

function refused(
  response: { statusCode: number; body: string; json(): unknown },
  status: number,
  code?: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json() as { code: string; details?: { path: string; message: string }[] };
  if (code) expect(body.code).toBe(code);
  return body;
}

async function newClaim(lineId = invoice.lineIds[0]!, files: Parameters<typeof multipart>[1] = []) {
  return LaborClaimDetailSchema.parse(
    ok(await fileClaim(shop.token, fieldsFor(lineId), files), 201),
  );
}

const act = (id: number, action: string, payload?: object, token = supportToken) =>
  call(token, 'POST', API.supportLaborClaimAction(id, action), payload);

beforeAll(async () => {
  t = await buildTestApp();
  f150 = (await findCatalogBaseVehicleId(t.db, 2013, 'Ford', 'F-150'))!;
  const employee = await groupIdOf('SHOP_EMPLOYEE');
  const created = await createShopUser(t, {
    firstName: 'Rosa',
    lastName: 'Tech',
    groupId: employee,
    customerTypeId: await customerTypeIdOf(t, 'WEB'),
  });
  shop = { token: created.token, userId: created.user.id };
  invoice = await invoiceOrder(1001, created.user.id, 20, ['WP-1234', '51515']);
  const company = await createCompany(t.db);
  const otherShop = await createShop(t.db, { companyId: company.id });
  const another = {
    shop: otherShop,
    ...(await createShopUser(t, { shopIds: [otherShop.id], groupId: employee })),
  };
  const otherInvoice = await invoiceOrder(another.shop.id, another.user.id, 10, ['WP-1234']);
  other = { token: another.token, shopId: another.shop.id, lineId: otherInvoice.lineIds[0]! };
  supportToken = (await t.login('support')).access_token;
});
afterAll(() => t.close());

describe('GET /api/admin/labor-claims/invoice-lines', () => {
  const search = async (query: string, token = shop.token) =>
    LaborClaimLineSearchResultSchema.parse(
      ok<LaborClaimLineSearchResult>(
        await call(
          token,
          'GET',
          `${API.laborClaimInvoiceLines}?query=${encodeURIComponent(query)}`,
        ),
      ),
    );

  it("finds the shop's lines by part number, invoice number or date, with the order's vehicle and the shop's labor rate", async () => {
    const byPart = await search('wp1234');
    expect(byPart.laborRate).toBe(125);
    const line = byPart.lines.find((l) => l.invoiceLineId === invoice.lineIds[0]);
    expect(line).toMatchObject({
      invoiceNumber: invoice.number,
      invoiceDate: invoice.date,
      partNumber: 'WP-1234',
      vehicle: { baseVehicleId: f150, vin: '1FTFW1ET9DFC10312' },
    });
    expect(line?.vehicle.description).toMatch(/^2013 Ford F-150/);
    expect(byPart.lines.map((l) => l.invoiceLineId)).not.toContain(other.lineId);

    const byNumber = await search(invoice.number.toLowerCase());
    expect(byNumber.lines.map((l) => l.invoiceLineId)).toEqual(invoice.lineIds);
    const [y, m, d] = invoice.date.split('-');
    const byDate = await search(`${Number(m)}/${Number(d)}/${y}`);
    expect(byDate.lines.map((l) => l.invoiceLineId)).toEqual(
      expect.arrayContaining(invoice.lineIds),
    );
    expect((await search('2026-02-31')).lines).toEqual([]);
  });

  it('answers no labor rate for a shop without one, and 400 for a query too long', async () => {
    const result = await search('', other.token);
    expect(result.laborRate).toBeNull();
    expect(result.lines.map((l) => l.invoiceLineId)).toEqual([other.lineId]);
    refused(
      await call(shop.token, 'GET', `${API.laborClaimInvoiceLines}?query=${'x'.repeat(101)}`),
      400,
    );
  });
});

describe('POST /api/admin/labor-claims', () => {
  it('files a claim with a photo and a PDF: hours x rate claimed, the vehicle of the order, the files typed from their bytes', async () => {
    const claim = await newClaim(invoice.lineIds[0], [
      { name: 'pump.png', bytes: PNG, type: 'image/png' },
      // A PDF sent under a photo's name and type is still a PDF.
      { name: 'receipt.jpg', bytes: PDF, type: 'image/jpeg' },
    ]);
    expect(claim).toMatchObject({
      status: 'SUBMITTED',
      invoiceNumber: invoice.number,
      partNumber: 'WP-1234',
      vin: '1FTFW1ET9DFC10312',
      mileage: 48_210,
      laborHours: 1.25,
      laborRate: 118.4,
      amountClaimed: 148,
      approvedAmount: null,
      creditMemo: null,
      createdByName: 'Rosa Tech',
    });
    expect(claim.claimNumber).toMatch(/^LC\d{6,}$/);
    expect(claim.vehicle).toMatch(/^2013 Ford F-150/);
    expect(claim.files.map((f) => [f.fileName, f.mediaType, f.sizeBytes])).toEqual([
      ['pump.png', 'image/png', PNG.length],
      ['receipt.jpg', 'application/pdf', PDF.length],
    ]);
    expect(claim.events).toEqual([
      expect.objectContaining({
        status: 'SUBMITTED',
        userName: 'Rosa Tech',
        actingUserName: null,
        amount: 148,
      }),
    ]);

    const list = LaborClaimPageSchema.parse(
      ok<LaborClaimPage>(await call(shop.token, 'GET', API.laborClaims)),
    );
    expect(list.claims[0]).toMatchObject({ id: claim.id, status: 'SUBMITTED', amountClaimed: 148 });
    expect(list.total).toBeGreaterThanOrEqual(1);

    const photo = await call(shop.token, 'GET', API.laborClaimFile(claim.id, claim.files[0]!.id));
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    expect(photo.headers['content-disposition']).toMatch(/^inline; filename="pump.png"/);
    expect(Buffer.compare(photo.rawPayload, PNG)).toBe(0);
    const pdf = await call(shop.token, 'GET', API.laborClaimFile(claim.id, claim.files[1]!.id));
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('answers 400 per field for bad values and a failure date after today', async () => {
    const line = invoice.lineIds[1]!;
    const cases: [Record<string, string | number>, string][] = [
      [{ mileage: -1 }, 'mileage'],
      [{ mileage: 2_000_001 }, 'mileage'],
      [{ mileage: '12.5' }, 'mileage'],
      [{ laborHours: '40.01' }, 'laborHours'],
      [{ laborHours: '0' }, 'laborHours'],
      [{ laborHours: '1.234' }, 'laborHours'],
      [{ laborRate: '' }, 'laborRate'],
      [{ failureDescription: '   ' }, 'failureDescription'],
      [{ failureDescription: 'x'.repeat(2001) }, 'failureDescription'],
      [{ failureDate: '2026-13-01' }, 'failureDate'],
      [{ failureDate: accountDay(new Date(Date.now() + 2 * 86_400_000)) }, 'failureDate'],
      [{ invoiceLineId: 'abc' }, 'invoiceLineId'],
      [{ surprise: 'field' }, ''],
    ];
    for (const [overrides, path] of cases) {
      const body = refused(
        await fileClaim(shop.token, fieldsFor(line, overrides)),
        400,
        'VALIDATION_FAILED',
      );
      expect(
        body.details?.map((d) => d.path),
        JSON.stringify(overrides),
      ).toContain(path);
    }
  });

  it("answers 422 for a rate above the shop's labor rate, a failure before the invoice, and a file that is not a photo or PDF", async () => {
    const line = invoice.lineIds[1]!;
    const rate = refused(
      await fileClaim(shop.token, fieldsFor(line, { laborRate: '125.01' })),
      422,
      'LABOR_RATE_ABOVE_SHOP_RATE',
    );
    expect(rate.details?.[0]?.path).toBe('laborRate');
    ok(await fileClaim(shop.token, fieldsFor(line, { laborRate: '125' })), 201);

    const before = accountDay(new Date(Date.parse(`${invoice.date}T12:00:00Z`) - 86_400_000));
    const early = refused(
      await fileClaim(shop.token, fieldsFor(line, { failureDate: before })),
      422,
      'FAILURE_BEFORE_INVOICE',
    );
    expect(early.details?.[0]?.path).toBe('failureDate');

    const typed = refused(
      await fileClaim(shop.token, fieldsFor(line), [
        { name: 'pump.png', bytes: PNG },
        { name: 'notes.png', bytes: TEXT, type: 'image/png' },
      ]),
      422,
      'FILE_TYPE_NOT_ALLOWED',
    );
    expect(typed.details?.[0]?.message).toBe('notes.png');
    refused(
      await fileClaim(shop.token, fieldsFor(line), [{ name: 'empty.pdf', bytes: Buffer.alloc(0) }]),
      422,
    );
  });

  it('answers 413 past 5 files or 5 MB a file, 415 when not multipart', async () => {
    const line = invoice.lineIds[1]!;
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.png`, bytes: PNG }));
    refused(await fileClaim(shop.token, fieldsFor(line), six), 413);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    refused(await fileClaim(shop.token, fieldsFor(line), [{ name: 'big.png', bytes: big }]), 413);
    refused(await call(shop.token, 'POST', API.laborClaims, fieldsFor(line)), 415);
  });

  it("answers 404 for another shop's line, claim and file, and 401 without a token", async () => {
    refused(await fileClaim(shop.token, fieldsFor(other.lineId)), 404, 'NOT_FOUND');
    const claim = await newClaim(invoice.lineIds[0], [{ name: 'pump.png', bytes: PNG }]);
    refused(await call(other.token, 'GET', API.laborClaim(claim.id)), 404);
    refused(await call(other.token, 'GET', API.laborClaimFile(claim.id, claim.files[0]!.id)), 404);
    refused(await call(shop.token, 'GET', API.laborClaimFile(claim.id, 2_000_000_000)), 404);
    const theirs = ok<LaborClaimPage>(await call(other.token, 'GET', API.laborClaims));
    expect(theirs.claims).toEqual([]);
    refused(await fileClaim(null, fieldsFor(invoice.lineIds[0]!)), 401);
    refused(await call(null, 'GET', API.laborClaims), 401);
    refused(await call(shop.token, 'GET', `${API.laborClaim('abc')}`), 400);
  });

  it('answers 403 to a role that may not view labor claims', async () => {
    const [retailer] = await t.db
      .select({ id: groups.id })
      .from(groups)
      .where(eq(groups.name, 'RETAILER_EMPLOYEE'));
    const { token } = await createShopUser(t, { groupId: retailer!.id });
    refused(await call(token, 'GET', API.laborClaims), 403, 'FORBIDDEN');
    refused(await fileClaim(token, fieldsFor(invoice.lineIds[0]!)), 403);
    refused(await call(shop.token, 'GET', API.supportLaborClaims), 403);
    refused(await act(1, 'review', undefined, shop.token), 403);
  });

  it('records the support user acting for the shop user under masquerade', async () => {
    const admin = await t.login('admin');
    const masquerade = await t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}${API.masquerade}`,
      headers: bearer(admin.access_token),
      payload: { userId: shop.userId },
    });
    const asShop = ok<AuthTokens>(masquerade);
    const claim = LaborClaimDetailSchema.parse(
      ok(await fileClaim(asShop.access_token, fieldsFor(invoice.lineIds[1]!)), 201),
    );
    const [adminRow] = await t.db.select().from(users).where(eq(users.loginName, 'admin'));
    expect(claim.events[0]).toMatchObject({
      userName: 'Rosa Tech',
      actingUserName: `${adminRow!.firstName} ${adminRow!.lastName}`,
    });
  });
});

describe('support review', () => {
  it('reviews, approves and credits a claim: the LABOR_CLAIM credit memo, an event per step', async () => {
    const claim = await newClaim();
    const queue = ok<LaborClaimPage>(
      await call(supportToken, 'GET', `${API.supportLaborClaims}?status=SUBMITTED`),
    );
    expect(queue.claims.every((c) => c.status === 'SUBMITTED')).toBe(true);
    expect(queue.claims.map((c) => c.id)).toContain(claim.id);
    const seen = ok<LaborClaimDetail>(
      await call(supportToken, 'GET', API.supportLaborClaim(claim.id)),
    );
    expect(seen).toMatchObject({ shopId: 1001, claimNumber: claim.claimNumber });

    expect(ok<LaborClaimDetail>(await act(claim.id, 'review')).status).toBe('UNDER_REVIEW');
    const again = await act(claim.id, 'review');
    refused(again, 409, 'CLAIM_STATE_CONFLICT');
    expect(again.json()).toMatchObject({ status: 'UNDER_REVIEW' });
    refused(await act(claim.id, 'credit'), 409, 'CLAIM_STATE_CONFLICT');

    const tooMuch = refused(
      await act(claim.id, 'approve', { amount: 148.01 }),
      422,
      'AMOUNT_ABOVE_CLAIMED',
    );
    expect(tooMuch.details?.[0]?.path).toBe('amount');
    refused(await act(claim.id, 'approve', { amount: 0 }), 400);
    refused(await act(claim.id, 'approve', { amount: 1.005 }), 400);
    refused(await act(claim.id, 'approve', {}), 400);

    const approved = ok<LaborClaimDetail>(await act(claim.id, 'approve', { amount: 120.5 }));
    expect(approved).toMatchObject({ status: 'APPROVED', approvedAmount: 120.5 });
    refused(await act(claim.id, 'deny', { reason: 'Too late' }), 409);

    const credited = ok<LaborClaimDetail>(await act(claim.id, 'credit'));
    expect(credited.status).toBe('CREDITED');
    expect(credited.creditMemo).toMatchObject({
      total: 120.5,
      invoiceDate: accountDay(new Date()),
    });
    expect(credited.creditMemo?.invoiceNumber).toMatch(/^CM\d+$/);
    const [memo] = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, credited.creditMemo!.id));
    expect(memo).toMatchObject({
      shopId: 1001,
      kind: 'CREDIT_MEMO',
      creditReason: 'LABOR_CLAIM',
      creditedInvoiceId: invoice.id,
      total: 120.5,
    });
    refused(await act(claim.id, 'credit'), 409);

    // The shop sees the same.
    const mine = ok<LaborClaimDetail>(await call(shop.token, 'GET', API.laborClaim(claim.id)));
    expect(mine.status).toBe('CREDITED');
    expect(mine.events.map((e) => [e.status, e.userName, e.amount])).toEqual([
      ['SUBMITTED', 'Rosa Tech', 148],
      ['UNDER_REVIEW', expect.any(String), null],
      ['APPROVED', expect.any(String), 120.5],
      ['CREDITED', expect.any(String), 120.5],
    ]);
    expect(mine.events[1]!.userName).not.toBe('Rosa Tech');
  });

  it('denies a claim with the reason the shop reads; a reason is required', async () => {
    const claim = await newClaim();
    const body = refused(await act(claim.id, 'deny', { reason: '  ' }), 400);
    expect(body.details?.[0]?.path).toBe('reason');
    const denied = ok<LaborClaimDetail>(
      await act(claim.id, 'deny', { reason: 'The part was installed by another shop.' }),
    );
    expect(denied).toMatchObject({
      status: 'DENIED',
      denialReason: 'The part was installed by another shop.',
    });
    expect(denied.events.at(-1)).toMatchObject({
      status: 'DENIED',
      note: 'The part was installed by another shop.',
    });
    refused(await act(claim.id, 'approve', { amount: 10 }), 409);
  });

  it('lets one of two reviewers acting at once approve; the other gets 409', async () => {
    const claim = await newClaim();
    const answers = await Promise.all([
      act(claim.id, 'approve', { amount: 100 }),
      act(claim.id, 'deny', { reason: 'Not covered' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const events = await t.db
      .select()
      .from(laborClaimEvents)
      .where(eq(laborClaimEvents.claimId, claim.id));
    expect(events).toHaveLength(2);
  });

  it("answers 404 for an unknown claim or file, and support reads any shop's files", async () => {
    refused(await act(2_000_000_000, 'review'), 404);
    refused(await call(supportToken, 'GET', API.supportLaborClaim(2_000_000_000)), 404);
    const claim = await newClaim(invoice.lineIds[0], [{ name: 'pump.png', bytes: PNG }]);
    const file = await call(
      supportToken,
      'GET',
      API.supportLaborClaimFile(claim.id, claim.files[0]!.id),
    );
    expect(file.statusCode).toBe(200);
    expect(Buffer.compare(file.rawPayload, PNG)).toBe(0);
    refused(await call(supportToken, 'GET', `${API.supportLaborClaims}?status=LOST`), 400);
    refused(await call(null, 'GET', API.supportLaborClaims), 401);
  });
});
