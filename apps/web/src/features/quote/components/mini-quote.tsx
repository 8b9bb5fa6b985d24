import { Button } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentShop } from '@/hooks/use-current-shop';
import { useErrorToast } from '@/hooks/use-error-toast';
import { useMiniQuote } from '@/hooks/use-mini-quote';
import { MiniQuoteButton } from './mini-quote-button';

// The dropdown (a Popover, with Mantine's positioning library) loads once the quote has items.
const QuoteDropdown = lazy(() =>
  import('./mini-quote-dropdown').then((module) => ({ default: module.QuoteDropdown })),
);

/** Where Go To Quote leads with an empty quote: the quotes list, where saved quotes are. */
export const QUOTES_PATH = '/quote/search';

/** The current quote's own page. */
/**
 * The info bar's mini quote (R-QUOTE-1, R-QUOTE-3): Go To Quote while the quote is empty; otherwise
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
  // Whether the stand-in button has the focus when the dropdown's button takes its place.
  const standInFocused = useRef(false);

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
  const hideCosts = shop.data?.hideCosts ?? true;
  return (
    // Until the dropdown's code arrives, the same button; a click on it opens the dropdown then.
    <Suspense
      fallback={
        <MiniQuoteButton
          summary={summary}
          hideCosts={hideCosts}
          aria-haspopup="dialog"
          aria-expanded={false}
          onClick={() => setOpened(true)}
          onFocus={() => {
            standInFocused.current = true;
          }}
          onBlur={(event) => {
            // Not the blur of its own removal, when the dropdown's button takes its place.
            if (event.currentTarget.isConnected) standInFocused.current = false;
          }}
        />
      }
    >
      <QuoteDropdown
        summary={summary}
        hideCosts={hideCosts}
        opened={opened}
        onOpenedChange={setOpened}
        standInFocused={standInFocused}
      />
    </Suspense>
  );
}
