import type { Locale } from '@procounter/shared/contracts/user';
import {
  type AnsweredAttribute,
  type CurrentVehicle,
  DONT_KNOW_SHOW_ALL,
  ENGINE_ATTRIBUTE_ID,
  type IdValue,
  NO_CURRENT_VEHICLE,
  SUBMODEL_ATTRIBUTE_ID,
  type VehicleCustomerBody,
} from '@procounter/shared/contracts/vehicle';
import {
  MAX_ITEM_QUANTITY,
  type NonProductItemBodySchema,
  type QuoteSummary,
} from '@procounter/shared/contracts/worksheet';
import { isLineVisible } from '@procounter/shared/domain/quote-totals';
import { isLaborHidden } from '@procounter/shared/domain/roles';
import { resources } from '@procounter/shared/i18n/index';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { isDatabaseUnavailableError } from '../../db/errors';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import type { ServiceDeps } from '../../lib/deps';
import { requireCurrentShop } from '../shops/shops.service';
import { type CatalogVehicle, getCatalogVehicle } from '../vehicles/vehicles.service';
import { findVinCandidate } from '../vin-decode/vin-decode.service';
import {
  presentQuoteSummary as presentSummary,
  type QuoteViewer,
  quoteViewerOf,
} from './quote-presenter';
import {
  clearWorksheet,
  countWorksheetItems,
  deleteWorksheet,
  deleteWorksheetItem,
  findCurrentWorksheet,
  findWorksheetItem,
  findWorksheetItems,
  findWorksheetOfShop,
  findWorksheetVehicle,
  insertWorksheet,
  insertWorksheetItem,
  insertWorksheetVehicle,
  linkCurrentWorksheetIfAbsent,
  lockWorksheet,
  type QuoteScope,
  setCurrentWorksheet,
  setWorksheetCurrentVehicle,
  touchWorksheet,
  updateWorksheetVehicle,
  type WorksheetRow,
  type WorksheetVehicleRow,
} from './worksheets.repository';

export type { QuoteScope, WorksheetRow, WorksheetVehicleRow } from './worksheets.repository';

type Deps = Pick<ServiceDeps, 'db'>;

/**
 * Runs `work` in one transaction, with deps whose db is the transaction. Inside a transaction
 * already, a nested one (a savepoint) keeps the same all-or-nothing behaviour.
 */
export function inTransaction<D extends Deps, T>(deps: D, work: (tx: D) => Promise<T>): Promise<T> {
  return deps.db.transaction((tx) => work({ ...deps, db: tx as unknown as Database }));
}

