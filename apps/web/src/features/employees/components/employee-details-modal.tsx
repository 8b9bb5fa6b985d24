import { Alert, Badge, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import type { Employee, EmployeeRole } from '@procounter/shared/contracts/employee';
import { EMPLOYEE_INACTIVE_AFTER_DAYS } from '@procounter/shared/validation/limits';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldList } from '@/components/field-list';
import { RetryAlert } from '@/components/retry-alert';
import { useMediaQueryNow } from '@/hooks/use-media-query-now';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { PHONE_QUERY } from '@/lib/media-queries';
import { useSendEmployeeReset, useSetEmployeeStatus } from '../api/change-employee';
import { useEmployeeDetails } from '../api/get-employee-details';
import { EditEmployeeForm } from './edit-employee-form';
import { fullName, jobTitleLabel, roleLabel, statusColor } from './employee-labels';

interface Props {
  /** The user shown; null: closed. */
  userId: number | null;
  /** The roles the manager may give (the list's assignableRoles), for Edit. */
  roles: EmployeeRole[];
  onClose: () => void;
  /** After a change: what to tell the manager. */
  onChanged: (message: string) => void;
}

/**
 * A user's details (GET /user/employeeDetails) and, when the manager may change them
 * (canEdit: the shared canUserEditUser), Edit (name, role, job title), Disable (confirmed first:
 * it logs the user out at once) or Enable (a disabled or inactive user), Delete (confirmed first:
 * for good), and Send password reset. A deleted user is only shown. Full screen on a phone.
 */
export function EmployeeDetailsModal({ userId, roles, onClose, onChanged }: Props) {
  const { t } = useTranslation();
  const isPhone = useMediaQueryNow(PHONE_QUERY);
  const details = useEmployeeDetails(userId);
  const employee = details.data;
  const title = employee
    ? t('employees:detailsOf', { name: fullName(employee) })
    : t('employees:details');
  return (
    <Modal
      opened={userId !== null}
      onClose={onClose}
      title={title}
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': t('employees:close') }}
      // Mantine's error red (red 6) is 3.3:1 on white; red 9 passes AA for Edit's field messages.
      styles={{ content: { '--mantine-color-error': 'var(--mantine-color-red-9)' } }}
      size="lg"
    >
      {details.isError ? (
        <RetryAlert
          inline
          message={t('employees:detailsFailed')}
          retryLabel={t('employees:retry')}
          onRetry={() => void details.refetch()}
        />
      ) : !employee || employee.userId !== userId ? (
        <Stack gap="xs" role="status" aria-label={t('employees:loading')}>
          <Skeleton height={24} />
          <Skeleton height={24} />
          <Skeleton height={24} />
        </Stack>
      ) : (
        <DetailsBody
          key={employee.userId}
          employee={employee}
          roles={roles}
          onClose={onClose}
          onChanged={onChanged}
        />
      )}
    </Modal>
  );
}

