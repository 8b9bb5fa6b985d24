import { MAX_ITEM_QUANTITY } from '@procounter/shared/domain/constants';

/**
 * A quantity typed on a quote line (R-QUOTE-6, R-QUOTE-9), read with the server's rules: parts
 * and kits whole numbers from 1 to 1000, labor hours and other units more than 0, at most 1000,
 * with up to 2 decimals. Answers the number, or the catalog key of the message to show.
 */
export function readLineQuantity(
  text: string,
  whole: boolean,
): { ok: true; value: number } | { ok: false; message: string } {
  const message = whole ? 'common:quotes.line.quantityWhole' : 'common:quotes.line.quantityDecimal';
  const trimmed = text.trim();
  const pattern = whole ? /^\d+$/ : /^\d+(\.\d{1,2})?$/;
  if (!pattern.test(trimmed)) return { ok: false, message };
  const value = Number(trimmed);
  if (value <= 0) return { ok: false, message };
  if (value > MAX_ITEM_QUANTITY) return { ok: false, message: 'common:quotes.labor.qtyExceeds' };
  return { ok: true, value };
}
