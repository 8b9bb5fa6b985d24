import type {
  QuoteItem,
  QuoteSummary,
  Worksheet,
  WorksheetLine,
  WorksheetSearchResult,
} from '@procounter/shared/contracts/worksheet';
import {
  computeQuoteTotals,
  formatUsd,
  kitLineValues,
  lineExtended,
  type MoneyLine,
  type QuoteViewer,
  viewQuoteLines,
} from '@procounter/shared/domain/quote-totals';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { beginSession, reloadSessionFromStorage } from '@/lib/session';
import { resetToasts } from '@/lib/toasts';
import { installFakeServer } from '@/testing/fake-fetch';
import { makeApprovalStatus, makeShop, makeTokens, makeUser } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { MiniQuote } from './mini-quote';
import { QuoteDetailsPage } from './quote-details-page';
import { QuoteSearchPage } from './quote-search-page';

// Property (issue 19): whatever the quote (parts, kits prebuilt or sourced, labor and other lines,
// any quantities) and whoever looks (costs shown or hidden, labor shown or not), every page that
// shows a total (the mini quote's button and dropdown, the quote page and its lines, the quotes
// list's table and phone cards) shows the same figure, and it is the sum of the lines. The
// answers are built as the server's presenter builds them; the expected figures come from a
// BigInt oracle over the generated lines, which shares no code with the app.

const QUOTE_ID = 77;

interface Line extends MoneyLine {
  id: number;
  description: string;
}

// --- generated quotes ---------------------------------------------------------------------------

const amount = (max: number) => fc.integer({ min: 1, max }).map((c) => c / 100);
const product = fc.record({
  cost: fc.option(amount(50_000), { nil: null, freq: 6 }),
  customerPrice: amount(90_000),
});

type Piece =
  | { kind: 'part'; quantity: number; product: { cost: number | null; customerPrice: number } }
  | {
      kind: 'kit';
      quantity: number;
      prebuilt: boolean;
      kit: { cost: number | null; customerPrice: number };
      components: { quantity: number; product: { cost: number | null; customerPrice: number } }[];
    }
  | { kind: 'LABOR' | 'OTHER'; quantity: number; rate: number };

const piece: fc.Arbitrary<Piece> = fc.oneof(
  fc.record({
    kind: fc.constant('part' as const),
    quantity: fc.integer({ min: 1, max: 12 }),
    product,
  }),
  fc.record({
    kind: fc.constant('kit' as const),
    quantity: fc.integer({ min: 1, max: 3 }),
    prebuilt: fc.boolean(),
    kit: product,
    components: fc.array(fc.record({ quantity: fc.integer({ min: 1, max: 4 }), product }), {
      minLength: 1,
      maxLength: 3,
    }),
  }),
  fc.record({
    kind: fc.constantFrom('LABOR' as const, 'OTHER' as const),
    quantity: amount(2_000),
    rate: amount(30_000),
  }),
);

/** The stored lines of the pieces, as the server writes them. */
function linesOf(pieces: readonly Piece[]): Line[] {
  const lines: Line[] = [];
  const add = (line: Omit<Line, 'id'>) => {
    lines.push({ ...line, id: lines.length + 1 });
    return lines.length;
  };
  for (const p of pieces) {
    if (p.kind === 'part') {
      add({
        itemType: 'PART',
        description: `Part ${lines.length}`,
        quantity: p.quantity,
        parentItemId: null,
        itemCost: p.product.cost,
        customerPrice: p.product.customerPrice,
      });
    } else if (p.kind === 'kit') {
      const values = kitLineValues(
        p.kit,
        p.components.map((c) => c.product),
        p.prebuilt,
      );
      const summary = add({
        itemType: 'KIT_SUMMARY',
        description: `Kit ${lines.length}`,
        quantity: p.quantity,
        parentItemId: null,
        itemCost: values.summary.cost,
        customerPrice: values.summary.customerPrice,
      });
      for (const [i, c] of p.components.entries()) {
        add({
          itemType: 'PART',
          description: `Component ${lines.length}`,
          quantity: c.quantity * p.quantity,
          parentItemId: summary,
          itemCost: values.components[i]!.cost,
          customerPrice: values.components[i]!.customerPrice,
        });
      }
    } else {
      add({
        itemType: p.kind,
        description: `${p.kind} ${lines.length}`,
        quantity: p.quantity,
        parentItemId: null,
        itemCost: null,
        customerPrice: p.rate,
      });
    }
  }
  return lines;
}

// --- the server's answers -----------------------------------------------------------------------

