import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';

/** A message that is a catalog key ('validation:usPhone'), not a text. */
const CATALOG_KEY = /^[a-z]+:[\w.]+$/;

/**
 * The text of a refused change: ours for the codes the pages tell apart (404, a vehicle whose
 * engine or submodel is not the model's), the fields' own messages of a 400 (catalog keys are
 * translated), else the server's message of a 4xx (written in the request's language), else the
 * fallback (no answer, 5xx, 401/403).
 */
export function failureText(t: TFunction, error: unknown, fallbackKey: string): string {
  if (!(error instanceof ApiError)) return t(fallbackKey);
  if (error.status === 404) return t('customers:errors.notFound');
  if (error.code === 'VEHICLE_ATTRIBUTE_MISMATCH') return t('customers:errors.attributeMismatch');
  if (error.status < 400 || error.status >= 500 || error.status === 401 || error.status === 403) {
    return t(fallbackKey);
  }
  const details = (error.body?.details ?? [])
    .map((detail) => detail.message)
    .filter(Boolean)
    .map((message) => (CATALOG_KEY.test(message) ? t(message) : message));
  if (details.length > 0) return [...new Set(details)].join(' ');
  return error.body?.message || t(fallbackKey);
}
