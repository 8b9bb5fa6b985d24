import { API } from '@procounter/shared/contracts/api-paths';
import type { Company } from '@procounter/shared/contracts/shop';
import { CACHE_LIFETIME_MS } from '@procounter/shared/domain/constants';
import { useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { companyKeys } from '@/lib/query-keys';

/** GET /shop/{id}/company: the shop's company, for its PO preferences (poVisible, poRequired, mask): the quote submit and the stock order forms. */
export function useShopCompany(shopId: number | undefined) {
  return useQuery({
    queryKey: companyKeys.byShop(shopId ?? 0),
    queryFn: (context) => queryFetch<Company>(context, API.shopCompany(shopId ?? 0), {}),
    staleTime: CACHE_LIFETIME_MS.company,
    enabled: shopId !== undefined,
  });
}
