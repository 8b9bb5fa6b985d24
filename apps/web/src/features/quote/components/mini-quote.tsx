import { Anchor, Badge, Button, Group, Popover, Text, VisuallyHidden } from '@mantine/core';
import type { QuoteSummary } from '@procounter/shared/contracts/worksheet';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentShop } from '@/hooks/use-current-shop';
import { useErrorToast } from '@/hooks/use-error-toast';
import { useMiniQuote } from '@/hooks/use-mini-quote';
import { viewPrice } from '@/lib/prices';
import { shownSubtotal } from '../utils/quote-prices';
import { MiniQuoteItems } from './mini-quote-items';
import classes from './quote.module.css';

/** Where Go To Quote leads with an empty quote: the quotes list, where saved quotes are. */
export const QUOTES_PATH = '/quote/search';

/** The current quote's own page. */
export const quoteDetailsPath = (worksheetHeaderId: number) =>
  `/quote/details/${worksheetHeaderId}`;

/**
 * The info bar's mini quote (spec 002 section 2): Go To Quote while the quote is empty; otherwise
 * the subtotal and the item count, opening a dropdown that lists the lines with a remove button
 * each. Costs or customer prices follow the current shop's hideCosts; until the shop is known,
 * costs stay hidden.
 */
export function MiniQuote() {
  const { t } = useTranslation();
  const quote = useMiniQuote();
  const shop = useCurrentShop(true);
  useErrorToast(quote.isError && quote.data === undefined, t('common:quote.loadFailed'));
  const [opened, setOpened] = useState(false);
  const goToQuote = useRef<HTMLAnchorElement>(null);

  const summary = quote.data;
  const empty = !summary || summary.quoteDetails.totalItems === 0;

  useEffect(() => {
    // The last line went from the open dropdown: focus moves to Go To Quote, which takes its place.
    if (empty && opened) {
      setOpened(false);
      goToQuote.current?.focus();
    }
  }, [empty, opened]);

  if (empty) {
    return (
      <Button
        ref={goToQuote}
        component={Link}
        to={QUOTES_PATH}
        variant="filled"
        color="accent"
        size="sm"
        autoContrast
      >
        {t('common:quote.goToQuote')}
      </Button>
    );
  }
  return (
    <QuoteDropdown
      summary={summary}
      hideCosts={shop.data?.hideCosts ?? true}
      opened={opened}
      onOpenedChange={setOpened}
    />
  );
}

interface QuoteDropdownProps {
  summary: QuoteSummary;
  hideCosts: boolean;
  opened: boolean;
  onOpenedChange: (opened: boolean) => void;
}

function QuoteDropdown({ summary, hideCosts, opened, onOpenedChange }: QuoteDropdownProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const count = summary.quoteDetails.totalItems;
  const subtotal = viewPrice(shownSubtotal(summary, hideCosts), i18n.language);
  const subtotalText =
    subtotal.kind === 'amount' ? t('common:quote.subtotal', { amount: subtotal.text }) : null;

  return (
    <Popover
      opened={opened}
      onChange={onOpenedChange}
      position="bottom-end"
      width={380}
      shadow="md"
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <Button
          variant="filled"
          color="accent"
          size="sm"
          autoContrast
          onClick={() => onOpenedChange(!opened)}
          rightSection={
            <Badge size="sm" color="dark" circle aria-hidden>
              {count}
            </Badge>
          }
        >
          {subtotalText ?? t('common:quote.quote')}
          <VisuallyHidden>{t('common:quote.itemCount', { count })}</VisuallyHidden>
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-labelledby={headingId} p="sm" className={classes.dropdown}>
        <Text id={headingId} fw={700} size="sm" mb="xs">
          {t('common:quote.currentQuote')}
        </Text>
        <MiniQuoteItems summary={summary} hideCosts={hideCosts} />
        <Group justify="space-between" align="center" mt="sm" gap="sm">
          <Text size="sm" fw={700}>
            {subtotalText}
          </Text>
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
