import { Grid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CreateStockOrderForm } from './create-stock-order-form';
import { StockOrderEditor } from './stock-order-editor';
import { StockOrderList } from './stock-order-list';

/** The open order from the URL (?id=): anything but a positive whole number is none. */
function readOrderId(search: URLSearchParams): number | null {
  const id = Number(search.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * /stockorder (issue 5): the shop's stock orders and a new-order form beside the open order. The
 * open order lives in the URL, so a reload or the back button keep it.
 */
export function StockOrderPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const orderId = readOrderId(searchParams);

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <Stack gap="md">
          <CreateStockOrderForm onCreated={(order) => setSearchParams({ id: String(order.id) })} />
          <StockOrderList selectedId={orderId} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 7 }}>
        {orderId !== null ? (
          <StockOrderEditor
            key={orderId}
            orderId={orderId}
            onDeleted={() => setSearchParams({}, { replace: true })}
          />
        ) : (
          <Text c="dimmed">{t('stock:editor.none')}</Text>
        )}
      </Grid.Col>
    </Grid>
  );
}
