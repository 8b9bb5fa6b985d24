import { Anchor, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { API } from '@procounter/shared/contracts/api-paths';
import type { InvoiceDetail as Invoice } from '@procounter/shared/contracts/statement';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMediaQueryNow } from '@/hooks/use-media-query-now';
import { PHONE_QUERY } from '@/lib/media-queries';
import { formatMoney, formatQuantity } from '@/lib/prices';
import { routePath } from '@/lib/route-paths';
import { formatDay } from '../utils/format';
import { PdfButton } from './pdf-button';

/** An invoice or credit memo: who, what order, its lines and totals, a link to its order. */
export function InvoiceDetail({ invoice, backTo }: { invoice: Invoice; backTo: string }) {
  const { t, i18n } = useTranslation();
  const phone = useMediaQueryNow(PHONE_QUERY);
  const lang = i18n.language;
  const money = (n: number) => formatMoney(n, lang);
  const none = t('statements:invoice.none');
  const title =
    invoice.kind === 'INVOICE'
      ? t('statements:invoice.title', { number: invoice.invoiceNumber })
      : t('statements:invoice.creditTitle', { number: invoice.invoiceNumber });
  const facts: [string, React.ReactNode][] = [
    [t('statements:invoice.date'), formatDay(invoice.invoiceDate, lang)],
    [
      t('statements:invoice.store'),
      invoice.store
        ? `${invoice.store.id} · ${invoice.store.name}, ${invoice.store.city}, ${invoice.store.state}`
        : none,
    ],
  ];
  if (invoice.order) {
    facts.push([
      t('statements:invoice.order'),
      <Anchor
        key="order"
        component={Link}
        to={routePath('quoteDetails', { quoteId: invoice.order.worksheetId })}
      >
        {t('statements:invoice.openOrder', { number: invoice.order.confirmationNumber })}
      </Anchor>,
    ]);
  }
  if (invoice.kind === 'INVOICE') {
    facts.push(
      [t('statements:invoice.po'), invoice.poNumber ?? none],
      [t('statements:invoice.garageBay'), invoice.garageBayId ?? none],
      [t('statements:invoice.fleet'), invoice.fleetId ?? none],
    );
  }
  if (invoice.creditReason) {
    facts.push([
      t('statements:invoice.creditReason'),
      t(`statements:creditReason.${invoice.creditReason}`),
    ]);
  }
  if (invoice.creditedInvoice) {
    facts.push([
      t('statements:invoice.creditedInvoice'),
      <Anchor key="credited" component={Link} to={`?invoice=${invoice.creditedInvoice.id}`}>
        {invoice.creditedInvoice.invoiceNumber}
      </Anchor>,
    ]);
  }
  if (invoice.memo) facts.push([t('statements:invoice.memo'), invoice.memo]);

  const part = (l: Invoice['lines'][number]) =>
    [l.lineCode, l.partNumber].filter(Boolean).join(' ') || none;

  return (
    <Stack gap="md" component="section" aria-labelledby="invoice-title">
      <Anchor component={Link} to={backTo} size="sm">
        {t('statements:statement.back')}
      </Anchor>
      <Group justify="space-between" align="center">
        <Title order={2} size="h3" id="invoice-title" tabIndex={-1}>
          {title}
        </Title>
        <PdfButton path={API.invoicePdf(invoice.id)} fileName={`${invoice.invoiceNumber}.pdf`} />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" component="dl" m={0}>
        {facts.map(([label, value]) => (
          <Group key={label} gap="xs" wrap="nowrap" align="baseline">
            <Text component="dt" size="sm" c="dimmed">
              {label}:
            </Text>
            <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </Group>
        ))}
      </SimpleGrid>
      {invoice.lines.length === 0 ? (
        <Text c="dimmed">{t('statements:invoice.noLines')}</Text>
      ) : phone ? (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {invoice.lines.map((l) => (
            <Card key={l.id} withBorder padding="sm" radius="sm" component="li">
              <Text fw={500}>{part(l)}</Text>
              <Text size="sm">{l.description}</Text>
              <Group justify="space-between">
                <Text size="sm" c="dimmed">
                  {formatQuantity(l.quantity, lang)} × {money(l.unitPrice)}
                </Text>
                <Text size="sm" fw={600}>
                  {money(l.extended)}
                </Text>
              </Group>
            </Card>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={600}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('statements:invoice.line')}</Table.Th>
                <Table.Th scope="col">{t('statements:invoice.part')}</Table.Th>
                <Table.Th scope="col">{t('statements:invoice.description')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('statements:invoice.quantity')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('statements:invoice.unitPrice')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('statements:invoice.extended')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoice.lines.map((l) => (
                <Table.Tr key={l.id}>
                  <Table.Td>{l.lineNumber}</Table.Td>
                  <Table.Td>{part(l)}</Table.Td>
                  <Table.Td>{l.description}</Table.Td>
                  <Table.Td ta="right">{formatQuantity(l.quantity, lang)}</Table.Td>
                  <Table.Td ta="right">{money(l.unitPrice)}</Table.Td>
                  <Table.Td ta="right">{money(l.extended)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Stack gap={2} align="flex-end">
        <Text size="sm">
          {t('statements:invoice.subtotal')}: {money(invoice.subtotal)}
        </Text>
        <Text size="sm">
          {invoice.taxRate
            ? t('statements:invoice.tax', { rate: formatQuantity(invoice.taxRate, lang) })
            : t('statements:invoice.noTax')}
          : {money(invoice.tax)}
        </Text>
        <Text fw={700}>
          {t('statements:invoice.total')}: {money(invoice.total)}
        </Text>
      </Stack>
      {invoice.credits.length > 0 ? (
        <Stack gap={4}>
          <Title order={3} size="h5">
            {t('statements:invoice.credits')}
          </Title>
          {invoice.credits.map((c) => (
            <Text size="sm" key={c.id}>
              <Anchor component={Link} to={`?invoice=${c.id}`}>
                {c.invoiceNumber}
              </Anchor>{' '}
              · {formatDay(c.invoiceDate, lang)} · {money(c.total)}
            </Text>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
