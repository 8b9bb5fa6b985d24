import type { ContentLanguageId } from '@procounter/shared/contracts/help-content';

/**
 * Query keys of the content editor. Every save invalidates `all`: a new item or translation
 * changes both languages' lists (the other language's "Add translation").
 */
export const helpAdminKeys = {
  all: ['helpAdmin'] as const,
  categories: (languageId: ContentLanguageId) => ['helpAdmin', 'categories', languageId] as const,
  articles: (languageId: ContentLanguageId) => ['helpAdmin', 'articles', languageId] as const,
  article: (languageId: ContentLanguageId, identifier: string) =>
    ['helpAdmin', 'article', languageId, identifier] as const,
};
