import { API } from '@procounter/shared/contracts/api-paths';
import type { PartTypeTreeNode } from '@procounter/shared/contracts/catalog-search';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { catalogKeys } from './keys';

/**
 * GET /parttypes/allparttypes: the whole tree (platform 05), category > subcategory > part type,
 * in one answer, so drilling down and filtering by name need no further call.
 */
export function allPartTypesQuery(enabled = true) {
  return queryOptions({
    queryKey: catalogKeys.allPartTypes,
    queryFn: (context) => queryFetch<PartTypeTreeNode[]>(context, API.partTypesAll, {}),
    staleTime: 15 * 60_000,
    enabled,
  });
}

export function useAllPartTypes(enabled: boolean) {
  return useQuery(allPartTypesQuery(enabled));
}
