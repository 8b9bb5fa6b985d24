import { API } from '@procounter/shared/contracts/api-paths';
import type { PartTypeNode } from '@procounter/shared/contracts/catalog-search';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { homeKeys } from './keys';

/** GET /parttypes/mostpopular: the most popular part types, by rank (R-HOME-2). */
export function popularPartTypesQuery(enabled = true) {
  return queryOptions({
    queryKey: homeKeys.popularPartTypes,
    queryFn: (context) => queryFetch<PartTypeNode[]>(context, API.partTypesMostPopular, {}),
    staleTime: 15 * 60_000,
    enabled,
  });
}

export function usePopularPartTypes(enabled: boolean) {
  return useQuery(popularPartTypesQuery(enabled));
}
