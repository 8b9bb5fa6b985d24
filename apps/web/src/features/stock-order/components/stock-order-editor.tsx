import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { StockOrder } from '@procounter/shared/contracts/stock-order';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '@/components/loading-indicator';
import { useCurrentUser } from '@/hooks/use-current-user';
import { ApiError } from '@/lib/api-client';
import { rememberQuickAddTarget } from '@/lib/quick-add-batch';
import { worksheetErrorKey } from '@/lib/worksheet-errors';
import { useAddStockOrderToQuote } from '../api/add-stock-order-to-quote';
import { useStockOrder } from '../api/get-stock-order';
import { AddLineForm } from './add-line-form';
import { CsvUpload } from './csv-upload';
import { DeleteOrderModal, useDeleteOrder } from './delete-order';
import { RenameOrderForm, useRenameOrder } from './rename-order';
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
  const userId = useCurrentUser().data?.userId;

  // The order the user works on is where quick add goes next.
  useEffect(() => {
    if (order.data) rememberQuickAddTarget(userId, order.data.id);
  }, [order.data, userId]);

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

/**
 * The order's name and PO with what can be done to it: add its lines to the quote, rename it (the
 * form in place of the buttons) and delete it (after a question). The last failure of any of them
 * shows above the buttons, or in the form while it is open.
 */
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
  const [failure, setFailure] = useState<string | null>(null);
  const addToQuote = useAddOrderToQuote(order, setFailure);
  const rename = useRenameOrder(order, setFailure);
  const deletion = useDeleteOrder(order, setFailure, onDeleted);

  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={2} size="h3" id={headingId}>
          {order.name}
        </Title>
        {order.po ? <Text>{t('stock:list.poLabel', { po: order.po })}</Text> : null}
        {rename.editing ? (
          <RenameOrderForm order={order} rename={rename} failure={failure} />
        ) : (
          <>
            {failure ? (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            ) : null}
            <Group gap="xs">
              <Button
                onClick={addToQuote.add}
                loading={addToQuote.pending}
                disabled={order.stockOrderDetails.length === 0 || addToQuote.pending}
              >
                {t('stock:editor.addToQuote')}
              </Button>
              <Button variant="default" onClick={rename.start}>
                {t('stock:editor.editHeader')}
              </Button>
              <Button variant="default" color="red" onClick={deletion.ask}>
                {t('stock:editor.delete')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
      <DeleteOrderModal order={order} deletion={deletion} />
    </Paper>
  );
}

/** Adds the order's lines to the quote: a notice when they are in, else the reason as a failure. */
function useAddOrderToQuote(order: StockOrder, setFailure: (failure: string | null) => void) {
  const { t } = useTranslation();
  const addToQuote = useAddStockOrderToQuote();
  const add = () => {
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
  return { add, pending: addToQuote.isPending };
}
