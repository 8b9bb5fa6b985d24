import { describe, expect, it } from 'vitest';
import { lockedUntil, lockoutThreshold } from './auth.policy';

const MINUTE = 60_000;
const t0 = new Date('2025-03-01T12:00:00Z').getTime();
/** Failures at the given minutes after t0, newest first as the repository answers them. */
const failuresAt = (...minutes: number[]) =>
  minutes.map((m) => new Date(t0 + m * MINUTE)).sort((a, b) => b.getTime() - a.getTime());

describe('lockedUntil', () => {
  it('does not lock after 4 failures', () => {
    expect(lockedUntil(failuresAt(0, 1, 2, 3), new Date(t0 + 4 * MINUTE))).toBeNull();
  });

  it('locks for 15 minutes after the 5th failure within 15 minutes', () => {
    const failures = failuresAt(0, 1, 2, 3, 10);
    expect(lockedUntil(failures, new Date(t0 + 10 * MINUTE))).toEqual(new Date(t0 + 25 * MINUTE));
    expect(lockedUntil(failures, new Date(t0 + 24 * MINUTE))).toEqual(new Date(t0 + 25 * MINUTE));
  });

  it('unlocks 15 minutes after the 5th failure', () => {
    expect(lockedUntil(failuresAt(0, 1, 2, 3, 10), new Date(t0 + 25 * MINUTE))).toBeNull();
  });

  it('does not lock when the 5 failures span more than 15 minutes', () => {
    expect(lockedUntil(failuresAt(0, 1, 2, 3, 16), new Date(t0 + 16 * MINUTE))).toBeNull();
  });

  it('locks when the span is exactly 15 minutes', () => {
    expect(lockedUntil(failuresAt(0, 5, 10, 14, 15), new Date(t0 + 15 * MINUTE))).not.toBeNull();
  });
});

describe('lockoutThreshold', () => {
  it('is 5 failures per pair, 2 once the account is past 50 failures from all addresses', () => {
    expect(lockoutThreshold(0)).toBe(5);
    expect(lockoutThreshold(49)).toBe(5);
    expect(lockoutThreshold(50)).toBe(2);
  });

  it('locks a pair after 2 failures under attack', () => {
    const now = new Date(t0 + 2 * MINUTE);
    expect(lockedUntil(failuresAt(0, 1), now, lockoutThreshold(50))).toEqual(
      new Date(t0 + 16 * MINUTE),
    );
    expect(lockedUntil(failuresAt(0, 1), now, lockoutThreshold(10))).toBeNull();
  });
});
