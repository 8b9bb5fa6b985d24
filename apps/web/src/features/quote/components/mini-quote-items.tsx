import { ActionIcon, Group, Loader, Text } from '@mantine/core';
import type { QuoteItem, QuoteSummary } from '@procounter/shared/contracts/worksheet';
import { isKitComponentItem } from '@procounter/shared/domain/quote-totals';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatQuantity, viewPrice } from '@/lib/prices';
import { useDeleteQuoteItem } from '../api/delete-quote-item';
import { useUpdateQuoteItem } from '../api/update-quote-item';
import { type LineFigures, lineFigures, listedItems, showsCosts } from '../utils/quote-prices';
import { LineQuantityInput } from './line-quantity-input';
import classes from './quote.module.css';

interface MiniQuoteItemsProps {
  summary: QuoteSummary;
  hideCosts: boolean;
}

/**
 * The mini quote's lines: description, quantity (an input, as on the quote page: R-QUOTE-9), the
 * unit figure and the line total (each named: 'Cost $21.37 each', 'Line total $42.74') and a
 * remove button. After a
 * removal focus goes to the remove button now in the removed line's place (or the last one), so a
 * keyboard user stays in the list.
 */
export function MiniQuoteItems({ summary, hideCosts }: MiniQuoteItemsProps) {
  const { t, i18n } = useTranslation();
  const remove = useDeleteQuoteItem();
  const update = useUpdateQuoteItem(summary.quoteDetails.worksheetHeaderId);
  const items = listedItems(summary);
  const costs = showsCosts(summary, hideCosts);
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
              <Group gap="xs" wrap="wrap">
                {isKitComponentItem(item) ? (
                  // A kit's part changes with its kit's quantity.
                  <Text size="xs" c="dimmed">
                    {t('common:quote.quantity', {
                      quantity: formatQuantity(item.itemQuantity, i18n.language),
                    })}
                  </Text>
                ) : (
                  <Group gap={4} wrap="nowrap">
                    <Text size="xs" c="dimmed" aria-hidden>
                      {t('common:quote.quantityShort')}
                    </Text>
                    <LineQuantityInput
                      itemType={item.itemType}
                      description={item.itemDescription}
                      quantity={item.itemQuantity}
                      onCommit={(quantity) =>
                        update.mutateAsync({ worksheetDetailId: item.id, quantity })
                      }
                    />
                  </Group>
                )}
                <ItemFigures figures={lineFigures(item, costs)} />
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
              // The dropdown opens on the first line's remove button, not in a quantity box (which
              // would bring up a phone's keyboard).
              data-autofocus={index === 0 || undefined}
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

/** 'Cost $21.37 each' and 'Line total $42.74'; 'Call for Pricing' without; nothing for 0. */
function ItemFigures({ figures }: { figures: LineFigures }) {
  const { t, i18n } = useTranslation();
  const unit = viewPrice(figures.unit, i18n.language);
  if (unit.kind === 'hidden') return null;
  if (unit.kind === 'callForPricing') {
    return (
      <Text size="xs" fw={600}>
        {t('common:quote.callForPricing')}
      </Text>
    );
  }
  const total = viewPrice(figures.total, i18n.language);
  return (
    <>
      <Text size="xs">
        {figures.kind === 'cost'
          ? t('common:quote.unitCost', { amount: unit.text })
          : t('common:quote.unitPrice', { amount: unit.text })}
      </Text>
      {total.kind === 'amount' ? (
        <Text size="xs" fw={600}>
          {t('common:quote.lineTotal', { amount: total.text })}
        </Text>
      ) : null}
    </>
  );
}
