import {
  INTERCHANGE_KINDS,
  INTERCHANGE_RESULTS_MAX,
  type InterchangeQuery,
  type InterchangeReference,
  type InterchangeResponse,
} from '@procounter/shared/contracts/interchange';
import type { Locale } from '@procounter/shared/contracts/user';
import { partNumberKey } from '@procounter/shared/domain/part-number';
import type { AuthUser } from '../../lib/auth-user';
import type { ServiceDeps } from '../../lib/deps';
import { presentProductMatches } from '../catalog-search/catalog-search.service';
import {
  findInterchangeMatches,
  type InterchangeRow,
} from '../parts-catalog/parts-catalog.service';
import { requireCurrentShop } from '../shops/shops.service';

type Deps = Pick<ServiceDeps, 'db'>;

const kindRank = new Map(INTERCHANGE_KINDS.map((kind, i) => [kind, i]));

/**
 * GET /catalog/interchange: our products a typed number names, each once with its closest
 * reference (OWN, then SUPERSEDED, OE, COMPETITOR, EQUIVALENT), then by brand and part number, at
 * most INTERCHANGE_RESULTS_MAX; priced, stocked and fitted for the caller's current shop as
 * preprocess's match is (presentProductMatches).
 */
export async function lookUpInterchange(
  deps: Deps,
  user: AuthUser,
  query: InterchangeQuery,
  locale: Locale,
): Promise<InterchangeResponse> {
  const { shop } = await requireCurrentShop(deps, user);
  const numberKey = partNumberKey(query.number);
  const rows = await findInterchangeMatches(deps, numberKey, INTERCHANGE_RESULTS_MAX);
  const closest = new Map<number, InterchangeRow>();
  for (const row of rows) {
    const kept = closest.get(row.productId);
    if (!kept || kindRank.get(row.kind)! < kindRank.get(kept.kind)!)
      closest.set(row.productId, row);
  }
  const chosen = [...closest.values()]
    .sort(
      (a, b) =>
        kindRank.get(a.kind)! - kindRank.get(b.kind)! ||
        a.brandName.localeCompare(b.brandName, 'en') ||
        a.partNumber.localeCompare(b.partNumber, 'en') ||
        a.productId - b.productId,
    )
    .slice(0, INTERCHANGE_RESULTS_MAX);
  const presented = await presentProductMatches(deps, user, shop, chosen, locale);
  return {
    numberKey,
    results: chosen.map((row, i) => ({
      reference: referenceOf(row),
      product: presented[i]!,
    })),
  };
}

function referenceOf(row: InterchangeRow): InterchangeReference {
  if (row.kind === 'OWN') {
    return { kind: 'OWN', source: row.brandName, number: row.partNumber };
  }
  return { kind: row.kind, source: row.source ?? '', number: row.number ?? '' };
}
