import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { QUOTE_LINE_LIMITS } from '@procounter/shared/validation/limits';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { translateFormMessage } from '@/lib/form-errors';
import { lazyResolver } from '@/lib/lazy-resolver';
import { WORKSHEET_ERROR_KEYS } from '@/lib/worksheet-errors';
import { useAddLaborLine } from '../api/add-labor-line';
import type { LaborFormValues } from '../utils/validation';

// zod comes with the form's first focus, not with the quote page.
const validation = lazyResolver<LaborFormValues>(() =>
  import('../utils/validation').then((module) => module.laborResolver),
);

const EMPTY: LaborFormValues = { description: '', rate: '', hours: '' };

/**
 * Add labor (R-QUOTE-5, labor item): description, rate per hour and hours. The rate starts at the
 * shop's labor rate in force (issue 23), when it has one.
 */
export function LaborForm({
  worksheetId,
  defaultRate = null,
}: {
  worksheetId: number;
  defaultRate?: number | null;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const add = useAddLaborLine(worksheetId);
  const [failure, setFailure] = useState<string | null>(null);
  const empty: LaborFormValues = {
    ...EMPTY,
    rate: defaultRate === null ? '' : defaultRate.toFixed(2),
  };
  const form = useForm<LaborFormValues>({
    resolver: validation.resolver,
    defaultValues: empty,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await add.mutateAsync({
        type: 'LABOR',
        description: values.description.trim(),
        customerPrice: Number(values.rate),
        quantity: Number(values.hours),
      });
      form.reset(empty);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'QTY_EXCEEDS_1000') {
        form.setError('hours', { message: WORKSHEET_ERROR_KEYS.QTY_EXCEEDS_1000 });
      } else {
        setFailure(t('common:quotes.labor.failed'));
      }
    }
  });

  return (
    <form onSubmit={onSubmit} onFocus={validation.preload} noValidate aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={headingId}>
          {t('common:quotes.labor.title')}
        </Title>
        <TextInput
          label={t('common:quotes.labor.description')}
          required
          maxLength={QUOTE_LINE_LIMITS.description}
          {...form.register('description')}
          error={translateFormMessage(t, errors.description?.message)}
        />
        <Group grow align="flex-start">
          <TextInput
            label={t('common:quotes.labor.rate')}
            required
            inputMode="decimal"
            leftSection="$"
            {...form.register('rate')}
            error={translateFormMessage(t, errors.rate?.message)}
          />
          <TextInput
            label={t('common:quotes.labor.hours')}
            required
            inputMode="decimal"
            {...form.register('hours')}
            error={translateFormMessage(t, errors.hours?.message)}
          />
        </Group>
        {failure ? (
          <Text c="red.8" size="sm" role="alert">
            {failure}
          </Text>
        ) : null}
        <Group>
          <Button type="submit" loading={add.isPending}>
            {t('common:quotes.labor.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
