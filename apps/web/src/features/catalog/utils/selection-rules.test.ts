import { describe, expect, it } from 'vitest';
import { needsVehicle } from './selection-rules';

// checkSelection and refusalOfCode moved to @procounter/shared/domain/part-type-selection.ts
// (checkPartTypeSelection, refusalOfErrorCode), with their tests.

describe('needsVehicle', () => {
  it('is true when any selected part type is an application part type', () => {
    expect(needsVehicle([{ applicationPartType: false }])).toBe(false);
    expect(needsVehicle([{ applicationPartType: false }, { applicationPartType: true }])).toBe(
      true,
    );
    expect(needsVehicle([])).toBe(false);
  });
});
