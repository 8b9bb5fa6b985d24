import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isApprovableAmount,
  isRateWithinCap,
  laborClaimAmount,
  laborClaimAmountCents,
} from './labor-claim-money';
import {
  isFinalLaborClaimStatus,
  LABOR_CLAIM_STATUSES,
  laborClaimActionsOf,
  nextLaborClaimStatus,
} from './labor-claim-states';

describe('labor claim money', () => {
  it('is hours x rate rounded half up to the cent', () => {
    expect(laborClaimAmountCents(1.25, 118.4)).toBe(14_800);
    expect(laborClaimAmountCents(0.33, 99.99)).toBe(3300); // 32.9967
    expect(laborClaimAmountCents(2.5, 0.01)).toBe(3); // 0.025 rounds up
    expect(laborClaimAmount(40, 250)).toBe(10_000);
    expect(laborClaimAmount(0.1, 0.2)).toBe(0.02);
  });

  it('never leaves whole cents for any 2-decimal hours and rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4000 }),
        fc.integer({ min: 1, max: 99_999_999 }),
        (h, r) => {
          const cents = laborClaimAmountCents(h / 100, r / 100);
          expect(Number.isInteger(cents)).toBe(true);
          expect(Math.abs(cents - (h * r) / 100)).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });

  it('caps the rate by cents and accepts any rate without a cap', () => {
    expect(isRateWithinCap(125.1, 125.1)).toBe(true);
    expect(isRateWithinCap(125.11, 125.1)).toBe(false);
    expect(isRateWithinCap(0.1 + 0.2, 0.3)).toBe(true);
    expect(isRateWithinCap(9999, null)).toBe(true);
  });

  it('approves more than nothing and at most the amount claimed', () => {
    expect(isApprovableAmount(148, 148)).toBe(true);
    expect(isApprovableAmount(0.01, 148)).toBe(true);
    expect(isApprovableAmount(148.01, 148)).toBe(false);
    expect(isApprovableAmount(0, 148)).toBe(false);
    expect(isApprovableAmount(-5, 148)).toBe(false);
  });
});

describe('labor claim states', () => {
  it('moves as the review goes', () => {
    expect(nextLaborClaimStatus('SUBMITTED', 'review')).toBe('UNDER_REVIEW');
    expect(nextLaborClaimStatus('UNDER_REVIEW', 'review')).toBeNull();
    expect(nextLaborClaimStatus('SUBMITTED', 'approve')).toBe('APPROVED');
    expect(nextLaborClaimStatus('UNDER_REVIEW', 'deny')).toBe('DENIED');
    expect(nextLaborClaimStatus('APPROVED', 'credit')).toBe('CREDITED');
    expect(nextLaborClaimStatus('SUBMITTED', 'credit')).toBeNull();
    expect(nextLaborClaimStatus('APPROVED', 'deny')).toBeNull();
  });

  it('offers each state its actions, none once denied or credited', () => {
    expect(laborClaimActionsOf('SUBMITTED')).toEqual(['review', 'approve', 'deny']);
    expect(laborClaimActionsOf('UNDER_REVIEW')).toEqual(['approve', 'deny']);
    expect(laborClaimActionsOf('APPROVED')).toEqual(['credit']);
    expect(LABOR_CLAIM_STATUSES.filter(isFinalLaborClaimStatus)).toEqual(['DENIED', 'CREDITED']);
  });
});
