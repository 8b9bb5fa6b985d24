import { describe, expect, it } from 'vitest';
import { descriptorKeys, isCheckDigitValid, modelYearCandidates, wmiOf } from './vin-structure';

const CAR = { vehicleTypeId: 2, truckTypeId: null };
const TRUCK_ANY_WEIGHT = { vehicleTypeId: 3, truckTypeId: null };

describe('VIN structure', () => {
  it('reads the WMI, six characters for a small maker (position 3 is 9)', () => {
    expect(wmiOf('1FTFW1ET9DFC10312')).toBe('1FT');
    expect(wmiOf('1C9FA3822R1257465')).toBe('1C9257');
  });

  it('keys patterns on positions 4-8 and 10-17, the check digit left out', () => {
    expect(descriptorKeys('1FTFW5L86RFB45612')).toBe('FW5L8|RFB45612');
  });

  it('checks position 9', () => {
    expect(isCheckDigitValid('1FTFW1ET9DFC10312')).toBe(true);
    expect(isCheckDigitValid('1FTFW1ET5DFC10312')).toBe(false);
  });

  it('takes the model year cycle of a car from position 7 (49 CFR 565.15)', () => {
    // 'D' at 10: 1983 or 2013; position 7 a letter: 2013.
    expect(modelYearCandidates('1FTFW1ET9DFC10312', CAR, 2027)).toEqual({
      years: [2013, 1983],
      conclusive: true,
    });
    // A digit at 7: 1980-2009.
    expect(modelYearCandidates('1HGCM82633A004352', CAR, 2027)).toEqual({
      years: [2003, 2033],
      conclusive: true,
    });
  });

  it('leaves both cycles open for a WMI of trucks of every weight, newer first', () => {
    expect(modelYearCandidates('1FTFW5L86RFB45612', TRUCK_ANY_WEIGHT, 2027)).toEqual({
      years: [2024, 1994],
      conclusive: false,
    });
    // 2033 is beyond the data: only 2003.
    expect(modelYearCandidates('1FT00000030000000', TRUCK_ANY_WEIGHT, 2027)).toEqual({
      years: [2003],
      conclusive: false,
    });
  });

  it('answers no year for a character no year has (U, Z, 0)', () => {
    expect(modelYearCandidates('1FTFW1ET9UFC10312', CAR, 2027).years).toEqual([]);
    expect(modelYearCandidates('1FTFW1ET90FC10312', CAR, 2027).years).toEqual([]);
  });
});
