import { Anchor, Group, Popover, Stack, Text } from '@mantine/core';
import type { QuoteSummary } from '@procounter/shared/contracts/worksheet';
import { type RefObject, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { viewPrice } from '@/lib/prices';
import { quoteDetailsPath } from '../utils/quote-paths';
import { showsCosts } from '../utils/quote-prices';
import { MiniQuoteButton } from './mini-quote-button';
import { MiniQuoteItems } from './mini-quote-items';
import classes from './quote.module.css';

interface QuoteDropdownProps {
  summary: QuoteSummary;
  hideCosts: boolean;
  opened: boolean;
  onOpenedChange: (opened: boolean) => void;
  /**
   * Whether the stand-in button (mini-quote.tsx) has the focus, read as this one takes its place:
   * then this one takes it.
   */
  standInFocused?: RefObject<boolean>;
}

/**
 * The mini quote's dropdown: the lines with a remove button each, the totals (the cost subtotal
 * where costs are shown, the total price), Go To Quote.
 */
export function QuoteDropdown({
  summary,
  hideCosts,
  opened,
  onOpenedChange,
  standInFocused,
}: QuoteDropdownProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const { subtotalCost, subtotalPrice } = summary.quoteDetails;
  const cost = viewPrice(showsCosts(summary, hideCosts) ? subtotalCost : 0, i18n.language);
  const price = viewPrice(subtotalPrice, i18n.language);
  const target = useRef<HTMLButtonElement>(null);
  // Opened from the stand-in button before this code arrived (mini-quote.tsx): the focus moves to
  // this button first, then the dropdown opens, so that closing it returns the focus here. Only
  // focused, the stand-in's focus moves here too (a key pressed next reaches this button).
  const [ready, setReady] = useState(!opened);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as it takes the stand-in's place
  useLayoutEffect(() => {
    if (!ready || standInFocused?.current) target.current?.focus();
    if (!ready) setReady(true);
  }, []);

  return (
    <Popover
      opened={opened && ready}
      onChange={onOpenedChange}
      position="bottom-end"
      width={380}
      shadow="md"
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <MiniQuoteButton
          ref={target}
          summary={summary}
          hideCosts={hideCosts}
          onClick={() => onOpenedChange(!opened)}
        />
      </Popover.Target>
      <Popover.Dropdown aria-labelledby={headingId} p="sm" className={classes.dropdown}>
        <Text id={headingId} fw={700} size="sm">
          {t('common:quote.currentQuote')}
        </Text>
        <Text size="sm" mb="xs">
          {summary.quoteDetails.worksheetName
            ? t('common:quote.quoteNamed', {
                name: summary.quoteDetails.worksheetName,
                id: summary.quoteDetails.worksheetHeaderId,
              })
            : t('common:quotes.details.quoteNumber', {
                id: summary.quoteDetails.worksheetHeaderId,
              })}
        </Text>
        <MiniQuoteItems summary={summary} hideCosts={hideCosts} />
        <Group justify="space-between" align="flex-end" mt="sm" gap="sm">
          <Stack gap={0}>
            {cost.kind === 'amount' ? (
              <Text size="sm">{t('common:quote.costSubtotal', { amount: cost.text })}</Text>
            ) : null}
            {price.kind === 'amount' ? (
              <Text size="sm" fw={700}>
                {t('common:quote.totalPrice', { amount: price.text })}
              </Text>
            ) : null}
          </Stack>
          <Anchor
            component={Link}
            to={quoteDetailsPath(summary.quoteDetails.worksheetHeaderId)}
            size="sm"
            fw={600}
            onClick={() => onOpenedChange(false)}
          >
            {t('common:quote.goToQuote')}
          </Anchor>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
