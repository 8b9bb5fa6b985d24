/** The calls the shell makes, answered for one user: enough to render any page in a test. */
import type {
  PartTypeNode,
  PartTypeSelection,
  PartTypeTreeNode,
} from '@procounter/shared/contracts/catalog-search';
import type { BroadcastMessage } from '@procounter/shared/contracts/messages';
import type {
  MultipleLocationDetailsResponse,
  ProductExtraInfoResponse,
  ProductLookupResponse,
} from '@procounter/shared/contracts/product';
import type { Shop } from '@procounter/shared/contracts/shop';
import type {
  StockOrder,
  StockOrderUploadResponse,
  UpdateStockOrderBody,
  UploadRowError,
} from '@procounter/shared/contracts/stock-order';
import type { User } from '@procounter/shared/contracts/user';
import type { CurrentVehicle } from '@procounter/shared/contracts/vehicle';
import type { QuoteSummary } from '@procounter/shared/contracts/worksheet';
import {
  checkPartTypeSelection,
  PART_TYPE_SELECTION_REFUSALS,
} from '@procounter/shared/domain/part-type-selection';
import type { FakeServer } from './fake-fetch';
import {
  ALL_FEATURES_ON,
  makeProductLookup,
  makeQuoteSummary,
  makeSelection,
  makeShop,
  makeUser,
  NO_VEHICLE,
  PART_TYPE_TREE,
  POPULAR_PART_TYPES,
  STOCK_ORDER_CATALOG,
  toStockOrderSummary,
} from './fixtures';

export const STATIC_DATA = {
  csrf: { headerName: 'X-CSRF', parameterName: '_csrf', token: 't' },
  mapsKey: '',
  imageUrl: '/images',
  promoUrl: '/promo',
  version: { fcoVersion: '2.0.0', node: 'web-1', ocatVersion: '2026.06' },
  supportEmail: 'support@procounter.example',
  supportPhone: '1-800-555-0100',
  creditPhone: '1-800-555-0101',
  remoteSupport: { windows: '/rs.exe', mac: '/rs.dmg' },
  usageTracking: {
    auth: '',
    applicationId: '',
    paths: {
      lookupSummary: '',
      lookupDetails: '',
      lookupAttributes: '',
      resultsSummary: '',
      resultsDetails: '',
    },
  },
  profile: 'production' as 'production' | 'local-test',
};

export interface PortalData {
  user?: User;
  shop?: Shop;
  messages?: BroadcastMessage[];
  dealerControl?: boolean;
  profile?: 'production' | 'local-test';
  vehicle?: CurrentVehicle;
  quote?: QuoteSummary;
}

export function servePortal(server: FakeServer, data: PortalData = {}): FakeServer {
  const user = data.user ?? makeUser();
  const shop = data.shop ?? makeShop();
  return server
    .on('GET', '/api/current/user', { body: user })
    .on('GET', '/api/current/shop', { body: shop })
    .on('GET', '/api/user/shops', { body: [shop] })
    .on('GET', '/api/info/features/global', { body: ALL_FEATURES_ON })
    .on('GET', '/api/info/features/store', { body: ALL_FEATURES_ON })
    .on('GET', '/api/current/static', {
      body: { ...STATIC_DATA, profile: data.profile ?? 'production' },
    })
    .on('GET', '/api/current/stickySessionInfo', {
      body: { excludedFromStickySession: false, userId: user.userId, shopId: shop.id },
    })
    .on('GET', '/api/current/hasDealerControlOrIsDemo', { body: data.dealerControl ?? true })
    .on('GET', '/api/meta', { body: [] })
    .on('POST', '/api/user/showChatNowTooltip', { body: false })
    .on('GET', '/api/message/get/current/BROADCAST', { body: data.messages ?? [] })
    .on('GET', '/api/current/vehicle', { body: data.vehicle ?? NO_VEHICLE })
    .on('GET', '/api/worksheet/rest/miniquote.json', { body: data.quote ?? makeQuoteSummary(0) });
}

// --- catalog lookup ------------------------------------------------------------------------------

export interface CatalogData {
  popular?: PartTypeNode[];
  tree?: PartTypeTreeNode[];
  /** The selection the server holds at the start. */
  selected?: PartTypeSelection[];
  related?: PartTypeNode[];
}

/**
 * The part type calls: most popular, the tree, related, and the selection (node/selected GET,
 * POST, DELETE, clearPartTypes) kept like the server keeps it, with its refusals (409
 * PART_TYPE_ALREADY_SELECTED, 422 KITS_INDEPENDENT, 422 PART_TYPE_LIMIT). Answers the live
 * selection, so a test can read what the server holds.
 */
