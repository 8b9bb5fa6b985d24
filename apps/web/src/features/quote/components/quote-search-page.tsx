import {
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import type { WorksheetSearchRow } from '@procounter/shared/contracts/worksheet';
import { userCanManageCustomers } from '@procounter/shared/domain/roles';
import { DATE_RANGE } from '@procounter/shared/validation/date-range';
import { QUOTE_SEARCH_KEYWORDS_MAX_LENGTH } from '@procounter/shared/validation/limits';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApprovalBadge } from '@/components/approval-badge';
import { LabelledPagination } from '@/components/labelled-pagination';
import { LoadingIndicator } from '@/components/loading-indicator';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useErrorToast } from '@/hooks/use-error-toast';
import { useMiniQuote } from '@/hooks/use-mini-quote';
import { formatDateTime } from '@/lib/format-date';
import { viewPrice } from '@/lib/prices';
import { routePath } from '@/lib/route-paths';
import {
  QUOTE_SEARCH_PAGE_SIZE,
  type QuoteSearchParams,
  readQuoteSearchParams,
  type SearchType,
  useWorksheetSearch,
  writeQuoteSearchParams,
} from '../api/search-worksheets';
import { quoteDetailsPath } from '../utils/quote-paths';
import classes from './quote-pages.module.css';

/**
 * /quote/search, Quotes and Orders (R-ORDER-2): a search (keywords, type, dates, recent)
 * kept in the URL, and the shop's quotes and orders found, newest first, a page at a time. The
 * current quote is linked above the results and marked among them.
 */
export function QuoteSearchPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readQuoteSearchParams(searchParams);
  const results = useWorksheetSearch(params);
  const mini = useMiniQuote();
  const currentId = mini.data?.quoteDetails.worksheetHeaderId ?? null;
  useErrorToast(results.isError, t('common:quote.loadFailed'));

  const go = (next: QuoteSearchParams) => setSearchParams(writeQuoteSearchParams(next));
  const data = results.data;
  const pages = data ? Math.max(1, Math.ceil(data.totalElements / QUOTE_SEARCH_PAGE_SIZE)) : 1;

  return (
    <Stack gap="md">
      {currentId !== null && (mini.data?.quoteDetails.totalItems ?? 0) > 0 ? (
        <Anchor component={Link} to={quoteDetailsPath(currentId)} fw={600}>
          {t('quotes:search.openCurrent')}
        </Anchor>
      ) : null}
      {params.customerId !== null ? (
        <CustomerFilter
          customerId={params.customerId}
          name={data?.content.find((row) => row.customerId === params.customerId)?.customerName}
          onClear={() => go({ ...params, customerId: null, page: 0 })}
        />
      ) : null}
      <SearchForm
        key={searchParams.toString()}
        params={params}
        onSearch={(next) => go({ ...next, page: 0 })}
      />
      <section aria-label={t('quotes:search.results')} aria-busy={results.isFetching}>
        {results.isPending ? (
          <Group justify="center" p="xl">
            <LoadingIndicator />
          </Group>
        ) : !data || data.content.length === 0 ? (
          <Text c="dimmed">{t('quotes:search.empty')}</Text>
        ) : (
          <Stack gap="sm">
            <Text size="sm" c="dimmed" role="status">
              {t('quotes:search.total', { count: data.totalElements })}
            </Text>
            <ResultsTable rows={data.content} currentId={currentId} />
            <ResultCards rows={data.content} currentId={currentId} />
            {pages > 1 ? (
              <LabelledPagination
                total={pages}
                value={params.page + 1}
                onChange={(page) => go({ ...params, page: page - 1 })}
                aria-label={t('quotes:search.pagination')}
              />
            ) : null}
          </Stack>
        )}
      </section>
    </Stack>
  );
}

/**
 * The search is narrowed to one customer (from the customer's page, or a customer's name in the
 * results): says whose, links to them and widens the search to every customer again.
 */
