import type {
  ItemNumberMatch,
  PreprocessResponse,
  TypeaheadPartType,
  TypeaheadResponse,
  TypeaheadVehicle,
} from '@procounter/shared/contracts/catalog-search';
import type { Locale } from '@procounter/shared/contracts/user';
import {
  type FitCompatibility,
  PLATFORM_IDS,
  TYPEAHEAD,
} from '@procounter/shared/domain/constants';
import { partNumberKey } from '@procounter/shared/domain/part-number';
import {
  CATALOG_KIT_PREBUILT,
  type PricedProduct,
  viewCost,
} from '@procounter/shared/domain/quote-totals';
import { customerPriceFor, type PricingRule } from '@procounter/shared/domain/shop-pricing';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../lib/auth-user';
import {
  checkProductsFit,
  findProductByNumber,
  getKitQuotePrices,
  getStoreStock,
  type NumberedProductRow,
} from '../parts-catalog/parts-catalog.service';
import { assertShopAccessible, getShopPricingRule } from '../shops/shops.service';
import {
  getSignalRanking,
  getSignalRankingOfUser,
  type SignalRanking,
} from '../signals/signals.service';
import { findCurrentFitVehicle } from '../worksheets/current-vehicle.service';
import {
  getPartTypesIndex,
  getSearchIndex,
  type IndexedPartType,
  matchPartTypes,
  matchPartTypesWithPosition,
  matchVehicles,
  type PartTypeMatch,
  partTypesByWords,
  positionsNamed,
  type SearchIndex,
} from './search-index';

type Deps = { db: Database };

export type { IndexedPartType, SearchIndex } from './search-index';
export { getSearchIndex } from './search-index';

/** The part types as the search index holds them (built once per process), for other modules. */
export interface PartTypeIndex {
  /** Every part type but the popular list's root, by id. */
  partTypes: readonly IndexedPartType[];
  partTypeById: ReadonlyMap<string, IndexedPartType>;
}

/** The part types of the in-memory search index: the part-types and products modules read them. */
export async function getPartTypeIndex({ db }: Deps): Promise<PartTypeIndex> {
  const { partTypes, partTypeById } = await getPartTypesIndex(db);
  return { partTypes, partTypeById };
}

/** Builds the whole search index now (the typeahead's), so a first typeahead does not wait. */
export async function warmSearchIndex({ db }: Deps): Promise<void> {
  await getSearchIndex(db);
}

/** The part types whose name or a synonym matches a query, best first (matchPartTypes). */
export async function findPartTypesMatching({ db }: Deps, query: string) {
  return matchPartTypes(await getSearchIndex(db), query).map((m) => m.partType);
}

/** The part types a free query names best, with the words they leave (partTypesByWords). */
export async function findPartTypesByWords({ db }: Deps, query: string, limit: number) {
  return partTypesByWords(await getSearchIndex(db), query, limit);
}

/** Vehicle suggestions shown at most; part types fill the rest of the 99 results. */
const MAX_VEHICLE_SUGGESTIONS = 10;

/** A part type's name in a language: the Spanish one in Spanish (R-SEARCH-9). */
export function partTypeName(p: Pick<IndexedPartType, 'name' | 'nameEs'>, locale: Locale): string {
  return locale === 'es' ? p.nameEs : p.name;
}

export function toTypeaheadPartType(p: IndexedPartType, locale: Locale): TypeaheadPartType {
  return {
    displayName: partTypeName(p, locale),
    type: 'PART_TYPE',
    partTypeId: p.id,
    parentPartTypeId: p.parentId,
    platform: PLATFORM_IDS.all,
    applicationPartType: p.applicationPartType,
    kits: p.kits,
    leaf: p.leaf,
    siblings: p.siblings,
  };
}

/** Typeahead answers kept per search index (so per catalog) at most, the oldest dropped first. */
export const TYPEAHEAD_ANSWERS_KEPT = 5000;

const typeaheadAnswers = new WeakMap<SearchIndex, Map<string, TypeaheadResponse>>();

/**
 * The typeahead's answer to a query: vehicles, then part types (R-SEARCH-8's tiers). It depends
 * on nothing but the query, the language and the catalog, and a counter types the same few
 * prefixes all day ('b', 'br', 'bra', ...): so each answer is kept with the search index it was
 * matched on, and goes with it when a catalog change drops the index (catalog-changes.service.ts).
 */
