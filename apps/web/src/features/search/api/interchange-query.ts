import { API } from '@procounter/shared/contracts/api-paths';
import type { InterchangeResponse } from '@procounter/shared/contracts/interchange';
import { useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { searchKeys } from './keys';

/**
 * GET /catalog/interchange?number: our equivalents of any part number, for the current shop
 * (its prices, home store and current vehicle: the key carries the shop, a vehicle change
 * refetches). Waits for a number and the shop.
 */
export function useInterchange(number: string, shopId: number | undefined) {
  return useQuery({
    queryKey: searchKeys.interchange(number, shopId ?? 0),
    queryFn: (context) =>
      queryFetch<InterchangeResponse>(context, API.interchange, { query: { number } }),
    enabled: number.length > 0 && shopId !== undefined,
  });
}