function CustomerFilter({
  customerId,
  name,
  onClear,
}: {
  customerId: number;
  name: string | null | undefined;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" gap="xs">
        <Text fw={600}>
          {name
            ? t('quotes:search.customerFilter', { name })
            : t('quotes:search.customerFilterUnnamed')}
        </Text>
        <Group gap="xs">
          <Anchor component={Link} to={routePath('customerDetails', { id: customerId })}>
            {t('quotes:search.customerPage')}
          </Anchor>
          <Button variant="default" size="xs" onClick={onClear}>
            {t('quotes:search.allCustomers')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

function SearchForm({
  params,
  onSearch,
}: {
  params: QuoteSearchParams;
  onSearch: (params: QuoteSearchParams) => void;
}) {
  const { t } = useTranslation();
  const typeLabelId = useId();
  // The draft starts from the URL; the page keys this form by the URL, so a new search (or Back)
  // starts a new draft. No effect copies params in: they are a new object on every render of the
  // page, and copying them wiped what the user was typing whenever results or the quote arrived.
  const [draft, setDraft] = useState(params);
  const [datesError, setDatesError] = useState(false);
  const set = <K extends keyof QuoteSearchParams>(key: K, value: QuoteSearchParams[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wrongOrder = Boolean(draft.startDate && draft.endDate && draft.startDate > draft.endDate);
    setDatesError(wrongOrder);
    if (!wrongOrder) onSearch(draft);
  };

  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} role="search">
      <Stack gap="sm">
        <TextInput
          label={t('quotes:search.keywords')}
          description={t('quotes:search.keywordsHint')}
          value={draft.keywords}
          maxLength={QUOTE_SEARCH_KEYWORDS_MAX_LENGTH}
          onChange={(event) => set('keywords', event.currentTarget.value)}
        />
        <div>
          <Text size="sm" fw={500} id={typeLabelId} mb={4}>
            {t('quotes:search.type')}
          </Text>
          <SegmentedControl
            aria-labelledby={typeLabelId}
            value={draft.searchType}
            onChange={(value) => set('searchType', value as SearchType)}
            data={[
              { value: 'ALL', label: t('quotes:search.typeAll') },
              { value: 'QUOTE', label: t('quotes:search.typeQuotes') },
              { value: 'ORDER', label: t('quotes:search.typeOrders') },
            ]}
          />
        </div>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            type="date"
            label={t('quotes:search.startDate')}
            value={draft.startDate}
            min={DATE_RANGE.min}
            max={DATE_RANGE.max}
            onChange={(event) => set('startDate', event.currentTarget.value)}
          />
          <TextInput
            type="date"
            label={t('quotes:search.endDate')}
            value={draft.endDate}
            min={DATE_RANGE.min}
            max={DATE_RANGE.max}
            onChange={(event) => set('endDate', event.currentTarget.value)}
            error={datesError ? t('quotes:search.datesOrder') : undefined}
          />
        </SimpleGrid>
        <Checkbox
          label={t('quotes:search.recent')}
          checked={draft.recent}
          onChange={(event) => set('recent', event.currentTarget.checked)}
        />
        <Group>
          <Button type="submit">{t('quotes:search.submit')}</Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The row's date: submitted time for orders, last change for quotes (the server's order). */
const rowDate = (row: WorksheetSearchRow) => row.orderSubmittedDatetime ?? row.updatedDatetime;

function totalText(amount: number, language: string): string {
  const view = viewPrice(amount, language);
  return view.kind === 'amount' ? view.text : '';
}

function useRowText() {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const linkCustomers = user.data ? userCanManageCustomers(user.data) : false;
  return (row: WorksheetSearchRow) => ({
    /** The customer's page, for a quote naming a customer record and a user who manages them. */
    customerPath:
      linkCustomers && row.customerId !== null && row.customerName
        ? routePath('customerDetails', { id: row.customerId })
        : null,
    date: formatDateTime(rowDate(row), i18n.language),
    // R-QUOTE-8: every row shows its number (the confirmation number of an order, else the
    // quote's), with the quote's name when it has one.
    number:
      row.orderConfirmationNumber ??
      t('common:quotes.details.quoteNumber', { id: row.worksheetId }),
    name: row.name ?? '',
    vehicle: row.vehicleDescription ?? '',
    customerName: row.customerName ?? '',
    po: row.poNumber ? t('common:quotes.poLabel', { po: row.poNumber }) : '',
    customer: [
      row.customerName,
      row.poNumber ? t('common:quotes.poLabel', { po: row.poNumber }) : null,
    ]
      .filter(Boolean)
      .join(' · '),
    items: t('common:quotes.itemsCount', { count: row.totalItems }),
    // The server's price total as the caller sees it (no labor for RO writers); nothing for 0.
    total: totalText(row.totalPrice, i18n.language),
    status: t(`common:quotes.status.${row.status}`),
  });
}

/** The customer (a link to their page when the quote names a customer record) and the PO. */
function CustomerCell({ cells }: { cells: ReturnType<ReturnType<typeof useRowText>> }) {
  if (!cells.customerPath) return <>{cells.customer}</>;
  return (
    <>
      <Anchor component={Link} to={cells.customerPath} size="sm">
        {cells.customerName}
      </Anchor>
      {cells.po ? ` · ${cells.po}` : null}
    </>
  );
}

function RowLink({ row, text }: { row: WorksheetSearchRow; text: string }) {
  return (
    <Anchor component={Link} to={quoteDetailsPath(row.worksheetId)} fw={600}>
      {text}
    </Anchor>
  );
}

function ResultsTable({
  rows,
  currentId,
}: {
  rows: WorksheetSearchRow[];
  currentId: number | null;
}) {
  const { t } = useTranslation();
  const text = useRowText();
  return (
    <Table.ScrollContainer minWidth={720} className={classes.resultsTable}>
      <Table verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('common:quotes.columns.date')}</Table.Th>
            <Table.Th>{t('common:quotes.columns.number')}</Table.Th>
            <Table.Th>{t('common:quotes.columns.vehicle')}</Table.Th>
            <Table.Th>{t('common:quotes.columns.customer')}</Table.Th>
            <Table.Th className={classes.numeric}>{t('common:quotes.columns.items')}</Table.Th>
            <Table.Th className={classes.numeric}>{t('common:quotes.columns.totalPrice')}</Table.Th>
            <Table.Th>{t('common:quotes.columns.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const cells = text(row);
            const current = row.worksheetId === currentId;
            return (
              <Table.Tr key={row.worksheetId} className={current ? classes.current : undefined}>
                <Table.Td>{cells.date}</Table.Td>
                <Table.Td>
                  <RowLink row={row} text={cells.number} />
                  {current ? (
                    <Badge ml="xs" size="sm">
                      {t('quotes:search.currentBadge')}
                    </Badge>
                  ) : null}
                  {cells.name ? <Text size="sm">{cells.name}</Text> : null}
                </Table.Td>
                <Table.Td>{cells.vehicle}</Table.Td>
                <Table.Td>
                  <CustomerCell cells={cells} />
                </Table.Td>
                <Table.Td className={classes.numeric}>{row.totalItems}</Table.Td>
                <Table.Td className={classes.numeric}>{cells.total}</Table.Td>
                <Table.Td>
                  {cells.status}
                  {row.approval ? (
                    <div>
                      <ApprovalBadge approval={row.approval} />
                    </div>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Phones: each result as a card. */
function ResultCards({
  rows,
  currentId,
}: {
  rows: WorksheetSearchRow[];
  currentId: number | null;
}) {
  const { t } = useTranslation();
  const text = useRowText();
  return (
    <ul className={classes.cards} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {rows.map((row) => {
        const cells = text(row);
        const current = row.worksheetId === currentId;
        return (
          <li key={row.worksheetId} style={{ marginBottom: 8 }}>
            <Card withBorder padding="sm" className={current ? classes.current : undefined}>
              <Group justify="space-between">
                <RowLink row={row} text={cells.number} />
                <Badge size="sm" variant="light" color={row.submitted ? 'green.9' : 'blue.9'}>
                  {current ? t('quotes:search.currentBadge') : cells.status}
                </Badge>
              </Group>
              {cells.name ? (
                <Text size="sm" fw={600}>
                  {cells.name}
                </Text>
              ) : null}
              {row.approval ? (
                <div>
                  <ApprovalBadge approval={row.approval} />
                </div>
              ) : null}
              <Text size="sm">{cells.date}</Text>
              {cells.vehicle ? <Text size="sm">{cells.vehicle}</Text> : null}
              {cells.customer ? (
                <Text size="sm">
                  <CustomerCell cells={cells} />
                </Text>
              ) : null}
              <Text size="sm">
                {cells.items}
                {cells.total ? ` · ${t('common:quote.totalPrice', { amount: cells.total })}` : ''}
              </Text>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
