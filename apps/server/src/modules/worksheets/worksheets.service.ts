import { DONT_KNOW_SHOW_ALL } from '@procounter/shared/contracts/vehicle';
import {
  MAX_ITEM_QUANTITY,
  type NonProductItemBodySchema,
  type QuoteSummary,
} from '@procounter/shared/contracts/worksheet';
import { isLineVisible } from '@procounter/shared/domain/quote-totals';
import { isLaborHidden } from '@procounter/shared/domain/roles';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { inTransaction } from '../../db/transaction';
import { AppError, forbidden, notFound, validationFailed } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import type { ServiceDeps } from '../../lib/deps';
import { currentShopIdSql, noShop, requireCurrentShop } from '../shops/shops.service';
import type { CatalogVehicle } from '../vehicles/vehicles.service';
import {
  presentQuoteSummary as presentSummary,
  type QuoteViewer,
  quoteViewerOf,
} from './quote-presenter';
import {
  defineCurrentQuoteRead,
  defineLineRemovalRead,
  removeLine,
} from './quote-statements.repository';
import {
  clearWorksheet,
  deleteWorksheet,
  deleteWorksheetItem,
  findCurrentWorksheet,
  findKitComponentLines,
  findWorksheetItem,
  findWorksheetItems,
  findWorksheetName,
  insertWorksheet,
  insertWorksheetItem,
  linkCurrentWorksheetIfAbsent,
  lockCurrentWorksheet,
  lockWorksheet,
  type QuoteScope,
  setCurrentWorksheet,
  setWorksheetItemQuantity,
  touchWorksheet,
  type WorksheetRow,
  type WorksheetVehicleRow,
} from './worksheets.repository';

export type { QuoteScope, WorksheetRow, WorksheetVehicleRow } from './worksheets.repository';

// A user's current worksheet (quote) in a shop: its scope, making and locking it, its lines (the
// mini quote, labor and other lines, removal, clear). Its current vehicle is
// current-vehicle.service.ts's; products and kits worksheet-products.service.ts's; submit, order
// status and search worksheet-orders.service.ts's; the full quote worksheet-view.service.ts's.

type Deps = Pick<ServiceDeps, 'db'>;

export const worksheetLocked = () =>
  new AppError(409, 'WORKSHEET_LOCKED', 'This quote is submitted or locked and cannot change');

export const quantityExceeded = () =>
  new AppError(422, 'QTY_EXCEEDS_1000', `The quantity may not exceed ${MAX_ITEM_QUANTITY}`);

export const noCurrentVehicle = () =>
  new AppError(409, 'NO_CURRENT_VEHICLE', 'No vehicle is selected');

/** The user and current shop whose current worksheet a call works on; 403 with no shop. */
export async function getQuoteScope(deps: Deps, user: AuthUser): Promise<QuoteScope> {
  const { shop } = await requireCurrentShop(deps, user);
  return { userId: user.id, shopId: shop.id };
}

/** The scope of getQuoteScope and what the caller may see of a quote there (quote-presenter). */
export async function getQuoteCaller(
  deps: Deps,
  user: AuthUser,
): Promise<{ scope: QuoteScope; viewer: QuoteViewer }> {
  const { shop } = await requireCurrentShop(deps, user);
  return { scope: { userId: user.id, shopId: shop.id }, viewer: quoteViewerOf(user, shop) };
}

/**
 * The scope's current worksheet, made (empty and OPEN) when it has none. Two first calls at once
 * (two tabs) each make one, but only one link wins: the loser removes its own and reads the
 * winner's, so the user ends up with one current worksheet and no stray one.
 */
export async function getCurrentWorksheet(deps: Deps, scope: QuoteScope): Promise<WorksheetRow> {
  const found = await findCurrentWorksheet(deps.db, scope);
  if (found) return found;
  return inTransaction(deps, async ({ db }) => {
    const created = await insertWorksheet(db, scope);
    if (await linkCurrentWorksheetIfAbsent(db, scope, created.id)) return created;
    await deleteWorksheet(db, created.id);
    const winner = await findCurrentWorksheet(db, scope);
    if (!winner) throw new Error('current worksheet vanished while being created');
    return winner;
  });
}

/**
 * The scope's current worksheet, locked (FOR UPDATE) until the transaction ends, for a change of
 * its lines: 409 WORKSHEET_LOCKED unless it is OPEN. When the current one was ordered while this
 * call waited for the lock, the user's new current worksheet is the one changed. Call it inside a
 * transaction.
 */
