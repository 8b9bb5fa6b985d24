import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Button, Group, TextInput } from '@mantine/core';
import {
  type DefaultByVinBody,
  DefaultByVinBodySchema,
  type VinAmbiguous,
} from '@procounter/shared/contracts/vehicle';
import { MESSAGE_KEYS, normalizeVinInput } from '@procounter/shared/validation/rules';
import { CancelledError } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { formErrorMap, translateFormMessage } from '@/lib/form-errors';
import { selectByVin } from '../api/select-by-vin';
import type { ChooseVehicle } from '../hooks/use-vehicle-choice';
import { VinCandidatesModal, type VinCandidatesPrompt } from './vin-candidates-modal';

// The camera scan and its decoder load when the camera button is pressed.
const VinScanModal = lazy(() =>
  import('./vin-scan-modal').then((module) => ({ default: module.VinScanModal })),
);

/** A camera can be asked for (kept out of the lazy modal so the button shows at once). */
function cameraAvailable(): boolean {
  return (
    typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function'
  );
}

function CameraIcon() {
  return (
    <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinejoin="round"
        d="M4 8h3l2-3h6l2 3h3v11H4zM12 16.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z"
      />
    </svg>
  );
}

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
  const [scanning, setScanning] = useState(false);
  const goButton = useRef<HTMLButtonElement>(null);

  /** A scanned VIN (already valid) fills the box; Go, the main action, takes the focus. */
  const scanned = (vin: string) => {
    setScanning(false);
    form.setValue('vin', vin, { shouldValidate: true, shouldDirty: true });
    requestAnimationFrame(() => goButton.current?.focus());
  };

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
        {cameraAvailable() ? (
          // Issue 21: on a phone at the counter, the VIN label's barcode instead of typing.
          <ActionIcon
            size={36}
            variant="default"
            mt={{ base: 0, xs: 25 }}
            aria-label={t('vehicle:scanVin')}
            onClick={() => setScanning(true)}
          >
            <CameraIcon />
          </ActionIcon>
        ) : null}
        <Button
          ref={goButton}
          type="submit"
          mt={{ base: 0, xs: 25 }}
          loading={form.formState.isSubmitting}
        >
          {t('common:go')}
        </Button>
      </Group>
      <VinCandidatesModal prompt={candidatesPrompt} />
      {scanning ? (
        <Suspense fallback={null}>
          <VinScanModal onVin={scanned} onClose={() => setScanning(false)} />
        </Suspense>
      ) : null}
    </form>
  );
}
