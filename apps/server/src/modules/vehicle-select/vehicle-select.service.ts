import type { Locale } from '@procounter/shared/contracts/user';
import {
  type CurrentVehicle,
  ENGINE_ATTRIBUTE_ID,
  type SelectAttributesBodySchema,
  type SelectFromPtvBodySchema,
  type SelectVehicleBodySchema,
} from '@procounter/shared/contracts/vehicle';
import type { RetainedAnswerBody } from '@procounter/shared/contracts/vehicle-attributes';
import { fitmentAttributeOf } from '@procounter/shared/domain/fitment-questions';
import { resources } from '@procounter/shared/i18n/index';
import { isVin, MESSAGE_KEYS } from '@procounter/shared/validation/rules';
import type { z } from 'zod';
import { isDatabaseUnavailableError } from '../../db/errors';
import { inTransaction } from '../../db/transaction';
import { AppError, validationFailed } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import type { ServiceDeps } from '../../lib/deps';
import { normalizePlate } from '../plate-to-vin/plate-to-vin.service';
import {
  findRecentVehiclesEndingWith,
  getRecentVehicleOfShop,
  recordRecentVehicle,
  refineRecentVehicle,
} from '../recent-vehicles/recent-vehicles.service';
import {
  type CatalogVehicle,
  findCatalogVehicle,
  goTogether,
  hasSubmodel,
} from '../vehicles/vehicles.service';
import { decodeVin, type VinCandidate, type VinDecode } from '../vin-decode/vin-decode.service';
import {
  getCurrentVehicleForEdit,
  presentCurrentVehicle,
  putVehicleOnCurrentWorksheet,
  setVehicleAttributes,
  type VehicleChoice,
} from '../worksheets/current-vehicle.service';
import {
  getQuoteScope,
  type QuoteScope,
  type WorksheetVehicleRow,
} from '../worksheets/worksheets.service';

type Deps = Pick<ServiceDeps, 'db' | 'clock'>;

/** R-VEH-6: any VIN select failure shows 'Please enter a valid VIN Number'. */
const invalidVin = () =>
  new AppError(400, 'VALIDATION_FAILED', resources.en.vehicle.invalidVin, {
    details: [{ path: 'vin', message: MESSAGE_KEYS.vinInput }],
  });

/**
 * Makes the choice the current vehicle and records it as a recent vehicle of the shop, in one
 * transaction, with whatever `alsoInTransaction` writes (a shop customer's select names the
 * customer on the new worksheet vehicle); answers the new current vehicle.
 */
export async function chooseVehicle(
  deps: Deps,
  scope: QuoteScope,
  locale: Locale,
  choice: VehicleChoice,
  quote: boolean,
  alsoInTransaction?: (tx: Deps, worksheetVehicle: WorksheetVehicleRow) => Promise<void>,
): Promise<CurrentVehicle> {
  await inTransaction(deps, async (tx) => {
    const vehicle = await putVehicleOnCurrentWorksheet(tx, scope, choice, quote);
    const recent = await recordRecentVehicle(tx, { ...scope, ...choice });
    // The same vehicle again (by VIN or plate): the fitment answers kept with it apply again.
    const known = choice.vin !== null || choice.plate !== null;
    if (known && recent.qualifierAnswers.length > 0) {
      await setVehicleAttributes(tx, vehicle.id, { qualifierAnswers: recent.qualifierAnswers });
    }
    await alsoInTransaction?.(tx, vehicle);
  });
  return presentCurrentVehicle(deps, scope, locale);
}

async function requireCatalogVehicle(deps: Deps, baseVehicleId: number, path: string) {
  const vehicle = await findCatalogVehicle(deps, baseVehicleId);
  if (!vehicle) throw validationFailed([{ path, message: 'Not a vehicle of the catalog' }]);
  return vehicle;
}

