/**
 * Account days ('2026-11-30') and months ('2026-11') in the user's language. They are calendar days
 * of the account, not instants: formatted in UTC so no browser time zone moves them a day.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = language.startsWith('es') ? 'es-US' : 'en-US';
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format;
}

export function formatDay(day: string, language: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? day
    : formatter(language, { dateStyle: 'medium' }).format(date);
}

export function formatMonth(month: string, language: string): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? month
    : formatter(language, { month: 'long', year: 'numeric' }).format(date);
}
