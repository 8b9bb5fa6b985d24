import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { shops } from './shops';
import { users } from './users';

/**
 * What shops pick (issue 25 part 4, POST /signals/v2/suggestions and /signals/interactions): a
 * typeahead suggestion chosen for a query (kind SUGGESTION: the normalised query and the part
 * type), or something done with a product (kind INTERACTION: CLICK, CART or PURCHASE, with the
 * search source that led there and its query when there was one). The typeahead and the results'
 * best-match sort rank by them (modules/signals): what this shop and all shops pick rises. Rows
 * are only added; the ranking reads them incrementally by id.
 */
export const searchSignals = pgTable(
  'search_signals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind').notNull(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** FREE_TEXT, SUGGESTION or CATEGORY_NAV. */
    source: text('source').notNull(),
    /** CLICK, CART or PURCHASE for an interaction; null for a suggestion. */
    eventType: text('event_type'),
    /** Lower case, accents and extra spaces removed (signals.service normaliseQuery). */
    query: text('query'),
    partTypeId: text('part_type_id'),
    productId: integer('product_id'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('search_signals_shop_idx').on(t.shopId),
    check('search_signals_kind_check', sql`${t.kind} in ('SUGGESTION', 'INTERACTION')`),
    check(
      'search_signals_shape_check',
      sql`(${t.kind} = 'SUGGESTION' and ${t.query} is not null and ${t.partTypeId} is not null) or (${t.kind} = 'INTERACTION' and ${t.eventType} is not null and ${t.productId} is not null)`,
    ),
  ],
);
