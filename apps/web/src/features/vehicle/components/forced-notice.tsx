import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { closeVehicleSelector } from '@/lib/vehicle-selector';

/** Forced mode: a page needs a vehicle first; Cancel gives up (the page is not resumed). */
export function ForcedNotice() {
  const { t } = useTranslation();
  return (
    <Alert color="brand" variant="light" role="status">
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={600}>
          {t('vehicle:selectToContinue')}
        </Text>
        <Button size="xs" variant="default" onClick={closeVehicleSelector}>
          {t('common:cancel')}
        </Button>
      </Group>
    </Alert>
  );
}
