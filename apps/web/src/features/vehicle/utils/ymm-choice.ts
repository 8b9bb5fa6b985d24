/**
 * The year/make/model cascade (R-VEH-8, YMM flow), as pure functions the pickers call:
 * each step loads the next one's options; changing a step clears every later one; engine and
 * submodel pick themselves when there is nothing to choose.
 */
import type { IdValue } from '@procounter/shared/contracts/vehicle';

export const YMM_STEPS = ['year', 'make', 'model', 'engine', 'submodel'] as const;
export type YmmStep = (typeof YMM_STEPS)[number];

/** What is chosen so far; `model` is the model's base vehicle id. */
export type YmmChoice = Record<YmmStep, number | null>;

export const EMPTY_YMM_CHOICE: YmmChoice = {
  year: null,
  make: null,
  model: null,
  engine: null,
  submodel: null,
};

/** Sets one step and clears the later ones (choosing a year again empties make, model, ...). */
export function chooseYmmStep(choice: YmmChoice, step: YmmStep, value: number | null): YmmChoice {
  const at = YMM_STEPS.indexOf(step);
  const next: YmmChoice = { ...choice, [step]: value };
  for (const later of YMM_STEPS.slice(at + 1)) next[later] = null;
  return next;
}

/** Year, make and model are required; engine and submodel are optional (R-VEH-7, R-VEH-8). */
const REQUIRED_STEPS: readonly YmmStep[] = ['year', 'make', 'model'];

/** Whether a step can be chosen: every earlier required step is (the engine may be skipped). */
export function isYmmStepReady(choice: YmmChoice, step: YmmStep): boolean {
  return YMM_STEPS.slice(0, YMM_STEPS.indexOf(step))
    .filter((earlier) => REQUIRED_STEPS.includes(earlier))
    .every((earlier) => choice[earlier] !== null);
}

/** A model's engines: exactly one is picked automatically. */
export function autoPickEngine(engines: readonly IdValue[]): number | null {
  return engines.length === 1 ? engines[0]!.id : null;
}

/**
 * An engine's submodels: the server lists "Don't know or show all" (-99) first. Exactly two
 * entries (-99 and one submodel): the first, -99, is picked, as the spec says. It claims no trim
 * the tech has not confirmed (the catalog's trims are incomplete: a 2013 F-150 lists only Raptor
 * SVT), and the one submodel stays a click away. See ../README.md.
 */
export function autoPickSubmodel(submodels: readonly IdValue[]): number | null {
  return submodels.length === 2 ? submodels[0]!.id : null;
}

/** The Add Vehicle button shows once a model is chosen. */
export function canAddVehicle(choice: YmmChoice): boolean {
  return choice.model !== null;
}
