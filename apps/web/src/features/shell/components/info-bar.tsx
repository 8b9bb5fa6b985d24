import { Box, Container } from '@mantine/core';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useStuckBar } from '../hooks/use-stuck-bar';
import classes from './shell.module.css';

export interface InfoBarProps {
  /** The vehicle selector's toggle (the vehicle feature, put in by the app layer). */
  vehicleToggle?: ReactNode;
  /** The vehicle selector's panel, shown under the bar while open. */
  vehiclePanel?: ReactNode;
  /** The mini quote (the quote feature, put in by the app layer). */
  miniQuote?: ReactNode;
  /**
   * The product search (the search feature's typeahead, put in by the app layer, which also closes
   * the vehicle selector when it gains focus on a phone). It takes a row of its own on a phone.
   */
  search?: ReactNode;
  /** The bar became stuck at the top of the window on scroll (at md+ the selector closes). */
  onStuck?: () => void;
}

/**
 * The info bar (R-SHELL-8): the vehicle selector toggle and panel, the product search and
 * the mini quote. It sticks to the top of the window on scroll, the open panel with it.
 */
export function InfoBar({ vehicleToggle, vehiclePanel, miniQuote, search, onStuck }: InfoBarProps) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  useStuckBar(sentinel, bar, onStuck);

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
            {search ? <div className={classes.infoBarSearch}>{search}</div> : null}
            {miniQuote}
          </div>
        </Container>
        <div className={classes.infoBarPanel}>{vehiclePanel}</div>
      </Box>
    </>
  );
}
