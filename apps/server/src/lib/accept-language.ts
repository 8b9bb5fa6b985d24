import type { Locale } from '@procounter/shared/contracts/user';
import { chooseLocale } from '@procounter/shared/domain/locale';

/** The languages of an Accept-Language header, most preferred first. */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((l) => l.tag && l.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((l) => l.tag);
}

/** The caller's language: the first supported one of its Accept-Language header, else English. */
export function localeOfRequest(request: { headers: { 'accept-language'?: string } }): Locale {
  return chooseLocale({ browser: acceptedLanguages(request.headers['accept-language']) });
}
