import { useSyncExternalStore } from 'react';
import {
  getVehicleSelectorState,
  subscribeVehicleSelector,
  type VehicleSelectorState,
} from '@/lib/vehicle-selector';

/** Whether the vehicle selector panel is open (and forced), re-rendering on every change. */
export function useVehicleSelectorState(): VehicleSelectorState {
  return useSyncExternalStore(
    subscribeVehicleSelector,
    getVehicleSelectorState,
    getVehicleSelectorState,
  );
}
