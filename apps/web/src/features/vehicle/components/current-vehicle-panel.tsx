import { Button, Group, Stack, Text } from '@mantine/core';
import type { CurrentVehicle } from '@procounter/shared/contracts/vehicle';
import { isMitchellUser, userCanManageCustomers } from '@procounter/shared/domain/roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '@/hooks/use-current-user';
import { loadNamespacesFor } from '@/lib/i18n';
import { routePath } from '@/lib/route-paths';
import { showErrorToast } from '@/lib/toasts';
import { closeVehicleSelector } from '@/lib/vehicle-selector';
import { clearVehicle } from '../api/clear-vehicle';
import { refreshVehicleData } from '../hooks/refresh-vehicle-data';
import { useApplyAttributePlan } from '../hooks/use-apply-attribute-plan';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import {
  type AttributeEditPlan,
  answeredValues,
  leavesVinEngine,
  orderRemovals,
} from '../utils/attribute-edit';
import { AnsweredAttributes } from './answered-attributes';
import { AttributeEditor } from './attribute-editor';
import { type VinEngineChange, VinEngineConfirmModal } from './vin-engine-confirm-modal';

// The customer-info modal (its form rules and, for users who manage customers, the customer picker)
// loads when it is first opened, not with the selector.
// Its texts (the customers namespace) come with it.
const CustomerInfoModal = lazy(() =>
  Promise.all([import('./customer-info-modal'), loadNamespacesFor(['customers'])]).then(
    ([module]) => ({ default: module.CustomerInfoModal }),
  ),
);

type SelectedVehicle = CurrentVehicle & { id: number; vehicleId: number };

export interface CurrentVehiclePanelProps {
  vehicle: SelectedVehicle;
  /** Change: back to the input modes. */
  onChange: () => void;
  /** Focus Change as the panel mounts (the selector opening on the current vehicle). */
  focusChange?: boolean;
}

/**
 * The current-vehicle panel (R-VEH-10): the vehicle and its answered attributes, engine
 * and submodel editing, Change and Clear Vehicle (hidden for Mitchell users), the customer info.
 */
export function CurrentVehiclePanel({
  vehicle,
  onChange,
  focusChange = false,
}: CurrentVehiclePanelProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const user = useCurrentUser().data;
  const vendorIntegrated = user ? isMitchellUser(user) : false;
  const canManageCustomers = user ? userCanManageCustomers(user) : false;
  const [customerOpened, setCustomerOpened] = useState(false);
  const changeButton = useRef<HTMLButtonElement>(null);
  useFocusOnMount(changeButton, focusChange);
  const apply = useApplyAttributePlan();
  const [vinEngineChange, setVinEngineChange] = useState<
    (VinEngineChange & { plan: AttributeEditPlan }) | null
  >(null);
  const clear = useMutation({
    mutationFn: clearVehicle,
    onSuccess: () => refreshVehicleData(client),
    onError: () => showErrorToast(t('vehicle:removalFailed')),
  });

  const title =
    vehicle.shopVehicleDescriptor ??
    [vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(' ');
  const customer = [vehicle.shopCustomerFirst, vehicle.shopCustomerLast].filter(Boolean).join(' ');
  const answered = answeredValues(vehicle);

  /** Runs an edit; one that takes off the engine the VIN determined is confirmed first. */
  const applyPlan = (plan: AttributeEditPlan, chosenEngine: string) => {
    if (vehicle.vinEngine && leavesVinEngine(vehicle, plan)) {
      setVinEngineChange({ plan, vinEngine: vehicle.vinEngine.value, chosen: chosenEngine });
    } else apply.mutate(plan);
  };

  return (
    <Stack gap="sm">
      <div>
        <Text fw={700} size="lg">
          {title}
        </Text>
        {vehicle.vin ? <Text size="sm">{`${t('vehicle:vin')} ${vehicle.vin}`}</Text> : null}
        {customer ? <Text size="sm">{t('vehicle:customerName', { name: customer })}</Text> : null}
      </div>
      <AnsweredAttributes
        attributes={vehicle.answeredAttributes}
        removing={apply.isPending}
        onRemove={(attributeId) =>
          applyPlan(
            { removals: orderRemovals([attributeId]), select: null },
            t('vehicle:noEngineSelected'),
          )
        }
      />
      <AttributeEditor
        key={`${vehicle.id}:${answered.engineId}:${answered.submodelId}`}
        vehicle={vehicle}
        applying={apply.isPending}
        onApply={applyPlan}
      />
      <VinEngineConfirmModal
        change={vinEngineChange}
        onCancel={() => setVinEngineChange(null)}
        onConfirm={() => {
          if (vinEngineChange) apply.mutate(vinEngineChange.plan);
          setVinEngineChange(null);
        }}
      />
      <Group gap="sm">
        {vendorIntegrated ? null : (
          <>
            <Button ref={changeButton} variant="default" onClick={onChange}>
              {t('vehicle:change')}
            </Button>
            <Button
              variant="light"
              color="red"
              loading={clear.isPending}
              onClick={() => clear.mutate()}
            >
              {t('vehicle:clearVehicle')}
            </Button>
          </>
        )}
        <Button variant="subtle" onClick={() => setCustomerOpened(true)}>
          {t('vehicle:customerInfo')}
        </Button>
        {vehicle.customerVehicleId !== null && canManageCustomers ? (
          <Button
            variant="subtle"
            component={Link}
            to={`${routePath('vehicleDocuments')}?customerVehicleId=${vehicle.customerVehicleId}`}
            onClick={closeVehicleSelector}
          >
            {t('common:routes.vehicleDocuments')}
          </Button>
        ) : null}
      </Group>
      {customerOpened ? (
        <Suspense fallback={null}>
          <CustomerInfoModal vehicle={vehicle} onClose={() => setCustomerOpened(false)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
