import type { Locale } from '@procounter/shared/contracts/user';
import {
  type AnsweredAttribute,
  type CurrentVehicle,
  DONT_KNOW_SHOW_ALL,
  ENGINE_ATTRIBUTE_ID,
  type IdValue,
  NO_CURRENT_VEHICLE,
  SUBMODEL_ATTRIBUTE_ID,
  type VehicleCustomerBodySchema,
} from '@procounter/shared/contracts/vehicle';
import type { FitmentAnswer } from '@procounter/shared/domain/fitment-questions';
import { userCanManageCustomers } from '@procounter/shared/domain/roles';
import { resources } from '@procounter/shared/i18n/index';
import type { z } from 'zod';
import { isDatabaseUnavailableError } from '../../db/errors';
import { inTransaction } from '../../db/transaction';
import { forbidden, notFound } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import type { ServiceDeps } from '../../lib/deps';
import {
  findCustomerCars,
  findCustomerForQuote,
  type QuoteCustomer,
} from '../customers/quote-customers.service';
import { describeQualifier } from '../parts-catalog/parts-catalog.service';
import { type CatalogVehicle, findCatalogVehicle } from '../vehicles/vehicles.service';
import { findVinCandidate } from '../vin-decode/vin-decode.service';
import {
  clearWorksheet,
  countWorksheetItems,
  findCurrentWorksheet,
  findWorksheetOfShop,
  findWorksheetVehicle,
  insertWorksheetVehicle,
  lockWorksheet,
  type QuoteScope,
  setCurrentWorksheet,
  setWorksheetCurrentVehicle,
  setWorksheetName,
  updateWorksheetVehicle,
  type WorksheetRow,
  type WorksheetVehicleRow,
} from './worksheets.repository';
import {
  describeVehicle,
  getCurrentWorksheet,
  getQuoteScope,
  lockCurrentWorksheetForEdit,
  noCurrentVehicle,
  startWorksheet,
  worksheetLocked,
} from './worksheets.service';

// The current vehicle of a user's current quote (R-VEH-9, R-VEH-13): what a vehicle selection
// puts on the worksheet, its engine and submodel, the customer's names, and how it is answered
// (GET /current/vehicle, the vehicle selection calls, /vehicle/select/default). The worksheet
// itself (scope, the current worksheet, locking, lines) is worksheets.service.ts's, which this
// file builds on and which never imports it.

type Deps = Pick<ServiceDeps, 'db'>;

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
 * Puts a chosen vehicle on the scope's current worksheet as its current vehicle (R-VEH-13, quote
 * choice). quote true keeps the lines on the current worksheet (409 when it is not OPEN); quote
 * false starts a new current worksheet when the current one holds lines (it stays OPEN as a saved
 * quote) or cannot change, and otherwise reuses it. Call it inside a transaction.
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

/**
 * Sets engine and submodel of a worksheet vehicle (null removes one), or its retained answers of
 * fitment questions (the whole list).
 */
export function setVehicleAttributes(
  deps: Deps,
  worksheetVehicleId: number,
  values: {
    engineId?: number | null;
    submodelId?: number | null;
    qualifierAnswers?: { attributeId: number; valueId: number }[];
  },
) {
  return updateWorksheetVehicle(deps.db, worksheetVehicleId, values);
}

// Presenting the current vehicle ---------------------------------------------------------------

/** Engine and submodel of a vehicle as answered attributes, in the caller's language. */
export function presentAnsweredAttributes(
  catalog: CatalogVehicle | undefined,
  vehicle: Pick<WorksheetVehicleRow, 'engineId' | 'submodelId' | 'qualifierAnswers'>,
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
  // The retained answers of fitment questions (drive type, brake system, towing package).
  for (const answer of vehicle.qualifierAnswers) {
    const text = describeQualifier(locale, answer);
    if (text) add(answer.attributeId, text.label, answer.valueId, text.value);
  }
  return attributes;
}

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

