import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, TextInput } from '@mantine/core';
import {
  type DefaultByVinBody,
  DefaultByVinBodySchema,
} from '@procounter/shared/contracts/vehicle';
import { MESSAGE_KEYS, normalizeVinInput } from '@procounter/shared/validation/rules';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formErrorMap, translateFormMessage } from '@/lib/form-errors';
import { selectByVin } from '../api/select-by-vin';
import type { ChooseVehicle } from '../hooks/use-vehicle-choice';

/**
 * VIN mode (spec 001 sections 2 and 5): everything but letters and digits is stripped as the VIN
 * is typed; 5 to 17 characters; any failure of the select call is 'Please enter a valid VIN
 * Number' on the box.
 */
export function VinForm({ choose }: { choose: ChooseVehicle }) {
  const { t } = useTranslation();
  const form = useForm<DefaultByVinBody, unknown, { vin: string }>({
    resolver: zodResolver(DefaultByVinBodySchema, { error: formErrorMap }),
    defaultValues: { vin: '' },
  });
  const { onChange, ...field } = form.register('vin');

  const onSubmit = form.handleSubmit(async ({ vin }) => {
    await choose(
      (quote) => selectByVin({ vin }, quote),
      () => form.setError('vin', { message: MESSAGE_KEYS.vinInput }, { shouldFocus: true }),
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={t('vehicle:enterVin')}
          placeholder={t('vehicle:vinPlaceholder')}
          w={{ base: '100%', xs: 280 }}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          error={translateFormMessage(t, form.formState.errors.vin?.message)}
          {...field}
          onChange={(event) => {
            event.currentTarget.value = normalizeVinInput(event.currentTarget.value);
            return onChange(event);
          }}
        />
        <Button type="submit" mt={{ base: 0, xs: 25 }} loading={form.formState.isSubmitting}>
          {t('common:go')}
        </Button>
      </Group>
    </form>
  );
}
