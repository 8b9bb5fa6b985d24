import { API } from '@procounter/shared/contracts/api-paths';
import type { PartTypeSelection } from '@procounter/shared/contracts/catalog-search';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { catalogKeys } from './keys';

/** DELETE /parttypes/node/selected?partTypeId: removes one part type; answers the selection. */
export function deselectPartType(partTypeId: string) {
  return apiRequest<PartTypeSelection[]>(API.partTypesSelected, {
    method: 'DELETE',
    query: { partTypeId },
  });
}

export function useDeselectPartType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deselectPartType,
    onSuccess: (selection) => client.setQueryData(catalogKeys.selected, selection),
    onError: () => client.invalidateQueries({ queryKey: catalogKeys.selected }),
  });
}
