import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import {
  type CurrentVehicle,
  type VehicleCustomerBody,
  VehicleCustomerBodySchema,
} from '@procounter/shared/contracts/vehicle';
import { CONTACT_FORM_LIMITS } from '@procounter/shared/validation/limits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formErrorMap, translateFormMessage } from '@/lib/form-errors';
import { vehicleKeys } from '@/lib/query-keys';
import { showErrorToast } from '@/lib/toasts';
import { saveVehicleCustomer } from '../api/save-vehicle-customer';

/** The customer-info modal of the current-vehicle panel: the customer's first and last name. */
export function CustomerInfoModal({
  vehicle,
  onClose,
}: {
  vehicle: CurrentVehicle;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const form = useForm<VehicleCustomerBody>({
    resolver: zodResolver(VehicleCustomerBodySchema, { error: formErrorMap }),
    defaultValues: {
      shopCustomerFirst: vehicle.shopCustomerFirst ?? '',
      shopCustomerLast: vehicle.shopCustomerLast ?? '',
    },
  });
  const save = useMutation({
    mutationFn: saveVehicleCustomer,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: vehicleKeys.current });
      onClose();
    },
    onError: () => showErrorToast(t('vehicle:customerSaveFailed')),
  });
  const errors = form.formState.errors;

  return (
    <Modal opened onClose={onClose} title={t('vehicle:customerInfo')} centered>
      <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('vehicle:firstName')}
            maxLength={CONTACT_FORM_LIMITS.customerName}
            autoComplete="off"
            error={translateFormMessage(t, errors.shopCustomerFirst?.message)}
            data-autofocus
            {...form.register('shopCustomerFirst')}
          />
          <TextInput
            label={t('vehicle:lastName')}
            maxLength={CONTACT_FORM_LIMITS.customerName}
            autoComplete="off"
            error={translateFormMessage(t, errors.shopCustomerLast?.message)}
            {...form.register('shopCustomerLast')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common:cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('vehicle:save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
