import { API } from '@procounter/shared/contracts/api-paths';
import type {
  SubmitWorksheetBody,
  SubmitWorksheetResult,
} from '@procounter/shared/contracts/worksheet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { quoteKeys } from '@/lib/query-keys';

/** POST /worksheet/rest/submit: orders the current quote, once per idempotency key. */
export function submitOrder(body: SubmitWorksheetBody) {
  return apiRequest<SubmitWorksheetResult>(API.worksheetSubmit, {
    method: 'POST',
    json: body,
    timeoutMs: 60_000,
  });
}

/**
 * Submits the current quote. After an order the user's current quote is a new empty one: every
 * quote query (the mini quote, this quote, the searches) is fetched again.
 */
export function useSubmitOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitOrder,
    onSuccess: () => client.invalidateQueries({ queryKey: quoteKeys.all }),
    onError: (error) => {
      // A quote someone submitted meanwhile, or a key already used for another order (a lost
      // answer, then a changed request): the page shows the quote as it is now.
      const code = (error as { code?: string }).code;
      if (code === 'WORKSHEET_LOCKED' || code === 'IDEMPOTENCY_KEY_REUSED') {
        void client.invalidateQueries({ queryKey: quoteKeys.all });
      }
    },
  });
}
