import type { QueryClient } from '@tanstack/react-query';
import { miniQuoteQuery, useMiniQuote } from './use-mini-quote';

/**
 * How many items the current quote holds (quoteDetails.totalItems of the mini quote): the shop
 * switcher asks before leaving a quote with items, the vehicle selector before choosing a vehicle
 * (the mini quote reads the whole query). 0 while the mini quote loads or when it cannot be loaded.
 */
export function useQuoteItemCount(): number {
  return useMiniQuote().data?.quoteDetails.totalItems ?? 0;
}

/**
 * The item count as the server has it now, for a decision about to be made (which quote a vehicle
 * goes on): the quote may have changed in another tab. Falls back to the cached count when the
 * call fails.
 */
export async function fetchQuoteItemCount(client: QueryClient): Promise<number> {
  try {
    const summary = await client.fetchQuery({ ...miniQuoteQuery(), staleTime: 0 });
    return summary.quoteDetails.totalItems;
  } catch {
    return client.getQueryData(miniQuoteQuery().queryKey)?.quoteDetails.totalItems ?? 0;
  }
}
