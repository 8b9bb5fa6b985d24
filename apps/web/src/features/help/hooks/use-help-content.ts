import type { KnowledgeArticle } from '@procounter/shared/contracts/help-content';
import { useMemo } from 'react';
import { useKnowledgeArticles } from '../api/get-knowledge-articles';
import { useKnowledgeCategories } from '../api/get-knowledge-categories';
import { buildTopicTree, type TopicNode } from '../utils/category-key';

export interface HelpContent {
  /** Both lists, once both have arrived; null before (or when one failed). */
  tree: TopicNode[] | null;
  articles: KnowledgeArticle[] | null;
  /** Until both requests have settled (R-HELP-6). */
  loading: boolean;
  /** A request failed, or was cancelled before it answered: the page offers a retry. */
  failed: boolean;
  /** A request ended in error (the error toast). */
  errored: boolean;
  retry: () => void;
}

/** The categories and the articles of the current language, read together. */
export function useHelpContent(): HelpContent {
  const categories = useKnowledgeCategories();
  const articles = useKnowledgeArticles();
  const tree = useMemo(
    () => (categories.data ? buildTopicTree(categories.data) : null),
    [categories.data],
  );
  const waitingForAccess = !categories.isEnabled || !articles.isEnabled;
  const loading = waitingForAccess || categories.isLoading || articles.isLoading;
  const ready = Boolean(tree && articles.data);
  return {
    tree: ready ? tree : null,
    articles: ready ? (articles.data ?? null) : null,
    loading,
    failed: !loading && !ready,
    errored: categories.isError || articles.isError,
    retry: () => {
      if (!categories.data) void categories.refetch();
      if (!articles.data) void articles.refetch();
    },
  };
}
