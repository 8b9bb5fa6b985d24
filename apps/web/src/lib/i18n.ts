/**
 * i18next set up with the shared catalogs (en, es). The locale comes from the `language` query
 * parameter, else the stored choice, else the browser, else English (R-SHELL-7); a choice
 * from the URL is stored so it survives the next page load.
 *
 * Only the current language's catalogs load, each as its own small chunk: the shell's namespaces
 * before the first render, a page's own namespaces with the page's code (loadNamespacesFor, used
 * by the router). A language switch loads every namespace loaded so far in the new language
 * before it takes effect, so no key ever shows.
 */
import type { Locale } from '@procounter/shared/contracts/user';
import { chooseLocale, LANGUAGE_QUERY_PARAM } from '@procounter/shared/domain/locale';
import { DEFAULT_NAMESPACE, type Namespace } from '@procounter/shared/i18n/namespaces';
import i18next, { type BackendModule, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setLocaleGetter } from './api-client';
import { storage } from './storage';

/** What every page may show: the shell, the login and forced pages, form messages. */
export const SHELL_NAMESPACES: readonly Namespace[] = [DEFAULT_NAMESPACE, 'auth', 'validation'];

const catalogs = import.meta.glob<Record<string, unknown>>(
  '../../../../packages/shared/src/i18n/*/*.json',
  { import: 'default' },
);

/** An i18next backend that imports a catalog chunk of the build. */
const catalogBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = catalogs[`../../../../packages/shared/src/i18n/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No catalog ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (catalog) => callback(null, catalog),
      (error: Error) => callback(error, false),
    );
  },
};

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

/**
 * Starts i18next in `lng`; resolves once the shell's catalogs are there. Tests pass `resources`
 * (every catalog, from @procounter/shared/i18n/index), which makes it synchronous.
 */
export async function initI18n(
  lng: Locale = detectLocale(),
  { resources }: { resources?: Resource } = {},
) {
  if (!i18n.isInitialized) {
    if (!resources) i18n.use(catalogBackend);
    const ready = i18n.use(initReactI18next).init({
      ...(resources ? { resources, initAsync: false } : {}),
      lng,
      // No fallback language: it would load the English catalogs too for a Spanish user, and
      // every key the app uses exists in both (apps/web/src/app/catalog-keys.test.ts).
      fallbackLng: false,
      supportedLngs: ['en', 'es'],
      ns: resources ? Object.keys(resources.en ?? {}) : [...SHELL_NAMESPACES],
      defaultNS: DEFAULT_NAMESPACE,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    setLocaleGetter(() => i18n.language || 'en');
    i18n.on('languageChanged', (language) => {
      document.documentElement.lang = language;
    });
    await ready;
  }
  document.documentElement.lang = lng;
  return i18n;
}

/** Loads a page's namespaces (in the current language) unless they are loaded already. */
export function loadNamespacesFor(namespaces: readonly Namespace[]): Promise<void> {
  return i18n.loadNamespaces([...namespaces]);
}

/** The locale of an i18next language, one of en and es. */
export function localeOfLanguage(language: string): Locale {
  return language === 'es' ? 'es' : 'en';
}

/** The current locale, one of en and es. */
export function currentLocale(): Locale {
  return localeOfLanguage(i18n.language);
}

/** Switches the language and remembers the choice on this device. */
export async function changeLocale(locale: Locale): Promise<void> {
  storage.write('locale', locale);
  await i18n.changeLanguage(locale);
}
