import {
  type InteractionSignalBody,
  normaliseSignalQuery,
  SIGNAL_OWN_SHOP_FACTOR,
  SIGNAL_WEIGHTS,
  type SuggestionSignalBody,
} from '@procounter/shared/contracts/signals';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../lib/auth-user';
import type { Bus, BusLog } from '../../lib/bus';
import type { ServiceDeps } from '../../lib/deps';
import { requireCurrentShop } from '../shops/shops.service';
import { findSignalsAfter, insertSignals, type SignalRow } from './signals.repository';

// Search signals (issue 25 part 4, README): what shops pick, kept as counts in each process and
// read again incrementally (the rows after the last one read) when this process records one or
// the bus says another did. The typeahead and the results' best-match sort ask these counts in
// memory: no statement on their path.

type Deps = Pick<ServiceDeps, 'db'>;

export const SIGNALS_CHANNEL = 'signals_recorded';
/** Rows read per statement when catching up. */
const READ_BATCH = 5000;

/** A count of every shop's and of each shop's own. */
class Tally {
  all = 0;
  readonly byShop = new Map<number, number>();
  add(shopId: number, n: number) {
    this.all += n;
    this.byShop.set(shopId, (this.byShop.get(shopId) ?? 0) + n);
  }
  /** Every shop's, this shop's counted SIGNAL_OWN_SHOP_FACTOR times in all. */
  score(shopId: number | null): number {
    const own = shopId === null ? 0 : (this.byShop.get(shopId) ?? 0);
    return this.all + (SIGNAL_OWN_SHOP_FACTOR - 1) * own;
  }
}

interface SignalCounts {
  /** The last row read. */
  through: number;
  /** normalised query -> part type -> suggestions chosen. */
  suggestions: Map<string, Map<string, Tally>>;
  /** product -> weighted interactions. */
  products: Map<number, Tally>;
  /** user -> the shop of their latest signal (checked then: their current shop). */
  shopOfUser: Map<number, number>;
}

interface Kept {
  counts: SignalCounts;
  /** The first read has ended well: the counts hold every row up to `through`. */
  loaded: boolean;
  /** The reads under way, one after another: each starts after the one before has ended. */
  reading: Promise<void>;
}

const keptOfDatabase = new WeakMap<Database, Kept>();

function apply(counts: SignalCounts, row: SignalRow) {
  if (row.userId !== null) counts.shopOfUser.set(row.userId, row.shopId);
  if (row.kind === 'SUGGESTION' && row.query !== null && row.partTypeId !== null) {
    const byPartType = counts.suggestions.get(row.query) ?? new Map<string, Tally>();
    const tally = byPartType.get(row.partTypeId) ?? new Tally();
    tally.add(row.shopId, 1);
    byPartType.set(row.partTypeId, tally);
    counts.suggestions.set(row.query, byPartType);
  } else if (row.kind === 'INTERACTION' && row.productId !== null) {
    const weights: Readonly<Record<string, number>> = SIGNAL_WEIGHTS;
    const weight = weights[row.eventType ?? ''] ?? 0;
    if (weight === 0) return;
    const tally = counts.products.get(row.productId) ?? new Tally();
    tally.add(row.shopId, weight);
    counts.products.set(row.productId, tally);
  }
}

async function readNew(db: Database, kept: Kept) {
  const { counts } = kept;
  for (;;) {
    const rows = await findSignalsAfter(db, counts.through, READ_BATCH);
    for (const row of rows) apply(counts, row);
    if (rows.length > 0) counts.through = rows[rows.length - 1]!.id;
    if (rows.length < READ_BATCH) break;
  }
  kept.loaded = true;
}

/** Reads what was added since the last read, after any read under way. */
function catchUp(db: Database): Promise<void> {
  let kept = keptOfDatabase.get(db);
  if (!kept) {
    kept = {
      counts: { through: 0, suggestions: new Map(), products: new Map(), shopOfUser: new Map() },
      loaded: false,
      reading: Promise.resolve(),
    };
    keptOfDatabase.set(db, kept);
  }
  const mine = kept;
  const next = mine.reading.catch(() => {}).then(() => readNew(db, mine));
  mine.reading = next;
  return next;
}

