import { describe, expect, it } from 'vitest';
import { forcedSearch, listPlateCandidates, platePromptKey } from './plate-results';

describe('plate lookup results', () => {
  it('lists every decoded vehicle, skipping VINs the catalog does not know', () => {
    const candidates = listPlateCandidates({
      force: false,
      serviceDown: false,
      vehicles: [
        {
          plate: '2FAST4U',
          state: 'CA',
          vin: '1HGCM82633A004352',
          vinQuerySet: [
            { vehicle: { vehicleId: 200301 }, year: 2003, make: 'Honda', model: 'Accord' },
          ],
        },
        { plate: '2FAST4U', state: 'CA', vin: '00000000000000000', vinQuerySet: [] },
      ],
    });
    expect(candidates).toEqual([
      {
        key: '1HGCM82633A004352:200301',
        vehicleId: 200301,
        description: '2003 Honda Accord',
        vin: '1HGCM82633A004352',
        plate: '2FAST4U',
        state: 'CA',
      },
    ]);
  });

  it('prompts by the number of vehicles', () => {
    expect(platePromptKey(0)).toBe('vehicle:noVehicleFound');
    expect(platePromptKey(1)).toBe('vehicle:isThisCorrect');
    expect(platePromptKey(2)).toBe('vehicle:selectCorrect');
  });

  it('searches again with force, and wasForced when the answer shown was forced', () => {
    const query = { state: 'TX', plate: 'SHOP123' };
    expect(forcedSearch(query, { force: false })).toEqual({ ...query, force: 'true' });
    expect(forcedSearch(query, { force: true })).toEqual({
      ...query,
      force: 'true',
      wasForced: 'true',
    });
  });
});
