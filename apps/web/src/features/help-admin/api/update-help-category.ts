import { API } from '@procounter/shared/contracts/api-paths';
import type {
  HelpCategoryRecord,
  UpdateHelpCategoryBody,
} from '@procounter/shared/contracts/help-content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { helpAdminKeys } from './keys';

export interface UpdateHelpCategoryInput {
  identifier: string;
  body: UpdateHelpCategoryBody;
}

/** PUT /admin/rest/help/categories/{identifier}: that language's category, replaced. */
export function updateHelpCategory({ identifier, body }: UpdateHelpCategoryInput) {
  return apiRequest<HelpCategoryRecord>(API.helpCategory(encodeURIComponent(identifier)), {
    method: 'PUT',
    json: body,
  });
}

export function useUpdateHelpCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateHelpCategory,
    onSuccess: () => client.invalidateQueries({ queryKey: helpAdminKeys.all }),
  });
}
