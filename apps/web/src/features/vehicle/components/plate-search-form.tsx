import { Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import type { VehicleSelectorData } from '@procounter/shared/contracts/vehicle';
import { PLATE_MAX_LENGTH } from '@procounter/shared/validation/limits';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCurrentShop } from '@/hooks/use-current-shop';
import { translateFormMessage } from '@/lib/form-errors';
import { lazyResolver } from '@/lib/lazy-resolver';
import { storage } from '@/lib/storage';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import type { ChooseVehicle } from '../hooks/use-vehicle-choice';
import type { PlateForm } from '../utils/plate-form-resolver';
import { defaultPlateState } from '../utils/plate-state';
import { MarylandCaution } from './maryland-caution';
import type { OtherVehicleMode, PlateSearch } from './plate-results-modal';

// The results dialog loads with the first search, not with the form.
const PlateResultsModal = lazy(() =>
  import('./plate-results-modal').then((module) => ({ default: module.PlateResultsModal })),
);

// zod comes with the form's first keystroke or submit, not with the page that shows the form.
const validation = lazyResolver<PlateForm>(() =>
  import('../utils/plate-form-resolver').then((module) => module.plateFormResolver),
);

/** Plate mode: the state (last used, else the shop's), the plate, Search. */
export function PlateSearchForm({
  states,
  choose,
  onTryMode,
  autoFocus = false,
}: {
  states: VehicleSelectorData['states'];
  choose: ChooseVehicle;
  /** A plate found no vehicle: the user goes on with the VIN or year/make/model. */
  onTryMode?: (mode: OtherVehicleMode) => void;
  /** Focus the plate box as the form mounts (the state, while none is chosen). */
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const shopState = useCurrentShop(true).data?.state;
  const initialState = defaultPlateState(states, storage.readValue('lastPlateState'), shopState);
  const form = useForm<PlateForm>({
    resolver: validation.resolver,
    defaultValues: { state: initialState, plate: '' },
  });
  const state = useWatch({ control: form.control, name: 'state' });
  const [search, setSearch] = useState<PlateSearch | null>(null);
  const closeResults = useCallback(() => setSearch(null), []);
  useFocusOnMount(() => form.setFocus(form.getValues('state') ? 'plate' : 'state'), autoFocus);

  // The shop may arrive after the form: its state fills a picker still empty.
  // The focus put on the empty state picker moves on to the plate box then.
  useEffect(() => {
    if (form.getValues('state') || !initialState) return;
    const stateFocused = (document.activeElement as HTMLSelectElement | null)?.name === 'state';
    form.setValue('state', initialState);
    if (autoFocus && stateFocused) form.setFocus('plate');
  }, [form, initialState, autoFocus]);

  const onSubmit = form.handleSubmit((values) => {
    storage.write('lastPlateState', values.state);
    setSearch({ state: values.state, plate: values.plate.trim(), id: Date.now() });
  });

  const errors = form.formState.errors;
  return (
    <>
      <form onSubmit={onSubmit} onInput={validation.preload} noValidate>
        <Stack gap="xs">
          <Group align="flex-start" gap="sm" wrap="wrap">
            <Controller
              control={form.control}
              name="state"
              render={({ field }) => (
                <NativeSelect
                  label={t('vehicle:state')}
                  w={{ base: '100%', xs: 200 }}
                  data={[
                    ...(field.value
                      ? []
                      : [{ value: '', label: t('vehicle:notSelected'), disabled: true }]),
                    ...states.map((s) => ({ value: s.code, label: s.name })),
                  ]}
                  error={translateFormMessage(t, errors.state?.message)}
                  {...field}
                />
              )}
            />
            <TextInput
              label={t('vehicle:licensePlate')}
              w={{ base: '100%', xs: 200 }}
              maxLength={PLATE_MAX_LENGTH}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              error={translateFormMessage(t, errors.plate?.message)}
              {...form.register('plate')}
            />
            <Button type="submit" mt={{ base: 0, xs: 25 }}>
              {t('vehicle:search')}
            </Button>
          </Group>
          <MarylandCaution state={state} />
        </Stack>
      </form>
      {search ? (
        <Suspense fallback={null}>
          <PlateResultsModal
            key={search.id}
            search={search}
            choose={choose}
            onClose={closeResults}
            onTryMode={onTryMode}
          />
        </Suspense>
      ) : null}
    </>
  );
}
