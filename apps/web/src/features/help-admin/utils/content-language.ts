import {
  type ContentLanguageId,
  localeOfContentLanguage,
} from '@procounter/shared/contracts/help-content';
import type { Locale } from '@procounter/shared/contracts/user';
import { LANGUAGE_IDS } from '@procounter/shared/domain/constants';

/**
 * The search parameter holding the content language ('en' or 'es'). Not `language`: that one
 * switches the UI language (lib/i18n.ts), and the two are independent here.
 */
export const CONTENT_LANGUAGE_PARAM = 'contentLanguage';

/** The content language a search parameter names; English when it names none. */
export function parseContentLanguage(value: string | null): ContentLanguageId {
  return value === 'es' ? LANGUAGE_IDS.es : LANGUAGE_IDS.en;
}

export function otherContentLanguage(languageId: ContentLanguageId): ContentLanguageId {
  return languageId === LANGUAGE_IDS.es ? LANGUAGE_IDS.en : LANGUAGE_IDS.es;
}

/** 'en' or 'es', for the URL and for catalog keys such as helpAdmin:language.es. */
export function contentLocale(languageId: ContentLanguageId): Locale {
  return localeOfContentLanguage(languageId);
}
