import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('hides the value of token, access_token and refresh_token, wherever they stand', () => {
    expect(redactUrl('/api/tracking/lookup/summary?token=a.b.c')).toBe(
      '/api/tracking/lookup/summary?token=[REDACTED]',
    );
    expect(redactUrl('/x?a=1&TOKEN=abc&b=2')).toBe('/x?a=1&TOKEN=[REDACTED]&b=2');
    expect(redactUrl('/x?access_token=abc&refresh_token=def#frag')).toBe(
      '/x?access_token=[REDACTED]&refresh_token=[REDACTED]#frag',
    );
    expect(redactUrl('/x?token=a&token=b')).toBe('/x?token=[REDACTED]&token=[REDACTED]');
  });

  it('leaves other parameters, and paths without a query, as they are', () => {
    expect(redactUrl('/api/current/dotcms?withToken=true&shopId=1001')).toBe(
      '/api/current/dotcms?withToken=true&shopId=1001',
    );
    expect(redactUrl('/api/token/abc')).toBe('/api/token/abc');
    expect(redactUrl('/x?tokenType=Bearer')).toBe('/x?tokenType=Bearer');
  });
});
