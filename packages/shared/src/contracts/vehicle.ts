import { z } from 'zod';
import { INT4_MAX } from '../validation/limits';
import { personNameSchema, plateSchema, vinInputSchema } from '../validation/schemas';
import { StateSchema } from './app';

/**
 * The vehicle picker calls (R-VEH-8, Vehicle). Query values arrive as text; ids are
 * positive integers. The year range depends on the catalog (1981 to its newest year + 1), so the
 * server checks it against the data.
 */

/** Engine is attribute 10011 and submodel 10028 (R-VEH-9). */
export const ENGINE_ATTRIBUTE_ID = 10011;
export const SUBMODEL_ATTRIBUTE_ID = 10028;
/** The submodel entry meaning "Don't know or show all" (R-VEH-9). */
export const DONT_KNOW_SHOW_ALL = -99;
export const FIRST_VEHICLE_YEAR = 1981;

const id = z.coerce.number().int().positive().max(INT4_MAX);
/** A submodel id, or -99 ("Don't know or show all"), which filters nothing. */
const submodelId = z.coerce
  .number()
  .int()
  .max(INT4_MAX)
  .refine((v) => v > 0 || v === DONT_KNOW_SHOW_ALL, 'Not a submodel id');

/** An {id, value} pair: a make, an engine, a submodel. */
export const IdValueSchema = z.object({ id: z.number().int(), value: z.string() });
export type IdValue = z.infer<typeof IdValueSchema>;
export const IdValueListSchema = z.array(IdValueSchema);

/** GET /api/vehicle/select/vehicleSelectorData */
export const VehicleSelectorDataSchema = z.object({
  /** Newest first. */
  years: z.array(z.number().int()),
  states: z.array(StateSchema),
});
export type VehicleSelectorData = z.infer<typeof VehicleSelectorDataSchema>;

/** GET /api/vehicle/select/v2/makes?year */
export const MakesQuerySchema = z.strictObject({ year: z.coerce.number().int() });

/** GET /api/vehicle/select/v2/models?year&makeId */
export const ModelsQuerySchema = z.strictObject({ year: z.coerce.number().int(), makeId: id });
export const VehicleModelSchema = z.object({
  baseVehicleId: z.number().int(),
  model: IdValueSchema,
});
export type VehicleModel = z.infer<typeof VehicleModelSchema>;
export const VehicleModelListSchema = z.array(VehicleModelSchema);

/** GET /api/vehicle/select/engines?baseVehicleId[&subModelId] */
export const EnginesQuerySchema = z.strictObject({
  baseVehicleId: id,
  /** -99 ("Don't know or show all") means no submodel filter. */
  subModelId: submodelId.optional(),
});

/** GET /api/vehicle/select/submodels?baseVehicleId[&engineId][&subModelId] */
export const SubmodelsQuerySchema = z.strictObject({
  baseVehicleId: id,
  engineId: id.optional(),
  /** The submodel already chosen, if any: it stays in the list whatever the engine. */
  subModelId: submodelId.optional(),
});

/** A query flag: only the texts 'true' and 'false'. */
const queryFlag = z.enum(['true', 'false']).transform((v) => v === 'true');

/**
 * GET /api/plateToVin/decodePlate?state&plate[&force=true][&wasForced=true]. The state must be one
 * of the app constants' states (the server checks it against them).
 */
export const DecodePlateQuerySchema = z.strictObject({
  state: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Not a state code'),
  plate: plateSchema,
  /** Ask the provider again instead of answering a cached lookup. */
  force: queryFlag.optional(),
  /** The previous answer was already forced (the user said none of them is the vehicle again). */
  wasForced: queryFlag.optional(),
});
export type DecodePlateQuery = z.input<typeof DecodePlateQuerySchema>;

/**
 * One catalog vehicle a VIN decodes to (R-VEH-5, R-VEH-6, plate lookup result); a VIN the vPIC
 * data cannot pin to one model lists every candidate, most likely first.
 */
export const VinQuerySchema = z.object({
  vehicle: z.object({ vehicleId: z.number().int() }),
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
});

export const PlateVehicleSchema = z.object({
  plate: z.string(),
  vin: z.string(),
  state: z.string(),
  /** Empty when the VIN does not decode to a vehicle of our catalog. */
  vinQuerySet: z.array(VinQuerySchema),
});
export type PlateVehicle = z.infer<typeof PlateVehicleSchema>;

export const PlateLookupResultSchema = z.object({
  /** The answer was looked up afresh because the call asked for it (force or wasForced). */
  force: z.boolean(),
  /** The plate service did not answer (off, timed out, failed): no vehicles, try VIN or YMM. */
  serviceDown: z.boolean(),
  vehicles: z.array(PlateVehicleSchema),
});
export type PlateLookupResult = z.infer<typeof PlateLookupResultSchema>;