export function servePartTypes(server: FakeServer, data: CatalogData = {}) {
  const popular = data.popular ?? POPULAR_PART_TYPES;
  const byId = new Map<string, PartTypeNode>();
  const walk = (nodes: PartTypeTreeNode[]) => {
    for (const n of nodes) {
      byId.set(n.partTypeId, n);
      walk(n.children);
    }
  };
  walk(data.tree ?? PART_TYPE_TREE);
  for (const n of [...popular, ...(data.related ?? [])]) byId.set(n.partTypeId, n);
  const selection: PartTypeSelection[] = [...(data.selected ?? [])];
  let nextId = selection.length + 1;
  const refuse = (status: number, code: string) => ({ status, body: { code, message: code } });

  server
    .on('GET', '/api/parttypes/mostpopular', { body: popular })
    .on('GET', '/api/parttypes/allparttypes', { body: data.tree ?? PART_TYPE_TREE })
    .on('GET', '/api/parttypes/relatedPartTypes', { body: data.related ?? [] })
    .on('GET', '/api/parttypes/node/selected', () => ({ body: selection }))
    .on('POST', '/api/parttypes/node/selected', (request) => {
      const body = JSON.parse(request.body ?? '{}') as { partTypeId: string; platformId?: string };
      const node = byId.get(body.partTypeId);
      if (!node) return refuse(404, 'NOT_FOUND');
      const ids = selection.map((s) => s.partTypeId);
      const refusal = checkPartTypeSelection(ids, node.partTypeId);
      if (refusal) {
        const { status, code } = PART_TYPE_SELECTION_REFUSALS[refusal];
        return refuse(status, code);
      }
      selection.push(makeSelection(node, nextId++));
      return { body: selection };
    })
    .on('DELETE', '/api/parttypes/node/selected', (request) => {
      const index = selection.findIndex((s) => s.partTypeId === request.search.get('partTypeId'));
      if (index >= 0) selection.splice(index, 1);
      return { body: selection };
    })
    .on('POST', '/api/parttypes/clearPartTypes', () => {
      selection.length = 0;
      return { status: 204 };
    });
  return selection;
}

export interface ProductLookupData {
  lookup?: ProductLookupResponse | { status: number; code: string };
  locations?: MultipleLocationDetailsResponse;
  extraInfo?: ProductExtraInfoResponse;
  messages?: BroadcastMessage[];
  /** The quote summary addproduct and addkit answer. */
  quoteAfterAdd?: QuoteSummary;
}

/**
 * The part lookup calls: catalog/products (one answer, or an error code), the nearby stores, the
 * extra information, the PRODUCT messages, and addproduct / addkit answering a quote summary.
 */
export function serveProductLookup(server: FakeServer, data: ProductLookupData = {}) {
  const lookup = data.lookup ?? makeProductLookup();
  return server
    .on(
      'GET',
      '/api/catalog/products',
      'status' in lookup
        ? { status: lookup.status, body: { code: lookup.code, message: lookup.code } }
        : (request) => ({ body: { ...lookup, sort: request.search.get('sort') ?? 'SCORE' } }),
    )
    .on('POST', '/api/product/multipleLocationDetailsForOPP', {
      body: data.locations ?? { stores: [], products: [] },
    })
    .on(
      'GET',
      '/api/product/extraInfo',
      data.extraInfo
        ? { body: data.extraInfo }
        : { status: 404, body: { code: 'NOT_FOUND', message: 'No such product' } },
    )
    .on('GET', '/api/message/get/category/PRODUCT', { body: data.messages ?? [] })
    .on('POST', '/api/worksheet/rest/addproduct', {
      body: data.quoteAfterAdd ?? makeQuoteSummary(1),
    })
    .on('POST', '/api/worksheet/rest/addkit', { body: data.quoteAfterAdd ?? makeQuoteSummary(1) });
}

// --- stock orders ---------------------------------------------------------------------------------

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
        productId: product.productId,
      });
    }
    return null;
  };
  const serveOrder = (id: number) => {
    server
      .on('GET', `/api/stockorders/${id}`, () => {
        const order = orders.get(id);
        return order ? { body: order } : notFound;
      })
      .on('DELETE', `/api/stockorders/${id}`, () =>
        orders.delete(id) ? { status: 204 } : notFound,
      );
    for (const line of orders.get(id)?.stockOrderDetails ?? []) serveLine(id, line.id);
  };
  const serveLine = (id: number, detailId: number) => {
    server.on('DELETE', `/api/stockorders/${id}/detail/${detailId}`, () => {
      const order = orders.get(id);
      if (!order?.stockOrderDetails.some((d) => d.id === detailId)) return notFound;
      order.stockOrderDetails = order.stockOrderDetails.filter((d) => d.id !== detailId);
      touch(order);
      return { status: 204 };
    });
  };
  const serveNewLines = (order: StockOrder) => {
    for (const line of order.stockOrderDetails) serveLine(order.id, line.id);
  };
  for (const id of orders.keys()) serveOrder(id);

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
      serveOrder(order.id);
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
      serveNewLines(saved);
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
      serveNewLines(saved);
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
