import { MESSAGE_KEYS } from '@procounter/shared/validation/rules';
import { plateSchema } from '@procounter/shared/validation/schemas';
import { z } from 'zod';
import { formErrorMap } from '@/lib/form-errors';

const PlateFormSchema = z.object({
  state: z.string().min(1, { message: MESSAGE_KEYS.required }),
  plate: plateSchema,
});

/** The plate form's fields as the user gives them. */
export type PlateForm = z.input<typeof PlateFormSchema>;

/** Each field's first message (a catalog key, lib/form-errors.ts); none when the form is valid. */
export type PlateFormErrors = Partial<Record<keyof PlateForm, string>>;

/**
 * The plate form's validation (R-VEH-2) with the shared schema, loaded with the form's first
 * keystroke rather than with the page: the start page shows the form at once and stays within its
 * JavaScript budget (neither zod nor a form library is in it).
 */
export function checkPlateForm(values: PlateForm): PlateFormErrors {
  const result = PlateFormSchema.safeParse(values, { error: formErrorMap });
  const errors: PlateFormErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as keyof PlateForm;
    errors[field] ??= issue.message;
  }
  return errors;
}
