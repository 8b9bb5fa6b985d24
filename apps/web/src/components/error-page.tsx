import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface ErrorPageProps {
  code: string;
  titleKey: string;
  textKey: string;
}

/** A bare error page: no header and no footer (R-SHELL-1). */
export function ErrorPage({ code, titleKey, textKey }: ErrorPageProps) {
  const { t } = useTranslation();
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <Text fw={800} fz={56} c="brand.7" lh={1}>
          {code}
        </Text>
        <Title order={1} size="h2">
          {t(titleKey)}
        </Title>
        <Text c="dimmed">{t(textKey)}</Text>
        <Button component={Link} to="/" mt="md">
          {t('common:errors.goHome')}
        </Button>
      </Stack>
    </Center>
  );
}

export function NotFoundPage() {
  return (
    <ErrorPage
      code="404"
      titleKey="common:errors.notFoundTitle"
      textKey="common:errors.notFoundText"
    />
  );
}

export function ForbiddenPage() {
  return (
    <ErrorPage
      code="403"
      titleKey="common:errors.forbiddenTitle"
      textKey="common:errors.forbiddenText"
    />
  );
}
