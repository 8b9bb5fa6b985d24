import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useId, useLayoutEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { LabelledPagination } from '@/components/labelled-pagination';
import { useArticleSearch } from '../hooks/use-article-search';
import { useHelpContent } from '../hooks/use-help-content';
import { helpPaths } from '../utils/help-paths';
import { ArticleList } from './article-list';

export const SEARCH_PAGE_SIZE = 10;

/** The page of `?page=` (1-based), kept within the pages there are. */
function readPage(params: URLSearchParams, pages: number): number {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  if (!Number.isFinite(page) || page < 1) return 1;
  return Math.min(page, pages);
}

/**
 * /help/search/{searchTerm} (R-HELP-5): the articles matching the term, best first, ten
 * a page; with none, 'No results matching:' and the Ask A Question note.
 */
export function SearchResultsPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const { searchTerm = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const { articles } = useHelpContent();
  const search = useArticleSearch(articles);
  const results = useMemo(() => search?.search(searchTerm) ?? [], [search, searchTerm]);
  const pages = Math.max(1, Math.ceil(results.length / SEARCH_PAGE_SIZE));
  const page = readPage(searchParams, pages);

  // A new page of results starts at the top, as a new page would.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [page]);

  if (!articles) return null;
  const shown = results.slice((page - 1) * SEARCH_PAGE_SIZE, page * SEARCH_PAGE_SIZE);

  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <Title order={2} size="h3" id={headingId}>
        {results.length > 0 ? t('help:showingAllResultsFor') : t('help:noResultsMatching')}{' '}
        <Text component="span" inherit fw={400} fs="italic">
          {searchTerm}
        </Text>
      </Title>
      {results.length === 0 ? (
        <Text>
          {t('help:searchResults.noResultsNote')}{' '}
          <Anchor component={Link} to={helpPaths.contact}>
            {t('help:askAQuestion')}
          </Anchor>
        </Text>
      ) : (
        <ArticleList articles={shown} />
      )}
      {pages > 1 ? (
        <nav aria-label={t('help:searchResults.pagination')}>
          <LabelledPagination
            total={pages}
            value={page}
            onChange={(next) => {
              const params = new URLSearchParams(searchParams);
              params.set('page', String(next));
              setSearchParams(params);
            }}
          />
        </nav>
      ) : null}
    </Stack>
  );
}
