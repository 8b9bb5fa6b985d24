import { Alert, Button, Group, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { StockOrder } from '@procounter/shared/contracts/stock-order';
import { STOCK_ORDER_MAX_QUANTITY } from '@procounter/shared/domain/constants';
import { STOCK_ORDER_LIMITS } from '@procounter/shared/validation/limits';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFormMessage } from '@/lib/form-errors';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useUpdateStockOrder } from '../api/update-stock-order';
import { failureText } from '../utils/server-message';
import type { LineValues } from '../utils/validation';

// zod comes with the form's first focus, not with the stock order page.
const validation = lazyResolver<LineValues>(() =>
  import('../utils/validation').then((module) => module.lineResolver),
);

/**
 * Adds a line by line code and part number (PUT update with a line without id; the server fills
 * the description from the catalog and merges a line + item already on the order). An unknown
 * line/part is the server's message, in an alert, and the typed values stay.
 */
export function AddLineForm({ order }: { order: StockOrder }) {
  const { t } = useTranslation();
  const headingId = useId();
  const update = useUpdateStockOrder();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LineValues>({
    resolver: validation.resolver,
    defaultValues: { lineCode: '', partNumber: '', quantity: '1', note: '' },
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    update.mutate(
      {
        id: order.id,
        name: order.name,
        po: order.po,
        lines: [
          {
            lineCode: values.lineCode.trim(),
            partNumber: values.partNumber.trim(),
            quantity: Number(values.quantity),
            note: values.note.trim(),
          },
        ],
      },
      {
        onSuccess: () => {
          form.reset();
          form.setFocus('lineCode');
        },
        onError: (error) => setFailure(failureText(t, error, 'stock:errors.saveFailed')),
      },
    );
  });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId} mb="xs">
        {t('stock:addLine.title')}
      </Title>
      <form onSubmit={submit} onFocus={validation.preload} noValidate>
        <Stack gap="xs">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs">
            <TextInput
              label={t('stock:lines.lineCode')}
              required
              maxLength={STOCK_ORDER_LIMITS.lineCode}
              autoComplete="off"
              {...form.register('lineCode')}
              error={translateFormMessage(t, errors.lineCode?.message)}
            />
            <TextInput
              label={t('stock:lines.partNumber')}
              required
              maxLength={STOCK_ORDER_LIMITS.partNumber}
              autoComplete="off"
              {...form.register('partNumber')}
              error={translateFormMessage(t, errors.partNumber?.message)}
            />
            <TextInput
              label={t('stock:lines.quantity')}
              required
              inputMode="numeric"
              description={t('stock:lines.quantityHint', { max: STOCK_ORDER_MAX_QUANTITY })}
              {...form.register('quantity')}
              error={translateFormMessage(t, errors.quantity?.message)}
            />
            <TextInput
              label={t('stock:lines.note')}
              maxLength={STOCK_ORDER_LIMITS.note}
              {...form.register('note')}
              error={translateFormMessage(t, errors.note?.message)}
            />
          </SimpleGrid>
          {failure ? (
            <Alert color="red" role="alert" title={t('stock:addLine.refused')}>
              {failure}
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" loading={update.isPending} disabled={update.isPending}>
              {t('stock:addLine.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