export async function typeahead(
  { db }: Deps,
  query: string,
  locale: Locale,
  user: Pick<AuthUser, 'id' | 'selectedShopId'> | null = null,
): Promise<TypeaheadResponse> {
  const [index, ranking] = await Promise.all([
    getSearchIndex(db),
    user ? getSignalRankingOfUser({ db }, user) : getSignalRanking({ db }, null),
  ]);
  let answers = typeaheadAnswers.get(index);
  if (!answers) {
    answers = new Map();
    typeaheadAnswers.set(index, answers);
  }
  const key = `${locale}\u0000${query}`;
  let answer = answers.get(key);
  if (!answer) {
    answer = matchTypeahead(index, query, locale);
    answers.set(key, answer);
    if (answers.size > TYPEAHEAD_ANSWERS_KEPT) answers.delete(answers.keys().next().value!);
  }
  return rankBySignals(answer, query, ranking);
}

/**
 * The part types that shops chose for this query (signals: this shop's twice, every shop's once)
 * first, most chosen first; the others keep the index's order. The kept answer is not changed.
 */
function rankBySignals(
  answer: TypeaheadResponse,
  query: string,
  ranking: SignalRanking,
): TypeaheadResponse {
  const scores = new Map(
    answer.partTypes.map((p) => [p.partTypeId, ranking.suggestionScore(query, p.partTypeId)]),
  );
  if (![...scores.values()].some((score) => score > 0)) return answer;
  const partTypes = answer.partTypes
    .map((partType, at) => ({ partType, at, score: scores.get(partType.partTypeId) ?? 0 }))
    .sort((a, b) => b.score - a.score || a.at - b.at)
    .map((entry) => entry.partType);
  return { ...answer, partTypes };
}

function matchTypeahead(index: SearchIndex, query: string, locale: Locale): TypeaheadResponse {
  const room = TYPEAHEAD.maxResults - 1;
  const vehicles = matchVehicles(index, query, Math.min(MAX_VEHICLE_SUGGESTIONS, room)).map(
    (v): TypeaheadVehicle => ({
      displayName: `${v.year} ${v.make} ${v.model}`,
      type: 'VEHICLE',
      ...v,
    }),
  );
  const partTypes = matchPartTypes(index, query)
    .slice(0, room - vehicles.length)
    .map((m) => toTypeaheadPartType(m.partType, locale));
  return {
    partTypes,
    vehicles,
    customSearchQuery: { displayName: query, type: 'CUSTOM_SEARCH_QUERY', query },
    spelling: { searchBasis: query },
  };
}

/** A product as presentProductMatches reads it (the catalog's own columns, brand, kit type). */
export type ProductMatchRow = Omit<NumberedProductRow, 'formerNumber'>;

/**
 * Products as a counter sees them before adding one (preprocess's match, the part interchange):
 * priced under the shop's agreement as the quote will price them (a kit as its Add does; the cost
 * hidden under hideCosts), their stock at the home store, their fit with the current vehicle of
 * the caller's quote in the shop (checkProductsFit, one query: never a guess), part type names in the
 * request's language. In the rows' order.
 */
export async function presentProductMatches(
  deps: Deps,
  user: AuthUser,
  shop: { id: number; homeStoreId: number | null; hideCosts: boolean },
  rows: readonly ProductMatchRow[],
  locale: Locale,
): Promise<ItemNumberMatch[]> {
  if (rows.length === 0) return [];
  const index = await getSearchIndex(deps.db);
  const kitRows = rows.filter((r) => r.kitType !== null);
  // The shop's agreement prices parts and kits as the quote will (issue 23).
  const rulePromise = getShopPricingRule(deps, shop);
  const universalOf = (r: ProductMatchRow) =>
    index.partTypeById.get(r.partTypeId)?.universal ?? false;
  const vehicleThenFit = findCurrentFitVehicle(deps, { userId: user.id, shopId: shop.id }).then(
    async (vehicle) => ({
      vehicle,
      fits: await checkProductsFit(
        deps,
        rows.map((r) => ({
          productId: r.productId,
          partTypeId: r.partTypeId,
          description: r.description,
          universal: universalOf(r),
        })),
        vehicle,
      ),
    }),
  );
  const [{ vehicle, fits }, stock, kitPrices, rule] = await Promise.all([
    vehicleThenFit,
    shop.homeStoreId === null
      ? new Map<number, number>()
      : getStoreStock(
          deps,
          shop.homeStoreId,
          rows.map((r) => r.productId),
        ),
    kitRows.length === 0
      ? new Map()
      : rulePromise.then((kitRule) =>
          getKitQuotePrices(
            deps,
            kitRows.map((r) => ({ ...r, id: r.productId })),
            CATALOG_KIT_PREBUILT,
            kitRule,
          ),
        ),
    rulePromise,
  ]);
  return rows.map((product, i) =>
    presentProductMatch(product, {
      locale,
      shop,
      rule,
      index,
      priced: kitPrices.get(product.productId),
      quantityOnHand: stock.get(product.productId) ?? null,
      compatibility: fits[i]!,
      vehicleDescription: vehicle?.description ?? null,
    }),
  );
}

