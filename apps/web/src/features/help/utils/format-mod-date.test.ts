import { describe, expect, it } from 'vitest';
import { formatModDate } from './format-mod-date';

describe('formatModDate', () => {
  it('writes month/day/year with two-digit month and day', () => {
    expect(formatModDate(new Date(2026, 2, 5, 12).toISOString())).toBe('03/05/2026');
    expect(formatModDate(new Date(2025, 10, 23, 9).toISOString())).toBe('11/23/2025');
  });

  it('gives nothing for a date that does not parse', () => {
    expect(formatModDate('yesterday')).toBe('');
  });
});
