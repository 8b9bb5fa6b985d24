import { Anchor, Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { HelpArticleSummary } from '@procounter/shared/contracts/help-content';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showErrorToast } from '@/lib/toasts';
import { useSetHelpArticleLive } from '../api/set-help-article-live';
import { languageNameKey } from '../utils/catalog-keys';
import { otherContentLanguage } from '../utils/content-language';
import { helpAdminPaths } from '../utils/paths';

interface ArticleActionsProps {
  article: HelpArticleSummary;
  /** Whether the other language has this article; unknown (null) while its list loads. */
  translated: boolean | null;
}

/** Edit, Publish / Unpublish, and Add translation when the other language lacks the article. */
export function ArticleActions({ article, translated }: ArticleActionsProps) {
  const { t } = useTranslation();
  const setLive = useSetHelpArticleLive();
  const { languageId } = article;
  const other = otherContentLanguage(languageId);
  const name = article.title;

  const toggleLive = () =>
    setLive.mutate(
      { identifier: article.identifier, languageId, live: !article.live },
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
        to={helpAdminPaths.editArticle(languageId, article.identifier)}
        variant="default"
        size="compact-sm"
        aria-label={t('helpAdmin:actions.editLabel', { name })}
      >
        {t('helpAdmin:actions.edit')}
      </Button>
      <Button
        variant={article.live ? 'default' : 'light'}
        size="compact-sm"
        loading={setLive.isPending}
        onClick={toggleLive}
        aria-label={t(
          article.live ? 'helpAdmin:actions.unpublishLabel' : 'helpAdmin:actions.publishLabel',
          { name },
        )}
      >
        {article.live ? t('helpAdmin:actions.unpublish') : t('helpAdmin:actions.publish')}
      </Button>
      {translated === false ? (
        <Anchor
          component={Link}
          to={helpAdminPaths.translateArticle(other, article.identifier)}
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