// ---------------------------------------------------------------------------------------------
// The current vehicle and the calls that choose it (R-VEH-9, R-VEH-13). The current
// vehicle lives on the user's current worksheet (quote) for the current shop: `id` is that
// worksheet vehicle's id and `vehicleId` its base vehicle id.

/**
 * One answered attribute of the current vehicle: engine 10011, submodel 10028, or a retained answer
 * of a fitment question (drive type 10102, brake system 10103, towing package 10104).
 */
export const AnsweredAttributeSchema = z.object({
  attributeId: z.number().int(),
  /** 'Engine' or 'Submodel', in the caller's language. */
  attributeDescription: z.string(),
  /** The engine or submodel id; -99 for submodel "Don't know or show all". */
  valueId: z.number().int(),
  valueDescription: z.string(),
  /** What the panel shows: "Engine: 3.5L V6 Gas". */
  displayDescription: z.string(),
});
export type AnsweredAttribute = z.infer<typeof AnsweredAttributeSchema>;

/**
 * GET /api/current/vehicle and the answer of every select call. A vehicle counts as current only
 * with both `id` and `vehicleId` (see isVehicleSelected); with none, every field is null and the
 * list empty.
 */
export const CurrentVehicleSchema = z.object({
  /** The worksheet vehicle id. */
  id: z.number().int().nullable(),
  /** The base vehicle id (year + make + model). */
  vehicleId: z.number().int().nullable(),
  /** The current worksheet (quote) the vehicle belongs to. */
  worksheetId: z.number().int().nullable(),
  vin: z.string().nullable(),
  plate: z.string().nullable(),
  state: z.string().nullable(),
  year: z.number().int().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  /** One line for the info bar: "2013 Ford F-150 3.5L V6 Gas XLT". */
  shopVehicleDescriptor: z.string().nullable(),
  answeredAttributes: z.array(AnsweredAttributeSchema),
  /**
   * The engine the vehicle's VIN determines, when it determines one of the catalog's: changing the
   * engine away from it asks the user first ('The VIN says 3.5L V6 Gas').
   */
  vinEngine: IdValueSchema.nullable(),
  shopCustomerId: z.number().int().nullable(),
  shopCustomerFirst: z.string().nullable(),
  shopCustomerLast: z.string().nullable(),
  /**
   * The shop's customer vehicle it was chosen from ("Find parts" on a customer's vehicle, issue 25
   * part 5): its documents are at /vehicle-documents. null for any other select.
   */
  customerVehicleId: z.number().int().nullable(),
});
export type CurrentVehicle = z.infer<typeof CurrentVehicleSchema>;

/** GET /api/current/vehicle when no vehicle is chosen: every field null, no attributes. */
export const NO_CURRENT_VEHICLE: CurrentVehicle = Object.freeze({
  id: null,
  vehicleId: null,
  worksheetId: null,
  vin: null,
  plate: null,
  state: null,
  year: null,
  make: null,
  model: null,
  shopVehicleDescriptor: null,
  answeredAttributes: [],
  vinEngine: null,
  shopCustomerId: null,
  shopCustomerFirst: null,
  shopCustomerLast: null,
  customerVehicleId: null,
});

/**
 * `?quote=` of the select calls. true (the default): the vehicle goes onto the current quote and
 * its lines stay ("Add To Existing Quote"). false: "Start New Quote": when the current quote holds
 * lines it is kept as a saved quote and a new empty one becomes current.
 */
export const QuoteChoiceQuerySchema = z.strictObject({ quote: queryFlag.optional() });

/** POST /api/vehicle/select/selectFromPTV?quote={bool}: a vehicle of a plate lookup's answer. */
export const SelectFromPtvBodySchema = z.strictObject({
  vehicleId: id,
  plate: plateSchema,
  vin: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-HJ-NPR-Z0-9]{17}$/, 'Not a VIN'),
  /** The plate's state, kept on the recent vehicle; optional as the spec's payload leaves it out. */
  state: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Not a state code')
    .optional(),
});
export type SelectFromPtvBody = z.input<typeof SelectFromPtvBodySchema>;

/**
 * POST /api/vehicle/select/defaultByVin?quote={bool}. A 17 character VIN must carry a valid check
 * digit and decode to a vehicle of the catalog; 5 to 16 characters match the end of a VIN the shop
 * has worked on (its recent vehicles), when exactly one does. Anything else: 400 'Please enter a
 * valid VIN Number'. A VIN that may be several vehicles (the vPIC data cannot tell them apart)
 * answers 409 VIN_AMBIGUOUS with the candidates; the user's pick is sent again as vehicleId.
 */
export const DefaultByVinBodySchema = z.strictObject({
  vin: vinInputSchema,
  /** One of the candidates of a 409 VIN_AMBIGUOUS answer for this VIN. */
  vehicleId: id.optional(),
});
export type DefaultByVinBody = z.input<typeof DefaultByVinBodySchema>;

