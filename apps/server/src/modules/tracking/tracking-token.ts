import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { unauthorized } from '../../lib/app-error';

// The tracking token rides in a beacon's query string (navigator.sendBeacon cannot set headers),
// so it may end up in access logs: it can do nothing but add usage events, for one user and shop,
// for TRACKING_TOKEN_TTL_SECONDS. It is signed with a key derived from the JWT secret for this
// purpose alone and carries its own audience, so it never passes as an access token and an access
// token never passes as it.

const ISSUER = 'procounter';
const AUDIENCE = 'procounter-usage-tracking';
const KEY_PURPOSE = 'procounter usage tracking token v1';

/** 12 hours: a working day of lookups on one GET /api/current/static. */
export const TRACKING_TOKEN_TTL_SECONDS = 12 * 60 * 60;

export interface TrackingClaims {
  userId: number;
  shopId: number;
}

export interface TrackingTokenSigner {
  sign(claims: TrackingClaims, now: Date): Promise<string>;
  /** Throws a 401 AppError for a missing, forged, expired or foreign token. */
  verify(token: string | undefined, now: Date): Promise<TrackingClaims>;
}

const positiveIntString = /^[1-9]\d{0,9}$/;

export function createTrackingTokenSigner(jwtSecret: string): TrackingTokenSigner {
  const key = createHmac('sha256', jwtSecret).update(KEY_PURPOSE).digest();
  const invalid = () => unauthorized('A valid usage tracking token is required');
  return {
    async sign(claims, now) {
      const issuedAt = Math.floor(now.getTime() / 1000);
      return new SignJWT({ shp: String(claims.shopId) })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + TRACKING_TOKEN_TTL_SECONDS)
        .sign(key);
    },
    async verify(token, now) {
      if (!token) throw invalid();
      let payload: Record<string, unknown>;
      try {
        ({ payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: now,
          requiredClaims: ['sub', 'exp', 'shp'],
        }));
      } catch {
        throw invalid();
      }
      const { sub, shp } = payload;
      if (
        typeof sub !== 'string' ||
        !positiveIntString.test(sub) ||
        typeof shp !== 'string' ||
        !positiveIntString.test(shp)
      ) {
        throw invalid();
      }
      return { userId: Number(sub), shopId: Number(shp) };
    },
  };
}
