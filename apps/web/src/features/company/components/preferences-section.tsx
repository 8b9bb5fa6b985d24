import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { Company } from '@procounter/shared/contracts/shop';
import { PO_NUMBER_MAX_LENGTH } from '@procounter/shared/validation/limits';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { translateFormMessage } from '@/lib/form-errors';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useSaveCompanyPreferences } from '../api/save-company-preferences';
import type { PreferencesFormValues } from '../utils/validation';

const validation = lazyResolver<PreferencesFormValues>(() =>
  import('../utils/validation').then((module) => module.preferencesResolver),
);

type Preference = Company['companyPreference'];

/** The three order fields: the PO (with its mask), the garage bay id and the vehicle fleet id. */
const FIELDS = [
  { key: 'po', label: 'company:preferences.po', visible: 'poVisible', required: 'poRequired' },
  {
    key: 'garageBay',
    label: 'company:preferences.garageBay',
    visible: 'garageBayIdVisible',
    required: 'garageBayIdRequired',
  },
  {
    key: 'fleet',
    label: 'company:preferences.fleet',
    visible: 'vehicleFleetIdVisible',
    required: 'vehicleFleetIdRequired',
  },
] as const;

/**
 * The company's order preferences: a form for those who may edit the company (required implies
 * asked for, as the server stores it), a read-only list for the others.
 */
export function PreferencesSection({ company, editable }: { company: Company; editable: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {t('company:preferences.heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('company:preferences.intro')}
        </Text>
        {editable ? (
          <PreferencesForm company={company} />
        ) : (
          <ReadOnlyPreferences preference={company.companyPreference} />
        )}
      </Stack>
    </Paper>
  );
}

function ReadOnlyPreferences({ preference }: { preference: Preference }) {
  const { t } = useTranslation();
  const state = (visible: boolean, required: boolean) =>
    required
      ? t('company:preferences.requiredValue')
      : visible
        ? t('company:preferences.shown')
        : t('company:preferences.notAsked');
  return (
    <Stack gap="xs">
      <Text size="sm" fs="italic">
        {t('company:preferences.readOnly')}
      </Text>
      <dl style={{ margin: 0 }}>
        {FIELDS.map((field) => (
          <Group key={field.key} gap="xs" wrap="wrap">
            <Text component="dt" size="sm" fw={600}>
              {t(field.label)}:
            </Text>
            <Text component="dd" size="sm" m={0}>
              {state(preference[field.visible], preference[field.required])}
            </Text>
          </Group>
        ))}
        <Group gap="xs" wrap="wrap">
          <Text component="dt" size="sm" fw={600}>
            {t('company:preferences.mask')}:
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {preference.poValidationMask || t('company:preferences.noMask')}
          </Text>
        </Group>
      </dl>
    </Stack>
  );
}

function PreferencesForm({ company }: { company: Company }) {
  const { t } = useTranslation();
  const save = useSaveCompanyPreferences(company.id);
  const [state, setState] = useState<'idle' | 'saved' | 'failed'>('idle');
  const preference = company.companyPreference;
  const form = useForm<PreferencesFormValues>({
    resolver: validation.resolver,
    defaultValues: { ...preference, poValidationMask: preference.poValidationMask ?? '' },
  });
  const values = form.watch();

  const onSubmit = form.handleSubmit(async (body) => {
    setState('idle');
    try {
      const saved = await save.mutateAsync(body);
      form.reset({
        ...saved.companyPreference,
        poValidationMask: saved.companyPreference.poValidationMask ?? '',
      });
      setState('saved');
    } catch (error) {
      const maskError =
        error instanceof ApiError
          ? error.body?.details?.find((d) => d.path === 'poValidationMask')
          : undefined;
      if (maskError) form.setError('poValidationMask', { message: maskError.message });
      else setState('failed');
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      onFocus={validation.preload}
      noValidate
      aria-label={t('company:preferences.heading')}
    >
      <Stack gap="sm">
        {FIELDS.map((field) => (
          <fieldset key={field.key} style={{ border: 0, margin: 0, padding: 0 }}>
            <Text component="legend" size="sm" fw={600} mb={4}>
              {t(field.label)}
            </Text>
            <Group gap="lg" wrap="wrap">
              <Checkbox
                label={t('company:preferences.visible')}
                {...form.register(field.visible)}
                checked={values[field.visible] || values[field.required]}
                disabled={values[field.required]}
              />
              <Checkbox
                label={t('company:preferences.required')}
                {...form.register(field.required)}
                onChange={(event) => {
                  form.setValue(field.required, event.currentTarget.checked, { shouldDirty: true });
                  if (event.currentTarget.checked) {
                    form.setValue(field.visible, true, { shouldDirty: true });
                  }
                }}
                checked={values[field.required]}
              />
            </Group>
          </fieldset>
        ))}
        <TextInput
          label={t('company:preferences.mask')}
          description={t('company:preferences.maskHelp')}
          maxLength={PO_NUMBER_MAX_LENGTH + 10}
          {...form.register('poValidationMask')}
          error={translateFormMessage(t, form.formState.errors.poValidationMask?.message)}
        />
        {state === 'saved' ? (
          <Alert color="green" variant="light" role="status">
            {t('company:preferences.saved')}
          </Alert>
        ) : null}
        {state === 'failed' ? (
          <Alert color="red" variant="light" role="alert">
            {t('company:preferences.saveFailed')}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('company:preferences.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
