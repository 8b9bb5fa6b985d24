/**
 * A shop's customer and their vehicles as the pages show them, and the current vehicle as a
 * customer's vehicle (issue 22): the customers pages and the customer-info modal both save it.
 */
import type { CustomerVehicle, CustomerVehicleInput } from '@procounter/shared/contracts/customer';
import type { CurrentVehicle } from '@procounter/shared/contracts/vehicle';
// The plain constants, not the contract's: the pages that call this carry no zod.
import { DONT_KNOW_VALUE_ID, VEHICLE_ATTRIBUTE_IDS } from '@procounter/shared/domain/constants';

/** A customer's name as a list shows it: 'Maria Lopez'. */
export function customerName(customer: { firstName: string; lastName: string }): string {
  return `${customer.firstName} ${customer.lastName}`.trim();
}

/**
 * The current vehicle as a customer's vehicle: its base vehicle, the engine and submodel it has
 * answered ('Don't know', -99, is no submodel), VIN, plate and state. Null when none is chosen.
 */
export function currentVehicleAsCustomerVehicle(
  vehicle: CurrentVehicle | null | undefined,
): CustomerVehicleInput | null {
  if (!vehicle?.vehicleId) return null;
  const answer = (attributeId: number) => {
    const id = vehicle.answeredAttributes.find((a) => a.attributeId === attributeId)?.valueId;
    return id !== undefined && id > 0 && id !== DONT_KNOW_VALUE_ID ? id : null;
  };
  const plate = vehicle.plate ?? '';
  return {
    baseVehicleId: vehicle.vehicleId,
    engineId: answer(VEHICLE_ATTRIBUTE_IDS.engine),
    submodelId: answer(VEHICLE_ATTRIBUTE_IDS.submodel),
    vin: vehicle.vin ?? '',
    plate,
    // A plate needs its state; a state without a plate says nothing.
    state: plate ? (vehicle.state ?? '') : '',
  };
}

/**
 * Whether the customer already has the current vehicle: the same VIN, or (without VINs) the same
 * base vehicle and plate.
 */
export function hasCurrentVehicle(
  vehicles: readonly Pick<CustomerVehicle, 'baseVehicleId' | 'vin' | 'plate'>[],
  current: CustomerVehicleInput | null,
): boolean {
  if (!current) return false;
  return vehicles.some((vehicle) =>
    current.vin && vehicle.vin
      ? vehicle.vin.toUpperCase() === current.vin.toUpperCase()
      : vehicle.baseVehicleId === current.baseVehicleId &&
        (vehicle.plate ?? '').toUpperCase() === (current.plate ?? '').toUpperCase(),
  );
}
