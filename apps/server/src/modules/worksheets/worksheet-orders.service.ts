import {
  type OrderStatus,
  RECENT_WORKSHEETS,
  type SubmitWorksheetBodySchema,
  type SubmitWorksheetResult,
  SubmitWorksheetResultSchema,
  type UnavailableLine,
  type WorksheetSearchQuerySchema,
  type WorksheetSearchResult,
} from '@procounter/shared/contracts/worksheet';
import { stockAvailability } from '@procounter/shared/domain/availability';
import { resources } from '@procounter/shared/i18n/index';
import {
  checkOrderAttribute,
  type OrderAttributeField,
  type OrderAttributePreferences,
  orderAttributeRules,
} from '@procounter/shared/validation/order-attributes';
import { checkPoNumber, type PoNumberRule } from '@procounter/shared/validation/schemas';
import type { z } from 'zod';
import { inTransaction } from '../../db/transaction';
import { AppError, notFound, validationFailed } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import type { ServiceDeps } from '../../lib/deps';
import { hashRequest } from '../../lib/request-hash';
import { lockStoreStock, takeStock } from '../parts-catalog/parts-catalog.service';
import { findApprovalSummaries } from '../quote-approvals/approval-summaries.service';
import { findStore, requireCurrentShop } from '../shops/shops.service';
import { invoiceSubmittedOrder } from '../statements/statements.service';
import { presentQuoteTotals, type QuoteViewer, quoteViewerOf } from './quote-presenter';
import {
  claimOrder,
  findOrderByKey,
  findOrderLines,
  findWorksheetByConfirmation,
  markWorksheetSubmitted,
  nextConfirmationNumber,
  searchWorksheets,
  setOrderResult,
} from './worksheet-orders.repository';
import {
  findMoneyLinesOf,
  findWorksheetItems,
  findWorksheetOfShop,
  lockWorksheet,
  type QuoteScope,
  unlinkCurrentWorksheet,
  type WorksheetRow,
} from './worksheets.repository';
import { getCurrentWorksheet, startWorksheet, worksheetLocked } from './worksheets.service';

// Orders: submit (idempotent, availability re-checked), the order status and the quote search.

type Deps = Pick<ServiceDeps, 'db' | 'clock'>;

export const storeDown = () =>
  new AppError(
    503,
    'STORE_DOWN',
    'The store is not taking orders right now; please try again later',
  );

const availabilityChanged = (lines: UnavailableLine[]) =>
  new AppError(
    409,
    'AVAILABILITY_CHANGED',
    'The store no longer has enough of some parts; review them, then submit again with acknowledgeAvailability to order anyway',
    { fields: { unavailableLines: lines } },
  );

const idempotencyKeyReused = () =>
  new AppError(409, 'IDEMPOTENCY_KEY_REUSED', resources.en.common.quotes.submit.keyReused);

/** The answer of a submit and whether it is the stored answer of an earlier one (same key). */
export interface SubmitOutcome {
  result: SubmitWorksheetResult;
  replayed: boolean;
}

/**
 * POST /worksheet/rest/submit: orders the user's current quote, in one transaction:
 *
 * 1. claim the idempotency key and the worksheet (worksheet_orders, INSERT ... ON CONFLICT DO
 *    NOTHING), only for the quote the body names while it is the user's current one. Taken by the
 *    same key: its stored result when user, worksheet and request hash match (a replay), else 409
 *    IDEMPOTENCY_KEY_REUSED; a claim still running makes this wait for it to commit (or roll back,
 *    and then this one goes ahead). Taken by another key on the same worksheet, or a named quote
 *    that is not the current one and no claim of this key: 409 WORKSHEET_LOCKED (404 when the
 *    shop has no such quote).
 * 2. lock the worksheet (FOR UPDATE: no line changes while it is ordered); 409 WORKSHEET_LOCKED
 *    unless OPEN; 503 STORE_DOWN when the store is marked down.
 * 3. re-check availability: lock the store's stock rows of the quote's products; a product the
 *    store has fewer of than the quote's PART lines need together answers 409
 *    AVAILABILITY_CHANGED with its lines (nothing is ordered) unless acknowledgeAvailability; a
 *    product it does not carry at all is no change (R-QUOTE-10): ordered backordered, listed.
 * 4. confirmation number (sequence), submitted time and user, store, PO; take the stock (never
 *    below 0); the worksheet stops being anyone's current quote and the user gets a new empty one;
 *    the result is stored with the key.
 *
 * Failures roll everything back, the claim included, so a retry with the same key tries again.
 */
