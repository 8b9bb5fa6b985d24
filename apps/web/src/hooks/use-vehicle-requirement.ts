import { isVehicleSelected } from '@procounter/shared/domain/vehicle';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { forceVehicleSelector } from '@/lib/vehicle-selector';
import { currentVehicleQuery } from './use-current-vehicle';

export interface VehicleRequirement {
  /**
   * Runs `onSelected` now when a vehicle is current; otherwise opens the vehicle selector in forced
   * mode ('Please select a vehicle to continue.') and runs it once the user chose one. Cancel drops
   * it.
   */
  requireVehicle: (onSelected: () => void) => Promise<void>;
}

/** For pages that need a vehicle first (the parts search). */
export function useVehicleRequirement(): VehicleRequirement {
  const client = useQueryClient();
  const requireVehicle = useCallback(
    async (onSelected: () => void) => {
      const vehicle = await client.fetchQuery(currentVehicleQuery()).catch(() => null);
      if (isVehicleSelected(vehicle)) onSelected();
      else forceVehicleSelector(onSelected);
    },
    [client],
  );
  return { requireVehicle };
}
