import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { AccountHeader } from '@procounter/shared/contracts/statement';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/prices';
import { useEarnback } from '../api/get-earnback';
import { useInvoice } from '../api/get-invoice';
import { useStatement } from '../api/get-statement';
import { useStatements } from '../api/get-statements';
import { EarnbackPanel } from './earnback-panel';
import { InvoiceDetail } from './invoice-detail';
import { StatementDetail } from './statement-detail';
import { StatementList } from './statement-list';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const ID = /^\d{1,10}$/;

function Loading() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" role="status" aria-label={t('statements:loading')}>
      <Skeleton height={60} radius="sm" />
      <Skeleton height={240} radius="sm" />
    </Stack>
  );
}

/** A failed read: costs hidden is explained, a missing document said, anything else retried. */
function Failure({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation();
  if (error instanceof ApiError && error.code === 'COSTS_HIDDEN') {
    return (
      <Alert color="blue" variant="light" title={t('statements:costsHidden.title')}>
        {t('statements:costsHidden.body')}
      </Alert>
    );
  }
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
    return (
      <Alert color="gray" variant="light" role="alert">
        {t('statements:notFound')}
      </Alert>
    );
  }
  return (
    <Alert color="red" variant="light" role="alert">
      <Group gap="sm" justify="space-between">
        <Text size="sm">{t('statements:loadFailed')}</Text>
        <Button size="xs" variant="light" color="red" onClick={retry}>
          {t('statements:retry')}
        </Button>
      </Group>
    </Alert>
  );
}

function Header({ account }: { account: AccountHeader }) {
  const { t, i18n } = useTranslation();
  const terms =
    account.paymentMethod === 'ON_ACCOUNT'
      ? t('statements:terms.ON_ACCOUNT', { days: account.paymentTermsDays })
      : account.paymentMethod === 'COD'
        ? t('statements:terms.COD')
        : t('statements:terms.other');
  return (
    <Card withBorder padding="md" radius="sm">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={2}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {t('statements:account', { name: account.shopName, number: account.accountNumber })}
          </Text>
          <Text size="sm" c="dimmed">
            {terms}
          </Text>
        </Stack>
        <Stack gap={0} align="flex-end">
          <Text size="sm" c="dimmed">
            {t('statements:currentBalance')}
          </Text>
          <Title order={2} size="h3" component="p">
            {formatMoney(account.currentBalance, i18n.language)}
          </Title>
        </Stack>
      </Group>
    </Card>
  );
}

function MonthView({ month }: { month: string }) {
  const statement = useStatement(month);
  if (statement.isError) {
    return <Failure error={statement.error} retry={() => void statement.refetch()} />;
  }
  if (!statement.data) return <Loading />;
  return <StatementDetail detail={statement.data} />;
}

function InvoiceView({ id, backTo }: { id: number; backTo: string }) {
  const invoice = useInvoice(id);
  if (invoice.isError)
    return <Failure error={invoice.error} retry={() => void invoice.refetch()} />;
  if (!invoice.data) return <Loading />;
  return <InvoiceDetail invoice={invoice.data} backTo={backTo} />;
}

function Earnbacks() {
  const earnback = useEarnback(true);
  if (earnback.isError)
    return <Failure error={earnback.error} retry={() => void earnback.refetch()} />;
  if (!earnback.data) return <Skeleton height={160} radius="sm" />;
  return <EarnbackPanel earnback={earnback.data} />;
}

/**
 * /admin/statements (issue 23, part 1): the account's header and current balance, then one of: the
 * 24 monthly statements (with the earn-back panel for eligible users), a month's statement
 * (?month=YYYY-MM) or an invoice (?invoice=id, from its month with &month=). Each view has its own
 * URL, so a statement or an invoice can be linked to and the browser's back button works.
 */
export function StatementsPage() {
  const [params] = useSearchParams();
  const list = useStatements();
  const month = params.get('month') ?? '';
  const invoice = params.get('invoice') ?? '';

  if (list.isError) return <Failure error={list.error} retry={() => void list.refetch()} />;
  if (!list.data) return <Loading />;
  const { account, statements } = list.data;

  let view: React.ReactNode;
  if (invoice) {
    view = ID.test(invoice) ? (
      <InvoiceView
        key={invoice}
        id={Number(invoice)}
        backTo={MONTH.test(month) ? `?month=${month}` : '?'}
      />
    ) : (
      <Failure error={new ApiError(404, null, 'NOT_FOUND')} retry={() => undefined} />
    );
  } else if (month) {
    view = MONTH.test(month) ? (
      <MonthView key={month} month={month} />
    ) : (
      <Failure error={new ApiError(404, null, 'NOT_FOUND')} retry={() => undefined} />
    );
  } else {
    view = (
      <>
        {account.earnbackEligible ? <Earnbacks /> : null}
        <StatementList statements={statements} />
      </>
    );
  }
  return (
    <Stack gap="lg">
      <Header account={account} />
      {view}
    </Stack>
  );
}
