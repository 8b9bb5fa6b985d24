import { API } from '@procounter/shared/contracts/api-paths';
import type {
  HelpArticleRecord,
  UpdateHelpArticleBody,
} from '@procounter/shared/contracts/help-content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { helpAdminKeys } from './keys';

export interface UpdateHelpArticleInput {
  identifier: string;
  body: UpdateHelpArticleBody;
}

/** PUT /admin/rest/help/articles/{identifier}: that language's article, replaced. */
export function updateHelpArticle({ identifier, body }: UpdateHelpArticleInput) {
  return apiRequest<HelpArticleRecord>(API.helpArticle(encodeURIComponent(identifier)), {
    method: 'PUT',
    json: body,
  });
}

export function useUpdateHelpArticle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateHelpArticle,
    onSuccess: async (record) => {
      client.setQueryData(helpAdminKeys.article(record.languageId, record.identifier), record);
      await client.invalidateQueries({ queryKey: helpAdminKeys.all });
    },
  });
}
