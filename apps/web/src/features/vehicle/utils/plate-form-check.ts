import { zodResolver } from '@hookform/resolvers/zod';
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

/**
 * The plate form's validation (R-VEH-2), loaded with the form's first keystroke rather than with
 * the page: the start page shows the form at once and stays within its JavaScript budget.
 */
export const plateFormResolver = zodResolver(PlateFormSchema, { error: formErrorMap });
