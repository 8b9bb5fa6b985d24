import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { readSaveFailure } from './save-failure';

const FIELDS = ['identifier', 'title', 'urlTitle', 'category'];
const refusal = (status: number, code: string, details?: { path: string; message: string }[]) =>
  new ApiError(status, { code, message: code, details }, code);

describe('readSaveFailure', () => {
  it('puts 409 and 422 refusals on their field', () => {
    expect(readSaveFailure(refusal(409, 'URL_TITLE_TAKEN'), FIELDS)).toEqual({
      fields: [{ field: 'urlTitle', message: 'helpAdmin:errors.urlTitleTaken' }],
      toast: null,
    });
    expect(readSaveFailure(refusal(422, 'UNKNOWN_CATEGORY'), FIELDS).fields).toEqual([
      { field: 'category', message: 'helpAdmin:errors.unknownCategory' },
    ]);
  });

  it('toasts a refusal whose field the form does not have', () => {
    expect(readSaveFailure(refusal(422, 'INVALID_PARENT'), FIELDS)).toEqual({
      fields: [],
      toast: 'helpAdmin:errors.invalidParent',
    });
  });

  it('maps a 400’s details by the first step of their path, and toasts the rest', () => {
    const failure = readSaveFailure(
      refusal(400, 'VALIDATION_FAILED', [
        { path: 'category.0', message: 'helpAdmin:errors.identifier' },
        { path: 'title', message: 'validation:required' },
        { path: 'colour', message: 'Unknown field' },
      ]),
      FIELDS,
    );
    expect(failure.fields).toEqual([
      { field: 'category', message: 'helpAdmin:errors.identifier' },
      { field: 'title', message: 'validation:required' },
    ]);
    expect(failure.toast).toBe('Unknown field');
  });

  it('has its own words for 403, 404, 5xx and no answer', () => {
    expect(readSaveFailure(refusal(403, 'FORBIDDEN'), FIELDS).toast).toBe(
      'helpAdmin:errors.forbidden',
    );
    expect(readSaveFailure(refusal(404, 'NOT_FOUND'), FIELDS).toast).toBe(
      'helpAdmin:errors.notFound',
    );
    expect(readSaveFailure(refusal(500, 'INTERNAL_ERROR'), FIELDS).toast).toBe(
      'helpAdmin:errors.saveFailed',
    );
    expect(readSaveFailure(new Error('offline'), FIELDS).toast).toBe('helpAdmin:errors.saveFailed');
  });
});
