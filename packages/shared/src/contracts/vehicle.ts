import { z } from 'zod';
import { plateSchema } from '../validation/schemas';
import { StateSchema } from './app';

/**
 * The vehicle picker calls (spec 001 section 7, Vehicle). Query values arrive as text; ids are
 * positive integers. The year range depends on the catalog (1981 to its newest year + 1), so the
 * server checks it against the data.
 */

/** Engine is attribute 10011 and submodel 10028 (spec 001 section 3). */
export const ENGINE_ATTRIBUTE_ID = 10011;
export const SUBMODEL_ATTRIBUTE_ID = 10028;
/** The submodel entry meaning "Don't know or show all" (spec 001 section 9). */
export const DONT_KNOW_SHOW_ALL = -99;
export const FIRST_VEHICLE_YEAR = 1981;

const id = z.coerce.number().int().positive().max(2_147_483_647);
/** A submodel id, or -99 ("Don't know or show all"), which filters nothing. */
const submodelId = z.coerce
  .number()
  .int()
  .max(2_147_483_647)
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

/** One catalog vehicle a plate's VIN decodes to (spec 001 section 3, plate lookup result). */
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
