import { Alert, Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { Employee, EmployeeRole } from '@procounter/shared/contracts/employee';
import { EMPLOYEE_LIMITS } from '@procounter/shared/validation/limits';
import { isPersonName } from '@procounter/shared/validation/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useUpdateEmployee } from '../api/change-employee';
import { useJobTitles } from '../api/get-job-titles';
import { fullName, jobTitleLabel, roleLabel } from './employee-labels';

type Field = 'firstName' | 'lastName';

interface Props {
  employee: Employee;
  /** The roles the manager may give (the list's assignableRoles). */
  roles: EmployeeRole[];
  onCancel: () => void;
  onSaved: (message: string) => void;
}

/**
 * Edit in an employee's details: their name (the rules and messages of Add employee), a role no
 * higher than the manager's, a job title of the constants. The server checks everything again.
 */
export function EditEmployeeForm({ employee, roles, onCancel, onSaved }: Props) {
  const { t } = useTranslation();
  const update = useUpdateEmployee();
  const jobTitles = useJobTitles(true);
  const [values, setValues] = useState<Record<Field, string>>({
    firstName: employee.firstName,
    lastName: employee.lastName,
  });
  const [role, setRole] = useState<string>(employee.role ?? 'SHOP_EMPLOYEE');
  const [jobTitle, setJobTitle] = useState<string | null>(employee.jobTitle);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  // The user's own role and job title stay choosable even when no longer offered.
  const roleOptions = [...new Set([...roles, ...(employee.role ? [employee.role] : [])])];
  const titleOptions = [
    ...new Set([...(jobTitles.data ?? []), ...(employee.jobTitle ? [employee.jobTitle] : [])]),
  ];

  const set = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setValues((old) => ({ ...old, [field]: value }));
    setErrors((old) => ({ ...old, [field]: undefined }));
  };

  const validate = () => {
    const next: Partial<Record<Field, string>> = {};
    for (const field of ['firstName', 'lastName'] as const) {
      const value = values[field].trim();
      if (!value) next[field] = t('validation:required');
      else if (!isPersonName(value)) next[field] = t('validation:specialCharacters');
    }
    return next;
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const next = validate();
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    try {
      const saved = await update.mutateAsync({
        userId: employee.userId,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        role: role as EmployeeRole,
        jobTitle: jobTitle ?? '',
      });
      onSaved(t('employees:edit.saved', { name: fullName(saved) }));
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.status === 403
          ? t('employees:edit.forbidden')
          : t('employees:changeFailed'),
      );
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('employees:edit.title')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('employees:form.firstName')}
            value={values.firstName}
            onChange={set('firstName')}
            error={errors.firstName}
            maxLength={EMPLOYEE_LIMITS.name}
            autoComplete="off"
            withAsterisk
            data-autofocus
          />
          <TextInput
            label={t('employees:form.lastName')}
            value={values.lastName}
            onChange={set('lastName')}
            error={errors.lastName}
            maxLength={EMPLOYEE_LIMITS.name}
            autoComplete="off"
            withAsterisk
          />
          <Select
            label={t('employees:form.role')}
            data={roleOptions.map((value) => ({ value, label: roleLabel(t, value) }))}
            value={role}
            allowDeselect={false}
            onChange={(value) => value && setRole(value)}
          />
          <Select
            label={t('employees:form.jobTitle')}
            placeholder={t('employees:form.jobTitlePlaceholder')}
            data={titleOptions.map((value) => ({ value, label: jobTitleLabel(t, value) }))}
            value={jobTitle}
            onChange={setJobTitle}
            clearable
          />
        </SimpleGrid>
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={update.isPending}>
            {t('employees:form.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('employees:edit.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