/** The VIN's decode, or undefined when it cannot be decoded; only a database outage fails. */
export async function tryDecodeVin(deps: Deps, vin: string): Promise<VinDecode | undefined> {
  try {
    return await decodeVin(deps, vin);
  } catch (error) {
    if (isDatabaseUnavailableError(error)) throw error;
    return undefined;
  }
}

/**
 * Engine and submodel the VIN tells of this catalog vehicle, when the VIN may be it; a submodel that
 * does not go with the engine is dropped.
 */
export function attributesFromDecode(catalog: CatalogVehicle, decoded: VinDecode | undefined) {
  const candidate = decoded?.candidates.find((c) => c.baseVehicleId === catalog.id);
  if (!candidate) return { engineId: null, submodelId: null };
  const engineId =
    candidate.engineId !== null && catalog.engines.has(candidate.engineId)
      ? candidate.engineId
      : null;
  const submodelId =
    candidate.submodelId !== null &&
    hasSubmodel(catalog, candidate.submodelId) &&
    goTogether(catalog, engineId, candidate.submodelId)
      ? candidate.submodelId
      : null;
  return { engineId, submodelId };
}

/** 409 VIN_AMBIGUOUS: the VIN may be any of these vehicles; the user picks one. */
const vinAmbiguous = (candidates: VinCandidate[]) =>
  new AppError(409, 'VIN_AMBIGUOUS', 'This VIN may be more than one vehicle', {
    fields: {
      candidates: candidates.map((c) => ({
        vehicle: { vehicleId: c.baseVehicleId },
        year: c.year,
        make: c.make,
        model: c.model,
      })),
    },
  });

/** 400 unless the engine and submodel are the vehicle's (-99 always is) and go together. */
function checkAttributes(
  catalog: CatalogVehicle,
  engineId: number | undefined,
  submodelId: number | undefined,
) {
  const problems: { path: string; message: string }[] = [];
  if (engineId !== undefined && !catalog.engines.has(engineId)) {
    problems.push({ path: 'engineId', message: 'Not an engine of this vehicle' });
  }
  if (submodelId !== undefined && !hasSubmodel(catalog, submodelId)) {
    problems.push({ path: 'submodelId', message: 'Not a submodel of this vehicle' });
  }
  if (problems.length === 0 && !goTogether(catalog, engineId, submodelId)) {
    problems.push({ path: 'submodelId', message: 'This submodel does not go with the engine' });
  }
  if (problems.length > 0) throw validationFailed(problems);
}

/** POST /vehicle/select/selectFromPTV: a vehicle of a plate lookup. */
export async function selectFromPtv(
  deps: Deps,
  user: AuthUser,
  locale: Locale,
  body: z.output<typeof SelectFromPtvBodySchema>,
  quote: boolean,
): Promise<CurrentVehicle> {
  const scope = await getQuoteScope(deps, user);
  const catalog = await requireCatalogVehicle(deps, body.vehicleId, 'vehicleId');
  const decoded = await tryDecodeVin(deps, body.vin);
  return chooseVehicle(
    deps,
    scope,
    locale,
    {
      baseVehicleId: catalog.id,
      ...attributesFromDecode(catalog, decoded),
      vin: body.vin,
      plate: normalizePlate(body.plate),
      state: body.state ?? null,
    },
    quote,
  );
}

/**
 * POST /vehicle/select/defaultByVin. A full VIN must carry a valid check digit and decode to a
 * catalog vehicle. 5 to 16 characters are the end of a VIN the shop worked on (its recent
 * vehicles), when exactly one VIN ends so; that VIN is decoded again, and when it no longer decodes
 * the recent vehicle's own base vehicle, engine and submodel serve. A VIN that may be several
 * vehicles answers 409 VIN_AMBIGUOUS with them, unless `vehicleId` names one of them (the user's
 * pick). A VIN the shop knew with a plate keeps that plate and state, so the pick moves the known
 * recent vehicle to the top.
 */
