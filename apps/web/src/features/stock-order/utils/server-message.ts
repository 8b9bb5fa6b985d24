import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';
import { worksheetErrorKey } from '@/lib/worksheet-errors';

/** A message that is a catalog key ('validation:required'), not a text. */
const CATALOG_KEY = /^[a-z]+:[\w.]+$/;

/**
 * The server's own message of a refusal (4xx: 422 UNKNOWN_PRODUCT names each unknown line/part in
 * its details), as the server wrote it (requests carry Accept-Language); null for anything else
 * (no answer, 5xx, 401/403, a broken answer), which the caller shows with its own text.
 */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return null;
  if (error.status === 401 || error.status === 403) return null;
  const details = (error.body?.details ?? [])
    .map((detail) => detail.message)
    .filter((message) => message && !CATALOG_KEY.test(message));
  if (details.length > 0) return details.join(' ');
  return error.body?.message || null;
}

/**
 * The text of a failed change: the quote's text for its codes (QTY_EXCEEDS_1000 after a merge),
 * else the server's message, else the fallback.
 */
export function failureText(t: TFunction, error: unknown, fallbackKey: string): string {
  const key = worksheetErrorKey(error);
  if (key) return t(key);
  return serverMessage(error) ?? t(fallbackKey);
}
