import type { QuoteApprovalStatus } from '@procounter/shared/contracts/quote-approval';
import type { Query } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { makeApprovalLink, makeApprovalStatus } from '@/testing/fixtures';
import { APPROVAL_POLL_MS, approvalStatusQuery } from './get-approval-status';

const queryWith = (data: QuoteApprovalStatus | undefined) =>
  ({ state: { data } }) as unknown as Query<QuoteApprovalStatus, Error, QuoteApprovalStatus>;

describe('the approval status query', () => {
  const options = approvalStatusQuery(77);
  type Rule = (query: ReturnType<typeof queryWith>) => unknown;
  const interval = options.refetchInterval as unknown as Rule;
  const onFocus = options.refetchOnWindowFocus as unknown as Rule;

  it.each(['SENT', 'VIEWED'] as const)(
    'polls and refetches on focus while a link is %s',
    (state) => {
      const query = queryWith(
        makeApprovalStatus(77, [
          makeApprovalLink({ state }),
          makeApprovalLink({ state: 'EXPIRED' }),
        ]),
      );
      expect(interval(query)).toBe(APPROVAL_POLL_MS);
      expect(APPROVAL_POLL_MS).toBe(5_000);
      expect(onFocus(query)).toBe(true);
    },
  );

  it.each(['APPROVED', 'DECLINED', 'CHANGED', 'EXPIRED', 'REVOKED'] as const)(
    'stops once the links are %s, and before any answer or link',
    (state) => {
      for (const query of [
        queryWith(makeApprovalStatus(77, [makeApprovalLink({ state })])),
        queryWith(makeApprovalStatus(77)),
        queryWith(undefined),
      ]) {
        expect(interval(query)).toBe(false);
        expect(onFocus(query)).toBe(false);
      }
    },
  );
});
