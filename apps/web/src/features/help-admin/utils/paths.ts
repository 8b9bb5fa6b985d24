import type { ContentLanguageId } from '@procounter/shared/contracts/help-content';
import { CONTENT_LANGUAGE_PARAM, contentLocale } from './content-language';

/** Where the page lives (the route table's /support/help-content/*). */
export const HELP_ADMIN_BASE = '/support/help-content';

function withLanguage(path: string, languageId: ContentLanguageId, extra?: Record<string, string>) {
  const params = new URLSearchParams({
    [CONTENT_LANGUAGE_PARAM]: contentLocale(languageId),
    ...extra,
  });
  return `${path}?${params.toString()}`;
}

/**
 * Every screen of the page (edit forms under .../edit/, so an item whose identifier is 'new' can
 * be edited too), each keeping the content language in the URL so a reload, a shared
 * link and the back button show the same language.
 */
export const helpAdminPaths = {
  articles: (languageId: ContentLanguageId) => withLanguage(HELP_ADMIN_BASE, languageId),
  categories: (languageId: ContentLanguageId) =>
    withLanguage(`${HELP_ADMIN_BASE}/categories`, languageId),
  newArticle: (languageId: ContentLanguageId) =>
    withLanguage(`${HELP_ADMIN_BASE}/articles/new`, languageId),
  /** The create form of `languageId` prefilled from the other language's article to translate. */
  translateArticle: (languageId: ContentLanguageId, identifier: string) =>
    withLanguage(`${HELP_ADMIN_BASE}/articles/new`, languageId, { from: identifier }),
  editArticle: (languageId: ContentLanguageId, identifier: string) =>
    withLanguage(`${HELP_ADMIN_BASE}/articles/edit/${encodeURIComponent(identifier)}`, languageId),
  newCategory: (languageId: ContentLanguageId) =>
    withLanguage(`${HELP_ADMIN_BASE}/categories/new`, languageId),
  translateCategory: (languageId: ContentLanguageId, identifier: string) =>
    withLanguage(`${HELP_ADMIN_BASE}/categories/new`, languageId, { from: identifier }),
  editCategory: (languageId: ContentLanguageId, identifier: string) =>
    withLanguage(
      `${HELP_ADMIN_BASE}/categories/edit/${encodeURIComponent(identifier)}`,
      languageId,
    ),
};