function DetailsBody({
  employee,
  roles,
  onClose,
  onChanged,
}: {
  employee: Employee;
  roles: EmployeeRole[];
  onClose: () => void;
  onChanged: (message: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const setStatus = useSetEmployeeStatus();
  const sendReset = useSendEmployeeReset();
  /** The change being confirmed: Disable or Delete. */
  const [confirming, setConfirming] = useState<'DISABLED' | 'DELETED' | null>(null);
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const name = fullName(employee);
  const busy = setStatus.isPending || sendReset.isPending;

  const changeStatus = async (status: 'ACTIVE' | 'DISABLED' | 'DELETED') => {
    setFailure(null);
    try {
      await setStatus.mutateAsync({ userId: employee.userId, status });
      onChanged(
        t(
          status === 'DISABLED'
            ? 'employees:disabled'
            : status === 'DELETED'
              ? 'employees:deleted'
              : 'employees:enabled',
          { name },
        ),
      );
    } catch (error) {
      const code = error instanceof ApiError ? error.code : '';
      setFailure(
        code === 'EMPLOYEE_DELETED'
          ? t('employees:employeeDeleted')
          : code === 'EMPLOYEE_STATUS_CHANGED'
            ? t('employees:statusChanged')
            : t('employees:changeFailed'),
      );
      setConfirming(null);
    }
  };

  const reset = async () => {
    setFailure(null);
    try {
      await sendReset.mutateAsync(employee.userId);
      onChanged(t('employees:resetSent', { email: employee.emailAddress ?? '' }));
    } catch (error) {
      const code = error instanceof ApiError ? error.code : '';
      setFailure(
        code === 'EMPLOYEE_NO_EMAIL'
          ? t('employees:noEmail')
          : code === 'EMPLOYEE_NOT_ACTIVE'
            ? t('employees:notActive')
            : code === 'RATE_LIMITED'
              ? t('employees:tooManyResets')
              : t('employees:changeFailed'),
      );
    }
  };

  const fields = [
    { label: t('employees:fields.name'), value: name },
    { label: t('employees:fields.loginName'), value: employee.loginName },
    { label: t('employees:fields.email'), value: employee.emailAddress ?? '—' },
    { label: t('employees:fields.role'), value: roleLabel(t, employee.role) },
    { label: t('employees:fields.jobTitle'), value: jobTitleLabel(t, employee.jobTitle) },
    {
      label: t('employees:lastLogin'),
      value: employee.lastLogin
        ? formatDateTime(employee.lastLogin, i18n.language)
        : t('employees:never'),
    },
    { label: t('employees:fields.shops'), value: employee.shops.map((s) => s.shopName).join('\n') },
  ];

  if (editing) {
    return (
      <EditEmployeeForm
        employee={employee}
        roles={roles}
        onCancel={() => setEditing(false)}
        onSaved={onChanged}
      />
    );
  }

  if (confirming) {
    return (
      <ConfirmChange
        change={confirming}
        name={name}
        busy={busy}
        onCancel={() => setConfirming(null)}
        onConfirm={() => void changeStatus(confirming)}
      />
    );
  }

  const deleted = employee.status === 'DELETED';
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Text size="sm">{t('employees:fields.status')}:</Text>
        <Badge variant="light" color={statusColor(employee.status)} radius="sm" tt="none">
          {t(`employees:statuses.${employee.status}`)}
        </Badge>
      </Group>
      <FieldList fields={fields} />
      {failure ? (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      ) : null}
      {employee.status === 'INACTIVE' ? (
        <Text size="sm">{t('employees:inactiveNote', { days: EMPLOYEE_INACTIVE_AFTER_DAYS })}</Text>
      ) : null}
      {deleted ? (
        <Text size="sm">{t('employees:deletedNote')}</Text>
      ) : employee.canEdit ? (
        <Group justify="flex-end" gap="sm" wrap="wrap">
          <Button variant="default" onClick={() => setEditing(true)} disabled={busy}>
            {t('employees:edit.open')}
          </Button>
          {employee.status === 'ACTIVE' ? (
            <>
              <Button
                variant="default"
                onClick={() => void reset()}
                loading={sendReset.isPending}
                disabled={busy || !employee.emailAddress}
              >
                {t('employees:sendReset')}
              </Button>
              <Button color="red.8" onClick={() => setConfirming('DISABLED')} disabled={busy}>
                {t('employees:disable')}
              </Button>
            </>
          ) : (
            <Button onClick={() => void changeStatus('ACTIVE')} loading={setStatus.isPending}>
              {t('employees:enable')}
            </Button>
          )}
          <Button
            color="red.8"
            variant="outline"
            onClick={() => setConfirming('DELETED')}
            disabled={busy}
          >
            {t('employees:delete')}
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t('employees:readOnly')}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="subtle" onClick={onClose}>
          {t('employees:close')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The question before Disable or Delete, in place of the details: what happens to the user, Cancel
 * (focused first, so Enter does not confirm by accident) and the change. Escape closes the dialog.
 */
function ConfirmChange({
  change,
  name,
  busy,
  onCancel,
  onConfirm,
}: {
  change: 'DISABLED' | 'DELETED';
  name: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => cancelRef.current?.focus(), []);
  const texts =
    change === 'DELETED'
      ? {
          title: t('employees:confirmDelete.title', { name }),
          body: t('employees:confirmDelete.body', { name }),
          cancel: t('employees:confirmDelete.cancel'),
          confirm: t('employees:confirmDelete.confirm'),
        }
      : {
          title: t('employees:confirmDisable.title', { name }),
          body: t('employees:confirmDisable.body', { name }),
          cancel: t('employees:confirmDisable.cancel'),
          confirm: t('employees:confirmDisable.confirm'),
        };
  return (
    <Stack gap="md" role="group" aria-labelledby={titleId} aria-describedby={bodyId}>
      <Text fw={600} id={titleId}>
        {texts.title}
      </Text>
      <Text size="sm" id={bodyId}>
        {texts.body}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={busy} ref={cancelRef}>
          {texts.cancel}
        </Button>
        <Button color="red.8" onClick={onConfirm} loading={busy}>
          {texts.confirm}
        </Button>
      </Group>
    </Stack>
  );
}
