import { API } from '@procounter/shared/contracts/api-paths';
import type {
  ContentLanguageId,
  HelpArticleSummary,
} from '@procounter/shared/contracts/help-content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { helpAdminKeys } from './keys';

/** GET /admin/rest/help/articles?languageId: every article of a language without its body. */
export function helpArticlesQuery(languageId: ContentLanguageId) {
  return queryOptions({
    queryKey: helpAdminKeys.articles(languageId),
    queryFn: (context) =>
      queryFetch<HelpArticleSummary[]>(context, API.helpArticles, { query: { languageId } }),
  });
}

export function useHelpArticles(languageId: ContentLanguageId) {
  return useQuery(helpArticlesQuery(languageId));
}
