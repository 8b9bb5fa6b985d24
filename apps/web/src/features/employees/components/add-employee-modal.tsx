import {
  Alert,
  Button,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { EmployeeRole } from '@procounter/shared/contracts/employee';
import {
  EMAIL_MAX_LENGTH,
  EMPLOYEE_LIMITS,
  LOGIN_NAME_MAX_LENGTH,
} from '@procounter/shared/validation/limits';
import { isEmail, isLoginName, isPersonName } from '@procounter/shared/validation/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentShop } from '@/hooks/use-current-shop';
import { useMediaQueryNow } from '@/hooks/use-media-query-now';
import { useUserShops } from '@/hooks/use-user-shops';
import { ApiError } from '@/lib/api-client';
import { PHONE_QUERY } from '@/lib/media-queries';
import { lookUpLoginName, useAddEmployee } from '../api/change-employee';
import { useJobTitles } from '../api/get-job-titles';
import { jobTitleLabel, roleLabel } from './employee-labels';

interface Props {
  opened: boolean;
  /** The roles the manager may give (the list's assignableRoles). */
  roles: EmployeeRole[];
  onClose: () => void;
  onAdded: (message: string) => void;
}

type Field = 'firstName' | 'lastName' | 'loginName' | 'emailAddress';
const EMPTY: Record<Field, string> = {
  firstName: '',
  lastName: '',
  loginName: '',
  emailAddress: '',
};

/**
 * Add employee: a new user of one of the manager's shops (the current one unless a company
 * manager picks another of the company's), with a role no higher than theirs and a job title of
 * the constants. The login is checked when the field is left (GET /user/lookup); the server
 * checks everything again. Full screen on a phone.
 */
export function AddEmployeeModal({ opened, roles, onClose, onAdded }: Props) {
  const { t } = useTranslation();
  const isPhone = useMediaQueryNow(PHONE_QUERY);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('employees:form.title')}
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': t('employees:close') }}
      // Mantine's error red (red 6) is 3.3:1 on white; red 9 passes AA for the field messages.
      styles={{ content: { '--mantine-color-error': 'var(--mantine-color-red-9)' } }}
      size="lg"
    >
      {opened ? <AddEmployeeForm roles={roles} onClose={onClose} onAdded={onAdded} /> : null}
    </Modal>
  );
}

function AddEmployeeForm({ roles, onClose, onAdded }: Omit<Props, 'opened'>) {
  const { t } = useTranslation();
  const add = useAddEmployee();
  const jobTitles = useJobTitles(true);
  const current = useCurrentShop(true);
  const userShops = useUserShops();
  const companyShops = (userShops.data ?? []).filter(
    (shop) => current.data && shop.companyId === current.data.companyId,
  );
  const [shopId, setShopId] = useState<string | null>(null);
  const chosenShop = shopId ?? (current.data ? String(current.data.id) : null);
  const [values, setValues] = useState(EMPTY);
  const [role, setRole] = useState<EmployeeRole>(roles[roles.length - 1] ?? 'SHOP_EMPLOYEE');
  const [jobTitle, setJobTitle] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [loginHint, setLoginHint] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const set = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setValues((old) => ({ ...old, [field]: value }));
    setErrors((old) => ({ ...old, [field]: undefined }));
    if (field === 'loginName') setLoginHint(null);
  };

  const checkLogin = async () => {
    const loginName = values.loginName.trim();
    if (!loginName || !isLoginName(loginName)) return;
    try {
      const answer = await lookUpLoginName(loginName);
      if (answer.loginName !== loginName) return;
      if (answer.available) setLoginHint(t('employees:form.loginFree'));
      else setErrors((old) => ({ ...old, loginName: t('employees:form.loginTaken') }));
    } catch {
      // The server checks again when the form is sent.
    }
  };

  const validate = () => {
    const next: Partial<Record<Field, string>> = {};
    for (const field of Object.keys(EMPTY) as Field[]) {
      if (!values[field].trim()) next[field] = t('validation:required');
    }
    for (const field of ['firstName', 'lastName'] as const) {
      if (!next[field] && !isPersonName(values[field].trim())) {
        next[field] = t('validation:specialCharacters');
      }
    }
    if (!next.loginName && !isLoginName(values.loginName.trim())) {
      next.loginName = t('validation:specialCharacters');
    }
    if (!next.emailAddress && !isEmail(values.emailAddress.trim())) {
      next.emailAddress = t('validation:email');
    }
    return next;
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const next = validate();
    setErrors(next);
    if (Object.keys(next).length > 0 || chosenShop === null) return;
    try {
      const employee = await add.mutateAsync({
        shopId: Number(chosenShop),
        body: {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          loginName: values.loginName.trim(),
          emailAddress: values.emailAddress.trim(),
          role,
          ...(jobTitle ? { jobTitle } : {}),
        },
      });
      onAdded(
        t('employees:form.added', {
          name: `${employee.firstName} ${employee.lastName}`,
          email: employee.emailAddress ?? '',
        }),
      );
    } catch (error) {
      if (error instanceof ApiError && error.code === 'LOGIN_NAME_TAKEN') {
        setErrors((old) => ({ ...old, loginName: t('employees:form.loginTaken') }));
      } else {
        setFailure(t('employees:form.failed'));
      }
    }
  };

  const input = (field: Field, label: string, maxLength: number, extra: object = {}) => (
    <TextInput
      label={label}
      value={values[field]}
      onChange={set(field)}
      error={errors[field]}
      maxLength={maxLength}
      withAsterisk
      {...extra}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('employees:form.title')}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('employees:form.hint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {input('firstName', t('employees:form.firstName'), EMPLOYEE_LIMITS.name, {
            autoComplete: 'off',
            'data-autofocus': true,
          })}
          {input('lastName', t('employees:form.lastName'), EMPLOYEE_LIMITS.name, {
            autoComplete: 'off',
          })}
          {input('loginName', t('employees:form.loginName'), LOGIN_NAME_MAX_LENGTH, {
            autoComplete: 'off',
            autoCapitalize: 'none',
            spellCheck: false,
            onBlur: () => void checkLogin(),
            description: loginHint ?? undefined,
          })}
          {input('emailAddress', t('employees:form.email'), EMAIL_MAX_LENGTH, {
            type: 'email',
            autoComplete: 'off',
          })}
          <Select
            label={t('employees:form.role')}
            data={roles.map((value) => ({ value, label: roleLabel(t, value) }))}
            value={role}
            allowDeselect={false}
            onChange={(value) => value && setRole(value as EmployeeRole)}
          />
          <Select
            label={t('employees:form.jobTitle')}
            placeholder={t('employees:form.jobTitlePlaceholder')}
            data={(jobTitles.data ?? []).map((value) => ({
              value,
              label: jobTitleLabel(t, value),
            }))}
            value={jobTitle}
            onChange={setJobTitle}
            clearable
          />
          {companyShops.length > 1 ? (
            <Select
              label={t('employees:form.shop')}
              data={companyShops.map((shop) => ({ value: String(shop.id), label: shop.shopName }))}
              value={chosenShop}
              allowDeselect={false}
              onChange={setShopId}
            />
          ) : null}
        </SimpleGrid>
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={add.isPending}>
            {t('employees:form.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending} disabled={chosenShop === null}>
            {t('employees:form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
