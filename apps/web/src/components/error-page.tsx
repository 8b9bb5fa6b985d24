import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface ErrorPageProps {
  code: string;
  titleKey: string;
  textKey: string;
}

/** A bare error page: no header and no footer (R-AUTH-1, R-AUTH-7, R-AUTH-8, R-ORDER-2, R-PART-5, R-QUOTE-1..3, R-ROLE-4, R-SEARCH-1, R-SEARCH-3..5, R-SHELL-1..6, R-SHELL-8, R-SHOP-4, R-SHOP-6, R-STOCK-1, R-VEH-12, R-VEH-13). */
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
