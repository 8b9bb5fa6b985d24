import { Anchor, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { API } from '@procounter/shared/contracts/api-paths';
import type {
  StatementDetail as Detail,
  StatementEntry,
} from '@procounter/shared/contracts/statement';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMediaQueryNow } from '@/hooks/use-media-query-now';
import { PHONE_QUERY } from '@/lib/media-queries';
import { formatMoney } from '@/lib/prices';
import { formatDay, formatMonth } from '../utils/format';
import { PdfButton } from './pdf-button';
import { StatusBadge } from './status-badge';

/** What an entry is: 'Invoice IN500123', 'Credit memo CM500130 · Return', 'Payment · Cash'. */
function describe(entry: StatementEntry, t: TFunction): string {
  const kind = t(`statements:statement.kind.${entry.kind}`);
  if (entry.kind === 'PAYMENT') {
    return [kind, entry.paymentType ? t(`statements:paymentType.${entry.paymentType}`) : null]
      .filter(Boolean)
      .join(' · ');
  }
  const reason = entry.creditReason ? t(`statements:creditReason.${entry.creditReason}`) : null;
  return [`${kind} ${entry.number ?? ''}`.trim(), reason].filter(Boolean).join(' · ');
}

function Details({ entry }: { entry: StatementEntry }) {
  const { t } = useTranslation();
  const parts = [
    entry.confirmationNumber
      ? t('statements:statement.order', { number: entry.confirmationNumber })
      : null,
    entry.poNumber ? t('statements:statement.po', { number: entry.poNumber }) : null,
    entry.garageBayId ? t('statements:statement.garageBay', { id: entry.garageBayId }) : null,
    entry.fleetId ? t('statements:statement.fleet', { id: entry.fleetId }) : null,
    entry.kind === 'PAYMENT' ? entry.number : null,
  ].filter(Boolean);
  return <>{parts.join(' · ')}</>;
}

/** One month: its figures, then its invoices, credits and payments with the balance after each. */
export function StatementDetail({ detail }: { detail: Detail }) {
  const { t, i18n } = useTranslation();
  const phone = useMediaQueryNow(PHONE_QUERY);
  const lang = i18n.language;
  const money = (n: number) => formatMoney(n, lang);
  const { statement } = detail;
  const month = formatMonth(statement.month, lang);
  const signed = (e: StatementEntry) => (e.kind === 'INVOICE' ? e.amount : -e.amount);
  const link = (e: StatementEntry) =>
    e.kind === 'PAYMENT' ? (
      describe(e, t)
    ) : (
      <Anchor component={Link} to={`?month=${statement.month}&invoice=${e.id}`}>
        {describe(e, t)}
      </Anchor>
    );

  const figures: [string, number][] = [
    [t('statements:list.opening'), statement.opening],
    [t('statements:list.invoices'), statement.invoices],
    [t('statements:list.credits'), statement.credits],
    [t('statements:list.payments'), statement.payments],
    [t('statements:list.closing'), statement.closing],
  ];

  return (
    <Stack gap="md" component="section" aria-labelledby="statement-title">
      <Anchor component={Link} to="?" size="sm">
        {t('statements:statement.back')}
      </Anchor>
      <Group justify="space-between" align="center">
        <Group gap="sm">
          <Title order={2} size="h3" id="statement-title" tabIndex={-1}>
            {t('statements:statement.title', { month })}
          </Title>
          <StatusBadge status={statement.status} />
        </Group>
        <PdfButton
          path={API.statementPdf(statement.month)}
          fileName={`statement-${statement.month}.pdf`}
        />
      </Group>
      <Group gap="xl">
        <Text size="sm">
          {t('statements:list.statementDate')}: {formatDay(statement.statementDate, lang)}
        </Text>
        <Text size="sm">
          {t('statements:list.dueDate')}: {formatDay(statement.dueDate, lang)}
        </Text>
      </Group>
      <Card withBorder padding="sm" radius="sm">
        <Group gap="xl" wrap="wrap">
          {figures.map(([label, value]) => (
            <Stack gap={0} key={label}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text fw={600}>{money(value)}</Text>
            </Stack>
          ))}
        </Group>
      </Card>
      {detail.entries.length === 0 ? (
        <Text c="dimmed">{t('statements:statement.empty')}</Text>
      ) : phone ? (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {detail.entries.map((e) => (
            <Card key={`${e.kind}-${e.id}`} withBorder padding="sm" radius="sm" component="li">
              <Text fw={500}>{link(e)}</Text>
              <Text size="sm" c="dimmed">
                {formatDay(e.date, lang)} <Details entry={e} />
              </Text>
              <Group justify="space-between">
                <Text size="sm">{money(signed(e))}</Text>
                <Text size="sm" fw={600}>
                  {t('statements:statement.balance')}: {money(e.balance)}
                </Text>
              </Group>
            </Card>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('statements:statement.date')}</Table.Th>
                <Table.Th scope="col">{t('statements:statement.document')}</Table.Th>
                <Table.Th scope="col">{t('statements:statement.details')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('statements:statement.amount')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('statements:statement.balance')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <Table.Tr>
                <Table.Td colSpan={4}>{t('statements:statement.openingRow')}</Table.Td>
                <Table.Td ta="right">{money(statement.opening)}</Table.Td>
              </Table.Tr>
              {detail.entries.map((e) => (
                <Table.Tr key={`${e.kind}-${e.id}`}>
                  <Table.Td>{formatDay(e.date, lang)}</Table.Td>
                  <Table.Td>{link(e)}</Table.Td>
                  <Table.Td>
                    <Details entry={e} />
                  </Table.Td>
                  <Table.Td ta="right">{money(signed(e))}</Table.Td>
                  <Table.Td ta="right">{money(e.balance)}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Td colSpan={4} fw={600}>
                  {t('statements:statement.closingRow')}
                </Table.Td>
                <Table.Td ta="right" fw={600}>
                  {money(statement.closing)}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
