/**
 * The approval page's i18next: its own instance with two catalogs, `approve` (its texts) and
 * `validation` (the shared form messages its name field shows), in English and Spanish, bundled
 * with the page's script (about 3 KB gzip): no request for a catalog stands between the script and
 * the quote's, and a switch of language is immediate. None of the portal's catalogs, and not the
 * portal's lib/i18n.ts (which brings the API client).
 *
 * The language: the customer's own choice on this device (localStorage) when they made one, else
 * the language the shop sent the link in (the answer's `language`), else, until the answer is
 * there, the browser's.
 */

import { type Locale, toSupportedLocale } from '@procounter/shared/domain/locale';
import enApprove from '@procounter/shared/i18n/en/approve.json';
import enValidation from '@procounter/shared/i18n/en/validation.json';
import esApprove from '@procounter/shared/i18n/es/approve.json';
import esValidation from '@procounter/shared/i18n/es/validation.json';
import i18next, { type i18n as I18n, type Resource } from 'i18next';

export const APPROVE_NAMESPACES = ['approve', 'validation'] as const;

const RESOURCES: Resource = {
  en: { approve: enApprove, validation: enValidation },
  es: { approve: esApprove, validation: esValidation },
};

const STORAGE_KEY = 'procounter.approve.language';

const isLocale = (value: unknown): value is Locale => value === 'en' || value === 'es';

/** The language the customer chose on this device, if they did. */
export function readChosenLanguage(): Locale | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberChosenLanguage(language: Locale): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode or storage off: the choice holds for this visit only.
  }
}

/** Spanish for a browser that prefers it, else English. */
export function browserLanguage(): Locale {
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
  for (const language of languages) {
    const locale = toSupportedLocale(language);
    if (locale) return locale;
  }
  return 'en';
}

/** The language the page starts in, before the quote is there. */
export function startLanguage(): Locale {
  return readChosenLanguage() ?? browserLanguage();
}

/** A new i18next instance in `language`, with the page's catalogs (ready at once). */
export async function createApproveI18n(language: Locale): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.init({
    resources: RESOURCES,
    initAsync: false,
    lng: language,
    fallbackLng: false,
    supportedLngs: ['en', 'es'],
    ns: [...APPROVE_NAMESPACES],
    defaultNS: 'approve',
    interpolation: { escapeValue: false },
    returnNull: false,
    // Nothing to wait for: the catalogs are bundled, so no render suspends (which would remount
    // the page and lose the customer's choices).
    react: { useSuspense: false },
  });
  document.documentElement.lang = language;
  instance.on('languageChanged', (next) => {
    document.documentElement.lang = next;
  });
  return instance;
}

/** Switches the page to `language` (its catalogs are there: one render, nothing reloaded). */
export async function switchLanguage(i18n: I18n, language: Locale): Promise<void> {
  await i18n.changeLanguage(language);
}
