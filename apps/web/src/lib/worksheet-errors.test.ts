import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { worksheetErrorKey } from './worksheet-errors';

describe('worksheetErrorKey', () => {
  it('maps the worksheet error codes to their one text', () => {
    const error = (code: string, status = 409) =>
      new ApiError(status, { code, message: code }, code);
    expect(worksheetErrorKey(error('QTY_EXCEEDS_1000', 422))).toBe(
      'common:quotes.labor.qtyExceeds',
    );
    expect(worksheetErrorKey(error('WORKSHEET_LOCKED'))).toBe('common:quotes.submit.locked');
    expect(worksheetErrorKey(error('STORE_DOWN', 503))).toBe('common:quotes.submit.storeDown');
  });

  it('has no text for other failures', () => {
    expect(worksheetErrorKey(new ApiError(500, null, 'INTERNAL_ERROR'))).toBeNull();
    expect(worksheetErrorKey(new ApiError(409, null, 'toString'))).toBeNull();
    expect(worksheetErrorKey(new Error('network'))).toBeNull();
  });
});
