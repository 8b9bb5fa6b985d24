import { API } from '@procounter/shared/contracts/api-paths';
import type {
  ApprovalLinkCreated,
  CreateApprovalLinkBody,
} from '@procounter/shared/contracts/quote-approval';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { quoteKeys } from '@/lib/query-keys';
import { approvalKeys } from './keys';

/**
 * POST /worksheet/rest/{id}/approval/links: a link for the quote as it is now; the only answer
 * that carries the link's address (422 CUSTOMER_REQUIRED, 422 WORKSHEET_EMPTY, 409 WORKSHEET_LOCKED).
 */
export function createApprovalLink(
  worksheetId: number,
  body: CreateApprovalLinkBody,
): Promise<ApprovalLinkCreated> {
  return apiRequest<ApprovalLinkCreated>(API.approvalLinks(worksheetId), {
    method: 'POST',
    json: body,
  });
}

/** Sends the quote to its customer: the quote's links and Quotes and Orders' badge change with it. */
export function useCreateApprovalLink(worksheetId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApprovalLinkBody) => createApprovalLink(worksheetId, body),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: approvalKeys.status(worksheetId) }),
        client.invalidateQueries({ queryKey: quoteKeys.searches }),
      ]),
  });
}
