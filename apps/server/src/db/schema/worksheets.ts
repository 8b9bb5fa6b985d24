import {
  WORKSHEET_ITEM_TYPES,
  WORKSHEET_STATUSES,
  type WorksheetStatus,
} from '@procounter/shared/contracts/worksheet';
import { PRODUCT_ORIGINS } from '@procounter/shared/domain/constants';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { instant, updatedAt } from './columns';
import { customers, customerVehicles } from './customers';
import { products } from './parts';
import { shops, stores } from './shops';
import { users } from './users';
import { baseVehicles } from './vehicles';

// Quotes (worksheets), the vehicles chosen for them and their lines (R-QUOTE-4..6), and the orders
// a submit makes of them.

/** OPEN quotes take vehicles and lines; SUBMITTED and LOCKED ones answer 409 WORKSHEET_LOCKED. */
export { WORKSHEET_STATUSES, type WorksheetStatus };

export const worksheetStatus = pgEnum('worksheet_status', WORKSHEET_STATUSES);
export const worksheetItemType = pgEnum('worksheet_item_type', WORKSHEET_ITEM_TYPES);
export const productOrigin = pgEnum('product_origin', PRODUCT_ORIGINS);

/** Confirmation numbers: 'PC' and this sequence's next value, zero-padded to 8 digits. */
export const worksheetConfirmationSeq = pgSequence('worksheet_confirmation_seq', {
  startWith: 100_001,
});

/**
 * A quote of a shop, started by a user (its owner). A submit makes it an order: status SUBMITTED
 * with a confirmation number and a submitted time (both set together: "submitted" in R-QUOTE-6 means both are there), the store that fills it and the PO number.
 */
export const worksheets = pgTable(
  'worksheets',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: worksheetStatus('status').notNull().default('OPEN'),
    /** The name the shop gave the quote (R-QUOTE-8), free text; null: none. */
    name: text('name'),
    /** The vehicle shown as current; one of this worksheet's worksheet_vehicles. */
    currentVehicleId: integer('current_vehicle_id').references(
      (): AnyPgColumn => worksheetVehicles.id,
      { onDelete: 'set null' },
    ),
    confirmationNumber: text('confirmation_number').unique(),
    submittedAt: instant('submitted_at'),
    submittedBy: integer('submitted_by').references(() => users.id),
    /** The store that fills the order. */
    storeId: integer('store_id').references(() => stores.id),
    poNumber: text('po_number'),
    /** The order's garage bay and vehicle fleet ids (spec order attribute ids 4 and 10; issue 23). */
    garageBayId: text('garage_bay_id'),
    fleetId: text('fleet_id'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [index('worksheets_shop_id_idx').on(t.shopId, t.status)],
);

/**
 * Which worksheet is a user's current quote in a shop. Made on the first call that needs it;
 * two calls at once both insert with ON CONFLICT DO NOTHING and read back the one that won.
 */
export const currentWorksheets = pgTable(
  'current_worksheets',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    worksheetId: integer('worksheet_id')
      .notNull()
      .references(() => worksheets.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.shopId] }),
    index('current_worksheets_worksheet_id_idx').on(t.worksheetId),
  ],
);

/** A vehicle chosen on a worksheet; engine and submodel (-99: "Don't know or show all") optional. */
export const worksheetVehicles = pgTable(
  'worksheet_vehicles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    worksheetId: integer('worksheet_id')
      .notNull()
      .references(() => worksheets.id, { onDelete: 'cascade' }),
    baseVehicleId: integer('base_vehicle_id')
      .notNull()
      .references(() => baseVehicles.id),
    engineId: integer('engine_id'),
    submodelId: integer('submodel_id'),
    vin: text('vin'),
    plate: text('plate'),
    state: text('state'),
    /**
     * The shop's customer record the quote names (issue 22); the names below are theirs then, kept
     * as they were when chosen. An archived customer stays named; a customer is only deleted when
     * no quote names them.
     */
    shopCustomerId: integer('shop_customer_id').references(() => customers.id, {
      onDelete: 'set null',
    }),
    shopCustomerFirst: text('shop_customer_first'),
    shopCustomerLast: text('shop_customer_last'),
    /**
     * The retained answers of fitment questions (drive type, brake system, towing package: shared
     * domain/fitment-questions.ts), one per attribute; a valueId of -99 is 'Don't know or show all'.
     */
    qualifierAnswers: jsonb('qualifier_answers')
      .$type<{ attributeId: number; valueId: number }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /**
     * The customer's vehicle this one was chosen from ("Find parts" on a customer's vehicle, issue
     * 25 part 5), so the current-vehicle panel can link its documents; null for any other select.
     */
    customerVehicleId: integer('customer_vehicle_id').references(() => customerVehicles.id, {
      onDelete: 'set null',
    }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('worksheet_vehicles_worksheet_id_idx').on(t.worksheetId),
    index('worksheet_vehicles_shop_customer_id_idx').on(t.shopCustomerId),
    index('worksheet_vehicles_customer_vehicle_id_idx').on(t.customerVehicleId),
  ],
);

