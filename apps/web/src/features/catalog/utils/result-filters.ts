import type { LookupProduct } from '@procounter/shared/contracts/product';
import type { QuoteSummary } from '@procounter/shared/contracts/worksheet';
import { isKitComponentItem } from '@procounter/shared/domain/quote-totals';

/**
 * Narrowing of the results list, kept in the URL next to the lookup's own parameters:
 * `?position=` and `?brand=` (line code) repeatable, `?inStock=1` (on hand at the home store),
 * `?price=` repeatable price bands ('25-50'; '250-' has no upper end). Narrowing is done here, over
 * the lookup's answer (at most 200 products per part type, tens for a vehicle), not by the server:
 * the answer is already bounded, so counts and narrowing need no further call (README).
 */
export interface ResultFilters {
  positions: string[];
  brands: string[];
  inStock: boolean;
  prices: PriceBand[];
}

/** Price bands in dollars of the price the row shows: [from, to), the last one open. */
export const PRICE_BANDS = ['0-25', '25-50', '50-100', '100-250', '250-'] as const;
export type PriceBand = (typeof PRICE_BANDS)[number];

export const NO_FILTERS: ResultFilters = { positions: [], brands: [], inStock: false, prices: [] };

const FILTER_KEYS = ['position', 'brand', 'inStock', 'price'] as const;
/** Longest value read from the URL (a position or line code is short). */
const MAX_VALUE_LENGTH = 40;

const values = (search: URLSearchParams, key: string) => [
  ...new Set(
    search
      .getAll(key)
      .map((v) => v.trim())
      .filter((v) => v.length > 0 && v.length <= MAX_VALUE_LENGTH),
  ),
];

export function readResultFilters(search: URLSearchParams): ResultFilters {
  return {
    positions: values(search, 'position'),
    brands: values(search, 'brand'),
    inStock: search.get('inStock') === '1',
    prices: values(search, 'price').filter((v): v is PriceBand =>
      (PRICE_BANDS as readonly string[]).includes(v),
    ),
  };
}

/** `search` with its narrowing replaced by `filters` (the other parameters kept). */
export function writeResultFilters(
  search: URLSearchParams,
  filters: ResultFilters,
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of FILTER_KEYS) next.delete(key);
  for (const p of filters.positions) next.append('position', p);
  for (const b of filters.brands) next.append('brand', b);
  if (filters.inStock) next.set('inStock', '1');
  for (const p of filters.prices) next.append('price', p);
  return next;
}

export function hasFilters(filters: ResultFilters): boolean {
  return (
    filters.positions.length > 0 ||
    filters.brands.length > 0 ||
    filters.inStock ||
    filters.prices.length > 0
  );
}

/** The price a row shows: the cost, or the customer price when the shop hides costs. */
export function shownPrice(product: LookupProduct, hideCosts: boolean): number | null {
  return hideCosts ? product.customerPrice : product.cost;
}

export function inPriceBand(price: number | null, band: PriceBand): boolean {
  if (price === null) return false;
  const [from, to] = band.split('-');
  return price >= Number(from) && (to === '' || price < Number(to));
}

type Facet = 'position' | 'brand' | 'inStock' | 'price';

/** Whether a product passes every facet but `except` (a facet's counts ignore its own choice). */
function passes(
  product: LookupProduct,
  filters: ResultFilters,
  hideCosts: boolean,
  except?: Facet,
): boolean {
  if (
    except !== 'position' &&
    filters.positions.length > 0 &&
    !filters.positions.includes(product.position ?? '')
  ) {
    return false;
  }
  if (except !== 'brand' && filters.brands.length > 0 && !filters.brands.includes(product.lineCode))
    return false;
  if (except !== 'inStock' && filters.inStock && (product.homeStore.quantityOnHand ?? 0) <= 0)
    return false;
  if (except !== 'price' && filters.prices.length > 0) {
    const price = shownPrice(product, hideCosts);
    if (!filters.prices.some((band) => inPriceBand(price, band))) return false;
  }
  return true;
}

export function applyResultFilters(
  products: readonly LookupProduct[],
  filters: ResultFilters,
  hideCosts: boolean,
): LookupProduct[] {
  return products.filter((p) => passes(p, filters, hideCosts));
}

export interface FacetChoice {
  value: string;
  label: string;
  /** The products this choice would show, with the other facets' choices kept. */
  count: number;
}

export interface ResultFacets {
  /** Empty when no product has a position (the part types have none). */
  positions: FacetChoice[];
  brands: FacetChoice[];
  inStock: number;
  prices: FacetChoice[];
}

/**
 * The choices of each facet with their counts: every value the answer holds (a chosen one stays
 * even at 0), counted over the products that pass the other facets.
 */
export function facetCounts(
  products: readonly LookupProduct[],
  filters: ResultFilters,
  hideCosts: boolean,
): ResultFacets {
  const count = (facet: Facet, test: (p: LookupProduct) => boolean) =>
    products.filter((p) => test(p) && passes(p, filters, hideCosts, facet)).length;

  const positions = [
    ...new Set([
      ...products.flatMap((p) => (p.position ? [p.position] : [])),
      ...filters.positions,
    ]),
  ].sort((a, b) => a.localeCompare(b));
  const brandNames = new Map<string, string>();
  for (const p of products) brandNames.set(p.lineCode, p.brandName);
  for (const b of filters.brands) if (!brandNames.has(b)) brandNames.set(b, b);
  const brands = [...brandNames].sort(([, a], [, b]) => a.localeCompare(b));

  return {
    positions: positions.map((value) => ({
      value,
      label: value,
      count: count('position', (p) => p.position === value),
    })),
    brands: brands.map(([value, label]) => ({
      value,
      label,
      count: count('brand', (p) => p.lineCode === value),
    })),
    inStock: count('inStock', (p) => (p.homeStore.quantityOnHand ?? 0) > 0),
    prices: PRICE_BANDS.map((band) => ({
      value: band,
      label: band,
      count: count('price', (p) => inPriceBand(shownPrice(p, hideCosts), band)),
    })),
  };
}

/**
 * How many of each product the quote holds, by product id: its lines' catalogKey is
 * `<productId>_<brandId>`. A kit's component lines are left out (the kit line counts for the
 * kit), so a pad inside a brake kit does not mark the pad on its own.
 */
export function quotedQuantities(quote: QuoteSummary | undefined): Map<number, number> {
  const quantities = new Map<number, number>();
  for (const line of quote?.quoteProducts ?? []) {
    if (line.catalogKey === null) continue;
    if (isKitComponentItem(line)) continue;
    const productId = Number(line.catalogKey.split('_')[0]);
    if (!Number.isInteger(productId) || productId <= 0) continue;
    quantities.set(productId, (quantities.get(productId) ?? 0) + line.itemQuantity);
  }
  return quantities;
}

/** The products grouped by part type, in the order of `partTypes`; groups with none left out. */
export function groupByPartType(
  partTypes: readonly { partTypeId: string; partTypeName: string }[],
  products: readonly LookupProduct[],
): { partTypeId: string; partTypeName: string; products: LookupProduct[] }[] {
  const groups = partTypes.map((p) => ({
    partTypeId: p.partTypeId,
    partTypeName: p.partTypeName,
    products: products.filter((x) => x.partTypeId === p.partTypeId),
  }));
  return groups.filter((g) => g.products.length > 0);
}
