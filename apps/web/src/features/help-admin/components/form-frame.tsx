import { Alert, Anchor, Badge, Button, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingIndicator } from '@/components/loading-indicator';
import type { ContentFormScreen } from '../hooks/use-content-form-screen';
import { languageLabelKey, languageNameKey } from '../utils/catalog-keys';

interface FormFrameProps {
  screen: ContentFormScreen;
  /** The list the screen belongs to. */
  backTo: string;
  children: ReactNode;
}

/**
 * An article or category form screen: a link back to its list, its heading (new, edit or the
 * translation into this language) with the content language, then the form or its loading state.
 */
export function FormFrame({ screen, backTo, children }: FormFrameProps) {
  const { t } = useTranslation();
  const { texts, languageId, editing, from } = screen;
  const title = editing
    ? t(`helpAdmin:${texts}.editTitle`)
    : from
      ? t(`helpAdmin:${texts}.translateTitle`, { language: t(languageNameKey(languageId)) })
      : t(`helpAdmin:${texts}.newTitle`);
  return (
    <Stack gap="md" maw={880}>
      <Anchor component={Link} to={backTo} size="sm">
        <span aria-hidden="true">← </span>
        {t(`helpAdmin:${texts}.back`)}
      </Anchor>
      <Group gap="sm" align="center">
        <Title order={2} size="h3">
          {title}
        </Title>
        <Badge variant="light">{t(languageLabelKey(languageId))}</Badge>
      </Group>
      {children}
    </Stack>
  );
}

export function FormLoading() {
  return (
    <Group justify="center" p="md">
      <LoadingIndicator />
    </Group>
  );
}

export function FormLoadFailed({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" title={message}>
      {onRetry ? (
        <Button variant="default" size="xs" onClick={onRetry}>
          {t('helpAdmin:retry')}
        </Button>
      ) : null}
    </Alert>
  );
}

/** The item to edit is not in this language, or the one to translate not in the other. */
export function FormNotFound({ screen }: { screen: ContentFormScreen }) {
  const { t } = useTranslation();
  const language = t(languageNameKey(screen.editing ? screen.languageId : screen.other));
  return <FormLoadFailed message={t(`helpAdmin:${screen.texts}.notFound`, { language })} />;
}

/** Above a form that starts from the other language's item: what it translates from. */
export function TranslationNotice({ screen }: { screen: ContentFormScreen }) {
  const { t } = useTranslation();
  if (!screen.from) return null;
  return (
    <Alert color="blue">
      {t(`helpAdmin:${screen.texts}.translating`, { language: t(languageNameKey(screen.other)) })}
    </Alert>
  );
}
