/** A calendar day ('2026-11-03') as the user's language writes it, without a time zone shift. */
export function dayText(day: string, language: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(language.startsWith('es') ? 'es-US' : 'en-US', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(date);
}

/** Today as 'YYYY-MM-DD' in the stores' time zone (the server's "today" for a failure date). */
export function accountToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(now);
}

/** A part as the lists show it: 'WIX WP-1234' or its description when it has no number. */
export function partText(line: {
  lineCode: string | null;
  partNumber: string | null;
  partDescription?: string;
}): string {
  return [line.lineCode, line.partNumber].filter(Boolean).join(' ') || (line.partDescription ?? '');
}
