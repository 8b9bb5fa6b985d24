import { USER_STATUSES } from '@procounter/shared/contracts/user';
import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { instant, updatedAt } from './columns';
import { shops } from './shops';

export const userStatus = pgEnum('user_status', USER_STATUSES);

/** A user's group is their role (R-ROLE-1); internal groups are team members. */
export const groups = pgTable('groups', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull().unique(),
  internal: boolean('internal').notNull().default(false),
});

export const customerTypes = pgTable('customer_types', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull().unique(),
  description: text('description').notNull(),
  cxml: boolean('cxml').notNull().default(false),
  sms: boolean('sms').notNull().default(false),
});

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    loginName: text('login_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    status: userStatus('status').notNull().default('ACTIVE'),
    groupId: integer('group_id').references(() => groups.id),
    customerTypeId: integer('customer_type_id').references(() => customerTypes.id),
    /** Internal users see every shop without user_shops rows. */
    allShops: boolean('all_shops').notNull().default(false),
    passwordChangeRequired: boolean('password_change_required').notNull().default(false),
    tempPasswordExpiresAt: instant('temp_password_expires_at'),
    termsAcceptanceRequired: boolean('terms_acceptance_required').notNull().default(false),
    emailUpdateRequired: boolean('email_update_required').notNull().default(false),
    languageCode: text('language_code').notNull().default('en'),
    catalogNavigationTab: integer('catalog_navigation_tab').notNull().default(1),
    selectedStylesheet: integer('selected_stylesheet').notNull().default(1),
    selectedShopId: integer('selected_shop_id').references(() => shops.id, {
      onDelete: 'set null',
    }),
    chatTooltipShownAt: instant('chat_tooltip_shown_at'),
    earnbackEligible: boolean('earnback_eligible').notNull().default(false),
    /** One of the constants' jobTitles, as the manager who added the user chose it. */
    jobTitle: text('job_title'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  // Login names are matched without regard to case, so they are unique that way too.
  (t) => [uniqueIndex('users_login_name_lower_key').on(sql`lower(${t.loginName})`)],
);

/** The shops a user who is not all-shops may act for. */
export const userShops = pgTable(
  'user_shops',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.shopId] })],
);
