import type { ContentLanguageId } from '@procounter/shared/contracts/help-content';
import type { ContentTypeToken } from '@procounter/shared/domain/constants';

/**
 * Query keys of the Help Center. The content lists carry the language id and the token type, so a
 * language change, a login or a shop of another customer type reads them again (R-HELP-6,
 * R-HELP-8); the token itself is not in them, so a renewed token reads nothing again.
 */
export const helpKeys = {
  all: ['help'] as const,
  /** The content-access token of a logged-in user's shop (null: the current shop). */
  access: (shopId: number | null) => ['help', 'access', shopId] as const,
  categories: (languageId: ContentLanguageId, tokenType: ContentTypeToken) =>
    ['help', 'categories', languageId, tokenType] as const,
  articles: (languageId: ContentLanguageId, tokenType: ContentTypeToken) =>
    ['help', 'articles', languageId, tokenType] as const,
  menu: (menuSlug: string, languageId: ContentLanguageId, tokenType: ContentTypeToken) =>
    ['help', 'menu', menuSlug, languageId, tokenType] as const,
  tsm: (shopId: number) => ['help', 'tsm', shopId] as const,
};
