import { API } from '@procounter/shared/contracts/api-paths';
import { CompanySchema } from '@procounter/shared/contracts/shop';
import { CACHE_LIFETIME_MS } from '@procounter/shared/domain/constants';
import { useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { companyKeys } from '@/lib/query-keys';

/** GET /shop/{id}/company: the company's PO preference (required, mask) for the order's PO. */
export function useShopCompany(shopId: number | undefined) {
  return useQuery({
    queryKey: companyKeys.byShop(shopId ?? 0),
    queryFn: (context) => queryFetch(context, API.shopCompany(shopId ?? 0), {}, CompanySchema),
    staleTime: CACHE_LIFETIME_MS.company,
    enabled: shopId !== undefined,
  });
}
