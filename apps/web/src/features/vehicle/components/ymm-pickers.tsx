import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { startTransition, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '@/hooks/use-error-toast';
import { useMediaQueryNow } from '@/hooks/use-media-query-now';
import { useEngines, useMakes, useModels, useSubmodels } from '@/hooks/use-vehicle-catalog';
import { PHONE_QUERY } from '@/lib/media-queries';
import { showErrorToast } from '@/lib/toasts';
import { selectByYmm } from '../api/select-by-ymm';
import type { ChooseVehicle } from '../hooks/use-vehicle-choice';
import type { PickerOption } from '../utils/picker-options';
import {
  autoPickEngine,
  autoPickSubmodel,
  canAddVehicle,
  chooseYmmStep,
  EMPTY_YMM_CHOICE,
  isYmmStepReady,
  YMM_STEPS,
  type YmmChoice,
  type YmmStep,
} from '../utils/ymm-choice';
import { YmmPickerField } from './ymm-picker-field';

const idOptions = (list: readonly { id: number; value: string }[] | undefined): PickerOption[] =>
  (list ?? []).map((item) => ({ value: String(item.id), label: item.value }));

/**
 * Year/make/model mode (R-VEH-7..9): each choice loads the next picker and clears
 * the later ones; a lone engine picks itself, and so does the first of exactly two submodels
 * (-99 "Don't know or show all"); choosing a submodel selects the vehicle, and Add Vehicle does so
 * with the choices so far.
 */
export function YmmPickers({ years, choose }: { years: number[]; choose: ChooseVehicle }) {
  const { t } = useTranslation();
  const native = useMediaQueryNow(PHONE_QUERY);
  const [choice, setChoice] = useState<YmmChoice>(EMPTY_YMM_CHOICE);
  const [submitting, setSubmitting] = useState(false);
  const [focusStep, setFocusStep] = useState<YmmStep | null>(null);
  const fields = useRef<Partial<Record<YmmStep, HTMLInputElement | HTMLSelectElement | null>>>({});

  const makes = useMakes(choice.year);
  const models = useModels(choice.year, choice.make);
  const engines = useEngines(choice.model);
  // Submodels follow the engine: wait for it when the model's lone engine is about to be picked.
  const engineSettled =
    choice.engine !== null || (engines.data !== undefined && autoPickEngine(engines.data) === null);
  const submodels = useSubmodels({
    baseVehicleId: engineSettled ? choice.model : null,
    engineId: choice.engine,
  });
  useErrorToast(
    makes.isError || models.isError || engines.isError || submodels.isError,
    t('vehicle:dataFailed'),
  );

  useEffect(() => {
    if (choice.model === null || choice.engine !== null || !engines.data) return;
    const engine = autoPickEngine(engines.data);
    if (engine !== null) setChoice((c) => chooseYmmStep(c, 'engine', engine));
  }, [choice.model, choice.engine, engines.data]);

  useEffect(() => {
    if (!engineSettled || choice.submodel !== null || !submodels.data) return;
    const submodel = autoPickSubmodel(submodels.data);
    if (submodel !== null) setChoice((c) => chooseYmmStep(c, 'submodel', submodel));
  }, [engineSettled, choice.submodel, submodels.data]);

  // After a choice the next picker takes the focus (desktop), so a tech can type their way down.
  useEffect(() => {
    if (focusStep) fields.current[focusStep]?.focus();
    setFocusStep(null);
  }, [focusStep]);

  const submit = async (chosen: YmmChoice) => {
    if (!canAddVehicle(chosen) || submitting) return;
    setSubmitting(true);
    await choose(
      (quote) =>
        selectByYmm(
          {
            baseVehicleId: chosen.model!,
            engineId: chosen.engine ?? undefined,
            submodelId: chosen.submodel ?? undefined,
          },
          quote,
        ),
      () => showErrorToast(t('vehicle:changeFailed')),
    );
    setSubmitting(false);
  };

  const onChoose = (step: YmmStep, value: string) => {
    const next = chooseYmmStep(choice, step, Number(value));
    if (step === 'submodel') {
      setChoice(next);
      void submit(next);
      return;
    }
    const following = YMM_STEPS[YMM_STEPS.indexOf(step) + 1];
    // The picker closes its list at once (the key or click is answered in that frame); the pickers
    // after it (cleared, the next one loading and focused) render in a transition just after.
    startTransition(() => {
      setChoice(next);
      if (!native && following) setFocusStep(following);
    });
  };

  const pickers: Record<YmmStep, { label: string; options: PickerOption[]; loading: boolean }> = {
    year: {
      label: t('vehicle:year'),
      options: years.map((year) => ({ value: String(year), label: String(year) })),
      loading: false,
    },
    make: { label: t('vehicle:make'), options: idOptions(makes.data), loading: makes.isFetching },
    model: {
      label: t('vehicle:model'),
      options: (models.data ?? []).map((m) => ({
        value: String(m.baseVehicleId),
        label: m.model.value,
      })),
      loading: models.isFetching,
    },
    engine: {
      label: t('vehicle:engine'),
      options: idOptions(engines.data),
      loading: engines.isFetching,
    },
    submodel: {
      label: t('vehicle:submodel'),
      options: idOptions(submodels.data),
      loading: submodels.isFetching,
    },
  };

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm" style={{ alignItems: 'end' }}>
        {YMM_STEPS.map((step) => (
          <YmmPickerField
            key={step}
            ref={(element) => {
              fields.current[step] = element;
            }}
            native={native}
            label={pickers[step].label}
            description={
              step === 'engine' || step === 'submodel' ? t('vehicle:optional') : undefined
            }
            options={pickers[step].options}
            value={choice[step] === null ? null : String(choice[step])}
            onChange={(value) => onChoose(step, value)}
            disabled={!isYmmStepReady(choice, step) || submitting}
            loading={pickers[step].loading}
          />
        ))}
      </SimpleGrid>
      {canAddVehicle(choice) ? (
        <Group>
          <Button onClick={() => void submit(choice)} loading={submitting}>
            {t('vehicle:addVehicle')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
