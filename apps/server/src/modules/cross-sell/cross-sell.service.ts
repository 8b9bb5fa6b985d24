import {
  CROSS_SELL_MAX,
  CROSS_SELL_PRIOR_ORDERS,
  type CrossSellResponse,
} from '@procounter/shared/contracts/cross-sell';
import type { Locale } from '@procounter/shared/contracts/user';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import type { ServiceDeps } from '../../lib/deps';
import { getPartTypeIndex, partTypeName } from '../catalog-search/catalog-search.service';
import { relatedPartTypes } from '../part-types/part-types.service';
import { lookUpProducts } from '../products/products.service';
import { requireCurrentShop } from '../shops/shops.service';
import { findOrderedPartTypePairs, findOrdersFingerprint } from './cross-sell.repository';

// Related parts (issue 25 part 4, README): the part types bought with the asked ones, learned from
// the orders of every shop, the catalog's related part types (platform 90) as the prior.

type Deps = Pick<ServiceDeps, 'db'>;

interface PairCounts {
  fingerprint: string;
  /** part type -> part type bought with it -> orders with both. */
  withPartType: Map<string, Map<string, number>>;
}

const pairsOfDatabase = new WeakMap<Database, Promise<PairCounts>>();

/**
 * The orders' pair counts, read again only when an order has been placed since (one cheap
 * fingerprint query per call; the pairs are one aggregate over the ordered lines).
 */
async function pairCounts(db: Database): Promise<PairCounts> {
  const fingerprint = await findOrdersFingerprint(db);
  const cached = pairsOfDatabase.get(db);
  if (cached) {
    const counts = await cached.catch(() => undefined);
    if (counts?.fingerprint === fingerprint) return counts;
  }
  const loading = findOrderedPartTypePairs(db).then((pairs) => {
    const withPartType = new Map<string, Map<string, number>>();
    for (const { a, b, orders } of pairs) {
      const row = withPartType.get(a) ?? new Map<string, number>();
      row.set(b, orders);
      withPartType.set(a, row);
    }
    return { fingerprint, withPartType };
  });
  pairsOfDatabase.set(db, loading);
  return loading;
}

/** The prior of the catalog's related list: its first is worth CROSS_SELL_PRIOR_ORDERS orders. */
export function priorOrders(rank: number): number {
  return Math.max(1, CROSS_SELL_PRIOR_ORDERS + 1 - rank);
}

/**
 * GET /parttypes/crossSellPartTypes: for the results' part types, the part types bought with them,
 * by the orders that held both plus the prior (ties by the catalog's related rank, then name),
 * the asked ones left out, at most CROSS_SELL_MAX; each with its best part for the current
 * vehicle from the parts lookup (kits left out).
 */
export async function crossSellPartTypes(
  deps: Deps,
  user: AuthUser,
  partTypeIds: readonly string[],
  locale: Locale,
): Promise<CrossSellResponse> {
  const { shop } = await requireCurrentShop(deps, user);
  const index = await getPartTypeIndex(deps);
  const asked = [...new Set(partTypeIds)];
  for (const id of asked) {
    if (!index.partTypeById.get(id)?.leaf) throw notFound(`No such part type: ${id}`);
  }
  const askedSet = new Set(asked);
  const scores = new Map<string, { orders: number; prior: number; rank: number }>();
  const entry = (id: string) => {
    const score = scores.get(id) ?? { orders: 0, prior: 0, rank: Number.MAX_SAFE_INTEGER };
    scores.set(id, score);
    return score;
  };
  const counts = await pairCounts(deps.db);
  for (const id of asked) {
    for (const [other, orders] of counts.withPartType.get(id) ?? []) {
      if (!askedSet.has(other) && index.partTypeById.get(other)?.leaf)
        entry(other).orders += orders;
    }
    for (const node of await relatedPartTypes(deps, id, locale)) {
      if (askedSet.has(node.partTypeId) || !node.leaf) continue;
      const score = entry(node.partTypeId);
      score.prior = Math.max(score.prior, priorOrders(node.rank));
      score.rank = Math.min(score.rank, node.rank);
    }
  }
  const nameOf = (id: string) => {
    const partType = index.partTypeById.get(id);
    return partType ? partTypeName(partType, locale) : id;
  };
  const chosen = [...scores.entries()]
    .sort(
      ([a, x], [b, y]) =>
        y.orders + y.prior - (x.orders + x.prior) ||
        x.rank - y.rank ||
        nameOf(a).localeCompare(nameOf(b), locale),
    )
    .slice(0, CROSS_SELL_MAX);
  const best = await bestProducts(
    deps,
    user,
    chosen.map(([id]) => id),
    locale,
  );
  return {
    homeStoreId: shop.homeStoreId ?? 0,
    hideCosts: shop.hideCosts,
    partTypes: chosen.map(([id, score]) => ({
      partTypeId: id,
      partTypeName: nameOf(id),
      orders: score.orders,
      related: score.prior > 0,
      product: best.get(id) ?? null,
    })),
  };
}

/** The first part (no kit) of each part type in the parts lookup for the current vehicle. */
async function bestProducts(
  deps: Deps,
  user: AuthUser,
  partTypeIds: readonly string[],
  locale: Locale,
) {
  const best = new Map<string, CrossSellResponse['partTypes'][number]['product']>();
  if (partTypeIds.length === 0) return best;
  try {
    const lookup = await lookUpProducts(
      deps,
      user,
      { partTypeId: [...partTypeIds], sort: 'SCORE' },
      locale,
    );
    for (const product of lookup.products) {
      if (product.kitType === null && !best.has(product.partTypeId))
        best.set(product.partTypeId, product);
    }
  } catch (error) {
    // No vehicle: the part types are still worth naming; their parts come with a vehicle.
    if (!(error instanceof AppError && error.code === 'NO_CURRENT_VEHICLE')) throw error;
  }
  return best;
}
