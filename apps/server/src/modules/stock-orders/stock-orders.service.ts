import {
  type CreateStockOrderBodySchema,
  type CreateStockOrderQuickAddBodySchema,
  STOCK_ORDER_MAX_QUANTITY,
  type StockOrder,
  type StockOrderAddToQuoteBodySchema,
  type StockOrderListQuerySchema,
  type StockOrderListResponse,
  type StockOrderSummary,
  type StockOrderUploadResponse,
  type UpdateStockOrderBodySchema,
  type UploadRowError,
} from '@procounter/shared/contracts/stock-order';
import type { QuoteSummary } from '@procounter/shared/contracts/worksheet';
import { partNumberKey } from '@procounter/shared/domain/part-number';
import { STOCK_ORDER_LIMITS } from '@procounter/shared/validation/limits';
import { checkPoNumber, type PoNumberRule } from '@procounter/shared/validation/schemas';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError, notFound, validationFailed } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import type { ServiceDeps } from '../../lib/deps';
import {
  findProductsByNumbers,
  findProductsBySupersededNumbers,
  findProductsForQuote,
  type QuotableProduct,
} from '../parts-catalog/parts-catalog.service';
import { requireCurrentShop } from '../shops/shops.service';
import { addProducts, quantityExceeded } from '../worksheets/worksheet-products.service';
import { CsvFileError, readStockOrderCsv, type StockOrderCsvRow } from './csv';
import {
  deleteStockOrder,
  deleteStockOrderLines,
  findShopStockOrder,
  findShopStockOrders,
  findStockOrderLines,
  findStockOrderLineViews,
  findStockOrderPage,
  insertStockOrder,
  type LineToSave,
  lockShopStockOrder,
  type StockOrderLineRow,
  type StockOrderLineView,
  type StockOrderRow,
  saveStockOrderLines,
  updateStockOrderHeader,
} from './stock-orders.repository';

// Stock orders (R-STOCK-1, R-STOCK-2, R-STOCK-4, issue 5): a shop's replenishment orders. Every
// user of the shop may read and change them; another shop's order answers 404, never 403, so ids
// cannot be probed. A product is on an order at most once: adding a line code + part number that is
// already there adds to its quantity (the database's unique key holds it). Products are read before
// a transaction (the catalog does not change under an order); the transaction locks the order, so
// two changes of one order happen one after the other and none is lost.

type Deps = Pick<ServiceDeps, 'db'>;

const noSuchOrder = () => notFound('No such stock order');

const orderKey = (lineCode: string, partNumber: string) =>
  `${lineCode.trim().toUpperCase()}\u0000${partNumberKey(partNumber)}`;

/** A catalog product a line names; formerNumber when it was asked by a number it replaced. */
type ResolvedProduct = QuotableProduct & { formerNumber?: string | null };

/**
 * The catalog products of the line code + part numbers, by orderKey, in one query; a second one,
 * only for the numbers that name no product, finds the products that replaced former numbers of
 * ours (issue 25), so an old number still orders its part and the line says so.
 */
async function resolveProducts(
  db: Database,
  refs: readonly { lineCode: string; partNumber: string }[],
): Promise<Map<string, ResolvedProduct>> {
  const keys = new Map<string, { lineCode: string; partNumberKey: string }>();
  for (const ref of refs) {
    const key = orderKey(ref.lineCode, ref.partNumber);
    if (!keys.has(key)) {
      keys.set(key, {
        lineCode: ref.lineCode.trim().toUpperCase(),
        partNumberKey: partNumberKey(ref.partNumber),
      });
    }
  }
  const found = new Map<string, ResolvedProduct>();
  for (const product of await findProductsByNumbers({ db }, [...keys.values()])) {
    const key = orderKey(product.lineCode, product.partNumber);
    if (!found.has(key)) found.set(key, product);
  }
  const missing = [...keys].filter(([key]) => !found.has(key)).map(([, wanted]) => wanted);
  for (const product of await findProductsBySupersededNumbers({ db }, missing)) {
    const key = orderKey(product.lineCode, product.formerKey);
    if (!found.has(key)) found.set(key, product);
  }
  return found;
}

const describeRef = (ref: { lineCode: string; partNumber: string }) =>
  `${ref.lineCode.trim().toUpperCase()} ${ref.partNumber.trim()}`;

