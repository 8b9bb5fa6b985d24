/**
 * The stock order page's zod rules (lines, name and PO, upload refusals), imported only lazily (or
 * for types): when a form is first used (lib/lazy-resolver.ts) or an upload is refused, so the page
 * itself does not carry zod (issue 7: a lazy route adds under 50 KB).
 */

import { zodResolver } from '@hookform/resolvers/zod';
import {
  StockOrderUploadInvalidSchema,
  type UploadRowError,
} from '@procounter/shared/contracts/stock-order';
import { STOCK_ORDER_MAX_QUANTITY } from '@procounter/shared/domain/constants';
import { singleLineText } from '@procounter/shared/validation/free-text';
import { STOCK_ORDER_LIMITS } from '@procounter/shared/validation/limits';
import { createPoNumberSchema, type PoNumberRule } from '@procounter/shared/validation/schemas';
import { z } from 'zod';
import { encodeFormMessage, formErrorMap } from '@/lib/form-errors';

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

/** The add-line form: the contract's limits and free-text rule, with the quantity as text. */
export const lineSchema = z.object({
  lineCode: singleLineText().min(1).max(STOCK_ORDER_LIMITS.lineCode),
  partNumber: singleLineText().min(1).max(STOCK_ORDER_LIMITS.partNumber),
  quantity: quantityText,
  note: singleLineText().max(STOCK_ORDER_LIMITS.note),
});
export type LineValues = z.input<typeof lineSchema>;

/** Changing a line: quantity and note. */
export const lineChangeSchema = lineSchema.pick({ quantity: true, note: true });
export type LineChangeValues = z.input<typeof lineChangeSchema>;

export const lineResolver = zodResolver(lineSchema, { error: formErrorMap });
export const lineChangeResolver = zodResolver(lineChangeSchema, { error: formErrorMap });

/** Name and PO of an order, the PO by the company's rule (the server's createPoNumberSchema). */
export function orderHeaderResolver(po: PoNumberRule) {
  return zodResolver(
    z.object({
      name: singleLineText().min(1).max(STOCK_ORDER_LIMITS.name),
      po: createPoNumberSchema(po),
    }),
    { error: formErrorMap },
  );
}

/** The bad rows of an UPLOAD_INVALID body (none when it does not have the contract's shape). */
export function uploadRowErrorsOf(body: unknown): UploadRowError[] {
  const parsed = StockOrderUploadInvalidSchema.safeParse(body);
  return parsed.success ? parsed.data.errors : [];
}