/** The counts, read once at first use (warmSignals at start makes that before any request). */
async function signalCounts(db: Database): Promise<SignalCounts> {
  const kept = keptOfDatabase.get(db);
  if (kept?.loaded) return kept.counts;
  // The first read, or another try after one failed.
  await catchUp(db);
  return keptOfDatabase.get(db)!.counts;
}

/** Reads the signals now, so the first lookup or typeahead does not wait for them. */
export async function warmSignals({ db }: Deps): Promise<void> {
  await signalCounts(db);
}

/** Reads again whenever any process says it recorded signals; answers the function that stops. */
export function followSignals(db: Database, bus: Bus, log: BusLog): Promise<() => Promise<void>> {
  return bus.subscribe(SIGNALS_CHANNEL, () => {
    catchUp(db).catch((error: unknown) => log.warn({ err: error }, 'signals not read again'));
  });
}

/** What the rankings ask: the score of a part type for a query, of a product, for a shop. */
export interface SignalRanking {
  suggestionScore(query: string, partTypeId: string): number;
  productScore(productId: number): number;
}

/** The rankings for a shop (null: every shop's picks only). */
export async function getSignalRanking(
  { db }: Deps,
  shopId: number | null,
): Promise<SignalRanking> {
  return rankingOf(await signalCounts(db), shopId);
}

function rankingOf(counts: SignalCounts, shopId: number | null): SignalRanking {
  return {
    suggestionScore: (query, partTypeId) =>
      counts.suggestions.get(normaliseSignalQuery(query))?.get(partTypeId)?.score(shopId) ?? 0,
    productScore: (productId) => counts.products.get(productId)?.score(shopId) ?? 0,
  };
}

/**
 * The rankings for a user's shop where no statement may be spent to find it (the typeahead): the
 * shop of the user's latest signal (their current shop when they sent it), else the shop they
 * selected, else every shop's picks only.
 */
export async function getSignalRankingOfUser(
  { db }: Deps,
  user: Pick<AuthUser, 'id' | 'selectedShopId'>,
): Promise<SignalRanking> {
  const counts = await signalCounts(db);
  return rankingOf(counts, counts.shopOfUser.get(user.id) ?? user.selectedShopId ?? null);
}

async function record(deps: Deps & { bus: Bus }, rows: Parameters<typeof insertSignals>[1]) {
  await insertSignals(deps.db, rows);
  // This process counts them before it answers; the others when the bus tells them.
  await catchUp(deps.db);
  await deps.bus.publish(SIGNALS_CHANNEL, { rows: rows.length });
}

/** POST /signals/v2/suggestions: a part type chosen for a query, in the caller's current shop. */
export async function recordSuggestion(
  deps: Deps & { bus: Bus },
  user: AuthUser,
  body: SuggestionSignalBody,
): Promise<void> {
  const { shop } = await requireCurrentShop(deps, user);
  const query = normaliseSignalQuery(body.query);
  if (query === '') return;
  await record(deps, [
    {
      kind: 'SUGGESTION',
      shopId: shop.id,
      userId: user.id,
      source: body.source,
      query,
      partTypeId: body.partTypeId,
    },
  ]);
}

/** POST /signals/interactions: products looked at, added or ordered, in the current shop. */
export async function recordInteraction(
  deps: Deps & { bus: Bus },
  user: AuthUser,
  body: InteractionSignalBody,
): Promise<void> {
  const { shop } = await requireCurrentShop(deps, user);
  const query = body.query === undefined ? null : normaliseSignalQuery(body.query) || null;
  await record(
    deps,
    [...new Set(body.productIds)].map((productId) => ({
      kind: 'INTERACTION',
      shopId: shop.id,
      userId: user.id,
      source: body.source,
      eventType: body.eventType,
      query,
      productId,
    })),
  );
}
