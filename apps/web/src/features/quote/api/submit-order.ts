import { API } from '@procounter/shared/contracts/api-paths';
import type {
  SubmitWorksheetBody,
  SubmitWorksheetResult,
  Worksheet,
} from '@procounter/shared/contracts/worksheet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { quoteKeys } from '@/lib/query-keys';
import { signalInteraction } from '@/lib/signals';

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
    onSuccess: (_result, body) => {
      // The results' best match learns from what is ordered (issue 25 part 4): the quote's
      // products, a kit as itself (its components are not picks of their own).
      const quote = client.getQueryData<Worksheet>(quoteKeys.detail(Number(body.worksheetId)));
      signalInteraction(
        'PURCHASE',
        (quote?.items ?? []).flatMap((line) =>
          line.productId !== null &&
          line.parentWorksheetDetailId === null &&
          (line.itemType === 'PART' || line.itemType === 'KIT_SUMMARY')
            ? [line.productId]
            : [],
        ),
      );
      return client.invalidateQueries({ queryKey: quoteKeys.all });
    },
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
