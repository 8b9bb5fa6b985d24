/**
 * i18next set up with the shared catalogs (en, es). The locale comes from the `language` query
 * parameter, else the stored choice, else the browser, else English (spec 002 section 4); a choice
 * from the URL is stored so it survives the next page load.
 */
import type { Locale } from '@procounter/shared/contracts/user';
import { chooseLocale, LANGUAGE_QUERY_PARAM } from '@procounter/shared/domain/locale';
import { DEFAULT_NAMESPACE, NAMESPACES, resources } from '@procounter/shared/i18n/index';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setLocaleGetter } from './api-client';
import { storage } from './storage';

export function detectLocale(): Locale {
  const query = new URLSearchParams(window.location.search).get(LANGUAGE_QUERY_PARAM);
  const locale = chooseLocale({
    query,
    stored: storage.readValue<string>('locale'),
    browser: navigator.languages?.length ? navigator.languages : navigator.language,
  });
  if (query) storage.write('locale', locale);
  return locale;
}

export const i18n = i18next.createInstance();

export function initI18n(lng: Locale = detectLocale()) {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources,
      lng,
      fallbackLng: 'en',
      supportedLngs: ['en', 'es'],
      ns: NAMESPACES,
      defaultNS: DEFAULT_NAMESPACE,
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
    setLocaleGetter(() => i18n.language || 'en');
    i18n.on('languageChanged', (language) => {
      document.documentElement.lang = language;
    });
  }
  document.documentElement.lang = lng;
  return i18n;
}

/** The current locale, one of en and es. */
export function currentLocale(): Locale {
  return i18n.language === 'es' ? 'es' : 'en';
}

/** Switches the language and remembers the choice on this device. */
export async function changeLocale(locale: Locale): Promise<void> {
  storage.write('locale', locale);
  await i18n.changeLanguage(locale);
}
