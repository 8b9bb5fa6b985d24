import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { WorksheetSearchRow } from '@procounter/shared/contracts/worksheet';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApprovalBadge } from '@/components/approval-badge';
import { formatDateTime } from '@/lib/format-date';
import { viewPrice } from '@/lib/prices';
import { routePath } from '@/lib/route-paths';
import classes from './home.module.css';

/** The price total the server gave (as the caller may see it); nothing for 0 (R-QUOTE-2). */
function totalText(amount: number, language: string): string | null {
  const view = viewPrice(amount, language);
  return view.kind === 'amount' ? view.text : null;
}

/**
 * Quotes or orders as a list of links to their pages (R-HOME-3): the name (when given) and number, then customer,
 * vehicle, items, total and the last change (orders: when ordered) with the status of an order.
 */
export function WorksheetRows({
  rows,
  kind,
}: {
  rows: WorksheetSearchRow[];
  kind: 'quote' | 'order';
}) {
  const { t, i18n } = useTranslation();
  return (
    <ul className={classes.list}>
      {rows.map((row) => {
        const number =
          kind === 'order' && row.orderConfirmationNumber
            ? t('home:orderNumber', { number: row.orderConfirmationNumber })
            : t('home:quoteNumber', { number: row.worksheetId });
        const when = row.orderSubmittedDatetime ?? row.updatedDatetime;
        const total = totalText(row.totalPrice, i18n.language);
        const details = [
          row.customerName,
          row.vehicleDescription,
          t('home:items', { count: row.totalItems }),
          total,
        ].filter(Boolean);
        return (
          <li key={row.worksheetId} className={classes.row}>
            <Stack gap={2}>
              <Group gap="xs" justify="space-between" wrap="nowrap">
                <Anchor
                  component={Link}
                  to={routePath('quoteDetails', { quoteId: row.worksheetId })}
                  fw={600}
                  size="sm"
                >
                  {row.name ? `${row.name} · ${number}` : number}
                </Anchor>
                {kind === 'order' || row.status !== 'OPEN' ? (
                  <Badge variant="light" size="sm" color={row.submitted ? 'green' : 'gray'}>
                    {t(`common:quotes.status.${row.status}`)}
                  </Badge>
                ) : row.approval ? (
                  // An open quote sent to its customer: where the approval stands (issue 22).
                  <ApprovalBadge approval={row.approval} />
                ) : null}
              </Group>
              <Text size="sm">{details.join(' · ')}</Text>
              <Text size="xs" c="dimmed">
                {t(kind === 'order' ? 'home:orderedAt' : 'home:changedAt', {
                  date: formatDateTime(when, i18n.language),
                })}
              </Text>
            </Stack>
          </li>
        );
      })}
    </ul>
  );
}
