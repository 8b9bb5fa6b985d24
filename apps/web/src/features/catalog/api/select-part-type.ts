import { API } from '@procounter/shared/contracts/api-paths';
import type {
  PartTypeSelection,
  SelectPartTypeBody,
} from '@procounter/shared/contracts/catalog-search';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { catalogKeys } from './keys';

/**
 * POST /parttypes/node/selected: adds a part type; answers the selection. 409
 * PART_TYPE_ALREADY_SELECTED, 422 PART_TYPE_LIMIT or KITS_INDEPENDENT when the rules refuse it.
 */
export function selectPartType(body: SelectPartTypeBody) {
  return apiRequest<PartTypeSelection[]>(API.partTypesSelected, { method: 'POST', json: body });
}

/** The answer replaces the selection; a refusal reloads it (it may have changed in another tab). */
export function useSelectPartType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: selectPartType,
    onSuccess: (selection) => client.setQueryData(catalogKeys.selected, selection),
    onError: () => client.invalidateQueries({ queryKey: catalogKeys.selected }),
  });
}
