import { sql } from 'drizzle-orm';
import { check, integer, jsonb, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { shops } from './shops';
import { users } from './users';

/** A part type of a shop job as stored: which, where on the vehicle (null: any), how many. */
export interface StoredJobPartType {
  partTypeId: string;
  position: string | null;
  quantity: number;
}

/**
 * A shop's own jobs (issue 25 part 2, customPackageJob): part types saved under a name by a
 * manager, with labor hours if given, shared by the shop. Ids start at 1001 so they never meet
 * the catalog's package jobs (1 to 999, defined in code: modules/package-jobs). The part types
 * are checked against the catalog when saved and again when read (a catalog without one of them
 * leaves it out).
 */
export const shopPackageJobs = pgTable(
  'shop_package_jobs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    laborHours: numeric('labor_hours', { precision: 5, scale: 2, mode: 'number' }),
    partTypes: jsonb('part_types').$type<StoredJobPartType[]>().notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shop_package_jobs_shop_name_key').on(t.shopId, sql`lower(${t.name})`),
    check(
      'shop_package_jobs_labor_hours_check',
      sql`${t.laborHours} is null or ${t.laborHours} > 0`,
    ),
  ],
);
