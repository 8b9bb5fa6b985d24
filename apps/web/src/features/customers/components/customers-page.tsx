import {
  Alert,
  Button,
  Card,
  Group,
  Loader,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type {
  Customer,
  CustomerSearchResult,
  CustomerSearchRow,
} from '@procounter/shared/contracts/customer';
import { CUSTOMER_SEARCH_COUNT_CAP } from '@procounter/shared/domain/constants';
import { CUSTOMER_LIMITS } from '@procounter/shared/validation/limits';
import type { TFunction } from 'i18next';
import { lazy, type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useNavigation, useSearchParams } from 'react-router';
import { LabelledPagination } from '@/components/labelled-pagination';
import { useCustomerSearch } from '@/hooks/use-customer-search';
import { useMediaQueryNow } from '@/hooks/use-media-query-now';
import { useOpenedOnce } from '@/hooks/use-opened-once';
import { customerName } from '@/lib/customer-vehicle';
import { PHONE_QUERY } from '@/lib/media-queries';
import { routePath } from '@/lib/route-paths';
import { showErrorToast } from '@/lib/toasts';
import { useRestoreCustomer } from '../api/restore-customer';
import { failureText } from '../utils/server-message';
import { CustomerCards, CustomerTable, MERGE_SELECTION_MAX } from './customer-list';
import classes from './customers.module.css';
import { type CustomerToDelete, DeleteCustomerModal } from './delete-customer-modal';

// The dialogs (their forms, zod rules and the CSV template) load when first opened.
const CustomerFormModal = lazy(() =>
  import('./customer-form-modal').then((module) => ({ default: module.CustomerFormModal })),
);
const MergeCustomersModal = lazy(() =>
  import('./merge-customers-modal').then((module) => ({ default: module.MergeCustomersModal })),
);
const ImportCustomersModal = lazy(() =>
  import('./import-customers-modal').then((module) => ({ default: module.ImportCustomersModal })),
);

/** How long typing pauses before the search goes out. */
export const SEARCH_DEBOUNCE_MS = 200;
/** Customers per page of the list. */
export const CUSTOMER_PAGE_SIZE = 25;

/**
 * How many customers were found: the search counts at most CUSTOMER_SEARCH_COUNT_CAP past the
 * start of its page, and says 'more' with one above that (a broad query over a big shop).
 */
function countText(data: CustomerSearchResult, t: TFunction): string {
  const counted = data.page * data.size + CUSTOMER_SEARCH_COUNT_CAP;
  return data.totalElements > counted
    ? t('customers:list.countMore', { number: counted })
    : t('customers:list.count', { count: data.totalElements });
}

/** The page of the URL (?page=, from 1); anything else is the first. */
function readPage(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

interface Selected {
  id: number;
  name: string;
}

/**
 * /customers, Manage Customers (issue 22): a search as you type (server-side, every word matching
 * the start of a name, company, phone, e-mail, plate or VIN), the customers as a table or, on a
 * phone, cards; new customer, import, merge two, delete or restore. The words, the archived toggle
 * and the page live in the URL (?q=&archived=1&page=), so the back button returns to the same list.
 */
export function CustomersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const phone = useMediaQueryNow(PHONE_QUERY);
  const [params, setParams] = useSearchParams();
  const includeArchived = params.get('archived') === '1';
  const page = readPage(params);
  const [typed, setTyped] = useState(() => params.get('q') ?? '');
  const [words] = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const searchRef = useRef<HTMLInputElement>(null);
  const countId = useId();

  const search = useCustomerSearch({
    query: words,
    page: page - 1,
    size: CUSTOMER_PAGE_SIZE,
    includeArchived,
  });

  // A navigation under way (a customer opened from the list as the words settle) is not undone by
  // writing the words into this page's URL, which would take the user back to the list.
  const navigating = useNavigation().state !== 'idle';

  // The settled words go into the URL (in place: typing is not a history of its own), from page 1.
  useEffect(() => {
    if (navigating) return;
    setParams(
      (current) => {
        if ((current.get('q') ?? '') === words) return current;
        const next = new URLSearchParams(current);
        if (words) next.set('q', words);
        else next.delete('q');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, [words, setParams, navigating]);

  // The search box takes the focus on arrival (unless the user has already put it elsewhere).
  useEffect(() => {
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body) return;
    searchRef.current?.focus();
  }, []);

  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const [merging, setMerging] = useState<readonly [number, number] | null>(null);
  const [deleting, setDeleting] = useState<CustomerToDelete | null>(null);
  const [selected, setSelected] = useState<Selected[]>([]);
  const creatingOnce = useOpenedOnce(creating);
  const importingOnce = useOpenedOnce(importing);
  const mergingOnce = useOpenedOnce(merging !== null);
  const restore = useRestoreCustomer();

  const setParam = (name: string, value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === null) next.delete(name);
      else next.set(name, value);
      if (name !== 'page') next.delete('page');
      return next;
    });

  const toggleSelected = (row: CustomerSearchRow) =>
    setSelected((current) =>
      current.some((entry) => entry.id === row.id)
        ? current.filter((entry) => entry.id !== row.id)
        : current.length < MERGE_SELECTION_MAX
          ? [...current, { id: row.id, name: customerName(row) }]
          : current,
    );

  const restoreRow = (row: CustomerSearchRow) =>
    restore.mutate(row.id, {
      onSuccess: (customer) =>
        notifications.show({
          color: 'green',
          withBorder: true,
          message: t('customers:restore.done', { name: customerName(customer) }),
        }),
      onError: (error) => showErrorToast(failureText(t, error, 'customers:errors.restoreFailed')),
    });

  const openDetails = (customer: Pick<Customer, 'id'>) =>
    void navigate(routePath('customerDetails', { id: customer.id }));

  const data = search.data;
  const settled = words === typed.trim() && !search.isPlaceholderData;
  const rows = data?.content ?? [];
  const pages = data ? Math.ceil(data.totalElements / CUSTOMER_PAGE_SIZE) : 0;

  const listProps = {
    rows,
    selectedIds: selected.map((entry) => entry.id),
    onToggleSelected: toggleSelected,
    onDelete: (row: CustomerSearchRow) => setDeleting(row),
    onRestore: restoreRow,
    restoringId: restore.isPending ? (restore.variables ?? null) : null,
  };

  let body: ReactNode;
  if (!data && search.isError) {
    body = (
      <Alert color="red" variant="light" role="alert">
        <Group gap="sm" justify="space-between">
          <Text size="sm">{t('customers:list.loadFailed')}</Text>
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => void search.refetch()}
            loading={search.isFetching}
          >
            {t('customers:actions.retry')}
          </Button>
        </Group>
      </Alert>
    );
  } else if (!data) {
    body = (
      <Stack gap="xs" role="status" aria-label={t('customers:list.loading')}>
        {Array.from({ length: 5 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity.
          <Skeleton key={index} height={phone ? 120 : 44} radius="sm" />
        ))}
      </Stack>
    );
  } else if (data.totalElements === 0 && !words) {
    body = (
      <Card withBorder padding="lg">
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h4">
            {t('customers:empty.title')}
          </Title>
          <Text size="sm">{t('customers:empty.text')}</Text>
          <Group gap="sm" className={classes.actions}>
            <Button onClick={() => setCreating(true)}>{t('customers:actions.create')}</Button>
            <Button variant="light" onClick={() => setImporting(true)}>
              {t('customers:actions.import')}
            </Button>
          </Group>
        </Stack>
      </Card>
    );
  } else if (data.totalElements === 0) {
    body = (
      <Stack gap={4}>
        <Text fw={600}>{t('customers:noMatch.title', { query: words })}</Text>
        <Text size="sm" c="dimmed">
          {includeArchived ? t('customers:noMatch.hint') : t('customers:noMatch.hintArchived')}
        </Text>
      </Stack>
    );
  } else {
    body = phone ? <CustomerCards {...listProps} /> : <CustomerTable {...listProps} />;
  }

  return (
    <Stack gap="md" className={classes.readableErrors}>
      <search aria-label={t('customers:search.label')}>
        <Stack gap="xs">
          <TextInput
            ref={searchRef}
            type="search"
            label={t('customers:search.label')}
            placeholder={t('customers:search.placeholder')}
            description={t('customers:search.hint')}
            value={typed}
            maxLength={CUSTOMER_LIMITS.search}
            autoComplete="off"
            aria-controls={countId}
            onChange={(event) => setTyped(event.currentTarget.value)}
            onKeyDown={(event) => {
              // Enter opens the first customer found for the words in the box.
              if (event.key !== 'Enter') return;
              event.preventDefault();
              const first = rows[0];
              if (settled && first) openDetails(first);
            }}
            rightSection={search.isFetching ? <Loader size="xs" /> : null}
          />
          <Switch
            label={t('customers:search.includeArchived')}
            checked={includeArchived}
            onChange={(event) => setParam('archived', event.currentTarget.checked ? '1' : null)}
          />
        </Stack>
      </search>

      <Group gap="sm" className={classes.actions}>
        <Button onClick={() => setCreating(true)}>{t('customers:actions.create')}</Button>
        <Button variant="light" onClick={() => setImporting(true)}>
          {t('customers:actions.import')}
        </Button>
      </Group>

      {selected.length > 0 ? (
        <Alert variant="light" color="blue" title={t('customers:merge.selectedTitle')}>
          <Stack gap="xs">
            <Text size="sm">
              {selected.length < MERGE_SELECTION_MAX
                ? t('customers:merge.selectOneMore', { name: selected[0]!.name })
                : t('customers:merge.selectedTwo', {
                    first: selected[0]!.name,
                    second: selected[1]!.name,
                  })}
            </Text>
            <Group gap="sm" className={classes.actions}>
              <Button
                size="sm"
                disabled={selected.length !== MERGE_SELECTION_MAX}
                onClick={() => setMerging([selected[0]!.id, selected[1]!.id])}
              >
                {t('customers:merge.open')}
              </Button>
              <Button size="sm" variant="default" onClick={() => setSelected([])}>
                {t('customers:merge.clear')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : null}

      <section aria-labelledby={countId} aria-busy={search.isFetching}>
        <Stack gap="xs">
          <Text id={countId} size="sm" c="dimmed" aria-live="polite">
            {data && data.totalElements > 0 ? countText(data, t) : t('customers:list.title')}
          </Text>
          {body}
          {pages > 1 ? (
            <Group justify="center">
              <LabelledPagination
                total={pages}
                value={page}
                onChange={(next) => setParam('page', next > 1 ? String(next) : null)}
                aria-label={t('customers:list.pages')}
                size={phone ? 'sm' : 'md'}
              />
            </Group>
          ) : null}
        </Stack>
      </section>

      <DeleteCustomerModal
        customer={deleting}
        onClose={() => setDeleting(null)}
        onDone={() =>
          setSelected((current) => current.filter((entry) => entry.id !== deleting?.id))
        }
      />
      <Suspense fallback={null}>
        {creatingOnce ? (
          <CustomerFormModal
            opened={creating}
            onClose={() => setCreating(false)}
            onSaved={openDetails}
          />
        ) : null}
        {importingOnce ? (
          <ImportCustomersModal opened={importing} onClose={() => setImporting(false)} />
        ) : null}
        {mergingOnce ? (
          <MergeCustomersModal
            ids={merging}
            onClose={() => setMerging(null)}
            onMerged={() => setSelected([])}
          />
        ) : null}
      </Suspense>
    </Stack>
  );
}
