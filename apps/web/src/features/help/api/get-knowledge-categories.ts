import type { KnowledgeCategoriesAnswer } from '@procounter/shared/contracts/help-content';
import {
  type ContentLanguageId,
  KNOWLEDGE_CATEGORIES_QUERY,
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

/** The live knowledge categories of a language (R-HELP-8). */
export function knowledgeCategoriesQuery(
  languageId: ContentLanguageId,
  access: ContentAccessScope,
) {
  return queryOptions({
    queryKey: helpKeys.categories(languageId, access.tokenType),
    queryFn: async (context) => {
      const answer = await fetchContent<KnowledgeCategoriesAnswer>(context, access, {
        query: KNOWLEDGE_CATEGORIES_QUERY,
        variables: { languageId },
      });
      return answer.data.KnowledgeCategoryCollection;
    },
    staleTime: CONTENT_STALE_MS,
  });
}

/** The categories in the current language, once the caller's access is known. */
export function useKnowledgeCategories() {
  const languageId = useContentLanguageId();
  const access = useContentAccessScope();
  return useQuery({
    ...knowledgeCategoriesQuery(languageId, access ?? VISITOR_ACCESS),
    enabled: access !== null,
  });
}
