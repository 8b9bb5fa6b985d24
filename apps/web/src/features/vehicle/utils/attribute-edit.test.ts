import { ENGINE_ATTRIBUTE_ID, SUBMODEL_ATTRIBUTE_ID } from '@procounter/shared/contracts/vehicle';
import { describe, expect, it } from 'vitest';
import { makeVehicle } from '@/testing/fixtures';
import {
  answeredValues,
  dropInvalidChoices,
  engineAfter,
  isPlanEmpty,
  leavesVinEngine,
  orderRemovals,
  planAttributeEdit,
} from './attribute-edit';

const attribute = (attributeId: number, valueId: number) => ({
  attributeId,
  attributeDescription: '',
  valueId,
  valueDescription: '',
  displayDescription: '',
});

describe('editing engine and submodel', () => {
  it('reads the answered engine and submodel', () => {
    expect(
      answeredValues({
        answeredAttributes: [
          attribute(SUBMODEL_ATTRIBUTE_ID, 9),
          attribute(ENGINE_ATTRIBUTE_ID, 55),
        ],
      }),
    ).toEqual({ engineId: 55, submodelId: 9 });
    expect(answeredValues({ answeredAttributes: [] })).toEqual({
      engineId: null,
      submodelId: null,
    });
  });

  it('removes the submodel before the engine when both are queued, each once', () => {
    expect(orderRemovals([ENGINE_ATTRIBUTE_ID, SUBMODEL_ATTRIBUTE_ID])).toEqual([
      SUBMODEL_ATTRIBUTE_ID,
      ENGINE_ATTRIBUTE_ID,
    ]);
    expect(
      orderRemovals([SUBMODEL_ATTRIBUTE_ID, ENGINE_ATTRIBUTE_ID, ENGINE_ATTRIBUTE_ID]),
    ).toEqual([SUBMODEL_ATTRIBUTE_ID, ENGINE_ATTRIBUTE_ID]);
    expect(orderRemovals([ENGINE_ATTRIBUTE_ID])).toEqual([ENGINE_ATTRIBUTE_ID]);
  });

  it('drops an engine the chosen submodel does not allow, and a submodel the engine does not', () => {
    const draft = { engineId: 55, submodelId: 9 };
    expect(dropInvalidChoices(draft, [55, 56], [-99, 9])).toEqual(draft);
    expect(dropInvalidChoices(draft, [56], [-99, 9])).toEqual({ engineId: null, submodelId: 9 });
    expect(dropInvalidChoices(draft, [55], [-99, 10])).toEqual({ engineId: 55, submodelId: null });
    expect(dropInvalidChoices(draft, undefined, undefined)).toEqual(draft);
    expect(dropInvalidChoices({ engineId: null, submodelId: null }, [], [])).toEqual({
      engineId: null,
      submodelId: null,
    });
  });

  it('plans the removals (submodel first) and the selectAttributes body', () => {
    const current = { engineId: 55, submodelId: 9 };
    expect(planAttributeEdit(current, current)).toEqual({ removals: [], select: null });
    expect(isPlanEmpty(planAttributeEdit(current, current))).toBe(true);
    expect(planAttributeEdit(current, { engineId: 56, submodelId: 9 })).toEqual({
      removals: [],
      select: { engineId: 56 },
    });
    expect(planAttributeEdit(current, { engineId: null, submodelId: null })).toEqual({
      removals: [SUBMODEL_ATTRIBUTE_ID, ENGINE_ATTRIBUTE_ID],
      select: null,
    });
    expect(planAttributeEdit(current, { engineId: null, submodelId: 10 })).toEqual({
      removals: [ENGINE_ATTRIBUTE_ID],
      select: { submodelId: 10 },
    });
    expect(planAttributeEdit({ engineId: null, submodelId: null }, current)).toEqual({
      removals: [],
      select: { engineId: 55, submodelId: 9 },
    });
  });
});

describe('the engine the VIN determined', () => {
  const withEngine = (engineId: number | null, vinEngineId: number | null) =>
    makeVehicle({
      answeredAttributes: engineId === null ? [] : [attribute(ENGINE_ATTRIBUTE_ID, engineId)],
      vinEngine: vinEngineId === null ? null : { id: vinEngineId, value: '3.5L V6 Gas' },
    });
  const change = (engineId: number) => ({ removals: [], select: { engineId } });
  const removal = { removals: [ENGINE_ATTRIBUTE_ID], select: null };
  const submodelOnly = { removals: [], select: { submodelId: 10 } };

  it('is left by a change to another engine or its removal', () => {
    expect(leavesVinEngine(withEngine(55, 55), change(56))).toBe(true);
    expect(leavesVinEngine(withEngine(55, 55), removal)).toBe(true);
  });

  it("is not left by a submodel change, nor when the engine is not the VIN's now", () => {
    expect(leavesVinEngine(withEngine(55, 55), submodelOnly)).toBe(false);
    expect(leavesVinEngine(withEngine(56, 55), change(57))).toBe(false);
    expect(leavesVinEngine(withEngine(56, 55), change(55))).toBe(false);
    expect(leavesVinEngine(withEngine(55, null), change(56))).toBe(false);
  });

  it('knows the engine a plan leaves', () => {
    const current = { engineId: 55, submodelId: 9 };
    expect(engineAfter(current, change(56))).toBe(56);
    expect(engineAfter(current, removal)).toBeNull();
    expect(engineAfter(current, submodelOnly)).toBe(55);
  });
});