/** What presentProductMatch shows of a product beyond its catalog row. */
export interface ProductMatchFacts {
  locale: Locale;
  shop: { homeStoreId: number | null; hideCosts: boolean };
  /** The shop's agreement (getShopPricingRule); null: the catalog's customer price. */
  rule: PricingRule | null;
  index: SearchIndex;
  /** A kit's prices as its Add puts it on the quote (getKitQuotePrices); undefined for a part. */
  priced: PricedProduct | undefined;
  quantityOnHand: number | null;
  compatibility: FitCompatibility;
  /** The current vehicle's description; null without one. */
  vehicleDescription: string | null;
}

/**
 * A product as a counter sees it before adding one (presentProductMatches, the part interchange):
 * its price under the shop's agreement (a kit as its Add prices it; the cost hidden under
 * hideCosts), its home store stock and its fit.
 */
export function presentProductMatch(
  product: ProductMatchRow,
  facts: ProductMatchFacts,
): ItemNumberMatch {
  const partType = facts.index.partTypeById.get(product.partTypeId);
  const priced = facts.priced ?? product;
  return {
    productId: product.productId,
    lineCode: product.lineCode,
    partNumber: product.partNumber,
    brandName: product.brandName,
    description: product.description,
    partTypeId: product.partTypeId,
    partTypeName: partType ? partTypeName(partType, facts.locale) : product.partTypeId,
    kitType: product.kitType,
    cost: viewCost(priced.cost, facts.shop),
    listPrice: product.listPrice,
    customerPrice:
      product.kitType === null ? customerPriceFor(product, facts.rule) : priced.customerPrice,
    homeStore: {
      storeId: facts.shop.homeStoreId ?? 0,
      quantityOnHand: facts.quantityOnHand,
    },
    fit: {
      compatibility: facts.compatibility,
      vehicle: facts.vehicleDescription,
      universal: partType?.universal ?? false,
    },
  };
}

/**
 * What a submitted query is: a part type named exactly (by name or synonym, English or Spanish;
 * the name wins, then a leaf, then popularity) and the product whose normalised part number equals
 * it (the first by line code when brands share the number), so a part number goes straight to its
 * product, with its price (costs hidden under hideCosts), stock at the home store and fit with the
 * current vehicle of the caller's quote in the shop (R-SEARCH-3, R-SEARCH-7).
 */
export async function preprocess(
  deps: Deps,
  user: AuthUser,
  shopId: number,
  query: string,
  locale: Locale,
): Promise<PreprocessResponse> {
  const { shop } = await assertShopAccessible(deps, user, shopId);
  const index = await getSearchIndex(deps.db);
  const best = (matches: PartTypeMatch[]) =>
    matches.sort(
      (a, b) =>
        Number(b.byName) - Number(a.byName) || Number(b.partType.leaf) - Number(a.partType.leaf),
    )[0]?.partType;
  // A name or synonym as typed, else one with position words around it ('brake pads front').
  const identified =
    best(matchPartTypes(index, query).filter((m) => m.tier === 0)) ??
    best(matchPartTypesWithPosition(index, query)) ??
    null;

  const key = partNumberKey(query);
  // A part number has a digit; anything shorter than 3 characters would match too much.
  const product =
    key.length >= 3 && /\d/.test(key) ? await findProductByNumber(deps, key) : undefined;
  const [match = null] = product
    ? await presentProductMatches(deps, user, shop, [product], locale)
    : [];
  return {
    identifiedPartType: identified ? toTypeaheadPartType(identified, locale) : null,
    positions: identified ? positionsNamed(identified, query) : [],
    itemNumberMatching: match,
    supersededNumber: match ? (product?.formerNumber ?? null) : null,
  };
}
