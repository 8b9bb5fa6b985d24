/** The stock order calls, answered like the server answers them. */

import type {
  StockOrder,
  StockOrderUploadResponse,
  UpdateStockOrderBody,
  UploadRowError,
} from '@procounter/shared/contracts/stock-order';
import type { QuoteSummary } from '@procounter/shared/contracts/worksheet';
import type { FakeServer } from '@/testing/fake-fetch';
import { makeQuoteSummary, STOCK_ORDER_CATALOG, toStockOrderSummary } from '@/testing/fixtures';

export interface StockOrderData {
  orders?: StockOrder[];
  /** The quote summary addProducts/0 answers. */
  quoteAfterAdd?: QuoteSummary;
}

/** What the next upload answers: the lines it adds, or (422 UPLOAD_INVALID) its bad rows. */
export type FakeUploadResult =
  | { lines: { lineCode: string; partNumber: string; quantity: number; note?: string }[] }
  | { errors: UploadRowError[] };

/**
 * The stock order calls under /api/stockorders, keeping the orders like the server: list, GET and
 * DELETE by id, DELETE detail, create, update (lines merged by line + item; an unknown part is 422
 * with the server's message), upload (the test says what the next one answers: the fake cannot
 * read a multipart body) and addProducts/0. Answers the live orders, so a test can read them.
 */
export function serveStockOrders(server: FakeServer, data: StockOrderData = {}) {
  const orders = new Map<number, StockOrder>((data.orders ?? []).map((o) => [o.id, o]));
  let nextOrderId = Math.max(100, ...orders.keys()) + 1;
  let nextLineId = 1000;
  let uploadResult: FakeUploadResult = { lines: [] };
  const notFound = { status: 404, body: { code: 'NOT_FOUND', message: 'Stock order not found' } };
  const touch = (order: StockOrder): StockOrder => {
    const lines = order.stockOrderDetails;
    const next = {
      ...order,
      lineCount: lines.length,
      totalQuantity: lines.reduce((sum, line) => sum + line.stockQty, 0),
      updatedAt: new Date().toISOString(),
    };
    orders.set(next.id, next);
    return next;
  };
  /** Adds or merges a line; answers the unknown part's message instead when there is none. */
  const addLine = (
    order: StockOrder,
    line: { lineCode: string; partNumber: string; quantity: unknown; note?: string },
  ): string | null => {
    const key = `${line.lineCode} ${line.partNumber}`.toUpperCase();
    const product = STOCK_ORDER_CATALOG[key];
    if (!product) return `Unknown part ${key}`;
    const quantity = Number(line.quantity);
    const same = order.stockOrderDetails.find((d) => d.productId === product.productId);
    if (same) {
      same.stockQty += quantity;
      if (line.note) same.note = line.note;
    } else {
      order.stockOrderDetails.push({
        id: nextLineId++,
        lineCode: line.lineCode.toUpperCase(),
        partNumber: line.partNumber.toUpperCase(),
        partDescription: product.description,
        stockQty: quantity,
        note: line.note ?? '',
        replacesNumber: null,
        productId: product.productId,
        cost: product.cost,
        customerPrice: product.customerPrice,
        quantityOnHand: product.quantityOnHand,
      });
    }
    return null;
  };
  // By id, as the server's routes are: an id it does not hold is a 404.
  server
    .on('GET', '/api/stockorders/:id', (request) => {
      const order = orders.get(Number(request.params.id));
      return order ? { body: order } : notFound;
    })
    .on('DELETE', '/api/stockorders/:id', (request) =>
      orders.delete(Number(request.params.id)) ? { status: 204 } : notFound,
    )
    .on('DELETE', '/api/stockorders/:id/detail/:detailId', (request) => {
      const order = orders.get(Number(request.params.id));
      const detailId = Number(request.params.detailId);
      if (!order?.stockOrderDetails.some((d) => d.id === detailId)) return notFound;
      order.stockOrderDetails = order.stockOrderDetails.filter((d) => d.id !== detailId);
      touch(order);
      return { status: 204 };
    });

  server
    .on('GET', '/api/stockorders/list', () => {
      const content = [...orders.values()]
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
        .map(toStockOrderSummary);
      return { body: { content, totalElements: content.length, page: 0, size: 500 } };
    })
    .on('POST', '/api/stockorders/create', (request) => {
      const body = JSON.parse(request.body ?? '{}') as { name: string; po?: string };
      const now = new Date().toISOString();
      const order = touch({
        id: nextOrderId++,
        name: body.name,
        po: body.po ?? '',
        lineCount: 0,
        totalQuantity: 0,
        createdAt: now,
        updatedAt: now,
        stockOrderDetails: [],
      });
      return { body: order };
    })
    .on('PUT', '/api/stockorders/update', (request) => {
      const body = JSON.parse(request.body ?? '{}') as UpdateStockOrderBody;
      const current = orders.get(Number(body.id));
      if (!current) return notFound;
      const order = structuredClone(current);
      order.name = body.name;
      order.po = body.po ?? '';
      for (const [index, line] of (body.lines ?? []).entries()) {
        const existing = line.id ? order.stockOrderDetails.find((d) => d.id === line.id) : null;
        if (existing) {
          existing.stockQty = Number(line.quantity);
          existing.note = line.note ?? '';
          continue;
        }
        const refusal = addLine(order, line);
        if (refusal) {
          return {
            status: 422,
            body: {
              code: 'UNKNOWN_PRODUCT',
              message: 'Unknown product',
              details: [{ path: `lines.${index}`, message: refusal }],
            },
          };
        }
      }
      const saved = touch(order);
      return { body: saved };
    })
    .on('POST', '/api/stockorders/upload', (request) => {
      const current = orders.get(Number(request.search.get('id')));
      if (!current) return notFound;
      if ('errors' in uploadResult) {
        return {
          status: 422,
          body: { code: 'UPLOAD_INVALID', message: 'Upload invalid', errors: uploadResult.errors },
        };
      }
      const order = structuredClone(current);
      const before = order.stockOrderDetails.length;
      for (const line of uploadResult.lines) addLine(order, line);
      const saved = touch(order);
      const added = saved.stockOrderDetails.length - before;
      const answer: StockOrderUploadResponse = {
        order: saved,
        rowsRead: uploadResult.lines.length,
        linesAdded: added,
        linesMerged: uploadResult.lines.length - added,
      };
      return { body: answer };
    })
    .on('POST', '/api/stockorders/addProducts/0', (request) => {
      const body = JSON.parse(request.body ?? '{}') as { id: number };
      const order = orders.get(body.id);
      if (!order) return notFound;
      return { body: data.quoteAfterAdd ?? makeQuoteSummary(order.stockOrderDetails.length) };
    });

  return {
    orders,
    setUploadResult(result: FakeUploadResult) {
      uploadResult = result;
    },
  };
}
