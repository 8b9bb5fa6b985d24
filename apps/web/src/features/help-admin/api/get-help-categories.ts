import { API } from '@procounter/shared/contracts/api-paths';
import type {
  ContentLanguageId,
  HelpCategoryRecord,
} from '@procounter/shared/contracts/help-content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { helpAdminKeys } from './keys';

/** GET /admin/rest/help/categories?languageId: every category of a language, published or not. */
export function helpCategoriesQuery(languageId: ContentLanguageId) {
  return queryOptions({
    queryKey: helpAdminKeys.categories(languageId),
    queryFn: (context) =>
      queryFetch<HelpCategoryRecord[]>(context, API.helpCategories, { query: { languageId } }),
  });
}

export function useHelpCategories(languageId: ContentLanguageId) {
  return useQuery(helpCategoriesQuery(languageId));
}
