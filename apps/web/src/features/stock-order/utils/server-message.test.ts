import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { failureText, serverMessage } from './server-message';

const refusal = (status: number, body: ConstructorParameters<typeof ApiError>[1]) =>
  new ApiError(status, body, `HTTP_${status}`);

describe('serverMessage', () => {
  it("names the unknown parts of the details, else the body's message", () => {
    expect(
      serverMessage(
        refusal(422, {
          code: 'UNKNOWN_PRODUCT',
          message: 'Unknown product',
          details: [{ path: 'lines.0', message: 'Unknown part BRK NOPE' }],
        }),
      ),
    ).toBe('Unknown part BRK NOPE');
    expect(serverMessage(refusal(404, { code: 'NOT_FOUND', message: 'Not found' }))).toBe(
      'Not found',
    );
    expect(
      serverMessage(
        refusal(400, {
          code: 'VALIDATION_FAILED',
          message: 'Invalid',
          details: [{ path: 'name', message: 'validation:required' }],
        }),
      ),
    ).toBe('Invalid');
  });

  it('has none for no answer, a server failure or a refused session', () => {
    expect(serverMessage(refusal(0, null))).toBeNull();
    expect(serverMessage(refusal(500, { code: 'INTERNAL_ERROR', message: 'boom' }))).toBeNull();
    expect(serverMessage(refusal(403, { code: 'FORBIDDEN', message: 'no' }))).toBeNull();
    expect(serverMessage(new Error('x'))).toBeNull();
  });
});

describe('failureText', () => {
  it('uses the quote text of QTY_EXCEEDS_1000, else the fallback', () => {
    const t = i18n.t.bind(i18n);
    expect(
      failureText(
        t,
        refusal(422, { code: 'QTY_EXCEEDS_1000', message: 'x' }),
        'stock:errors.saveFailed',
      ),
    ).toBe('The quantity may not exceed 1000.');
    expect(failureText(t, refusal(0, null), 'stock:errors.saveFailed')).toBe(
      'The change could not be saved. Please try again.',
    );
  });
});
