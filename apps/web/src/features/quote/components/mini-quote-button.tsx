import { Badge, Button, type ButtonProps, VisuallyHidden } from '@mantine/core';
import type { QuoteSummary } from '@procounter/shared/contracts/worksheet';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { viewPrice } from '@/lib/prices';
import { shownSubtotal } from '../utils/quote-prices';

export interface MiniQuoteButtonProps
  extends ButtonProps,
    Omit<ComponentPropsWithRef<'button'>, keyof ButtonProps> {
  summary: QuoteSummary;
  hideCosts: boolean;
}

/** The quote's subtotal in the shown prices, in the user's language, or null when there is none. */
export function useSubtotalText(summary: QuoteSummary, hideCosts: boolean): string | null {
  const { t, i18n } = useTranslation();
  const subtotal = viewPrice(shownSubtotal(summary, hideCosts), i18n.language);
  return subtotal.kind === 'amount' ? t('common:quote.subtotal', { amount: subtotal.text }) : null;
}

/**
 * The mini quote's button while the quote has items: the subtotal (or Quote) and the item count.
 * The dropdown's target (mini-quote-dropdown.tsx) passes its ref and aria attributes through.
 */
export function MiniQuoteButton({ summary, hideCosts, ...buttonProps }: MiniQuoteButtonProps) {
  const { t } = useTranslation();
  const count = summary.quoteDetails.totalItems;
  const subtotalText = useSubtotalText(summary, hideCosts);
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
      {subtotalText ?? t('common:quote.quote')}
      <VisuallyHidden>{t('common:quote.itemCount', { count })}</VisuallyHidden>
    </Button>
  );
}
