import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
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
     * lower(unaccent(last name, first name)) with the id: the search's order, in an index so a page
     * of a shop's customers is read in order without sorting them all.
     */
    sortName: text('sort_name').notNull(),
    archivedAt: instant('archived_at'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('customers_shop_sort_idx').on(t.shopId, t.sortName, t.id),
    check('customers_language_check', sql`${t.language} in ('en', 'es')`),
  ],
);

/**
 * What the search matches a customer by: one row per word of the name and company, e-mail (and
 * its local part), phone digits (and their last 7 and 4), plate and VIN (and its last 8, 6 and 4),
 * lower-cased without accents. A query word matches a term it starts (term like 'word%'), so the
 * (shop, term) index answers it without reading the customers.
 */
export const customerSearchTerms = pgTable(
  'customer_search_terms',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id').notNull(),
    term: text('term').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.term] }),
    index('customer_search_terms_shop_term_idx').on(t.shopId, sql`${t.term} text_pattern_ops`),
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
