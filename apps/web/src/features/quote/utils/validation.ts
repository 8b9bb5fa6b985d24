/**
 * The quote page's zod rules, loaded when a form is first used (lib/lazy-resolver.ts) or a submit
 * fails, so the page itself does not carry zod (issue 7: a lazy route adds under 50 KB).
 */

import { zodResolver } from '@hookform/resolvers/zod';
import {
  AvailabilityChangedSchema,
  MAX_ITEM_QUANTITY,
  type UnavailableLine,
} from '@procounter/shared/contracts/worksheet';
import { QUOTE_LINE_LIMITS } from '@procounter/shared/validation/limits';
import {
  createOrderAttributeSchema,
  type OrderAttributeField,
  type OrderAttributeRule,
} from '@procounter/shared/validation/order-attributes';
import {
  createPoNumberSchema,
  type PoNumberRule,
  requiredString,
} from '@procounter/shared/validation/schemas';
import { z } from 'zod';
import { formErrorMap } from '@/lib/form-errors';
import { WORKSHEET_ERROR_KEYS } from '@/lib/worksheet-errors';

const DECIMAL_2 = /^\d+(\.\d{1,2})?$/;

/** The labor form's fields as typed; numbers are checked as text so the messages can be exact. */
export const LaborFormSchema = z.object({
  description: requiredString().max(QUOTE_LINE_LIMITS.description),
  // More than 0, as the server's contract says: a line at 0 would be a free line.
  rate: requiredString().refine(
    (v) => DECIMAL_2.test(v) && Number(v) > 0 && Number(v) <= QUOTE_LINE_LIMITS.rate,
    { message: 'common:quotes.labor.invalidRate' },
  ),
  hours: requiredString()
    .refine((v) => DECIMAL_2.test(v) && Number(v) > 0, {
      message: 'common:quotes.labor.invalidHours',
      abort: true,
    })
    .refine((v) => Number(v) <= MAX_ITEM_QUANTITY, {
      message: WORKSHEET_ERROR_KEYS.QTY_EXCEEDS_1000,
    }),
});
export type LaborFormValues = z.infer<typeof LaborFormSchema>;

export const laborResolver = zodResolver(LaborFormSchema, { error: formErrorMap });

/**
 * Submit order: the PO number by the company's rule when the PO field shows, else anything; the
 * garage bay and fleet ids by the company's rules (the server's same check, order-attributes.ts).
 */
export function submitOrderResolver(
  po: PoNumberRule,
  showPo: boolean,
  attributes: Record<OrderAttributeField, OrderAttributeRule>,
) {
  return zodResolver(
    z.object({
      poNumber: showPo ? createPoNumberSchema(po) : z.string(),
      garageBayId: createOrderAttributeSchema(attributes.garageBayId),
      fleetId: createOrderAttributeSchema(attributes.fleetId),
    }),
    { error: formErrorMap },
  );
}

/** The lines a refused submit says are no longer available, or null for another refusal. */
export function unavailableLinesOf(body: unknown): UnavailableLine[] | null {
  const parsed = AvailabilityChangedSchema.safeParse(body);
  return parsed.success ? parsed.data.unavailableLines : null;
}
