import { createHash } from 'node:crypto';
import type { AuthTokens } from '@procounter/shared/contracts/auth';
import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  TEST_JWT_SECRET,
  type TestApp,
} from '../../../test/helpers/build-test-app';
import { HOUR, MINUTE, TestClock } from '../../../test/helpers/test-clock';
import { refreshTokens, users } from '../../db/schema/index';

let t: TestApp;
const clock = new TestClock();

beforeAll(async () => {
  t = await buildTestApp({ clock });
});
afterAll(() => t.close());

const refresh = (token: string) =>
  t.app.inject({ url: '/api/auth/rest/refresh', headers: bearer(token) });
const logout = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/rest/logout', headers: bearer(token) });
const currentUser = (accessToken: string) =>
  t.app.inject({ url: '/api/current/user', headers: bearer(accessToken) });

describe('GET /api/auth/rest/refresh', () => {
  it('rotates: new tokens in the same family, the used token marked rotated', async () => {
    const first = await t.login('tech');
    clock.advance(MINUTE);
    const response = await refresh(first.refresh_token);
    expect(response.statusCode).toBe(200);
    const second = response.json() as AuthTokens;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.access_token).not.toBe(first.access_token);
    expect(decodeJwt(second.access_token).fam).toBe(decodeJwt(first.access_token).fam);
    expect(second.access_expiration).toBeGreaterThan(first.access_expiration);

    const hash = createHash('sha256').update(first.refresh_token).digest('hex');
    const [row] = await t.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash));
    expect(row!.rotatedAt).not.toBeNull();
    expect(row!.revokedAt).toBeNull();
    // Only hashes are stored.
    const stored = await t.db.select({ h: refreshTokens.tokenHash }).from(refreshTokens);
    expect(stored.map((s) => s.h)).not.toContain(first.refresh_token);

    expect((await currentUser(second.access_token)).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token is used again', async () => {
    const first = await t.login('tech');
    const second = (await refresh(first.refresh_token)).json() as AuthTokens;

    const reuse = await refresh(first.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('UNAUTHORIZED');

    // The newer token of the family stops working too, and so do its access tokens.
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
    expect((await currentUser(second.access_token)).statusCode).toBe(401);

    // Another login of the same user is not affected.
    const other = await t.login('tech');
    expect((await refresh(other.refresh_token)).statusCode).toBe(200);
  });

  it('refuses a missing, malformed or unknown refresh token', async () => {
    expect((await t.app.inject({ url: '/api/auth/rest/refresh' })).statusCode).toBe(401);
    expect((await refresh('not a token')).statusCode).toBe(401);
    expect((await refresh('bm90LWEtcmVhbC10b2tlbg')).statusCode).toBe(401);
  });

  it('refuses an access token used as a refresh token', async () => {
    const tokens = await t.login('tech');
    expect((await refresh(tokens.access_token)).statusCode).toBe(401);
  });

  it('ends every login after 12 hours in all, however often it rotates', async () => {
    let tokens = await t.login('shopmgr');
    const familyEnd = tokens.refresh_expiration;
    for (let i = 0; i < 3; i++) {
      clock.advance(4 * HOUR - MINUTE);
      const response = await refresh(tokens.refresh_token);
      expect(response.statusCode).toBe(200);
      tokens = response.json();
      expect(tokens.refresh_expiration).toBeLessThanOrEqual(familyEnd);
    }
    expect(tokens.refresh_expiration).toBe(familyEnd);
    clock.advance(familyEnd - clock.now().getTime());
    const expired = await refresh(tokens.refresh_token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('TOKEN_EXPIRED');
  });

  it('refuses a refresh for an account disabled since the login', async () => {
    const tokens = await t.login('rowriter');
    await t.db.update(users).set({ status: 'DISABLED' }).where(eq(users.loginName, 'rowriter'));
    try {
      expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
      expect((await currentUser(tokens.access_token)).statusCode).toBe(401);
    } finally {
      await t.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.loginName, 'rowriter'));
    }
  });
});

describe('access tokens', () => {
  it('answer 401 TOKEN_EXPIRED after 15 minutes', async () => {
    const tokens = await t.login('tech');
    clock.advance(15 * MINUTE);
    const response = await currentUser(tokens.access_token);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('TOKEN_EXPIRED');
    expect(response.headers['www-authenticate']).toBe('Bearer');
  });

  it('answer 401 TOKEN_EXPIRED at expiry even after being accepted (and remembered) before', async () => {
    const tokens = await t.login('tech');
    expect((await currentUser(tokens.access_token)).statusCode).toBe(200);
    clock.advance(15 * MINUTE - 1000);
    expect((await currentUser(tokens.access_token)).statusCode).toBe(200);
    clock.advance(1000);
    const response = await currentUser(tokens.access_token);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('TOKEN_EXPIRED');
  });

  it('answer 401 for a remembered token with its signature altered', async () => {
    const tokens = await t.login('tech');
    expect((await currentUser(tokens.access_token)).statusCode).toBe(200);
    const [header, payload, signature = ''] = tokens.access_token.split('.');
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    const response = await currentUser(`${header}.${payload}.${flipped}`);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  });

  it('answer 401 TOKEN_EXPIRED for a token signed with a past exp', async () => {
    const tokens = await t.login('tech');
    const { sub, fam } = decodeJwt(tokens.access_token);
    const past = Math.floor(clock.now().getTime() / 1000) - 60;
    const expired = await new SignJWT({ fam })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub!)
      .setIssuer('procounter')
      .setAudience('procounter-api')
      .setIssuedAt(past - 900)
      .setExpirationTime(past)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const response = await currentUser(expired);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('TOKEN_EXPIRED');
  });

  it('answer 401 UNAUTHORIZED when signed with another key or tampered with', async () => {
    const tokens = await t.login('tech');
    const { sub, fam } = decodeJwt(tokens.access_token);
    const forged = await new SignJWT({ fam })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub!)
      .setIssuer('procounter')
      .setAudience('procounter-api')
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    expect((await currentUser(forged)).json().code).toBe('UNAUTHORIZED');

    const [header, payload, signature] = tokens.access_token.split('.');
    const admin = Buffer.from(
      JSON.stringify({ ...decodeJwt(tokens.access_token), sub: '1' }),
    ).toString('base64url');
    expect(payload).not.toBe(admin);
    expect((await currentUser(`${header}.${admin}.${signature}`)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/rest/logout', () => {
  it('answers 204 and ends the login: refresh and access tokens stop working', async () => {
    const tokens = await t.login('tech');
    const response = await logout(tokens.refresh_token);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
    expect((await currentUser(tokens.access_token)).statusCode).toBe(401);
    // Logging out twice is harmless.
    expect((await logout(tokens.refresh_token)).statusCode).toBe(204);
  });

  it('answers 401 without a refresh token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/rest/logout' });
    expect(response.statusCode).toBe(401);
  });
});
