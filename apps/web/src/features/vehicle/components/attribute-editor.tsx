import { Button, Group, NativeSelect } from '@mantine/core';
import {
  type CurrentVehicle,
  ENGINE_ATTRIBUTE_ID,
  SUBMODEL_ATTRIBUTE_ID,
} from '@procounter/shared/contracts/vehicle';
import { REMOVE_ENGINE_OPTION_ID } from '@procounter/shared/domain/constants';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '@/hooks/use-error-toast';
import { useEngines, useSubmodels } from '@/hooks/use-vehicle-catalog';
import {
  type AttributeEditPlan,
  type AttributeValues,
  answeredValues,
  dropInvalidChoices,
  isPlanEmpty,
  planAttributeEdit,
} from '../utils/attribute-edit';

type SelectedVehicle = CurrentVehicle & { vehicleId: number };

/** The answered value as an option, until the list that holds it has loaded. */
function answeredOption(vehicle: CurrentVehicle, attributeId: number) {
  const answered = vehicle.answeredAttributes.find((a) => a.attributeId === attributeId);
  return answered ? [{ value: String(answered.valueId), label: answered.valueDescription }] : [];
}

export interface AttributeEditorProps {
  vehicle: SelectedVehicle;
  /** An edit is being sent. */
  applying: boolean;
  /** Update: the plan, and the chosen engine's text (for the VIN engine question). */
  onApply: (plan: AttributeEditPlan, chosenEngine: string) => void;
}

/**
 * Edit mode (R-VEH-11): engine and submodel selects that filter each other; a choice
 * the other no longer allows is dropped; 'No Engine Selected' removes the engine. Update hands
 * the plan (removals submodel first, then selectAttributes) to the panel, which sends it.
 */
export function AttributeEditor({ vehicle, applying, onApply }: AttributeEditorProps) {
  const { t } = useTranslation();
  const answered = answeredValues(vehicle);
  const [draft, setDraft] = useState<AttributeValues>(answered);
  const engines = useEngines(vehicle.vehicleId, draft.submodelId);
  const submodels = useSubmodels({
    baseVehicleId: vehicle.vehicleId,
    engineId: draft.engineId,
    subModelId: draft.submodelId,
  });
  useErrorToast(engines.isError || submodels.isError, t('vehicle:dataFailed'));

  useEffect(() => {
    setDraft((current) => {
      const next = dropInvalidChoices(
        current,
        engines.data?.map((e) => e.id),
        submodels.data?.map((s) => s.id),
      );
      return next.engineId === current.engineId && next.submodelId === current.submodelId
        ? current
        : next;
    });
  }, [engines.data, submodels.data]);

  const plan = planAttributeEdit(answered, draft);
  const engineOptions = engines.data
    ? engines.data.map((e) => ({ value: String(e.id), label: e.value }))
    : answeredOption(vehicle, ENGINE_ATTRIBUTE_ID);
  const chosenEngine =
    engineOptions.find((o) => o.value === String(draft.engineId))?.label ??
    t('vehicle:noEngineSelected');
  const submodelOptions = submodels.data
    ? submodels.data.map((s) => ({ value: String(s.id), label: s.value }))
    : answeredOption(vehicle, SUBMODEL_ATTRIBUTE_ID);

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <NativeSelect
        label={t('vehicle:engine')}
        w={{ base: '100%', xs: 240 }}
        value={draft.engineId === null ? REMOVE_ENGINE_OPTION_ID : String(draft.engineId)}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setDraft((d) => ({
            ...d,
            engineId: value === REMOVE_ENGINE_OPTION_ID ? null : Number(value),
          }));
        }}
        data={[
          { value: REMOVE_ENGINE_OPTION_ID, label: t('vehicle:noEngineSelected') },
          ...engineOptions,
        ]}
        disabled={applying}
      />
      <NativeSelect
        label={t('vehicle:submodel')}
        w={{ base: '100%', xs: 240 }}
        value={draft.submodelId === null ? '' : String(draft.submodelId)}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (value) setDraft((d) => ({ ...d, submodelId: Number(value) }));
        }}
        data={[
          ...(draft.submodelId === null
            ? [{ value: '', label: t('vehicle:notSelected'), disabled: true }]
            : []),
          ...submodelOptions,
        ]}
        disabled={applying}
      />
      <Button
        onClick={() => onApply(plan, chosenEngine)}
        disabled={isPlanEmpty(plan)}
        loading={applying}
      >
        {t('vehicle:update')}
      </Button>
    </Group>
  );
}
