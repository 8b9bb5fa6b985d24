import { API } from '@procounter/shared/contracts/api-paths';
import type {
  CreateHelpArticleBody,
  HelpArticleRecord,
} from '@procounter/shared/contracts/help-content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { helpAdminKeys } from './keys';

/**
 * POST /admin/rest/help/articles: a new article, or (with the identifier of the other language's
 * article) its translation. Answers 201 with the record.
 */
export function createHelpArticle(body: CreateHelpArticleBody) {
  return apiRequest<HelpArticleRecord>(API.helpArticles, { method: 'POST', json: body });
}

export function useCreateHelpArticle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createHelpArticle,
    onSuccess: async (record) => {
      client.setQueryData(helpAdminKeys.article(record.languageId, record.identifier), record);
      await client.invalidateQueries({ queryKey: helpAdminKeys.all });
    },
  });
}
