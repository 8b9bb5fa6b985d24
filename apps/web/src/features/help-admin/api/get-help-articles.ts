import { API } from '@procounter/shared/contracts/api-paths';
import {
  type ContentLanguageId,
  HelpArticleSummarySchema,
} from '@procounter/shared/contracts/help-content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { queryFetch } from '@/lib/query-client';
import { helpAdminKeys } from './keys';

const HelpArticleListSchema = z.array(HelpArticleSummarySchema);

/** GET /admin/rest/help/articles?languageId: every article of a language without its body. */
export function helpArticlesQuery(languageId: ContentLanguageId) {
  return queryOptions({
    queryKey: helpAdminKeys.articles(languageId),
    queryFn: (context) =>
      queryFetch(context, API.helpArticles, { query: { languageId } }, HelpArticleListSchema),
  });
}

export function useHelpArticles(languageId: ContentLanguageId) {
  return useQuery(helpArticlesQuery(languageId));
}
