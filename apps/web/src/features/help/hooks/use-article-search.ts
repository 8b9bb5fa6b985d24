import type { KnowledgeArticle } from '@procounter/shared/contracts/help-content';
import { useMemo } from 'react';
import { type ArticleSearch, createArticleSearch } from '../utils/article-search';

/**
 * One search index per loaded article list: the list object is TanStack's cached answer, so a
 * return to the search page, or another term, reuses the index; a language change brings a new
 * list and so a new index.
 */
const indexes = new WeakMap<readonly KnowledgeArticle[], ArticleSearch>();

export function useArticleSearch(
  articles: readonly KnowledgeArticle[] | null,
): ArticleSearch | null {
  return useMemo(() => {
    if (!articles) return null;
    let index = indexes.get(articles);
    if (!index) {
      index = createArticleSearch(articles);
      indexes.set(articles, index);
    }
    return index;
  }, [articles]);
}
