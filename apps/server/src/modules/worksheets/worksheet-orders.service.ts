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
import { resources } from '@procounter/shared/i18n/index';
import { createPoNumberSchema } from '@procounter/shared/validation/schemas';
import type { z } from 'zod';
import { AppError, notFound, validationFailed } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import type { ServiceDeps } from '../../lib/deps';
import { hashRequest } from '../../lib/request-hash';
import { lockStoreStock, takeStock } from '../parts-catalog/parts-catalog.service';
import { findStore, requireCurrentShop } from '../shops/shops.service';
import { presentQuoteTotals, quoteViewerOf } from './quote-presenter';
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
  unlinkCurrentWorksheet,
} from './worksheets.repository';
import {
  getCurrentWorksheet,
  inTransaction,
  startWorksheet,
  worksheetLocked,
} from './worksheets.service';

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
 *    AVAILABILITY_CHANGED with its lines (nothing is ordered) unless acknowledgeAvailability.
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
  const scope = { userId: user.id, shopId: shop.id };
  const viewer = quoteViewerOf(user, shop);
  const po = createPoNumberSchema(company).safeParse(body.poNumber ?? '');
  if (!po.success) {
    throw validationFailed(
      po.error.issues.map((issue) => ({ path: 'poNumber', message: issue.message })),
    );
  }
  const poNumber = po.data || null;
  const storeId = body.storeId ?? homeStore?.id;
  if (storeId === undefined) {
    throw validationFailed([
      { path: 'storeId', message: 'The shop has no home store: choose one' },
    ]);
  }
  if (!(await findStore(deps, storeId))) throw notFound('No such store');
  const current = await getCurrentWorksheet(deps, scope);
  // What the key is bound to besides user and worksheet: the request as validated (the PO as
  // the company's rule reads it), so a retry must mean the same order to get its answer.
  const requestHash = hashRequest({
    worksheetId: body.worksheetId,
    storeId: body.storeId ?? null,
    poNumber,
    acknowledgeAvailability: body.acknowledgeAvailability,
  });

  return inTransaction(deps, async (tx) => {
    // Only the quote the user has in hand can be claimed: a retry after its order finds the
    // user on a new quote and reads the key's claim below instead.
    const orderId =
      body.worksheetId === current.id
        ? await claimOrder(tx.db, {
            shopId: shop.id,
            idempotencyKey: body.idempotencyKey,
            worksheetId: current.id,
            userId: user.id,
            requestHash,
          })
        : undefined;
    if (orderId === undefined) {
      const earlier = await findOrderByKey(tx.db, shop.id, body.idempotencyKey);
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
      if (!(await findWorksheetOfShop(tx.db, body.worksheetId, shop.id))) {
        throw notFound('No such quote');
      }
      throw worksheetLocked();
    }
    const worksheet = await lockWorksheet(tx.db, current.id);
    if (worksheet?.status !== 'OPEN') throw worksheetLocked();
    // Read again inside the transaction: a store marked down a moment ago takes no order.
    const store = await findStore(tx, storeId);
    if (!store) throw notFound('No such store');
    if (store.down) throw storeDown();

    const lines = await findOrderLines(tx.db, worksheet.id);
    if (lines.length === 0) {
      throw new AppError(422, 'WORKSHEET_EMPTY', 'The quote has no part to order');
    }
    const needed = new Map<number, number>();
    for (const line of lines) {
      needed.set(line.productId, (needed.get(line.productId) ?? 0) + line.quantity);
    }
    const stock = await lockStoreStock(tx, store.id, [...needed.keys()]);
    const unavailableLines: UnavailableLine[] = lines
      .filter((line) => (stock.get(line.productId) ?? 0) < needed.get(line.productId)!)
      .map((line) => ({
        worksheetDetailId: line.id,
        productId: line.productId,
        lineCode: line.lineCode,
        partNumber: line.partNumber,
        description: line.description,
        quantityRequested: needed.get(line.productId)!,
        quantityOnHand: stock.get(line.productId) ?? 0,
        storeId: store.id,
      }));
    if (unavailableLines.length > 0 && !body.acknowledgeAvailability) {
      throw availabilityChanged(unavailableLines);
    }

    const confirmationNumber = await nextConfirmationNumber(tx.db);
    const submittedAt = deps.clock.now();
    await markWorksheetSubmitted(tx.db, worksheet.id, {
      confirmationNumber,
      submittedAt,
      submittedBy: user.id,
      storeId: store.id,
      poNumber,
    });
    await takeStock(tx, store.id, needed);
    await unlinkCurrentWorksheet(tx.db, worksheet.id);
    const fresh = await startWorksheet(tx, scope);
    const result: SubmitWorksheetResult = {
      worksheetId: worksheet.id,
      orderConfirmationNumber: confirmationNumber,
      orderSubmittedDatetime: submittedAt.toISOString(),
      storeId: store.id,
      poNumber,
      ...presentQuoteTotals(await findWorksheetItems(tx.db, worksheet.id), viewer),
      unavailableLines,
      newWorksheetId: fresh.id,
    };
    await setOrderResult(tx.db, orderId, result);
    return { result, replayed: false };
  });
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
    from,
    until,
    limit: size,
    offset: page * size,
  });
  const viewer = quoteViewerOf(user, shop);
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
        status: worksheet.status,
        submitted: worksheet.confirmationNumber !== null && worksheet.submittedAt !== null,
        orderConfirmationNumber: worksheet.confirmationNumber,
        orderSubmittedDatetime: worksheet.submittedAt?.toISOString() ?? null,
        poNumber: worksheet.poNumber,
        createdDatetime: worksheet.createdAt.toISOString(),
        updatedDatetime: worksheet.updatedAt.toISOString(),
        userId: worksheet.userId,
        customerName: customer || null,
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