const unknownProductMessage = (ref: { lineCode: string; partNumber: string }) =>
  `No product ${describeRef(ref)} in the catalog`;

const kitMessage = (ref: { lineCode: string; partNumber: string }) =>
  `${describeRef(ref)} is a kit: kits are added to a quote with their components, not stocked`;

/** Catalog products of JSON lines; 422 UNKNOWN_PRODUCT naming every line that is not one. */
async function requireProducts(
  db: Database,
  refs: readonly { lineCode: string; partNumber: string }[],
  path: string,
): Promise<QuotableProduct[]> {
  const found = await resolveProducts(db, refs);
  const problems: { path: string; message: string }[] = [];
  const products = refs.map((ref, index) => {
    const product = found.get(orderKey(ref.lineCode, ref.partNumber));
    if (!product) problems.push({ path: `${path}.${index}`, message: unknownProductMessage(ref) });
    else if (product.isKit) problems.push({ path: `${path}.${index}`, message: kitMessage(ref) });
    return product;
  });
  if (problems.length > 0) {
    throw new AppError(422, 'UNKNOWN_PRODUCT', problems[0]!.message, { details: problems });
  }
  return products as QuotableProduct[];
}

/** The order's PO by the company's rule; 400 naming `po` when it breaks it. */
function checkPo(company: PoNumberRule, po: string): string {
  const checked = checkPoNumber(company, po, 'po');
  if (!checked.ok) throw validationFailed(checked.issues);
  return checked.poNumber;
}

interface Addition {
  product: ResolvedProduct;
  quantity: number;
  note: string;
}

/**
 * The lines to write when additions go onto an order's lines: a product already there (or twice
 * in the additions) adds up on one line; a non-empty note replaces the line's note. Answers the
 * indexes of the additions that take a line over STOCK_ORDER_MAX_QUANTITY.
 */
export function mergeLines(
  existing: readonly Pick<
    StockOrderLineRow,
    'productId' | 'lineCode' | 'partNumber' | 'quantity' | 'note' | 'replacedNumber'
  >[],
  additions: readonly Addition[],
): { lines: LineToSave[]; added: number; overLimit: { index: number; total: number }[] } {
  const lines = new Map<number, LineToSave>();
  for (const line of existing) lines.set(line.productId, { ...line });
  const changed = new Map<number, LineToSave>();
  const overLimit: { index: number; total: number }[] = [];
  let added = 0;
  additions.forEach(({ product, quantity, note }, index) => {
    const line = lines.get(product.id);
    // A line asked by a former number says which; asked again by the current one, it still does.
    const replacedNumber = product.formerNumber ?? line?.replacedNumber ?? null;
    const next: LineToSave = line
      ? { ...line, quantity: line.quantity + quantity, note: note || line.note, replacedNumber }
      : {
          productId: product.id,
          lineCode: product.lineCode,
          partNumber: product.partNumber,
          quantity,
          note,
          replacedNumber,
        };
    if (!line) added++;
    if (next.quantity > STOCK_ORDER_MAX_QUANTITY) overLimit.push({ index, total: next.quantity });
    lines.set(product.id, next);
    changed.set(product.id, next);
  });
  return { lines: [...changed.values()], added, overLimit };
}

function presentSummary(order: StockOrderRow, lines: readonly StockOrderLineRow[]) {
  return {
    id: order.id,
    name: order.name,
    po: order.po,
    lineCount: lines.length,
    totalQuantity: lines.reduce((sum, l) => sum + l.quantity, 0),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  } satisfies StockOrderSummary;
}

/** What the answer of an order depends on about the caller's shop. */
interface OrderViewer {
  id: number;
  homeStoreId: number | null;
  /** Costs never reach a shop that hides them (R-ROLE-4): cost null on every line. */
  hideCosts: boolean;
}

function presentOrder(
  order: StockOrderRow,
  lines: readonly StockOrderLineView[],
  viewer: OrderViewer,
): StockOrder {
  return {
    ...presentSummary(order, lines),
    stockOrderDetails: lines.map((l) => ({
      id: l.id,
      lineCode: l.lineCode,
      partNumber: l.partNumber,
      partDescription: l.partDescription,
      stockQty: l.quantity,
      note: l.note,
      replacesNumber: l.replacedNumber,
      productId: l.productId,
      cost: viewer.hideCosts ? null : l.cost,
      customerPrice: l.customerPrice,
      quantityOnHand: l.quantityOnHand,
    })),
  };
}