export async function selectByVin(
  deps: Deps,
  user: AuthUser,
  locale: Locale,
  vin: string,
  quote: boolean,
  vehicleId?: number,
): Promise<CurrentVehicle> {
  const scope = await getQuoteScope(deps, user);
  if (vin.length === 17 && !isVin(vin)) throw invalidVin();
  const known = await findRecentVehiclesEndingWith(deps, scope.shopId, vin);
  let fullVin = vin;
  if (vin.length < 17) {
    const vins = new Set(known.map((row) => row.vin));
    if (vins.size !== 1) throw invalidVin();
    fullVin = known[0]!.vin!;
  }
  const decoded = await tryDecodeVin(deps, fullVin);
  const candidates = decoded?.candidates ?? [];
  let decodedId: number | null = null;
  if (vehicleId !== undefined) {
    if (!candidates.some((c) => c.baseVehicleId === vehicleId)) throw invalidVin();
    decodedId = vehicleId;
  } else if (candidates.length === 1) {
    decodedId = candidates[0]!.baseVehicleId;
  } else if (candidates.length > 1) {
    // The shop chose one of them before under this VIN: that is the vehicle.
    const chosenBefore = known.find((row) =>
      candidates.some((c) => c.baseVehicleId === row.baseVehicleId),
    );
    if (!chosenBefore) throw vinAmbiguous(candidates);
    decodedId = chosenBefore.baseVehicleId;
  }
  const seen = known.find((row) => decodedId === null || row.baseVehicleId === decodedId);
  let choice: VehicleChoice;
  if (decodedId !== null) {
    const catalog = await findCatalogVehicle(deps, decodedId);
    if (!catalog) throw invalidVin();
    choice = {
      baseVehicleId: decodedId,
      ...attributesFromDecode(catalog, decoded),
      vin: fullVin,
      plate: seen?.plate ?? null,
      state: seen?.state ?? null,
    };
  } else if (vin.length < 17 && seen) {
    choice = {
      baseVehicleId: seen.baseVehicleId,
      engineId: seen.engineId,
      submodelId: seen.submodelId,
      vin: fullVin,
      plate: seen.plate,
      state: seen.state,
    };
  } else {
    throw invalidVin();
  }
  return chooseVehicle(deps, scope, locale, choice, quote);
}

/** POST /vehicle/select/v2/: year/make/model, with engine and submodel when chosen. */
export async function selectVehicle(
  deps: Deps,
  user: AuthUser,
  locale: Locale,
  body: z.output<typeof SelectVehicleBodySchema>,
): Promise<CurrentVehicle> {
  const scope = await getQuoteScope(deps, user);
  const catalog = await requireCatalogVehicle(deps, body.baseVehicleId, 'baseVehicleId');
  checkAttributes(catalog, body.engineId, body.submodelId);
  return chooseVehicle(
    deps,
    scope,
    locale,
    {
      baseVehicleId: catalog.id,
      engineId: body.engineId ?? null,
      submodelId: body.submodelId ?? null,
      vin: null,
      plate: null,
      state: null,
    },
    body.quote ?? true,
  );
}

/** POST /vehicle/select/history/{id}/select: a recent vehicle of the current shop (404 else). */
export async function selectFromHistory(
  deps: Deps,
  user: AuthUser,
  locale: Locale,
  recentVehicleId: number,
  quote: boolean,
): Promise<CurrentVehicle> {
  const scope = await getQuoteScope(deps, user);
  const recent = await getRecentVehicleOfShop(deps, scope.shopId, recentVehicleId);
  return chooseVehicle(
    deps,
    scope,
    locale,
    {
      baseVehicleId: recent.baseVehicleId,
      engineId: recent.engineId,
      submodelId: recent.submodelId,
      vin: recent.vin,
      plate: recent.plate,
      state: recent.state,
    },
    quote,
  );
}

/** The recent vehicle a current vehicle came from: the shop's, by base vehicle, VIN and plate. */
const recentKey = (
  scope: QuoteScope,
  vehicle: { baseVehicleId: number; vin: string | null; plate: string | null },
) => ({
  shopId: scope.shopId,
  baseVehicleId: vehicle.baseVehicleId,
  vin: vehicle.vin,
  plate: vehicle.plate,
});

