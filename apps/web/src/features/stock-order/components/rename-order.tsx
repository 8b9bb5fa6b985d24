import type { StockOrder } from '@procounter/shared/contracts/stock-order';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateStockOrder } from '../api/update-stock-order';
import { failureText } from '../utils/server-message';
import { type OrderHeader, OrderHeaderForm } from './order-header-form';

type SetFailure = (failure: string | null) => void;

/**
 * Renaming an order (its name and PO): whether the form is open, and saving it, which closes the
 * form or reports the server's reason through `setFailure`.
 */
export function useRenameOrder(order: StockOrder, setFailure: SetFailure) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const update = useUpdateStockOrder();
  const save = (values: OrderHeader) => {
    setFailure(null);
    update.mutate(
      { id: order.id, ...values, lines: [] },
      {
        onSuccess: () => setEditing(false),
        onError: (error) => setFailure(failureText(t, error, 'stock:errors.saveFailed')),
      },
    );
  };
  return {
    editing,
    start: () => setEditing(true),
    cancel: () => setEditing(false),
    save,
    pending: update.isPending,
  };
}

export function RenameOrderForm({
  order,
  rename,
  failure,
}: {
  order: StockOrder;
  rename: ReturnType<typeof useRenameOrder>;
  failure: string | null;
}) {
  const { t } = useTranslation();
  return (
    <OrderHeaderForm
      defaultValues={{ name: order.name, po: order.po }}
      submitLabel={t('stock:editor.saveHeader')}
      pending={rename.pending}
      failure={failure}
      onCancel={rename.cancel}
      onSubmit={rename.save}
    />
  );
}
