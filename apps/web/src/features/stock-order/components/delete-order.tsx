import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { StockOrder } from '@procounter/shared/contracts/stock-order';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteStockOrder } from '../api/delete-stock-order';
import { failureText } from '../utils/server-message';

type SetFailure = (failure: string | null) => void;

/**
 * Deleting an order: the question while it is asked, and the deletion, which closes the question
 * and then tells, and calls `onDeleted`, or reports the server's reason through `setFailure`.
 */
export function useDeleteOrder(order: StockOrder, setFailure: SetFailure, onDeleted: () => void) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteStockOrder();
  const confirm = () => {
    remove.mutate(order.id, {
      onSuccess: () => {
        setConfirming(false);
        notifications.show({
          color: 'green',
          withBorder: true,
          message: t('stock:editor.deleted', { name: order.name }),
        });
        onDeleted();
      },
      onError: (error) => {
        setConfirming(false);
        setFailure(failureText(t, error, 'stock:errors.saveFailed'));
      },
    });
  };
  return {
    confirming,
    ask: () => setConfirming(true),
    cancel: () => setConfirming(false),
    confirm,
    pending: remove.isPending,
  };
}

/** The question before an order is deleted. */
export function DeleteOrderModal({
  order,
  deletion,
}: {
  order: StockOrder;
  deletion: ReturnType<typeof useDeleteOrder>;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={deletion.confirming}
      onClose={deletion.cancel}
      title={t('stock:editor.deleteTitle')}
    >
      <Stack gap="sm">
        <Text>{t('stock:editor.deleteText', { name: order.name })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={deletion.cancel} data-autofocus>
            {t('common:cancel')}
          </Button>
          {/* Red 9: white on Mantine's default red 6 is 3.3:1, below AA's 4.5:1. */}
          <Button color="red.9" onClick={deletion.confirm} loading={deletion.pending}>
            {t('stock:editor.deleteConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
