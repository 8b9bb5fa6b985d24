import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import {
  type Customer,
  CustomerInputSchema,
  CustomerPhoneSchema,
} from '@procounter/shared/contracts/customer';
import { CONTACT_FORM_LIMITS, CUSTOMER_LIMITS } from '@procounter/shared/validation/limits';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useCreateCustomer } from '@/hooks/use-create-customer';
import { formErrorMap, translateFormMessage } from '@/lib/form-errors';
import type { NewCustomerValues } from './new-customer-fields';

/** The contract's own rules for the three fields asked here (CustomerInputSchema). */
const NewCustomerSchema = z.object({
  firstName: CustomerInputSchema.shape.firstName,
  lastName: CustomerInputSchema.shape.lastName,
  phone: CustomerPhoneSchema.shape.number.or(z.literal('')),
});

const resolver = zodResolver(NewCustomerSchema, { error: formErrorMap });

/**
 * A new customer made without leaving the dialog: first and last name, and a mobile phone if
 * given (POST /customers); the rest can be filled on their page later. Once made, it is picked.
 */
export function NewCustomerForm({
  defaultValues,
  onCreated,
  onCancel,
}: {
  defaultValues: NewCustomerValues;
  onCreated: (customer: Customer) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const create = useCreateCustomer();
  const form = useForm<NewCustomerValues>({ resolver, defaultValues });
  const errors = form.formState.errors;
  const message = (text: string | undefined) => translateFormMessage(t, text);

  const submit = form.handleSubmit((values) =>
    create.mutate(
      {
        firstName: values.firstName,
        lastName: values.lastName,
        phones: values.phone ? [{ kind: 'MOBILE', number: values.phone }] : [],
      },
      { onSuccess: onCreated },
    ),
  );

  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={headingId}>
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          <Title order={3} size="h6" id={headingId}>
            {t('customers:picker.newTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            <TextInput
              label={t('customers:picker.firstName')}
              required
              maxLength={CUSTOMER_LIMITS.firstName}
              autoComplete="off"
              data-autofocus
              {...form.register('firstName')}
              error={message(errors.firstName?.message)}
            />
            <TextInput
              label={t('customers:picker.lastName')}
              required
              maxLength={CUSTOMER_LIMITS.lastName}
              autoComplete="off"
              {...form.register('lastName')}
              error={message(errors.lastName?.message)}
            />
          </SimpleGrid>
          <TextInput
            label={t('customers:picker.phone')}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            maxLength={CONTACT_FORM_LIMITS.customerPhoneNumber}
            {...form.register('phone')}
            error={message(errors.phone?.message)}
          />
          {create.isError ? (
            <Alert color="red" role="alert">
              {t('customers:picker.createFailed')}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" size="sm" onClick={onCancel}>
              {t('common:cancel')}
            </Button>
            <Button size="sm" type="submit" loading={create.isPending}>
              {t('customers:picker.createSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
