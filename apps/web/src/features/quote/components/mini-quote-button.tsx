import { Badge, Button, type ButtonProps, VisuallyHidden } from '@mantine/core';
import type { QuoteSummary } from '@procounter/shared/contracts/worksheet';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { viewPrice } from '@/lib/prices';
import { headlineTotal } from '../utils/quote-prices';

export interface MiniQuoteButtonProps
  extends ButtonProps,
    Omit<ComponentPropsWithRef<'button'>, keyof ButtonProps> {
  summary: QuoteSummary;
  hideCosts: boolean;
}

/**
 * The button's total, named for what it is ('Cost subtotal: $264.77', 'Total price: $794.88'), in
 * the user's language; null when it is 0.
 */
export function useHeadlineText(summary: QuoteSummary, hideCosts: boolean): string | null {
  const { t, i18n } = useTranslation();
  const headline = headlineTotal(summary, hideCosts);
  const view = viewPrice(headline.amount, i18n.language);
  if (view.kind !== 'amount') return null;
  return headline.kind === 'costSubtotal'
    ? t('common:quote.costSubtotal', { amount: view.text })
    : t('common:quote.totalPrice', { amount: view.text });
}

/**
 * The mini quote's button while the quote has items: its total (or Quote) and the item count.
 * The dropdown's target (mini-quote-dropdown.tsx) passes its ref and aria attributes through.
 */
export function MiniQuoteButton({ summary, hideCosts, ...buttonProps }: MiniQuoteButtonProps) {
  const { t } = useTranslation();
  const count = summary.quoteDetails.totalItems;
  const headlineText = useHeadlineText(summary, hideCosts);
  return (
    <Button
      variant="filled"
      color="accent"
      size="sm"
      autoContrast
      rightSection={
        <Badge size="sm" color="dark" circle aria-hidden>
          {count}
        </Badge>
      }
      {...buttonProps}
    >
      {headlineText ?? t('common:quote.quote')}
      <VisuallyHidden>{t('common:quote.itemCount', { count })}</VisuallyHidden>
    </Button>
  );
}
