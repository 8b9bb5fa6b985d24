import type { TFunction } from 'i18next';

/** A quote as the page names it: its name (when the shop gave one) and number. */
export function quoteLabel(
  t: TFunction,
  quote: { quoteNumber: number; quoteName: string | null },
): string {
  return quote.quoteName
    ? t('carAdmin:quoteNamed', { name: quote.quoteName, number: quote.quoteNumber })
    : t('carAdmin:quoteNumber', { number: quote.quoteNumber });
}
