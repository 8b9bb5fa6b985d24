import type {
  ContentLanguageId,
  CreateHelpArticleBodySchema,
  CreateHelpCategoryBody,
  HelpArticleRecord,
  HelpArticleSummary,
  HelpCategoryRecord,
  SetHelpContentLiveBody,
  UpdateHelpArticleBodySchema,
  UpdateHelpCategoryBody,
} from '@procounter/shared/contracts/help-content';
import { MESSAGE_KEYS } from '@procounter/shared/validation/rules';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError, notFound, validationFailed } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import type { ServiceDeps } from '../../lib/deps';
import { firstFree, slugify } from './content-identifiers';
import {
  type ArticleRow,
  type ArticleSummaryRow,
  type CategoryWithChildren,
  findArticle,
  findArticleByUrlTitle,
  findArticleIdentifiersStartingWith,
  findArticleSummaries,
  findCategoriesOfLanguage,
  findCategory,
  findCategoryIdentifiersStartingWith,
  findExistingCategoryIdentifiers,
  findUrlTitlesStartingWith,
  hasChildCategories,
  insertArticle,
  insertCategory,
  lockCategories,
  updateArticle,
  updateCategory,
} from './help-content.repository';
import { presentArticleFields } from './present-article';
import { sanitizeArticleHtml } from './sanitize-article-html';

// Editing the Help Center's content (support and marketing users; the routes check the
// capability). Every item exists per language under one identifier: creating with the identifier
// of an item of the other language adds its translation. Every write stamps modDate (the clock)
// and modifiedBy, and article bodies are sanitised before they are stored.

type Deps = Pick<ServiceDeps, 'db' | 'clock'>;
type CreateHelpArticleBody = z.output<typeof CreateHelpArticleBodySchema>;
type UpdateHelpArticleBody = z.output<typeof UpdateHelpArticleBodySchema>;

const identifierTaken = () =>
  new AppError(409, 'IDENTIFIER_TAKEN', 'This identifier is already used in this language', {
    details: [{ path: 'identifier', message: 'This identifier is already used in this language' }],
  });

const urlTitleTaken = () =>
  new AppError(409, 'URL_TITLE_TAKEN', 'This URL title is already used in this language', {
    details: [{ path: 'urlTitle', message: 'This URL title is already used in this language' }],
  });

const invalidParent = (message: string) =>
  new AppError(422, 'INVALID_PARENT', message, { details: [{ path: 'parent', message }] });

/** A unique key broken by a write that raced this one: answered like the check it slipped past. */
function conflictOf(error: unknown): AppError | undefined {
  let e: unknown = error;
  for (let depth = 0; typeof e === 'object' && e !== null && depth < 5; depth++) {
    const { code, constraint, cause } = e as {
      code?: unknown;
      constraint?: unknown;
      cause?: unknown;
    };
    if (code === '23505') {
      return String(constraint).includes('url_title') ? urlTitleTaken() : identifierTaken();
    }
    e = cause;
  }
  return undefined;
}

/** What every write stamps on the row: when (the clock) and by whom. */
function stamp({ clock }: Deps, user: AuthUser) {
  return { modDate: clock.now(), modifiedBy: user.id };
}

const IDENTIFIER_LOOKUPS = {
  category: { startingWith: findCategoryIdentifiersStartingWith, find: findCategory },
  article: { startingWith: findArticleIdentifiersStartingWith, find: findArticle },
};

/**
 * A new item's identifier: the one given (409 when the language has that item already; one of the
 * other language's item adds its translation), else one made from `madeFrom` (its name or title),
 * unique among the items of every language.
 */
async function chooseIdentifier(
  db: Database,
  kind: keyof typeof IDENTIFIER_LOOKUPS,
  body: { identifier?: string | undefined; languageId: ContentLanguageId },
  madeFrom: string,
): Promise<string> {
  const { startingWith, find } = IDENTIFIER_LOOKUPS[kind];
  if (body.identifier === undefined) {
    const base = slugify(madeFrom, kind);
    return firstFree(base, await startingWith(db, base));
  }
  if (await find(db, body.identifier, body.languageId)) throw identifierTaken();
  return body.identifier;
}

/** One transaction; a unique key broken by a racing write answers 409 like the checks. */
async function writing<T>(deps: Deps, work: (tx: Deps) => Promise<T>): Promise<T> {
  try {
    return await inTransaction(deps, work);
  } catch (error) {
    throw conflictOf(error) ?? error;
  }
}

// --- categories ----------------------------------------------------------------------------------

