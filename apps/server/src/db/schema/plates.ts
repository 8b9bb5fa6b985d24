import { jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

// Plate to VIN (DESIGN.md section 3). Plates are stored normalised: upper-cased, without spaces
// and dashes, so 'shop 123' and 'SHOP-123' find the same registration.

/** The default provider's registry: which VINs a state's plate belongs to. */
export const plateRegistrations = pgTable(
  'plate_registrations',
  {
    state: text('state').notNull(),
    plate: text('plate').notNull(),
    vin: text('vin').notNull(),
  },
  (t) => [primaryKey({ columns: [t.state, t.plate, t.vin] })],
);

/** The provider's last answer per state and plate ([{plate, vin, state}]), reused for a day. */
export const plateLookups = pgTable(
  'plate_lookups',
  {
    state: text('state').notNull(),
    plate: text('plate').notNull(),
    answer: jsonb('answer').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.state, t.plate] })],
);
