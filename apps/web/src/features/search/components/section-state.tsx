import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface SectionStateProps {
  loading: boolean;
  loadingLabel: string;
  failed: boolean;
  failedText: string;
  onRetry: () => void;
  retrying: boolean;
}

/** A results section while it loads, or after it failed (with a retry); nothing otherwise. */
export function SectionState(props: SectionStateProps) {
  const { t } = useTranslation();
  if (props.failed) {
    return (
      <Alert color="red" variant="light" role="alert">
        <Group justify="space-between" gap="sm">
          <Text size="sm">{props.failedText}</Text>
          <Button size="xs" variant="default" onClick={props.onRetry} loading={props.retrying}>
            {t('search:results.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (props.loading) return <Loader size="sm" aria-label={props.loadingLabel} />;
  return null;
}