/** The scope's current vehicle; every field null (and no attributes) when there is none. */
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
  const catalog = await findCatalogVehicle(deps, vehicle.baseVehicleId);
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
    shopCustomerId: vehicle.shopCustomerId,
    shopCustomerFirst: vehicle.shopCustomerFirst,
    shopCustomerLast: vehicle.shopCustomerLast,
    customerVehicleId: vehicle.customerVehicleId,
  };
}

/** A quote's vehicle as fit reads it, with its retained answers of fitment questions. */
export interface QuoteFitVehicle {
  baseVehicleId: number;
  engineId: number | null;
  submodelId: number | null;
  answers: FitmentAnswer[];
  description: string;
}

/**
 * The current vehicle of the user's current quote in a shop as fitment reads it (engine and
 * submodel null where unknown or -99), with its description; null when there is none.
 */
export async function findCurrentFitVehicle(
  deps: Deps,
  scope: QuoteScope,
): Promise<QuoteFitVehicle | null> {
  const worksheet = await findCurrentWorksheet(deps.db, scope);
  const vehicle =
    worksheet?.currentVehicleId != null
      ? await findWorksheetVehicle(deps.db, worksheet.currentVehicleId)
      : undefined;
  return vehicle ? fitVehicleOf(deps, vehicle) : null;
}

/**
 * A quote's vehicle as fit reads it (an engine or submodel the quote does not know, null or
 * 'show all', is null), with its description; the catalog vehicle is cached per process.
 */
export async function fitVehicleOf(
  deps: Deps,
  vehicle: {
    baseVehicleId: number;
    engineId: number | null;
    submodelId: number | null;
    qualifierAnswers: { attributeId: number; valueId: number }[];
  },
): Promise<QuoteFitVehicle> {
  const catalog = await findCatalogVehicle(deps, vehicle.baseVehicleId);
  const known = (id: number | null) => (id === null || id === DONT_KNOW_SHOW_ALL ? null : id);
  return {
    baseVehicleId: vehicle.baseVehicleId,
    engineId: known(vehicle.engineId),
    submodelId: known(vehicle.submodelId),
    answers: vehicle.qualifierAnswers.map((a) => ({ ...a, partTypeId: null })),
    description: catalog ? describeVehicle(catalog, vehicle) : '',
  };
}

/** GET /current/vehicle. */
export async function getCurrentVehicle(deps: Deps, user: AuthUser, locale: Locale) {
  return presentCurrentVehicle(deps, await getQuoteScope(deps, user), locale);
}

/**
 * Names a shop's customer record on a worksheet vehicle: its id, and its first and last name as
 * they are now (the quote keeps them should the record change). Call it in the transaction that
 * read the customer with findCustomerForQuote.
 */
export function nameVehicleCustomer(
  deps: Deps,
  worksheetVehicleId: number,
  customer: QuoteCustomer,
  /** The customer's vehicle it was chosen from ("Find parts"); undefined leaves it as it is. */
  customerVehicleId?: number | null,
): Promise<void> {
  return updateWorksheetVehicle(deps.db, worksheetVehicleId, {
    shopCustomerId: customer.id,
    shopCustomerFirst: customer.firstName,
    shopCustomerLast: customer.lastName,
    ...(customerVehicleId === undefined ? {} : { customerVehicleId }),
  });
}

interface Car {
  baseVehicleId: number;
  vin: string | null;
  plate: string | null;
}

/**
 * Whether a quote's vehicle is that saved customer vehicle: the same VIN, or, neither having one,
 * the same base vehicle and plate (as the web app's hasCurrentVehicle). Never a guess between two
 * cars of the same model.
 */
function sameCar(a: Car, b: Car): boolean {
  const same = (x: string | null, y: string | null) =>
    (x ?? '').toUpperCase() === (y ?? '').toUpperCase();
  if (a.vin || b.vin) return Boolean(a.vin && b.vin) && same(a.vin, b.vin);
  return a.baseVehicleId === b.baseVehicleId && same(a.plate, b.plate);
}