async function readOrder(db: Database, viewer: OrderViewer, id: number): Promise<StockOrder> {
  const order = await findShopStockOrder(db, viewer.id, id);
  if (!order) throw noSuchOrder();
  return presentOrder(
    order,
    await findStockOrderLineViews(db, [order.id], viewer.homeStoreId),
    viewer,
  );
}

async function shopOf(deps: Deps, user: AuthUser): Promise<OrderViewer> {
  return (await requireCurrentShop(deps, user)).shop;
}

/** GET /stockorders/list: a page of the shop's orders, the most recently changed first. */
export async function listStockOrders(
  deps: Deps,
  user: AuthUser,
  query: z.output<typeof StockOrderListQuerySchema>,
): Promise<StockOrderListResponse> {
  const shopId = (await shopOf(deps, user)).id;
  const { rows, totalElements } = await findStockOrderPage(deps.db, shopId, query);
  return {
    content: rows.map(({ order, lineCount, totalQuantity }) => ({
      ...presentSummary(order, []),
      lineCount: Number(lineCount),
      totalQuantity: Number(totalQuantity),
    })),
    totalElements,
    page: query.page,
    size: query.size,
  };
}

/** GET /stockorders/{id} and POST details: one order of the shop with its lines; else 404. */
export async function getStockOrder(deps: Deps, user: AuthUser, id: number): Promise<StockOrder> {
  return readOrder(deps.db, await shopOf(deps, user), id);
}

/** POST getStockOrdersIncludingLineItems: the shop's orders among ids (others left out). */
export async function getStockOrdersWithLines(
  deps: Deps,
  user: AuthUser,
  ids: readonly number[],
): Promise<StockOrder[]> {
  const shop = await shopOf(deps, user);
  const orders = await findShopStockOrders(deps.db, shop.id, [...new Set(ids)]);
  const lines = await findStockOrderLineViews(
    deps.db,
    orders.map((o) => o.id),
    shop.homeStoreId,
  );
  return orders.map((order) =>
    presentOrder(
      order,
      lines.filter((l) => l.stockOrderId === order.id),
      shop,
    ),
  );
}

/**
 * mergeLines, refusing a merge that takes a line past STOCK_ORDER_MAX_QUANTITY: 422
 * QTY_EXCEEDS_1000 naming each such addition at pathOf(its index); nothing is written.
 */
function mergeWithinLimit(
  existing: Parameters<typeof mergeLines>[0],
  additions: readonly Addition[],
  pathOf: (index: number) => string,
) {
  const merged = mergeLines(existing, additions);
  if (merged.overLimit.length > 0) {
    const error = quantityExceeded();
    throw new AppError(422, error.code, error.message, {
      details: merged.overLimit.map(({ index, total }) => ({
        path: pathOf(index),
        message: `${describeRef(additions[index]!.product)} would reach ${total}; at most ${STOCK_ORDER_MAX_QUANTITY}`,
      })),
    });
  }
  return merged;
}

/** Writes additions onto a locked order; 422 QTY_EXCEEDS_1000 (nothing written) past the limit. */
async function addLines(
  db: Database,
  orderId: number,
  additions: readonly Addition[],
  path: string,
) {
  const existing = await findStockOrderLines(db, [orderId]);
  const merged = mergeWithinLimit(existing, additions, (index) => `${path}.${index}`);
  await saveStockOrderLines(db, orderId, merged.lines);
  return merged;
}

/** The shop's order, locked until the transaction ends; 404 unless one of the shop's. */
async function lockOrder(db: Database, shopId: number, id: number): Promise<StockOrderRow> {
  const order = await lockShopStockOrder(db, shopId, id);
  if (!order) throw noSuchOrder();
  return order;
}

type UpdateLine = z.output<typeof UpdateStockOrderBodySchema>['lines'][number];

/** The lines of an update, sorted: changes of the order's lines, and additions. */
interface LineChanges {
  /** The order's lines the update names by id, with their new quantity and note, by id. */
  kept: Map<number, StockOrderLineRow>;
  /** Lines without an id, to merge by line + item. */
  additions: Addition[];
  /** Where each addition is in the body, for the errors that name it. */
  additionPaths: string[];
}

/**
 * Sorts an update's lines into changes of the order's lines (by id) and additions; 400 naming
 * every line whose id is not one of the order's, or whose part is not the line's part.
 */
