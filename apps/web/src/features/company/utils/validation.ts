/**
 * The preferences form's zod rules (the server's poMask and poMaskLength), loaded with the form's
 * first use (lib/lazy-resolver.ts), so the page itself does not carry zod.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { poMaskSchema } from '@procounter/shared/validation/schemas';
import { z } from 'zod';
import { formErrorMap } from '@/lib/form-errors';

export const PreferencesFormSchema = z.object({
  poVisible: z.boolean(),
  poRequired: z.boolean(),
  poValidationMask: poMaskSchema,
  garageBayIdVisible: z.boolean(),
  garageBayIdRequired: z.boolean(),
  vehicleFleetIdVisible: z.boolean(),
  vehicleFleetIdRequired: z.boolean(),
});
export type PreferencesFormValues = z.input<typeof PreferencesFormSchema>;

export const preferencesResolver = zodResolver(PreferencesFormSchema, { error: formErrorMap });
