import { CATALOG_TAB_ORIGINS } from '@procounter/shared/domain/constants';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { partTypes } from './parts';
import { users } from './users';

/**
 * The part types a user has selected for a lookup (R-PART-3: at most 5, no duplicates, a kit
 * alone). Per user rather than per worksheet: the selection belongs to the person at the counter
 * and survives a quote change or a refresh; clearPartTypes empties it.
 */
export const partTypeSelections = pgTable(
  'part_type_selections',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    partTypeId: text('part_type_id')
      .notNull()
      .references(() => partTypes.id),
    platformId: text('platform_id').notNull(),
    gaTabOrigin: text('ga_tab_origin', { enum: CATALOG_TAB_ORIGINS }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('part_type_selections_user_part_type_key').on(t.userId, t.partTypeId),
    check('part_type_selections_platform_check', sql`${t.platformId} in ('05', '99', '90')`),
  ],
);
