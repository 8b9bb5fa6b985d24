import { WORKSHEET_ITEM_TYPES } from '@procounter/shared/contracts/worksheet';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { instant, updatedAt } from './columns';
import { shops } from './shops';
import { users } from './users';
import { baseVehicles } from './vehicles';

// Quotes (worksheets) and the vehicles chosen for them (spec 001 sections 3 and 4). Submitting a
// quote (confirmation number, submitted time) and product lines come later as added columns.

/** OPEN quotes take vehicles and lines; SUBMITTED and LOCKED ones answer 409 WORKSHEET_LOCKED. */
export const WORKSHEET_STATUSES = ['OPEN', 'SUBMITTED', 'LOCKED'] as const;
export type WorksheetStatus = (typeof WORKSHEET_STATUSES)[number];

export const worksheetStatus = pgEnum('worksheet_status', WORKSHEET_STATUSES);
export const worksheetItemType = pgEnum('worksheet_item_type', WORKSHEET_ITEM_TYPES);

/** A quote of a shop, started by a user (its owner). */
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
    /** The vehicle shown as current; one of this worksheet's worksheet_vehicles. */
    currentVehicleId: integer('current_vehicle_id').references(
      (): AnyPgColumn => worksheetVehicles.id,
      { onDelete: 'set null' },
    ),
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
    shopCustomerFirst: text('shop_customer_first'),
    shopCustomerLast: text('shop_customer_last'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('worksheet_vehicles_worksheet_id_idx').on(t.worksheetId)],
);

/** A line of a worksheet. Product references (line code, part number) come with the parts catalog. */
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
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('worksheet_items_worksheet_id_idx').on(t.worksheetId)],
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
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('recent_vehicles_shop_created_idx').on(t.shopId, t.createdAt.desc()),
    unique('recent_vehicles_pick_key')
      .on(t.shopId, t.baseVehicleId, t.vin, t.plate)
      .nullsNotDistinct(),
  ],
);
