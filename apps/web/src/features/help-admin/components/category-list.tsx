import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type {
  ContentLanguageId,
  HelpCategoryRecord,
} from '@procounter/shared/contracts/help-content';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingIndicator } from '@/components/loading-indicator';
import { formatDate } from '@/lib/format-date';
import { useHelpCategories } from '../api/get-help-categories';
import { languageNameKey } from '../utils/catalog-keys';
import { buildCategoryTree } from '../utils/category-tree';
import { otherContentLanguage } from '../utils/content-language';
import { helpAdminPaths } from '../utils/paths';
import { ContentActions } from './content-actions';
import classes from './help-admin.module.css';
import { StatusBadge } from './status-badge';

/**
 * One language's categories as nested lists: each top-level category with its children under it,
 * in sort order. One layout for phones and desktops: every row wraps.
 */
export function CategoryList({ languageId }: { languageId: ContentLanguageId }) {
  const { t } = useTranslation();
  const headingId = useId();
  const categories = useHelpCategories(languageId);
  const others = useHelpCategories(otherContentLanguage(languageId));
  const language = t(languageNameKey(languageId));
  const translated = others.data ? new Set(others.data.map((c) => c.identifier)) : null;

  let body: ReactNode;
  if (categories.isPending) {
    body = (
      <Group justify="center" p="md">
        <LoadingIndicator />
      </Group>
    );
  } else if (categories.isError) {
    body = (
      <Alert color="red" role="alert" title={t('helpAdmin:categories.loadFailed')}>
        <Button variant="default" size="xs" onClick={() => void categories.refetch()}>
          {t('helpAdmin:retry')}
        </Button>
      </Alert>
    );
  } else if (categories.data.length === 0) {
    body = <Text c="dimmed">{t('helpAdmin:categories.empty', { language })}</Text>;
  } else {
    body = (
      <ul className={classes.plainList} aria-labelledby={headingId}>
        {buildCategoryTree(categories.data).map(({ category, children }) => (
          <li key={category.identifier}>
            <CategoryRow category={category} translated={translated} />
            {children.length > 0 ? (
              <ul
                className={classes.childList}
                aria-label={t('helpAdmin:categories.childrenOf', { name: category.name })}
              >
                {children.map((child) => (
                  <li key={child.identifier}>
                    <CategoryRow category={child} translated={translated} />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={headingId} aria-busy={categories.isFetching}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h3" id={headingId}>
            {t('helpAdmin:categories.heading', { language })}
          </Title>
          <Button component={Link} to={helpAdminPaths.newCategory(languageId)}>
            {t('helpAdmin:categories.new')}
          </Button>
        </Group>
        {body}
      </Stack>
    </section>
  );
}

function CategoryRow({
  category,
  translated,
}: {
  category: HelpCategoryRecord;
  translated: Set<string> | null;
}) {
  const { t, i18n } = useTranslation();
  const { identifier, languageId } = category;
  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600}>{category.name}</Text>
            <StatusBadge live={category.live} />
          </Group>
          <Text size="sm" c="dimmed">
            {t('helpAdmin:categories.details', {
              sortOrder: category.sortOrder,
              identifier,
              modified: formatDate(category.modDate, i18n.language),
            })}
          </Text>
        </Stack>
        <ContentActions
          kind="category"
          name={category.name}
          identifier={identifier}
          languageId={languageId}
          live={category.live}
          translated={translated ? translated.has(identifier) : null}
          editTo={helpAdminPaths.editCategory(languageId, identifier)}
          translateTo={helpAdminPaths.translateCategory(
            otherContentLanguage(languageId),
            identifier,
          )}
        />
      </Group>
    </Paper>
  );
}
