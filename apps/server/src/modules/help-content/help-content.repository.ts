import type { ContentAudience, ContentLanguageId } from '@procounter/shared/contracts/help-content';
import { and, asc, eq, inArray, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { contentMenus, knowledgeArticles, knowledgeCategories } from '../../db/schema/index';

export type CategoryRow = typeof knowledgeCategories.$inferSelect;
export type NewCategoryRow = typeof knowledgeCategories.$inferInsert;
export type ArticleRow = typeof knowledgeArticles.$inferSelect;
export type NewArticleRow = typeof knowledgeArticles.$inferInsert;
export type NewMenuRow = typeof contentMenus.$inferInsert;

// --- categories ----------------------------------------------------------------------------------

/**
 * The identifiers of a category's children (of its language) in sortOrder, as one subquery of the
 * category's own query. Written by hand, with the outer table named in full: the children are the
 * same table, and Drizzle leaves column names unqualified in a query of one table.
 */
function childrenOf(liveOnly: boolean) {
  return sql<string[]>`coalesce((
    select array_agg(c.identifier order by c.sort_order, c.name, c.identifier)
    from knowledge_categories c
    where c.language_id = knowledge_categories.language_id
      and c.parent_identifier = knowledge_categories.identifier
      ${liveOnly ? sql`and c.live` : sql``}
  ), '{}'::text[])`;
}

const categoryColumns = (liveChildrenOnly: boolean) => ({
  identifier: knowledgeCategories.identifier,
  languageId: knowledgeCategories.languageId,
  name: knowledgeCategories.name,
  sortOrder: knowledgeCategories.sortOrder,
  parentIdentifier: knowledgeCategories.parentIdentifier,
  live: knowledgeCategories.live,
  modDate: knowledgeCategories.modDate,
  children: childrenOf(liveChildrenOnly),
});

export type CategoryWithChildren = Awaited<ReturnType<typeof findCategoriesOfLanguage>>[number];

const categoryOrder = [
  asc(knowledgeCategories.sortOrder),
  asc(knowledgeCategories.name),
  asc(knowledgeCategories.identifier),
];

/**
 * The live categories of a language for visitors, in one query: a child whose parent is not live
 * is left out, and children lists live children only.
 */
export async function findLiveCategories(
  db: Database,
  languageId: ContentLanguageId,
  page: { limit: number; offset: number },
) {
  const parent = alias(knowledgeCategories, 'parent');
  return db
    .select(categoryColumns(true))
    .from(knowledgeCategories)
    .leftJoin(
      parent,
      and(
        eq(parent.identifier, knowledgeCategories.parentIdentifier),
        eq(parent.languageId, knowledgeCategories.languageId),
      ),
    )
    .where(
      and(
        eq(knowledgeCategories.languageId, languageId),
        eq(knowledgeCategories.live, true),
        or(isNull(knowledgeCategories.parentIdentifier), eq(parent.live, true)),
      ),
    )
    .orderBy(...categoryOrder)
    .limit(page.limit)
    .offset(page.offset);
}

/** Every category of a language, live or not, with all its children: the editor's list. */
export async function findCategoriesOfLanguage(db: Database, languageId: ContentLanguageId) {
  return db
    .select(categoryColumns(false))
    .from(knowledgeCategories)
    .where(eq(knowledgeCategories.languageId, languageId))
    .orderBy(...categoryOrder);
}

/** One category of a language with all its children, or undefined. */
export async function findCategory(
  db: Database,
  identifier: string,
  languageId: ContentLanguageId,
): Promise<CategoryWithChildren | undefined> {
  const [row] = await db
    .select(categoryColumns(false))
    .from(knowledgeCategories)
    .where(
      and(
        eq(knowledgeCategories.identifier, identifier),
        eq(knowledgeCategories.languageId, languageId),
      ),
    )
    .limit(1);
  return row;
}

/**
 * The categories of a language among identifiers, locked until the transaction ends (in
 * identifier order, so two changes lock them in the same order and cannot deadlock). A category's
 * move under a parent locks both, so two moves cannot make a loop or a grandchild.
 */
export async function lockCategories(
  db: Database,
  identifiers: readonly string[],
  languageId: ContentLanguageId,
): Promise<CategoryRow[]> {
  if (identifiers.length === 0) return [];
  return db
    .select()
    .from(knowledgeCategories)
    .where(
      and(
        inArray(knowledgeCategories.identifier, [...identifiers]),
        eq(knowledgeCategories.languageId, languageId),
      ),
    )
    .orderBy(asc(knowledgeCategories.identifier))
    .for('update');
}

/** Whether the category has children in its language (live or not). */
export async function hasChildCategories(
  db: Database,
  identifier: string,
  languageId: ContentLanguageId,
): Promise<boolean> {
  const [row] = await db
    .select({ identifier: knowledgeCategories.identifier })
    .from(knowledgeCategories)
    .where(
      and(
        eq(knowledgeCategories.parentIdentifier, identifier),
        eq(knowledgeCategories.languageId, languageId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The identifiers among these that are categories of the language. */
export async function findExistingCategoryIdentifiers(
  db: Database,
  identifiers: readonly string[],
  languageId: ContentLanguageId,
): Promise<Set<string>> {
  if (identifiers.length === 0) return new Set();
  const rows = await db
    .select({ identifier: knowledgeCategories.identifier })
    .from(knowledgeCategories)
    .where(
      and(
        inArray(knowledgeCategories.identifier, [...identifiers]),
        eq(knowledgeCategories.languageId, languageId),
      ),
    );
  return new Set(rows.map((r) => r.identifier));
}

/** Category identifiers of any language starting with the prefix (to make a new one unique). */
export async function findCategoryIdentifiersStartingWith(db: Database, prefix: string) {
  const rows = await db
    .selectDistinct({ identifier: knowledgeCategories.identifier })
    .from(knowledgeCategories)
    .where(like(knowledgeCategories.identifier, `${prefix}%`));
  return new Set(rows.map((r) => r.identifier));
}

export async function insertCategory(db: Database, values: NewCategoryRow) {
  await db.insert(knowledgeCategories).values(values);
}

export async function updateCategory(
  db: Database,
  identifier: string,
  languageId: ContentLanguageId,
  values: Partial<Omit<NewCategoryRow, 'id' | 'identifier' | 'languageId'>>,
): Promise<boolean> {
  const rows = await db
    .update(knowledgeCategories)
    .set(values)
    .where(
      and(
        eq(knowledgeCategories.identifier, identifier),
        eq(knowledgeCategories.languageId, languageId),
      ),
    )
    .returning({ id: knowledgeCategories.id });
  return rows.length > 0;
}

// --- articles ------------------------------------------------------------------------------------

export interface LiveArticleFilter {
  languageId: ContentLanguageId;
  audiences: readonly ContentAudience[];
  /** A category: articles of it or (for a parent) of any of its children. */
  category?: string | null;
  identifier?: string | null;
  /** Matched in lower case. */
  urlTitle?: string | null;
  limit: number;
  offset: number;
}

/** The live articles visitors may read, in one query, by title. */
export async function findLiveArticles(db: Database, filter: LiveArticleFilter) {
  const conditions: (SQL | undefined)[] = [
    eq(knowledgeArticles.languageId, filter.languageId),
    eq(knowledgeArticles.live, true),
    inArray(knowledgeArticles.audience, [...filter.audiences]),
  ];
  if (filter.identifier != null) {
    conditions.push(eq(knowledgeArticles.identifier, filter.identifier));
  }
  if (filter.urlTitle != null) {
    conditions.push(sql`lower(${knowledgeArticles.urlTitle}) = ${filter.urlTitle.toLowerCase()}`);
  }
  if (filter.category != null) {
    conditions.push(sql`${knowledgeArticles.categories} && array(
      select c.identifier from knowledge_categories c
      where c.language_id = ${filter.languageId}
        and (c.identifier = ${filter.category} or c.parent_identifier = ${filter.category})
    )`);
  }
  return db
    .select({
      identifier: knowledgeArticles.identifier,
      title: knowledgeArticles.title,
      urlTitle: knowledgeArticles.urlTitle,
      content: knowledgeArticles.content,
      modDate: knowledgeArticles.modDate,
      excerpt: knowledgeArticles.excerpt,
      categories: knowledgeArticles.categories,
    })
    .from(knowledgeArticles)
    .where(and(...conditions))
    .orderBy(asc(knowledgeArticles.title), asc(knowledgeArticles.identifier))
    .limit(filter.limit)
    .offset(filter.offset);
}

export type ArticleSummaryRow = Awaited<ReturnType<typeof findArticleSummaries>>[number];

/** Every article of a language, live or not, without its body: the editor's list. */
export async function findArticleSummaries(db: Database, languageId: ContentLanguageId) {
  return db
    .select({
      identifier: knowledgeArticles.identifier,
      languageId: knowledgeArticles.languageId,
      title: knowledgeArticles.title,
      urlTitle: knowledgeArticles.urlTitle,
      excerpt: knowledgeArticles.excerpt,
      categories: knowledgeArticles.categories,
      audience: knowledgeArticles.audience,
      live: knowledgeArticles.live,
      modDate: knowledgeArticles.modDate,
    })
    .from(knowledgeArticles)
    .where(eq(knowledgeArticles.languageId, languageId))
    .orderBy(asc(knowledgeArticles.title), asc(knowledgeArticles.identifier));
}

/** One article of a language, or undefined; `lock` holds it until the transaction ends. */
export async function findArticle(
  db: Database,
  identifier: string,
  languageId: ContentLanguageId,
  { lock = false } = {},
): Promise<ArticleRow | undefined> {
  const query = db
    .select()
    .from(knowledgeArticles)
    .where(
      and(
        eq(knowledgeArticles.identifier, identifier),
        eq(knowledgeArticles.languageId, languageId),
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The identifier of the article of the language using this URL title (any case), if any. */
export async function findArticleByUrlTitle(
  db: Database,
  urlTitle: string,
  languageId: ContentLanguageId,
): Promise<string | undefined> {
  const [row] = await db
    .select({ identifier: knowledgeArticles.identifier })
    .from(knowledgeArticles)
    .where(
      and(
        eq(knowledgeArticles.languageId, languageId),
        sql`lower(${knowledgeArticles.urlTitle}) = ${urlTitle.toLowerCase()}`,
      ),
    )
    .limit(1);
  return row?.identifier;
}

/** Article identifiers of any language starting with the prefix. */
export async function findArticleIdentifiersStartingWith(db: Database, prefix: string) {
  const rows = await db
    .selectDistinct({ identifier: knowledgeArticles.identifier })
    .from(knowledgeArticles)
    .where(like(knowledgeArticles.identifier, `${prefix}%`));
  return new Set(rows.map((r) => r.identifier));
}

/** URL titles of the language starting with the prefix, in lower case. */
export async function findUrlTitlesStartingWith(
  db: Database,
  prefix: string,
  languageId: ContentLanguageId,
) {
  const rows = await db
    .select({ urlTitle: sql<string>`lower(${knowledgeArticles.urlTitle})` })
    .from(knowledgeArticles)
    .where(
      and(
        eq(knowledgeArticles.languageId, languageId),
        sql`lower(${knowledgeArticles.urlTitle}) like ${`${prefix}%`}`,
      ),
    );
  return new Set(rows.map((r) => r.urlTitle));
}

export async function insertArticle(db: Database, values: NewArticleRow) {
  const [row] = await db.insert(knowledgeArticles).values(values).returning();
  return row!;
}

export async function updateArticle(
  db: Database,
  identifier: string,
  languageId: ContentLanguageId,
  values: Partial<Omit<NewArticleRow, 'id' | 'identifier' | 'languageId'>>,
): Promise<ArticleRow | undefined> {
  const [row] = await db
    .update(knowledgeArticles)
    .set(values)
    .where(
      and(
        eq(knowledgeArticles.identifier, identifier),
        eq(knowledgeArticles.languageId, languageId),
      ),
    )
    .returning();
  return row;
}

// --- menus ---------------------------------------------------------------------------------------

/** The live menus of a slug and language (one at most: the slug is unique per language). */
export async function findLiveMenus(db: Database, menuSlug: string, languageId: ContentLanguageId) {
  return db
    .select({
      menuSlug: contentMenus.menuSlug,
      name: contentMenus.name,
      menuItems: contentMenus.menuItems,
    })
    .from(contentMenus)
    .where(
      and(
        eq(contentMenus.menuSlug, menuSlug),
        eq(contentMenus.languageId, languageId),
        eq(contentMenus.live, true),
      ),
    );
}

// --- starter content -----------------------------------------------------------------------------

export async function hasAnyArticle(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: knowledgeArticles.id }).from(knowledgeArticles).limit(1);
  return row !== undefined;
}

/**
 * Writes starter content. Categories and menus an editor already made are kept (ON CONFLICT DO
 * NOTHING); parents come before children, whose key refers to them.
 */
export async function insertStarterContent(
  db: Database,
  content: { categories: NewCategoryRow[]; articles: NewArticleRow[]; menus: NewMenuRow[] },
) {
  const parents = content.categories.filter((c) => c.parentIdentifier == null);
  const children = content.categories.filter((c) => c.parentIdentifier != null);
  for (const rows of [parents, children]) {
    if (rows.length > 0) await db.insert(knowledgeCategories).values(rows).onConflictDoNothing();
  }
  if (content.articles.length > 0) {
    await db.insert(knowledgeArticles).values(content.articles).onConflictDoNothing();
  }
  if (content.menus.length > 0) {
    await db.insert(contentMenus).values(content.menus).onConflictDoNothing();
  }
}