function presentCategory(row: CategoryWithChildren): HelpCategoryRecord {
  return {
    identifier: row.identifier,
    languageId: row.languageId as ContentLanguageId,
    name: row.name,
    sortOrder: row.sortOrder,
    parent: row.parentIdentifier,
    children: row.children,
    live: row.live,
    modDate: row.modDate.toISOString(),
  };
}

const noSuchCategory = () => notFound('No such category in this language');

async function requireCategory(db: Database, identifier: string, languageId: ContentLanguageId) {
  const row = await findCategory(db, identifier, languageId);
  if (!row) throw noSuchCategory();
  return presentCategory(row);
}

/** Every category of the language, published or not, with all its children. */
export async function listHelpCategories(
  { db }: Pick<Deps, 'db'>,
  languageId: ContentLanguageId,
): Promise<HelpCategoryRecord[]> {
  return (await findCategoriesOfLanguage(db, languageId)).map(presentCategory);
}

/**
 * Locks the category and its new parent (one statement, in identifier order, so two moves cannot
 * deadlock or, checked one after the other, make a loop or a grandchild). 404 when `existing` and
 * the category is not there; 422 INVALID_PARENT unless the parent is a top-level category of the
 * language, other than the category, and the category has no children of its own.
 */
async function lockAndCheckParent(
  db: Database,
  identifier: string,
  parent: string | null,
  languageId: ContentLanguageId,
  { existing }: { existing: boolean },
) {
  const locked = await lockCategories(db, parent ? [identifier, parent] : [identifier], languageId);
  const current = locked.find((row) => row.identifier === identifier);
  if (existing && !current) throw noSuchCategory();
  if (parent === null) return;
  if (parent === identifier) throw invalidParent('A category cannot be its own parent');
  const parentRow = locked.find((row) => row.identifier === parent);
  if (!parentRow) throw invalidParent(`There is no category ${parent} in this language`);
  if (parentRow.parentIdentifier !== null) {
    throw invalidParent(`${parent} is itself a child category: children go one level deep`);
  }
  if (current && (await hasChildCategories(db, identifier, languageId))) {
    throw invalidParent('A category with children cannot become a child');
  }
}

/** The stored fields of a category body, the same for a create and an edit. */
function categoryFields(body: UpdateHelpCategoryBody) {
  return {
    name: body.name,
    sortOrder: body.sortOrder,
    parentIdentifier: body.parent,
    live: body.live,
  };
}

export async function createHelpCategory(
  deps: Deps,
  user: AuthUser,
  body: CreateHelpCategoryBody,
): Promise<HelpCategoryRecord> {
  return writing(deps, async ({ db }) => {
    const identifier = await chooseIdentifier(db, 'category', body, body.name);
    await lockAndCheckParent(db, identifier, body.parent, body.languageId, { existing: false });
    await insertCategory(db, {
      identifier,
      languageId: body.languageId,
      ...categoryFields(body),
      ...stamp(deps, user),
    });
    return requireCategory(db, identifier, body.languageId);
  });
}

export async function updateHelpCategory(
  deps: Deps,
  user: AuthUser,
  identifier: string,
  body: UpdateHelpCategoryBody,
): Promise<HelpCategoryRecord> {
  return writing(deps, async ({ db }) => {
    await lockAndCheckParent(db, identifier, body.parent, body.languageId, { existing: true });
    await updateCategory(db, identifier, body.languageId, {
      ...categoryFields(body),
      ...stamp(deps, user),
    });
    return requireCategory(db, identifier, body.languageId);
  });
}

export async function setHelpCategoryLive(
  deps: Deps,
  user: AuthUser,
  identifier: string,
  body: SetHelpContentLiveBody,
): Promise<HelpCategoryRecord> {
  const changed = await updateCategory(deps.db, identifier, body.languageId, {
    live: body.live,
    ...stamp(deps, user),
  });
  if (!changed) throw noSuchCategory();
  return requireCategory(deps.db, identifier, body.languageId);
}

// --- articles ------------------------------------------------------------------------------------

function presentSummary(row: ArticleSummaryRow): HelpArticleSummary {
  return {
    ...presentArticleFields(row),
    languageId: row.languageId as ContentLanguageId,
    audience: row.audience,
    live: row.live,
  };
}

function presentArticle(row: ArticleRow): HelpArticleRecord {
  return { ...presentSummary(row), content: row.content };
}

const noSuchArticle = () => notFound('No such article in this language');

/** Every article of the language, published or not, without its body. */
export async function listHelpArticles(
  { db }: Pick<Deps, 'db'>,
  languageId: ContentLanguageId,
): Promise<HelpArticleSummary[]> {
  return (await findArticleSummaries(db, languageId)).map(presentSummary);
}

