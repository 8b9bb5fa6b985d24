/**
 * Form messages from the catalogs. The shared zod contracts validate the forms (react-hook-form's
 * zod resolver); this error map turns zod's issues into catalog keys, and the form translates them
 * when it renders, so a language switch re-translates messages already on screen.
 */
import { fillPlaceholders } from '@procounter/shared/validation/messages';
import type { TFunction } from 'i18next';

const SEPARATOR = '|';

/** A catalog key with its interpolation values, packed into react-hook-form's message string. */
export function encodeFormMessage(key: string, values?: Record<string, string | number>): string {
  return values ? `${key}${SEPARATOR}${JSON.stringify(values)}` : key;
}

export function translateFormMessage(
  t: TFunction,
  message: string | undefined,
): string | undefined {
  if (!message) return undefined;
  const at = message.indexOf(SEPARATOR);
  if (at < 0) return t(message);
  try {
    const values = JSON.parse(message.slice(at + 1)) as Record<string, string | number>;
    // The spec's placeholders are `{0}`, which i18next (`{{name}}`) leaves alone.
    return fillPlaceholders(t(message.slice(0, at), values), values);
  } catch {
    return t(message.slice(0, at));
  }
}

interface IssueLike {
  code: string;
  origin?: string;
  minimum?: unknown;
  maximum?: unknown;
  input?: unknown;
  message?: string;
}

/**
 * The zod error map of our forms: empty means 'This field is required.' (R-VAL-2);
 * too short or too long names the length; anything else keeps the message the schema gave.
 */
export function formErrorMap(issue: IssueLike): string | undefined {
  if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)) {
    return encodeFormMessage('validation:required');
  }
  if (issue.code === 'too_small' && issue.origin === 'string') {
    const minimum = Number(issue.minimum);
    return minimum <= 1
      ? encodeFormMessage('validation:required')
      : encodeFormMessage('common:form.tooShort', { count: minimum });
  }
  if (issue.code === 'too_big' && issue.origin === 'string') {
    return encodeFormMessage('common:form.tooLong', { count: Number(issue.maximum) });
  }
  return undefined;
}