export async function submitWorksheet(
  deps: Deps,
  user: AuthUser,
  body: z.output<typeof SubmitWorksheetBodySchema>,
): Promise<SubmitOutcome> {
  const { shop, homeStore, company } = await requireCurrentShop(deps, user);
  const { poNumber, ...attributes } = readOrderFields(company, body);
  const storeId = await requireOrderStore(deps, body.storeId ?? homeStore?.id);
  const scope = { userId: user.id, shopId: shop.id };
  const current = await getCurrentWorksheet(deps, scope);
  const submit: Submit = {
    user,
    scope,
    viewer: quoteViewerOf(user, shop),
    body,
    poNumber,
    ...attributes,
    requestHash: hashSubmitRequest(body, poNumber, attributes),
  };

  return inTransaction(deps, async (tx) => {
    const orderId = await claimCurrentWorksheet(tx, submit, current.id);
    if (orderId === undefined) return answerEarlierSubmit(tx, submit);
    const worksheet = await lockWorksheetToOrder(tx, current.id);
    const store = await requireStoreTakingOrders(tx, storeId);
    const { needed, unavailableLines, changed } = await checkAvailability(
      tx,
      worksheet.id,
      store.id,
    );
    if (changed.length > 0 && !body.acknowledgeAvailability) {
      throw availabilityChanged(changed);
    }
    const result = await placeOrder(tx, submit, { worksheet, store, needed, unavailableLines });
    await setOrderResult(tx.db, orderId, result);
    return { result, replayed: false };
  });
}

/** A submit as its steps need it: who asks, the body, and what was read of it. */
interface Submit {
  user: AuthUser;
  scope: QuoteScope;
  viewer: QuoteViewer;
  body: z.output<typeof SubmitWorksheetBodySchema>;
  /** The PO as the company's rule reads it; null when blank. */
  poNumber: string | null;
  /** The garage bay and fleet ids as the company's rules read them; null when blank. */
  garageBayId: string | null;
  fleetId: string | null;
  requestHash: string;
}

/**
 * The PO number, garage bay id and fleet id by the company's rules (validation/schemas.ts
 * checkPoNumber, validation/order-attributes.ts): each null when blank (the ids also when the
 * company does not ask for them); 400 naming every field that breaks its rule.
 */
function readOrderFields(
  company: PoNumberRule & OrderAttributePreferences,
  body: { poNumber?: string } & Partial<Record<OrderAttributeField, string>>,
): { poNumber: string | null } & Record<OrderAttributeField, string | null> {
  const issues: { path: string; message: string }[] = [];
  const po = checkPoNumber(company, body.poNumber ?? '', 'poNumber');
  if (!po.ok) issues.push(...po.issues);
  const rules = orderAttributeRules(company);
  const ids = { garageBayId: null, fleetId: null } as Record<OrderAttributeField, string | null>;
  for (const field of ['garageBayId', 'fleetId'] as const) {
    const checked = checkOrderAttribute(rules[field], body[field] ?? '', field);
    if (checked.ok) ids[field] = checked.value;
    else issues.push(...checked.issues);
  }
  if (issues.length > 0) throw validationFailed(issues);
  return { poNumber: (po.ok && po.poNumber) || null, ...ids };
}

