/**
 * An article's Last Updated date as month/day/year, MM/DD/YYYY (R-HELP-4), in the
 * reader's time zone; '' for a date that does not parse.
 */
export function formatModDate(modDate: string): string {
  const date = new Date(modDate);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}
