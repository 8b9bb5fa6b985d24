import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { type AppError, unauthorized } from './app-error';

// Tokens for one narrow purpose (usage tracking beacons, Help Center content): HS256 JWTs signed
// with a key derived from the JWT secret for that purpose alone and carrying their own audience,
// so they never pass as an access token, an access token never passes as them, and one purpose's
// token never passes as another's.

const ISSUER = 'procounter';

export interface PurposeTokenKind {
  audience: string;
  /** Derives the signing key from the JWT secret; change its version to invalidate every token. */
  keyPurpose: string;
  /** The 401 message of a missing, forged, expired or foreign token. */
  invalidMessage: string;
  /** Claims besides sub and exp that every token of the kind carries. */
  claims: readonly string[];
}

export interface PurposeTokens {
  sign(
    subject: string,
    claims: Record<string, string>,
    now: Date,
    ttlSeconds: number,
  ): Promise<{ token: string; expiresAt: number }>;
  /** The payload of a valid token of this kind; throws the kind's 401 otherwise. */
  verify(token: string | undefined, now: Date): Promise<Record<string, unknown>>;
  /** The kind's 401, for a payload its reader refuses. */
  invalid(): AppError;
}

export function createPurposeTokens(jwtSecret: string, kind: PurposeTokenKind): PurposeTokens {
  const key = createHmac('sha256', jwtSecret).update(kind.keyPurpose).digest();
  const invalid = () => unauthorized(kind.invalidMessage);
  return {
    invalid,
    async sign(subject, claims, now, ttlSeconds) {
      const issuedAt = Math.floor(now.getTime() / 1000);
      const expiresAtSeconds = issuedAt + ttlSeconds;
      const token = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(subject)
        .setIssuer(ISSUER)
        .setAudience(kind.audience)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAtSeconds)
        .sign(key);
      return { token, expiresAt: expiresAtSeconds * 1000 };
    },
    async verify(token, now) {
      if (!token) throw invalid();
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: kind.audience,
          currentDate: now,
          requiredClaims: ['sub', 'exp', ...kind.claims],
        });
        return payload;
      } catch {
        throw invalid();
      }
    },
  };
}
