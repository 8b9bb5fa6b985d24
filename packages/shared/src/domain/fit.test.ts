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
