import { Stack, Text, Title } from '@mantine/core';
import type { ContentLanguageId } from '@procounter/shared/contracts/help-content';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useContentLanguageId } from '../hooks/use-content-language-id';
import { useHelpContent } from '../hooks/use-help-content';
import {
  articlesOfSelection,
  defaultTopicSelection,
  resolveCategoryKey,
} from '../utils/category-key';
import { helpPaths } from '../utils/help-paths';
import { ArticleList } from './article-list';
import { HelpNotice } from './help-notice';

/**
 * The FAQ home (/help: the first parent, and its first child if it has one) and a category's
 * articles (/help/category/{categoryKey}; a parent shows its children's articles too).
 */
export function CategoryPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const { categoryKey } = useParams();
  const navigate = useNavigate();
  const languageId = useContentLanguageId();
  const { tree, articles } = useHelpContent();
  const selection = tree
    ? categoryKey
      ? resolveCategoryKey(tree, categoryKey)
      : defaultTopicSelection(tree)
    : null;

  // A language change keeps the category (identifiers are shared between languages); one the
  // new language does not have sends the reader to the default topic instead of a dead end.
  const shownIn = useRef<ContentLanguageId | null>(null);
  const known = selection !== null;
  useEffect(() => {
    if (!tree || !categoryKey) return;
    if (known) shownIn.current = languageId;
    else if (shownIn.current !== null && shownIn.current !== languageId) {
      void navigate(helpPaths.home, { replace: true });
    }
  }, [tree, categoryKey, known, languageId, navigate]);

  if (!tree || !articles) return null;
  if (!selection) {
    return categoryKey ? (
      <HelpNotice text={t('help:category.notFound')} />
    ) : (
      <Text c="dimmed">{t('help:topics.empty')}</Text>
    );
  }

  const list = articlesOfSelection(articles, selection);
  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <div>
        {selection.child ? (
          <Text size="sm" c="dimmed">
            {selection.parent.category.name}
          </Text>
        ) : null}
        <Title order={2} size="h3" id={headingId}>
          {selection.child?.name ?? selection.parent.category.name}
        </Title>
      </div>
      {list.length > 0 ? (
        <ArticleList articles={list} />
      ) : (
        <Text c="dimmed">{t('help:category.empty')}</Text>
      )}
    </Stack>
  );
}
