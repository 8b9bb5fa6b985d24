import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Customer, CustomerSearchRow } from '@procounter/shared/contracts/customer';
import {
  type CurrentVehicle,
  type VehicleCustomerBody,
  VehicleCustomerBodySchema,
} from '@procounter/shared/contracts/vehicle';
import { userCanManageCustomers } from '@procounter/shared/domain/roles';
import { CONTACT_FORM_LIMITS } from '@procounter/shared/validation/limits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CustomerPicker } from '@/components/customer-picker/customer-picker';
import {
  type NewCustomerValues,
  newCustomerValues,
} from '@/components/customer-picker/new-customer-fields';
import { NewCustomerForm } from '@/components/customer-picker/new-customer-form';
import { useAddCustomerVehicle } from '@/hooks/use-add-customer-vehicle';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useCustomer } from '@/hooks/use-customer';
import { ApiError } from '@/lib/api-client';
import {
  currentVehicleAsCustomerVehicle,
  customerName,
  hasCurrentVehicle,
} from '@/lib/customer-vehicle';
import { formErrorMap, translateFormMessage } from '@/lib/form-errors';
import { quoteKeys, vehicleKeys } from '@/lib/query-keys';
import { routePath } from '@/lib/route-paths';
import { selectCustomerVehicle } from '@/lib/select-customer-vehicle';
import { showErrorToast } from '@/lib/toasts';
import { closeVehicleSelector } from '@/lib/vehicle-selector';
import { saveVehicleCustomer } from '../api/save-vehicle-customer';
import { useVehicleChoice } from '../hooks/use-vehicle-choice';
import { QuoteChoiceModal } from './quote-choice-modal';

type SelectedVehicle = CurrentVehicle & { id: number; vehicleId: number };

/** The customer record the quote names. */
interface PickedCustomer {
  id: number;
  firstName: string;
  lastName: string;
}

/** POST /current/vehicle/customer; the current vehicle (its customer) and the quote lists refresh. */
function useSaveVehicleCustomer(onSaved: () => void) {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveVehicleCustomer,
    onSuccess: async () => {
      void client.invalidateQueries({ queryKey: quoteKeys.searches });
      await client.invalidateQueries({ queryKey: vehicleKeys.current });
      onSaved();
    },
    onError: () => showErrorToast(t('vehicle:customerSaveFailed')),
  });
}

/** The customer's first and last name as typed: no customer record. */
function TypedNamesForm({
  defaultValues,
  onClose,
  autoFocus,
}: {
  defaultValues: VehicleCustomerBody;
  onClose: () => void;
  autoFocus: boolean;
}) {
  const { t } = useTranslation();
  const form = useForm<VehicleCustomerBody>({
    resolver: zodResolver(VehicleCustomerBodySchema, { error: formErrorMap }),
    defaultValues,
  });
  const save = useSaveVehicleCustomer(onClose);
  const errors = form.formState.errors;

  return (
    <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('vehicle:firstName')}
          maxLength={CONTACT_FORM_LIMITS.customerName}
          autoComplete="off"
          error={translateFormMessage(t, errors.shopCustomerFirst?.message)}
          data-autofocus={autoFocus || undefined}
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
  );
}

/**
 * The picked customer: their page, Remove customer, their vehicles (one picked selects vehicle and
 * customer together, through the vehicle choice: the quote question when the quote holds items)
 * and Save vehicle to customer, which adds the current vehicle to their vehicles.
 */
function PickedCustomerCard({
  picked,
  vehicle,
  onRemove,
  onClose,
}: {
  picked: PickedCustomer;
  vehicle: SelectedVehicle;
  onRemove: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const customer = useCustomer(picked.id);
  const addVehicle = useAddCustomerVehicle();
  const { choose, prompt } = useVehicleChoice();
  const [using, setUsing] = useState<number | null>(null);
  const current = currentVehicleAsCustomerVehicle(vehicle);
  const name = customerName(picked);
  const vehicles = customer.data?.vehicles ?? [];
  const saved = hasCurrentVehicle(vehicles, current);
  const gone = customer.error instanceof ApiError && customer.error.status === 404;

  const pickVehicle = async (vehicleId: number) => {
    setUsing(vehicleId);
    const chosen = await choose(
      (quote) => selectCustomerVehicle(picked.id, vehicleId, quote),
      () => showErrorToast(t('vehicle:changeFailed')),
    );
    setUsing(null);
    if (chosen) onClose();
  };

  const saveVehicle = () => {
    if (!current) return;
    addVehicle.mutate(
      { customerId: picked.id, vehicle: current },
      {
        onSuccess: (added) =>
          notifications.show({
            color: 'green',
            withBorder: true,
            message: t('customers:modal.vehicleSaved', {
              vehicle: added.description,
              name,
            }),
          }),
        onError: () => showErrorToast(t('customers:modal.saveVehicleFailed')),
      },
    );
  };

  let record: React.ReactNode;
  if (customer.isPending) {
    record = <Loader size="sm" aria-label={t('common:loading')} />;
  } else if (customer.isError) {
    record = (
      <Text size="sm" c="red.8" role="alert">
        {gone ? t('customers:modal.gone') : t('customers:modal.loadFailed')}
      </Text>
    );
  } else {
    record = (
      <Stack gap="xs">
        {vehicles.length > 0 ? (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('customers:modal.theirVehicles')}
            </Text>
            {vehicles.map((theirs) => (
              // The button goes under the vehicle's name when both do not fit (a phone).
              <Group key={theirs.id} justify="space-between" gap="xs" wrap="wrap">
                <Text size="sm" style={{ overflowWrap: 'anywhere', flex: '1 1 12rem' }}>
                  {[theirs.description, theirs.plate].filter(Boolean).join(' · ')}
                </Text>
                {hasCurrentVehicle([theirs], current) ? (
                  <Badge variant="light" color="gray.8">
                    {t('customers:modal.current')}
                  </Badge>
                ) : (
                  <Button
                    size="xs"
                    variant="light"
                    loading={using === theirs.id}
                    disabled={using !== null && using !== theirs.id}
                    aria-label={t('customers:modal.useVehicleFor', {
                      vehicle: theirs.description,
                    })}
                    onClick={() => void pickVehicle(theirs.id)}
                  >
                    {t('customers:modal.useVehicle')}
                  </Button>
                )}
              </Group>
            ))}
          </Stack>
        ) : null}
        {current ? (
          saved ? (
            <Text size="xs" c="dimmed">
              {t('customers:modal.alreadySaved')}
            </Text>
          ) : (
            <Group>
              <Button
                size="xs"
                variant="light"
                onClick={saveVehicle}
                loading={addVehicle.isPending}
              >
                {t('customers:modal.saveVehicle')}
              </Button>
            </Group>
          )
        ) : null}
      </Stack>
    );
  }

  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            <Text size="xs" c="dimmed">
              {t('customers:modal.picked')}
            </Text>
            <Text fw={700}>{name}</Text>
          </div>
          <Group gap="xs">
            <Anchor
              component={Link}
              to={routePath('customerDetails', { id: picked.id })}
              size="sm"
              onClick={() => {
                onClose();
                closeVehicleSelector();
              }}
            >
              {t('customers:modal.open')}
            </Anchor>
            <Button size="xs" variant="subtle" color="red.9" onClick={onRemove}>
              {t('customers:modal.remove')}
            </Button>
          </Group>
        </Group>
        {record}
      </Stack>
      {prompt ? <QuoteChoiceModal prompt={prompt} /> : null}
    </Paper>
  );
}

