import { API } from '@procounter/shared/contracts/api-paths';
import {
  PartTypeSelectionListSchema,
  type SelectPartTypeBody,
} from '@procounter/shared/contracts/catalog-search';
import { apiRequest } from '@/lib/api-client';

/** POST /parttypes/clearAndSelectPartType: the selection becomes this one part type. */
export function clearAndSelectPartType(body: SelectPartTypeBody) {
  return apiRequest(
    API.partTypesClearAndSelect,
    { method: 'POST', json: body },
    PartTypeSelectionListSchema,
  );
}
