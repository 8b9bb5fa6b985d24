/**
 * Stock order quick add (R-STOCK-3: de-duplicates by line plus item; batches after 200 ms): the
 * pure rules. Clicks made within QUICK_ADD_BATCH_MS of the first one go out as one request; the
 * same line + item twice in a batch is one entry with the quantities added (at most the line
 * maximum), never two.
 */
import { QUICK_ADD_BATCH_MS, STOCK_ORDER_MAX_QUANTITY } from '@procounter/shared/domain/constants';
import { storage } from './storage';

export interface QuickAddItem {
  line: string;
  item: string;
  desc?: string;
  quantity: number;
}

/** The server's identity of a part as typed: any case, spaces and dashes ignored. */
export const quickAddKey = (item: Pick<QuickAddItem, 'line' | 'item'>) =>
  `${item.line}\u0000${item.item}`.toUpperCase().replace(/[\s-]/g, '');

/** The batch's items merged by line + item, in the order first clicked. */
export function mergeQuickAddItems(items: readonly QuickAddItem[]): QuickAddItem[] {
  const merged = new Map<string, QuickAddItem>();
  for (const item of items) {
    const key = quickAddKey(item);
    const seen = merged.get(key);
    if (seen) {
      seen.quantity = Math.min(seen.quantity + item.quantity, STOCK_ORDER_MAX_QUANTITY);
      seen.desc ??= item.desc;
    } else {
      merged.set(key, { ...item });
    }
  }
  return [...merged.values()];
}

export interface QuickAddBatcher<C, R> {
  /**
   * Queues an item. Answers the promise of its batch: every add of one batch gets the same
   * promise, so a caller can tell a batch it already handles.
   */
  add(item: QuickAddItem, context: C): Promise<R>;
}

/**
 * A batcher: the first add starts a window of `delayMs`; when it ends, `send` gets the merged
 * items and the context of the window's last add (the newest callbacks and texts).
 */
export function createQuickAddBatcher<C, R>(
  send: (items: QuickAddItem[], context: C) => Promise<R>,
  delayMs: number = QUICK_ADD_BATCH_MS,
): QuickAddBatcher<C, R> {
  let pending: {
    items: QuickAddItem[];
    context: C;
    promise: Promise<R>;
    resolve: (value: R) => void;
    reject: (error: unknown) => void;
  } | null = null;

  const flush = () => {
    const batch = pending;
    pending = null;
    if (!batch) return;
    send(mergeQuickAddItems(batch.items), batch.context).then(batch.resolve, batch.reject);
  };

  return {
    add(item, context) {
      if (!pending) {
        let resolve!: (value: R) => void;
        let reject!: (error: unknown) => void;
        const promise = new Promise<R>((res, rej) => {
          resolve = res;
          reject = rej;
        });
        pending = { items: [], context, promise, resolve, reject };
        setTimeout(flush, delayMs);
      }
      pending.items.push(item);
      pending.context = context;
      return pending.promise;
    },
  };
}

// --- the target order ---------------------------------------------------------------------------

/**
 * The stock order quick add last went to, per user of this device (every tab of theirs, and their
 * next login; the colleague who signs in at the same counter has their own). A refused storage
 * (private mode) only costs the preselection.
 */
type QuickAddTargets = Record<string, number>;

export function readQuickAddTarget(userId: number | null | undefined): number | null {
  if (userId == null) return null;
  const value = storage.readValue<QuickAddTargets>('quickAddStockOrders')?.[String(userId)];
  return Number.isInteger(value) && (value ?? 0) > 0 ? (value ?? null) : null;
}

export function rememberQuickAddTarget(userId: number | null | undefined, id: number | null): void {
  if (userId == null) return;
  const targets = { ...storage.readValue<QuickAddTargets>('quickAddStockOrders') };
  if (id === null) delete targets[String(userId)];
  else targets[String(userId)] = id;
  storage.write('quickAddStockOrders', targets);
}
