import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, TextInput } from '@mantine/core';
import {
  type DefaultByVinBody,
  DefaultByVinBodySchema,
  type VinAmbiguous,
} from '@procounter/shared/contracts/vehicle';
import { MESSAGE_KEYS, normalizeVinInput } from '@procounter/shared/validation/rules';
import { CancelledError } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { formErrorMap, translateFormMessage } from '@/lib/form-errors';
import { selectByVin } from '../api/select-by-vin';
import type { ChooseVehicle } from '../hooks/use-vehicle-choice';
import { VinCandidatesModal, type VinCandidatesPrompt } from './vin-candidates-modal';

/** The candidates of a 409 VIN_AMBIGUOUS answer; undefined for any other failure. */
function ambiguousCandidates(error: unknown) {
  if (!(error instanceof ApiError) || error.code !== 'VIN_AMBIGUOUS') return undefined;
  const candidates = (error.body as VinAmbiguous | null)?.candidates;
  return Array.isArray(candidates) && candidates.length > 0 ? candidates : undefined;
}

/**
 * VIN mode (R-VEH-6, R-VEH-13): everything but letters and digits is stripped as the VIN
 * is typed; 5 to 17 characters; any failure of the select call is 'Please enter a valid VIN
 * Number' on the box. A VIN that may be several vehicles lists them for the user to pick, with
 * the quote choice already made; closing the list chooses nothing.
 */
export function VinForm({ choose }: { choose: ChooseVehicle }) {
  const { t } = useTranslation();
  const form = useForm<DefaultByVinBody, unknown, { vin: string }>({
    resolver: zodResolver(DefaultByVinBodySchema, { error: formErrorMap }),
    defaultValues: { vin: '' },
  });
  const { onChange, ...field } = form.register('vin');
  const [candidatesPrompt, setCandidatesPrompt] = useState<VinCandidatesPrompt | null>(null);

  const askCandidate = (vin: string, candidates: VinCandidatesPrompt['candidates']) =>
    new Promise<number | null>((resolve) => {
      setCandidatesPrompt({
        vin,
        candidates,
        answer: (vehicleId) => {
          setCandidatesPrompt(null);
          resolve(vehicleId);
        },
      });
    });

  const onSubmit = form.handleSubmit(async ({ vin }) => {
    await choose(
      async (quote) => {
        try {
          return await selectByVin({ vin }, quote);
        } catch (error) {
          const candidates = ambiguousCandidates(error);
          if (!candidates) throw error;
          const vehicleId = await askCandidate(vin, candidates);
          // Closing the list is no failure of the VIN: nothing is chosen, nothing is said.
          if (vehicleId === null) throw new CancelledError();
          return selectByVin({ vin, vehicleId }, quote);
        }
      },
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
      <VinCandidatesModal prompt={candidatesPrompt} />
    </form>
  );
}
