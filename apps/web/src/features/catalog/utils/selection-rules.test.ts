import { describe, expect, it } from 'vitest';
import { checkSelection, needsVehicle, refusalOfCode } from './selection-rules';

const ids = (...list: string[]) => list.map((partTypeId) => ({ partTypeId }));

describe('checkSelection', () => {
  it('lets a part type join a selection of fewer than 5', () => {
    expect(checkSelection([], '1684')).toBeNull();
    expect(checkSelection(ids('1', '2', '3', '4'), '5')).toBeNull();
  });

  it('refuses a 6th part type', () => {
    expect(checkSelection(ids('1', '2', '3', '4', '5'), '6')).toBe('limit');
  });

  it('refuses a part type already selected', () => {
    expect(checkSelection(ids('1684'), '1684')).toBe('duplicate');
    expect(checkSelection(ids('C4577'), 'C4577')).toBe('duplicate');
  });

  it('keeps a kit part type alone', () => {
    expect(checkSelection([], 'C4577')).toBeNull();
    expect(checkSelection(ids('1684'), 'C4577')).toBe('kitsIndependent');
    expect(checkSelection(ids('C4576'), '1684')).toBe('kitsIndependent');
    expect(checkSelection(ids('C4577'), 'C4576')).toBe('kitsIndependent');
  });
});

describe('refusalOfCode', () => {
  it("reads the server's error codes", () => {
    expect(refusalOfCode('PART_TYPE_LIMIT')).toBe('limit');
    expect(refusalOfCode('PART_TYPE_ALREADY_SELECTED')).toBe('duplicate');
    expect(refusalOfCode('KITS_INDEPENDENT')).toBe('kitsIndependent');
    expect(refusalOfCode('INTERNAL_ERROR')).toBeNull();
  });
});

describe('needsVehicle', () => {
  it('is true when any selected part type is an application part type', () => {
    expect(needsVehicle([{ applicationPartType: false }])).toBe(false);
    expect(needsVehicle([{ applicationPartType: false }, { applicationPartType: true }])).toBe(
      true,
    );
    expect(needsVehicle([])).toBe(false);
  });
});
