import {
  INTERCHANGE_KINDS,
  INTERCHANGE_RESULTS_MAX,
  type InterchangeQuery,
  type InterchangeReference,
  type InterchangeResponse,
} from '@procounter/shared/contracts/interchange';
import type { Locale } from '@procounter/shared/contracts/user';
import { fitCompatibility } from '@procounter/shared/domain/fit';
import { partNumberKey } from '@procounter/shared/domain/part-number';
import { CATALOG_KIT_PREBUILT } from '@procounter/shared/domain/quote-totals';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../lib/auth-user';
import { type Coalesced, coalesce } from '../../lib/coalesce';
import type { ServiceDeps } from '../../lib/deps';
import { getSearchIndex, presentProductMatch } from '../catalog-search/catalog-search.service';
import { getKitQuotePrices, productQualifiers } from '../parts-catalog/parts-catalog.service';
import { productDetailsOf } from '../products/products.service';
import {
  currentShopIdSql,
  noShop,
  pricingRuleUnder,
  type ShopRates,
  shopRatesJsonSql,
  shopRatesOfJson,
} from '../shops/shops.service';
import { fitVehicleOf } from '../worksheets/current-vehicle.service';
import {
  defineInterchangeLookup,
  type InterchangeLookupItem,
  type InterchangeMatchRow,
} from './interchange.repository';

type Deps = Pick<ServiceDeps, 'db'>;

const kindRank = new Map(INTERCHANGE_KINDS.map((kind, i) => [kind, i]));

/** The lookups' one statement (interchange.repository), its text built once. */
const interchangeLookups = defineInterchangeLookup<ShopRates>({
  shopId: currentShopIdSql({
    id: sql.raw('u.user_id'),
    allShops: sql.raw('u.all_shops'),
    selectedShopId: sql.raw('u.selected'),
  }),
  ratesOf: shopRatesJsonSql,
});

/** Lookups that come while one batch is out go together as the next statement (lib/coalesce). */
const LOOKUP_BATCH = 200;
const lookupsByDatabase = new WeakMap<Database, Coalesced<InterchangeLookupItem, Lookup>>();
type Lookup = Awaited<ReturnType<typeof interchangeLookups>>[number];

function interchangeLookupOf(db: Database) {
  let lookup = lookupsByDatabase.get(db);
  if (!lookup) {
    lookup = coalesce(
      (items) => interchangeLookups(db, items, INTERCHANGE_RESULTS_MAX),
      LOOKUP_BATCH,
    );
    lookupsByDatabase.set(db, lookup);
  }
  return lookup;
}

/**
 * GET /catalog/interchange: our products a typed number names, each once with its closest
 * reference (OWN, then SUPERSEDED, OE, COMPETITOR, EQUIVALENT), then by brand and part number, at
 * most INTERCHANGE_RESULTS_MAX; priced, stocked and fitted for the caller's current shop as
 * preprocess's match is (presentProductMatch). One statement reads what changes (the shop, its
 * rates, the current vehicle, the matches with their stock and fitment), shared with the lookups
 * that come while another batch is out (interchangeLookupOf); the products come from
 * the catalog's cache, the vehicle's description from the vehicles' (a kit adds a statement for
 * its components' prices). 403 without a shop.
 */
export async function lookUpInterchange(
  deps: Deps,
  user: AuthUser,
  query: InterchangeQuery,
  locale: Locale,
): Promise<InterchangeResponse> {
  const numberKey = partNumberKey(query.number);
  const found = await interchangeLookupOf(deps.db)({
    userId: user.id,
    allShops: user.allShops,
    selectedShopId: user.selectedShopId,
    key: numberKey,
  });
  const { shop } = found;
  if (!shop) throw noShop();
  const closest = new Map<number, InterchangeMatchRow>();
  for (const match of found.matches) {
    const kept = closest.get(match.productId);
    if (!kept || kindRank.get(match.kind)! < kindRank.get(kept.kind)!)
      closest.set(match.productId, match);
  }
  const [details, index, vehicle] = await Promise.all([
    productDetailsOf(deps.db, found.catalogLoadedAt, [...closest.keys()]),
    getSearchIndex(deps.db),
    found.vehicle ? fitVehicleOf(deps, found.vehicle) : null,
  ]);
  const chosen = [...closest.values()]
    .flatMap((match) => {
      const product = details.get(match.productId);
      return product ? [{ match, product }] : [];
    })
    .sort(
      (a, b) =>
        kindRank.get(a.match.kind)! - kindRank.get(b.match.kind)! ||
        a.product.brandName.localeCompare(b.product.brandName, 'en') ||
        a.product.partNumber.localeCompare(b.product.partNumber, 'en') ||
        a.product.productId - b.product.productId,
    )
    .slice(0, INTERCHANGE_RESULTS_MAX);
  // The shop's agreement prices parts and kits as the quote will (issue 23).
  const rule = pricingRuleUnder(shopRatesOfJson(found.rates), shop);
  const kits = chosen.filter(({ product }) => product.kitType !== null);
  const kitPrices =
    kits.length === 0
      ? new Map()
      : await getKitQuotePrices(
          deps,
          kits.map(({ product }) => ({ ...product, id: product.productId })),
          CATALOG_KIT_PREBUILT,
          rule,
        );
  return {
    numberKey,
    results: chosen.map(({ match, product }) => ({
      reference: referenceOf(match, product),
      product: presentProductMatch(product, {
        locale,
        shop,
        rule,
        index,
        priced: kitPrices.get(product.productId),
        quantityOnHand: match.quantityOnHand,
        compatibility: fitCompatibility(
          match.fitment,
          vehicle,
          index.partTypeById.get(product.partTypeId)?.universal ?? false,
          {
            partTypeId: product.partTypeId,
            qualifiers: productQualifiers(product),
            answers: vehicle?.answers ?? [],
          },
        ),
        vehicleDescription: vehicle?.description ?? null,
      }),
    })),
  };
}

function referenceOf(
  match: InterchangeMatchRow,
  product: { brandName: string; partNumber: string },
): InterchangeReference {
  if (match.kind === 'OWN') {
    return { kind: 'OWN', source: product.brandName, number: product.partNumber };
  }
  return { kind: match.kind, source: match.source ?? '', number: match.number ?? '' };
}
