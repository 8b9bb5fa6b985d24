import { errors, jwtVerify, SignJWT } from 'jose';
import { AppError, unauthorized } from './app-error';

const ISSUER = 'procounter';
const AUDIENCE = 'procounter-api';

/** What an access token says: who acts, which login (refresh family) it belongs to, and who really acts. */
export interface AccessClaims {
  userId: number;
  familyId: string;
  /** The real user while masquerading, else null. */
  realUserId: number | null;
}

export interface TokenSigner {
  sign(claims: AccessClaims, now: Date): Promise<{ token: string; expiresAt: number }>;
  /** Throws a 401 AppError: TOKEN_EXPIRED when only the expiry is wrong, else UNAUTHORIZED. */
  verify(token: string, now: Date): Promise<AccessClaims>;
}

const positiveIntString = /^[1-9]\d{0,9}$/;

/** How many verified access tokens a process remembers (one per active session). */
const VERIFIED_TOKENS_KEPT = 10_000;

/** HS256 access tokens with claims sub, fam and mqb (see docs/briefs/common.md). */
export function createTokenSigner(secret: string, ttlSeconds: number): TokenSigner {
  const key = new TextEncoder().encode(secret);
  // Tokens already verified, with their expiry: a session sends the same token on every call, and
  // jose's check goes through WebCrypto, whose queue makes every answer wait under load. A token
  // is only ever remembered after its signature checked out, and its expiry is checked every time.
  const verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();
  const expired = () => new AppError(401, 'TOKEN_EXPIRED', 'The access token has expired');
  return {
    async sign(claims, now) {
      const issuedAt = Math.floor(now.getTime() / 1000);
      const expiresAtSeconds = issuedAt + ttlSeconds;
      const payload: Record<string, string> = { fam: claims.familyId };
      if (claims.realUserId !== null) payload.mqb = String(claims.realUserId);
      const token = await new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAtSeconds)
        .sign(key);
      return { token, expiresAt: expiresAtSeconds * 1000 };
    },
    async verify(token, now) {
      const known = verified.get(token);
      if (known) {
        // jose's rule: expired once the clock reaches exp.
        if (now.getTime() >= known.expiresAtMs) throw expired();
        return known.claims;
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: now,
          requiredClaims: ['sub', 'exp', 'fam'],
        });
        const { sub, fam, mqb } = payload;
        if (typeof sub !== 'string' || !positiveIntString.test(sub) || typeof fam !== 'string') {
          throw unauthorized('Invalid access token');
        }
        if (mqb !== undefined && (typeof mqb !== 'string' || !positiveIntString.test(mqb))) {
          throw unauthorized('Invalid access token');
        }
        const claims: AccessClaims = Object.freeze({
          userId: Number(sub),
          familyId: fam,
          realUserId: mqb === undefined ? null : Number(mqb),
        });
        if (verified.size >= VERIFIED_TOKENS_KEPT) {
          // The oldest entry goes (a Map iterates in insertion order).
          verified.delete(verified.keys().next().value as string);
        }
        verified.set(token, { claims, expiresAtMs: (payload.exp as number) * 1000 });
        return claims;
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (error instanceof errors.JWTExpired) throw expired();
        throw unauthorized('Invalid access token');
      }
    },
  };
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function readBearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer[ ]+([A-Za-z0-9\-._~+/]+=*)$/i.exec(header.trim());
  return match?.[1] ?? null;
}
