const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** An instant as the date and time of the reader's language, in their time zone. */
export function formatSubmittedAt(iso: string, language: string): string {
  const locale = language.startsWith('es') ? 'es-US' : 'en-US';
  let format = dateTimeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    dateTimeFormats.set(locale, format);
  }
  return format.format(new Date(iso));
}
