/**
 * Editing engine and submodel of the current vehicle (R-VEH-11, edit mode): the two
 * choices filter each other, a choice the other one no longer allows is dropped, 'No Engine
 * Selected' removes the engine, and removals run submodel first.
 */
import {
  type CurrentVehicle,
  ENGINE_ATTRIBUTE_ID,
  type SelectAttributesBody,
  SUBMODEL_ATTRIBUTE_ID,
} from '@procounter/shared/contracts/vehicle';

/** Engine and submodel value ids; null is none (no engine, no submodel answered). */
export interface AttributeValues {
  engineId: number | null;
  submodelId: number | null;
}

/** The engine and submodel the current vehicle has answered. */
export function answeredValues(vehicle: Pick<CurrentVehicle, 'answeredAttributes'>) {
  const answerOf = (attributeId: number) =>
    vehicle.answeredAttributes.find((a) => a.attributeId === attributeId)?.valueId ?? null;
  return {
    engineId: answerOf(ENGINE_ATTRIBUTE_ID),
    submodelId: answerOf(SUBMODEL_ATTRIBUTE_ID),
  } satisfies AttributeValues;
}

/** The removal queue's order: each attribute once, submodel (10028) before engine (10011). */
export function orderRemovals(attributeIds: readonly number[]): number[] {
  const rank = (id: number) =>
    id === SUBMODEL_ATTRIBUTE_ID ? 0 : id === ENGINE_ATTRIBUTE_ID ? 1 : 2;
  return [...new Set(attributeIds)].sort((a, b) => rank(a) - rank(b));
}

/**
 * Drops a choice the other one does not allow: the engine when it is not among the engines of
 * the chosen submodel, the submodel when it is not among the submodels of the chosen engine.
 * A list not loaded yet (undefined) drops nothing.
 */
export function dropInvalidChoices(
  draft: AttributeValues,
  engineIds: readonly number[] | undefined,
  submodelIds: readonly number[] | undefined,
): AttributeValues {
  const keep = (id: number | null, allowed: readonly number[] | undefined) =>
    id === null || allowed === undefined || allowed.includes(id) ? id : null;
  return {
    engineId: keep(draft.engineId, engineIds),
    submodelId: keep(draft.submodelId, submodelIds),
  };
}

export interface AttributeEditPlan {
  /** DELETE /vehicle/select/attribute/{id}, in this order. */
  removals: number[];
  /** Then POST /vehicle/select/v2/selectAttributes with what changed, if anything did. */
  select: SelectAttributesBody | null;
}

/** What to send to go from the answered values to the draft. */
export function planAttributeEdit(
  current: AttributeValues,
  draft: AttributeValues,
): AttributeEditPlan {
  const removals: number[] = [];
  if (current.engineId !== null && draft.engineId === null) removals.push(ENGINE_ATTRIBUTE_ID);
  if (current.submodelId !== null && draft.submodelId === null) {
    removals.push(SUBMODEL_ATTRIBUTE_ID);
  }
  const select: SelectAttributesBody = {};
  if (draft.engineId !== null && draft.engineId !== current.engineId) {
    select.engineId = draft.engineId;
  }
  if (draft.submodelId !== null && draft.submodelId !== current.submodelId) {
    select.submodelId = draft.submodelId;
  }
  const changed = select.engineId !== undefined || select.submodelId !== undefined;
  return { removals: orderRemovals(removals), select: changed ? select : null };
}

export function isPlanEmpty(plan: AttributeEditPlan): boolean {
  return plan.removals.length === 0 && plan.select === null;
}

/** The engine a plan leaves on the vehicle: none when it removes it, else the chosen or answered one. */
export function engineAfter(current: AttributeValues, plan: AttributeEditPlan): number | null {
  if (plan.removals.includes(ENGINE_ATTRIBUTE_ID)) return null;
  const chosen = plan.select?.engineId;
  return typeof chosen === 'number' ? chosen : current.engineId;
}

/**
 * Whether a plan takes off the engine the VIN determined: the vehicle has it now and will not
 * after. The panel asks before that ('The VIN says 3.5L V6 Gas'); an engine chosen over the VIN's
 * before, or a change of the submodel alone, does not ask.
 */
export function leavesVinEngine(
  vehicle: Pick<CurrentVehicle, 'answeredAttributes' | 'vinEngine'>,
  plan: AttributeEditPlan,
): boolean {
  const vinEngineId = vehicle.vinEngine?.id;
  if (vinEngineId === undefined) return false;
  const current = answeredValues(vehicle);
  return current.engineId === vinEngineId && engineAfter(current, plan) !== vinEngineId;
}
