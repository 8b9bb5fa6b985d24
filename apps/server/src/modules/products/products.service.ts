import {
  type AttributeQuestionsResponse,
  FITTED_VEHICLES_LISTED,
  type LookupProduct,
  type MultipleLocationDetailsResponse,
  NEARBY_STORE_LIMIT,
  NEARBY_STORE_RADIUS_MILES,
  type ProductExtraInfoResponse,
  type ProductLookupResponse,
} from '@procounter/shared/contracts/product';
import type { Locale } from '@procounter/shared/contracts/user';
import { DONT_KNOW_SHOW_ALL } from '@procounter/shared/contracts/vehicle';
import type { SortValue } from '@procounter/shared/domain/constants';
import { type FitRow, type FitVehicle, fitCompatibility } from '@procounter/shared/domain/fit';
import { type FitmentAnswer, questionsOf } from '@procounter/shared/domain/fitment-questions';
import { CATALOG_KIT_PREBUILT, viewCost } from '@procounter/shared/domain/quote-totals';
import { customerPriceFor } from '@procounter/shared/domain/shop-pricing';
import { sql } from 'drizzle-orm';
import { notFound } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import type { ServiceDeps } from '../../lib/deps';
import {
  getPartTypeIndex,
  type IndexedPartType,
  partTypeName,
} from '../catalog-search/catalog-search.service';
import { listSelected } from '../part-types/part-types.service';
import {
  getKitComponents,
  getKitQuotePrices,
  positionOf,
  productQualifiers,
} from '../parts-catalog/parts-catalog.service';
import {
  currentShopIdSql,
  noShop,
  pricingRuleUnder,
  requireCurrentShop,
  type ShopRates,
  type StoreRow,
  shopRatesJsonSql,
  shopRatesOfJson,
} from '../shops/shops.service';
import { getSignalRanking } from '../signals/signals.service';
import { findCatalogVehicle } from '../vehicles/vehicles.service';
import { describeVehicle, noCurrentVehicle } from '../worksheets/worksheets.service';
import { describeAttributes } from './product-attributes';
import { productDetailsOf } from './product-details-cache';
import {
  type CurrentVehicleRow,
  defineLookupFit,
  type FitCandidate,
  findExistingProductIds,
  findFitCandidates,
  findFittedVehicles,
  findLookupProductDetails,
  findProductWithBrand,
  findSampleFitment,
  findStockAt,
  findStoresWithLocation,
  type LookupProductRow,
} from './products.repository';

type Deps = Pick<ServiceDeps, 'db'>;

/** The products of the loaded catalog by id, cached per process (the part interchange's too). */
export { productDetailsOf } from './product-details-cache';

/** At most this many products per part type, after sorting (README: the cap). */
export const LOOKUP_PRODUCTS_PER_PART_TYPE = 200;
/** Fitment rows read at most per lookup: a guard far above any vehicle and part type's count. */
const FITMENT_ROW_LIMIT = 20_000;

// Part lookup -------------------------------------------------------------------------------------

interface VehicleFit {
  baseVehicleId: number;
  description: string;
  engineId: number | null;
  submodelId: number | null;
  engines: ReadonlyMap<number, string>;
  submodels: ReadonlyMap<number, string>;
}

/** The part types asked for (default: the user's selection), each one a leaf; 404 otherwise. */
async function resolvePartTypes(
  deps: Deps,
  user: AuthUser,
  partTypeIds: readonly string[] | undefined,
): Promise<IndexedPartType[]> {
  const index = await getPartTypeIndex(deps);
  const ids = partTypeIds ?? (await listSelected(deps, user)).map((s) => s.partTypeId);
  const unique = [...new Set(ids)];
  return unique.map((id) => {
    const partType = index.partTypeById.get(id);
    if (!partType?.leaf) throw notFound(`No such part type: ${id}`);
    return partType;
  });
}

