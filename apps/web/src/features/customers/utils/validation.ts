/**
 * The customers pages' zod rules (the customer form, the vehicle form, refused imports), imported
 * only lazily: when a form is first used (lib/lazy-resolver.ts) or an import is refused, so the
 * pages themselves do not carry zod (a lazy route adds under 50 KB, issue 7).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CustomerInput,
  CustomerInputSchema,
  type CustomerVehicleInput,
  CustomerVehicleInputSchema,
} from '@procounter/shared/contracts/customer';
import {
  StockOrderUploadInvalidSchema,
  type UploadRowError,
} from '@procounter/shared/contracts/stock-order';
import { CUSTOMER_LIMITS } from '@procounter/shared/validation/limits';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { encodeFormMessage, formErrorMap } from '@/lib/form-errors';
import { type CustomerFormValues, localToday, type VehicleFormValues } from './form-values';

const customerInputResolver = zodResolver(CustomerInputSchema, { error: formErrorMap });

/**
 * The customer form by the contract (CustomerInputSchema): a phone box left blank is no phone, so
 * it is left out before the rules run, and the errors of the others stay on their own boxes.
 */
export const customerResolver: Resolver<CustomerFormValues> = async (values, context, options) => {
  const kept = values.phones
    .map((phone, index) => ({ phone, index }))
    .filter(({ phone }) => phone.number.trim() !== '');
  const result = await customerInputResolver(
    { ...values, phones: kept.map(({ phone }) => phone) } satisfies CustomerInput,
    context,
    options as never,
  );
  const phoneErrors = result.errors.phones as Record<string, unknown> | undefined;
  if (phoneErrors) {
    const mapped: Record<string, unknown> = {};
    for (const [key, error] of Object.entries(phoneErrors)) {
      const at = /^\d+$/.test(key) ? kept[Number(key)]?.index : undefined;
      mapped[at === undefined ? key : String(at)] = error;
    }
    (result.errors as Record<string, unknown>).phones = Object.assign([], mapped);
  }
  return result as Awaited<ReturnType<Resolver<CustomerFormValues>>>;
};

const vehicleInputResolver = zodResolver(CustomerVehicleInputSchema, { error: formErrorMap });

const fieldError = (message: string): FieldError => ({ type: 'validate', message });

/**
 * The vehicle form by the contract (CustomerVehicleInputSchema), from what the form holds: the
 * model picked, 'Don't know' (-99) as no submodel, the mileage as typed ('84,000'), its date only
 * with a mileage and not after today.
 */
export const vehicleResolver: Resolver<VehicleFormValues> = async (values, context, options) => {
  const own: Record<string, FieldError> = {};
  if (values.baseVehicleId === null) own.baseVehicleId = fieldError('validation:required');
  const mileageText = values.mileage.replace(/[,\s]/g, '');
  let mileage: number | null = null;
  if (mileageText !== '') {
    if (!/^\d+$/.test(mileageText)) {
      own.mileage = fieldError('customers:vehicleForm.mileageInvalid');
    } else if (Number(mileageText) > CUSTOMER_LIMITS.mileage) {
      own.mileage = fieldError(
        encodeFormMessage('customers:vehicleForm.mileageTooHigh', {
          max: CUSTOMER_LIMITS.mileage.toLocaleString('en-US'),
        }),
      );
    } else mileage = Number(mileageText);
  }
  const mileageDate = mileageText !== '' && values.mileageDate ? values.mileageDate : null;
  if (mileageDate && mileageDate > localToday()) {
    own.mileageDate = fieldError('customers:vehicleForm.mileageDateFuture');
  }
  const body: CustomerVehicleInput = {
    baseVehicleId: values.baseVehicleId ?? 1,
    engineId: values.engineId,
    submodelId: values.submodelId !== null && values.submodelId > 0 ? values.submodelId : null,
    vin: values.vin.trim(),
    plate: values.plate.trim().toUpperCase(),
    state: values.state,
    mileage,
    mileageDate,
    notes: values.notes,
  };
  const result = await vehicleInputResolver(body, context, options as never);
  const errors = { ...(result.errors as FieldErrors<VehicleFormValues>), ...own };
  if (Object.keys(errors).length > 0) return { values: {}, errors };
  return result as Awaited<ReturnType<Resolver<VehicleFormValues>>>;
};

/** The bad rows of an UPLOAD_INVALID body (none when it does not have the contract's shape). */
export function uploadRowErrorsOf(body: unknown): UploadRowError[] {
  const parsed = StockOrderUploadInvalidSchema.safeParse(body);
  return parsed.success ? parsed.data.errors : [];
}
