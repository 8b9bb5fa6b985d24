import { API } from '@procounter/shared/contracts/api-paths';
import type {
  ContentLanguageId,
  HelpArticleRecord,
} from '@procounter/shared/contracts/help-content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { helpAdminKeys } from './keys';

/** GET /admin/rest/help/articles/{identifier}?languageId: one language's article with its body. */
export function helpArticleQuery(languageId: ContentLanguageId, identifier: string) {
  return queryOptions({
    queryKey: helpAdminKeys.article(languageId, identifier),
    queryFn: (context) =>
      queryFetch<HelpArticleRecord>(context, API.helpArticle(encodeURIComponent(identifier)), {
        query: { languageId },
      }),
  });
}

/** No call without an identifier (a new article that translates nothing). */
export function useHelpArticle(languageId: ContentLanguageId, identifier: string | null) {
  return useQuery({
    ...helpArticleQuery(languageId, identifier ?? ''),
    enabled: identifier !== null,
  });
}
