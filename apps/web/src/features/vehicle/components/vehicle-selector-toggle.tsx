import { Button } from '@mantine/core';
import { isVehicleSelected } from '@procounter/shared/domain/vehicle';
import { useTranslation } from 'react-i18next';
import { useCurrentVehicle } from '@/hooks/use-current-vehicle';
import { useErrorToast } from '@/hooks/use-error-toast';
import { useVehicleSelectorState } from '@/hooks/use-vehicle-selector';
import { SHORTCUT_KEYS } from '@/lib/shortcuts';
import { closeVehicleSelector, toggleVehicleSelector } from '@/lib/vehicle-selector';
import { useRefetchOnLanguageChange } from '../hooks/use-refetch-on-language-change';
import { VEHICLE_PANEL_ID, VEHICLE_TOGGLE_ID } from './selector-ids';
import classes from './vehicle.module.css';
import { preloadSelectorBody } from './vehicle-selector-panel';

const preloadIntent = () => {
  // A failed load is tried again when the panel opens.
  preloadSelectorBody().catch(() => undefined);
};

/**
 * The info bar's vehicle toggle (R-SHELL-8): 'Add Vehicle', or year make model of the
 * current vehicle; opens and closes the selector panel.
 */
export function VehicleSelectorToggle() {
  const { t } = useTranslation();
  const { opened } = useVehicleSelectorState();
  const current = useCurrentVehicle();
  useRefetchOnLanguageChange();
  useErrorToast(current.isError && current.data === undefined, t('vehicle:loadFailed'));

  const vehicle = isVehicleSelected(current.data) ? current.data : null;
  const label = vehicle
    ? [vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(' ') ||
      (vehicle.shopVehicleDescriptor ?? '')
    : t('vehicle:addVehicle');

  return (
    <Button
      id={VEHICLE_TOGGLE_ID}
      variant="light"
      size="sm"
      aria-expanded={opened}
      aria-keyshortcuts={SHORTCUT_KEYS.vehicle}
      aria-controls={opened ? VEHICLE_PANEL_ID : undefined}
      onClick={toggleVehicleSelector}
      // About to be opened: its forms' code loads now, so opening it does not wait for it.
      onPointerEnter={preloadIntent}
      onTouchStart={preloadIntent}
      onFocus={preloadIntent}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && opened) closeVehicleSelector();
      }}
      classNames={{ label: classes.toggleLabel }}
    >
      {label}
    </Button>
  );
}
