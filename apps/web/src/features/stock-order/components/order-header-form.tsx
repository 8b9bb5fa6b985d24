import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { STOCK_ORDER_LIMITS } from '@procounter/shared/validation/limits';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCurrentShop } from '@/hooks/use-current-shop';
import { useShopCompany } from '@/hooks/use-shop-company';
import { translateFormMessage } from '@/lib/form-errors';
import { lazyResolver } from '@/lib/lazy-resolver';

export interface OrderHeader {
  name: string;
  po: string;
}

/**
 * The company's PO rule (mask, required, at most 22 characters): the server's createPoNumberSchema,
 * whose code (zod) comes with the form's first focus.
 */
function usePoValidation() {
  const shop = useCurrentShop(true);
  const company = useShopCompany(shop.data?.id);
  const preference = company.data?.companyPreference;
  const poRequired = preference?.poRequired ?? false;
  const poValidationMask = preference?.poValidationMask ?? null;
  return {
    poRequired,
    poValidationMask,
    validation: useMemo(
      () =>
        lazyResolver<OrderHeader>(() =>
          import('../utils/validation').then((module) =>
            module.orderHeaderResolver({ poRequired, poValidationMask }),
          ),
        ),
      [poRequired, poValidationMask],
    ),
  };
}

interface OrderHeaderFormProps {
  defaultValues?: OrderHeader;
  submitLabel: string;
  pending: boolean;
  /** The server's refusal, shown above the button. */
  failure: string | null;
  onSubmit: (values: OrderHeader) => void;
  onCancel?: () => void;
}

/** Name and PO of a stock order: the create form, and the rename / PO change of an open order. */
export function OrderHeaderForm({
  defaultValues = { name: '', po: '' },
  submitLabel,
  pending,
  failure,
  onSubmit,
  onCancel,
}: OrderHeaderFormProps) {
  const { t } = useTranslation();
  const { validation, poRequired, poValidationMask } = usePoValidation();
  const form = useForm<OrderHeader>({
    resolver: validation.resolver,
    defaultValues,
  });
  const submit = form.handleSubmit((values) =>
    onSubmit({ name: values.name.trim(), po: values.po.trim() }),
  );

  return (
    <form onSubmit={submit} onFocus={validation.preload} noValidate>
      <Stack gap="xs">
        <TextInput
          label={t('stock:form.name')}
          required
          maxLength={STOCK_ORDER_LIMITS.name}
          {...form.register('name')}
          error={translateFormMessage(t, form.formState.errors.name?.message)}
        />
        {/* No maxLength: a pasted 23-character PO gets the spec's message, not a silent cut. */}
        <TextInput
          label={t('stock:form.po')}
          required={poRequired}
          description={poValidationMask ?? t('stock:form.poHint')}
          {...form.register('po')}
          error={translateFormMessage(t, form.formState.errors.po?.message)}
        />
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={pending} disabled={pending}>
            {submitLabel}
          </Button>
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {t('common:cancel')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
