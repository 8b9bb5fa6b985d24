import { Alert, Button, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { logout } from '@/lib/logout';
import { useAcceptTerms } from '../api/accept-terms';

const TERMS_PARAGRAPHS = ['p1', 'p2', 'p3', 'p4'] as const;

/** /accept-terms: the terms of use and an Accept button; the guard then continues. */
export function AcceptTermsPage() {
  const { t } = useTranslation();
  const accept = useAcceptTerms();

  return (
    <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }} w="100%" maw={640}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('acceptTerms:heading')}
        </Title>
        <Text size="sm">{t('acceptTerms:intro')}</Text>
        <ScrollArea.Autosize mah={320} type="auto" offsetScrollbars>
          <Stack gap="sm" pr="xs" tabIndex={0} aria-label={t('acceptTerms:heading')}>
            {TERMS_PARAGRAPHS.map((paragraph) => (
              <Text key={paragraph} size="sm">
                {t(`acceptTerms:body.${paragraph}`)}
              </Text>
            ))}
          </Stack>
        </ScrollArea.Autosize>
        {accept.isError ? (
          <Alert color="red" variant="light" role="alert">
            {accept.error instanceof ApiError && accept.error.code === 'MASQUERADE_FORBIDDEN'
              ? t('auth:accountErrors.MASQUERADE_FORBIDDEN')
              : t('acceptTerms:failed')}
          </Alert>
        ) : null}
        <Group justify="space-between">
          <Button variant="subtle" onClick={() => void logout()}>
            {t('common:shell.logout')}
          </Button>
          <Button loading={accept.isPending} onClick={() => accept.mutate()}>
            {t('acceptTerms:accept')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
