import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import { translateFormMessage } from '@/lib/form-errors';
import { showErrorToast } from '@/lib/toasts';

/** A catalog key ('validation:required'), possibly with packed values, rather than a text. */
const CATALOG_KEY = /^[a-zA-Z]+:[\w.]+(\|.*)?$/;

/** The refusals that belong to one field, and the message each shows there. */
const FIELD_OF_CODE: Record<string, { field: string; message: string }> = {
  IDENTIFIER_TAKEN: { field: 'identifier', message: 'helpAdmin:errors.identifierTaken' },
  URL_TITLE_TAKEN: { field: 'urlTitle', message: 'helpAdmin:errors.urlTitleTaken' },
  UNKNOWN_CATEGORY: { field: 'category', message: 'helpAdmin:errors.unknownCategory' },
  INVALID_PARENT: { field: 'parent', message: 'helpAdmin:errors.invalidParent' },
};

export interface FieldFailure {
  field: string;
  /** A catalog key, or the server's own text. */
  message: string;
}

export interface SaveFailure {
  fields: FieldFailure[];
  /** What a toast says when the failure has no field of the form to show on. */
  toast: string | null;
}

/**
 * What a refused save shows, on the form's own fields where it can: a 400's details by their path
 * ('category.0' is the categories field), 409 IDENTIFIER_TAKEN / URL_TITLE_TAKEN and 422
 * UNKNOWN_CATEGORY / INVALID_PARENT on the field they are about. Anything else is a toast.
 */
export function readSaveFailure(error: unknown, formFields: readonly string[]): SaveFailure {
  if (!(error instanceof ApiError)) return { fields: [], toast: 'helpAdmin:errors.saveFailed' };
  const own = FIELD_OF_CODE[error.code];
  if (own) {
    return formFields.includes(own.field)
      ? { fields: [own], toast: null }
      : { fields: [], toast: own.message };
  }
  if (error.status === 400) {
    const fields: FieldFailure[] = [];
    const others: string[] = [];
    for (const detail of error.body?.details ?? []) {
      const field = detail.path.split('.')[0] ?? '';
      if (formFields.includes(field)) fields.push({ field, message: detail.message });
      else others.push(detail.message);
    }
    if (fields.length > 0 && others.length === 0) return { fields, toast: null };
    return { fields, toast: others[0] ?? 'helpAdmin:errors.saveFailed' };
  }
  if (error.status === 403) return { fields: [], toast: 'helpAdmin:errors.forbidden' };
  if (error.status === 404) return { fields: [], toast: 'helpAdmin:errors.notFound' };
  return { fields: [], toast: 'helpAdmin:errors.saveFailed' };
}

/** A form message as text: catalog keys translated, the server's own text left as it is. */
export function messageText(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return CATALOG_KEY.test(message) ? translateFormMessage(t, message) : message;
}

/**
 * Shows a refused save: its field messages on the form (the first field focused), the rest as an
 * error toast.
 */
export function reportSaveFailure<T extends FieldValues>(
  failure: unknown,
  formFields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  t: TFunction,
): void {
  const { fields, toast } = readSaveFailure(failure, formFields);
  for (const [index, { field, message }] of fields.entries()) {
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 });
  }
  if (toast) showErrorToast(messageText(t, toast) ?? t('helpAdmin:errors.saveFailed'));
}
