/**
 * Dates and times in the user's language, US region ('Nov 22, 2026' and 'Nov 22, 2026, 6:30 AM'),
 * in the browser's time zone. A value that is not a date is shown as it came.
 */

type Style = 'date' | 'dateTime';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(iso: string, language: string, style: Style): string {
  const locale = language.startsWith('es') ? 'es-US' : 'en-US';
  const key = `${locale} ${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      locale,
      style === 'date' ? { dateStyle: 'medium' } : { dateStyle: 'medium', timeStyle: 'short' },
    );
    formats.set(key, format);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}

export function formatDate(iso: string, language: string): string {
  return formatIn(iso, language, 'date');
}

export function formatDateTime(iso: string, language: string): string {
  return formatIn(iso, language, 'dateTime');
}
