import { API } from '@procounter/shared/contracts/api-paths';
import type {
  CreateHelpCategoryBody,
  HelpCategoryRecord,
} from '@procounter/shared/contracts/help-content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { helpAdminKeys } from './keys';

/**
 * POST /admin/rest/help/categories: a new category, or (with the identifier of the other
 * language's category) its translation. Answers 201 with the record.
 */
export function createHelpCategory(body: CreateHelpCategoryBody) {
  return apiRequest<HelpCategoryRecord>(API.helpCategories, { method: 'POST', json: body });
}

export function useCreateHelpCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createHelpCategory,
    onSuccess: () => client.invalidateQueries({ queryKey: helpAdminKeys.all }),
  });
}
