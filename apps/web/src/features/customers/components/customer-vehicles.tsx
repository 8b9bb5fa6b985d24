import { Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Customer, CustomerVehicle } from '@procounter/shared/contracts/customer';
import type { CurrentVehicle } from '@procounter/shared/contracts/vehicle';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAddCustomerVehicle } from '@/hooks/use-add-customer-vehicle';
import { useSelectedVehicle } from '@/hooks/use-current-vehicle';
import { useOpenedOnce } from '@/hooks/use-opened-once';
import { currentVehicleAsCustomerVehicle, hasCurrentVehicle } from '@/lib/customer-vehicle';
import { formatDate } from '@/lib/format-date';
import { routePath } from '@/lib/route-paths';
import { selectCustomerVehicle } from '@/lib/select-customer-vehicle';
import { showErrorToast } from '@/lib/toasts';
import { useDeleteCustomerVehicle } from '../api/delete-customer-vehicle';
import { failureText } from '../utils/server-message';
import classes from './customers.module.css';

const CustomerVehicleFormModal = lazy(() =>
  import('./customer-vehicle-form-modal').then((module) => ({
    default: module.CustomerVehicleFormModal,
  })),
);

/** One select call of a customer's vehicle; `quote` is the quote choice (undefined: not asked). */
export type SelectCustomerVehicleCall = (quote: boolean | undefined) => Promise<CurrentVehicle>;

/**
 * "Find parts": makes the vehicle (and the customer) current through the app's vehicle choice (the
 * quote question when the quote holds items), then goes on to find parts; resolves whether the
 * vehicle became current. The app layer supplies it (app/routes/customer-details.tsx).
 */
export type FindParts = (select: SelectCustomerVehicleCall) => Promise<boolean>;

/** The vehicle's second line: VIN, plate and state, mileage on its day. */
function VehicleFacts({ vehicle }: { vehicle: CustomerVehicle }) {
  const { t, i18n } = useTranslation();
  const facts = [
    vehicle.vin ? t('customers:vehicles.vin', { vin: vehicle.vin }) : null,
    vehicle.plate
      ? t('customers:vehicles.plate', {
          plate: [vehicle.plate, vehicle.state].filter(Boolean).join(' '),
        })
      : null,
    vehicle.mileage !== null
      ? vehicle.mileageDate
        ? t('customers:vehicles.mileageOn', {
            mileage: new Intl.NumberFormat(i18n.language).format(vehicle.mileage),
            date: formatDate(`${vehicle.mileageDate}T12:00:00`, i18n.language),
          })
        : t('customers:vehicles.mileage', {
            mileage: new Intl.NumberFormat(i18n.language).format(vehicle.mileage),
          })
      : null,
  ].filter(Boolean);
  return (
    <>
      {facts.length > 0 ? (
        <Text size="sm" className={classes.wrapAnywhere}>
          {facts.join(' · ')}
        </Text>
      ) : null}
      {vehicle.notes ? (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
          {vehicle.notes}
        </Text>
      ) : null}
    </>
  );
}

/**
 * A customer's vehicles (issue 22), newest first: each with Find parts (the vehicle and the
 * customer become current, then the start page), Edit and Delete; Add vehicle, and Add current
 * vehicle, which saves the vehicle on the quote now in one click.
 */
