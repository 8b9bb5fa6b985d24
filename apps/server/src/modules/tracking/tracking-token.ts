import { createPurposeTokens } from '../../lib/purpose-tokens';

// The tracking token rides in a beacon's query string (navigator.sendBeacon cannot set headers),
// so it may end up in access logs (ours redact it: lib/log-redaction.ts): it can do nothing but add
// usage events, for one user and shop, for TRACKING_TOKEN_TTL_SECONDS, and only while the login it
// was issued to (its refresh token family, `fam`) lives: logout and every other end of that login
// end it too. A purpose token (lib/purpose-tokens.ts): it never passes as an access token and an
// access token never passes as it.

/** 12 hours: a working day of lookups on one GET /api/current/static. */
export const TRACKING_TOKEN_TTL_SECONDS = 12 * 60 * 60;

export interface TrackingClaims {
  userId: number;
  shopId: number;
  /** The login (refresh token family) the token was issued to. */
  familyId: string;
}

export interface TrackingTokenSigner {
  sign(claims: TrackingClaims, now: Date): Promise<string>;
  /** Throws a 401 AppError for a missing, forged, expired or foreign token. */
  verify(token: string | undefined, now: Date): Promise<TrackingClaims>;
}

const positiveIntString = /^[1-9]\d{0,9}$/;
const uuidString = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function createTrackingTokenSigner(jwtSecret: string): TrackingTokenSigner {
  const tokens = createPurposeTokens(jwtSecret, {
    audience: 'procounter-usage-tracking',
    // v2: tokens carry their login (fam); v1 tokens, which did not, are refused.
    keyPurpose: 'procounter usage tracking token v2',
    invalidMessage: 'A valid usage tracking token is required',
    claims: ['shp', 'fam'],
  });
  return {
    async sign(claims, now) {
      const { token } = await tokens.sign(
        String(claims.userId),
        { shp: String(claims.shopId), fam: claims.familyId },
        now,
        TRACKING_TOKEN_TTL_SECONDS,
      );
      return token;
    },
    async verify(token, now) {
      const { sub, shp, fam } = await tokens.verify(token, now);
      if (
        typeof sub !== 'string' ||
        !positiveIntString.test(sub) ||
        typeof shp !== 'string' ||
        !positiveIntString.test(shp) ||
        typeof fam !== 'string' ||
        !uuidString.test(fam)
      ) {
        throw tokens.invalid();
      }
      return { userId: Number(sub), shopId: Number(shp), familyId: fam };
    },
  };
}
