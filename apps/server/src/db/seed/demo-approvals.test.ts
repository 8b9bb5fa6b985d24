import { API, API_PREFIX } from '@procounter/shared/contracts/api-paths';
import {
  type PublicQuote,
  QuoteApprovalStatusSchema,
} from '@procounter/shared/contracts/quote-approval';
import { WorksheetSearchResultSchema } from '@procounter/shared/contracts/worksheet';
import { computeCustomerTotals } from '@procounter/shared/domain/customer-totals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { apiCaller } from '../../../test/helpers/shop-user';
import { DEMO_APPROVAL_TOKENS, DEMO_NAMED_QUOTE, seedDemoApprovals } from './demo';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const read = async (token: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `${API_PREFIX}${API.publicApproval(token)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PublicQuote;
};

describe('demo approval links (issue 22, part 2)', () => {
  it("open Maria Lopez's quote for her decision, and show Ana Diaz's decision", async () => {
    const sent = await read(DEMO_APPROVAL_TOKENS.sent);
    expect(sent).toMatchObject({ state: 'VIEWED', customerFirstName: 'Maria', decision: null });
    expect(sent.lines.map((l) => l.kind)).toEqual(['PART', 'PART']);
    expect(sent.totals.partsTax?.rate).toBe(8.25);

    const approved = await read(DEMO_APPROVAL_TOKENS.approved);
    expect(approved).toMatchObject({
      state: 'APPROVED',
      customerFirstName: 'Ana',
      quoteName: DEMO_NAMED_QUOTE.name,
    });
    expect(approved.lines.map((l) => l.kind)).toEqual(['PART', 'PART', 'LABOR']);
    expect(approved.decision!.lines.map((l) => l.approved)).toEqual([true, false, true]);
    expect(approved.decision!.approvedTotals).toEqual(
      computeCustomerTotals([approved.lines[0]!, approved.lines[2]!], { parts: 8.25, labor: 0 }),
    );
  });

  it("show on tech's Quotes and Orders, and Ana's approval applies", async () => {
    const call = apiCaller(t, (await t.login('tech')).access_token);
    const search = WorksheetSearchResultSchema.parse(
      (await call('GET', `${API.worksheetSearch}?searchType=QUOTE`)).json(),
    );
    const byCustomer = new Map(search.content.map((r) => [r.customerName, r]));
    expect(byCustomer.get('Maria Lopez')?.approval).toEqual({
      state: 'VIEWED',
      approvedCount: 0,
      lineCount: 2,
    });
    const ana = byCustomer.get('Ana Diaz')!;
    expect(ana.approval).toEqual({ state: 'APPROVED', approvedCount: 2, lineCount: 3 });
    expect(byCustomer.get('James Carter')?.approval).toBeNull();
    const status = QuoteApprovalStatusSchema.parse(
      (await call('GET', API.approvalStatus(ana.worksheetId))).json(),
    );
    const applied = await call('POST', API.approvalApply(ana.worksheetId, status.latest!.id));
    expect(applied.statusCode, applied.body).toBe(200);
  });

  it('writes nothing a second time', async () => {
    expect(await seedDemoApprovals(t.db, { now: () => new Date() })).toBe(0);
  });
});
