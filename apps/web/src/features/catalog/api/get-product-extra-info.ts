import { API } from '@procounter/shared/contracts/api-paths';
import type { ProductExtraInfoResponse } from '@procounter/shared/contracts/product';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { catalogKeys } from './keys';

/** GET /product/extraInfo?productId: specifications, kit components, how many vehicles it fits. */
export function productExtraInfoQuery(productId: number | null) {
  return queryOptions({
    queryKey: catalogKeys.extraInfo(productId ?? 0),
    queryFn: (context) =>
      queryFetch<ProductExtraInfoResponse>(context, API.productExtraInfo, {
        query: { productId: productId ?? 0 },
      }),
    enabled: productId !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function useProductExtraInfo(productId: number | null) {
  return useQuery(productExtraInfoQuery(productId));
}