/**
 * For users who manage customers (issue 22): pick the quote's customer from the shop's records
 * (search as you type), or make a new one in place, or type a name only as before.
 */
function CustomerRecordChoice({
  vehicle,
  onClose,
}: {
  vehicle: SelectedVehicle;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<PickedCustomer | null>(() =>
    vehicle.shopCustomerId
      ? {
          id: vehicle.shopCustomerId,
          firstName: vehicle.shopCustomerFirst ?? '',
          lastName: vehicle.shopCustomerLast ?? '',
        }
      : null,
  );
  const [creating, setCreating] = useState<NewCustomerValues | null>(null);
  const save = useSaveVehicleCustomer(onClose);
  const pick = (customer: CustomerSearchRow | Customer) =>
    setPicked({ id: customer.id, firstName: customer.firstName, lastName: customer.lastName });

  const savePicked = (event: FormEvent) => {
    event.preventDefault();
    if (!picked) return;
    save.mutate({
      shopCustomerId: picked.id,
      shopCustomerFirst: picked.firstName,
      shopCustomerLast: picked.lastName,
    });
  };

  if (picked) {
    return (
      <Stack gap="sm">
        <PickedCustomerCard
          picked={picked}
          vehicle={vehicle}
          onRemove={() => setPicked(null)}
          onClose={onClose}
        />
        <form onSubmit={savePicked} noValidate>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common:cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-autofocus>
              {t('vehicle:save')}
            </Button>
          </Group>
        </form>
      </Stack>
    );
  }

  if (creating) {
    return (
      <NewCustomerForm
        defaultValues={creating}
        onCreated={(customer) => {
          setCreating(null);
          pick(customer);
        }}
        onCancel={() => setCreating(null)}
      />
    );
  }

  // A customer record removed from the quote leaves no typed name behind.
  const typed = vehicle.shopCustomerId
    ? { shopCustomerFirst: '', shopCustomerLast: '' }
    : {
        shopCustomerFirst: vehicle.shopCustomerFirst ?? '',
        shopCustomerLast: vehicle.shopCustomerLast ?? '',
      };
  return (
    <Stack gap="md">
      <CustomerPicker
        autoFocus
        onPick={pick}
        onCreate={(words) => setCreating(newCustomerValues(words))}
      />
      <Alert variant="light" color="gray" p="xs">
        <Text size="sm">{t('customers:modal.orType')}</Text>
      </Alert>
      <TypedNamesForm defaultValues={typed} onClose={onClose} autoFocus={false} />
    </Stack>
  );
}

/**
 * The customer-info modal of the current-vehicle panel (R-VEH-10): the quote's customer. Users who
 * manage customers (userCanManageCustomers: web users) pick a customer record or make one; the
 * others type a first and last name, as before.
 */
export function CustomerInfoModal({
  vehicle,
  onClose,
}: {
  vehicle: SelectedVehicle;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const user = useCurrentUser().data;
  const managesCustomers = user ? userCanManageCustomers(user) : false;

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('vehicle:customerInfo')}
      centered
      size={managesCustomers ? 'lg' : 'md'}
      // Mantine's error red (red 6) is 3.3:1 on white; red 9 passes AA for the field messages.
      styles={{ content: { '--mantine-color-error': 'var(--mantine-color-red-9)' } }}
    >
      {managesCustomers ? (
        <CustomerRecordChoice vehicle={vehicle} onClose={onClose} />
      ) : (
        <TypedNamesForm
          defaultValues={{
            shopCustomerFirst: vehicle.shopCustomerFirst ?? '',
            shopCustomerLast: vehicle.shopCustomerLast ?? '',
          }}
          onClose={onClose}
          autoFocus
        />
      )}
    </Modal>
  );
}
