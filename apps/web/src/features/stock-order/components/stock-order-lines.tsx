import { Alert, Button, Card, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import type { StockOrder, StockOrderDetail } from '@procounter/shared/contracts/stock-order';
import { STOCK_ORDER_LIMITS } from '@procounter/shared/validation/limits';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMediaQueryNow } from '@/hooks/use-media-query-now';
import { translateFormMessage } from '@/lib/form-errors';
import { lazyResolver } from '@/lib/lazy-resolver';
import { PHONE_QUERY } from '@/lib/media-queries';
import { viewPrice } from '@/lib/prices';
import { useDeleteStockOrderLine } from '../api/delete-stock-order-line';
import { useUpdateStockOrder } from '../api/update-stock-order';
import { failureText } from '../utils/server-message';
import type { LineChangeValues } from '../utils/validation';
import classes from './stock-order.module.css';

// zod comes with the line form's first focus, not with the stock order page.
const lineChange = lazyResolver<LineChangeValues>(() =>
  import('../utils/validation').then((module) => module.lineChangeResolver),
);

const partOf = (line: StockOrderDetail) => `${line.lineCode} ${line.partNumber}`;

/**
 * A line's money: the shop's cost when it sees costs, and the customer price ('Call for Pricing'
 * when there is none). The server leaves cost null for a shop that hides costs.
 */
export function LinePrice({ line }: { line: Pick<StockOrderDetail, 'cost' | 'customerPrice'> }) {
  const { t, i18n } = useTranslation();
  const cost = line.cost === null ? null : viewPrice(line.cost, i18n.language);
  const price = viewPrice(line.customerPrice, i18n.language);
  return (
    <>
      {cost?.kind === 'amount' ? (
        <Text size="sm">{t('stock:lines.costLabel', { amount: cost.text })}</Text>
      ) : null}
      {price.kind === 'amount' ? (
        <Text size="sm">{t('stock:lines.priceLabel', { amount: price.text })}</Text>
      ) : price.kind === 'callForPricing' ? (
        <Text size="sm">{t('common:quote.callForPricing')}</Text>
      ) : null}
    </>
  );
}

/** What the shop's home store has of the line's product. */
export function LineStock({ line }: { line: Pick<StockOrderDetail, 'quantityOnHand'> }) {
  const { t } = useTranslation();
  if (line.quantityOnHand === null) return <>{t('stock:lines.notCarried')}</>;
  if (line.quantityOnHand === 0) return <>{t('stock:lines.outOfStock')}</>;
  return <>{t('stock:lines.inStock', { count: line.quantityOnHand })}</>;
}

/**
 * The order's lines: a table (cards on phones). Each line can be changed (quantity and note, a
 * small form in its place: PUT update with the line's id) or deleted (DELETE detail).
 */
