import { Alert, Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The years and states could not be loaded: 'Error loading vehicle selector' with Reload. */
export function SelectorLoadFailed({
  onReload,
  reloading,
}: {
  onReload: () => void;
  reloading: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert">
      <Group gap="xs">
        <Text size="sm">{t('vehicle:selectorLoadFailed')}</Text>
        <Anchor component="button" type="button" size="sm" onClick={onReload} disabled={reloading}>
          {t('common:reload')}
        </Anchor>
      </Group>
    </Alert>
  );
}