export async function lockCurrentWorksheetForEdit(
  deps: Deps,
  scope: QuoteScope,
): Promise<WorksheetRow> {
  // Found and locked in one statement; made first when the scope has none yet.
  let locked =
    (await lockCurrentWorksheet(deps.db, scope)) ??
    (await lockWorksheet(deps.db, (await getCurrentWorksheet(deps, scope)).id));
  if (locked?.status !== 'OPEN') {
    const now = await getCurrentWorksheet(deps, scope);
    if (now.id !== locked?.id) locked = await lockWorksheet(deps.db, now.id);
  }
  if (locked?.status !== 'OPEN') throw worksheetLocked();
  return locked;
}

/** A worksheet of the shop locked for a change of its lines: 404 unknown, 409 unless OPEN. */
export async function lockShopWorksheetForEdit(
  deps: Deps,
  shopId: number,
  worksheetId: number,
): Promise<WorksheetRow> {
  const locked = await lockWorksheet(deps.db, worksheetId);
  if (locked?.shopId !== shopId) throw notFound('No such quote');
  if (locked.status !== 'OPEN') throw worksheetLocked();
  return locked;
}

/** A new empty OPEN worksheet, made the scope's current one. */
export async function startWorksheet(deps: Deps, scope: QuoteScope): Promise<WorksheetRow> {
  const created = await insertWorksheet(deps.db, scope);
  await setCurrentWorksheet(deps.db, scope, created.id);
  return created;
}

// Describing a vehicle --------------------------------------------------------------------------

/** "2013 Ford F-150 3.5L V6 Gas XLT": year, make, model, then engine and submodel when known. */
export function describeVehicleNames(names: {
  year: number;
  make: string;
  model: string;
  engine?: string | null;
  submodel?: string | null;
}): string {
  return [String(names.year), names.make, names.model, names.engine, names.submodel]
    .filter(Boolean)
    .join(' ');
}

/** describeVehicleNames of a catalog vehicle with the engine and submodel of a quote's vehicle. */
export function describeVehicle(
  catalog: CatalogVehicle,
  vehicle: Pick<WorksheetVehicleRow, 'engineId' | 'submodelId'>,
): string {
  return describeVehicleNames({
    ...catalog,
    engine: vehicle.engineId !== null ? catalog.engines.get(vehicle.engineId) : undefined,
    submodel:
      vehicle.submodelId !== null && vehicle.submodelId !== DONT_KNOW_SHOW_ALL
        ? catalog.submodels.get(vehicle.submodelId)
        : undefined,
  });
}

/** POST /worksheet/rest/clear: removes every line and the vehicle of the current worksheet. */
export async function clearCurrentWorksheet(deps: Deps, user: AuthUser): Promise<void> {
  const scope = await getQuoteScope(deps, user);
  await inTransaction(deps, async (tx) => {
    const worksheet = await lockCurrentWorksheetForEdit(tx, scope);
    await clearWorksheet(tx.db, worksheet.id);
  });
}

// The mini quote ---------------------------------------------------------------------------------

/**
 * The worksheet in short, as the caller may see it (quote-presenter): the answer of the mini quote
 * and of every change of a quote's lines.
 */
export async function presentQuoteSummary(
  deps: Deps,
  worksheet: number | Pick<WorksheetRow, 'id' | 'name'>,
  viewer: QuoteViewer,
): Promise<QuoteSummary> {
  // A caller that holds the worksheet's row (it just changed or read it) saves the name's read.
  const header =
    typeof worksheet === 'number'
      ? { id: worksheet, name: await findWorksheetName(deps.db, worksheet) }
      : { id: worksheet.id, name: worksheet.name };
  return presentSummary(header, await findWorksheetItems(deps.db, header.id), viewer);
}

/** The caller's current shop of shops' service, as the quote statements take it. */
export const callerShopIdSql = currentShopIdSql({
  id: sql.placeholder('userId'),
  allShops: sql.placeholder('allShops'),
  selectedShopId: sql.placeholder('selectedShopId'),
});

/** The placeholders of callerShopIdSql for a user. */
export const callerValuesOf = (user: AuthUser) => ({
  userId: user.id,
  allShops: user.allShops,
  selectedShopId: user.selectedShopId,
});

