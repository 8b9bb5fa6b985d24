import { Anchor, Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ContentLanguageId } from '@procounter/shared/contracts/help-content';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showErrorToast } from '@/lib/toasts';
import { useSetHelpArticleLive } from '../api/set-help-article-live';
import { useSetHelpCategoryLive } from '../api/set-help-category-live';
import { languageNameKey } from '../utils/catalog-keys';
import { otherContentLanguage } from '../utils/content-language';

// An item's kind never changes for one row, so which hook a row calls never changes either.
const SET_LIVE_OF = {
  article: useSetHelpArticleLive,
  category: useSetHelpCategoryLive,
} as const;

interface ContentActionsProps {
  kind: keyof typeof SET_LIVE_OF;
  /** The item's title or name, as the labels and notices say it. */
  name: string;
  identifier: string;
  languageId: ContentLanguageId;
  live: boolean;
  /** Whether the other language has this item; unknown (null) while its list loads. */
  translated: boolean | null;
  editTo: string;
  /** The other language's create form, started from this item. */
  translateTo: string;
}

/**
 * An article's or a category's row actions: Edit, Publish / Unpublish, and Add translation when
 * the other language lacks the item. Each row has a mutation of its own, so only its button spins.
 */
export function ContentActions({
  kind,
  name,
  identifier,
  languageId,
  live,
  translated,
  editTo,
  translateTo,
}: ContentActionsProps) {
  const { t } = useTranslation();
  const setLive = SET_LIVE_OF[kind]();
  const other = otherContentLanguage(languageId);

  const toggleLive = () =>
    setLive.mutate(
      { identifier, languageId, live: !live },
      {
        onSuccess: (_answer, { live: nowLive }) =>
          notifications.show({
            color: 'green',
            withBorder: true,
            message: t(nowLive ? 'helpAdmin:notices.published' : 'helpAdmin:notices.unpublished', {
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
        to={editTo}
        variant="default"
        size="compact-sm"
        aria-label={t('helpAdmin:actions.editLabel', { name })}
      >
        {t('helpAdmin:actions.edit')}
      </Button>
      <Button
        variant={live ? 'default' : 'light'}
        size="compact-sm"
        loading={setLive.isPending}
        onClick={toggleLive}
        aria-label={t(
          live ? 'helpAdmin:actions.unpublishLabel' : 'helpAdmin:actions.publishLabel',
          {
            name,
          },
        )}
      >
        {live ? t('helpAdmin:actions.unpublish') : t('helpAdmin:actions.publish')}
      </Button>
      {translated === false ? (
        <Anchor
          component={Link}
          to={translateTo}
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
