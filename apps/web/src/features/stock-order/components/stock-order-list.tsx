import { Anchor, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { StockOrderSummary } from '@procounter/shared/contracts/stock-order';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingIndicator } from '@/components/loading-indicator';
import { useMediaQueryNow } from '@/hooks/use-media-query-now';
import { formatDateTime } from '@/lib/format-date';
import { PHONE_QUERY } from '@/lib/media-queries';
import { useStockOrders } from '../api/get-stock-orders';
import classes from './stock-order.module.css';

/** The page's URL of one order: ?id= keeps the open order across reloads and the back button. */
export const stockOrderHref = (id: number) => `?id=${id}`;

/** The shop's stock orders (GET list, size 500): a table, or a card each on phones. */
export function StockOrderList({ selectedId }: { selectedId: number | null }) {
  const { t } = useTranslation();
  const list = useStockOrders();
  const phone = useMediaQueryNow(PHONE_QUERY);

  let body: ReactNode;
  if (list.isPending) {
    body = (
      <Group justify="center" p="md">
        <LoadingIndicator />
      </Group>
    );
  } else if (list.isError) {
    body = (
      <Text c="red.8" role="alert">
        {t('stock:list.loadFailed')}
      </Text>
    );
  } else if (list.data.content.length === 0) {
    body = <Text c="dimmed">{t('stock:list.empty')}</Text>;
  } else if (phone) {
    body = <OrderCards orders={list.data.content} selectedId={selectedId} />;
  } else {
    body = <OrderTable orders={list.data.content} selectedId={selectedId} />;
  }

  return (
    <section aria-label={t('stock:list.title')} aria-busy={list.isFetching}>
      <Stack gap="xs">
        <Text fw={600} size="lg" component="h2">
          {t('stock:list.title')}
        </Text>
        {body}
      </Stack>
    </section>
  );
}

function OrderLink({ order, selected }: { order: StockOrderSummary; selected: boolean }) {
  return (
    <Anchor
      component={Link}
      to={stockOrderHref(order.id)}
      fw={600}
      aria-current={selected ? 'page' : undefined}
    >
      {order.name}
    </Anchor>
  );
}

interface OrdersProps {
  orders: StockOrderSummary[];
  selectedId: number | null;
}

/**
 * The list's table fits its column without sideways scrolling (issue 21): the PO goes under the
 * name, the headers may wrap, and nothing has a minimum width.
 */
function OrderTable({ orders, selectedId }: OrdersProps) {
  const { t, i18n } = useTranslation();
  return (
    <Table verticalSpacing="xs" highlightOnHover aria-label={t('stock:list.title')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('stock:list.columns.name')}</Table.Th>
          <Table.Th className={classes.numericHead}>{t('stock:list.columns.lines')}</Table.Th>
          <Table.Th className={classes.numericHead}>{t('stock:list.columns.quantity')}</Table.Th>
          <Table.Th>{t('stock:list.columns.updated')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {orders.map((order) => (
          <Table.Tr
            key={order.id}
            className={order.id === selectedId ? classes.selected : undefined}
          >
            <Table.Td className={classes.wrapAnywhere}>
              <OrderLink order={order} selected={order.id === selectedId} />
              {order.po ? (
                <Text size="xs" c="dimmed">
                  {t('stock:list.poLabel', { po: order.po })}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td className={classes.numeric}>{order.lineCount}</Table.Td>
            <Table.Td className={classes.numeric}>{order.totalQuantity}</Table.Td>
            <Table.Td>
              <Text size="sm">{formatDateTime(order.updatedAt, i18n.language)}</Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function OrderCards({ orders, selectedId }: OrdersProps) {
  const { t, i18n } = useTranslation();
  return (
    <ul className={classes.plainList}>
      {orders.map((order) => (
        <li key={order.id}>
          <Card
            withBorder
            padding="sm"
            className={`${classes.card} ${order.id === selectedId ? classes.selected : ''}`}
          >
            <OrderLink order={order} selected={order.id === selectedId} />
            {order.po ? <Text size="sm">{t('stock:list.poLabel', { po: order.po })}</Text> : null}
            <Text size="sm">
              {`${t('stock:list.lineCount', { count: order.lineCount })} · ${t('stock:list.quantityCount', { count: order.totalQuantity })}`}
            </Text>
            <Text size="sm" c="dimmed">
              {formatDateTime(order.updatedAt, i18n.language)}
            </Text>
          </Card>
        </li>
      ))}
    </ul>
  );
}
