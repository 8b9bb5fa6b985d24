import { HELP_CONTENT_LIMITS } from '../validation/limits';
import { LANGUAGE_IDS } from './constants';
import type { Locale } from './locale';

// What the Help Center's pages need of its content contract (contracts/help-content.ts), without
// zod: the content languages, the identifier rule, the menu's slug and the content search queries.
// A visitor's first page loads this module, not the contract's schemas; the contract re-exports it.

/** The content language ids (R-HELP-7): 1 is English, 4963328 Spanish. */
export const CONTENT_LANGUAGE_IDS = [LANGUAGE_IDS.en, LANGUAGE_IDS.es] as const;
export type ContentLanguageId = (typeof CONTENT_LANGUAGE_IDS)[number];

export function contentLanguageIdOf(locale: Locale): ContentLanguageId {
  return LANGUAGE_IDS[locale];
}

export function localeOfContentLanguage(languageId: ContentLanguageId): Locale {
  return languageId === LANGUAGE_IDS.es ? 'es' : 'en';
}

/**
 * Identifiers of categories and articles, and URL titles: lower-case letters, digits and inner
 * hyphens, at most 64 characters. They appear in URLs, and never hold an underscore: a category
 * key joins a parent and a child identifier with one (CATEGORY_KEY_SEPARATOR).
 */
export const CONTENT_IDENTIFIER_PATTERN = new RegExp(
  `^[a-z0-9](?:[a-z0-9-]{0,${HELP_CONTENT_LIMITS.identifier - 2}}[a-z0-9])?$`,
);
export const CATEGORY_KEY_SEPARATOR = '_';

/** The menu the Help Center's sidebar shows (its resources: forms and shortcuts). */
export const HELP_CENTER_MENU_SLUG = 'help-center-resources';

/** Categories of a language, live only (R-HELP-8). */
export const KNOWLEDGE_CATEGORIES_QUERY = `query KnowledgeCategories($languageId: Int!) {
  KnowledgeCategoryCollection(languageId: $languageId, live: true) {
    name identifier sortOrder parent children
  }
}`;

/** Articles of a language, live only, with their whole content (search runs in the browser). */
export const KNOWLEDGE_ARTICLES_QUERY = `query KnowledgeArticles($languageId: Int!) {
  KnowledgeArticleCollection(languageId: $languageId, live: true) {
    identifier title urlTitle content modDate excerpt category
  }
}`;

/** A menu by its slug in a language, live only. */
export const MENU_QUERY = `query Menu($menuSlug: String!, $languageId: Int!) {
  MenuCollection(menuSlug: $menuSlug, languageId: $languageId, live: true) {
    menuSlug name menuItems {
      title linkUrl linkToFile icon iconScaleWidth iconScaleHeight iconPadding
    }
  }
}`;
