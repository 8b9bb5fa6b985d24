import { CONTENT_AUDIENCES } from '@procounter/shared/contracts/help-content';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { users } from './users';

// The Help Center's content (R-HELP-7, R-HELP-13), managed in the app instead of an outside CMS.
// Every row is one language's version of an item: the identifier is shared by the English and the
// Spanish version (language ids 1 and 4963328), so a category key or an article link means the
// same item in both languages. `live` is the published flag: the content search answers live rows
// only; editors see both.

const languageIds = sql.raw('1, 4963328');
const audienceList = sql.raw(CONTENT_AUDIENCES.map((audience) => `'${audience}'`).join(', '));

/**
 * A knowledge category: a parent (top-level) or a child of one. The parent is the category with
 * that identifier in the same language (a composite key, so a parent cannot vanish under its
 * children). Children are not stored: they are the categories naming this one as parent.
 */
export const knowledgeCategories = pgTable(
  'knowledge_categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    identifier: text('identifier').notNull(),
    languageId: integer('language_id').notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    parentIdentifier: text('parent_identifier'),
    live: boolean('live').notNull().default(false),
    modDate: instant('mod_date').notNull().defaultNow(),
    modifiedBy: integer('modified_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // A constraint, not just an index: the parent key below refers to it.
    unique('knowledge_categories_identifier_language_key').on(t.identifier, t.languageId),
    foreignKey({
      name: 'knowledge_categories_parent_fk',
      columns: [t.parentIdentifier, t.languageId],
      foreignColumns: [t.identifier, t.languageId],
    }),
    check('knowledge_categories_language_check', sql`${t.languageId} in (${languageIds})`),
    check(
      'knowledge_categories_not_own_parent_check',
      sql`${t.parentIdentifier} is distinct from ${t.identifier}`,
    ),
  ],
);

/**
 * A knowledge article. `categories` lists category identifiers of the same language (the spec's
 * `category` field); the content service checks they exist. `content` is HTML sanitised before it
 * is stored. `audience` says who may read it (PUBLIC, GENERAL, CAR: the content token types).
 */
export const knowledgeArticles = pgTable(
  'knowledge_articles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    identifier: text('identifier').notNull(),
    languageId: integer('language_id').notNull(),
    title: text('title').notNull(),
    urlTitle: text('url_title').notNull(),
    content: text('content').notNull(),
    excerpt: text('excerpt').notNull(),
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    audience: text('audience', { enum: CONTENT_AUDIENCES }).notNull().default('PUBLIC'),
    live: boolean('live').notNull().default(false),
    modDate: instant('mod_date').notNull().defaultNow(),
    modifiedBy: integer('modified_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('knowledge_articles_identifier_language_key').on(t.identifier, t.languageId),
    // /article/title/{title} matches the URL title in lower case.
    uniqueIndex('knowledge_articles_url_title_language_key').on(
      t.languageId,
      sql`lower(${t.urlTitle})`,
    ),
    index('knowledge_articles_language_live_idx').on(t.languageId, t.live),
    check('knowledge_articles_language_check', sql`${t.languageId} in (${languageIds})`),
    check('knowledge_articles_audience_check', sql`${t.audience} in (${audienceList})`),
  ],
);

/**
 * A menu of links (R-HELP-7): selected by its slug, with its items (title, linkUrl,
 * linkToFile, icon and its scale and padding) kept in order as one JSON array.
 */
export const contentMenus = pgTable(
  'content_menus',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    menuSlug: text('menu_slug').notNull(),
    languageId: integer('language_id').notNull(),
    name: text('name').notNull(),
    menuItems: jsonb('menu_items').notNull().default(sql`'[]'::jsonb`),
    live: boolean('live').notNull().default(false),
    modDate: instant('mod_date').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_menus_slug_language_key').on(t.menuSlug, t.languageId),
    check('content_menus_language_check', sql`${t.languageId} in (${languageIds})`),
  ],
);
