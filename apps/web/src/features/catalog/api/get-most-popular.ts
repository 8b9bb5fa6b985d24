import { API } from '@procounter/shared/contracts/api-paths';
import { PartTypeNodeListSchema } from '@procounter/shared/contracts/catalog-search';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { catalogKeys } from './keys';

/** GET /parttypes/mostpopular: the most popular part types (platform 99 under 00000), by rank. */
export function mostPopularQuery() {
  return queryOptions({
    queryKey: catalogKeys.mostPopular,
    queryFn: (context) => queryFetch(context, API.partTypesMostPopular, {}, PartTypeNodeListSchema),
    staleTime: 15 * 60_000,
  });
}

export function useMostPopular() {
  return useQuery(mostPopularQuery());
}