export async function getHelpArticle(
  { db }: Pick<Deps, 'db'>,
  identifier: string,
  languageId: ContentLanguageId,
): Promise<HelpArticleRecord> {
  const row = await findArticle(db, identifier, languageId);
  if (!row) throw noSuchArticle();
  return presentArticle(row);
}

/** 422 UNKNOWN_CATEGORY naming each category that is not one of the language's. */
async function checkCategories(
  db: Database,
  categories: readonly string[],
  languageId: ContentLanguageId,
): Promise<string[]> {
  const unique = [...new Set(categories)];
  const known = await findExistingCategoryIdentifiers(db, unique, languageId);
  const problems = categories.flatMap((category, index) =>
    known.has(category)
      ? []
      : [{ path: `category.${index}`, message: 'helpAdmin:errors.unknownCategory' }],
  );
  if (problems.length > 0) {
    const unknown = categories.filter((c) => !known.has(c));
    throw new AppError(
      422,
      'UNKNOWN_CATEGORY',
      `No category ${unknown.join(', ')} in this language`,
      { details: problems },
    );
  }
  return unique;
}

/** Sanitised content; 400 when nothing of it is left (it was all unsafe markup). */
async function cleanContent(html: string): Promise<string> {
  const content = await sanitizeArticleHtml(html);
  if (content === '') {
    throw validationFailed([{ path: 'content', message: MESSAGE_KEYS.required }]);
  }
  return content;
}

/** The URL title given (409 when another article of the language has it) or one made. */
async function chooseUrlTitle(
  db: Database,
  body: { urlTitle?: string | undefined; title: string; languageId: ContentLanguageId },
  identifier: string,
  current: string | undefined,
): Promise<string> {
  if (body.urlTitle === undefined) {
    // An edit keeps the address readers and links already use.
    if (current !== undefined) return current;
    const base = slugify(body.title, 'article');
    return firstFree(base, await findUrlTitlesStartingWith(db, base, body.languageId));
  }
  const holder = await findArticleByUrlTitle(db, body.urlTitle, body.languageId);
  if (holder !== undefined && holder !== identifier) throw urlTitleTaken();
  return body.urlTitle;
}

/**
 * The stored fields of an article body (its content sanitised already), the same for a create and
 * an edit: its categories checked (422), its URL title chosen (409; `currentUrlTitle` is the
 * edited article's).
 */
async function articleFields(
  db: Database,
  body: UpdateHelpArticleBody,
  identifier: string,
  currentUrlTitle: string | undefined,
) {
  const categories = await checkCategories(db, body.category, body.languageId);
  const urlTitle = await chooseUrlTitle(db, body, identifier, currentUrlTitle);
  return {
    title: body.title,
    urlTitle,
    content: body.content,
    excerpt: body.excerpt,
    categories,
    audience: body.audience,
    live: body.live,
  };
}

export async function createHelpArticle(
  deps: Deps,
  user: AuthUser,
  body: CreateHelpArticleBody,
): Promise<HelpArticleRecord> {
  const content = await cleanContent(body.content);
  return writing(deps, async ({ db }) => {
    const identifier = await chooseIdentifier(db, 'article', body, body.title);
    const fields = await articleFields(db, { ...body, content }, identifier, undefined);
    const row = await insertArticle(db, {
      identifier,
      languageId: body.languageId,
      ...fields,
      ...stamp(deps, user),
    });
    return presentArticle(row);
  });
}

export async function updateHelpArticle(
  deps: Deps,
  user: AuthUser,
  identifier: string,
  body: UpdateHelpArticleBody,
): Promise<HelpArticleRecord> {
  const content = await cleanContent(body.content);
  return writing(deps, async ({ db }) => {
    const current = await findArticle(db, identifier, body.languageId, { lock: true });
    if (!current) throw noSuchArticle();
    const fields = await articleFields(db, { ...body, content }, identifier, current.urlTitle);
    const row = await updateArticle(db, identifier, body.languageId, {
      ...fields,
      ...stamp(deps, user),
    });
    return presentArticle(row!);
  });
}

export async function setHelpArticleLive(
  deps: Deps,
  user: AuthUser,
  identifier: string,
  body: SetHelpContentLiveBody,
): Promise<HelpArticleRecord> {
  const row = await updateArticle(deps.db, identifier, body.languageId, {
    live: body.live,
    ...stamp(deps, user),
  });
  if (!row) throw noSuchArticle();
  return presentArticle(row);
}
