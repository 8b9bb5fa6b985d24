import { createHmac } from 'node:crypto';
import { CONTENT_TYPE_TOKENS, type ContentTypeToken } from '@procounter/shared/domain/constants';
import { jwtVerify, SignJWT } from 'jose';
import { unauthorized } from '../../lib/app-error';

// The content token lets the Help Center read content beyond PUBLIC (GENERAL for logged-in
// customers, CAR for car customers) from the content search endpoint, which visitors use too. It
// says nothing but its type and who asked for it, and is signed with a key derived from the JWT
// secret for this purpose alone, with its own audience: it never passes as an access token, and an
// access token never passes as it. It is not checked against the database: a user disabled or
// moved to another shop keeps what it reads until it expires (CONTENT_TOKEN_TTL_SECONDS).

const ISSUER = 'procounter';
const AUDIENCE = 'procounter-content';
const KEY_PURPOSE = 'procounter help content token v1';
const TOKEN_TYPE_CLAIM = 'ctt';

/** The token types a content token carries (PUBLIC needs no token). */
export type ContentTokenType = Exclude<ContentTypeToken, 'PUBLIC'>;

export interface ContentTokenSigner {
  sign(
    claims: { userId: number; tokenType: ContentTokenType },
    now: Date,
    ttlSeconds: number,
  ): Promise<{ token: string; expiresAt: number }>;
  /** The token's type; throws a 401 AppError for a forged, expired or foreign token. */
  verify(token: string, now: Date): Promise<ContentTokenType>;
}

const isContentTokenType = (value: unknown): value is ContentTokenType =>
  value !== 'PUBLIC' && (CONTENT_TYPE_TOKENS as readonly unknown[]).includes(value);

export function createContentTokenSigner(jwtSecret: string): ContentTokenSigner {
  const key = createHmac('sha256', jwtSecret).update(KEY_PURPOSE).digest();
  const invalid = () => unauthorized('A valid content token is required');
  return {
    async sign({ userId, tokenType }, now, ttlSeconds) {
      const issuedAt = Math.floor(now.getTime() / 1000);
      const expiresAtSeconds = issuedAt + ttlSeconds;
      const token = await new SignJWT({ [TOKEN_TYPE_CLAIM]: tokenType })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAtSeconds)
        .sign(key);
      return { token, expiresAt: expiresAtSeconds * 1000 };
    },
    async verify(token, now) {
      let payload: Record<string, unknown>;
      try {
        ({ payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: now,
          requiredClaims: ['sub', 'exp', TOKEN_TYPE_CLAIM],
        }));
      } catch {
        throw invalid();
      }
      const tokenType = payload[TOKEN_TYPE_CLAIM];
      if (!isContentTokenType(tokenType)) throw invalid();
      return tokenType;
    },
  };
}
