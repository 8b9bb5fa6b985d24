import { describe, expect, it } from 'vitest';
import { centralWallClock, isWithinSupportHours } from './support-hours';

const at = (iso: string) => isWithinSupportHours(new Date(iso));

describe('isWithinSupportHours', () => {
  it('opens at 7:30 AM and closes at 6 PM Central on a weekday in winter (CST, UTC-6)', () => {
    // Wednesday 2026-01-14
    expect(at('2026-01-14T13:29:59Z')).toBe(false); // 7:29:59 CST
    expect(at('2026-01-14T13:30:00Z')).toBe(true); // 7:30 CST
    expect(at('2026-01-14T23:59:59Z')).toBe(true); // 5:59:59 PM CST
    expect(at('2026-01-15T00:00:00Z')).toBe(false); // 6:00 PM CST
  });

  it('follows daylight saving time in summer (CDT, UTC-5)', () => {
    // Wednesday 2026-07-15
    expect(at('2026-07-15T12:29:00Z')).toBe(false); // 7:29 CDT
    expect(at('2026-07-15T12:30:00Z')).toBe(true); // 7:30 CDT
    expect(at('2026-07-15T22:59:00Z')).toBe(true); // 5:59 PM CDT
    expect(at('2026-07-15T23:00:00Z')).toBe(false); // 6:00 PM CDT
  });

  it('is closed on Saturday and Sunday all day', () => {
    expect(at('2026-01-17T18:00:00Z')).toBe(false); // Saturday noon CST
    expect(at('2026-01-18T18:00:00Z')).toBe(false); // Sunday noon CST
  });

  it('takes the weekday in Chicago, not in UTC', () => {
    expect(at('2026-01-16T23:30:00Z')).toBe(true); // Friday 5:30 PM CST
    expect(at('2026-01-19T13:45:00Z')).toBe(true); // Monday 7:45 AM CST
    expect(at('2026-01-19T05:00:00Z')).toBe(false); // Sunday 11 PM CST, Monday in UTC
  });

  it('opens at 7:30 local time on the Mondays DST starts and ends', () => {
    // DST starts Sunday 2026-03-08 (clocks 2:00 -> 3:00); Monday 2026-03-09 is on CDT.
    expect(at('2026-03-09T12:30:00Z')).toBe(true); // 7:30 CDT
    expect(at('2026-03-09T12:29:00Z')).toBe(false);
    // DST ends Sunday 2026-11-01 (clocks 2:00 -> 1:00); Monday 2026-11-02 is on CST.
    expect(at('2026-11-02T13:30:00Z')).toBe(true); // 7:30 CST
    expect(at('2026-11-02T12:30:00Z')).toBe(false); // 6:30 CST
  });

  it('reads the wall clock through the repeated hour when DST ends', () => {
    // 2026-11-01 1:30 AM happens twice: 06:30Z (CDT) and 07:30Z (CST).
    expect(centralWallClock(new Date('2026-11-01T06:30:00Z'))).toEqual({ weekday: 0, minute: 90 });
    expect(centralWallClock(new Date('2026-11-01T07:30:00Z'))).toEqual({ weekday: 0, minute: 90 });
  });
});