/**
 * A line of a worksheet. PART and KIT_SUMMARY lines point at a product and keep its line code,
 * part number, cost and price as they were when added; a kit's component lines point at their
 * KIT_SUMMARY line (parent_item_id), and go with it. The product key has no ON DELETE: the parts
 * catalog cannot be replaced while quotes point at its products.
 */
export const worksheetItems = pgTable(
  'worksheet_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    worksheetId: integer('worksheet_id')
      .notNull()
      .references(() => worksheets.id, { onDelete: 'cascade' }),
    itemType: worksheetItemType('item_type').notNull(),
    description: text('description').notNull(),
    quantity: numeric('quantity', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    /** The shop's cost per unit; null when unknown. */
    itemCost: numeric('item_cost', { precision: 12, scale: 2, mode: 'number' }),
    /** The customer's price per unit (the rate per hour of labor); null when there is none. */
    customerPrice: numeric('customer_price', { precision: 12, scale: 2, mode: 'number' }),
    /** The vehicle the line was added for. */
    worksheetVehicleId: integer('worksheet_vehicle_id').references(() => worksheetVehicles.id, {
      onDelete: 'set null',
    }),
    laborGroup: text('labor_group'),
    laborSubgroup: text('labor_subgroup'),
    laborPartTypeId: text('labor_part_type_id'),
    productId: integer('product_id').references(() => products.id),
    /** A kit component's KIT_SUMMARY line. */
    parentItemId: integer('parent_item_id').references((): AnyPgColumn => worksheetItems.id, {
      onDelete: 'cascade',
    }),
    /** On a KIT_SUMMARY line: ordered as one prebuilt product (it carries the price). */
    prebuilt: boolean('prebuilt'),
    productOrigin: productOrigin('product_origin'),
    productOriginDetails: text('product_origin_details'),
    lineCode: text('line_code'),
    partNumber: text('part_number'),
    /** The store the line is sourced from: the shop's home store when it was added. */
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    // A worksheet's lines, and a product's own line on it (addproduct's): by worksheet, then product.
    index('worksheet_items_worksheet_product_idx').on(t.worksheetId, t.productId),
    index('worksheet_items_product_id_idx').on(t.productId),
    index('worksheet_items_parent_item_id_idx').on(t.parentItemId),
  ],
);

/**
 * The orders submits made, keyed by the idempotency key the client sent (per shop): a retried
 * submit finds its row and answers the stored result. A submit claims its key (and its worksheet:
 * one order per worksheet) with INSERT ... ON CONFLICT DO NOTHING before anything else, so a
 * second submit with the same key waits for the first to commit and then reads its result, and
 * one with another key on the same worksheet finds it taken. result is filled in the same
 * transaction, so a committed row always has one. A key is bound to its user, its worksheet and
 * its request (request_hash): the same key with any of them different is refused, never replayed.
 */
export const worksheetOrders = pgTable(
  'worksheet_orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    idempotencyKey: uuid('idempotency_key').notNull(),
    worksheetId: integer('worksheet_id')
      .notNull()
      .unique()
      .references(() => worksheets.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /**
     * SHA-256 (hex) of the submit's validated request without its key (canonical JSON, keys
     * sorted): a retry must send the same. Null on orders placed before it was kept (migration
     * 0011), which no retry matches.
     */
    requestHash: text('request_hash'),
    /** The SubmitWorksheetResult answered, for retries. */
    result: jsonb('result'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [unique('worksheet_orders_shop_key').on(t.shopId, t.idempotencyKey)],
);

/**
 * The vehicles a shop picked lately, for every user of the shop. A repeat pick of the same base
 * vehicle, VIN and plate moves the row to the top (created_at) instead of adding one; the unique
 * key treats a missing VIN or plate as a value so that holds without them too.
 */
export const recentVehicles = pgTable(
  'recent_vehicles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** Who picked it last. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    baseVehicleId: integer('base_vehicle_id')
      .notNull()
      .references(() => baseVehicles.id),
    engineId: integer('engine_id'),
    submodelId: integer('submodel_id'),
    vin: text('vin'),
    plate: text('plate'),
    state: text('state'),
    /** Came from a VIN scanner: the recent table shows a phone icon and the notes. */
    sourceVinScanner: boolean('source_vin_scanner').notNull().default(false),
    vehicleNotes: text('vehicle_notes'),
    /**
     * The retained fitment answers last kept with this vehicle (worksheet_vehicles'): a pick of it
     * again by VIN, plate or from the list starts with them.
     */
    qualifierAnswers: jsonb('qualifier_answers')
      .$type<{ attributeId: number; valueId: number }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('recent_vehicles_shop_created_idx').on(t.shopId, t.createdAt.desc()),
    unique('recent_vehicles_pick_key')
      .on(t.shopId, t.baseVehicleId, t.vin, t.plate)
      .nullsNotDistinct(),
  ],
);