function summaryOf(lines: Line[], viewer: QuoteViewer): QuoteSummary {
  const seen = viewQuoteLines(lines, viewer);
  const totals = computeQuoteTotals(seen, viewer);
  return {
    quoteProducts: seen.map(
      (l): QuoteItem => ({
        id: l.id,
        miniQuoteKey: `${l.itemType}_${l.id}`,
        itemType: l.itemType,
        itemDescription: l.description,
        itemQuantity: l.quantity,
        itemCost: l.itemCost,
        customerPrice: l.customerPrice,
        extendedPrice: lineExtended(l.quantity, l.customerPrice),
        extendedCost: lineExtended(l.quantity, l.itemCost),
        worksheetKit: l.itemType === 'KIT_SUMMARY' || l.parentItemId !== null,
        catalogKey: null,
        vehicleId: null,
        analyticsCategory: null,
      }),
    ),
    quoteDetails: {
      subtotalCost: totals.costSubtotal,
      subtotalPrice: totals.priceTotal,
      totalItems: totals.itemCount,
      worksheetHeaderId: QUOTE_ID,
      worksheetName: null,
    },
  };
}

function worksheetOf(lines: Line[], viewer: QuoteViewer): Worksheet {
  const seen = viewQuoteLines(lines, viewer);
  const totals = computeQuoteTotals(seen, viewer);
  return {
    worksheetId: QUOTE_ID,
    name: null,
    shopId: 1001,
    status: 'OPEN',
    submitted: false,
    orderConfirmationNumber: null,
    orderSubmittedDatetime: null,
    storeId: null,
    poNumber: null,
    garageBayId: null,
    fleetId: null,
    createdDatetime: '2026-11-20T10:00:00.000Z',
    updatedDatetime: '2026-11-20T10:30:00.000Z',
    currentVehicle: null,
    vehicles: [],
    items: seen.map(
      (l): WorksheetLine => ({
        worksheetDetailId: l.id,
        itemType: l.itemType,
        legacyKey: null,
        productId: null,
        lineCode: null,
        partNumber: null,
        brandName: null,
        description: l.description,
        userSpecifiedQuantity: l.quantity,
        itemCost: l.itemCost,
        customerPrice: l.customerPrice,
        extendedPrice: lineExtended(l.quantity, l.customerPrice) ?? 0,
        productOrigin: null,
        productOriginDetails: null,
        parentWorksheetDetailId: l.parentItemId,
        prebuilt: null,
        worksheetVehicleId: null,
        storeId: null,
        quantityOnHand: null,
        availability: null,
        laborGroup: null,
        laborSubgroup: null,
        laborPartTypeId: null,
      }),
    ),
    totalItems: totals.itemCount,
    totalPrice: totals.priceTotal,
    formattedTotalPrice: formatUsd(totals.priceTotal),
    totalCostOrder: totals.costSubtotal,
    formattedTotalCostOrder: totals.costSubtotal === null ? null : formatUsd(totals.costSubtotal),
    hideCosts: viewer.hideCosts,
    partsTax: null,
    laborTax: null,
    totalWithTax: totals.priceTotal,
    shopLaborRate: null,
  };
}

function searchOf(worksheet: Worksheet): WorksheetSearchResult {
  return {
    content: [
      {
        worksheetId: QUOTE_ID,
        name: null,
        status: 'OPEN',
        submitted: false,
        orderConfirmationNumber: null,
        orderSubmittedDatetime: null,
        poNumber: null,
        createdDatetime: worksheet.createdDatetime,
        updatedDatetime: worksheet.updatedDatetime,
        userId: 42,
        customerId: null,
        approval: null,
        customerName: null,
        vehicleDescription: null,
        totalItems: worksheet.totalItems,
        totalPrice: worksheet.totalPrice,
        formattedTotalPrice: worksheet.formattedTotalPrice,
      },
    ],
    page: 0,
    size: 25,
    totalElements: 1,
  };
}

// --- the oracle ---------------------------------------------------------------------------------

function centsOf(quantity: number, price: number | null): bigint {
  if (price === null || price <= 0) return 0n;
  const p =
    BigInt(quantity.toFixed(2).replace('.', '')) * BigInt(price.toFixed(2).replace('.', ''));
  return p / 100n + (p % 100n >= 50n ? 1n : 0n);
}

