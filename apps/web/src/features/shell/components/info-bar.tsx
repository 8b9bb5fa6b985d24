import { Box, Container, TextInput } from '@mantine/core';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useStuckBar } from '../hooks/use-stuck-bar';
import classes from './shell.module.css';

export interface InfoBarProps {
  /** The vehicle selector's toggle (the vehicle feature, put in by the app layer). */
  vehicleToggle?: ReactNode;
  /** The vehicle selector's panel, shown under the bar while open. */
  vehiclePanel?: ReactNode;
  /** The mini quote (the quote feature, put in by the app layer). */
  miniQuote?: ReactNode;
  /** The search box gained focus (on a phone the vehicle selector closes). */
  onSearchFocus?: () => void;
  /** The bar became stuck at the top of the window on scroll (at md+ the selector closes). */
  onStuck?: () => void;
}

/**
 * The info bar (spec 002 section 2): the vehicle selector toggle and panel, the product search and
 * the mini quote. It sticks to the top of the window on scroll, the open panel with it; the search
 * goes to the keyword results page.
 */
export function InfoBar({
  vehicleToggle,
  vehiclePanel,
  miniQuote,
  onSearchFocus,
  onStuck,
}: InfoBarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const sentinel = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  useStuckBar(sentinel, bar, onStuck);

  const search = (event: React.FormEvent) => {
    event.preventDefault();
    // Spec 002 section 2: double quotes and angle brackets are stripped from the input.
    const cleaned = query.replace(/["<>]/g, '').trim();
    if (cleaned.length > 0) navigate(`/search-keyword?query=${encodeURIComponent(cleaned)}`);
  };

  return (
    <>
      <div ref={sentinel} className={classes.infoBarSentinel} aria-hidden />
      {/* A region of its own: it is outside the header, so that it can stick (see the layout). */}
      <Box
        ref={bar}
        component="section"
        aria-label={t('common:shell.infoBar')}
        className={classes.infoBar}
        data-info-bar
      >
        <Container size="xl" py="xs">
          <div className={classes.infoBarRow}>
            {vehicleToggle}
            <Box component="form" role="search" onSubmit={search} className={classes.infoBarSearch}>
              <TextInput
                aria-label={t('common:search.label')}
                placeholder={t('common:search.placeholder')}
                value={query}
                onChange={(event) => setQuery(event.currentTarget.value)}
                onFocus={onSearchFocus}
                size="sm"
              />
            </Box>
            {miniQuote}
          </div>
        </Container>
        <div className={classes.infoBarPanel}>{vehiclePanel}</div>
      </Box>
    </>
  );
}
