import { Alert, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { StockOrder } from '@procounter/shared/contracts/stock-order';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '@/components/loading-indicator';
import { ApiError } from '@/lib/api-client';
import { rememberQuickAddTarget } from '@/lib/quick-add-batch';
import { worksheetErrorKey } from '@/lib/worksheet-errors';
import { useAddStockOrderToQuote } from '../api/add-stock-order-to-quote';
import { useDeleteStockOrder } from '../api/delete-stock-order';
import { useStockOrder } from '../api/get-stock-order';
import { useUpdateStockOrder } from '../api/update-stock-order';
import { failureText } from '../utils/server-message';
import { AddLineForm } from './add-line-form';
import { CsvUpload } from './csv-upload';
import { OrderHeaderForm } from './order-header-form';
import { StockOrderLines } from './stock-order-lines';

interface StockOrderEditorProps {
  orderId: number;
  /** After the order was deleted (the page closes it). */
  onDeleted: () => void;
}

/** One open stock order: its name and PO, lines, add line, CSV upload, add to quote, delete. */
export function StockOrderEditor({ orderId, onDeleted }: StockOrderEditorProps) {
  const { t } = useTranslation();
  const order = useStockOrder(orderId);
  const headingId = useId();

  // The order the user works on is where quick add goes next.
  useEffect(() => {
    if (order.data) rememberQuickAddTarget(order.data.id);
  }, [order.data]);

  if (order.isPending) {
    return (
      <Group justify="center" p="xl">
        <LoadingIndicator />
      </Group>
    );
  }
  if (order.isError) {
    const notFound = order.error instanceof ApiError && order.error.status === 404;
    return (
      <Alert color="red" role="alert">
        {t(notFound ? 'stock:editor.notFound' : 'stock:editor.loadFailed')}
      </Alert>
    );
  }

  const data = order.data;
  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <OrderHeading order={data} headingId={headingId} onDeleted={onDeleted} />
      <Paper withBorder p="md">
        <Title order={3} size="h5" mb="xs">
          {t('stock:lines.title')}
        </Title>
        <StockOrderLines order={data} />
      </Paper>
      <AddLineForm order={data} />
      <CsvUpload orderId={data.id} />
    </Stack>
  );
}

function OrderHeading({
  order,
  headingId,
  onDeleted,
}: {
  order: StockOrder;
  headingId: string;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateStockOrder();
  const remove = useDeleteStockOrder();
  const addToQuote = useAddStockOrderToQuote();
  const empty = order.stockOrderDetails.length === 0;

  const onAddToQuote = () => {
    setFailure(null);
    addToQuote.mutate(
      { id: order.id },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            withBorder: true,
            message: t('stock:editor.addedToQuote', {
              count: order.stockOrderDetails.length,
              name: order.name,
            }),
          }),
        onError: (error) =>
          setFailure(t(worksheetErrorKey(error) ?? 'stock:editor.addToQuoteFailed')),
      },
    );
  };

  const onDelete = () => {
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

  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={2} size="h3" id={headingId}>
          {order.name}
        </Title>
        {order.po ? <Text>{t('stock:list.poLabel', { po: order.po })}</Text> : null}
        {editing ? (
          <OrderHeaderForm
            defaultValues={{ name: order.name, po: order.po }}
            submitLabel={t('stock:editor.saveHeader')}
            pending={update.isPending}
            failure={failure}
            onCancel={() => setEditing(false)}
            onSubmit={(values) => {
              setFailure(null);
              update.mutate(
                { id: order.id, ...values, lines: [] },
                {
                  onSuccess: () => setEditing(false),
                  onError: (error) => setFailure(failureText(t, error, 'stock:errors.saveFailed')),
                },
              );
            }}
          />
        ) : (
          <>
            {failure ? (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            ) : null}
            <Group gap="xs">
              <Button
                onClick={onAddToQuote}
                loading={addToQuote.isPending}
                disabled={empty || addToQuote.isPending}
              >
                {t('stock:editor.addToQuote')}
              </Button>
              <Button variant="default" onClick={() => setEditing(true)}>
                {t('stock:editor.editHeader')}
              </Button>
              <Button variant="default" color="red" onClick={() => setConfirming(true)}>
                {t('stock:editor.delete')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('stock:editor.deleteTitle')}
      >
        <Stack gap="sm">
          <Text>{t('stock:editor.deleteText', { name: order.name })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
              {t('common:cancel')}
            </Button>
            {/* Red 9: white on Mantine's default red 6 is 3.3:1, below AA's 4.5:1. */}
            <Button color="red.9" onClick={onDelete} loading={remove.isPending}>
              {t('stock:editor.deleteConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
