import { describe, expect, it } from 'vitest';
import { partNumberKey } from './part-number';

describe('partNumberKey', () => {
  it.each([
    ['MGD1234A', 'MGD1234A'],
    ['mgd-1234 a', 'MGD1234A'],
    ['  51515 ', '51515'],
    ['BP.1092/X', 'BP1092X'],
    ['ñ-12', '12'],
    ['---', ''],
    ['', ''],
  ])('keys %j as %j', (partNumber, key) => {
    expect(partNumberKey(partNumber)).toBe(key);
  });

  it('is idempotent', () => {
    for (const partNumber of ['a-b-c', 'MGD 1234a', '0.5W-20']) {
      expect(partNumberKey(partNumberKey(partNumber))).toBe(partNumberKey(partNumber));
    }
  });
});
