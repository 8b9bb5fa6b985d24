import { computeVinCheckDigit } from '@procounter/shared/validation/rules';

/**
 * The parts of a 17 character VIN that decoding reads (49 CFR 565.15, ISO 3779). Pure functions:
 * no vPIC data here.
 */

/** 17 characters, no I, O or Q. */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

/**
 * The World Manufacturer Identifier: positions 1-3, or 1-3 and 12-14 for a maker of fewer than 1,000
 * vehicles a year (position 3 is '9').
 */
export function wmiOf(vin: string): string {
  return vin[2] === '9' ? vin.slice(0, 3) + vin.slice(11, 14) : vin.slice(0, 3);
}

/**
 * What vPIC's pattern keys are matched against: positions 4-8, '|', positions 10-17 (the check
 * digit at 9 is never part of a key).
 */
export function descriptorKeys(vin: string): string {
  return `${vin.slice(3, 8)}|${vin.slice(9, 17)}`;
}

export function isCheckDigitValid(vin: string): boolean {
  return vin[8] === computeVinCheckDigit(vin);
}

/** Position 10's codes in order; the same code returns every 30 years (1980, 2010, ...). */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/** vPIC's Wmi.VehicleTypeId of a passenger car and of a multipurpose passenger vehicle. */
const PASSENGER_CAR = 2;
const MPV = 7;
const TRUCK = 3;
/** Wmi.TruckTypeId of a light truck (10,000 lb or less). */
const LIGHT_TRUCK = 1;

export interface WmiKind {
  vehicleTypeId: number | null;
  truckTypeId: number | null;
}

/**
 * The model years position 10 may mean, most likely first. For cars, MPVs and light trucks
 * position 7 tells the cycle (`conclusive`): a digit means 1980-2009, a letter 2010-2039 (49 CFR
 * 565.15); the other year is kept only as vPIC keeps it, for a WMI with no schema in the first.
 * Any other WMI (trucks of all weights under one WMI, buses) may mean either: both are answered,
 * the newer first, unless the newer one lies beyond `newestYear`.
 */
export function modelYearCandidates(
  vin: string,
  kind: WmiKind,
  newestYear: number,
): { years: number[]; conclusive: boolean } {
  const index = YEAR_CODES.indexOf(vin[9] ?? '');
  if (index === -1) return { years: [], conclusive: false };
  const early = 1980 + index;
  const late = early + 30;
  const conclusive =
    kind.vehicleTypeId === PASSENGER_CAR ||
    kind.vehicleTypeId === MPV ||
    (kind.vehicleTypeId === TRUCK && kind.truckTypeId === LIGHT_TRUCK);
  if (conclusive) {
    return { years: /[A-Z]/.test(vin[6] ?? '') ? [late, early] : [early, late], conclusive };
  }
  return { years: late <= newestYear ? [late, early] : [early], conclusive };
}
