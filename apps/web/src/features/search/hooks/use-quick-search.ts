import type { PreprocessResponse } from '@procounter/shared/contracts/catalog-search';
import { CancelledError, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { currentShopQuery } from '@/hooks/use-current-shop';
import { keepSearchPick } from '@/lib/search-pick';
import { preprocessQueryOptions } from '../api/preprocess-query';
import { keywordResultsPath } from '../utils/search-paths';
import { fromTypeaheadPartType, useChoosePartType } from './use-choose-part-type';

/**
 * Quick Enter (R-SEARCH-3): the query runs at once. Preprocess says what it is: a part
 * number goes to its product (/search-keyword?query&itemNumber), a part type's name is chosen as
 * that part type (its products narrowed to the positions the query named: 'brake pads front'),
 * anything else lists the keyword results. When preprocess fails the keyword
 * results page is shown: it makes its own calls and reports their failures.
 */
export function useQuickSearch(): (query: string) => Promise<void> {
  const client = useQueryClient();
  const navigate = useNavigate();
  const choosePartType = useChoosePartType();

  return useCallback(
    async (query: string) => {
      let answer: PreprocessResponse | null = null;
      try {
        const shop = await client.fetchQuery(currentShopQuery());
        answer = await client.fetchQuery(preprocessQueryOptions(query, shop.id));
      } catch (error) {
        if (error instanceof CancelledError) return;
      }
      if (answer?.itemNumberMatching) {
        keepSearchPick({ source: 'FREE_TEXT', query });
        void navigate(keywordResultsPath(query, answer.itemNumberMatching.partNumber));
      } else if (answer?.identifiedPartType) {
        keepSearchPick({
          source: 'FREE_TEXT',
          query,
          partTypeId: answer.identifiedPartType.partTypeId,
        });
        await choosePartType({
          ...fromTypeaheadPartType(answer.identifiedPartType),
          positions: answer.positions,
        });
      } else {
        keepSearchPick({ source: 'FREE_TEXT', query });
        void navigate(keywordResultsPath(query));
      }
    },
    [client, navigate, choosePartType],
  );
}
