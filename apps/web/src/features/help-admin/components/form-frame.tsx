import { Alert, Anchor, Badge, Button, Group, Loader, Stack, Title } from '@mantine/core';
import type { ContentLanguageId } from '@procounter/shared/contracts/help-content';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { languageLabelKey } from '../utils/catalog-keys';

interface FormFrameProps {
  title: string;
  languageId: ContentLanguageId;
  backTo: string;
  backLabel: string;
  children: ReactNode;
}

/** A form screen: a link back to its list, its heading with the content language, the form. */
export function FormFrame({ title, languageId, backTo, backLabel, children }: FormFrameProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" maw={880}>
      <Anchor component={Link} to={backTo} size="sm">
        <span aria-hidden="true">← </span>
        {backLabel}
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
  const { t } = useTranslation();
  return (
    <Group justify="center" p="md">
      <Loader aria-label={t('common:loading')} />
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
