import { Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import type { VehicleSelectorData } from '@procounter/shared/contracts/vehicle';
import { PLATE_MAX_LENGTH } from '@procounter/shared/validation/limits';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentShop } from '@/hooks/use-current-shop';
import { translateFormMessage } from '@/lib/form-errors';
import { loadOnce } from '@/lib/load-once';
import { storage } from '@/lib/storage';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import type { ChooseVehicle } from '../hooks/use-vehicle-choice';
import type { PlateForm, PlateFormErrors } from '../utils/plate-form-check';
import { defaultPlateState } from '../utils/plate-state';
import { MarylandCaution } from './maryland-caution';
import type { OtherVehicleMode, PlateSearch } from './plate-results-modal';

// The results dialog loads with the first search, not with the form.
const PlateResultsModal = lazy(() =>
  import('./plate-results-modal').then((module) => ({ default: module.PlateResultsModal })),
);

// zod comes with the form's first keystroke or submit, not with the page that shows the form.
const loadCheck = loadOnce(() =>
  import('../utils/plate-form-check').then((module) => module.checkPlateForm),
);

/** The form's messages; a check that cannot load finds nothing (the server checks the plate). */
async function check(values: PlateForm): Promise<PlateFormErrors> {
  try {
    return (await loadCheck())(values);
  } catch {
    return {};
  }
}

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
  const [values, setValues] = useState<PlateForm>({ state: initialState, plate: '' });
  const [errors, setErrors] = useState<PlateFormErrors>({});
  // As a form library does: the first submit shows the messages, each change after it checks again.
  const submitted = useRef(false);
  const stateSelect = useRef<HTMLSelectElement>(null);
  const plateInput = useRef<HTMLInputElement>(null);
  const [search, setSearch] = useState<PlateSearch | null>(null);
  const closeResults = useCallback(() => setSearch(null), []);
  useFocusOnMount(() => (values.state ? plateInput : stateSelect).current?.focus(), autoFocus);

  // The shop may arrive after the form: its state fills a picker still empty.
  // The focus put on the empty state picker moves on to the plate box then.
  useEffect(() => {
    if (values.state || !initialState) return;
    const stateFocused = document.activeElement === stateSelect.current;
    setValues((current) => ({ ...current, state: current.state || initialState }));
    if (autoFocus && stateFocused) plateInput.current?.focus();
  }, [values.state, initialState, autoFocus]);

  const change = (field: keyof PlateForm, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted.current) void check(next).then(setErrors);
  };

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    const found = await check(values);
    setErrors(found);
    if (found.state) return stateSelect.current?.focus();
    if (found.plate) return plateInput.current?.focus();
    storage.write('lastPlateState', values.state);
    setSearch({ state: values.state, plate: values.plate.trim(), id: Date.now() });
  };

  return (
    <>
      <form onSubmit={onSubmit} onInput={() => void loadCheck().catch(() => undefined)} noValidate>
        <Stack gap="xs">
          <Group align="flex-start" gap="sm" wrap="wrap">
            <NativeSelect
              ref={stateSelect}
              name="state"
              label={t('vehicle:state')}
              w={{ base: '100%', xs: 200 }}
              data={[
                ...(values.state
                  ? []
                  : [{ value: '', label: t('vehicle:notSelected'), disabled: true }]),
                ...states.map((s) => ({ value: s.code, label: s.name })),
              ]}
              error={translateFormMessage(t, errors.state)}
              value={values.state}
              onChange={(event) => change('state', event.currentTarget.value)}
            />
            <TextInput
              label={t('vehicle:licensePlate')}
              w={{ base: '100%', xs: 200 }}
              maxLength={PLATE_MAX_LENGTH}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              error={translateFormMessage(t, errors.plate)}
              ref={plateInput}
              name="plate"
              value={values.plate}
              onChange={(event) => change('plate', event.currentTarget.value)}
            />
            <Button type="submit" mt={{ base: 0, xs: 25 }}>
              {t('vehicle:search')}
            </Button>
          </Group>
          <MarylandCaution state={values.state} />
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
