import {
  Alert,
  Button,
  CloseButton,
  Fieldset,
  Group,
  NativeSelect,
  Radio,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  CONTACT_FORM_LIMITS,
  CUSTOMER_LIMITS,
  EMAIL_MAX_LENGTH,
} from '@procounter/shared/validation/limits';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMediaQueryNow } from '@/hooks/use-media-query-now';
import { useVehicleSelectorData } from '@/hooks/use-vehicle-catalog';
import { translateFormMessage } from '@/lib/form-errors';
import { lazyResolver } from '@/lib/lazy-resolver';
import { PHONE_QUERY } from '@/lib/media-queries';
import type { CustomerFormValues } from '../utils/form-values';
import {
  CUSTOMER_LANGUAGE_LIST,
  LANGUAGE_KEYS,
  PHONE_KIND_KEYS,
  PHONE_KINDS,
} from '../utils/labels';
import classes from './customers.module.css';

export interface CustomerFormProps {
  defaultValues: CustomerFormValues;
  submitLabel: string;
  pending: boolean;
  /** The server's refusal, shown above the buttons. */
  failure: string | null;
  /**
   * The server's refusal of the car account number (422 CAR_ACCOUNT_NOT_FOUND), its catalog key:
   * shown on the field, which takes the focus (a new object for each refusal).
   */
  carAccountError?: { key: string } | null;
  onSubmit: (values: CustomerFormValues) => void;
  onCancel: () => void;
}

/** The contract's rules (CustomerInputSchema), loaded with the form's first focus. */
const validation = lazyResolver<CustomerFormValues>(() =>
  import('../utils/validation').then((module) => module.customerResolver),
);

/**
 * A customer as the shop keeps them (issue 22): name, company, up to 4 phones with their kind,
 * e-mail, the language they read quotes in, address and notes. The create and edit dialogs both
 * show it; a phone box left blank is no phone.
 */
/**
 * The phone rows of the form: their keys, and adding or removing one. Written on the form's own
 * value (not react-hook-form's useFieldArray, whose code every page that loads the form library
 * would then carry, the start page included): a phone removed takes its value out of the array,
 * the ones after it move up.
 */
function usePhoneRows(form: UseFormReturn<CustomerFormValues>) {
  const next = useRef(0);
  const [keys, setKeys] = useState<number[]>(() =>
    form.getValues('phones').map(() => next.current++),
  );
  const append = () => {
    form.setValue('phones', [...form.getValues('phones'), { kind: 'MOBILE', number: '' }]);
    setKeys((current) => [...current, next.current++]);
  };
  const remove = (index: number) => {
    form.setValue(
      'phones',
      form.getValues('phones').filter((_, i) => i !== index),
    );
    form.clearErrors('phones');
    setKeys((current) => current.filter((_, i) => i !== index));
  };
  return { keys, append, remove };
}

