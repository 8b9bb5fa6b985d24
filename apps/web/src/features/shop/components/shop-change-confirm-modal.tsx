import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What happens to a quote with items when the shop changes. */
export type QuoteChoice = 'keep' | 'leave';

export interface ShopChangeConfirmModalProps {
  opened: boolean;
  /** Items in the quote. */
  count: number;
  onCancel: () => void;
  onChoose: (quote: QuoteChoice) => void;
}

/** The quote holds items and the shop changes: Yes (keep the quote), Leave Quote or Cancel. */
export function ShopChangeConfirmModal({
  opened,
  count,
  onCancel,
  onChoose,
}: ShopChangeConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={t('common:shopChange.confirmTitle')} centered>
      <Text size="sm" mb="lg">
        {t('common:shopChange.confirmText', { count })}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {t('common:cancel')}
        </Button>
        <Button variant="light" onClick={() => onChoose('leave')}>
          {t('common:shopChange.leaveQuote')}
        </Button>
        <Button onClick={() => onChoose('keep')}>{t('common:yes')}</Button>
      </Group>
    </Modal>
  );
}
