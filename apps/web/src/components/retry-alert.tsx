import { Alert, Button, Group, Stack, Text } from '@mantine/core';

export interface RetryAlertProps {
  /** What could not be loaded. */
  message: string;
  retryLabel: string;
  onRetry: () => void;
  /** The button beside the message (inside a dialog or form) rather than under it (a page's list). */
  inline?: boolean;
}

/** A red alert saying what failed to load, with a small button that asks again. */
export function RetryAlert({ message, retryLabel, onRetry, inline = false }: RetryAlertProps) {
  const content = (
    <>
      <Text size="sm">{message}</Text>
      <Button size="xs" variant="default" onClick={onRetry}>
        {retryLabel}
      </Button>
    </>
  );
  return (
    <Alert color="red" variant="light" role="alert">
      {inline ? (
        <Group gap="xs">{content}</Group>
      ) : (
        <Stack gap="xs" align="flex-start">
          {content}
        </Stack>
      )}
    </Alert>
  );
}
