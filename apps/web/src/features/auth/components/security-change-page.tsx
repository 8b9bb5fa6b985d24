import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { PASSWORD_MIN_LENGTH } from '@procounter/shared/validation/limits';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { logout } from '@/lib/logout';
import { PasswordChangeForm } from './password-change-form';

/** /security-change: the forced password change; on success the guard continues to the landing page. */
export function SecurityChangePage() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Paper
      withBorder
      shadow="sm"
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      w="100%"
      maw={480}
      component="section"
      aria-labelledby={headingId}
    >
      <Stack gap="md">
        <Title order={1} size="h2" id={headingId}>
          {t('auth:securityChange.heading')}
        </Title>
        <Text size="sm">{t('auth:securityChange.intro', { count: PASSWORD_MIN_LENGTH })}</Text>
        <PasswordChangeForm
          secondaryAction={
            <Button variant="subtle" onClick={() => void logout()}>
              {t('common:shell.logout')}
            </Button>
          }
        />
      </Stack>
    </Paper>
  );
}
