import {
  Alert,
  Button,
  Card,
  Group,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type {
  ContentLanguageId,
  HelpArticleSummary,
  HelpCategoryRecord,
} from '@procounter/shared/contracts/help-content';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingIndicator } from '@/components/loading-indicator';
import { useMediaQueryNow } from '@/hooks/use-media-query-now';
import { formatDate } from '@/lib/format-date';
import { PHONE_QUERY } from '@/lib/media-queries';
import { matchesFilter } from '@/lib/text-filter';
import { useHelpArticles } from '../api/get-help-articles';
import { useHelpCategories } from '../api/get-help-categories';
import { AUDIENCE_KEYS, languageNameKey } from '../utils/catalog-keys';
import { categoryNames } from '../utils/category-tree';
import { contentLocale, otherContentLanguage } from '../utils/content-language';
import { helpAdminPaths } from '../utils/paths';
import { ContentActions } from './content-actions';
import classes from './help-admin.module.css';
import { StatusBadge } from './status-badge';

type StatusFilter = 'all' | 'published' | 'draft';

interface Row {
  article: HelpArticleSummary;
  categories: string[];
  translated: boolean | null;
}

/** One language's articles: filter by text and status, a table (cards on phones) with actions. */
export function ArticleList({ languageId }: { languageId: ContentLanguageId }) {
  const { t } = useTranslation();
  const headingId = useId();
  const articles = useHelpArticles(languageId);
  const others = useHelpArticles(otherContentLanguage(languageId));
  const categories = useHelpCategories(languageId);
  const phone = useMediaQueryNow(PHONE_QUERY);
  const [text, setText] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const language = t(languageNameKey(languageId));

  const rows = useMemo(
    () =>
      buildRows(
        articles.data ?? [],
        categories.data ?? [],
        others.data ? new Set(others.data.map((a) => a.identifier)) : null,
        languageId,
      ),
    [articles.data, categories.data, others.data, languageId],
  );
  const shown = rows.filter(
    ({ article, categories: names }) =>
      (status === 'all' || article.live === (status === 'published')) &&
      matchesFilter(text, [article.title, article.identifier, ...names]),
  );

  let body: ReactNode;
  if (articles.isPending) {
    body = (
      <Group justify="center" p="md">
        <LoadingIndicator />
      </Group>
    );
  } else if (articles.isError) {
    body = (
      <Alert color="red" role="alert" title={t('helpAdmin:articles.loadFailed')}>
        <Button variant="default" size="xs" onClick={() => void articles.refetch()}>
          {t('helpAdmin:retry')}
        </Button>
      </Alert>
    );
  } else if (rows.length === 0) {
    body = <Text c="dimmed">{t('helpAdmin:articles.empty', { language })}</Text>;
  } else if (shown.length === 0) {
    body = <Text c="dimmed">{t('helpAdmin:articles.noMatch')}</Text>;
  } else if (phone) {
    body = <ArticleCards rows={shown} />;
  } else {
    body = <ArticleTable rows={shown} label={t('helpAdmin:articles.heading', { language })} />;
  }

  return (
    <section aria-labelledby={headingId} aria-busy={articles.isFetching}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h3" id={headingId}>
            {t('helpAdmin:articles.heading', { language })}
          </Title>
          <Button component={Link} to={helpAdminPaths.newArticle(languageId)}>
            {t('helpAdmin:articles.new')}
          </Button>
        </Group>
        <Group gap="sm" align="end" wrap="wrap">
          <TextInput
            type="search"
            label={t('helpAdmin:articles.filter')}
            placeholder={t('helpAdmin:articles.filterPlaceholder')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            miw={220}
          />
          <StatusFilterControl value={status} onChange={setStatus} />
        </Group>
        {body}
      </Stack>
    </section>
  );
}

function buildRows(
  articles: HelpArticleSummary[],
  categories: HelpCategoryRecord[],
  translatedIdentifiers: Set<string> | null,
  languageId: ContentLanguageId,
): Row[] {
  const collator = new Intl.Collator(contentLocale(languageId));
  return [...articles]
    .sort((a, b) => collator.compare(a.title, b.title))
    .map((article) => ({
      article,
      categories: categoryNames(article.category, categories),
      translated: translatedIdentifiers ? translatedIdentifiers.has(article.identifier) : null,
    }));
}

export function StatusFilterControl({
  value,
  onChange,
}: {
  value: StatusFilter;
  onChange: (value: StatusFilter) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text id={labelId} size="sm" fw={500}>
        {t('helpAdmin:status.filter')}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        value={value}
        onChange={(next) => onChange(next as StatusFilter)}
        data={[
          { value: 'all', label: t('helpAdmin:status.all') },
          { value: 'published', label: t('helpAdmin:status.published') },
          { value: 'draft', label: t('helpAdmin:status.draft') },
        ]}
      />
    </Stack>
  );
}

function ArticleTable({ rows, label }: { rows: Row[]; label: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="xs" highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('helpAdmin:articles.columns.title')}</Table.Th>
            <Table.Th>{t('helpAdmin:articles.columns.categories')}</Table.Th>
            <Table.Th>{t('helpAdmin:articles.columns.audience')}</Table.Th>
            <Table.Th>{t('helpAdmin:articles.columns.status')}</Table.Th>
            <Table.Th>{t('helpAdmin:articles.columns.modified')}</Table.Th>
            <Table.Th>{t('helpAdmin:articles.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ article, categories, translated }) => (
            <Table.Tr key={article.identifier}>
              <Table.Td>
                <Text fw={600} size="sm">
                  {article.title}
                </Text>
              </Table.Td>
              <Table.Td>{categories.join(', ')}</Table.Td>
              <Table.Td>{t(AUDIENCE_KEYS[article.audience])}</Table.Td>
              <Table.Td>
                <StatusBadge live={article.live} />
              </Table.Td>
              <Table.Td className={classes.nowrap}>
                {formatDate(article.modDate, i18n.language)}
              </Table.Td>
              <Table.Td>
                <ArticleActions article={article} translated={translated} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ArticleCards({ rows }: { rows: Row[] }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className={classes.plainList}>
      {rows.map(({ article, categories, translated }) => (
        <li key={article.identifier}>
          <Card withBorder padding="sm">
            <Stack gap={6}>
              <Group justify="space-between" align="start" wrap="nowrap">
                <Text fw={600}>{article.title}</Text>
                <StatusBadge live={article.live} />
              </Group>
              {categories.length > 0 ? <Text size="sm">{categories.join(', ')}</Text> : null}
              <Text size="sm" c="dimmed">
                {t(AUDIENCE_KEYS[article.audience])} · {formatDate(article.modDate, i18n.language)}
              </Text>
              <ArticleActions article={article} translated={translated} />
            </Stack>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** A row's actions, the same in the table and on the cards. */
function ArticleActions({ article, translated }: Pick<Row, 'article' | 'translated'>) {
  const { identifier, languageId } = article;
  return (
    <ContentActions
      kind="article"
      name={article.title}
      identifier={identifier}
      languageId={languageId}
      live={article.live}
      translated={translated}
      editTo={helpAdminPaths.editArticle(languageId, identifier)}
      translateTo={helpAdminPaths.translateArticle(otherContentLanguage(languageId), identifier)}
    />
  );
}
