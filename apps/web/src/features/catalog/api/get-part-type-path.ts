import { API } from '@procounter/shared/contracts/api-paths';
import type { ResolvedLeafResponse } from '@procounter/shared/contracts/catalog-search';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { catalogKeys } from './keys';

/**
 * GET /parttypes/node/resolve/leaf?partTypeId: where a part type sits in the tree (its category
 * and subcategory). The tree changes with the catalog only: kept an hour. A way-finding aid: a
 * failure shows nothing.
 */
export function partTypePathQuery(partTypeId: string) {
  return queryOptions({
    queryKey: catalogKeys.partTypePath(partTypeId),
    queryFn: (context) =>
      queryFetch<ResolvedLeafResponse>(context, API.partTypesResolveLeaf, {
        query: { partTypeId },
      }),
    staleTime: 60 * 60_000,
    retry: false,
  });
}

export function usePartTypePath(partTypeId: string) {
  return useQuery(partTypePathQuery(partTypeId));
}
