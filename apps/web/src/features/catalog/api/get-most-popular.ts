import { API } from '@procounter/shared/contracts/api-paths';
import type { PartTypeNode } from '@procounter/shared/contracts/catalog-search';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { catalogKeys } from './keys';

/** GET /parttypes/mostpopular: the most popular part types (platform 99 under 00000), by rank. */
export function mostPopularQuery() {
  return queryOptions({
    queryKey: catalogKeys.mostPopular,
    queryFn: (context) => queryFetch<PartTypeNode[]>(context, API.partTypesMostPopular, {}),
    staleTime: 15 * 60_000,
  });
}

export function useMostPopular() {
  return useQuery(mostPopularQuery());
}