/** The store the body names, else the shop's home store: 400 when neither, 404 when unknown. */
async function requireOrderStore(deps: Deps, storeId: number | undefined): Promise<number> {
  if (storeId === undefined) {
    throw validationFailed([
      { path: 'storeId', message: 'The shop has no home store: choose one' },
    ]);
  }
  if (!(await findStore(deps, storeId))) throw notFound('No such store');
  return storeId;
}

/**
 * What the key is bound to besides user and worksheet: the request as validated (the PO as the
 * company's rule reads it), so a retry must mean the same order to get its answer.
 */
function hashSubmitRequest(
  body: z.output<typeof SubmitWorksheetBodySchema>,
  poNumber: string | null,
  attributes: Record<OrderAttributeField, string | null>,
): string {
  return hashRequest({
    worksheetId: body.worksheetId,
    storeId: body.storeId ?? null,
    poNumber,
    // Only when set, so a key's hash made before issue 23 still matches its retry.
    ...(attributes.garageBayId !== null ? { garageBayId: attributes.garageBayId } : {}),
    ...(attributes.fleetId !== null ? { fleetId: attributes.fleetId } : {}),
    acknowledgeAvailability: body.acknowledgeAvailability,
  });
}

/**
 * Step 1: claims the key and the worksheet; undefined when not claimed. Only the quote the user
 * has in hand can be claimed: a retry after its order finds the user on a new quote and reads
 * the key's claim instead (answerEarlierSubmit).
 */
async function claimCurrentWorksheet(
  tx: Deps,
  { user, scope, body, requestHash }: Submit,
  currentId: number,
): Promise<number | undefined> {
  if (body.worksheetId !== currentId) return undefined;
  return claimOrder(tx.db, {
    shopId: scope.shopId,
    idempotencyKey: body.idempotencyKey,
    worksheetId: currentId,
    userId: user.id,
    requestHash,
  });
}

/**
 * A submit that claimed nothing: the stored answer of the earlier submit with the same key and
 * request (a replay); 409 IDEMPOTENCY_KEY_REUSED when the key meant another request, 404 when the
 * shop has no such quote, else 409 WORKSHEET_LOCKED.
 */
async function answerEarlierSubmit(
  tx: Deps,
  { user, scope, viewer, body, requestHash }: Submit,
): Promise<SubmitOutcome> {
  const earlier = await findOrderByKey(tx.db, scope.shopId, body.idempotencyKey);
  if (earlier) {
    const sameRequest =
      earlier.userId === user.id &&
      earlier.worksheetId === body.worksheetId &&
      earlier.requestHash === requestHash;
    if (!sameRequest) throw idempotencyKeyReused();
    if (earlier.result) {
      // The totals as the caller sees them now, from the same presenter as every answer.
      const lines = await findWorksheetItems(tx.db, earlier.worksheetId);
      const stored = SubmitWorksheetResultSchema.parse(earlier.result);
      return { result: { ...stored, ...presentQuoteTotals(lines, viewer) }, replayed: true };
    }
  }
  if (!(await findWorksheetOfShop(tx.db, body.worksheetId, scope.shopId))) {
    throw notFound('No such quote');
  }
  throw worksheetLocked();
}

/** Step 2: the worksheet locked (no line changes while it is ordered); 409 unless OPEN. */
async function lockWorksheetToOrder(tx: Deps, worksheetId: number): Promise<WorksheetRow> {
  const worksheet = await lockWorksheet(tx.db, worksheetId);
  if (worksheet?.status !== 'OPEN') throw worksheetLocked();
  return worksheet;
}

/** Read again inside the transaction: a store marked down a moment ago takes no order (503). */
async function requireStoreTakingOrders(tx: Deps, storeId: number) {
  const store = await findStore(tx, storeId);
  if (!store) throw notFound('No such store');
  if (store.down) throw storeDown();
  return store;
}

