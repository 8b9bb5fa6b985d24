import { contentLanguageIdOf } from '@procounter/shared/domain/help-content';
import type { QueryClient } from '@tanstack/react-query';
import { currentLocale } from '@/lib/i18n';
import { getSession } from '@/lib/session';
import { VISITOR_ACCESS } from './get-content-access';
import { helpMenuQuery } from './get-help-menu';
import { knowledgeArticlesQuery } from './get-knowledge-articles';
import { knowledgeCategoriesQuery } from './get-knowledge-categories';

/**
 * Asks for a visitor's Help Center content (the categories, the articles and the resources menu
 * of the current language) while the Help Center's code is still loading, instead of once its page
 * has rendered: on a slow phone connection the page's text arrives one round trip sooner. The
 * queries are the page's own, so the page reads these answers from the cache. A session's content
 * depends on its content token, which the page asks for first: nothing is fetched for one.
 */
export async function prefetchVisitorHelpContent(client: QueryClient): Promise<void> {
  if (getSession().auth) return;
  const languageId = contentLanguageIdOf(currentLocale());
  await Promise.all([
    client.prefetchQuery(knowledgeCategoriesQuery(languageId, VISITOR_ACCESS)),
    client.prefetchQuery(knowledgeArticlesQuery(languageId, VISITOR_ACCESS)),
    client.prefetchQuery(helpMenuQuery(languageId, VISITOR_ACCESS)),
  ]);
}
