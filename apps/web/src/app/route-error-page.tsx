import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** A route that failed to load or render (a new deployment replaced its chunk, usually). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" gap="sm" ta="center">
        <Title order={1} size="h2">
          {t('common:errors.unexpectedTitle')}
        </Title>
        <Text c="dimmed">{t('common:errors.unexpectedText')}</Text>
        <Button onClick={() => window.location.reload()}>{t('common:reload')}</Button>
      </Stack>
    </Center>
  );
}
