import { describe, expect, it, vi } from 'vitest';
import {
  closeUnforcedVehicleSelector,
  forceVehicleSelector,
  getVehicleSelectorState,
  openVehicleSelector,
  vehicleChosen,
} from './vehicle-selector';

describe('closeUnforcedVehicleSelector (the info bar became stuck)', () => {
  it('closes a panel the user opened', () => {
    openVehicleSelector();
    closeUnforcedVehicleSelector();
    expect(getVehicleSelectorState()).toEqual({ opened: false, forced: false });
  });

  it('leaves a forced panel open, and the page waiting for its vehicle', () => {
    const onChosen = vi.fn();
    forceVehicleSelector(onChosen);
    closeUnforcedVehicleSelector();
    expect(getVehicleSelectorState()).toEqual({ opened: true, forced: true });
    vehicleChosen();
    expect(onChosen).toHaveBeenCalledOnce();
  });

  it('does nothing to a closed panel', () => {
    closeUnforcedVehicleSelector();
    expect(getVehicleSelectorState()).toEqual({ opened: false, forced: false });
  });
});
