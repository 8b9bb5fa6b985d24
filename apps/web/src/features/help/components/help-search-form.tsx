import { Box, Button, TextInput } from '@mantine/core';
import { HELP_SEARCH_MAX_LENGTH } from '@procounter/shared/validation/limits';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatch, useNavigate } from 'react-router';
import { HELP_BASE, HELP_ROUTES, helpPaths } from '../utils/help-paths';
import classes from './help.module.css';

/**
 * The header's search box (R-HELP-3): Search Term is required; a search goes to
 * /help/search/{term}. The box shows the route's term, and empties when the route has none.
 */
export function HelpSearchForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const match = useMatch(`${HELP_BASE}/${HELP_ROUTES.search}`);
  const routeTerm = match?.params.searchTerm ?? '';
  const [term, setTerm] = useState(routeTerm);
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    setTerm(routeTerm);
    setMissing(false);
  }, [routeTerm]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = term.trim();
    setMissing(value === '');
    if (value) void navigate(helpPaths.search(value));
  };

  return (
    // A form with the search role, as the quote search's (Mantine's Box keeps the props typed).
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      noValidate
      className={`${classes.searchForm} ${classes.noPrint}`}
    >
      <TextInput
        label={t('help:searchTerm')}
        required
        type="search"
        flex={1}
        maxLength={HELP_SEARCH_MAX_LENGTH}
        value={term}
        onChange={(event) => {
          setTerm(event.currentTarget.value);
          if (missing) setMissing(false);
        }}
        error={missing ? t('validation:required') : undefined}
      />
      <Button type="submit" className={classes.searchButton}>
        {t('help:search.submit')}
      </Button>
    </Box>
  );
}