/** The current vehicle with what its engine and submodel say; null where unknown (or -99). */
async function vehicleFitOf(deps: Deps, row: CurrentVehicleRow): Promise<VehicleFit> {
  const catalog = await findCatalogVehicle(deps, row.baseVehicleId);
  const known = (id: number | null) => (id === null || id === DONT_KNOW_SHOW_ALL ? null : id);
  return {
    baseVehicleId: row.baseVehicleId,
    description: catalog ? describeVehicle(catalog, row) : '',
    engineId: known(row.engineId),
    submodelId: known(row.submodelId),
    engines: catalog?.engines ?? new Map(),
    submodels: catalog?.submodels ?? new Map(),
  };
}

/**
 * Per product, what its fit depends on that the vehicle does not say: the engines (or submodels)
 * of its rows when the vehicle's is unknown. A row with no engine (or submodel) fits any, so it
 * leaves no note.
 */
function fitNotes(
  candidates: readonly FitCandidate[],
  engines: ReadonlyMap<number, string>,
  submodels: ReadonlyMap<number, string>,
): Map<number, string | null> {
  const seen = new Map<
    number,
    { anyEngine: boolean; engines: Set<number>; anySub: boolean; subs: Set<number> }
  >();
  for (const c of candidates) {
    let entry = seen.get(c.productId);
    if (!entry) {
      entry = { anyEngine: false, engines: new Set(), anySub: false, subs: new Set() };
      seen.set(c.productId, entry);
    }
    if (c.engineId === null) entry.anyEngine = true;
    else entry.engines.add(c.engineId);
    if (c.submodelId === null) entry.anySub = true;
    else entry.subs.add(c.submodelId);
  }
  const notes = new Map<number, string | null>();
  for (const [productId, entry] of seen) {
    const names = [
      ...(entry.anyEngine ? [] : [...entry.engines].map((id) => engines.get(id) ?? `${id}`)),
      ...(entry.anySub ? [] : [...entry.subs].map((id) => submodels.get(id) ?? `${id}`)),
    ].sort((a, b) => a.localeCompare(b));
    notes.set(productId, names.length > 0 ? names.join(', ') : null);
  }
  return notes;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byBrandThenNumber = (a: LookupProduct, b: LookupProduct) =>
  byText(a.brandName, b.brandName) ||
  byText(a.partNumber, b.partNumber) ||
  a.productId - b.productId;

/** The comparator of a sort (the contract's doc comment); ties by brand, part number, id. */
export function compareProducts(
  sort: SortValue,
  rankOf: (partTypeId: string) => number,
  signalOf: (productId: number) => number = () => 0,
): (a: LookupProduct, b: LookupProduct) => number {
  const onHand = (p: LookupProduct) => p.homeStore.quantityOnHand ?? -1;
  switch (sort) {
    case 'PRICE':
      return (a, b) =>
        (a.customerPrice ?? Number.POSITIVE_INFINITY) -
          (b.customerPrice ?? Number.POSITIVE_INFINITY) || byBrandThenNumber(a, b);
    case 'AVAILABILITY':
      return (a, b) => onHand(b) - onHand(a) || byBrandThenNumber(a, b);
    case 'ASCENDING':
      return byBrandThenNumber;
    case 'DESCENDING':
      return (a, b) => byBrandThenNumber(b, a);
    case 'SCORE':
      return (a, b) =>
        rankOf(a.partTypeId) - rankOf(b.partTypeId) ||
        signalOf(b.productId) - signalOf(a.productId) ||
        Number(onHand(b) > 0) - Number(onHand(a) > 0) ||
        byBrandThenNumber(a, b);
  }
}

/** The lookup's one statement (products.repository defineLookupFit), its text built once. */
const lookupFit = defineLookupFit<ShopRates>({
  shopId: currentShopIdSql({
    id: sql.placeholder('userId'),
    allShops: sql.placeholder('allShops'),
    selectedShopId: sql.placeholder('selectedShopId'),
  }),
  ratesOf: shopRatesJsonSql,
});

/**
 * GET /catalog/products: the products of the part types that fit the current vehicle (one
 * statement, findLookupData: the current shop, its rates, the current vehicle, the fitment index
 * and the products with brand, kit and home store stock), sorted, at most
 * LOOKUP_PRODUCTS_PER_PART_TYPE per part type. 403 without a shop, 409 NO_CURRENT_VEHICLE when an
 * application part type is asked for without a current vehicle.
 */
export async function lookUpProducts(
  deps: Deps,
  user: AuthUser,
  query: {
    partTypeId?: string[] | undefined;
    sort: SortValue;
    answer?: { partTypeId: string; attributeId: number; valueId: number }[] | undefined;
  },
  locale: Locale = 'en',
): Promise<ProductLookupResponse> {
  const partTypes = await resolvePartTypes(deps, user, query.partTypeId);
  const application = partTypes.filter((p) => !p.universal);
  const found = await lookupFit(deps.db, {
    userId: user.id,
    allShops: user.allShops,
    selectedShopId: user.selectedShopId,
    applicationPartTypeIds: application.map((p) => p.id),
    universalPartTypeIds: partTypes.filter((p) => p.universal).map((p) => p.id),
    fitmentLimit: FITMENT_ROW_LIMIT,
    universalLimit: LOOKUP_PRODUCTS_PER_PART_TYPE,
    showAllId: DONT_KNOW_SHOW_ALL,
  });
  const { shop, candidates } = found;
  if (!shop) throw noShop();
  let vehicle: VehicleFit | null = null;
  if (application.length > 0) {
    if (!found.vehicle) throw noCurrentVehicle();
    vehicle = await vehicleFitOf(deps, found.vehicle);
  }
  // The answers the products narrow by: the vehicle's (retained), then this lookup's.
  const answers: FitmentAnswer[] = [
    ...(found.vehicle?.qualifierAnswers ?? []).map((a) => ({ ...a, partTypeId: null })),
    ...(query.answer ?? []),
  ];
  const fitRows = new Map<number, FitRow[]>();
  for (const c of candidates) {
    const list = fitRows.get(c.productId) ?? [];
    list.push(c);
    fitRows.set(c.productId, list);
  }
  const notes = fitNotes(
    candidates,
    vehicle?.engines ?? new Map(),
    vehicle?.submodels ?? new Map(),
  );
  // One row per product (a product fits by several fitment rows: one per engine, say).
  const stock = new Map(candidates.map((c) => [c.productId, c.quantityOnHand]));
  const details = await productDetailsOf(deps.db, found.catalogLoadedAt, [...notes.keys()]);
  const rows: LookupProductRow[] = [...notes.keys()].flatMap((id) => {
    const product = details.get(id);
    return product ? [{ ...product, quantityOnHand: stock.get(id) ?? null }] : [];
  });
  // The shop's agreement prices single parts (issue 23), read once for the whole answer.
  const rule = pricingRuleUnder(shopRatesOfJson(found.rates), shop);
  // A kit shows what the catalog's Add puts on the quote for it, priced as the quote prices it.
  const kitPrices = await getKitQuotePrices(
    deps,
    rows.filter((row) => row.kitType !== null).map((row) => ({ ...row, id: row.productId })),
    CATALOG_KIT_PREBUILT,
    rule,
  );

  const byId = new Map(partTypes.map((p) => [p.id, p]));
  const isUniversal = (row: { partTypeId: string }) => byId.get(row.partTypeId)?.universal ?? false;
  const nameOf = (id: string) => {
    const partType = byId.get(id);
    return partType ? partTypeName(partType, locale) : id;
  };
  const fitVehicle: FitVehicle | null = vehicle && {
    baseVehicleId: vehicle.baseVehicleId,
    engineId: vehicle.engineId,
    submodelId: vehicle.submodelId,
  };
  const present = (row: LookupProductRow): LookupProduct => {
    const priced = kitPrices.get(row.productId) ?? row;
    const qualifiers = productQualifiers(row);
    return {
      productId: row.productId,
      lineCode: row.lineCode,
      brandName: row.brandName,
      partNumber: row.partNumber,
      description: row.description,
      partTypeId: row.partTypeId,
      partTypeName: nameOf(row.partTypeId),
      cost: viewCost(priced.cost, shop),
      listPrice: row.listPrice,
      customerPrice: kitPrices.has(row.productId)
        ? priced.customerPrice
        : customerPriceFor(row, rule),
      kitType: row.kitType,
      fitNote: notes.get(row.productId) ?? null,
      position: positionOf(row.partTypeId, row.description) ?? null,
      qualifiers,
      fit: fitCompatibility(fitRows.get(row.productId) ?? [], fitVehicle, isUniversal(row), {
        partTypeId: row.partTypeId,
        qualifiers,
        answers,
      }),
      homeStore: { storeId: shop.homeStoreId ?? 0, quantityOnHand: row.quantityOnHand },
    };
  };
  const rankOf = (id: string) => byId.get(id)?.popularityRank ?? Number.MAX_SAFE_INTEGER;
  // Best match: what this shop and all shops looked at, added and ordered rises (search signals).
  const signals = query.sort === 'SCORE' ? await getSignalRanking(deps, shop.id) : null;
  // What the answers say does not fit is left out; what is not known stays, marked UNKNOWN.
  const sorted = rows
    .map(present)
    .filter((p) => p.fit !== 'INCOMPATIBLE')
    .sort(compareProducts(query.sort, rankOf, signals ? signals.productScore : undefined));
  const taken = new Map<string, number>();
  const products = sorted.filter((p) => {
    const n = (taken.get(p.partTypeId) ?? 0) + 1;
    taken.set(p.partTypeId, n);
    return n <= LOOKUP_PRODUCTS_PER_PART_TYPE;
  });

  return {
    vehicle: vehicle
      ? { baseVehicleId: vehicle.baseVehicleId, description: vehicle.description }
      : null,
    partTypes: partTypes.map((p) => ({
      partTypeId: p.id,
      partTypeName: partTypeName(p, locale),
      count: Math.min(taken.get(p.id) ?? 0, LOOKUP_PRODUCTS_PER_PART_TYPE),
    })),
    homeStoreId: shop.homeStoreId ?? 0,
    hideCosts: shop.hideCosts,
    sort: query.sort,
    products,
    questions: questionsOf(sorted, answers),
    answers,
  };
}

/**
 * GET /attributes/questions/retain and /nonretain: the lookup's questions of one kind (retained:
 * the vehicle's) and its answers of that kind.
 */
export async function lookUpQuestions(
  deps: Deps,
  user: AuthUser,
  query: Pick<Parameters<typeof lookUpProducts>[2], 'partTypeId' | 'answer'>,
  retained: boolean,
  locale: Locale,
): Promise<AttributeQuestionsResponse> {
  const found = await lookUpProducts(deps, user, { ...query, sort: 'SCORE' }, locale);
  return {
    questions: found.questions.filter((q) => q.retained === retained),
    answers: found.answers.filter((a) => (a.partTypeId === null) === retained),
  };
}

/**
 * Makes a server's first parts lookup as fast as later ones, run in the background once the
 * server listens (app.ts): builds the part type index (catalog-search's search index, which the
 * typeahead shares) and runs the lookup's two queries once for a sample vehicle and part type, so
 * the database has read the catalog's tables and indexes. A lookup that comes before it ends
 * waits for the same index build (getSearchIndex) instead of starting another.
 */
export async function warmPartsLookup(deps: Deps): Promise<void> {
  await getPartTypeIndex(deps);
  const sample = await findSampleFitment(deps.db);
  if (!sample) return;
  const candidates = await findFitCandidates(deps.db, {
    vehicle: { baseVehicleId: sample.baseVehicleId, engineId: null, submodelId: null },
    applicationPartTypeIds: [sample.partTypeId],
    universalPartTypeIds: [],
    fitmentLimit: FITMENT_ROW_LIMIT,
    universalLimit: LOOKUP_PRODUCTS_PER_PART_TYPE,
  });
  await findLookupProductDetails(
    deps.db,
    candidates.map((c) => c.productId),
  );
}

// Availability at nearby stores --------------------------------------------------------------------

const EARTH_RADIUS_MILES = 3958.8;

/** Great-circle distance in miles (haversine). */
export function distanceMiles(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The home store, then the located stores within the radius of it, nearest first. */
async function nearbyStores(deps: Deps, home: StoreRow | null) {
  if (!home) return [];
  const stores = [{ store: home, distance: 0 }];
  if (home.latitude === null || home.longitude === null) return stores;
  const origin = { latitude: home.latitude, longitude: home.longitude };
  const others = (await findStoresWithLocation(deps.db))
    .filter((s) => s.id !== home.id)
    .map((store) => ({
      store,
      distance: distanceMiles(origin, { latitude: store.latitude!, longitude: store.longitude! }),
    }))
    .filter((s) => s.distance <= NEARBY_STORE_RADIUS_MILES)
    .sort((a, b) => a.distance - b.distance || a.store.id - b.store.id)
    .slice(0, NEARBY_STORE_LIMIT);
  return [...stores, ...others];
}

/** POST /product/multipleLocationDetailsForOPP; 404 when a product id is unknown. */
export async function getLocationDetails(
  deps: Deps,
  user: AuthUser,
  productIds: readonly number[],
): Promise<MultipleLocationDetailsResponse> {
  const { homeStore } = await requireCurrentShop(deps, user);
  const ids = [...new Set(productIds)];
  const existing = await findExistingProductIds(deps.db, ids);
  const missing = ids.filter((id) => !existing.has(id));
  if (missing.length > 0) throw notFound(`No such product: ${missing.join(', ')}`);
  const stores = await nearbyStores(deps, homeStore);
  const stock = await findStockAt(
    deps.db,
    ids,
    stores.map((s) => s.store.id),
  );
  const onHand = new Map(stock.map((s) => [`${s.productId}:${s.storeId}`, s.quantityOnHand]));
  return {
    stores: stores.map(({ store, distance }) => ({
      storeId: store.id,
      name: store.name,
      city: store.city,
      state: store.state,
      phone: store.phone,
      distanceMiles: Math.round(distance * 10) / 10,
      home: store.id === homeStore?.id,
    })),
    products: ids.map((productId) => ({
      productId,
      availability: stores.map(({ store }) => ({
        storeId: store.id,
        quantityOnHand: onHand.get(`${productId}:${store.id}`) ?? null,
      })),
    })),
  };
}

// Extra information ---------------------------------------------------------------------------------

/** GET /product/extraInfo: specifications, kit components, the vehicles it fits (R-PART-6). */
export async function getExtraInfo(
  deps: Deps,
  locale: Locale,
  productId: number,
): Promise<ProductExtraInfoResponse> {
  const product = await findProductWithBrand(deps.db, productId);
  if (!product) throw notFound('No such product');
  const index = await getPartTypeIndex(deps);
  const components = product.kitType ? await getKitComponents(deps, productId) : [];
  const fitted = await findFittedVehicles(deps.db, productId, FITTED_VEHICLES_LISTED);
  return {
    productId: product.productId,
    lineCode: product.lineCode,
    brandName: product.brandName,
    partNumber: product.partNumber,
    description: product.description,
    partTypeId: product.partTypeId,
    partTypeName: index.partTypeById.get(product.partTypeId)?.name ?? product.partTypeId,
    attributes: describeAttributes({ ...product, isKit: product.kitType !== null }, locale),
    kitComponents: components.map(({ product: c, quantity }) => ({
      productId: c.id,
      lineCode: c.lineCode,
      partNumber: c.partNumber,
      description: c.description,
      quantity,
    })),
    fitsVehicles: fitted.total,
    vehicles: fitted.vehicles.map((v) => {
      // As the lookup's fitNote: the names the fit is limited to, none when a row fits any.
      const names = [...(v.anyEngine ? [] : v.engines), ...(v.anySubmodel ? [] : v.submodels)].sort(
        (a, b) => a.localeCompare(b),
      );
      return {
        baseVehicleId: v.baseVehicleId,
        year: v.year,
        make: v.make,
        model: v.model,
        fitNote: names.length > 0 ? names.join(', ') : null,
      };
    }),
  };
}
