import type { KnowledgeArticlesAnswer } from '@procounter/shared/contracts/help-content';
import {
  type ContentLanguageId,
  KNOWLEDGE_ARTICLES_QUERY,
} from '@procounter/shared/domain/help-content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useContentLanguageId } from '../hooks/use-content-language-id';
import { CONTENT_STALE_MS, fetchContent } from './content-search';
import {
  type ContentAccessScope,
  useContentAccessScope,
  VISITOR_ACCESS,
} from './get-content-access';
import { helpKeys } from './keys';

/**
 * The live knowledge articles of a language with their whole content (R-HELP-8): the
 * category lists, the article pages and the search all read this one list.
 */
export function knowledgeArticlesQuery(languageId: ContentLanguageId, access: ContentAccessScope) {
  return queryOptions({
    queryKey: helpKeys.articles(languageId, access.tokenType),
    queryFn: async (context) => {
      const answer = await fetchContent<KnowledgeArticlesAnswer>(context, access, {
        query: KNOWLEDGE_ARTICLES_QUERY,
        variables: { languageId },
      });
      return answer.data.KnowledgeArticleCollection;
    },
    staleTime: CONTENT_STALE_MS,
  });
}

/** The articles in the current language, once the caller's access is known. */
export function useKnowledgeArticles() {
  const languageId = useContentLanguageId();
  const access = useContentAccessScope();
  return useQuery({
    ...knowledgeArticlesQuery(languageId, access ?? VISITOR_ACCESS),
    enabled: access !== null,
  });
}
