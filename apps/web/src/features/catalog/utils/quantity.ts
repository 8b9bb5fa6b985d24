import { MAX_ITEM_QUANTITY } from '@procounter/shared/domain/constants';

/** A quantity as typed: a whole number from 1 to MAX_ITEM_QUANTITY (1000). */
export type QuantityCheck =
  | { ok: true; quantity: number }
  | { ok: false; reason: 'invalid' | 'tooMany' };

export function checkQuantity(text: string): QuantityCheck {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return { ok: false, reason: 'invalid' };
  const quantity = Number(trimmed);
  if (quantity < 1) return { ok: false, reason: 'invalid' };
  if (quantity > MAX_ITEM_QUANTITY) return { ok: false, reason: 'tooMany' };
  return { ok: true, quantity };
}
