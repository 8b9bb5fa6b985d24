import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { DATE_RANGE, isDateInRange, isInstantInRange } from './date-range';
import { epochMillisSchema, isoDateSchema, isoInstantSchema } from './dates';
import { getMessageText } from './messages';

/** The English texts a form would show for a value. */
function messagesFor(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) =>
    getMessageText(
      issue.message as `${string}:${string}`,
      'params' in issue ? (issue.params as Record<string, string>) : undefined,
    ),
  );
}

describe('calendar dates (YYYY-MM-DD)', () => {
  it.each(['1900-01-01', '2026-11-27', '2024-02-29', '9999-12-31'])('takes %s', (value) => {
    expect(isoDateSchema.parse(value)).toBe(value);
    expect(isDateInRange(value)).toBe(true);
  });

  it.each(['0000-01-01', '0001-01-01', '1899-12-31'])(
    'refuses %s, a date no shop means (and year 0, which PostgreSQL does not have)',
    (value) => {
      expect(isDateInRange(value)).toBe(false);
      expect(messagesFor(isoDateSchema, value)).toEqual([
        'Please enter a date from 1900-01-01 to 9999-12-31.',
      ]);
    },
  );

  it.each(['10000-01-01', '2026-13-01', '2023-02-29', '2026-1-1', '', 'yesterday'])(
    'refuses %j as no date at all',
    (value) => {
      expect(isoDateSchema.safeParse(value).success).toBe(false);
      expect(isDateInRange(value)).toBe(false);
    },
  );

  it('says the range in Spanish too', () => {
    const issue = isoDateSchema.safeParse('0000-01-01').error!.issues[0]!;
    expect(
      getMessageText(
        issue.message as `${string}:${string}`,
        (issue as { params?: Record<string, string> }).params,
        'es',
      ),
    ).toBe('Ingrese una fecha entre 1900-01-01 y 9999-12-31.');
  });
});

describe('instants', () => {
  it.each([
    '1900-01-01T00:00:00Z',
    '2026-11-27T10:15:00.123Z',
    '2026-11-27T04:15:00-06:00',
    '9999-12-31T23:59:59.999Z',
  ])('takes %s', (value) => {
    expect(isoInstantSchema.parse(value)).toBe(value);
  });

  it.each([
    '0000-01-01T00:00:00Z',
    '1899-12-31T23:59:59.999Z',
    // In range as written, but 1899 in UTC.
    '1900-01-01T00:30:00+01:00',
    // In range as written, but year 10000 in UTC: no longer four digits.
    '9999-12-31T23:30:00-01:00',
  ])('refuses %s', (value) => {
    expect(messagesFor(isoInstantSchema, value)).toEqual([
      'Please enter a date from 1900-01-01 to 9999-12-31.',
    ]);
  });

  it('refuses text that is no instant', () => {
    expect(isoInstantSchema.safeParse('2026-11-27').success).toBe(false);
    expect(isoInstantSchema.safeParse('2026-11-27T25:00:00Z').success).toBe(false);
  });

  it('bounds epoch milliseconds to the same range, or a narrower one', () => {
    const any = epochMillisSchema();
    expect(any.parse(DATE_RANGE.minMs)).toBe(DATE_RANGE.minMs);
    expect(any.parse(DATE_RANGE.maxMs)).toBe(DATE_RANGE.maxMs);
    expect(any.safeParse(DATE_RANGE.minMs - 1).success).toBe(false);
    expect(any.safeParse(DATE_RANGE.maxMs + 1).success).toBe(false);
    expect(any.safeParse(1.5).success).toBe(false);
    expect(isInstantInRange(Date.parse('1899-12-31T23:59:59.999Z'))).toBe(false);
    expect(isInstantInRange(Number.NaN)).toBe(false);

    const lookups = epochMillisSchema({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) });
    expect(lookups.safeParse(Date.UTC(1999, 11, 31)).success).toBe(false);
    expect(lookups.parse(Date.UTC(2026, 10, 27))).toBe(Date.UTC(2026, 10, 27));
    // A narrower range may not reach past the shared one.
    expect(() => epochMillisSchema({ min: DATE_RANGE.minMs - 1, max: 0 })).toThrow(RangeError);
  });
});
