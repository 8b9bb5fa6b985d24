import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '@/components/loading-indicator';

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
  if (props.loading) return <LoadingIndicator size="sm" label={props.loadingLabel} />;
  return null;
}
