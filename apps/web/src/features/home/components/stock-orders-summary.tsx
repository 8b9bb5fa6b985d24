import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format-date';
import { routePath } from '@/lib/route-paths';
import { useStockOrderSummaries } from '../api/get-stock-order-summaries';
import classes from './home.module.css';
import { HomeSection, SectionEmpty, SectionError, SectionLoading } from './home-section';

/** How many stock orders the start page lists. */
const SHOWN = 5;

/** The shop's stock orders, newest change first, each opening on the Stock Order page (R-HOME-3). */
export function StockOrdersSummary() {
  const { t, i18n } = useTranslation();
  const orders = useStockOrderSummaries();
  const stockOrderPath = routePath('stockOrder');
  let content: React.ReactNode;
  if (orders.isPending) content = <SectionLoading rows={2} />;
  else if (orders.isError)
    content = <SectionError onRetry={() => void orders.refetch()} retrying={orders.isFetching} />;
  else if (orders.data.content.length === 0)
    content = (
      <SectionEmpty
        text={t('home:stockOrders.empty')}
        next={{ to: stockOrderPath, label: t('home:stockOrders.create') }}
      />
    );
  else
    content = (
      <ul className={classes.list}>
        {orders.data.content.slice(0, SHOWN).map((order) => (
          <li key={order.id} className={classes.row}>
            <Stack gap={2}>
              <Anchor component={Link} to={`${stockOrderPath}?id=${order.id}`} fw={600} size="sm">
                {order.name}
              </Anchor>
              <Text size="sm">
                {[
                  order.po ? t('home:stockOrders.po', { po: order.po }) : null,
                  t('home:stockOrders.lines', { count: order.lineCount }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('home:changedAt', { date: formatDateTime(order.updatedAt, i18n.language) })}
              </Text>
            </Stack>
          </li>
        ))}
      </ul>
    );
  return (
    <HomeSection
      title={t('home:stockOrders.title')}
      more={{ to: stockOrderPath, label: t('home:stockOrders.all') }}
    >
      {content}
    </HomeSection>
  );
}
