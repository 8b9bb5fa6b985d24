import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PublicLayout } from '../layouts/public-layout';

/** /terms and /privacy: open to everyone, so the forced terms page can link to them. */
export function Component() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const page = pathname === '/privacy' ? 'privacy' : 'terms';
  return (
    <PublicLayout>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} w="100%" maw={720}>
        <Stack gap="sm">
          <Title order={1} size="h2">
            {t(`common:routes.${page}`)}
          </Title>
          <Text size="sm">{t(`common:legal.${page}`)}</Text>
          <Anchor component={Link} to="/" size="sm">
            {t('common:errors.goHome')}
          </Anchor>
        </Stack>
      </Paper>
    </PublicLayout>
  );
}
