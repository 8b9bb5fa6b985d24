import { fromCents, lineExtendedCents, toCents } from './quote-totals';

// The money of a warranty labor claim (issue 23, part 2), in whole cents on the quote's own line
// arithmetic: hours x rate is a line's extended amount (quote-totals.ts lineExtendedCents), so a
// claim of 1.25 h at $118.40 is $148.00 on the claim, the review and the credit memo alike.

/** Cents of hours x rate per hour, rounded half up (both have at most 2 decimals). */
export function laborClaimAmountCents(hours: number, rate: number): number {
  return lineExtendedCents(hours, rate) ?? 0;
}

/** laborClaimAmountCents in dollars. */
export function laborClaimAmount(hours: number, rate: number): number {
  return fromCents(laborClaimAmountCents(hours, rate));
}

/** Whether a rate stays within a cap (cents compared, so 125.1 and 125.10 are equal). */
export function isRateWithinCap(rate: number, cap: number | null): boolean {
  return cap === null || toCents(rate) <= toCents(cap);
}

/** Whether an approved amount is more than nothing and at most what was claimed (in cents). */
export function isApprovableAmount(amount: number, claimed: number): boolean {
  const cents = toCents(amount);
  return cents > 0 && cents <= toCents(claimed);
}
