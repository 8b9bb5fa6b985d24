/**
 * The customer and vehicle forms' values, and how a customer or vehicle fills them: plain types and
 * functions, no zod (the rules come with utils/validation.ts, on the form's first use).
 */
import type {
  Customer,
  CustomerLanguage,
  CustomerPhoneKind,
  CustomerVehicle,
} from '@procounter/shared/contracts/customer';

export interface CustomerFormValues {
  firstName: string;
  lastName: string;
  company: string;
  phones: { kind: CustomerPhoneKind; number: string }[];
  email: string;
  language: CustomerLanguage;
  address: { line1: string; line2: string; city: string; state: string; zip: string };
  notes: string;
  /** The customer's own car-customer account (issue 22, part 3): its number, '' for none. */
  carAccountNumber: string;
}

/** A new customer: one phone box to fill (a blank one is left out), English. */
export const EMPTY_CUSTOMER: CustomerFormValues = {
  firstName: '',
  lastName: '',
  company: '',
  phones: [{ kind: 'MOBILE', number: '' }],
  email: '',
  language: 'en',
  address: { line1: '', line2: '', city: '', state: '', zip: '' },
  notes: '',
  carAccountNumber: '',
};

export function customerFormValues(customer: Customer): CustomerFormValues {
  return {
    firstName: customer.firstName,
    lastName: customer.lastName,
    company: customer.company,
    phones: customer.phones.map((phone) => ({ kind: phone.kind, number: phone.number })),
    email: customer.email,
    language: customer.language,
    address: { ...customer.address },
    notes: customer.notes,
    carAccountNumber: customer.carAccount?.accountNumber ?? '',
  };
}

export interface VehicleFormValues {
  /** The model's base vehicle (year + make + model); null until one is picked. */
  baseVehicleId: number | null;
  engineId: number | null;
  /** -99 ("Don't know or show all") is sent as none. */
  submodelId: number | null;
  vin: string;
  plate: string;
  state: string;
  /** As typed: digits (commas allowed); '' for none. */
  mileage: string;
  /** YYYY-MM-DD; '' for none. */
  mileageDate: string;
  notes: string;
}

export const EMPTY_VEHICLE: VehicleFormValues = {
  baseVehicleId: null,
  engineId: null,
  submodelId: null,
  vin: '',
  plate: '',
  state: '',
  mileage: '',
  mileageDate: '',
  notes: '',
};

export function vehicleFormValues(vehicle: CustomerVehicle): VehicleFormValues {
  return {
    baseVehicleId: vehicle.baseVehicleId,
    engineId: vehicle.engineId,
    submodelId: vehicle.submodelId,
    vin: vehicle.vin ?? '',
    plate: vehicle.plate ?? '',
    state: vehicle.state ?? '',
    mileage: vehicle.mileage === null ? '' : String(vehicle.mileage),
    mileageDate: vehicle.mileageDate ?? '',
    notes: vehicle.notes,
  };
}

/** Today as YYYY-MM-DD in the browser's time zone: a mileage is not read after it. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
