import { API } from '@procounter/shared/contracts/api-paths';
import {
  type ContentLanguageId,
  HelpCategoryRecordSchema,
} from '@procounter/shared/contracts/help-content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { queryFetch } from '@/lib/query-client';
import { helpAdminKeys } from './keys';

const HelpCategoryListSchema = z.array(HelpCategoryRecordSchema);

/** GET /admin/rest/help/categories?languageId: every category of a language, published or not. */
export function helpCategoriesQuery(languageId: ContentLanguageId) {
  return queryOptions({
    queryKey: helpAdminKeys.categories(languageId),
    queryFn: (context) =>
      queryFetch(context, API.helpCategories, { query: { languageId } }, HelpCategoryListSchema),
  });
}

export function useHelpCategories(languageId: ContentLanguageId) {
  return useQuery(helpCategoriesQuery(languageId));
}
