import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseLocale, DEFAULT_LOCALE, toSupportedLocale } from './locale';

describe('chooseLocale (R-SHELL-7)', () => {
  it.each([
    ['the query wins', { query: 'es', stored: 'en', browser: 'en-US' }, 'es'],
    ['the query wins the other way', { query: 'en', stored: 'es', browser: 'es-MX' }, 'en'],
    ['no query: the stored choice', { query: null, stored: 'es', browser: 'en-US' }, 'es'],
    ['no query, nothing stored: the browser', { browser: 'es-MX' }, 'es'],
    ['browser es-419', { browser: 'es-419' }, 'es'],
    ['browser en-GB', { stored: null, browser: 'en-GB' }, 'en'],
    ['nothing at all: English', {}, 'en'],
    ['unsupported query falls through to stored', { query: 'fr', stored: 'es' }, 'es'],
    ['unsupported stored falls through to browser', { stored: 'de', browser: 'es-ES' }, 'es'],
    ['unsupported browser falls through to English', { browser: 'pt-BR' }, 'en'],
    ['empty query falls through', { query: '', stored: 'es' }, 'es'],
    ['case and underscores do not matter', { query: 'ES_us' }, 'es'],
    ['a list of browser languages is read in order', { browser: ['fr-FR', 'es-MX', 'en'] }, 'es'],
    ['an empty list of browser languages', { browser: [] }, 'en'],
    ['a language that only starts like es', { query: 'est' }, 'en'],
  ] as const)('%s', (_label, sources, expected) => {
    expect(chooseLocale(sources)).toBe(expected);
  });

  it('answers en or es whatever it is given', () => {
    const source = fc.option(fc.string(), { nil: undefined });
    fc.assert(
      fc.property(source, source, source, (query, stored, browser) => {
        expect(['en', 'es']).toContain(chooseLocale({ query, stored, browser }));
      }),
    );
  });

  it('a supported query always wins', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('en', 'es'),
        fc.string(),
        fc.string(),
        (query, stored, browser) => {
          expect(chooseLocale({ query, stored, browser })).toBe(query);
        },
      ),
    );
  });

  it('names English the default and reads tags by their first part', () => {
    expect(DEFAULT_LOCALE).toBe('en');
    expect(toSupportedLocale(' es-CO ')).toBe('es');
    expect(toSupportedLocale('fr')).toBeUndefined();
    expect(toSupportedLocale(undefined)).toBeUndefined();
  });
});
