import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '@/components/loading-indicator';

/** The catalog browse page's loading state of a list. */
export function Loading() {
  return (
    <Group justify="center" p="xl">
      <LoadingIndicator />
    </Group>
  );
}

/** 'Error retrieving product data. Please try again.' (R-PART-5, R-SHOP-6) with a retry. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('common:parts.productLookupFailed')}</Text>
        <Button size="compact-sm" variant="default" onClick={onRetry}>
          {t('catalog:retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
