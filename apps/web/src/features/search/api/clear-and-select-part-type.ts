import { API } from '@procounter/shared/contracts/api-paths';
import type {
  PartTypeSelection,
  SelectPartTypeBody,
} from '@procounter/shared/contracts/catalog-search';
import { apiRequest } from '@/lib/api-client';

/** POST /parttypes/clearAndSelectPartType: the selection becomes this one part type. */
export function clearAndSelectPartType(body: SelectPartTypeBody) {
  return apiRequest<PartTypeSelection[]>(API.partTypesClearAndSelect, {
    method: 'POST',
    json: body,
  });
}
