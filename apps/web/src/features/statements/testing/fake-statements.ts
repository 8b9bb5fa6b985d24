/** The statements page's calls, answered like the server answers them (issue 23, part 1). */

import type {
  Earnback,
  InvoiceDetail,
  StatementDetail,
  StatementList,
} from '@procounter/shared/contracts/statement';
import { EARNBACK_TIER_LIST } from '@procounter/shared/contracts/statement';
import { computeEarnback, statementMonths } from '@procounter/shared/domain/account-money';
import type { FakeAnswer, FakeServer } from '@/testing/fake-fetch';

const ACCOUNT = {
  shopId: 1001,
  shopName: 'Lone Star Auto Repair - Main St',
  accountNumber: '100001',
  paymentMethod: 'ON_ACCOUNT',
  paymentTermsDays: 30,
  currentBalance: 1234.56,
  earnbackEligible: false,
};

/** 24 months to 2026-11: October has an invoice, a return and a payment; older months are quiet. */
export function makeStatementList(
  overrides: Partial<StatementList['account']> = {},
): StatementList {
  const months = statementMonths('2026-11').reverse();
  return {
    account: { ...ACCOUNT, ...overrides },
    statements: months.map((month) => {
      const statementDate = `${month}-${month === '2026-11' ? '30' : '28'}`;
      if (month === '2026-11') {
        return {
          month,
          statementDate,
          dueDate: '2026-12-30',
          opening: 1000,
          invoices: 234.56,
          credits: 0,
          payments: 0,
          closing: 1234.56,
          status: 'DUE',
        };
      }
      if (month === '2026-10') {
        return {
          month,
          statementDate: '2026-10-31',
          dueDate: '2026-11-30',
          opening: 500,
          invoices: 754.1,
          credits: 54.1,
          payments: 200,
          closing: 1000,
          status: 'DUE',
        };
      }
      return {
        month,
        statementDate,
        dueDate: statementDate,
        opening: 0,
        invoices: 0,
        credits: 0,
        payments: 0,
        closing: month === '2026-09' ? 500 : 0,
        status: month === '2026-09' ? 'PAST_DUE' : 'NO_ACTIVITY',
      };
    }),
  };
}

export function makeStatementDetail(list = makeStatementList()): StatementDetail {
  return {
    account: list.account,
    statement: list.statements[1]!,
    entries: [
      {
        kind: 'INVOICE',
        id: 7,
        date: '2026-10-03',
        number: 'IN500007',
        creditReason: null,
        paymentType: null,
        poNumber: 'PO-88',
        garageBayId: 'Bay 2',
        fleetId: null,
        confirmationNumber: 'PC00000042',
        amount: 754.1,
        balance: 1254.1,
      },
      {
        kind: 'CREDIT_MEMO',
        id: 9,
        date: '2026-10-12',
        number: 'CM500009',
        creditReason: 'RETURN',
        paymentType: null,
        poNumber: null,
        garageBayId: null,
        fleetId: null,
        confirmationNumber: null,
        amount: 54.1,
        balance: 1200,
      },
      {
        kind: 'PAYMENT',
        id: 3,
        date: '2026-10-15',
        number: 'R1001-202609',
        creditReason: null,
        paymentType: 'credit_card',
        poNumber: null,
        garageBayId: null,
        fleetId: null,
        confirmationNumber: null,
        amount: 200,
        balance: 1000,
      },
    ],
  };
}

export function makeInvoice(overrides: Partial<InvoiceDetail> = {}): InvoiceDetail {
  return {
    id: 7,
    kind: 'INVOICE',
    invoiceNumber: 'IN500007',
    invoiceDate: '2026-10-03',
    creditReason: null,
    earnbackQuarter: null,
    memo: null,
    poNumber: 'PO-88',
    garageBayId: 'BAY 3',
    fleetId: null,
    store: {
      id: 512,
      name: 'Austin Central',
      address: '100 Congress Ave',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      phone: '512-555-0100',
    },
    order: { worksheetId: 42, confirmationNumber: 'PC00000042' },
    creditedInvoice: null,
    credits: [{ id: 9, invoiceNumber: 'CM500009', invoiceDate: '2026-10-12', total: 54.1 }],
    lines: [
      {
        id: 70,
        lineNumber: 1,
        lineCode: 'WIX',
        partNumber: '51515',
        description: 'Oil Filter',
        quantity: 2,
        unitPrice: 25,
        extended: 50,
        creditedLineId: null,
      },
      {
        id: 71,
        lineNumber: 2,
        lineCode: 'BOS',
        partNumber: 'BC905',
        description: 'Disc Brake Pad Set',
        quantity: 1,
        unitPrice: 646.7,
        extended: 646.7,
        creditedLineId: null,
      },
    ],
    subtotal: 696.7,
    taxRate: 8.25,
    tax: 57.4,
    total: 754.1,
    ...overrides,
  };
}

export function makeEarnback(overrides: Partial<Earnback> = {}): Earnback {
  return {
    eligible: true,
    blocked: false,
    tiers: EARNBACK_TIER_LIST,
    quarter: '2026-Q4',
    quarterStart: '2026-10-01',
    quarterEnd: '2026-12-31',
    ...computeEarnback(3500),
    credits: [
      {
        id: 20,
        invoiceNumber: 'CM500020',
        invoiceDate: '2026-10-01',
        total: 61.5,
        quarter: '2026-Q3',
      },
    ],
    totalCredited: 61.5,
    ...overrides,
  };
}

export interface StatementsData {
  list?: StatementList | FakeAnswer;
  detail?: StatementDetail;
  invoices?: InvoiceDetail[];
  earnback?: Earnback;
}

const notFound = { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };

export function serveStatements(server: FakeServer, data: StatementsData = {}) {
  const list = data.list ?? makeStatementList();
  const detail = data.detail ?? makeStatementDetail();
  const invoices = data.invoices ?? [makeInvoice()];
  server
    .on('GET', '/api/admin/statements', 'status' in list ? list : { body: list })
    .on('GET', '/api/admin/statements/:month', (request) =>
      request.params.month === detail.statement.month ? { body: detail } : notFound,
    )
    .on('GET', '/api/admin/invoices/:id', (request) => {
      const invoice = invoices.find((i) => i.id === Number(request.params.id));
      return invoice ? { body: invoice } : notFound;
    })
    .on('GET', '/api/admin/earnback', { body: data.earnback ?? makeEarnback() });
  return server;
}
