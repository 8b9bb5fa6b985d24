import { Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { takeSearchPick } from '@/lib/signals';
import { toTypeaheadQuery } from '../utils/typeahead-results';
import { ItemNumberProduct } from './item-number-product';
import { PartTypeResults } from './part-type-results';

/**
 * /search-keyword and /search-suggestion (R-SEARCH-5): the results for a query from the
 * info bar's search. The query (and a part number found for it, itemNumber) lives in the URL, so
 * a reload and the back button show the same results. With itemNumber, that product comes first,
 * ready to add to the quote; then the part types matching the query.
 */
export function SearchResultsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const query = toTypeaheadQuery(params.get('query') ?? '');
  const itemNumber = params.get('itemNumber')?.trim() || null;
  // The typed search that led here is the search under way (issue 25 part 4): a part added from
  // here says FREE_TEXT and its query.
  useEffect(() => takeSearchPick(), []);

  if (query === null) {
    return (
      <PageFrame title={t('search:results.titleNoQuery')}>
        <Text size="sm">{t('search:results.noQuery')}</Text>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={t('search:results.title', { query })}>
      {itemNumber ? <ItemNumberProduct query={query} itemNumber={itemNumber} /> : null}
      <PartTypeResults query={query} />
    </PageFrame>
  );
}