const readCurrentQuote = defineCurrentQuoteRead({ shopId: callerShopIdSql });

/**
 * GET /worksheet/rest/miniquote.json: the current worksheet in short (made when missing). One
 * statement (the shop, the worksheet and its lines) once the worksheet exists.
 */
export async function getMiniQuote(deps: Deps, user: AuthUser): Promise<QuoteSummary> {
  const read = await readCurrentQuote(deps.db, callerValuesOf(user));
  if (!read.shop) throw noShop();
  const viewer = quoteViewerOf(user, read.shop);
  if (read.worksheet) return presentSummary(read.worksheet, read.lines, viewer);
  const scope = { userId: user.id, shopId: read.shop.id };
  return presentQuoteSummary(deps, await getCurrentWorksheet(deps, scope), viewer);
}

/**
 * POST /worksheet/rest/nonProductItem: a labor or other line on the current worksheet, for its
 * current vehicle, at the rate the shop gives (the contract refuses 0 or less: no free line).
 * Labor is refused for RO writer users (403); more than 1000 units is 422 QTY_EXCEEDS_1000; a
 * worksheet that is not OPEN is 409 WORKSHEET_LOCKED.
 */
export async function addNonProductItem(
  deps: Deps,
  user: AuthUser,
  body: z.output<typeof NonProductItemBodySchema>,
): Promise<QuoteSummary> {
  if (body.type === 'LABOR' && isLaborHidden(user)) {
    throw forbidden('Labor is not available to your account');
  }
  if (body.quantity > MAX_ITEM_QUANTITY) throw quantityExceeded();
  const { scope, viewer } = await getQuoteCaller(deps, user);
  const changed = await inTransaction(deps, async (tx) => {
    const worksheet = await lockCurrentWorksheetForEdit(tx, scope);
    await insertWorksheetItem(tx.db, {
      worksheetId: worksheet.id,
      itemType: body.type,
      description: body.description,
      quantity: body.quantity,
      itemCost: null,
      customerPrice: body.customerPrice,
      worksheetVehicleId: worksheet.currentVehicleId,
      laborGroup: body.laborGroup || null,
      laborSubgroup: body.laborSubgroup || null,
      laborPartTypeId: body.laborPartTypeId || null,
    });
    await touchWorksheet(tx.db, worksheet.id);
    return worksheet;
  });
  return presentQuoteSummary(deps, changed, viewer);
}

/**
 * The caller's current worksheet, locked (so a change of its lines and a submit never overlap),
 * and its line `worksheetDetailId`: 404 when there is none or the caller cannot see it (a line
 * the caller cannot see is, for them, no line at all), 409 WORKSHEET_LOCKED unless it is OPEN.
 */
async function lockOpenLine(
  tx: Parameters<Parameters<typeof inTransaction>[1]>[0],
  scope: Parameters<typeof findCurrentWorksheet>[1],
  viewer: Parameters<typeof isLineVisible>[1],
  worksheetDetailId: number,
) {
  const worksheet = await lockCurrentWorksheet(tx.db, scope);
  const line = worksheet && (await findWorksheetItem(tx.db, worksheet.id, worksheetDetailId));
  if (!worksheet || !line || !isLineVisible(line, viewer)) {
    throw notFound('No such line on the current quote');
  }
  if (worksheet.status !== 'OPEN') throw worksheetLocked();
  return { worksheet, line };
}

/**
 * DELETE /worksheet/rest/miniquote/deleteitem: removes a line of the scope's current worksheet and
 * answers the updated summary; 404 when the line is not on that worksheet (another user's quote,
 * another shop's, a line already removed) or the caller does not see it (labor, for an RO writer
 * user), 409 WORKSHEET_LOCKED when the worksheet is not OPEN.
 * A KIT_SUMMARY line takes its kit's component lines (parent_item_id) with it, in the same
 * statement; a component line goes alone. The worksheet is locked first, like every change of
 * its lines, so a removal and a submit never overlap.
 */
