/**
 * The one rule for dates and instants in requests (date-range.ts says why the bounds): every
 * contract that takes a date or an instant uses one of these, so the database never sees a value
 * it cannot hold and a form refuses what the server would.
 */
import { z } from 'zod';
import { DATE_RANGE, isDateInRange, isInstantInRange } from './date-range';
import { MESSAGE_KEYS } from './rules';

const rangeIssue = (min: string, max: string) => ({
  message: MESSAGE_KEYS.dateRange,
  params: { 0: min, 1: max },
});

/** A calendar day, YYYY-MM-DD, from 1900-01-01 to 9999-12-31. */
export const isoDateSchema = z.iso
  .date()
  .check(z.refine<string>(isDateInRange, rangeIssue(DATE_RANGE.min, DATE_RANGE.max)));

/**
 * An ISO 8601 instant with Z or an offset (2026-11-27T10:15:00-06:00), inside the range once
 * taken to UTC: 9999-12-31T23:30:00-01:00 is year 10000.
 */
export const isoInstantSchema = z.iso
  .datetime({ offset: true })
  .check(
    z.refine<string>(
      (value) => isInstantInRange(Date.parse(value)),
      rangeIssue(DATE_RANGE.min, DATE_RANGE.max),
    ),
  );

/**
 * An instant as whole epoch milliseconds, inside the range, or inside a narrower one a field
 * means (a lookup's start time: 2000 to 2100). A range past the shared one is a programming error.
 * Only programs send epoch milliseconds (no form has such a field), so zod's own message, which
 * names the bound, serves; minimum and maximum show in the OpenAPI document.
 */
export function epochMillisSchema(
  range: { min: number; max: number } = { min: DATE_RANGE.minMs, max: DATE_RANGE.maxMs },
) {
  if (!isInstantInRange(range.min) || !isInstantInRange(range.max) || range.min > range.max) {
    throw new RangeError(`epochMillisSchema: ${range.min}..${range.max} is outside DATE_RANGE`);
  }
  return z.number().int().min(range.min).max(range.max);
}
