import type { LookupProduct } from '@procounter/shared/contracts/product';
import { type PriceView, viewPrice } from '@/lib/prices';

/**
 * The prices a product row shows (R-QUOTE-2, R-QUOTE-3): the shop's cost, or the customer
 * price when the shop hides costs (hideCosts; the server then sends cost null too), and the list
 * price. A missing shown price is 'Call for Pricing'; a missing list price is simply left out, so
 * a row says 'Call for Pricing' once.
 */
export interface ProductPriceView {
  /** Cost, or customer price under hideCosts. */
  shown: PriceView;
  list: PriceView;
}

export function viewProductPrices(
  product: Pick<LookupProduct, 'cost' | 'customerPrice' | 'listPrice'>,
  hideCosts: boolean,
  language: string,
): ProductPriceView {
  const shown = viewPrice(hideCosts ? product.customerPrice : product.cost, language);
  const list =
    product.listPrice === null
      ? ({ kind: 'hidden' } as const)
      : viewPrice(product.listPrice, language);
  return { shown, list };
}
