import { API } from '@procounter/shared/contracts/api-paths';
import type { InterchangeResponse } from '@procounter/shared/contracts/interchange';
import { useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';

/**
 * GET /catalog/interchange?number: our equivalents of any part number, for the current shop
 * (its prices, home store and current vehicle: the key carries the shop, a vehicle change
 * refetches). Waits for a number and the shop.
 */
/** Under the search keys' root (keys.ts), kept here so that the shell's search code stays as it was. */
const interchangeKey = (number: string, shopId: number) =>
  ['search', 'interchange', number, shopId] as const;

export function useInterchange(number: string, shopId: number | undefined) {
  return useQuery({
    queryKey: interchangeKey(number, shopId ?? 0),
    queryFn: (context) =>
      queryFetch<InterchangeResponse>(context, API.interchange, { query: { number } }),
    enabled: number.length > 0 && shopId !== undefined,
  });
}