function sortLineChanges(
  lines: readonly UpdateLine[],
  products: readonly QuotableProduct[],
  existing: readonly StockOrderLineRow[],
): LineChanges {
  const byId = new Map(existing.map((l) => [l.id, l]));
  const changes: LineChanges = { kept: new Map(), additions: [], additionPaths: [] };
  const problems: { path: string; message: string }[] = [];
  lines.forEach((line, index) => {
    const product = products[index]!;
    if (line.id === undefined) {
      changes.additions.push({ product, quantity: line.quantity, note: line.note ?? '' });
      changes.additionPaths.push(`lines.${index}`);
      return;
    }
    const current = byId.get(line.id);
    if (!current) {
      problems.push({ path: `lines.${index}.id`, message: 'Not a line of this stock order' });
    } else if (current.productId !== product.id) {
      problems.push({
        path: `lines.${index}`,
        message: 'A line keeps its part: remove it and add the other part',
      });
    } else {
      changes.kept.set(current.id, { ...current, quantity: line.quantity, note: line.note ?? '' });
    }
  });
  if (problems.length > 0) throw validationFailed(problems);
  return changes;
}

/** replaceLines: removes the order's lines the update neither names by id nor adds again. */
async function deleteLinesNotNamed(
  db: Database,
  orderId: number,
  existing: readonly StockOrderLineRow[],
  { kept, additions }: LineChanges,
) {
  const named = new Set(additions.map((a) => a.product.id));
  const gone = existing.filter((l) => !kept.has(l.id) && !named.has(l.productId));
  await deleteStockOrderLines(
    db,
    orderId,
    gone.map((l) => l.id),
  );
}

/**
 * The lines additions merge into: with replaceLines only the kept ones (a line named only by
 * line + item starts afresh from the quantity given), else every line, changed where kept.
 */
function linesToMergeInto(
  existing: readonly StockOrderLineRow[],
  { kept }: LineChanges,
  replaceLines: boolean,
): StockOrderLineRow[] {
  return replaceLines ? [...kept.values()] : existing.map((l) => kept.get(l.id) ?? l);
}

/** The lines to write: the kept ones as changed, then the merged additions over them. */
function changedLines({ kept }: LineChanges, merged: readonly LineToSave[]): LineToSave[] {
  const changed = new Map<number, LineToSave>();
  for (const line of kept.values()) changed.set(line.productId, line);
  for (const line of merged) changed.set(line.productId, line);
  return [...changed.values()];
}

/** POST /stockorders/create: a new order of the shop, with lines when given. */
export async function createStockOrder(
  deps: Deps,
  user: AuthUser,
  body: z.output<typeof CreateStockOrderBodySchema>,
): Promise<StockOrder> {
  const { shop, company } = await requireCurrentShop(deps, user);
  const po = checkPo(company, body.po);
  const products = await requireProducts(deps.db, body.lines, 'lines');
  const id = await inTransaction(deps, async ({ db }) => {
    const order = await insertStockOrder(db, {
      shopId: shop.id,
      name: body.name,
      po,
      createdBy: user.id,
    });
    const additions = body.lines.map((line, index) => ({
      product: products[index]!,
      quantity: line.quantity,
      note: line.note ?? '',
    }));
    await addLines(db, order.id, additions, 'lines');
    return order.id;
  });
  return readOrder(deps.db, shop, id);
}

/**
 * PUT /stockorders/update: name, PO and lines. A line with an id (one of this order's, else 400)
 * gets the quantity and note given and keeps its part (another part: 400); a line without one is
 * added, merged by line + item; with replaceLines the lines not named go.
 */
export async function updateStockOrder(
  deps: Deps,
  user: AuthUser,
  body: z.output<typeof UpdateStockOrderBodySchema>,
): Promise<StockOrder> {
  const { shop, company } = await requireCurrentShop(deps, user);
  const po = checkPo(company, body.po);
  const products = await requireProducts(deps.db, body.lines, 'lines');
  await inTransaction(deps, async ({ db }) => {
    const order = await lockOrder(db, shop.id, body.id);
    const existing = await findStockOrderLines(db, [order.id]);
    const changes = sortLineChanges(body.lines, products, existing);
    if (body.replaceLines) await deleteLinesNotNamed(db, order.id, existing, changes);
    const merged = mergeWithinLimit(
      linesToMergeInto(existing, changes, body.replaceLines),
      changes.additions,
      (index) => changes.additionPaths[index]!,
    );
    await saveStockOrderLines(db, order.id, changedLines(changes, merged.lines));
    await updateStockOrderHeader(db, order.id, { name: body.name, po });
  });
  return readOrder(deps.db, shop, body.id);
}