type EditedVehicle = Awaited<ReturnType<typeof getCurrentVehicleForEdit>>;

/**
 * Saves an edit of the current vehicle's engine, submodel or retained answers, and the same on its
 * recent vehicle (a later pick of it starts from them); answers the vehicle as it now stands.
 */
async function saveVehicleEdit(
  deps: Deps,
  scope: Awaited<ReturnType<typeof getQuoteScope>>,
  vehicle: EditedVehicle,
  locale: Locale,
  values: Parameters<typeof refineRecentVehicle>[2],
): Promise<CurrentVehicle> {
  await setVehicleAttributes(deps, vehicle.id, values);
  await refineRecentVehicle(deps, recentKey(scope, vehicle), values);
  return presentCurrentVehicle(deps, scope, locale);
}

/**
 * POST /vehicle/select/v2/selectAttributes: edits engine and submodel of the current vehicle
 * (409 NO_CURRENT_VEHICLE without one). A field left out stays unless it does not go with the new
 * other one, in which case it is dropped (R-VEH-11); both given must go together.
 */
export async function selectAttributes(
  deps: Deps,
  user: AuthUser,
  locale: Locale,
  body: z.output<typeof SelectAttributesBodySchema>,
): Promise<CurrentVehicle> {
  const scope = await getQuoteScope(deps, user);
  const vehicle = await getCurrentVehicleForEdit(deps, scope);
  const catalog = await requireCatalogVehicle(deps, vehicle.baseVehicleId, 'baseVehicleId');
  checkAttributes(catalog, body.engineId, body.submodelId);
  let engineId = body.engineId ?? vehicle.engineId;
  let submodelId = body.submodelId ?? vehicle.submodelId;
  if (!goTogether(catalog, engineId, submodelId)) {
    if (body.engineId === undefined) engineId = null;
    else submodelId = null;
  }
  return saveVehicleEdit(deps, scope, vehicle, locale, { engineId, submodelId });
}

/**
 * DELETE /vehicle/select/attribute/{attributeId}: drops the engine, the submodel or a retained
 * answer of a fitment question (its questions are asked again).
 */
export async function removeAttribute(
  deps: Deps,
  user: AuthUser,
  locale: Locale,
  attributeId: number,
): Promise<CurrentVehicle> {
  const scope = await getQuoteScope(deps, user);
  const vehicle = await getCurrentVehicleForEdit(deps, scope);
  if (fitmentAttributeOf(attributeId)) {
    const qualifierAnswers = vehicle.qualifierAnswers.filter((a) => a.attributeId !== attributeId);
    return saveVehicleEdit(deps, scope, vehicle, locale, { qualifierAnswers });
  }
  const values = attributeId === ENGINE_ATTRIBUTE_ID ? { engineId: null } : { submodelId: null };
  return saveVehicleEdit(deps, scope, vehicle, locale, values);
}

/**
 * POST /attributes/questions/retain/answer and POST /attributes/add: keeps a retained attribute's
 * value with the current vehicle and its recent vehicle (409 NO_CURRENT_VEHICLE without one, WORKSHEET_LOCKED when its
 * quote cannot change), replacing its earlier value; the lookups narrow by it from then on.
 */
export async function retainAnswer(
  deps: Deps,
  user: AuthUser,
  locale: Locale,
  answer: RetainedAnswerBody,
): Promise<CurrentVehicle> {
  const scope = await getQuoteScope(deps, user);
  const vehicle = await getCurrentVehicleForEdit(deps, scope);
  const qualifierAnswers = [
    ...vehicle.qualifierAnswers.filter((a) => a.attributeId !== answer.attributeId),
    { attributeId: answer.attributeId, valueId: answer.valueId },
  ].sort((a, b) => a.attributeId - b.attributeId);
  return saveVehicleEdit(deps, scope, vehicle, locale, { qualifierAnswers });
}
