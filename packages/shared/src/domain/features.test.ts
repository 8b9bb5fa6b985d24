import { describe, expect, it } from 'vitest';
import {
  FEATURES,
  type FeatureFlag,
  type FeatureList,
  isFeatureDisabled,
  isFeatureEnabled,
} from './features';

const on = (descriptor: string): FeatureFlag => ({ descriptor, enabled: true });
const off = (descriptor: string): FeatureFlag => ({ descriptor, enabled: false });

const F = FEATURES.entsearch;
const OTHER = FEATURES.usageTracking;

/*
 * R-SHOP-4: disabled when the global list is empty or the flag is false; for authorized
 * users, also when the store list is empty or the flag is false. A descriptor missing from a
 * non-empty list counts as false; a list not loaded (null) counts as empty.
 */
const CASES: Array<[string, FeatureList, FeatureList, boolean, boolean]> = [
  // label, global, store, authorized, expected disabled
  ['global on, public', [on(F)], [], false, false],
  ['global on, store ignored for a public user', [on(F)], [off(F)], false, false],
  ['global empty, public', [], [on(F)], false, true],
  ['global not loaded, public', null, [on(F)], false, true],
  ['global flag false, public', [off(F)], [on(F)], false, true],
  ['global lacks the flag, public', [on(OTHER)], [on(F)], false, true],
  ['global on, store on, authorized', [on(F)], [on(F)], true, false],
  ['global on, store empty, authorized', [on(F)], [], true, true],
  ['global on, store not loaded, authorized', [on(F)], undefined, true, true],
  ['global on, store false, authorized', [on(F)], [off(F)], true, true],
  ['global on, store lacks the flag, authorized', [on(F)], [on(OTHER)], true, true],
  ['global false, store on, authorized', [off(F)], [on(F)], true, true],
  ['global empty, store on, authorized', [], [on(F)], true, true],
  ['both lists name it twice, one off', [on(F), off(F)], [on(F)], false, true],
  ['other flags around it', [off(OTHER), on(F)], [on(OTHER), on(F)], true, false],
];

describe('isFeatureDisabled', () => {
  it.each(CASES)('%s -> disabled %s', (_label, global, store, authorized, expected) => {
    expect(isFeatureDisabled(F, { global, store, authorized })).toBe(expected);
    expect(isFeatureEnabled(F, { global, store, authorized })).toBe(!expected);
  });

  it('matches descriptors exactly', () => {
    const lists = { global: [on('EntSearch')], store: [], authorized: false };
    expect(isFeatureDisabled('entsearch', lists)).toBe(true);
  });

  it('names the descriptors of the spec', () => {
    expect(Object.values(FEATURES).sort()).toEqual([
      'customer_dashboard_feature',
      'entsearch',
      'entsearch_kits',
      'ptv_data_warning_maryland',
      'usage_tracking',
    ]);
  });
});