/**
 * POST /stockorders/createStockOrder (quick add): items onto the order `id`, or onto a new order
 * named `name`; the same line + item again adds to its line's quantity.
 */
export async function quickAddToStockOrder(
  deps: Deps,
  user: AuthUser,
  body: z.output<typeof CreateStockOrderQuickAddBodySchema>,
): Promise<StockOrder> {
  const { shop, company } = await requireCurrentShop(deps, user);
  const po = body.po === undefined ? undefined : checkPo(company, body.po);
  const refs = body.items.map((i) => ({ lineCode: i.line, partNumber: i.item }));
  const products = await requireProducts(deps.db, refs, 'items');
  const id = await inTransaction(deps, async ({ db }) => {
    const order =
      body.id !== undefined
        ? await lockOrder(db, shop.id, body.id)
        : await insertStockOrder(db, {
            shopId: shop.id,
            name: body.name!,
            po: po ?? '',
            createdBy: user.id,
          });
    const additions = body.items.map((item, index) => ({
      product: products[index]!,
      quantity: item.quantity,
      note: '',
    }));
    await addLines(db, order.id, additions, 'items');
    await updateStockOrderHeader(db, order.id);
    return order.id;
  });
  return readOrder(deps.db, shop, id);
}

/** DELETE /stockorders/{id}: the order and its lines; 404 unless one of the shop's. */
export async function removeStockOrder(deps: Deps, user: AuthUser, id: number): Promise<void> {
  const shop = await shopOf(deps, user);
  const shopId = shop.id;
  await inTransaction(deps, async ({ db }) => {
    const order = await lockOrder(db, shopId, id);
    await deleteStockOrder(db, order.id);
  });
}

/** DELETE /stockorders/{id}/detail/{detailId}: one line; 404 unless a line of a shop's order. */
export async function removeStockOrderDetail(
  deps: Deps,
  user: AuthUser,
  id: number,
  detailId: number,
): Promise<StockOrder> {
  const shop = await shopOf(deps, user);
  const shopId = shop.id;
  await inTransaction(deps, async ({ db }) => {
    const order = await lockOrder(db, shopId, id);
    if ((await deleteStockOrderLines(db, order.id, [detailId])) === 0) {
      throw notFound('No such line on this stock order');
    }
    await updateStockOrderHeader(db, order.id);
  });
  return readOrder(deps.db, shop, id);
}

const uploadInvalid = (message: string, errors: UploadRowError[]) =>
  new AppError(422, 'UPLOAD_INVALID', message, { fields: { errors } });

const WHOLE_NUMBER = /^\d+$/;

/** The reason a row cannot be taken before any lookup, or undefined. */
function rowProblem(row: StockOrderCsvRow): string | undefined {
  const missing = [
    row.lineCode === '' && 'line code',
    row.partNumber === '' && 'part number',
    row.quantity === '' && 'quantity',
  ].filter(Boolean);
  if (missing.length > 0) return `Missing ${missing.join(', ')}`;
  if (!WHOLE_NUMBER.test(row.quantity) || Number(row.quantity) === 0) {
    return `Quantity "${row.quantity}" is not a positive whole number`;
  }
  if (Number(row.quantity) > STOCK_ORDER_MAX_QUANTITY) {
    return `Quantity ${row.quantity} is over ${STOCK_ORDER_MAX_QUANTITY}`;
  }
  if (row.note.length > STOCK_ORDER_LIMITS.note) {
    return `The note is longer than ${STOCK_ORDER_LIMITS.note} characters`;
  }
  if (
    row.lineCode.length > STOCK_ORDER_LIMITS.lineCode ||
    row.partNumber.length > STOCK_ORDER_LIMITS.partNumber
  ) {
    return unknownProductMessage(row);
  }
  return undefined;
}

/**
 * POST /stockorders/upload?id=: a CSV file's lines onto an order of the shop. Every row is
 * checked first (products in one query, quantities against the order's lines under its lock);
 * any bad row answers 422 UPLOAD_INVALID with every bad row and writes nothing. A good file is
 * written in one transaction, rows of a product already on the order (or repeated in the file)
 * adding to its line.
 */
