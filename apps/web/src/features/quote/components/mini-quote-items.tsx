import { ActionIcon, Group, Loader, Text } from '@mantine/core';
import type { QuoteItem, QuoteSummary } from '@procounter/shared/contracts/worksheet';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatQuantity, viewPrice } from '@/lib/prices';
import { useDeleteQuoteItem } from '../api/delete-quote-item';
import { listedItems, shownUnitPrice } from '../utils/quote-prices';
import classes from './quote.module.css';

interface MiniQuoteItemsProps {
  summary: QuoteSummary;
  hideCosts: boolean;
}

/**
 * The mini quote's lines: description, quantity, price (per unit) and a remove button. After a
 * removal focus goes to the remove button now in the removed line's place (or the last one), so a
 * keyboard user stays in the list.
 */
export function MiniQuoteItems({ summary, hideCosts }: MiniQuoteItemsProps) {
  const { t, i18n } = useTranslation();
  const remove = useDeleteQuoteItem();
  const items = listedItems(summary);
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  // The line just removed and its place: focus moves once the line has left the list.
  const [removed, setRemoved] = useState<{ id: number; index: number } | null>(null);

  useEffect(() => {
    if (removed === null || items.some((item) => item.id === removed.id)) return;
    const target = items[Math.min(removed.index, items.length - 1)];
    if (target) buttons.current.get(target.id)?.focus();
    setRemoved(null);
  }, [removed, items]);

  const removeItem = (item: QuoteItem, index: number) => {
    // aria-disabled rather than disabled: a disabled button would lose the keyboard focus.
    if (remove.isPending) return;
    remove.mutate(item.id, { onSuccess: () => setRemoved({ id: item.id, index }) });
  };

  return (
    <ul className={classes.items}>
      {items.map((item, index) => {
        const removing = remove.isPending && remove.variables === item.id;
        return (
          <li key={item.id} className={classes.item}>
            <div className={classes.itemText}>
              <Text size="sm" fw={600} className={classes.description}>
                {item.itemDescription}
              </Text>
              <Group gap="md" wrap="nowrap">
                <Text size="xs" c="dimmed">
                  {t('common:quote.quantity', {
                    quantity: formatQuantity(item.itemQuantity, i18n.language),
                  })}
                </Text>
                <ItemPrice price={shownUnitPrice(item, hideCosts)} />
              </Group>
            </div>
            <ActionIcon
              ref={(node) => {
                if (node) buttons.current.set(item.id, node);
                else buttons.current.delete(item.id);
              }}
              variant="subtle"
              color="red"
              aria-label={t('common:quote.removeItem', { description: item.itemDescription })}
              aria-disabled={remove.isPending || undefined}
              data-disabled={(remove.isPending && !removing) || undefined}
              onClick={() => removeItem(item, index)}
            >
              {removing ? <Loader size="xs" color="red" /> : '×'}
            </ActionIcon>
          </li>
        );
      })}
    </ul>
  );
}

function ItemPrice({ price }: { price: number | null }) {
  const { t, i18n } = useTranslation();
  const view = viewPrice(price, i18n.language);
  if (view.kind === 'hidden') return null;
  return (
    <Text size="xs" fw={600}>
      {view.kind === 'amount' ? view.text : t('common:quote.callForPricing')}
    </Text>
  );
}
