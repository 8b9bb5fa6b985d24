import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { instant, updatedAt } from './columns';
import { shops } from './shops';
import { users } from './users';
import { baseVehicles } from './vehicles';

// A shop's customers and their vehicles (issue 22). Every user of the shop who may manage
// customers (web users) sees and changes them; another shop never does.

/** A phone of a customer, as typed (the search finds it by its digits). */
export interface CustomerPhoneRow {
  kind: 'MOBILE' | 'HOME' | 'WORK' | 'OTHER';
  number: string;
}

/**
 * A customer of a shop. Deleting one that quotes name archives it instead (archived_at): hidden
 * from the search, still on those quotes.
 */
export const customers = pgTable(
  'customers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    company: text('company').notNull().default(''),
    phones: jsonb('phones').$type<CustomerPhoneRow[]>().notNull().default([]),
    email: text('email').notNull().default(''),
    /** en | es: the language the customer reads quotes in. */
    language: text('language').notNull().default('en'),
    addressLine1: text('address_line1').notNull().default(''),
    addressLine2: text('address_line2').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zip: text('zip').notNull().default(''),
    notes: text('notes').notNull().default(''),
    /**
     * The car-customer account (a shop flagged car_customer: a fleet or a car owner using the
     * portal) this customer is, when the shop linked them by its account number (issue 22, part
     * 3): that account's /car-admin then shows this customer's vehicles, the quotes sent to them
     * for approval and their orders. Null: not linked.
     */
    carAccountShopId: integer('car_account_shop_id').references(() => shops.id, {
      onDelete: 'set null',
    }),
    /**
     * 'last first' in lower case without accents (search-terms.ts customerSortName): the list's
     * order, in an index with the id so a page of a shop's customers is read in order without
     * sorting them all.
     */
    sortName: text('sort_name').notNull(),
    archivedAt: instant('archived_at'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('customers_shop_sort_idx').on(t.shopId, t.sortName, t.id),
    index('customers_car_account_idx')
      .on(t.carAccountShopId)
      .where(sql`${t.carAccountShopId} is not null`),
    check('customers_language_check', sql`${t.language} in ('en', 'es')`),
  ],
);

/**
 * What the search matches a customer by: one row per word of the name and company, e-mail (and
 * its local part), phone digits (and their last 7 and 4), plate and VIN (and its last 8, 6 and 4),
 * lower-cased without accents. A query word matches a term it starts (term like 'word%'). The
 * customer's sort name and archived flag are repeated on every term, and the (shop, term) index
 * carries them with the customer id: a rare word's page (the Smiths among 100,000 customers) is
 * found, filtered and sorted from that index alone, and only its rows are read from customers.
 * Rewritten with the customer (search-terms.ts) in the transaction of every customer or vehicle
 * write, archive and restore.
 */
export const customerSearchTerms = pgTable(
  'customer_search_terms',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id').notNull(),
    term: text('term').notNull(),
    /** customers.sort_name, repeated. */
    sortName: text('sort_name').notNull(),
    /** customers.archived_at is not null, repeated. */
    archived: boolean('archived').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.term] }),
    index('customer_search_terms_shop_term_idx').on(
      t.shopId,
      sql`${t.term} text_pattern_ops`,
      t.archived,
      t.sortName,
      t.customerId,
    ),
  ],
);

/** A customer's vehicle: a base vehicle of the catalog with what the shop knows of the car. */
export const customerVehicles = pgTable(
  'customer_vehicles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    baseVehicleId: integer('base_vehicle_id')
      .notNull()
      .references(() => baseVehicles.id),
    engineId: integer('engine_id'),
    submodelId: integer('submodel_id'),
    vin: text('vin'),
    plate: text('plate'),
    state: text('state'),
    mileage: integer('mileage'),
    mileageDate: date('mileage_date', { mode: 'string' }),
    notes: text('notes').notNull().default(''),
    /** The last quote that chose this vehicle ("Find parts"), for the last-service view. */
    lastSelectedAt: instant('last_selected_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [index('customer_vehicles_customer_idx').on(t.customerId, t.createdAt.desc())],
);

/**
 * How far the customers of each shop have changed: a counter bumped by every statement that writes
 * customers or customer_search_terms (triggers of migration 0017, so every writer counts: the
 * module, the CSV import, a merge, seeds and fixtures). Its row lock, held to the commit, puts a
 * shop's customer writes in order, so a version never commits after a greater one is seen.
 */
export const customerSearchVersions = pgTable('customer_search_versions', {
  shopId: integer('shop_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * The last version that changed each customer (deleted ones stay, as tombstones): what a
 * process's in-memory search index of the shop reads to catch up (customer-search-index.ts).
 * Written by the same triggers.
 */
export const customerSearchChanges = pgTable(
  'customer_search_changes',
  {
    shopId: integer('shop_id').notNull(),
    customerId: integer('customer_id').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.customerId] }),
    index('customer_search_changes_shop_version_idx').on(t.shopId, t.version),
  ],
);
