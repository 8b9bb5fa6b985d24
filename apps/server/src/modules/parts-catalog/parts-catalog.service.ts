import type { FitCompatibility } from '@procounter/shared/domain/constants';
import { type FitVehicle, fitCompatibility } from '@procounter/shared/domain/fit';
import type { FitmentAnswer } from '@procounter/shared/domain/fitment-questions';
import { partNumberKey } from '@procounter/shared/domain/part-number';
import { kitUnitPrices, type PricedProduct } from '@procounter/shared/domain/quote-totals';
import { type PricingRule, pricedUnder } from '@procounter/shared/domain/shop-pricing';
import type { ServiceDeps } from '../../lib/deps';
import { productQualifiers } from './fitment-qualifiers';
import {
  PART_TYPE_NAMES_ES,
  POSITION_WORDS_ES,
  type SpanishPartTypeName,
} from './part-type-names-es';
import {
  findFirstFittingKitId,
  findKitComponentPrices,
  findKitComponentProducts,
  findKitComponentQuantities,
  findProductByNumberKey,
  findProductsFitmentRows,
  findQuotableProductById,
  findQuotableProductByNumber,
  findQuotableProductsByIds,
  findQuotableProductsByKeys,
  findStoreStock,
  findSupersedingProductsByKeys,
  type QuotableProduct,
  takeStoreStock,
} from './parts-catalog.repository';

export type { NumberedProductRow, QuotableProduct } from './parts-catalog.repository';

// What other modules (quotes and orders, part lookup) read and change of the parts catalog:
// products as quote lines copy them, kits, stock per store, and the positions of part types.

type Deps = Pick<ServiceDeps, 'db'>;

export {
  describeQualifier,
  listPartTypePositions,
  mixId,
  partTypeQualifier,
  positionOf,
  productQualifiers,
} from './fitment-qualifiers';

/** The Spanish name and synonyms of a part type, by its English name; undefined for none. */
export function spanishPartTypeName(englishName: string): SpanishPartTypeName | undefined {
  return Object.hasOwn(PART_TYPE_NAMES_ES, englishName)
    ? PART_TYPE_NAMES_ES[englishName]
    : undefined;
}

/** The Spanish words of an English position word ('front': 'delantero', 'delantera', ...). */
export function spanishPositionWords(englishWord: string): readonly string[] {
  return Object.hasOwn(POSITION_WORDS_ES, englishWord)
    ? (POSITION_WORDS_ES[englishWord] ?? [])
    : [];
}

/** A product by id, or by line code + part number (any case, spaces, dashes and dots ignored). */
export async function findProductForQuote(
  { db }: Deps,
  reference: { productId?: number | undefined; lineCode?: string; partNumber?: string },
): Promise<QuotableProduct | undefined> {
  if (reference.productId !== undefined) return findQuotableProductById(db, reference.productId);
  if (reference.lineCode === undefined || reference.partNumber === undefined) return undefined;
  return findQuotableProductByNumber(
    db,
    reference.lineCode.toUpperCase(),
    partNumberKey(reference.partNumber),
  );
}

/** Products by id (the ones that exist), in one query. */
export function findProductsForQuote({ db }: Deps, productIds: readonly number[]) {
  return findQuotableProductsByIds(db, productIds);
}

/**
 * Products by line code (upper case) + normalised part number key (partNumberKey), many in one
 * query, lowest id first.
 */
export function findProductsByNumbers(
  { db }: Deps,
  keys: readonly { lineCode: string; partNumberKey: string }[],
) {
  return findQuotableProductsByKeys(db, keys);
}

/**
 * The products that replaced former numbers of ours, by line code (upper case) + normalised key,
 * many in one query, each with the former number it replaced.
 */
export function findProductsBySupersededNumbers(
  { db }: Deps,
  keys: readonly { lineCode: string; partNumberKey: string }[],
) {
  return findSupersedingProductsByKeys(db, keys);
}

