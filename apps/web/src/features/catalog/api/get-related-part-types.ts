import { API } from '@procounter/shared/contracts/api-paths';
import type { PartTypeNode } from '@procounter/shared/contracts/catalog-search';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { catalogKeys } from './keys';

/** GET /parttypes/relatedPartTypes?partTypeId: part types related to one (platform 90). */
export function relatedPartTypesQuery(partTypeId: string | null) {
  return queryOptions({
    queryKey: catalogKeys.related(partTypeId ?? ''),
    queryFn: (context) =>
      queryFetch<PartTypeNode[]>(context, API.partTypesRelated, {
        query: { partTypeId: partTypeId ?? '' },
      }),
    enabled: partTypeId !== null,
    staleTime: 15 * 60_000,
    retry: false,
  });
}

/** Quick adds only: a failure shows nothing. */
export function useRelatedPartTypes(partTypeId: string | null) {
  return useQuery(relatedPartTypesQuery(partTypeId));
}
