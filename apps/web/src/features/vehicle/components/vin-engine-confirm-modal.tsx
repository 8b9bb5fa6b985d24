import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface VinEngineChange {
  /** The engine the VIN determined ('3.5L V6 Gas'). */
  vinEngine: string;
  /** What the user chose instead: another engine, or 'No Engine Selected'. */
  chosen: string;
}

/**
 * Asks before the engine the VIN determined is changed or removed: 'The VIN says 3.5L V6 Gas'.
 * Cancel has the focus, so a hurried Enter keeps the VIN's engine; Escape cancels too.
 */
export function VinEngineConfirmModal({
  change,
  onCancel,
  onConfirm,
}: {
  change: VinEngineChange | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={change !== null} onClose={onCancel} title={t('vehicle:vinEngineTitle')} centered>
      <Stack gap="sm">
        <Text size="sm" fw={600}>
          {t('vehicle:vinSaysEngine', { engine: change?.vinEngine ?? '' })}
        </Text>
        <Text size="sm">{t('vehicle:vinEngineInstead', { engine: change?.chosen ?? '' })}</Text>
        <Group justify="flex-end" gap="sm" wrap="wrap">
          <Button variant="default" onClick={onCancel} data-autofocus>
            {t('common:cancel')}
          </Button>
          <Button onClick={onConfirm}>{t('vehicle:vinEngineConfirm')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
