import { DONT_KNOW_SHOW_ALL } from '@procounter/shared/contracts/vehicle';
import { describe, expect, it } from 'vitest';
import {
  autoPickEngine,
  autoPickSubmodel,
  canAddVehicle,
  chooseYmmStep,
  EMPTY_YMM_CHOICE,
  isYmmStepReady,
  type YmmChoice,
} from './ymm-choice';

const full: YmmChoice = { year: 2013, make: 7, model: 201301, engine: 55, submodel: 9 };
const dontKnow = { id: DONT_KNOW_SHOW_ALL, value: "Don't know or show all" };

describe('the year/make/model cascade', () => {
  it('changing an earlier choice clears the later ones', () => {
    expect(chooseYmmStep(full, 'year', 2012)).toEqual({ ...EMPTY_YMM_CHOICE, year: 2012 });
    expect(chooseYmmStep(full, 'make', 8)).toEqual({ ...EMPTY_YMM_CHOICE, year: 2013, make: 8 });
    expect(chooseYmmStep(full, 'model', 201302)).toEqual({
      ...full,
      model: 201302,
      engine: null,
      submodel: null,
    });
    expect(chooseYmmStep(full, 'engine', 56)).toEqual({ ...full, engine: 56, submodel: null });
    expect(chooseYmmStep(full, 'submodel', 10)).toEqual({ ...full, submodel: 10 });
  });

  it('opens a step once every earlier required step is chosen', () => {
    const yearOnly = chooseYmmStep(EMPTY_YMM_CHOICE, 'year', 2013);
    expect(isYmmStepReady(EMPTY_YMM_CHOICE, 'year')).toBe(true);
    expect(isYmmStepReady(EMPTY_YMM_CHOICE, 'make')).toBe(false);
    expect(isYmmStepReady(yearOnly, 'make')).toBe(true);
    expect(isYmmStepReady(yearOnly, 'model')).toBe(false);
    expect(isYmmStepReady(full, 'submodel')).toBe(true);
    const model = { ...EMPTY_YMM_CHOICE, year: 2013, make: 7, model: 201301 };
    expect(isYmmStepReady(model, 'engine')).toBe(true);
    // The engine is optional: the submodel can be chosen without it.
    expect(isYmmStepReady(model, 'submodel')).toBe(true);
  });

  it('picks the engine only when there is exactly one', () => {
    expect(autoPickEngine([])).toBeNull();
    expect(autoPickEngine([{ id: 55, value: '3.5L V6 Gas' }])).toBe(55);
    expect(
      autoPickEngine([
        { id: 55, value: '3.5L V6 Gas' },
        { id: 56, value: '5.0L V8 Gas' },
      ]),
    ).toBeNull();
  });

  it('picks the first entry (-99, as the server lists it first) when there are exactly two', () => {
    expect(autoPickSubmodel([dontKnow])).toBeNull();
    expect(autoPickSubmodel([dontKnow, { id: 9, value: 'XLT' }])).toBe(DONT_KNOW_SHOW_ALL);
    expect(
      autoPickSubmodel([dontKnow, { id: 9, value: 'XLT' }, { id: 10, value: 'Lariat' }]),
    ).toBeNull();
  });

  it('offers Add Vehicle once a model is chosen', () => {
    expect(canAddVehicle({ ...EMPTY_YMM_CHOICE, year: 2013, make: 7 })).toBe(false);
    expect(canAddVehicle({ ...EMPTY_YMM_CHOICE, year: 2013, make: 7, model: 201301 })).toBe(true);
  });
});
