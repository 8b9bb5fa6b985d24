import { describe, expect, it } from 'vitest';
import { KIT_PART_TYPE_IDS, PART_SELECTION_MAX } from './constants';
import {
  checkPartTypeSelection,
  isKitPartType,
  PART_TYPE_SELECTION_REFUSALS,
  refusalOfErrorCode,
} from './part-type-selection';

describe('checkPartTypeSelection', () => {
  it('lets a part type join a selection of fewer than 5', () => {
    expect(checkPartTypeSelection([], '1684')).toBeNull();
    expect(checkPartTypeSelection(['1', '2', '3', '4'], '5')).toBeNull();
  });

  it('refuses a 6th part type', () => {
    expect(PART_SELECTION_MAX).toBe(5);
    expect(checkPartTypeSelection(['1', '2', '3', '4', '5'], '6')).toBe('limit');
  });

  it('refuses a part type already selected', () => {
    expect(checkPartTypeSelection(['1684'], '1684')).toBe('duplicate');
    expect(checkPartTypeSelection(['C4577'], 'C4577')).toBe('duplicate');
  });

  it('keeps a kit part type alone', () => {
    expect(checkPartTypeSelection([], 'C4577')).toBeNull();
    expect(checkPartTypeSelection(['1684'], 'C4577')).toBe('kitsIndependent');
    expect(checkPartTypeSelection(['C4576'], '1684')).toBe('kitsIndependent');
    expect(checkPartTypeSelection(['C4577'], 'C4576')).toBe('kitsIndependent');
  });

  it('checks a duplicate first, then kits, then the limit', () => {
    expect(checkPartTypeSelection(['1', '2', '3', '4', '5'], '3')).toBe('duplicate');
    expect(checkPartTypeSelection(['1', '2', '3', '4', '5'], 'C4577')).toBe('kitsIndependent');
  });
});

describe('isKitPartType', () => {
  it('is true for the brake and A/C kit part types only', () => {
    expect(Object.values(KIT_PART_TYPE_IDS).map(isKitPartType)).toEqual([true, true]);
    expect(isKitPartType('1684')).toBe(false);
    expect(isKitPartType('c4577')).toBe(false);
  });
});

describe('PART_TYPE_SELECTION_REFUSALS', () => {
  it("gives each refusal the server's status and code", () => {
    expect(PART_TYPE_SELECTION_REFUSALS).toEqual({
      duplicate: { status: 409, code: 'PART_TYPE_ALREADY_SELECTED' },
      kitsIndependent: { status: 422, code: 'KITS_INDEPENDENT' },
      limit: { status: 422, code: 'PART_TYPE_LIMIT' },
    });
  });
});

describe('refusalOfErrorCode', () => {
  it("reads the server's error codes", () => {
    expect(refusalOfErrorCode('PART_TYPE_LIMIT')).toBe('limit');
    expect(refusalOfErrorCode('PART_TYPE_ALREADY_SELECTED')).toBe('duplicate');
    expect(refusalOfErrorCode('KITS_INDEPENDENT')).toBe('kitsIndependent');
    expect(refusalOfErrorCode('INTERNAL_ERROR')).toBeNull();
  });
});
