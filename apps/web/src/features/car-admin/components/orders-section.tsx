import { Badge, Group, Stack, Text } from '@mantine/core';
import type { CarAccountOrder } from '@procounter/shared/contracts/car-account';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date';
import { formatMoney } from '@/lib/prices';
import classes from './car-admin.module.css';
import { CarAdminSection, SectionEmpty } from './car-admin-section';

/** Each status's text (a status the contract adds fails the typecheck here until it has one). */
const STATUS_KEYS: Record<CarAccountOrder['status'], string> = {
  SUBMITTED: 'carAdmin:orders.status.SUBMITTED',
};

/**
 * The orders the shops placed for the account, newest first: confirmation number, status, shop,
 * vehicle, when, lines and the total at customer prices (the server's).
 */
export function OrdersSection({ orders }: { orders: CarAccountOrder[] }) {
  const { t, i18n } = useTranslation();
  return (
    <CarAdminSection title={t('carAdmin:orders.title')}>
      {orders.length === 0 ? (
        <SectionEmpty text={t('carAdmin:orders.empty')} />
      ) : (
        <ul className={classes.list}>
          {orders.map((order) => (
            <li key={order.confirmationNumber} className={classes.row}>
              <Stack gap={2}>
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Text fw={600}>
                    {t('carAdmin:orders.confirmation', { number: order.confirmationNumber })}
                  </Text>
                  <Badge variant="light" color="green" size="sm">
                    {t(STATUS_KEYS[order.status])}
                  </Badge>
                </Group>
                <Text size="sm">{[order.shopName, order.vehicle].filter(Boolean).join(' · ')}</Text>
                <Text size="sm">
                  {[
                    t('carAdmin:orders.lines', { count: order.lineCount }),
                    t('carAdmin:orders.total', {
                      amount: formatMoney(order.total, i18n.language),
                    }),
                  ].join(' · ')}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('carAdmin:orders.orderedAt', {
                    date: formatDateTime(order.submittedAt, i18n.language),
                  })}
                </Text>
              </Stack>
            </li>
          ))}
        </ul>
      )}
    </CarAdminSection>
  );
}
