import { describe, expect, it } from 'vitest';
import { isUsageTrackingEnabled } from './tracking';

describe('isUsageTrackingEnabled (R-TRACK-1, R-TRACK-3)', () => {
  it('is on for a shop user of a real company with the feature on', () => {
    expect(
      isUsageTrackingEnabled({
        usageTrackingFeatureEnabled: true,
        teamMember: false,
        demoCompany: false,
      }),
    ).toBe(true);
  });

  it.each([
    ['the feature is off', { usageTrackingFeatureEnabled: false }],
    ['the user is a team member', { teamMember: true }],
    ['the company is a demo', { demoCompany: true }],
    ['all three', { usageTrackingFeatureEnabled: false, teamMember: true, demoCompany: true }],
  ])('is off when %s', (_label, change) => {
    expect(
      isUsageTrackingEnabled({
        usageTrackingFeatureEnabled: true,
        teamMember: false,
        demoCompany: false,
        ...change,
      }),
    ).toBe(false);
  });
});
