/**
 * The price rules every page that shows money follows (R-QUOTE-2, R-QUOTE-7, Mini quote):
 * a price of 0 or less is hidden, prices show 2 decimals in US dollars, a price that is missing
 * shows 'Call for Pricing'. The quote (mini quote, quote page) and the catalog (part lookup) use
 * them; which figure a page shows (cost, or customer price when the shop hides costs) is the
 * page's own rule.
 */

/** What a price shows: an amount, 'Call for Pricing', or nothing. */
export type PriceView =
  | { kind: 'amount'; text: string }
  | { kind: 'callForPricing' }
  | { kind: 'hidden' };

/** en-US or es-US: the shops are in the United States, whatever the language. */
const regionalLocale = (language: string) => (language.startsWith('es') ? 'es-US' : 'en-US');

const moneyFormats = new Map<string, Intl.NumberFormat>();
const quantityFormats = new Map<string, Intl.NumberFormat>();

function cached(
  store: Map<string, Intl.NumberFormat>,
  locale: string,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  let format = store.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    store.set(locale, format);
  }
  return format;
}

/** An amount in US dollars with 2 decimals, as the language writes it ($1,234.50). */
export function formatMoney(amount: number, language: string): string {
  return cached(moneyFormats, regionalLocale(language), {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** A quantity (units or hours) with up to 2 decimals: 1, 1.5, 0.33. */
export function formatQuantity(quantity: number, language: string): string {
  return cached(quantityFormats, regionalLocale(language), { maximumFractionDigits: 2 }).format(
    quantity,
  );
}

/** A price as shown: nothing for 0 or less, 'Call for Pricing' for none, else 2 decimals. */
export function viewPrice(price: number | null, language: string): PriceView {
  if (price === null) return { kind: 'callForPricing' };
  if (price <= 0) return { kind: 'hidden' };
  return { kind: 'amount', text: formatMoney(price, language) };
}