/** The 409 VIN_AMBIGUOUS answer of defaultByVin: the vehicles the VIN may be, most likely first. */
export const VinAmbiguousSchema = z.object({
  code: z.literal('VIN_AMBIGUOUS'),
  message: z.string(),
  candidates: z.array(VinQuerySchema),
});
export type VinAmbiguous = z.infer<typeof VinAmbiguousSchema>;

/** POST /api/vehicle/select/v2/ : year/make/model, with engine and submodel when chosen. */
export const SelectVehicleBodySchema = z.strictObject({
  baseVehicleId: id,
  /** As ?quote= of the other select calls. */
  quote: z.boolean().optional(),
  engineId: id.optional(),
  submodelId: submodelId.optional(),
});
export type SelectVehicleBody = z.input<typeof SelectVehicleBodySchema>;

/**
 * POST /api/vehicle/select/v2/selectAttributes: edit engine and submodel of the current vehicle.
 * A field left out stays as it is; one that does not go with the other (new) one is dropped.
 */
export const SelectAttributesBodySchema = z
  .strictObject({ engineId: id.optional(), submodelId: submodelId.optional() })
  .refine((b) => b.engineId !== undefined || b.submodelId !== undefined, {
    message: 'Give an engineId or a submodelId',
  });
export type SelectAttributesBody = z.input<typeof SelectAttributesBodySchema>;

/** POST /api/vehicle/select/history/{id}/select?quote={bool}: a recent vehicle. */
export const HistorySelectParamsSchema = z.strictObject({ id });

/**
 * POST /api/vehicle/select/default: id 0 starts a new empty quote (no vehicle) and makes it
 * current; another id makes that open quote of the shop current again.
 */
export const SelectDefaultBodySchema = z.strictObject({
  id: z.number().int().min(0).max(INT4_MAX),
});

/**
 * POST /api/current/vehicle/customer: the customer-info modal of the current-vehicle panel. With
 * shopCustomerId (one of the shop's customers, issue 22; 404 for another shop's) the quote names
 * that customer and their first and last name are taken from the customer record (the names sent
 * are ignored); without it, the typed names and no customer record. Only users who may manage
 * customers (web users) may send an id (403 otherwise).
 */
export const VehicleCustomerBodySchema = z.strictObject({
  shopCustomerId: id.nullable().optional(),
  shopCustomerFirst: personNameSchema.or(z.literal('')),
  shopCustomerLast: personNameSchema.or(z.literal('')),
});
export type VehicleCustomerBody = z.input<typeof VehicleCustomerBodySchema>;

/** GET /api/worksheet/rest/{worksheetId}/vehicle/{worksheetVehicleId}/translate */
export const TranslateParamsSchema = z.strictObject({ worksheetId: id, worksheetVehicleId: id });
export const TranslateResultSchema = z.object({
  answeredAttributes: z.array(AnsweredAttributeSchema),
});

// Recent vehicles (R-VEH-14): the shop's last vehicles, newest first.

const recentCommon = {
  id: z.number().int(),
  /** ISO 8601. */
  createDateTime: z.string(),
  vin: z.string().nullable(),
  /** The vehicle came from a VIN scanner: the table shows a phone icon and the notes. */
  sourceVinScanner: z.boolean(),
  vehicleNotes: z.string().nullable(),
  /**
   * The engine and submodel picked with it ("3.5L V6 Gas", "XLT"): null when none was (issue 21,
   * beyond the spec's fields: a counter tells two F-150s apart by them).
   */
  engine: z.string().nullable(),
  submodel: z.string().nullable(),
};

/** GET /api/recent/vehicles */
export const RecentVehicleSchema = z.object({
  ...recentCommon,
  licensePlate: z.string().nullable(),
  licensePlateState: z.string().nullable(),
  epcVehicleYear: z.number().int(),
  epcVehicleMake: z.string(),
  epcVehicleModel: z.string(),
});
export type RecentVehicle = z.infer<typeof RecentVehicleSchema>;
export const RecentVehicleListSchema = z.array(RecentVehicleSchema);

/** GET /api/recent/vehicles/enterprise?shopId (entsearch on). */
export const EnterpriseRecentVehicleSchema = z.object({
  ...recentCommon,
  plate: z.string().nullable(),
  state: z.string().nullable(),
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
});
export type EnterpriseRecentVehicle = z.infer<typeof EnterpriseRecentVehicleSchema>;
export const EnterpriseRecentVehicleListSchema = z.array(EnterpriseRecentVehicleSchema);
export const EnterpriseRecentQuerySchema = z.strictObject({ shopId: id });

/** DELETE /api/recent/deleteRecentVehicle.json?recentVehicleId */
export const DeleteRecentVehicleQuerySchema = z.strictObject({ recentVehicleId: id });
