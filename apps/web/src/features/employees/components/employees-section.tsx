import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  EMPLOYEE_SORTS,
  EMPLOYEES_PAGE_SIZE,
  type Employee,
  type EmployeeSort,
} from '@procounter/shared/contracts/employee';
import { USER_STATUSES, type UserStatus } from '@procounter/shared/contracts/user';
import { USER_SEARCH_MAX_LENGTH } from '@procounter/shared/validation/limits';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledPagination } from '@/components/labelled-pagination';
import { RetryAlert } from '@/components/retry-alert';
import { formatDateTime } from '@/lib/format-date';
import { useEmployees } from '../api/get-employees';
import { AddEmployeeModal } from './add-employee-modal';
import { EmployeeDetailsModal } from './employee-details-modal';
import { fullName, jobTitleLabel, roleLabel, statusColor } from './employee-labels';

/**
 * The Account Dashboard's Employees (issue 24 part 2), for shop and company managers: the users of
 * their shops, searched by name, login or e-mail, sorted, in pages; a user's details with Disable
 * or Enable and Send password reset where the shared rule lets the manager change them; Add
 * employee with the roles the manager may give. The server decides every one of these again.
 */
export function EmployeesSection() {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [sort, setSort] = useState<EmployeeSort>('name');
  const [status, setStatus] = useState<UserStatus | null>(null);
  const [page, setPage] = useState(0);
  const list = useEmployees({
    search: debouncedSearch,
    sort,
    page,
    size: EMPLOYEES_PAGE_SIZE,
    ...(status ? { status } : {}),
  });
  const [selected, setSelected] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const data = list.data;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h3" id={headingId}>
            {t('employees:heading')}
          </Title>
          {data && data.assignableRoles.length > 0 ? (
            <Button onClick={() => setAdding(true)}>{t('employees:add')}</Button>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          {t('employees:intro')}
        </Text>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            type="search"
            label={t('employees:search')}
            value={search}
            maxLength={USER_SEARCH_MAX_LENGTH}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(0);
            }}
            style={{ flex: '1 1 16rem' }}
          />
          <Select
            label={t('employees:sortLabel')}
            data={EMPLOYEE_SORTS.map((value) => ({ value, label: t(`employees:sort.${value}`) }))}
            value={sort}
            allowDeselect={false}
            onChange={(value) => {
              if (value) setSort(value as EmployeeSort);
              setPage(0);
            }}
            style={{ flex: '0 1 18rem' }}
          />
          <Select
            label={t('employees:statusFilter')}
            data={[
              { value: '', label: t('employees:allStatuses') },
              ...USER_STATUSES.map((value) => ({
                value,
                label: t(`employees:statuses.${value}`),
              })),
            ]}
            value={status ?? ''}
            allowDeselect={false}
            onChange={(value) => {
              setStatus(value ? (value as UserStatus) : null);
              setPage(0);
            }}
            style={{ flex: '0 1 12rem' }}
          />
        </Group>
        {notice ? (
          <Alert
            color="green"
            variant="light"
            role="status"
            withCloseButton
            closeButtonLabel={t('employees:close')}
            onClose={() => setNotice(null)}
          >
            {notice}
          </Alert>
        ) : null}
        {list.isError && !data ? (
          <RetryAlert
            message={t('employees:loadFailed')}
            retryLabel={t('employees:retry')}
            onRetry={() => void list.refetch()}
          />
        ) : !data ? (
          <Stack gap="xs" role="status" aria-label={t('employees:loading')}>
            <Skeleton height={72} radius="sm" />
            <Skeleton height={72} radius="sm" />
          </Stack>
        ) : (
          <>
            <Text size="sm" aria-live="polite">
              {t('employees:count', { count: data.total })}
            </Text>
            {data.employees.length === 0 ? (
              <Text c="dimmed">{t('employees:empty')}</Text>
            ) : (
              <SimpleGrid
                component="ul"
                cols={{ base: 1, md: 2 }}
                spacing="sm"
                aria-label={t('employees:listLabel')}
                style={{ listStyle: 'none', margin: 0, padding: 0 }}
              >
                {data.employees.map((employee) => (
                  <EmployeeRow
                    key={employee.userId}
                    employee={employee}
                    language={i18n.language}
                    onDetails={() => setSelected(employee.userId)}
                  />
                ))}
              </SimpleGrid>
            )}
            {data.total > data.size ? (
              <LabelledPagination
                total={Math.ceil(data.total / data.size)}
                value={page + 1}
                onChange={(value) => setPage(value - 1)}
                size="sm"
              />
            ) : null}
          </>
        )}
      </Stack>
      <EmployeeDetailsModal
        userId={selected}
        roles={data?.assignableRoles ?? []}
        onClose={() => setSelected(null)}
        onChanged={(message) => {
          setNotice(message);
          setSelected(null);
        }}
      />
      {data ? (
        <AddEmployeeModal
          opened={adding}
          roles={data.assignableRoles}
          onClose={() => setAdding(false)}
          onAdded={(message) => {
            setNotice(message);
            setAdding(false);
          }}
        />
      ) : null}
    </Paper>
  );
}

function EmployeeRow({
  employee,
  language,
  onDetails,
}: {
  employee: Employee;
  language: string;
  onDetails: () => void;
}) {
  const { t } = useTranslation();
  const name = fullName(employee);
  return (
    <Paper component="li" withBorder radius="sm" p="sm">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {employee.loginName}
          </Text>
          <Text size="sm" c="dimmed">
            {roleLabel(t, employee.role)} · {jobTitleLabel(t, employee.jobTitle)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('employees:lastLogin')}:{' '}
            {employee.lastLogin
              ? formatDateTime(employee.lastLogin, language)
              : t('employees:never')}
          </Text>
        </Stack>
        <Stack gap="xs" align="flex-end">
          <Badge variant="light" color={statusColor(employee.status)} radius="sm" tt="none">
            {t(`employees:statuses.${employee.status}`)}
          </Badge>
          <Button
            size="sm"
            variant="default"
            onClick={onDetails}
            aria-label={t('employees:detailsOf', { name })}
          >
            {t('employees:details')}
          </Button>
        </Stack>
      </Group>
    </Paper>
  );
}