export async function uploadStockOrderCsv(
  deps: Deps,
  user: AuthUser,
  id: number,
  bytes: Uint8Array,
): Promise<StockOrderUploadResponse> {
  const shop = await shopOf(deps, user);
  const shopId = shop.id;
  if (!(await findShopStockOrder(deps.db, shopId, id))) throw noSuchOrder();
  let rows: StockOrderCsvRow[];
  try {
    rows = readStockOrderCsv(bytes);
  } catch (error) {
    if (error instanceof CsvFileError) {
      throw uploadInvalid(
        error.message,
        error.row === undefined ? [] : [{ row: error.row, reason: error.message }],
      );
    }
    throw error;
  }

  const errors: UploadRowError[] = [];
  const candidates = rows.filter((row) => {
    const problem = rowProblem(row);
    if (problem) errors.push({ row: row.row, reason: problem });
    return !problem;
  });
  const found = await resolveProducts(deps.db, candidates);
  const additions: (Addition & { row: number })[] = [];
  for (const row of candidates) {
    const product = found.get(orderKey(row.lineCode, row.partNumber));
    if (!product) errors.push({ row: row.row, reason: unknownProductMessage(row) });
    else if (product.isKit) errors.push({ row: row.row, reason: kitMessage(row) });
    else additions.push({ product, quantity: Number(row.quantity), note: row.note, row: row.row });
  }

  const result = await inTransaction(deps, async ({ db }) => {
    const order = await lockOrder(db, shopId, id);
    const existing = await findStockOrderLines(db, [order.id]);
    const merged = mergeLines(existing, additions);
    for (const { index, total } of merged.overLimit) {
      const addition = additions[index]!;
      errors.push({
        row: addition.row,
        reason: `${describeRef(addition.product)} would reach ${total} with the lines above and on the order; at most ${STOCK_ORDER_MAX_QUANTITY}`,
      });
    }
    if (errors.length > 0) {
      errors.sort((a, b) => a.row - b.row);
      throw uploadInvalid(
        `${errors.length} row${errors.length === 1 ? '' : 's'} of the file cannot be taken; nothing was added`,
        errors,
      );
    }
    await saveStockOrderLines(db, order.id, merged.lines);
    await updateStockOrderHeader(db, order.id);
    return { added: merged.added };
  });
  return {
    order: await readOrder(deps.db, shop, id),
    rowsRead: rows.length,
    linesAdded: result.added,
    linesMerged: rows.length - result.added,
  };
}

/**
 * POST /stockorders/addProducts/0: the order's lines (all, or detailIds) onto the user's current
 * quote as PART lines with product origin STOCK_ORDER; answers the quote summary. 404 unless an
 * order of the shop; 400 for detail ids not of the order, or an order without lines.
 */
export async function addStockOrderToQuote(
  deps: Deps,
  user: AuthUser,
  body: z.output<typeof StockOrderAddToQuoteBodySchema>,
): Promise<QuoteSummary> {
  const shop = await shopOf(deps, user);
  const shopId = shop.id;
  const order = await findShopStockOrder(deps.db, shopId, body.id);
  if (!order) throw noSuchOrder();
  let lines = await findStockOrderLines(deps.db, [order.id]);
  if (body.detailIds !== undefined) {
    const wanted = new Set(body.detailIds);
    const ids = new Set(lines.map((l) => l.id));
    const strangers = [...wanted].filter((detailId) => !ids.has(detailId));
    if (strangers.length > 0) {
      throw validationFailed([
        { path: 'detailIds', message: `Not lines of this stock order: ${strangers.join(', ')}` },
      ]);
    }
    lines = lines.filter((l) => wanted.has(l.id));
  }
  if (lines.length === 0) {
    throw validationFailed([{ path: 'id', message: 'The stock order has no lines to add' }]);
  }
  const products = new Map(
    (
      await findProductsForQuote(
        deps,
        lines.map((l) => l.productId),
      )
    ).map((p) => [p.id, p]),
  );
  return addProducts(
    deps,
    user,
    lines.map((l) => ({ product: products.get(l.productId)!, quantity: l.quantity })),
    { productOrigin: 'STOCK_ORDER', productOriginDetails: order.name },
  );
}
