import { API } from '@procounter/shared/contracts/api-paths';
import type { PartTypeSelection } from '@procounter/shared/contracts/catalog-search';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { catalogKeys } from './keys';

/** GET /parttypes/node/selected: the user's selected part types (kept by the server), in order. */
export function selectedPartTypesQuery() {
  return queryOptions({
    queryKey: catalogKeys.selected,
    queryFn: (context) => queryFetch<PartTypeSelection[]>(context, API.partTypesSelected, {}),
  });
}

export function useSelectedPartTypes() {
  return useQuery(selectedPartTypesQuery());
}