export function CustomerForm({
  defaultValues,
  submitLabel,
  pending,
  failure,
  carAccountError = null,
  onSubmit,
  onCancel,
}: CustomerFormProps) {
  const { t } = useTranslation();
  const phone = useMediaQueryNow(PHONE_QUERY);
  const selectorData = useVehicleSelectorData();
  const form = useForm<CustomerFormValues>({ resolver: validation.resolver, defaultValues });
  const phones = usePhoneRows(form);
  const errors = form.formState.errors;
  const message = (text: string | undefined) => translateFormMessage(t, text);

  useEffect(() => {
    if (carAccountError) {
      form.setError(
        'carAccountNumber',
        { type: 'server', message: carAccountError.key },
        { shouldFocus: true },
      );
    }
  }, [carAccountError, form]);

  const states = useMemo(() => {
    const known = selectorData.data?.states ?? [];
    const current = defaultValues.address.state;
    const list = known.map((state) => ({ value: state.code, label: state.name }));
    if (current && !known.some((state) => state.code === current)) {
      list.push({ value: current, label: current });
    }
    return [{ value: '', label: t('customers:form.noState') }, ...list];
  }, [selectorData.data, defaultValues.address.state, t]);

  // The select is the form's (uncontrolled): when the states arrive after it (the usual case), the
  // browser keeps the selected option's index, not its value, so the customer's state would show
  // (and on the first change save) as another. The value is set again on the new options.
  useEffect(() => {
    const current = form.getValues('address.state');
    if (states.some((state) => state.value === current)) form.setValue('address.state', current);
  }, [states, form]);

  return (
    <form
      onSubmit={form.handleSubmit((values) => onSubmit(values))}
      onFocus={validation.preload}
      noValidate
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('customers:form.firstName')}
            required
            maxLength={CUSTOMER_LIMITS.firstName}
            autoComplete="off"
            data-autofocus
            {...form.register('firstName')}
            error={message(errors.firstName?.message)}
          />
          <TextInput
            label={t('customers:form.lastName')}
            required
            maxLength={CUSTOMER_LIMITS.lastName}
            autoComplete="off"
            {...form.register('lastName')}
            error={message(errors.lastName?.message)}
          />
        </SimpleGrid>
        <TextInput
          label={t('customers:form.company')}
          maxLength={CUSTOMER_LIMITS.company}
          autoComplete="off"
          {...form.register('company')}
          error={message(errors.company?.message)}
        />

        <Fieldset
          legend={t('customers:form.phones')}
          variant="unstyled"
          classNames={{ legend: classes.legend }}
        >
          <Stack gap="xs">
            {phones.keys.map((key, index) => (
              <Group key={key} gap="xs" align="flex-start" wrap="nowrap">
                <NativeSelect
                  label={t('customers:form.phoneKind', { number: index + 1 })}
                  data={PHONE_KINDS.map((kind) => ({
                    value: kind,
                    label: t(PHONE_KIND_KEYS[kind]),
                  }))}
                  {...form.register(`phones.${index}.kind`)}
                  w={phone ? 110 : 140}
                />
                <TextInput
                  label={t('customers:form.phoneNumber', { number: index + 1 })}
                  type="tel"
                  inputMode="tel"
                  autoComplete="off"
                  maxLength={CONTACT_FORM_LIMITS.customerPhoneNumber}
                  placeholder="512-555-0142"
                  style={{ flex: 1, minWidth: 0 }}
                  {...form.register(`phones.${index}.number`)}
                  error={message(errors.phones?.[index]?.number?.message)}
                />
                <CloseButton
                  size="lg"
                  mt={26}
                  aria-label={t('customers:form.removePhone', { number: index + 1 })}
                  onClick={() => phones.remove(index)}
                />
              </Group>
            ))}
            {phones.keys.length < CUSTOMER_LIMITS.phones ? (
              <Group>
                <Button variant="light" size="xs" onClick={phones.append}>
                  {t('customers:form.addPhone')}
                </Button>
              </Group>
            ) : null}
          </Stack>
        </Fieldset>

        <TextInput
          label={t('customers:form.email')}
          type="email"
          autoComplete="off"
          maxLength={EMAIL_MAX_LENGTH}
          {...form.register('email')}
          error={message(errors.email?.message)}
        />
        <Radio.Group
          label={t('customers:form.language')}
          description={t('customers:form.languageHint')}
          value={form.watch('language')}
          onChange={(value) =>
            form.setValue('language', value as CustomerFormValues['language'], {
              shouldDirty: true,
            })
          }
        >
          <Group gap="md" mt={4}>
            {CUSTOMER_LANGUAGE_LIST.map((language) => (
              <Radio key={language} value={language} label={t(LANGUAGE_KEYS[language])} />
            ))}
          </Group>
        </Radio.Group>

        <TextInput
          label={t('customers:form.carAccountNumber')}
          description={t('customers:form.carAccountNumberHint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={CONTACT_FORM_LIMITS.customerAccountNumber}
          {...form.register('carAccountNumber')}
          error={message(errors.carAccountNumber?.message)}
        />

        <Fieldset
          legend={t('customers:form.address')}
          variant="unstyled"
          classNames={{ legend: classes.legend }}
        >
          <Stack gap="xs">
            <TextInput
              label={t('customers:form.line1')}
              maxLength={CUSTOMER_LIMITS.addressLine}
              autoComplete="off"
              {...form.register('address.line1')}
              error={message(errors.address?.line1?.message)}
            />
            <TextInput
              label={t('customers:form.line2')}
              maxLength={CUSTOMER_LIMITS.addressLine}
              autoComplete="off"
              {...form.register('address.line2')}
              error={message(errors.address?.line2?.message)}
            />
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
              <TextInput
                label={t('customers:form.city')}
                maxLength={CUSTOMER_LIMITS.city}
                autoComplete="off"
                {...form.register('address.city')}
                error={message(errors.address?.city?.message)}
              />
              <NativeSelect
                label={t('customers:form.state')}
                data={states}
                {...form.register('address.state')}
                error={message(errors.address?.state?.message)}
              />
              <TextInput
                label={t('customers:form.zip')}
                inputMode="numeric"
                autoComplete="off"
                maxLength={10}
                {...form.register('address.zip')}
                error={message(errors.address?.zip?.message)}
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>

        <Textarea
          label={t('customers:form.notes')}
          rows={3}
          maxLength={CUSTOMER_LIMITS.notes}
          {...form.register('notes')}
          error={message(errors.notes?.message)}
        />
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} fullWidth={phone}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" loading={pending} fullWidth={phone}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
