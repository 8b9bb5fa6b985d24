import { boolean, doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

export const companies = pgTable('companies', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  accountName: text('account_name').notNull(),
  demo: boolean('demo').notNull().default(false),
  accountStatus: text('account_status').notNull().default('ACTIVE'),
  arGroupCode: text('ar_group_code'),
  paymentMethod: text('payment_method'),
  partsPayoffVisible: boolean('parts_payoff_visible').notNull().default(false),
  shopReferralEligible: boolean('shop_referral_eligible').notNull().default(false),
  street1: text('street1').notNull(),
  street2: text('street2'),
  city: text('city').notNull(),
  state: text('state').notNull(),
  zip: text('zip').notNull(),
  garageBayIdVisible: boolean('garage_bay_id_visible').notNull().default(false),
  garageBayIdRequired: boolean('garage_bay_id_required').notNull().default(false),
  vehicleFleetIdVisible: boolean('vehicle_fleet_id_visible').notNull().default(false),
  vehicleFleetIdRequired: boolean('vehicle_fleet_id_required').notNull().default(false),
  poVisible: boolean('po_visible').notNull().default(false),
  poRequired: boolean('po_required').notNull().default(false),
  poValidationMask: text('po_validation_mask'),
  /**
   * Days from a statement's date to its due date (issue 23) for an ON_ACCOUNT company; a COD
   * company pays on delivery (cash or credit_card), so its statements are due on their date.
   */
  paymentTermsDays: integer('payment_terms_days').notNull().default(30),
  updatedAt: updatedAt(),
});

export const territorySalesManagers = pgTable('territory_sales_managers', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tsmNumber: text('tsm_number').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
});

/** A parts store; its id is the store number. */
export const stores = pgTable('stores', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  address2: text('address2'),
  city: text('city').notNull(),
  state: text('state').notNull(),
  zipCode: text('zip_code').notNull(),
  phone: text('phone'),
  tsmId: integer('tsm_id').references(() => territorySalesManagers.id, { onDelete: 'set null' }),
  /** Marked down: it takes no orders (submit answers 503 STORE_DOWN). */
  down: boolean('down').notNull().default(false),
  /** Where it is (WGS 84 degrees): nearby stores are ordered by distance; null: unknown. */
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
});

/** A shop; its id is the shop number that users see. */
export const shops = pgTable(
  'shops',
  {
    id: integer('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    accountNumber: text('account_number').notNull().unique(),
    shopName: text('shop_name').notNull(),
    shopPhone: text('shop_phone'),
    zip: text('zip').notNull(),
    state: text('state').notNull(),
    homeStoreId: integer('home_store_id').references(() => stores.id, { onDelete: 'set null' }),
    motorData: boolean('motor_data').notNull().default(false),
    carCustomer: boolean('car_customer').notNull().default(false),
    hideCosts: boolean('hide_costs').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [index('shops_company_id_idx').on(t.companyId)],
);
