import { CONTENT_TYPE_TOKENS, type ContentTypeToken } from '@procounter/shared/domain/constants';
import { createPurposeTokens } from '../../lib/purpose-tokens';

// The content token lets the Help Center read content beyond PUBLIC (GENERAL for logged-in
// customers, CAR for car customers) from the content search endpoint, which visitors use too. It
// says nothing but its type and who asked for it, and is a purpose token (lib/purpose-tokens.ts):
// it never passes as an access token, and an access token never passes as it. It is not checked
// against the database: a user disabled or moved to another shop keeps what it reads until it
// expires (CONTENT_TOKEN_TTL_SECONDS).

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
  const tokens = createPurposeTokens(jwtSecret, {
    audience: 'procounter-content',
    keyPurpose: 'procounter help content token v1',
    invalidMessage: 'A valid content token is required',
    claims: [TOKEN_TYPE_CLAIM],
  });
  return {
    sign: ({ userId, tokenType }, now, ttlSeconds) =>
      tokens.sign(String(userId), { [TOKEN_TYPE_CLAIM]: tokenType }, now, ttlSeconds),
    async verify(token, now) {
      const tokenType = (await tokens.verify(token, now))[TOKEN_TYPE_CLAIM];
      if (!isContentTokenType(tokenType)) throw tokens.invalid();
      return tokenType;
    },
  };
}
