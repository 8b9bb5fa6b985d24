/** The start page's own calls, answered like the server answers them. */

import type { PartTypeNode } from '@procounter/shared/contracts/catalog-search';
import type { StockOrderSummary } from '@procounter/shared/contracts/stock-order';
import type { WorksheetSearchRow } from '@procounter/shared/contracts/worksheet';
import type { FakeServer } from '@/testing/fake-fetch';

/** A row of GET /worksheet/rest/search: an open quote unless told. */
export function makeSearchRow(overrides: Partial<WorksheetSearchRow> = {}): WorksheetSearchRow {
  return {
    worksheetId: 77,
    name: null,
    status: 'OPEN',
    submitted: false,
    orderConfirmationNumber: null,
    orderSubmittedDatetime: null,
    poNumber: null,
    createdDatetime: '2026-11-21T14:00:00.000Z',
    updatedDatetime: '2026-11-21T15:00:00.000Z',
    userId: 42,
    customerName: 'Ana Diaz',
    customerId: null,
    approval: null,
    vehicleDescription: '2013 Ford F-150',
    totalItems: 3,
    totalPrice: 250.5,
    formattedTotalPrice: '$250.50',
    ...overrides,
  };
}

/** An order row: submitted, with its confirmation number. */
export function makeOrderRow(overrides: Partial<WorksheetSearchRow> = {}): WorksheetSearchRow {
  return makeSearchRow({
    worksheetId: 10,
    status: 'SUBMITTED',
    submitted: true,
    orderConfirmationNumber: 'PC000123',
    orderSubmittedDatetime: '2026-11-22T10:00:00.000Z',
    ...overrides,
  });
}

export type HomeList = 'quotes' | 'orders' | 'stockOrders' | 'popular';

export interface HomeData {
  quotes?: WorksheetSearchRow[];
  orders?: WorksheetSearchRow[];
  stockOrders?: StockOrderSummary[];
  popular?: PartTypeNode[];
  /** The lists whose call answers 500 (until `recover`). */
  failing?: HomeList[];
}

/**
 * GET /worksheet/rest/search (by searchType QUOTE or ORDER), GET /stockorders/list and GET
 * /parttypes/mostpopular. `recover(list)` makes a failing list answer from then on.
 */
export function serveHome(server: FakeServer, data: HomeData = {}) {
  const failing = new Set(data.failing ?? []);
  const fail = { status: 500, body: { code: 'INTERNAL', message: 'Internal error' } };
  const page = <T>(content: T[]) => ({ content, page: 0, size: 5, totalElements: content.length });
  server
    .on('GET', '/api/worksheet/rest/search', (request) => {
      const type = request.search.get('searchType');
      const list: HomeList = type === 'ORDER' ? 'orders' : 'quotes';
      if (failing.has(list)) return fail;
      return { body: page(type === 'ORDER' ? (data.orders ?? []) : (data.quotes ?? [])) };
    })
    .on('GET', '/api/stockorders/list', () =>
      failing.has('stockOrders') ? fail : { body: page(data.stockOrders ?? []) },
    )
    .on('GET', '/api/parttypes/mostpopular', () =>
      failing.has('popular') ? fail : { body: data.popular ?? [] },
    );
  return { recover: (list: HomeList) => failing.delete(list) };
}
