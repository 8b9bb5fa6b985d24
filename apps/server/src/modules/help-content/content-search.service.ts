import { API, API_PREFIX } from '@procounter/shared/contracts/api-paths';
import {
  CONTENT_LANGUAGE_IDS,
  type ContentAccess,
  type ContentLanguageId,
  type KnowledgeArticle,
  type KnowledgeCategory,
  type Menu,
  MenuItemSchema,
  readableAudiences,
} from '@procounter/shared/contracts/help-content';
import type { ContentTypeToken } from '@procounter/shared/domain/constants';
import { z } from 'zod';
import { unauthorized } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import type { ServiceDeps } from '../../lib/deps';
import { readBearerToken } from '../../lib/tokens';
import { signerOfDatabase } from '../auth/auth.service';
import { findCurrentShop, getAccessibleShop } from '../shops/shops.service';
import { createContentTokenSigner } from './content-token';
import { findLiveArticles, findLiveCategories, findLiveMenus } from './help-content.repository';
import { presentArticleFields } from './present-article';

// What visitors and customers read (R-HELP-8): live content only, one query per
// collection, and of the articles only those whose audience the caller's content token allows.
// Unpublished content is for editors, through the editing calls.

type Deps = Pick<ServiceDeps, 'db' | 'config' | 'clock'>;

/** A query the content search refuses (a bad argument): the caller's mistake, answered 400. */
export class ContentQueryError extends Error {
  override name = 'ContentQueryError';
}

/** The most rows one collection answers. */
export const CONTENT_QUERY_MAX_LIMIT = 5000;

const contentTokensOf = (deps: Deps) => signerOfDatabase(deps, createContentTokenSigner);

/**
 * GET /api/current/dotcms: where the content search is and, with withToken, a content token for
 * the caller: CAR when the shop (shopId, else the current shop) is a car customer, else GENERAL
 * (a team member without a shop too). 403 for a shop the caller may not act for.
 */
export async function getContentAccess(
  deps: Deps,
  user: AuthUser,
  query: { withToken: boolean; shopId?: number | undefined },
): Promise<ContentAccess> {
  const url = `${API_PREFIX}${API.contentSearch}`;
  if (!query.withToken) return { url, token: null, expires: null, tokenType: 'PUBLIC' };
  const context =
    query.shopId === undefined
      ? await findCurrentShop(deps, user)
      : await getAccessibleShop(deps, user, query.shopId);
  const tokenType = context?.shop.carCustomer ? 'CAR' : 'GENERAL';
  const signer = await contentTokensOf(deps);
  const { token, expiresAt } = await signer.sign(
    { userId: user.id, tokenType },
    deps.clock.now(),
    deps.config.contentTokenTtlSeconds,
  );
  return { url, token, expires: expiresAt, tokenType };
}

/**
 * The content token type of a content search request: null without an Authorization header; 401
 * for a header that is not a valid, unexpired content token (an access token is not one).
 */
export async function readContentToken(
  deps: Deps,
  authorization: string | undefined,
): Promise<ContentTypeToken | null> {
  if (authorization === undefined) return null;
  const token = readBearerToken(authorization);
  if (!token) throw unauthorized('A valid content token is required');
  const signer = await contentTokensOf(deps);
  return signer.verify(token, deps.clock.now());
}

// --- the three collections -------------------------------------------------------------------

interface CollectionArgs {
  languageId: number;
  live: boolean;
}

interface PageArgs {
  limit: number;
  offset: number;
}

function checkLanguage(languageId: number): ContentLanguageId {
  if (!(CONTENT_LANGUAGE_IDS as readonly number[]).includes(languageId)) {
    throw new ContentQueryError(
      `languageId must be one of ${CONTENT_LANGUAGE_IDS.join(', ')}; got ${languageId}`,
    );
  }
  return languageId as ContentLanguageId;
}

function checkLive(live: boolean) {
  if (!live) {
    throw new ContentQueryError('Only live content is answered here (live: true)');
  }
}

function checkPage({ limit, offset }: PageArgs): PageArgs {
  if (limit < 0 || limit > CONTENT_QUERY_MAX_LIMIT) {
    throw new ContentQueryError(`limit must be between 0 and ${CONTENT_QUERY_MAX_LIMIT}`);
  }
  if (offset < 0) throw new ContentQueryError('offset must not be negative');
  return { limit, offset };
}

export async function searchCategories(
  { db }: Pick<Deps, 'db'>,
  args: CollectionArgs & PageArgs,
): Promise<KnowledgeCategory[]> {
  const languageId = checkLanguage(args.languageId);
  checkLive(args.live);
  const rows = await findLiveCategories(db, languageId, checkPage(args));
  return rows.map((row) => ({
    name: row.name,
    identifier: row.identifier,
    sortOrder: row.sortOrder,
    parent: row.parentIdentifier,
    children: row.children,
  }));
}

export async function searchArticles(
  { db }: Pick<Deps, 'db'>,
  tokenType: ContentTypeToken | null,
  args: CollectionArgs &
    PageArgs & { category?: string | null; identifier?: string | null; urlTitle?: string | null },
): Promise<KnowledgeArticle[]> {
  const languageId = checkLanguage(args.languageId);
  checkLive(args.live);
  const rows = await findLiveArticles(db, {
    ...checkPage(args),
    languageId,
    audiences: readableAudiences(tokenType),
    category: args.category,
    identifier: args.identifier,
    urlTitle: args.urlTitle,
  });
  return rows.map((row) => ({ ...presentArticleFields(row), content: row.content }));
}

const StoredMenuItemsSchema = z.array(MenuItemSchema);

export async function searchMenus(
  { db }: Pick<Deps, 'db'>,
  args: CollectionArgs & { menuSlug: string },
): Promise<Menu[]> {
  const languageId = checkLanguage(args.languageId);
  checkLive(args.live);
  const rows = await findLiveMenus(db, args.menuSlug, languageId);
  return rows.map((row) => ({
    menuSlug: row.menuSlug,
    name: row.name,
    menuItems: StoredMenuItemsSchema.parse(row.menuItems),
  }));
}
