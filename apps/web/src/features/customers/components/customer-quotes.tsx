import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format-date';
import { viewPrice } from '@/lib/prices';
import { routePath } from '@/lib/route-paths';
import { useCustomerQuotes } from '../api/get-customer-quotes';
import classes from './customers.module.css';

/**
 * The customer's quotes and orders, newest first (GET /worksheet/rest/search?customerId), each a
 * link to its page, with status, vehicle, items, the price total as the caller sees it and when it
 * changed (an order: when it was placed); the rest are on Quotes and Orders, filtered to them.
 */
export function CustomerQuotes({ customerId }: { customerId: number }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const quotes = useCustomerQuotes(customerId);

  let body: React.ReactNode;
  if (quotes.isPending) {
    body = (
      <Stack gap="xs" role="status" aria-label={t('customers:quotes.loading')}>
        <Skeleton height={48} radius="sm" />
        <Skeleton height={48} radius="sm" />
      </Stack>
    );
  } else if (quotes.isError) {
    body = (
      <Alert color="red" variant="light" role="alert">
        <Group gap="sm" justify="space-between">
          <Text size="sm">{t('customers:quotes.loadFailed')}</Text>
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => void quotes.refetch()}
            loading={quotes.isFetching}
          >
            {t('customers:actions.retry')}
          </Button>
        </Group>
      </Alert>
    );
  } else if (quotes.data.content.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        {t('customers:quotes.empty')}
      </Text>
    );
  } else {
    body = (
      <ul className={classes.plainList}>
        {quotes.data.content.map((row) => {
          const number =
            row.submitted && row.orderConfirmationNumber
              ? t('customers:quotes.orderNumber', { number: row.orderConfirmationNumber })
              : t('customers:quotes.quoteNumber', { number: row.worksheetId });
          const total = viewPrice(row.totalPrice, i18n.language);
          const when = row.orderSubmittedDatetime ?? row.updatedDatetime;
          const details = [
            row.vehicleDescription,
            t('customers:quotes.items', { count: row.totalItems }),
            total.kind === 'amount' ? total.text : null,
          ].filter(Boolean);
          return (
            <li key={row.worksheetId} className={classes.wrapAnywhere}>
              <Stack gap={2}>
                <Group gap="xs" justify="space-between" wrap="wrap">
                  <Anchor
                    component={Link}
                    to={routePath('quoteDetails', { quoteId: row.worksheetId })}
                    fw={600}
                    size="sm"
                  >
                    {row.name ? `${row.name} · ${number}` : number}
                  </Anchor>
                  <Badge variant="light" size="sm" color={row.submitted ? 'green.9' : 'gray.8'}>
                    {t(`common:quotes.status.${row.status}`)}
                  </Badge>
                </Group>
                <Text size="sm">{details.join(' · ')}</Text>
                <Text size="xs" c="dimmed">
                  {t(row.submitted ? 'customers:quotes.orderedAt' : 'customers:quotes.changedAt', {
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

  const more = quotes.data && quotes.data.totalElements > quotes.data.content.length;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} size="h4" id={headingId}>
            {t('customers:quotes.title')}
          </Title>
          {quotes.data && quotes.data.totalElements > 0 ? (
            <Anchor
              component={Link}
              to={`${routePath('quoteSearch')}?customerId=${customerId}`}
              size="sm"
            >
              {more
                ? t('customers:quotes.all', { count: quotes.data.totalElements })
                : t('customers:quotes.search')}
            </Anchor>
          ) : null}
        </Group>
        {body}
      </Stack>
    </Card>
  );
}
