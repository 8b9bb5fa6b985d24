/**
 * The dates and instants a caller may send, as plain values (no zod), so a page can bound its date
 * inputs without loading the schemas. dates.ts turns them into the zod rules every contract uses.
 *
 * Why these bounds: the ISO format alone takes years 0000 to 9999 and JavaScript dates reach
 * year 275760, but PostgreSQL has no year 0 (a search from 0000-01-01 answered 500) and text of
 * five-digit years no longer sorts or round-trips as ISO. Nothing a shop records or searches
 * (quotes, orders, schedules, articles, statements) predates 1900, and 9999-12-31 is the last day
 * four digits write: the customary "open end" of a schedule still fits. Every store we use holds
 * the whole range (JavaScript Date, PostgreSQL date and timestamptz, JSON text).
 */
export const DATE_RANGE = {
  /** First and last calendar day, YYYY-MM-DD (UTC for instants). */
  min: '1900-01-01',
  max: '9999-12-31',
  /** The same bounds as epoch milliseconds: the first and the last millisecond of the range. */
  minMs: Date.UTC(1900, 0, 1),
  maxMs: Date.UTC(9999, 11, 31, 23, 59, 59, 999),
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a YYYY-MM-DD text is a real calendar day inside DATE_RANGE. */
export function isDateInRange(value: string): boolean {
  if (!ISO_DATE.test(value) || value < DATE_RANGE.min || value > DATE_RANGE.max) return false;
  // Date.parse rolls 2023-02-29 over to March 1: a real day reads back as itself.
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** Whether an instant (epoch milliseconds) lies inside DATE_RANGE. */
export function isInstantInRange(ms: number): boolean {
  return Number.isFinite(ms) && ms >= DATE_RANGE.minMs && ms <= DATE_RANGE.maxMs;
}