function usd(cents: bigint): string {
  const whole = (cents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `$${whole}.${(cents % 100n).toString().padStart(2, '0')}`;
}

function expected(lines: Line[], viewer: QuoteViewer) {
  const seen = lines.filter((l) => !(viewer.hideLabor && l.itemType === 'LABOR'));
  const price = seen.reduce((s, l) => s + centsOf(l.quantity, l.customerPrice), 0n);
  const cost = seen
    .filter((l) => l.itemType === 'PART' || l.itemType === 'KIT_SUMMARY')
    .reduce((s, l) => s + centsOf(l.quantity, l.itemCost), 0n);
  return { price, cost: viewer.hideCosts ? null : cost, seen };
}

/** Cents of every dollar amount in a text. */
const amountsIn = (text: string) =>
  [...text.matchAll(/\$([\d,]+)\.(\d{2})/g)].map(
    (m) => BigInt(m[1]!.replaceAll(',', '')) * 100n + BigInt(m[2]!),
  );

// --- the pages ----------------------------------------------------------------------------------

function serve(lines: Line[], viewer: QuoteViewer) {
  const worksheet = worksheetOf(lines, viewer);
  installFakeServer()
    .on('GET', '/api/current/user', {
      body: viewer.hideLabor
        ? makeUser({
            customerType: { name: 'RO_WRITER', description: 'RO Writer', cxml: false, sms: false },
          })
        : makeUser(),
    })
    .on('GET', '/api/current/shop', { body: makeShop({ hideCosts: viewer.hideCosts }) })
    .on('GET', '/api/worksheet/rest/miniquote.json', { body: summaryOf(lines, viewer) })
    .on('GET', `/api/worksheet/rest/${QUOTE_ID}`, { body: worksheet })
    .on('GET', `/api/worksheet/rest/${QUOTE_ID}/approval`, {
      body: makeApprovalStatus(QUOTE_ID),
    })
    .on('GET', '/api/worksheet/rest/search', { body: searchOf(worksheet) })
    .on('GET', '/api/shop/1001/company', {
      status: 404,
      body: { code: 'NOT_FOUND', message: 'x' },
    });
}

async function checkMiniQuote(price: bigint, cost: bigint | null) {
  renderWithProviders(<MiniQuote />);
  const button = await screen.findByRole('button', { name: /Items in the quote/ });
  // The button: the cost subtotal where costs show and parts cost something, else the total price.
  if (cost !== null && cost > 0n) {
    expect(button.textContent).toContain(`Cost subtotal: ${usd(cost)}`);
  } else if (price > 0n) {
    expect(button.textContent).toContain(`Total price: ${usd(price)}`);
  }
  await userEvent.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Current quote' });
  if (price > 0n) expect(dialog.textContent).toContain(`Total price: ${usd(price)}`);
  if (cost !== null && cost > 0n)
    expect(dialog.textContent).toContain(`Cost subtotal: ${usd(cost)}`);
  if (cost === null) expect(dialog.textContent).not.toContain('Cost');
  cleanup();
}

async function checkQuotePage(price: bigint, cost: bigint | null, count: number) {
  renderWithProviders(<QuoteDetailsPage quoteId={QUOTE_ID} />);
  const totals = await screen.findByRole('group', { name: 'Totals' });
  expect(totals.textContent).toBe(
    `Items: ${count}${cost === null ? '' : `Cost subtotal: ${usd(cost)}`}Total price: ${usd(price)}`,
  );
  // The extended column of the lines adds up to the total price.
  const table = screen.getByRole('table', { name: 'Lines' });
  const column = cost === null ? 3 : 4;
  const rows = within(table).getAllByRole('row').slice(1);
  const sum = rows.reduce((s, row) => {
    const cell = within(row).getAllByRole('cell')[column]!;
    return s + (amountsIn(cell.textContent ?? '')[0] ?? 0n);
  }, 0n);
  expect(sum).toBe(price);
  cleanup();
}

async function checkQuotesList(price: bigint) {
  renderWithProviders(<QuoteSearchPage />, { path: '/quote/search', routePath: '/quote/search' });
  const table = await screen.findByRole('table');
  const row = within(table).getAllByRole('row')[1]!;
  const cells = within(row).getAllByRole('cell');
  expect(amountsIn(cells[5]!.textContent ?? '')).toEqual(price > 0n ? [price] : []);
  const card = screen.getAllByRole('listitem')[0]!;
  if (price > 0n) expect(card.textContent).toContain(`Total price: ${usd(price)}`);
  else expect(card.textContent).not.toContain('$');
  cleanup();
}

/** What testing/setup.ts does between tests, between runs: no cached shop or quote carries over. */
function freshStart() {
  cleanup();
  resetToasts();
  localStorage.clear();
  sessionStorage.clear();
  reloadSessionFromStorage();
  beginSession(makeTokens());
}

describe('quote totals on every page', () => {
  it('show the same figure, the sum of the lines, for any quote and any viewer', {
    timeout: 300_000,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(piece, { minLength: 1, maxLength: 5 }),
        fc.record({ hideCosts: fc.boolean(), hideLabor: fc.boolean() }),
        async (pieces, viewer) => {
          const lines = linesOf(pieces);
          const { price, cost, seen } = expected(lines, viewer);
          const count = seen.filter((l) => l.parentItemId === null).length;
          freshStart();
          serve(lines, viewer);
          // A quote whose every line is hidden from the viewer shows no total at all.
          if (count === 0) return;
          try {
            await checkMiniQuote(price, cost);
            await checkQuotePage(price, cost, count);
            await checkQuotesList(price);
          } finally {
            // A failed run (fast-check then shrinks) leaves no page behind for the next one.
            cleanup();
          }
        },
      ),
      { numRuns: Number(process.env.QUOTE_PROPERTY_RUNS ?? 8) },
    );
  });
});
