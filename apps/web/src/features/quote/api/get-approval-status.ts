import { API } from '@procounter/shared/contracts/api-paths';
import type {
  ApprovalLink,
  QuoteApprovalStatus,
} from '@procounter/shared/contracts/quote-approval';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { approvalKeys } from './keys';

/** While the customer may act (a link SENT or VIEWED), the state is asked for this often. */
export const APPROVAL_POLL_MS = 5_000;

/** A link the customer can still open and decide on. */
export const isOpenLink = (link: ApprovalLink) => link.state === 'SENT' || link.state === 'VIEWED';

const hasOpenLink = (status: QuoteApprovalStatus | undefined) =>
  status?.links.some(isOpenLink) ?? false;

/**
 * GET /worksheet/rest/{id}/approval: the quote's links, newest first. While one is open it is
 * asked for again every 5 s and when the window gets the focus back, so the page shows the
 * customer's decision without a reload; once none is open it stops.
 */
export function approvalStatusQuery(worksheetId: number) {
  return queryOptions({
    queryKey: approvalKeys.status(worksheetId),
    queryFn: (context) =>
      queryFetch<QuoteApprovalStatus>(context, API.approvalStatus(worksheetId), {}),
    refetchInterval: (query) => (hasOpenLink(query.state.data) ? APPROVAL_POLL_MS : false),
    refetchOnWindowFocus: (query) => hasOpenLink(query.state.data),
    enabled: Number.isInteger(worksheetId) && worksheetId > 0,
  });
}

export function useApprovalStatus(worksheetId: number) {
  return useQuery(approvalStatusQuery(worksheetId));
}
