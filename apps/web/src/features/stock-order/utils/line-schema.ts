import { STOCK_ORDER_MAX_QUANTITY } from '@procounter/shared/domain/constants';
import { z } from 'zod';
import { encodeFormMessage } from '@/lib/form-errors';

/** A quantity as typed: a whole number 1..1000 (above 1000: the quote's QTY_EXCEEDS_1000 text). */
export const quantityText = z
  .string()
  .trim()
  .min(1)
  .regex(/^\d+$/, { message: 'stock:lines.quantityInvalid' })
  .refine((value) => Number(value) >= 1, { message: 'stock:lines.quantityInvalid', abort: true })
  .refine((value) => Number(value) <= STOCK_ORDER_MAX_QUANTITY, {
    message: encodeFormMessage('common:quotes.labor.qtyExceeds'),
  });

/** The add-line form: the contract's limits, with the quantity as text. */
export const lineSchema = z.object({
  lineCode: z.string().trim().min(1).max(10),
  partNumber: z.string().trim().min(1).max(40),
  quantity: quantityText,
  note: z.string().trim().max(200),
});
export type LineValues = z.input<typeof lineSchema>;

/** Changing a line: quantity and note. */
export const lineChangeSchema = lineSchema.pick({ quantity: true, note: true });
export type LineChangeValues = z.input<typeof lineChangeSchema>;