export function StockOrderLines({ order }: { order: StockOrder }) {
  const { t } = useTranslation();
  const phone = useMediaQueryNow(PHONE_QUERY);
  const [editingId, setEditingId] = useState<number | null>(null);
  const remove = useDeleteStockOrderLine();
  const [failure, setFailure] = useState<string | null>(null);

  const onDelete = (line: StockOrderDetail) => {
    setFailure(null);
    remove.mutate(
      { orderId: order.id, detailId: line.id },
      { onError: (error) => setFailure(failureText(t, error, 'stock:errors.saveFailed')) },
    );
  };

  if (order.stockOrderDetails.length === 0) {
    return <Text c="dimmed">{t('stock:lines.empty')}</Text>;
  }

  const actions = (line: StockOrderDetail) => (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="compact-sm"
        variant="default"
        aria-label={t('stock:lines.editFor', { part: partOf(line) })}
        onClick={() => setEditingId(line.id)}
      >
        {t('stock:lines.edit')}
      </Button>
      <Button
        size="compact-sm"
        variant="default"
        color="red"
        aria-label={t('stock:lines.deleteFor', { part: partOf(line) })}
        aria-disabled={remove.isPending || undefined}
        onClick={() => {
          if (!remove.isPending) onDelete(line);
        }}
      >
        {t('stock:lines.delete')}
      </Button>
    </Group>
  );

  const editor = (line: StockOrderDetail) => (
    <LineChangeForm order={order} line={line} onDone={() => setEditingId(null)} />
  );

  return (
    <Stack gap="xs">
      {failure ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : null}
      {phone ? (
        <ul className={classes.plainList} aria-label={t('stock:lines.title')}>
          {order.stockOrderDetails.map((line) => (
            <li key={line.id}>
              <Card withBorder padding="sm">
                <Text fw={600}>{partOf(line)}</Text>
                <ReplacedNumber line={line} />
                <Text size="sm">{line.partDescription}</Text>
                <LinePrice line={line} />
                <Text size="sm">
                  {t('stock:lines.stock')}: <LineStock line={line} />
                </Text>
                {editingId === line.id ? (
                  editor(line)
                ) : (
                  <>
                    <Text size="sm">
                      {t('stock:lines.quantityLabel', { quantity: line.stockQty })}
                    </Text>
                    {line.note ? <Text size="sm">{line.note}</Text> : null}
                    <Group mt="xs">{actions(line)}</Group>
                  </>
                )}
              </Card>
            </li>
          ))}
        </ul>
      ) : (
        // Line code, part number and description share a column, so price and stock fit beside
        // them without sideways scrolling at desktop widths.
        <Table verticalSpacing="xs" aria-label={t('stock:lines.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('stock:lines.part')}</Table.Th>
              <Table.Th>{t('stock:lines.price')}</Table.Th>
              <Table.Th>{t('stock:lines.stock')}</Table.Th>
              <Table.Th className={classes.numericHead}>{t('stock:lines.quantity')}</Table.Th>
              <Table.Th>{t('stock:lines.note')}</Table.Th>
              <Table.Th>{t('stock:lines.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.stockOrderDetails.map((line) => (
              <Table.Tr key={line.id}>
                <Table.Td className={classes.wrapAnywhere}>
                  <Text size="sm" fw={600}>
                    {partOf(line)}
                  </Text>
                  <ReplacedNumber line={line} />
                  <Text size="xs" c="dimmed">
                    {line.partDescription}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <LinePrice line={line} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    <LineStock line={line} />
                  </Text>
                </Table.Td>
                {editingId === line.id ? (
                  <Table.Td colSpan={3}>{editor(line)}</Table.Td>
                ) : (
                  <>
                    <Table.Td className={classes.numeric}>{line.stockQty}</Table.Td>
                    <Table.Td className={classes.wrapAnywhere}>{line.note}</Table.Td>
                    <Table.Td>{actions(line)}</Table.Td>
                  </>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

/** Quantity and note of one line; Escape or Cancel leaves it as it was. */
function LineChangeForm({
  order,
  line,
  onDone,
}: {
  order: StockOrder;
  line: StockOrderDetail;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateStockOrder();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LineChangeValues>({
    resolver: lineChange.resolver,
    defaultValues: { quantity: String(line.stockQty), note: line.note },
  });
  const submit = form.handleSubmit((values) => {
    setFailure(null);
    update.mutate(
      {
        id: order.id,
        name: order.name,
        po: order.po,
        lines: [
          {
            id: line.id,
            lineCode: line.lineCode,
            partNumber: line.partNumber,
            quantity: Number(values.quantity),
            note: values.note.trim(),
          },
        ],
      },
      {
        onSuccess: onDone,
        onError: (error) => setFailure(failureText(t, error, 'stock:errors.saveFailed')),
      },
    );
  });

  return (
    <form
      onSubmit={submit}
      onFocus={lineChange.preload}
      noValidate
      aria-label={t('stock:lines.editFor', { part: partOf(line) })}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDone();
      }}
    >
      <Stack gap={4}>
        <Group gap="xs" align="flex-start" wrap="wrap">
          <TextInput
            size="xs"
            w={90}
            label={t('stock:lines.quantity')}
            inputMode="numeric"
            data-autofocus
            autoFocus
            {...form.register('quantity')}
            error={translateFormMessage(t, form.formState.errors.quantity?.message)}
          />
          <TextInput
            size="xs"
            label={t('stock:lines.note')}
            maxLength={STOCK_ORDER_LIMITS.note}
            {...form.register('note')}
            error={translateFormMessage(t, form.formState.errors.note?.message)}
          />
        </Group>
        {failure ? (
          <Text size="sm" c="red.8" role="alert">
            {failure}
          </Text>
        ) : null}
        <Group gap="xs">
          <Button size="compact-sm" type="submit" loading={update.isPending}>
            {t('stock:lines.save')}
          </Button>
          <Button size="compact-sm" variant="default" onClick={onDone}>
            {t('common:cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A line asked by a former number of ours: its part replaced that number (issue 25). */
function ReplacedNumber({ line }: { line: StockOrderDetail }) {
  const { t } = useTranslation();
  if (!line.replacesNumber) return null;
  return (
    <Text size="xs" fw={600}>
      {t('stock:lines.replaces', { number: line.replacesNumber })}
    </Text>
  );
}
