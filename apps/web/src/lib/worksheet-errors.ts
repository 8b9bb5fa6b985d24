import { ApiError } from './api-client';

/**
 * The messages of the error codes the worksheet (quote) calls answer (R-QUOTE-6, R-ORDER-1:
 * QTY_EXCEEDS_1000, WORKSHEET_LOCKED, STORE_DOWN), one text per code wherever a quote is changed:
 * the quote page (labor, submit) and the catalog (add to quote).
 */
export const WORKSHEET_ERROR_KEYS = {
  QTY_EXCEEDS_1000: 'common:quotes.labor.qtyExceeds',
  WORKSHEET_LOCKED: 'common:quotes.submit.locked',
  STORE_DOWN: 'common:quotes.submit.storeDown',
  WORKSHEET_EMPTY: 'common:quotes.submit.empty',
  IDEMPOTENCY_KEY_REUSED: 'common:quotes.submit.keyReused',
} as const;

type WorksheetErrorCode = keyof typeof WORKSHEET_ERROR_KEYS;

/** The catalog key of a worksheet call's failure, or null when its code has no message of its own. */
export function worksheetErrorKey(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return Object.hasOwn(WORKSHEET_ERROR_KEYS, error.code)
    ? WORKSHEET_ERROR_KEYS[error.code as WorksheetErrorCode]
    : null;
}
