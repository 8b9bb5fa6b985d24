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
import { useEngines } from '../api/engines';
import { useSubmodels } from '../api/submodels';
import { useApplyAttributePlan } from '../hooks/use-apply-attribute-plan';
import {
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

/**
 * Edit mode (spec 001 section 4): engine and submodel selects that filter each other; a choice
 * the other no longer allows is dropped; 'No Engine Selected' removes the engine. Update sends
 * the removals (submodel first) and then selectAttributes.
 */
export function AttributeEditor({ vehicle }: { vehicle: SelectedVehicle }) {
  const { t } = useTranslation();
  const answered = answeredValues(vehicle);
  const [draft, setDraft] = useState<AttributeValues>(answered);
  const engines = useEngines(vehicle.vehicleId, draft.submodelId);
  const submodels = useSubmodels({
    baseVehicleId: vehicle.vehicleId,
    engineId: draft.engineId,
    subModelId: draft.submodelId,
  });
  const apply = useApplyAttributePlan();
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
        disabled={apply.isPending}
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
        disabled={apply.isPending}
      />
      <Button
        onClick={() => apply.mutate(plan)}
        disabled={isPlanEmpty(plan)}
        loading={apply.isPending}
      >
        {t('vehicle:update')}
      </Button>
    </Group>
  );
}
