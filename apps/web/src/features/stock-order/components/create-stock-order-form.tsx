import { Paper, Title } from '@mantine/core';
import type { StockOrder } from '@procounter/shared/contracts/stock-order';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateStockOrder } from '../api/create-stock-order';
import { failureText } from '../utils/server-message';
import { OrderHeaderForm } from './order-header-form';

/** New stock order: name and PO; once made it opens. */
export function CreateStockOrderForm({ onCreated }: { onCreated: (order: StockOrder) => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const create = useCreateStockOrder();
  const [failure, setFailure] = useState<string | null>(null);
  // A new key after each order empties the form.
  const [formKey, setFormKey] = useState(0);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="xs">
        {t('stock:create.title')}
      </Title>
      <OrderHeaderForm
        key={formKey}
        submitLabel={t('stock:create.submit')}
        pending={create.isPending}
        failure={failure}
        onSubmit={(values) => {
          setFailure(null);
          create.mutate(values, {
            onSuccess: (order) => {
              setFormKey((key) => key + 1);
              onCreated(order);
            },
            onError: (error) => setFailure(failureText(t, error, 'stock:errors.saveFailed')),
          });
        }}
      />
    </Paper>
  );
}