export function CustomerVehicles({
  customer,
  findParts,
}: {
  customer: Customer;
  findParts: FindParts;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const current = useSelectedVehicle();
  const currentInput = currentVehicleAsCustomerVehicle(current);
  const alreadySaved = hasCurrentVehicle(customer.vehicles, currentInput);
  const addCurrent = useAddCustomerVehicle();
  const remove = useDeleteCustomerVehicle();
  const [editing, setEditing] = useState<CustomerVehicle | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<CustomerVehicle | null>(null);
  const [finding, setFinding] = useState<number | null>(null);
  const editingOnce = useOpenedOnce(editing !== undefined);
  const disabled = customer.archived;

  const saveCurrent = () => {
    if (!currentInput || !current) return;
    addCurrent.mutate(
      { customerId: customer.id, vehicle: currentInput },
      {
        onSuccess: (saved) =>
          notifications.show({
            color: 'green',
            withBorder: true,
            message: t('customers:vehicles.added', { vehicle: saved.description }),
          }),
        onError: (error) =>
          showErrorToast(failureText(t, error, 'customers:errors.vehicleSaveFailed')),
      },
    );
  };

  const find = async (vehicle: CustomerVehicle) => {
    if (finding !== null) return;
    setFinding(vehicle.id);
    const chosen = await findParts((quote) =>
      selectCustomerVehicle(customer.id, vehicle.id, quote),
    );
    if (!chosen) setFinding(null);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const vehicle = deleting;
    remove.mutate(
      { customerId: customer.id, vehicleId: vehicle.id },
      {
        onSuccess: () => {
          setDeleting(null);
          notifications.show({
            color: 'green',
            withBorder: true,
            message: t('customers:vehicles.deleted', { vehicle: vehicle.description }),
          });
        },
        onError: (error) => {
          setDeleting(null);
          showErrorToast(failureText(t, error, 'customers:errors.vehicleDeleteFailed'));
        },
      },
    );
  };

  return (
    <Card withBorder padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} size="h4" id={headingId}>
            {t('customers:details.vehicles')}
          </Title>
        </Group>
        {disabled ? null : (
          <Group gap="sm" className={classes.actions}>
            <Button variant="light" onClick={() => setEditing(null)}>
              {t('customers:vehicles.add')}
            </Button>
            {current && currentInput && !alreadySaved ? (
              <Button
                variant="light"
                onClick={saveCurrent}
                loading={addCurrent.isPending}
                // The vehicle's name may be long: the label wraps rather than being cut on a phone.
                h="auto"
                py={6}
                styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
              >
                {t('customers:vehicles.addCurrent', {
                  vehicle:
                    current.shopVehicleDescriptor ??
                    [current.year, current.make, current.model].filter(Boolean).join(' '),
                })}
              </Button>
            ) : null}
          </Group>
        )}
        {alreadySaved && !disabled ? (
          <Text size="xs" c="dimmed">
            {t('customers:vehicles.currentSaved')}
          </Text>
        ) : null}
        {customer.vehicles.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('customers:vehicles.empty')}
          </Text>
        ) : (
          <ul className={classes.plainList} aria-labelledby={headingId}>
            {customer.vehicles.map((vehicle) => (
              <li key={vehicle.id}>
                <Card withBorder padding="sm" className={classes.card}>
                  <Stack gap={6}>
                    <Text fw={600}>{vehicle.description}</Text>
                    <VehicleFacts vehicle={vehicle} />
                    <Group gap="xs" className={classes.vehicleActions}>
                      <Button
                        size="sm"
                        onClick={() => void find(vehicle)}
                        loading={finding === vehicle.id}
                        disabled={disabled || (finding !== null && finding !== vehicle.id)}
                        aria-label={t('customers:vehicles.findPartsFor', {
                          vehicle: vehicle.description,
                        })}
                      >
                        {t('customers:vehicles.findParts')}
                      </Button>
                      <Button
                        size="sm"
                        variant="default"
                        component={Link}
                        to={`${routePath('vehicleDocuments')}?customerVehicleId=${vehicle.id}`}
                        aria-label={t('customers:vehicles.documentsFor', {
                          vehicle: vehicle.description,
                        })}
                      >
                        {t('customers:vehicles.documents')}
                      </Button>
                      {disabled ? null : (
                        <>
                          <Button
                            size="sm"
                            variant="default"
                            onClick={() => setEditing(vehicle)}
                            aria-label={t('customers:vehicles.editFor', {
                              vehicle: vehicle.description,
                            })}
                          >
                            {t('customers:vehicles.edit')}
                          </Button>
                          <Button
                            size="sm"
                            variant="subtle"
                            color="red.9"
                            onClick={() => setDeleting(vehicle)}
                            aria-label={t('customers:vehicles.deleteFor', {
                              vehicle: vehicle.description,
                            })}
                          >
                            {t('customers:vehicles.delete')}
                          </Button>
                        </>
                      )}
                    </Group>
                  </Stack>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </Stack>

      <Modal
        classNames={{ content: classes.readableErrors }}
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('customers:vehicles.deleteTitle')}
      >
        <Stack gap="sm">
          <Text>
            {t('customers:vehicles.deleteQuestion', { vehicle: deleting?.description ?? '' })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)} data-autofocus>
              {t('common:cancel')}
            </Button>
            <Button color="red.9" onClick={confirmDelete} loading={remove.isPending}>
              {t('customers:vehicles.deleteConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Suspense fallback={null}>
        {editingOnce ? (
          <CustomerVehicleFormModal
            customerId={customer.id}
            vehicle={editing}
            onClose={() => setEditing(undefined)}
          />
        ) : null}
      </Suspense>
    </Card>
  );
}