export const worksheetLocked = () =>
  new AppError(409, 'WORKSHEET_LOCKED', 'This quote is submitted or locked and cannot change');

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
  const current = await getCurrentWorksheet(deps, scope);
  let locked = await lockWorksheet(deps.db, current.id);
  if (locked?.status !== 'OPEN') {
    const now = await getCurrentWorksheet(deps, scope);
    if (now.id !== current.id) locked = await lockWorksheet(deps.db, now.id);
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

/** What a vehicle selection puts on the worksheet. */
export interface VehicleChoice {
  baseVehicleId: number;
  engineId: number | null;
  submodelId: number | null;
  vin: string | null;
  plate: string | null;
  state: string | null;
}

/**
 * Puts a chosen vehicle on the scope's current worksheet as its current vehicle (spec 001 section
 * 4, quote choice). quote true keeps the lines on the current worksheet (409 when it is not OPEN);
 * quote false starts a new current worksheet when the current one holds lines (it stays OPEN as a
 * saved quote) or cannot change, and otherwise reuses it. Call it inside a transaction.
 */
export async function putVehicleOnCurrentWorksheet(
  deps: Deps,
  scope: QuoteScope,
  choice: VehicleChoice,
  quote: boolean,
): Promise<WorksheetVehicleRow> {
  // The worksheet is locked like every change of its lines, so a submit running at the same time
  // either orders it before the vehicle lands (and the vehicle goes on the new current quote) or
  // waits for it.
  let worksheet: WorksheetRow;
  if (quote) {
    worksheet = await lockCurrentWorksheetForEdit(deps, scope);
  } else {
    const current = await getCurrentWorksheet(deps, scope);
    const locked = await lockWorksheet(deps.db, current.id);
    const reusable =
      locked?.status === 'OPEN' && (await countWorksheetItems(deps.db, locked.id)) === 0;
    worksheet = reusable ? locked : await startWorksheet(deps, scope);
  }
  const vehicle = await insertWorksheetVehicle(deps.db, { worksheetId: worksheet.id, ...choice });
  await setWorksheetCurrentVehicle(deps.db, worksheet.id, vehicle.id);
  return vehicle;
}

/**
 * The current vehicle of the scope's current OPEN worksheet, for a call that edits it: 409
 * NO_CURRENT_VEHICLE when none is selected, 409 WORKSHEET_LOCKED when the worksheet cannot change.
 */
export async function getCurrentVehicleForEdit(
  deps: Deps,
  scope: QuoteScope,
): Promise<WorksheetVehicleRow> {
  const worksheet = await findCurrentWorksheet(deps.db, scope);
  const vehicle =
    worksheet?.currentVehicleId != null
      ? await findWorksheetVehicle(deps.db, worksheet.currentVehicleId)
      : undefined;
  if (!worksheet || !vehicle) throw noCurrentVehicle();
  if (worksheet.status !== 'OPEN') throw worksheetLocked();
  return vehicle;
}

/** Sets engine and submodel of a worksheet vehicle (null removes one). */
export function setVehicleAttributes(
  deps: Deps,
  worksheetVehicleId: number,
  values: { engineId?: number | null; submodelId?: number | null },
) {
  return updateWorksheetVehicle(deps.db, worksheetVehicleId, values);
}

// Presenting the current vehicle ---------------------------------------------------------------

/** Engine and submodel of a vehicle as answered attributes, in the caller's language. */
export function presentAnsweredAttributes(
  catalog: CatalogVehicle | undefined,
  vehicle: Pick<WorksheetVehicleRow, 'engineId' | 'submodelId'>,
  locale: Locale,
): AnsweredAttribute[] {
  const texts = resources[locale].vehicle;
  const attributes: AnsweredAttribute[] = [];
  const add = (attributeId: number, label: string, valueId: number, value: string) =>
    attributes.push({
      attributeId,
      attributeDescription: label,
      valueId,
      valueDescription: value,
      displayDescription: `${label}: ${value}`,
    });
  if (vehicle.engineId !== null) {
    const engine = catalog?.engines.get(vehicle.engineId);
    if (engine !== undefined)
      add(ENGINE_ATTRIBUTE_ID, texts.engineAttribute, vehicle.engineId, engine);
  }
  if (vehicle.submodelId !== null) {
    const submodel =
      vehicle.submodelId === DONT_KNOW_SHOW_ALL
        ? texts.dontKnowShowAll
        : catalog?.submodels.get(vehicle.submodelId);
    if (submodel !== undefined) {
      add(SUBMODEL_ATTRIBUTE_ID, texts.submodelAttribute, vehicle.submodelId, submodel);
    }
  }
  return attributes;
}

/** "2013 Ford F-150 3.5L V6 Gas XLT": year, make, model, then engine and submodel when known. */
export function describeVehicle(
  catalog: CatalogVehicle,
  vehicle: Pick<WorksheetVehicleRow, 'engineId' | 'submodelId'>,
): string {
  const parts = [String(catalog.year), catalog.make, catalog.model];
  const engine = vehicle.engineId !== null ? catalog.engines.get(vehicle.engineId) : undefined;
  if (engine) parts.push(engine);
  const submodel =
    vehicle.submodelId !== null && vehicle.submodelId !== DONT_KNOW_SHOW_ALL
      ? catalog.submodels.get(vehicle.submodelId)
      : undefined;
  if (submodel) parts.push(submodel);
  return parts.join(' ');
}

/** The scope's current vehicle; every field null (and no attributes) when there is none. */
/**
 * The catalog engine the vehicle's VIN determines, as {id, description}; null without a VIN, when
 * the VIN does not tell the engine, or when it cannot be decoded (only a database outage fails).
 */
async function findVinEngine(
  deps: Deps,
  vin: string | null,
  catalog: CatalogVehicle | undefined,
): Promise<IdValue | null> {
  if (!vin || !catalog) return null;
  try {
    const engineId = (await findVinCandidate(deps, vin, catalog.id))?.engineId;
    const description = engineId != null ? catalog.engines.get(engineId) : undefined;
    return engineId != null && description !== undefined
      ? { id: engineId, value: description }
      : null;
  } catch (error) {
    if (isDatabaseUnavailableError(error)) throw error;
    return null;
  }
}

export async function presentCurrentVehicle(
  deps: Deps,
  scope: QuoteScope,
  locale: Locale,
): Promise<CurrentVehicle> {
  const worksheet = await findCurrentWorksheet(deps.db, scope);
  const vehicle =
    worksheet?.currentVehicleId != null
      ? await findWorksheetVehicle(deps.db, worksheet.currentVehicleId)
      : undefined;
  if (!worksheet || !vehicle) return NO_CURRENT_VEHICLE;
  const catalog = await getCatalogVehicle(deps, vehicle.baseVehicleId);
  return {
    id: vehicle.id,
    vehicleId: vehicle.baseVehicleId,
    worksheetId: worksheet.id,
    vin: vehicle.vin,
    plate: vehicle.plate,
    state: vehicle.state,
    year: catalog?.year ?? null,
    make: catalog?.make ?? null,
    model: catalog?.model ?? null,
    shopVehicleDescriptor: catalog ? describeVehicle(catalog, vehicle) : null,
    answeredAttributes: presentAnsweredAttributes(catalog, vehicle, locale),
    vinEngine: await findVinEngine(deps, vehicle.vin, catalog),
    // Shop customers (the Manage Customers list) come later; the modal's names live on the vehicle.
    shopCustomerId: null,
    shopCustomerFirst: vehicle.shopCustomerFirst,
    shopCustomerLast: vehicle.shopCustomerLast,
  };
}

/** GET /current/vehicle. */
export async function getCurrentVehicle(deps: Deps, user: AuthUser, locale: Locale) {
  return presentCurrentVehicle(deps, await getQuoteScope(deps, user), locale);
}

/** POST /current/vehicle/customer: the customer's names on the current vehicle ('' clears one). */
export async function setVehicleCustomer(
  deps: Deps,
  user: AuthUser,
  locale: Locale,
  body: VehicleCustomerBody,
): Promise<CurrentVehicle> {
  const scope = await getQuoteScope(deps, user);
  const vehicle = await getCurrentVehicleForEdit(deps, scope);
  await updateWorksheetVehicle(deps.db, vehicle.id, {
    shopCustomerFirst: body.shopCustomerFirst.trim() || null,
    shopCustomerLast: body.shopCustomerLast.trim() || null,
  });
  return presentCurrentVehicle(deps, scope, locale);
}

/**
 * POST /vehicle/select/default. id 0 starts a new empty quote and makes it current (the current
 * one is reused when it is already empty: no lines, no vehicle, OPEN). Another id makes that OPEN
 * worksheet of the current shop current again, whoever started it; 404 for anything else.
 */
export async function selectDefaultWorksheet(
  deps: Deps,
  user: AuthUser,
  locale: Locale,
  worksheetId: number,
): Promise<CurrentVehicle> {
  const scope = await getQuoteScope(deps, user);
  await inTransaction(deps, async (tx) => {
    if (worksheetId === 0) {
      const current = await getCurrentWorksheet(tx, scope);
      const empty =
        current.status === 'OPEN' &&
        current.currentVehicleId === null &&
        (await countWorksheetItems(tx.db, current.id)) === 0;
      if (!empty) await startWorksheet(tx, scope);
      return;
    }
    const worksheet = await findWorksheetOfShop(tx.db, worksheetId, scope.shopId);
    if (worksheet?.status !== 'OPEN') throw notFound('No such open quote');
    await setCurrentWorksheet(tx.db, scope, worksheet.id);
  });
  return presentCurrentVehicle(deps, scope, locale);
}

/** POST /worksheet/rest/clear: removes every line and the vehicle of the current worksheet. */
export async function clearCurrentWorksheet(deps: Deps, user: AuthUser): Promise<void> {
  const scope = await getQuoteScope(deps, user);
  await inTransaction(deps, async (tx) => {
    const worksheet = await lockCurrentWorksheetForEdit(tx, scope);
    await clearWorksheet(tx.db, worksheet.id);
  });
}

/**
 * GET /worksheet/rest/{worksheetId}/vehicle/{worksheetVehicleId}/translate: a worksheet vehicle's
 * answered attributes in the caller's language; 404 unless the worksheet is one of the current
 * shop and the vehicle one of the worksheet.
 */
export async function translateWorksheetVehicle(
  deps: Deps,
  user: AuthUser,
  locale: Locale,
  worksheetId: number,
  worksheetVehicleId: number,
): Promise<{ answeredAttributes: AnsweredAttribute[] }> {
  const scope = await getQuoteScope(deps, user);
  const worksheet = await findWorksheetOfShop(deps.db, worksheetId, scope.shopId);
  const vehicle = worksheet ? await findWorksheetVehicle(deps.db, worksheetVehicleId) : undefined;
  if (!vehicle || vehicle.worksheetId !== worksheetId) throw notFound('No such worksheet vehicle');
  const catalog = await getCatalogVehicle(deps, vehicle.baseVehicleId);
  return { answeredAttributes: presentAnsweredAttributes(catalog, vehicle, locale) };
}

// The mini quote ---------------------------------------------------------------------------------

/**
 * The worksheet in short, as the caller may see it (quote-presenter): the answer of the mini quote
 * and of every change of a quote's lines.
 */
export async function presentQuoteSummary(
  deps: Deps,
  worksheetId: number,
  viewer: QuoteViewer,
): Promise<QuoteSummary> {
  return presentSummary(worksheetId, await findWorksheetItems(deps.db, worksheetId), viewer);
}

/** GET /worksheet/rest/miniquote.json: the current worksheet in short (made when missing). */
export async function getMiniQuote(deps: Deps, user: AuthUser): Promise<QuoteSummary> {
  const { scope, viewer } = await getQuoteCaller(deps, user);
  const worksheet = await getCurrentWorksheet(deps, scope);
  return presentQuoteSummary(deps, worksheet.id, viewer);
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
  if (body.quantity > MAX_ITEM_QUANTITY) {
    throw new AppError(422, 'QTY_EXCEEDS_1000', `The quantity may not exceed ${MAX_ITEM_QUANTITY}`);
  }
  const { scope, viewer } = await getQuoteCaller(deps, user);
  const worksheetId = await inTransaction(deps, async (tx) => {
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
    return worksheet.id;
  });
  return presentQuoteSummary(deps, worksheetId, viewer);
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
  const { scope, viewer } = await getQuoteCaller(deps, user);
  const worksheetId = await inTransaction(deps, async (tx) => {
    const current = await findCurrentWorksheet(tx.db, scope);
    const worksheet = current && (await lockWorksheet(tx.db, current.id));
    const line = worksheet && (await findWorksheetItem(tx.db, worksheet.id, worksheetDetailId));
    // A line the caller cannot see is, for them, no line at all.
    if (!worksheet || !line || !isLineVisible(line, viewer)) {
      throw notFound('No such line on the current quote');
    }
    if (worksheet.status !== 'OPEN') throw worksheetLocked();
    await deleteWorksheetItem(tx.db, worksheet.id, line.id);
    await touchWorksheet(tx.db, worksheet.id);
    return worksheet.id;
  });
  return presentQuoteSummary(deps, worksheetId, viewer);
}
