import { Badge, Box, Button, Container, TextInput, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import classes from './shell.module.css';

export interface InfoBarProps {
  /** The vehicle selector's toggle (the vehicle feature, put in by the app layer). */
  vehicleToggle?: ReactNode;
  /** The vehicle selector's panel, shown under the bar while open. */
  vehiclePanel?: ReactNode;
  /** Items in the current quote, shown on Go To Quote. */
  quoteItemCount?: number;
  /** The search box gained focus (on a phone the vehicle selector closes). */
  onSearchFocus?: () => void;
}

/**
 * The info bar (spec 002 section 2): the vehicle selector toggle and panel, the product search and
 * the mini quote. The search goes to the keyword results page; the mini quote is Go To Quote with
 * the item count until the quote issue brings its dropdown.
 */
export function InfoBar({
  vehicleToggle,
  vehiclePanel,
  quoteItemCount = 0,
  onSearchFocus,
}: InfoBarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');

  const search = (event: React.FormEvent) => {
    event.preventDefault();
    // Spec 002 section 2: double quotes and angle brackets are stripped from the input.
    const cleaned = query.replace(/["<>]/g, '').trim();
    if (cleaned.length > 0) navigate(`/search-keyword?query=${encodeURIComponent(cleaned)}`);
  };

  return (
    <Box className={classes.infoBar}>
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
          <Button
            component={Link}
            to="/quote/search"
            variant="filled"
            color="accent"
            size="sm"
            autoContrast
            rightSection={
              quoteItemCount > 0 ? (
                <>
                  <Badge size="sm" color="dark" circle aria-hidden>
                    {quoteItemCount}
                  </Badge>
                  <VisuallyHidden>
                    {t('common:quote.itemCount', { count: quoteItemCount })}
                  </VisuallyHidden>
                </>
              ) : undefined
            }
          >
            {t('common:quote.goToQuote')}
          </Button>
        </div>
      </Container>
      {vehiclePanel}
    </Box>
  );
}