/**
 * Step 3: what the quote's PART lines need of each product, with the store's stock rows locked,
 * and the lines the store cannot fill (R-QUOTE-10): SHORT, fewer on hand than needed, which is an
 * availability change (409 unless acknowledged); NOT_CARRIED, no stock row at all, which was never
 * available and so is no change: ordered backordered either way. 422 WORKSHEET_EMPTY when there
 * is no part to order.
 */
async function checkAvailability(tx: Deps, worksheetId: number, storeId: number) {
  const lines = await findOrderLines(tx.db, worksheetId);
  if (lines.length === 0) {
    throw new AppError(422, 'WORKSHEET_EMPTY', 'The quote has no part to order');
  }
  const needed = new Map<number, number>();
  for (const line of lines) {
    needed.set(line.productId, (needed.get(line.productId) ?? 0) + line.quantity);
  }
  const stock = await lockStoreStock(tx, storeId, [...needed.keys()]);
  const unavailableLines: UnavailableLine[] = [];
  for (const line of lines) {
    const availability = stockAvailability(stock.get(line.productId), needed.get(line.productId)!);
    if (availability === 'IN_STOCK') continue;
    unavailableLines.push({
      worksheetDetailId: line.id,
      productId: line.productId,
      lineCode: line.lineCode,
      partNumber: line.partNumber,
      description: line.description,
      quantityRequested: needed.get(line.productId)!,
      quantityOnHand: stock.get(line.productId) ?? 0,
      storeId,
      reason: availability,
    });
  }
  const changed = unavailableLines.filter((line) => line.reason === 'SHORT');
  return { needed, unavailableLines, changed };
}

/**
 * Step 4: the order: confirmation number, submitted time and user, store and PO; the stock
 * taken; the worksheet no longer anyone's current quote and the user on a new empty one.
 * Answers the result to store with the key.
 */
async function placeOrder(
  tx: Deps,
  { user, scope, viewer, poNumber, garageBayId, fleetId }: Submit,
  order: {
    worksheet: WorksheetRow;
    store: { id: number };
    needed: Map<number, number>;
    unavailableLines: UnavailableLine[];
  },
): Promise<SubmitWorksheetResult> {
  const { worksheet, store } = order;
  const confirmationNumber = await nextConfirmationNumber(tx.db);
  const submittedAt = tx.clock.now();
  await markWorksheetSubmitted(tx.db, worksheet.id, {
    confirmationNumber,
    submittedAt,
    submittedBy: user.id,
    storeId: store.id,
    poNumber,
    garageBayId,
    fleetId,
  });
  await takeStock(tx, store.id, order.needed);
  // Billed with the order (until store fulfilment exists): the invoice commits or rolls back with it.
  await invoiceSubmittedOrder(tx.db, worksheet.id, user.id);
  await unlinkCurrentWorksheet(tx.db, worksheet.id);
  const fresh = await startWorksheet(tx, scope);
  return {
    worksheetId: worksheet.id,
    orderConfirmationNumber: confirmationNumber,
    orderSubmittedDatetime: submittedAt.toISOString(),
    storeId: store.id,
    poNumber,
    garageBayId,
    fleetId,
    ...presentQuoteTotals(await findWorksheetItems(tx.db, worksheet.id), viewer),
    unavailableLines: order.unavailableLines,
    newWorksheetId: fresh.id,
  };
}

/** GET /worksheet/rest/status?confirmationNumber: an order of the current shop; 404 otherwise. */
export async function getOrderStatus(
  deps: Deps,
  user: AuthUser,
  confirmationNumber: string,
): Promise<OrderStatus> {
  const { shop } = await requireCurrentShop(deps, user);
  const worksheet = await findWorksheetByConfirmation(
    deps.db,
    shop.id,
    confirmationNumber.toUpperCase(),
  );
  if (!worksheet?.confirmationNumber || !worksheet.submittedAt) throw notFound('No such order');
  const totals = presentQuoteTotals(
    await findMoneyLinesOf(deps.db, [worksheet.id]),
    quoteViewerOf(user, shop),
  );
  return {
    orderConfirmationNumber: worksheet.confirmationNumber,
    orderSubmittedDatetime: worksheet.submittedAt.toISOString(),
    orderStatus: 'SUBMITTED',
    worksheetId: worksheet.id,
    storeId: worksheet.storeId,
    poNumber: worksheet.poNumber,
    garageBayId: worksheet.garageBayId,
    fleetId: worksheet.fleetId,
    totalItems: totals.totalItems,
    totalPrice: totals.totalPrice,
    formattedTotalPrice: totals.formattedTotalPrice,
  };
}

