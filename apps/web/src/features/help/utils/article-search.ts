/**
 * Fuzzy search over the Help Center's loaded articles (spec 000 sections 1 and 9): title, content
 * (as text) and excerpt, Fuse.js threshold 0.6. Built once per article list; `search` runs on
 * every keystroke.
 */
import type { KnowledgeArticle } from '@procounter/shared/contracts/help-content';
import { HELP_SEARCH_THRESHOLD } from '@procounter/shared/domain/constants';
import Fuse from 'fuse.js';

export interface ArticleSearch<T extends KnowledgeArticle = KnowledgeArticle> {
  /** The articles matching the term, best first; none for a blank term. */
  search(term: string): T[];
}

export function createArticleSearch<T extends KnowledgeArticle>(
  articles: readonly T[],
): ArticleSearch<T> {
  const fuse = new Fuse(articles, {
    keys: ['title', 'excerpt', 'content'],
    threshold: HELP_SEARCH_THRESHOLD,
  });
  return {
    search(term) {
      const query = term.trim();
      if (!query) return [];
      return fuse.search(query).map((result) => result.item);
    },
  };
}
