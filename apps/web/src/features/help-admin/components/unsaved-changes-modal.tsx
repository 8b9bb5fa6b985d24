import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router';

/** The question a held navigation asks: stay on the form, or leave and lose the changes. */
export function UnsavedChangesModal({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation();
  const blocked = blocker.state === 'blocked';
  return (
    <Modal
      opened={blocked}
      onClose={() => blocker.reset?.()}
      title={t('helpAdmin:leave.title')}
      centered
    >
      <Text mb="md">{t('helpAdmin:leave.text')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {t('helpAdmin:leave.stay')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {t('helpAdmin:leave.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
