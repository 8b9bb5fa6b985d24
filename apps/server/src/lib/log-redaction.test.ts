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

  it("hides an approval link's token in the page's and the public calls' paths", () => {
    const token = 'Ab3_-x'.repeat(7).slice(0, 43);
    expect(redactUrl(`/approve/${token}`)).toBe('/approve/[REDACTED]');
    expect(redactUrl(`/api/public/approval/${token}`)).toBe('/api/public/approval/[REDACTED]');
    expect(redactUrl(`/api/public/approval/${token}/decision`)).toBe(
      '/api/public/approval/[REDACTED]/decision',
    );
    expect(redactUrl(`/api/public/approval/${token}?token=x`)).toBe(
      '/api/public/approval/[REDACTED]?token=[REDACTED]',
    );
    // Malformed tokens too: whatever stands in the token's place.
    expect(redactUrl('/api/public/approval/not%20a%20token')).toBe(
      '/api/public/approval/[REDACTED]',
    );
  });

  it("leaves the shop's approval calls, which carry ids, as they are", () => {
    expect(redactUrl('/api/worksheet/rest/12/approval/links/3/apply')).toBe(
      '/api/worksheet/rest/12/approval/links/3/apply',
    );
    expect(redactUrl('/approved/abc')).toBe('/approved/abc');
  });
});
