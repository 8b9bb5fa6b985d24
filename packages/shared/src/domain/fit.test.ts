import { describe, expect, it } from 'vitest';
import { fitCompatibility } from './fit';

const f150 = { baseVehicleId: 1, engineId: 10, submodelId: 20 };
const unsaid = { baseVehicleId: 1, engineId: null, submodelId: null };

describe('fitCompatibility', () => {
  it('a universal part fits every vehicle, even none', () => {
    expect(fitCompatibility([], null, true)).toBe('COMPATIBLE');
  });
  it('without a vehicle the fit is not known', () => {
    expect(fitCompatibility([{ engineId: null, submodelId: null }], null, false)).toBe('UNKNOWN');
  });
  it("a row of any engine and submodel, or the vehicle's own, fits", () => {
    expect(fitCompatibility([{ engineId: null, submodelId: null }], f150, false)).toBe(
      'COMPATIBLE',
    );
    expect(fitCompatibility([{ engineId: 10, submodelId: 20 }], f150, false)).toBe('COMPATIBLE');
  });
  it('no row, or rows of other engines or submodels, do not fit', () => {
    expect(fitCompatibility([], f150, false)).toBe('INCOMPATIBLE');
    expect(fitCompatibility([{ engineId: 11, submodelId: null }], f150, false)).toBe(
      'INCOMPATIBLE',
    );
  });
  it('a row naming an engine the vehicle does not say is not known, never a guess', () => {
    expect(fitCompatibility([{ engineId: 11, submodelId: null }], unsaid, false)).toBe('UNKNOWN');
    expect(fitCompatibility([{ engineId: null, submodelId: 21 }], unsaid, false)).toBe('UNKNOWN');
  });
});

describe('fitCompatibility with fitment questions', () => {
  const pads = 'PAD';
  const fourWheelDrive = [{ attributeId: 10102, valueId: 2 }];
  const front = [{ attributeId: 10101, valueId: 1 }];
  const any = [{ engineId: null, submodelId: null }];
  it('a part for one drive type is not known to fit until the drive type is answered', () => {
    const fit = (answers: { attributeId: number; partTypeId: string | null; valueId: number }[]) =>
      fitCompatibility(any, f150, false, { partTypeId: pads, qualifiers: fourWheelDrive, answers });
    expect(fit([])).toBe('UNKNOWN');
    expect(fit([{ attributeId: 10102, partTypeId: null, valueId: -99 }])).toBe('UNKNOWN');
    expect(fit([{ attributeId: 10102, partTypeId: null, valueId: 2 }])).toBe('COMPATIBLE');
    expect(fit([{ attributeId: 10102, partTypeId: null, valueId: 1 }])).toBe('INCOMPATIBLE');
  });
  it("a position is the job's choice: unanswered it fits, another answer does not", () => {
    const fit = (answers: { attributeId: number; partTypeId: string | null; valueId: number }[]) =>
      fitCompatibility(any, f150, false, { partTypeId: pads, qualifiers: front, answers });
    expect(fit([])).toBe('COMPATIBLE');
    expect(fit([{ attributeId: 10101, partTypeId: pads, valueId: 1 }])).toBe('COMPATIBLE');
    expect(fit([{ attributeId: 10101, partTypeId: pads, valueId: 2 }])).toBe('INCOMPATIBLE');
    // Another part type's answer says nothing about this one.
    expect(fit([{ attributeId: 10101, partTypeId: 'ROTOR', valueId: 2 }])).toBe('COMPATIBLE');
  });
  it('answers never make a part fit a vehicle it does not fit', () => {
    expect(
      fitCompatibility([{ engineId: 11, submodelId: null }], f150, false, {
        partTypeId: pads,
        qualifiers: front,
        answers: [{ attributeId: 10101, partTypeId: pads, valueId: 1 }],
      }),
    ).toBe('INCOMPATIBLE');
  });
});
