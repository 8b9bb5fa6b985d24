import { API } from '@procounter/shared/contracts/api-paths';
import { QuoteSummarySchema } from '@procounter/shared/contracts/worksheet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { quoteKeys } from '@/lib/query-keys';

/**
 * POST /worksheet/rest/addproduct?quantity=1: the product found by its part number on the current
 * quote, as a KEYWORD line. Answers the updated quote summary.
 */
export function addProductToQuote(productId: number) {
  return apiRequest(
    API.addProduct,
    {
      method: 'POST',
      query: { quantity: 1 },
      json: { productId, productOrigin: 'KEYWORD' },
    },
    QuoteSummarySchema,
  );
}

/** Adds it; the mini quote shows the answer at once and is fetched again. */
export function useAddProductToQuote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addProductToQuote,
    onSuccess: async (summary) => {
      await client.cancelQueries({ queryKey: quoteKeys.mini });
      client.setQueryData(quoteKeys.mini, summary);
      await client.invalidateQueries({ queryKey: quoteKeys.mini });
    },
  });
}