/** A kit product's components, each with the quantity one kit holds. */
export async function getKitComponents(
  { db }: Deps,
  kitProductId: number,
): Promise<{ product: QuotableProduct; quantity: number }[]> {
  const [components, quantities] = [
    await findKitComponentProducts(db, kitProductId),
    await findKitComponentQuantities(db, kitProductId),
  ];
  const quantityOf = new Map(quantities.map((q) => [q.productId, q.quantity]));
  return components.map((product) => ({ product, quantity: quantityOf.get(product.id) ?? 1 }));
}

/**
 * What each kit adds to a quote per kit when added prebuilt or not: the shared kitUnitPrices over
 * its components (the computation the quote's kit lines are priced with), each product priced
 * under the shop's agreement as the quote's lines will be (issue 23), in one query.
 */
export async function getKitQuotePrices(
  { db }: Deps,
  kitProducts: readonly (PricedProduct & { id: number; listPrice: number | null })[],
  prebuilt: boolean,
  rule: PricingRule | null,
): Promise<Map<number, PricedProduct>> {
  const components = new Map<number, (PricedProduct & { quantity: number })[]>();
  for (const row of await findKitComponentPrices(
    db,
    kitProducts.map((k) => k.id),
  )) {
    const list = components.get(row.kitProductId) ?? [];
    list.push(pricedUnder(row, rule));
    components.set(row.kitProductId, list);
  }
  return new Map(
    kitProducts.map((kit) => [
      kit.id,
      kitUnitPrices(pricedUnder(kit, rule), components.get(kit.id) ?? [], prebuilt),
    ]),
  );
}

/** The first kit of a kit part type (C4577, C4576) that fits the base vehicle. */
export function findFittingKitId({ db }: Deps, partTypeId: string, baseVehicleId: number) {
  return findFirstFittingKitId(db, partTypeId, baseVehicleId);
}

/** On hand per product at a store (no entry: not carried). */
export function getStoreStock({ db }: Deps, storeId: number, productIds: readonly number[]) {
  return findStoreStock(db, storeId, productIds, { lock: false });
}

/**
 * The same, with the stock rows locked until the transaction ends: what an order checks and then
 * takes cannot change in between. Call it inside a transaction.
 */
export function lockStoreStock({ db }: Deps, storeId: number, productIds: readonly number[]) {
  return findStoreStock(db, storeId, productIds, { lock: true });
}

/** Takes an order's quantities out of the store's stock (never below 0). */
export async function takeStock(
  { db }: Deps,
  storeId: number,
  quantities: ReadonlyMap<number, number>,
) {
  for (const [productId, quantity] of [...quantities].sort((a, b) => a[0] - b[0])) {
    await takeStoreStock(db, storeId, productId, quantity);
  }
}

export type { FitVehicle } from '@procounter/shared/domain/fit';

/**
 * Whether each product fits the vehicle: the shared fitCompatibility over its fitment rows for the
 * vehicle's base vehicle, all read in one query (none without a vehicle or for universal parts),
 * and the vehicle's retained answers of fitment questions; the answers in the items' order.
 */
export async function checkProductsFit(
  { db }: Deps,
  items: readonly {
    productId: number;
    partTypeId: string;
    description: string;
    universal: boolean;
  }[],
  vehicle: (FitVehicle & { answers: readonly FitmentAnswer[] }) | null,
): Promise<FitCompatibility[]> {
  const asked = items.filter((i) => !i.universal).map((i) => i.productId);
  const rows = new Map<number, { engineId: number | null; submodelId: number | null }[]>();
  if (vehicle && asked.length > 0) {
    for (const row of await findProductsFitmentRows(db, asked, vehicle.baseVehicleId)) {
      const list = rows.get(row.productId) ?? [];
      list.push(row);
      rows.set(row.productId, list);
    }
  }
  return items.map((i) =>
    fitCompatibility(rows.get(i.productId) ?? [], vehicle, i.universal, {
      partTypeId: i.partTypeId,
      qualifiers: productQualifiers(i),
      answers: vehicle?.answers ?? [],
    }),
  );
}

/**
 * The product a typed part number names (preprocess's match): ours by that number, else the one
 * that replaced a former number of ours (formerNumber says which).
 */
export function findProductByNumber({ db }: Deps, numberKey: string) {
  return findProductByNumberKey(db, numberKey);
}
