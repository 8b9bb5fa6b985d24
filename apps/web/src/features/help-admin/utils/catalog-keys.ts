import type { ContentAudience, ContentLanguageId } from '@procounter/shared/contracts/help-content';
import { LANGUAGE_IDS } from '@procounter/shared/domain/constants';

// Whole catalog keys, not ones completed at run time, so the catalog check
// (app/catalog-keys.test.ts) sees every key the editor uses.

/** 'English' / 'Spanish': a content language inside a sentence. */
export function languageNameKey(languageId: ContentLanguageId) {
  return languageId === LANGUAGE_IDS.es ? 'helpAdmin:languageName.es' : 'helpAdmin:languageName.en';
}

/** 'English content' / 'Spanish content': a content language on its own. */
export function languageLabelKey(languageId: ContentLanguageId) {
  return languageId === LANGUAGE_IDS.es ? 'helpAdmin:language.es' : 'helpAdmin:language.en';
}

export const AUDIENCE_KEYS = {
  PUBLIC: 'helpAdmin:audience.PUBLIC',
  GENERAL: 'helpAdmin:audience.GENERAL',
  CAR: 'helpAdmin:audience.CAR',
} as const satisfies Record<ContentAudience, string>;
