import { API } from '@procounter/shared/contracts/api-paths';
import type { PartTypeSelection } from '@procounter/shared/contracts/catalog-search';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { catalogKeys } from './keys';

/** POST /parttypes/clearPartTypes: empties the selection (204). */
export async function clearPartTypes(): Promise<void> {
  await apiRequest(API.partTypesClear, { method: 'POST' });
}

export function useClearPartTypes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: clearPartTypes,
    onSuccess: () => client.setQueryData<PartTypeSelection[]>(catalogKeys.selected, []),
    onError: () => client.invalidateQueries({ queryKey: catalogKeys.selected }),
  });
}