export async function removeQuoteItem(
  deps: Deps,
  user: AuthUser,
  worksheetDetailId: number,
): Promise<QuoteSummary> {
  // Four round trips: BEGIN, the shop with the worksheet locked and the line, the removal with the
  // lines after it, COMMIT (quote-statements.repository.ts).
  return inTransaction(deps, async (tx) => {
    const read = await readLineRemoval(tx.db, {
      ...callerValuesOf(user),
      lineId: worksheetDetailId,
    });
    if (!read.shop) throw noShop();
    const viewer = quoteViewerOf(user, read.shop);
    const { worksheet, line } = read;
    if (!worksheet || !line || !isLineVisible(line, viewer)) {
      throw notFound('No such line on the current quote');
    }
    if (worksheet.status !== 'OPEN') throw worksheetLocked();
    const after = await removeLine(tx.db, { worksheetId: worksheet.id, lineId: line.id });
    // Removed since it was read (by a change that held the lock first): as if never there.
    if (!after.removed) throw notFound('No such line on the current quote');
    return presentSummary(worksheet, after.lines, viewer);
  });
}

const readLineRemoval = defineLineRemovalRead({ shopId: callerShopIdSql });

/**
 * PUT /worksheet/rest/miniquote/updateitem (R-QUOTE-6, R-QUOTE-9): sets the quantity of a line
 * of the scope's current worksheet with the rules of add, and answers the updated summary.
 * - PART and KIT_SUMMARY lines take whole numbers (400 otherwise), LABOR hours and OTHER units 2
 *   decimals (the contract); more than 1000 is 422 QTY_EXCEEDS_1000.
 * - A KIT_SUMMARY line scales its components: each stays its quantity per kit x the kit quantity
 *   (422 when one would pass 1000, nothing changed). A kit component's own line is refused (400:
 *   it is the kit's), and so is a warning.
 * - 404 when the line is not on the caller's current worksheet or the caller does not see it
 *   (labor, for an RO writer user); 409 WORKSHEET_LOCKED when the worksheet is not OPEN.
 */
export async function updateQuoteItemQuantity(
  deps: Deps,
  user: AuthUser,
  worksheetDetailId: number,
  quantity: number,
): Promise<QuoteSummary> {
  const { scope, viewer } = await getQuoteCaller(deps, user);
  const changed = await inTransaction(deps, async (tx) => {
    const { worksheet, line } = await lockOpenLine(tx, scope, viewer, worksheetDetailId);
    const refuse = (message: string) => validationFailed([{ path: 'worksheetDetailId', message }]);
    if (line.itemType === 'WARNING') throw refuse('A warning has no quantity');
    if (line.parentItemId !== null) throw refuse("A kit part changes with its kit's quantity");
    const whole = line.itemType === 'PART' || line.itemType === 'KIT_SUMMARY';
    if (whole && !Number.isInteger(quantity)) {
      throw validationFailed([{ path: 'quantity', message: 'A part is ordered in whole units' }]);
    }
    if (quantity > MAX_ITEM_QUANTITY) throw quantityExceeded();
    if (line.itemType === 'KIT_SUMMARY') {
      const components = await findKitComponentLines(tx.db, worksheet.id, line.id);
      const scaled = components.map((c) => ({
        id: c.id,
        quantity: Math.round((c.quantity / line.quantity) * quantity),
      }));
      if (scaled.some((c) => c.quantity > MAX_ITEM_QUANTITY)) throw quantityExceeded();
      for (const c of scaled) await setWorksheetItemQuantity(tx.db, c.id, c.quantity);
    }
    await setWorksheetItemQuantity(tx.db, line.id, quantity);
    await touchWorksheet(tx.db, worksheet.id);
    return worksheet;
  });
  return presentQuoteSummary(deps, changed, viewer);
}

/**
 * Removes lines of an OPEN worksheet of the shop, whoever's current quote it is (the customer's
 * approval applied: modules/quote-approvals). A KIT_SUMMARY line takes its components, as
 * deleteitem does; ids that are not lines of the worksheet are passed over. One transaction that
 * locks the worksheet first, like every change of its lines: 404 unless a worksheet of the shop,
 * 409 WORKSHEET_LOCKED unless OPEN.
 */
export async function removeWorksheetLines(
  deps: Deps,
  shopId: number,
  worksheetId: number,
  lineIds: readonly number[],
): Promise<void> {
  await inTransaction(deps, async (tx) => {
    const worksheet = await lockShopWorksheetForEdit(tx, shopId, worksheetId);
    for (const lineId of lineIds) await deleteWorksheetItem(tx.db, worksheet.id, lineId);
    if (lineIds.length > 0) await touchWorksheet(tx.db, worksheet.id);
  });
}