/**
 * The current vehicle, when it names this customer's record and has just been saved to their
 * vehicles ("Add current vehicle"), is from then on that customer vehicle: its documents are
 * reached from the current-vehicle panel. Another car is left alone.
 */
export async function linkCurrentVehicleToSaved(
  deps: Deps,
  scope: QuoteScope,
  saved: Car & { id: number; customerId: number },
): Promise<void> {
  const worksheet = await findCurrentWorksheet(deps.db, scope);
  if (worksheet?.currentVehicleId == null || worksheet.status !== 'OPEN') return;
  const vehicle = await findWorksheetVehicle(deps.db, worksheet.currentVehicleId);
  if (vehicle?.shopCustomerId !== saved.customerId || vehicle.customerVehicleId !== null) return;
  if (sameCar(vehicle, saved)) {
    await updateWorksheetVehicle(deps.db, vehicle.id, { customerVehicleId: saved.id });
  }
}

/**
 * POST /current/vehicle/customer. With shopCustomerId (one of the shop's customers, else 404;
 * only for users who may manage customers, else 403) the quote names that record, with the
 * record's names; without it the names typed ('' clears one) and no record.
 */
export async function setVehicleCustomer(
  deps: Deps,
  user: AuthUser,
  locale: Locale,
  body: z.output<typeof VehicleCustomerBodySchema>,
): Promise<CurrentVehicle> {
  const customerId = body.shopCustomerId ?? null;
  if (customerId !== null && !userCanManageCustomers(user)) {
    throw forbidden('You may not choose a customer record');
  }
  const scope = await getQuoteScope(deps, user);
  await inTransaction(deps, async (tx) => {
    const vehicle = await getCurrentVehicleForEdit(tx, scope);
    if (customerId === null) {
      await updateWorksheetVehicle(tx.db, vehicle.id, {
        shopCustomerId: null,
        shopCustomerFirst: body.shopCustomerFirst.trim() || null,
        shopCustomerLast: body.shopCustomerLast.trim() || null,
        customerVehicleId: null,
      });
      return;
    }
    const customer = await findCustomerForQuote(tx, scope.shopId, customerId);
    if (!customer) throw notFound('No such customer');
    // Named on a vehicle of theirs (saved before they were named: "Save vehicle to customer"),
    // the quote's vehicle is that customer vehicle; another customer's it no longer is.
    const sameCustomer = customer.id === vehicle.shopCustomerId;
    const keeps = sameCustomer && vehicle.customerVehicleId !== null;
    const theirs = keeps
      ? undefined
      : (await findCustomerCars(tx, customer.id)).find((car) => sameCar(vehicle, car));
    await nameVehicleCustomer(tx, vehicle.id, customer, keeps ? undefined : (theirs?.id ?? null));
  });
  return presentCurrentVehicle(deps, scope, locale);
}

/**
 * POST /vehicle/select/default. id 0 starts a new empty quote and makes it current (the current
 * one is reused, its vehicles and name removed, when it has no lines and is OPEN). Another id makes that OPEN
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
      // Issue 21: an OPEN current quote without lines is reused (its vehicles and name cleared),
      // so Start New Quote never leaves an empty quote behind.
      const current = await getCurrentWorksheet(tx, scope);
      const locked = await lockWorksheet(tx.db, current.id);
      const empty =
        locked?.status === 'OPEN' && (await countWorksheetItems(tx.db, locked.id)) === 0;
      if (!empty) {
        await startWorksheet(tx, scope);
        return;
      }
      await clearWorksheet(tx.db, locked.id);
      await setWorksheetName(tx.db, locked.id, null);
      return;
    }
    const worksheet = await findWorksheetOfShop(tx.db, worksheetId, scope.shopId);
    if (worksheet?.status !== 'OPEN') throw notFound('No such open quote');
    await setCurrentWorksheet(tx.db, scope, worksheet.id);
  });
  return presentCurrentVehicle(deps, scope, locale);
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
  const catalog = await findCatalogVehicle(deps, vehicle.baseVehicleId);
  return { answeredAttributes: presentAnsweredAttributes(catalog, vehicle, locale) };
}
