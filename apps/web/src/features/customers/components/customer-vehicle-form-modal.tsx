import {
  Alert,
  Button,
  Group,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CustomerVehicle, CustomerVehicleInput } from '@procounter/shared/contracts/customer';
import { DATE_RANGE } from '@procounter/shared/validation/date-range';
import {
  CUSTOMER_LIMITS,
  PLATE_MAX_LENGTH,
  VIN_INPUT_MAX_LENGTH,
} from '@procounter/shared/validation/limits';
import { useCallback, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAddCustomerVehicle } from '@/hooks/use-add-customer-vehicle';
import { useMediaQueryNow } from '@/hooks/use-media-query-now';
import { useVehicleSelectorData } from '@/hooks/use-vehicle-catalog';
import { translateFormMessage } from '@/lib/form-errors';
import { lazyResolver } from '@/lib/lazy-resolver';
import { PHONE_QUERY } from '@/lib/media-queries';
import { useUpdateCustomerVehicle } from '../api/update-customer-vehicle';
import {
  EMPTY_VEHICLE,
  localToday,
  type VehicleFormValues,
  vehicleFormValues,
} from '../utils/form-values';
import { failureText } from '../utils/server-message';
import classes from './customers.module.css';
import { type PickedVehicle, VehiclePicker } from './vehicle-picker';

/** The contract's rules (CustomerVehicleInputSchema), loaded with the form's first focus. */
const validation = lazyResolver<VehicleFormValues>(() =>
  import('../utils/validation').then((module) => module.vehicleResolver),
);

interface VehicleFormProps {
  vehicle: CustomerVehicle | null;
  pending: boolean;
  failure: string | null;
  onSubmit: (body: CustomerVehicleInput) => void;
  onCancel: () => void;
}

function VehicleForm({ vehicle, pending, failure, onSubmit, onCancel }: VehicleFormProps) {
  const { t } = useTranslation();
  const phone = useMediaQueryNow(PHONE_QUERY);
  const selectorData = useVehicleSelectorData();
  const form = useForm<VehicleFormValues>({
    resolver: validation.resolver,
    defaultValues: vehicle ? vehicleFormValues(vehicle) : EMPTY_VEHICLE,
  });
  const errors = form.formState.errors;
  const message = (text: string | undefined) => translateFormMessage(t, text);
  const [baseVehicleId, engineId, submodelId] = form.watch([
    'baseVehicleId',
    'engineId',
    'submodelId',
  ]);
  const picked = useMemo(
    () => ({ baseVehicleId, engineId, submodelId }),
    [baseVehicleId, engineId, submodelId],
  );
  const pick = useCallback(
    (next: PickedVehicle) => {
      form.setValue('baseVehicleId', next.baseVehicleId, { shouldDirty: true });
      form.setValue('engineId', next.engineId, { shouldDirty: true });
      form.setValue('submodelId', next.submodelId, { shouldDirty: true });
      if (next.baseVehicleId !== null) form.clearErrors('baseVehicleId');
    },
    [form],
  );
  const states = [
    { value: '', label: t('customers:vehicleForm.noState') },
    ...(selectorData.data?.states ?? []).map((state) => ({
      value: state.code,
      label: state.name,
    })),
  ];
  const savedName = vehicle ? `${vehicle.year} ${vehicle.make} ${vehicle.model}` : null;

  return (
    <form
      // The resolver's answer is the contract's body.
      onSubmit={form.handleSubmit((body) => onSubmit(body as unknown as CustomerVehicleInput))}
      onFocus={validation.preload}
      noValidate
    >
      <Stack gap="sm">
        <VehiclePicker
          value={picked}
          onChange={pick}
          saved={savedName}
          modelError={message(errors.baseVehicleId?.message)}
        />
        <TextInput
          label={t('customers:vehicleForm.vin')}
          maxLength={VIN_INPUT_MAX_LENGTH}
          autoComplete="off"
          styles={{ input: { textTransform: 'uppercase' } }}
          {...form.register('vin')}
          error={message(errors.vin?.message)}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <TextInput
            label={t('customers:vehicleForm.plate')}
            maxLength={PLATE_MAX_LENGTH}
            autoComplete="off"
            styles={{ input: { textTransform: 'uppercase' } }}
            {...form.register('plate')}
            error={message(errors.plate?.message)}
          />
          <NativeSelect
            label={t('customers:vehicleForm.state')}
            data={states}
            {...form.register('state')}
            error={message(errors.state?.message)}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <TextInput
            label={t('customers:vehicleForm.mileage')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={12}
            {...form.register('mileage')}
            error={message(errors.mileage?.message)}
          />
          <TextInput
            label={t('customers:vehicleForm.mileageDate')}
            description={t('customers:vehicleForm.mileageDateHint')}
            type="date"
            min={DATE_RANGE.min}
            max={localToday()}
            {...form.register('mileageDate')}
            error={message(errors.mileageDate?.message)}
          />
        </SimpleGrid>
        <Textarea
          label={t('customers:vehicleForm.notes')}
          rows={3}
          maxLength={CUSTOMER_LIMITS.vehicleNotes}
          {...form.register('notes')}
          error={message(errors.notes?.message)}
        />
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} fullWidth={phone}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" loading={pending} fullWidth={phone}>
            {vehicle ? t('customers:vehicleForm.save') : t('customers:vehicleForm.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export interface CustomerVehicleFormModalProps {
  customerId: number;
  /** Open for a new vehicle (null) or to edit this one; undefined: closed. */
  vehicle: CustomerVehicle | null | undefined;
  onClose: () => void;
}

/** Add vehicle, or Edit vehicle, of a customer: the form in a dialog (the whole screen on a phone). */
export function CustomerVehicleFormModal({
  customerId,
  vehicle,
  onClose,
}: CustomerVehicleFormModalProps) {
  const { t } = useTranslation();
  const phone = useMediaQueryNow(PHONE_QUERY);
  const add = useAddCustomerVehicle();
  const update = useUpdateCustomerVehicle();
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setFailure(null);
    onClose();
  };

  const save = (body: CustomerVehicleInput) => {
    setFailure(null);
    const handlers = {
      onSuccess: (saved: CustomerVehicle) => {
        notifications.show({
          color: 'green',
          withBorder: true,
          message: t(vehicle ? 'customers:vehicles.updated' : 'customers:vehicles.added', {
            vehicle: saved.description,
          }),
        });
        close();
      },
      onError: (error: unknown) =>
        setFailure(failureText(t, error, 'customers:errors.vehicleSaveFailed')),
    };
    if (vehicle) update.mutate({ customerId, vehicleId: vehicle.id, vehicle: body }, handlers);
    else add.mutate({ customerId, vehicle: body }, handlers);
  };

  return (
    <Modal
      classNames={{ content: classes.readableErrors }}
      opened={vehicle !== undefined}
      onClose={close}
      title={vehicle ? t('customers:vehicleForm.editTitle') : t('customers:vehicleForm.addTitle')}
      size="lg"
      fullScreen={phone}
    >
      {vehicle !== undefined ? (
        <VehicleForm
          key={vehicle?.id ?? 'new'}
          vehicle={vehicle}
          pending={add.isPending || update.isPending}
          failure={failure}
          onSubmit={save}
          onCancel={close}
        />
      ) : null}
    </Modal>
  );
}