const DAY_MS = 86_400_000;

/** GET /worksheet/rest/search: the current shop's quotes and orders (see the contract). */
export async function searchShopWorksheets(
  deps: Deps,
  user: AuthUser,
  query: z.output<typeof WorksheetSearchQuerySchema>,
): Promise<WorksheetSearchResult> {
  const { shop } = await requireCurrentShop(deps, user);
  let from = query.startDate ? new Date(`${query.startDate}T00:00:00.000Z`) : null;
  const until = query.endDate ? new Date(`${query.endDate}T23:59:59.999Z`) : null;
  let page = query.page;
  let size = query.size;
  if (query.recent) {
    const since = new Date(deps.clock.now().getTime() - RECENT_WORKSHEETS.days * DAY_MS);
    if (!from || from < since) from = since;
    page = 0;
    size = RECENT_WORKSHEETS.max;
  }
  const { rows, total } = await searchWorksheets(deps.db, {
    shopId: shop.id,
    words: (query.keywords ?? '').split(/\s+/).filter(Boolean).slice(0, 10),
    kind: query.searchType,
    customerId: query.customerId ?? null,
    from,
    until,
    limit: size,
    offset: page * size,
  });
  const viewer = quoteViewerOf(user, shop);
  const approvals = await findApprovalSummaries(
    deps,
    shop.id,
    rows.map((r) => r.worksheet),
  );
  const linesOf = new Map<number, Awaited<ReturnType<typeof findMoneyLinesOf>>>();
  for (const line of await findMoneyLinesOf(
    deps.db,
    rows.map((r) => r.worksheet.id),
  )) {
    const lines = linesOf.get(line.worksheetId) ?? [];
    lines.push(line);
    linesOf.set(line.worksheetId, lines);
  }
  return {
    content: rows.map(({ worksheet, ...vehicle }) => {
      const totals = presentQuoteTotals(linesOf.get(worksheet.id) ?? [], viewer);
      const customer = [vehicle.customerFirst, vehicle.customerLast].filter(Boolean).join(' ');
      return {
        worksheetId: worksheet.id,
        name: worksheet.name,
        status: worksheet.status,
        submitted: worksheet.confirmationNumber !== null && worksheet.submittedAt !== null,
        orderConfirmationNumber: worksheet.confirmationNumber,
        orderSubmittedDatetime: worksheet.submittedAt?.toISOString() ?? null,
        poNumber: worksheet.poNumber,
        createdDatetime: worksheet.createdAt.toISOString(),
        updatedDatetime: worksheet.updatedAt.toISOString(),
        userId: worksheet.userId,
        customerName: customer || null,
        customerId: vehicle.customerId,
        // The newest approval link's (modules/quote-approvals); null when never sent.
        approval: approvals.get(worksheet.id) ?? null,
        vehicleDescription:
          vehicle.vehicleYear !== null
            ? `${vehicle.vehicleYear} ${vehicle.vehicleMake} ${vehicle.vehicleModel}`
            : null,
        totalItems: totals.totalItems,
        totalPrice: totals.totalPrice,
        formattedTotalPrice: totals.formattedTotalPrice,
      };
    }),
    page,
    size,
    totalElements: query.recent ? Math.min(total, RECENT_WORKSHEETS.max) : total,
  };
}
