import { Alert, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { PASSWORD_MIN_LENGTH } from '@procounter/shared/validation/limits';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/hooks/use-current-user';
import { EmailForm } from './email-form';
import { PreferencesForm } from './preferences-form';

export interface UserPreferencesPageProps {
  /**
   * The password change form (features/auth's, composed by the route), told what to call once the
   * password has changed.
   */
  renderPasswordForm: (onChanged: () => void) => ReactNode;
}

/**
 * /admin/user, My preferences (issue 24): the user's preferences, e-mail address and password.
 * While support acts for the user nothing can be changed (the server refuses it too): the page
 * says so and shows the preferences and address read-only.
 */
export function UserPreferencesPage({ renderPasswordForm }: UserPreferencesPageProps) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();

  if (!user) {
    return (
      <Stack gap="md" role="status" aria-label={t('preferences:loading')}>
        <Skeleton height={320} radius="sm" />
        <Skeleton height={160} radius="sm" />
      </Stack>
    );
  }

  const readOnly = user.masquerade;
  return (
    <Stack gap="md">
      {readOnly ? (
        <Alert color="yellow" variant="light">
          {t('auth:accountErrors.MASQUERADE_FORBIDDEN')}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title={t('preferences:form.heading')} intro={t('preferences:form.intro')}>
          <PreferencesForm user={user} readOnly={readOnly} />
        </Section>
        <Stack gap="md">
          <Section title={t('preferences:email.heading')} intro={t('preferences:email.intro')}>
            <EmailForm emailAddress={user.emailAddress} readOnly={readOnly} />
          </Section>
          {readOnly ? null : <PasswordSection renderPasswordForm={renderPasswordForm} />}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

function PasswordSection({ renderPasswordForm }: UserPreferencesPageProps) {
  const { t } = useTranslation();
  const [changed, setChanged] = useState(false);
  return (
    <Section
      title={t('preferences:password.heading')}
      intro={t('preferences:password.intro', { count: PASSWORD_MIN_LENGTH })}
    >
      <Stack gap="md">
        {changed ? (
          <Alert color="green" variant="light" role="status">
            {t('preferences:password.changed')}
          </Alert>
        ) : null}
        <div onInput={() => setChanged(false)}>{renderPasswordForm(() => setChanged(true))}</div>
      </Stack>
    </Section>
  );
}

function Section({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}
