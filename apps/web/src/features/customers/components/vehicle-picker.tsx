import { Button, Group, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { DONT_KNOW_VALUE_ID } from '@procounter/shared/domain/constants';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '@/hooks/use-error-toast';
import {
  useEngines,
  useMakes,
  useModels,
  useSubmodels,
  useVehicleSelectorData,
} from '@/hooks/use-vehicle-catalog';

export interface PickedVehicle {
  baseVehicleId: number | null;
  engineId: number | null;
  submodelId: number | null;
}

export interface VehiclePickerProps {
  value: PickedVehicle;
  onChange: (value: PickedVehicle) => void;
  /** The vehicle being edited, named ('2013 Ford F-150'): kept until Change vehicle. */
  saved: string | null;
  /** The message of a missing model, translated. */
  modelError?: string;
  disabled?: boolean;
}

const NONE = '';

const asNumber = (value: string) => (value === NONE ? null : Number(value));

/**
 * Year, make, model, engine and submodel of a customer's vehicle, with the vehicle selector's own
 * catalog calls (hooks/use-vehicle-catalog.ts): each choice loads the next list and clears the later
 * ones; a lone engine picks itself; engine and submodel are optional ('Don't know or show all' is
 * none). Native selects: a short form in a dialog, typed into by the first letters, on any device.
 */
export function VehiclePicker({
  value,
  onChange,
  saved,
  modelError,
  disabled,
}: VehiclePickerProps) {
  const { t } = useTranslation();
  const [changing, setChanging] = useState(saved === null);
  const [year, setYear] = useState<number | null>(null);
  const [makeId, setMakeId] = useState<number | null>(null);
  const selectorData = useVehicleSelectorData();
  const makes = useMakes(changing ? year : null);
  const models = useModels(changing ? year : null, changing ? makeId : null);
  const engines = useEngines(value.baseVehicleId);
  const submodels = useSubmodels({
    baseVehicleId: value.baseVehicleId,
    engineId: value.engineId,
    subModelId: value.submodelId,
  });
  useErrorToast(
    selectorData.isError || makes.isError || models.isError || engines.isError || submodels.isError,
    t('customers:vehicleForm.catalogFailed'),
  );

  // A model just chosen with one engine: that engine (as the vehicle selector does), once, so
  // 'Not chosen' stays a choice.
  const lone = engines.data?.length === 1 ? engines.data[0]!.id : null;
  const autoPicked = useRef<number | null>(null);
  useEffect(() => {
    if (!changing || lone === null || value.baseVehicleId === null) return;
    if (autoPicked.current === value.baseVehicleId) return;
    autoPicked.current = value.baseVehicleId;
    if (value.engineId === null) onChange({ ...value, engineId: lone });
  }, [changing, lone, value, onChange]);

  const loading = (loadingNow: boolean) =>
    loadingNow ? t('common:loading') : t('customers:vehicleForm.choose');
  const placeholder = (label: string) => ({ value: NONE, label, disabled: true });
  const optional = { value: NONE, label: t('customers:vehicleForm.notChosen') };

  return (
    <Stack gap="xs">
      {changing ? (
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
          <NativeSelect
            label={t('customers:vehicleForm.year')}
            required
            disabled={disabled}
            value={year === null ? NONE : String(year)}
            data={[
              placeholder(loading(selectorData.isPending)),
              ...(selectorData.data?.years ?? []).map((y) => ({
                value: String(y),
                label: String(y),
              })),
            ]}
            onChange={(event) => {
              setYear(asNumber(event.currentTarget.value));
              setMakeId(null);
              onChange({ baseVehicleId: null, engineId: null, submodelId: null });
            }}
          />
          <NativeSelect
            label={t('customers:vehicleForm.make')}
            required
            disabled={disabled || year === null}
            value={makeId === null ? NONE : String(makeId)}
            data={[
              placeholder(loading(makes.isFetching)),
              ...(makes.data ?? []).map((make) => ({ value: String(make.id), label: make.value })),
            ]}
            onChange={(event) => {
              setMakeId(asNumber(event.currentTarget.value));
              onChange({ baseVehicleId: null, engineId: null, submodelId: null });
            }}
          />
          <NativeSelect
            label={t('customers:vehicleForm.model')}
            required
            disabled={disabled || makeId === null}
            value={value.baseVehicleId === null ? NONE : String(value.baseVehicleId)}
            error={modelError}
            data={[
              placeholder(loading(models.isFetching)),
              ...(models.data ?? []).map((model) => ({
                value: String(model.baseVehicleId),
                label: model.model.value,
              })),
            ]}
            onChange={(event) =>
              onChange({
                baseVehicleId: asNumber(event.currentTarget.value),
                engineId: null,
                submodelId: null,
              })
            }
          />
        </SimpleGrid>
      ) : (
        <Group gap="sm" justify="space-between" wrap="wrap">
          <div>
            <Text size="sm" fw={500}>
              {t('customers:vehicleForm.vehicle')}
            </Text>
            <Text>{saved}</Text>
          </div>
          <Button
            variant="light"
            size="xs"
            disabled={disabled}
            onClick={() => {
              setChanging(true);
              onChange({ baseVehicleId: null, engineId: null, submodelId: null });
            }}
          >
            {t('customers:vehicleForm.changeVehicle')}
          </Button>
        </Group>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        <NativeSelect
          label={t('customers:vehicleForm.engine')}
          description={t('customers:vehicleForm.optional')}
          disabled={disabled || value.baseVehicleId === null}
          value={value.engineId === null ? NONE : String(value.engineId)}
          data={[
            optional,
            ...(engines.data ?? []).map((engine) => ({
              value: String(engine.id),
              label: engine.value,
            })),
          ]}
          onChange={(event) =>
            onChange({ ...value, engineId: asNumber(event.currentTarget.value), submodelId: null })
          }
        />
        <NativeSelect
          label={t('customers:vehicleForm.submodel')}
          description={t('customers:vehicleForm.optional')}
          disabled={disabled || value.baseVehicleId === null}
          value={value.submodelId === null ? NONE : String(value.submodelId)}
          data={[
            optional,
            // "Don't know or show all" (-99) is no submodel: the 'Not chosen' entry says it.
            ...(submodels.data ?? [])
              .filter((submodel) => submodel.id !== DONT_KNOW_VALUE_ID)
              .map((submodel) => ({ value: String(submodel.id), label: submodel.value })),
          ]}
          onChange={(event) =>
            onChange({ ...value, submodelId: asNumber(event.currentTarget.value) })
          }
        />
      </SimpleGrid>
    </Stack>
  );
}
