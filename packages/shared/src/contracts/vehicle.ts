import { z } from 'zod';
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
