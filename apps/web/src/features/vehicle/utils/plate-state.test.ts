import { describe, expect, it } from 'vitest';
import { defaultPlateState } from './plate-state';

const states = [{ code: 'CA' }, { code: 'MD' }, { code: 'TX' }];

describe('the plate search default state', () => {
  it('is the state last used, else the shop state, else none', () => {
    expect(defaultPlateState(states, 'CA', 'TX')).toBe('CA');
    expect(defaultPlateState(states, null, 'TX')).toBe('TX');
    expect(defaultPlateState(states, 'ZZ', 'TX')).toBe('TX');
    expect(defaultPlateState(states, null, null)).toBe('');
    expect(defaultPlateState([], 'CA', 'TX')).toBe('');
  });
});
