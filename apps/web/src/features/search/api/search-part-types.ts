import { API } from '@procounter/shared/contracts/api-paths';
import type { PartTypeNode } from '@procounter/shared/contracts/catalog-search';
import { PART_TYPE_SEARCH_MAX } from '@procounter/shared/domain/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { searchKeys } from './keys';

/**
 * GET /parttypes/searchPartType.json?query&max=60&sort=RANK: every part type matching the query
 * (60 is the enterprise 'all'), most popular first.
 */
export function searchPartTypesQuery(query: string) {
  return queryOptions({
    queryKey: searchKeys.partTypes(query),
    queryFn: (context) =>
      queryFetch<PartTypeNode[]>(context, API.partTypesSearch, {
        query: { query, max: PART_TYPE_SEARCH_MAX.allEnterprise, sort: 'RANK' },
      }),
    enabled: query.length > 0,
  });
}

export function useSearchPartTypes(query: string) {
  return useQuery(searchPartTypesQuery(query));
}
