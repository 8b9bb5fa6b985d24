import { Anchor, Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { HelpCategoryRecord } from '@procounter/shared/contracts/help-content';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showErrorToast } from '@/lib/toasts';
import { useSetHelpCategoryLive } from '../api/set-help-category-live';
import { languageNameKey } from '../utils/catalog-keys';
import { otherContentLanguage } from '../utils/content-language';
import { helpAdminPaths } from '../utils/paths';

interface CategoryActionsProps {
  category: HelpCategoryRecord;
  /** Whether the other language has this category; unknown (null) while its list loads. */
  translated: boolean | null;
}

/** Edit, Publish / Unpublish, and Add translation when the other language lacks the category. */
export function CategoryActions({ category, translated }: CategoryActionsProps) {
  const { t } = useTranslation();
  const setLive = useSetHelpCategoryLive();
  const { languageId } = category;
  const other = otherContentLanguage(languageId);
  const name = category.name;

  const toggleLive = () =>
    setLive.mutate(
      { identifier: category.identifier, languageId, live: !category.live },
      {
        onSuccess: (_answer, { live }) =>
          notifications.show({
            color: 'green',
            withBorder: true,
            message: t(live ? 'helpAdmin:notices.published' : 'helpAdmin:notices.unpublished', {
              name,
            }),
          }),
        onError: () => showErrorToast(t('helpAdmin:errors.liveFailed', { name })),
      },
    );

  return (
    <Group gap="xs" wrap="wrap">
      <Button
        component={Link}
        to={helpAdminPaths.editCategory(languageId, category.identifier)}
        variant="default"
        size="compact-sm"
        aria-label={t('helpAdmin:actions.editLabel', { name })}
      >
        {t('helpAdmin:actions.edit')}
      </Button>
      <Button
        variant={category.live ? 'default' : 'light'}
        size="compact-sm"
        loading={setLive.isPending}
        onClick={toggleLive}
        aria-label={t(
          category.live ? 'helpAdmin:actions.unpublishLabel' : 'helpAdmin:actions.publishLabel',
          { name },
        )}
      >
        {category.live ? t('helpAdmin:actions.unpublish') : t('helpAdmin:actions.publish')}
      </Button>
      {translated === false ? (
        <Anchor
          component={Link}
          to={helpAdminPaths.translateCategory(other, category.identifier)}
          size="sm"
          aria-label={t('helpAdmin:actions.addTranslationLabel', {
            name,
            language: t(languageNameKey(other)),
          })}
        >
          {t('helpAdmin:actions.addTranslation')}
        </Anchor>
      ) : null}
    </Group>
  );
}
