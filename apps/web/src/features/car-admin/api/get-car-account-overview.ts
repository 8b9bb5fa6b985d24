import { API } from '@procounter/shared/contracts/api-paths';
import type { CarAccountOverview } from '@procounter/shared/contracts/car-account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { carAdminKeys } from './keys';

/**
 * GET /car-admin/overview: the start page's data in one answer (its account, the shops that keep
 * it as a customer, its vehicles, the quotes waiting for its approval, its orders and its decided
 * approvals), each list as the server orders it.
 */
export function carAccountOverviewQuery() {
  return queryOptions({
    queryKey: carAdminKeys.overview,
    queryFn: (context) => queryFetch<CarAccountOverview>(context, API.carAccountOverview, {}),
  });
}

export function useCarAccountOverview() {
  return useQuery(carAccountOverviewQuery());
}
