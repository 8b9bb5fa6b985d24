import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CustomerDeleteResult } from '@procounter/shared/contracts/customer';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { customerName } from '@/lib/customer-vehicle';
import { useDeleteCustomer } from '../api/delete-customer';
import { failureText } from '../utils/server-message';
import classes from './customers.module.css';

export interface CustomerToDelete {
  id: number;
  firstName: string;
  lastName: string;
}

/**
 * The question before a customer is deleted, and the deletion. The server decides: a customer no
 * quote names is deleted with their vehicles, one that quotes name is archived (kept on those
 * quotes, restorable), and the notice says which.
 */
export function DeleteCustomerModal({
  customer,
  onClose,
  onDone,
}: {
  /** The customer asked about; null: the dialog is closed. */
  customer: CustomerToDelete | null;
  onClose: () => void;
  onDone?: (outcome: CustomerDeleteResult['outcome']) => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteCustomer();
  const [failure, setFailure] = useState<string | null>(null);
  const name = customer ? customerName(customer) : '';

  const close = () => {
    setFailure(null);
    onClose();
  };

  const confirm = () => {
    if (!customer) return;
    setFailure(null);
    remove.mutate(customer.id, {
      onSuccess: ({ outcome }) => {
        notifications.show({
          color: 'green',
          withBorder: true,
          message:
            outcome === 'ARCHIVED'
              ? t('customers:delete.archived', { name })
              : t('customers:delete.deleted', { name }),
        });
        close();
        onDone?.(outcome);
      },
      onError: (error) => setFailure(failureText(t, error, 'customers:errors.deleteFailed')),
    });
  };

  return (
    <Modal
      classNames={{ content: classes.readableErrors }}
      opened={customer !== null}
      onClose={close}
      title={t('customers:delete.title')}
    >
      <Stack gap="sm">
        <Text>{t('customers:delete.question', { name })}</Text>
        <Text size="sm" c="dimmed">
          {t('customers:delete.explain')}
        </Text>
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} data-autofocus>
            {t('common:cancel')}
          </Button>
          {/* Red 9: white on Mantine's default red 6 is 3.3:1, below AA's 4.5:1. */}
          <Button color="red.9" onClick={confirm} loading={remove.isPending}>
            {t('customers:delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
