import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStartMasquerade } from '../api/masquerade';

/**
 * Starts a masquerade of one user (the masquerade panel's flow: the tokens swap, the user's landing
 * page opens, Unmasquerade comes back). Support's chats offer it for the chat's user.
 */
export function ActAsUserButton({ userId, label }: { userId: number; label: string }) {
  const { t } = useTranslation();
  const start = useStartMasquerade();
  return (
    <Stack gap={4} align="flex-start">
      <Button
        variant="light"
        loading={start.isPending}
        disabled={start.isPending}
        onClick={() => start.mutate(userId)}
      >
        {label}
      </Button>
      {start.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('common:masquerade.startFailed')}
        </Alert>
      ) : null}
    </Stack>
  );
}
