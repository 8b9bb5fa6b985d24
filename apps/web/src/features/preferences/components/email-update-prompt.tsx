import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { User } from '@procounter/shared/contracts/user';
import { EMAIL_MAX_LENGTH } from '@procounter/shared/validation/limits';
import { email as emailRule, MESSAGE_KEYS } from '@procounter/shared/validation/rules';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQueryNow } from '@/hooks/use-media-query-now';
import { PHONE_QUERY } from '@/lib/media-queries';
import { useUpdateEmail } from '../api/update-email';

/**
 * The question a user whose account is flagged emailUpdateRequired is asked once after login
 * (issue 24): save the address (as it is or changed) or leave it as it is (declinedUpdate). Either
 * answer clears the flag on the server, so it is not asked again; closing the dialog answers
 * nothing, and the next login asks again.
 */
export function EmailUpdatePrompt({
  user,
  opened,
  onClose,
}: {
  user: Pick<User, 'emailAddress'>;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const phone = useMediaQueryNow(PHONE_QUERY);
  const formId = useId();
  const [value, setValue] = useState(user.emailAddress ?? '');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateEmail();

  const answered = (saved: boolean) => {
    if (saved) notifications.show({ color: 'green', message: t('preferences:emailPrompt.saved') });
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = value.trim();
    const problem =
      typed === '' ? MESSAGE_KEYS.required : emailRule.test(typed) ? null : emailRule.message;
    setError(problem);
    if (problem) return;
    update.mutate({ email: typed }, { onSuccess: () => answered(true) });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('preferences:emailPrompt.title')}
      fullScreen={phone}
      centered
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {t(
              user.emailAddress
                ? 'preferences:emailPrompt.intro'
                : 'preferences:emailPrompt.introNone',
            )}
          </Text>
          <TextInput
            label={t('preferences:emailPrompt.email')}
            type="email"
            autoComplete="email"
            required
            maxLength={EMAIL_MAX_LENGTH}
            value={value}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              setError(null);
            }}
            error={error ? t(error) : undefined}
            data-autofocus
          />
          {update.isError ? (
            <Alert color="red" variant="light" role="alert">
              {t('preferences:emailPrompt.failed')}
            </Alert>
          ) : null}
          <Text size="xs" c="dimmed">
            {t('preferences:emailPrompt.declineHint')}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              loading={update.isPending && update.variables && 'declinedUpdate' in update.variables}
              disabled={update.isPending}
              onClick={() =>
                update.mutate({ declinedUpdate: true }, { onSuccess: () => answered(false) })
              }
            >
              {t('preferences:emailPrompt.decline')}
            </Button>
            <Button
              type="submit"
              loading={update.isPending && !!update.variables && 'email' in update.variables}
            >
              {t('preferences:emailPrompt.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
