import { notifications } from '@mantine/notifications';
import { API } from '@procounter/shared/contracts/api-paths';
import type {
  CreateStockOrderQuickAddBody,
  StockOrder,
} from '@procounter/shared/contracts/stock-order';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, apiRequest } from '@/lib/api-client';
import { stockOrderKeys } from '@/lib/query-keys';
import {
  createQuickAddBatcher,
  type QuickAddItem,
  rememberQuickAddTarget,
} from '@/lib/quick-add-batch';
import { askQuickAddTarget } from '@/lib/quick-add-target';
import { showErrorToast } from '@/lib/toasts';
import { useCurrentUser } from './use-current-user';

/**
 * What quick add needs of the answer (the StockOrder after the change): the order's id
 * (remembered) and name (the notice).
 */
type QuickAddAnswer = Pick<StockOrder, 'id' | 'name'>;

interface BatchContext {
  /** The name of a new order, when there is no last used one (or it is gone). */
  newOrderName: string;
  /** Whose last used order to remember (asked once the batch goes out: the user may still load). */
  userId: () => number | null;
}

interface BatchResult {
  answer: QuickAddAnswer;
  items: QuickAddItem[];
}

const post = (body: CreateStockOrderQuickAddBody) =>
  apiRequest<QuickAddAnswer>(API.stockOrderQuickAdd, { method: 'POST', json: body });

/** The user cancelled the question of which order: nothing was sent, nothing to say. */
class QuickAddCancelled extends Error {}

/**
 * Asks which stock order (the last used one preselected; a new one with the default name), then
 * POST /stockorders/createStockOrder {id | name, items}. A chosen order that is gone by then (404,
 * deleted in another tab) is forgotten and the batch goes to a new order instead.
 */
async function sendBatch(items: QuickAddItem[], context: BatchContext): Promise<BatchResult> {
  const count = items.reduce((sum, item) => sum + item.quantity, 0);
  const target = await askQuickAddTarget(count, context.newOrderName);
  if (target === null) throw new QuickAddCancelled();
  let answer: QuickAddAnswer;
  try {
    answer = await post({ ...target, items });
  } catch (error) {
    if (!('id' in target && error instanceof ApiError && error.status === 404)) throw error;
    rememberQuickAddTarget(context.userId(), null);
    answer = await post({ name: context.newOrderName, items });
  }
  rememberQuickAddTarget(context.userId(), answer.id);
  return { answer, items };
}

/** One batcher for the whole tab: clicks on different rows or pages batch together. */
const batcher = createQuickAddBatcher(sendBatch);
/** Batches whose outcome a hook already shows (every add of a batch shares its promise). */
const handled = new WeakSet<Promise<BatchResult>>();

function onBatchDone(
  batch: Promise<BatchResult>,
  client: QueryClient,
  t: TFunction,
  onError?: (error: unknown) => void,
) {
  if (handled.has(batch)) return;
  handled.add(batch);
  batch.then(
    ({ answer, items }) => {
      void client.invalidateQueries({ queryKey: stockOrderKeys.all });
      notifications.show({
        color: 'green',
        withBorder: true,
        message: t('stock:quickAdd.added', {
          count: items.reduce((sum, item) => sum + item.quantity, 0),
          name: answer.name ?? '',
        }),
      });
    },
    (error: unknown) => {
      if (error instanceof QuickAddCancelled) return;
      // A refused part (422 UNKNOWN_PRODUCT, QTY_EXCEEDS_1000) reads as the server says it.
      const refusal =
        error instanceof ApiError && error.status === 422
          ? error.body?.details?.map((detail) => detail.message).join(' ') || error.body?.message
          : undefined;
      const message = refusal || t('stock:quickAdd.failed');
      showErrorToast(message);
      onError?.(error);
    },
  );
}

/**
 * Quick add to a stock order from any page that shows a part (R-STOCK-3): `add({line, item, desc,
 * quantity})`. Clicks within QUICK_ADD_BATCH_MS go out as ONE createStockOrder request, the same
 * line + item merged, after ONE question of which stock order (components/quick-add-target-dialog:
 * the user's last used order preselected, else a new order named 'Quick add {date}'); a
 * cancelled question sends nothing. A success is one notice per batch and the stock order
 * queries are read again; a failure is an error toast (the server's message for a refused part).
 */
export function useQuickAdd(options: { onError?: (error: unknown) => void } = {}) {
  const client = useQueryClient();
  const { t, i18n } = useTranslation();
  const { onError } = options;
  const userId = useRef<number | null>(null);
  userId.current = useCurrentUser().data?.userId ?? null;
  const add = useCallback(
    (item: QuickAddItem): void => {
      const date = new Intl.DateTimeFormat(i18n.language === 'es' ? 'es-US' : 'en-US', {
        dateStyle: 'short',
      }).format(new Date());
      const batch = batcher.add(item, {
        newOrderName: t('stock:quickAdd.newOrderName', { date }),
        userId: () => userId.current,
      });
      onBatchDone(batch, client, t, onError);
    },
    [client, t, i18n.language, onError],
  );
  return { add };
}
