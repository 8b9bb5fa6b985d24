import { Anchor, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { StatementSummary } from '@procounter/shared/contracts/statement';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMediaQueryNow } from '@/hooks/use-media-query-now';
import { PHONE_QUERY } from '@/lib/media-queries';
import { formatMoney } from '@/lib/prices';
import { formatDay, formatMonth } from '../utils/format';
import { StatusBadge } from './status-badge';

/** The 24 months, newest first: a table on a desktop, stacked cards on a phone. */
export function StatementList({ statements }: { statements: StatementSummary[] }) {
  const { t, i18n } = useTranslation();
  const phone = useMediaQueryNow(PHONE_QUERY);
  const lang = i18n.language;
  const money = (n: number) => formatMoney(n, lang);
  const open = (s: StatementSummary) => (
    <Anchor
      component={Link}
      to={`?month=${s.month}`}
      aria-label={t('statements:list.openLabel', { month: formatMonth(s.month, lang) })}
    >
      {formatMonth(s.month, lang)}
    </Anchor>
  );
  return (
    <Stack gap="sm" component="section" aria-labelledby="statements-list-title">
      <Title order={2} size="h3" id="statements-list-title">
        {t('statements:list.title')}
      </Title>
      {phone ? null : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover>
            <Table.Caption>{t('statements:list.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('statements:list.month')}</Table.Th>
                <Table.Th scope="col">{t('statements:list.dueDate')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('statements:list.opening')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('statements:list.invoices')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('statements:list.credits')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('statements:list.payments')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('statements:list.closing')}
                </Table.Th>
                <Table.Th scope="col">{t('statements:list.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {statements.map((s) => (
                <Table.Tr key={s.month}>
                  <Table.Th scope="row" fw={500}>
                    {open(s)}
                  </Table.Th>
                  <Table.Td>{formatDay(s.dueDate, lang)}</Table.Td>
                  <Table.Td ta="right">{money(s.opening)}</Table.Td>
                  <Table.Td ta="right">{money(s.invoices)}</Table.Td>
                  <Table.Td ta="right">{money(s.credits)}</Table.Td>
                  <Table.Td ta="right">{money(s.payments)}</Table.Td>
                  <Table.Td ta="right" fw={600}>
                    {money(s.closing)}
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge status={s.status} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {phone ? (
        <SimpleGrid cols={1} spacing="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {statements.map((s) => (
            <Card key={s.month} withBorder padding="sm" radius="sm" component="li">
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600}>{open(s)}</Text>
                <StatusBadge status={s.status} />
              </Group>
              <Group justify="space-between" mt={4}>
                <Text size="sm" c="dimmed">
                  {t('statements:list.closing')}
                </Text>
                <Text size="sm" fw={600}>
                  {money(s.closing)}
                </Text>
              </Group>
              <Group justify="space-between">
                <Text size="sm" c="dimmed">
                  {t('statements:list.dueDate')}
                </Text>
                <Text size="sm">{formatDay(s.dueDate, lang)}</Text>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
