import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { EmployeeAuditEntry } from '@procounter/shared/contracts/employee';
import { EMPLOYEE_INACTIVE_AFTER_DAYS } from '@procounter/shared/validation/limits';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledPagination } from '@/components/labelled-pagination';
import { RetryAlert } from '@/components/retry-alert';
import { formatDateTime } from '@/lib/format-date';
import { useEmployeeAudit } from '../api/get-employee-audit';
import { jobTitleLabel, roleLabel } from './employee-labels';

/**
 * On /support: what shop and company managers changed on their users (GET
 * /support/employeeAudit), newest first: when, who (and the support user acting as them; the
 * system for a user set inactive), what, to whom, in which shop.
 */
export function SupportEmployeeAudit() {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const [page, setPage] = useState(0);
  const audit = useEmployeeAudit(page);
  const data = audit.data;

  /** The manager (and the support user acting as them), or the system (an unused account). */
  const who = (entry: EmployeeAuditEntry) =>
    entry.actor === null
      ? t('employees:audit.system')
      : entry.actingSupportUser
        ? t('employees:audit.actingFor', {
            support: entry.actingSupportUser.loginName,
            actor: entry.actor.loginName,
          })
        : `${entry.actor.name} (${entry.actor.loginName})`;

  /** EMPLOYEE_UPDATED: each field, from what to what. */
  const changeOf = (change: EmployeeAuditEntry['changes'][number]) => {
    const value = (v: string | null) =>
      change.field === 'role'
        ? roleLabel(t, v)
        : change.field === 'jobTitle'
          ? jobTitleLabel(t, v)
          : (v ?? '—');
    return t('employees:audit.change', {
      field: t(`employees:audit.fields.${change.field}`),
      from: value(change.from),
      to: value(change.to),
    });
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {t('employees:audit.heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('employees:audit.intro')}
        </Text>
        {audit.isError && !data ? (
          <RetryAlert
            message={t('employees:audit.loadFailed')}
            retryLabel={t('employees:retry')}
            onRetry={() => void audit.refetch()}
          />
        ) : !data ? (
          <Text size="sm" c="dimmed" role="status">
            {t('employees:loading')}
          </Text>
        ) : data.entries.length === 0 ? (
          <Text c="dimmed">{t('employees:audit.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('employees:audit.when')}</Table.Th>
                  <Table.Th scope="col">{t('employees:audit.who')}</Table.Th>
                  <Table.Th scope="col">{t('employees:audit.what')}</Table.Th>
                  <Table.Th scope="col">{t('employees:audit.whom')}</Table.Th>
                  <Table.Th scope="col">{t('employees:audit.shop')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.entries.map((entry) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td>{formatDateTime(entry.at, i18n.language)}</Table.Td>
                    <Table.Td>{who(entry)}</Table.Td>
                    <Table.Td>
                      {t(`employees:audit.actions.${entry.action}`, {
                        role: roleLabel(t, entry.role),
                        days: EMPLOYEE_INACTIVE_AFTER_DAYS,
                      })}
                      {entry.changes.map((change) => (
                        <Text key={change.field} size="sm">
                          {changeOf(change)}
                        </Text>
                      ))}
                    </Table.Td>
                    <Table.Td>
                      {entry.target.name} ({entry.target.loginName})
                    </Table.Td>
                    <Table.Td>{entry.shopId ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {data && data.total > data.size ? (
          <LabelledPagination
            total={Math.ceil(data.total / data.size)}
            value={page + 1}
            onChange={(value) => setPage(value - 1)}
            size="sm"
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
