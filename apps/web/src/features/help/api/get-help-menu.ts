import type { MenuAnswer } from '@procounter/shared/contracts/help-content';
import {
  type ContentLanguageId,
  HELP_CENTER_MENU_SLUG,
  MENU_QUERY,
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

/** The Help Center's resources menu (slug HELP_CENTER_MENU_SLUG) of a language; null when none. */
export function helpMenuQuery(languageId: ContentLanguageId, access: ContentAccessScope) {
  return queryOptions({
    queryKey: helpKeys.menu(HELP_CENTER_MENU_SLUG, languageId, access.tokenType),
    queryFn: async (context) => {
      const answer = await fetchContent<MenuAnswer>(context, access, {
        query: MENU_QUERY,
        variables: { menuSlug: HELP_CENTER_MENU_SLUG, languageId },
      });
      return answer.data.MenuCollection[0] ?? null;
    },
    staleTime: CONTENT_STALE_MS,
    // The sidebar hides the block when the menu fails: one try is enough.
    retry: false,
  });
}

export function useHelpMenu() {
  const languageId = useContentLanguageId();
  const access = useContentAccessScope();
  return useQuery({
    ...helpMenuQuery(languageId, access ?? VISITOR_ACCESS),
    enabled: access !== null,
  });
}
