import { z } from 'zod';
import { fitmentAttributeOf, isAnswerValue } from '../domain/fitment-questions';
import { INT4_MAX } from '../validation/limits';
import { ENGINE_ATTRIBUTE_ID, SUBMODEL_ATTRIBUTE_ID } from './vehicle';

// The calls that change a vehicle's answered attributes (R-VEH-11; issue 25 part 3, fitment
// questions), apart from the vehicle contracts: only the server and the tests read these schemas,
// so the rules of fitment-questions.ts stay out of the pages that do not ask questions.

/**
 * DELETE /api/vehicle/select/attribute/{attributeId}: removes one answered attribute (engine 10011
 * or submodel 10028) of the current vehicle; one call per attribute (R-VEH-11).
 */
export const RemoveAttributeParamsSchema = z.strictObject({
  attributeId: z.coerce
    .number()
    .int()
    .refine(
      (v) =>
        v === ENGINE_ATTRIBUTE_ID ||
        v === SUBMODEL_ATTRIBUTE_ID ||
        fitmentAttributeOf(v)?.retained === true,
      'Not an attribute id',
    ),
});

/**
 * POST /api/attributes/questions/retain/answer (the answer to a results' question) and POST
 * /api/attributes/add (a detail added on the current-vehicle panel): keeps a retained attribute's
 * value (drive type, brake system, towing package; -99 'Don't know or show all') with the current
 * vehicle, replacing its earlier one (domain/fitment-questions.ts).
 */
export const RetainedAnswerBodySchema = z
  .strictObject({
    attributeId: z.number().int().min(0).max(INT4_MAX),
    valueId: z.number().int().min(-99).max(INT4_MAX),
  })
  .refine(
    (a) =>
      fitmentAttributeOf(a.attributeId)?.retained === true &&
      isAnswerValue(a.attributeId, a.valueId),
    'Not an answer of a vehicle question',
  );
export type RetainedAnswerBody = z.input<typeof RetainedAnswerBodySchema>;
