/**
 * The approval page's i18next: its own instance with two catalogs, `approve` (its texts) and
 * `validation` (the shared form messages its name field shows), in the page's language only; none
 * of the portal's catalogs, and not the portal's lib/i18n.ts (which brings the API client).
 *
 * The language: the customer's own choice on this device (localStorage) when they made one, else
 * the language the shop sent the link in (the answer's `language`), else, until the answer is
 * there, the browser's.
 */
import { type Locale, toSupportedLocale } from '@procounter/shared/domain/locale';
import i18next, { type BackendModule, type i18n as I18n, type Resource } from 'i18next';

export const APPROVE_NAMESPACES = ['approve', 'validation'] as const;

const STORAGE_KEY = 'procounter.approve.language';

const catalogs = import.meta.glob<Record<string, unknown>>(
  [
    '../../../../packages/shared/src/i18n/*/approve.json',
    '../../../../packages/shared/src/i18n/*/validation.json',
  ],
  { import: 'default' },
);

/** Imports a catalog chunk of the build. */
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

/**
 * A new i18next instance in `language`, resolved once its catalogs are there. Tests pass
 * `resources` (the shared catalogs), which makes it synchronous.
 */
export async function createApproveI18n(language: Locale, resources?: Resource): Promise<I18n> {
  const instance = i18next.createInstance();
  if (!resources) instance.use(catalogBackend);
  await instance.init({
    ...(resources ? { resources, initAsync: false } : {}),
    lng: language,
    fallbackLng: false,
    supportedLngs: ['en', 'es'],
    ns: [...APPROVE_NAMESPACES],
    defaultNS: 'approve',
    interpolation: { escapeValue: false },
    returnNull: false,
    // A language switch must not suspend the page (which would remount it and lose the
    // customer's choices): switchLanguage loads the catalogs first.
    react: { useSuspense: false },
  });
  document.documentElement.lang = language;
  instance.on('languageChanged', (next) => {
    document.documentElement.lang = next;
  });
  return instance;
}

/** Loads `language`'s catalogs, then switches to it: the page changes language in one render. */
export async function switchLanguage(i18n: I18n, language: Locale): Promise<void> {
  await i18n.loadLanguages(language);
  await i18n.changeLanguage(language);
}
