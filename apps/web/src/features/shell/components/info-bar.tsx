import { Box, Button, Container, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import classes from './shell.module.css';

/**
 * The info bar: the vehicle selector toggle, the product search and the mini quote. The next issues
 * fill these; today the toggle reads Add Vehicle, the search goes to the keyword results page and
 * the (empty) mini quote offers Go To Quote.
 */
export function InfoBar() {
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
          <Button variant="light" size="sm" aria-expanded={false}>
            {t('vehicle:addVehicle')}
          </Button>
          <Box component="form" role="search" onSubmit={search} className={classes.infoBarSearch}>
            <TextInput
              aria-label={t('common:search.label')}
              placeholder={t('common:search.placeholder')}
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
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
          >
            {t('common:quote.goToQuote')}
          </Button>
        </div>
      </Container>
    </Box>
  );
}
