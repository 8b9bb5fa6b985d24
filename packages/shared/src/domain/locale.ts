/**
 * Locale choice (R-SHELL-7): the `language` query parameter, else the stored choice,
 * else the browser language, else English. Only en and es are supported.
 */

/** The languages of the portal. */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** The name of the query parameter that picks the language (`?language=es`). */
export const LANGUAGE_QUERY_PARAM = 'language';

/**
 * The supported locale a language tag names, or undefined.
 * Tags are compared on their primary subtag, case-insensitively, so a browser's `es-MX` or
 * `ES_us` means es; anything else (fr, e, empty) names no supported locale.
 */
export function toSupportedLocale(tag: string | null | undefined): Locale | undefined {
  if (typeof tag !== 'string') return undefined;
  const primary = tag.trim().split(/[-_]/)[0]?.toLowerCase();
  return LOCALES.find((locale) => locale === primary);
}

export interface LocaleSources {
  /** The `language` query parameter of the page URL. */
  query?: string | null;
  /** The choice stored by the language selector. */
  stored?: string | null;
  /** navigator.language, or navigator.languages in order of preference. */
  browser?: string | readonly string[] | null;
}

/**
 * The first source that names a supported locale wins; an unsupported value falls through to the
 * next source rather than forcing English, so `?language=fr` keeps the user's stored Spanish.
 */
export function chooseLocale(sources: LocaleSources): Locale {
  const browser = typeof sources.browser === 'string' ? [sources.browser] : (sources.browser ?? []);
  for (const candidate of [sources.query, sources.stored, ...browser]) {
    const locale = toSupportedLocale(candidate);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
