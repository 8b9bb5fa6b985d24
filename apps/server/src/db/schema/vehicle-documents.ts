import type { InspectionForm } from '@procounter/shared/contracts/vehicle-documents';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, instant } from './columns';
import { customerVehicles } from './customers';
import { shops } from './shops';
import { users } from './users';

/**
 * A document kept on a shop's customer vehicle (issue 25 part 5): an uploaded photo or PDF, or a
 * filled vehicle inspection form drawn into a PDF (its fields kept in `inspection`, so it can be
 * drawn again). The bytes live in the row (DESIGN.md 6b); the media type is read from them when
 * uploaded. The shop id is the customer's shop, kept on the row so every read filters by it.
 */
export const vehicleDocuments = pgTable(
  'vehicle_documents',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    customerVehicleId: integer('customer_vehicle_id')
      .notNull()
      .references(() => customerVehicles.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['INSPECTION', 'PHOTO', 'PDF'] }).notNull(),
    fileName: text('file_name').notNull(),
    mediaType: text('media_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: bytea('content').notNull(),
    inspection: jsonb('inspection').$type<InspectionForm>(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('vehicle_documents_vehicle_idx').on(t.shopId, t.customerVehicleId, t.createdAt.desc()),
    check('vehicle_documents_kind_check', sql`${t.kind} in ('INSPECTION', 'PHOTO', 'PDF')`),
    check(
      'vehicle_documents_inspection_check',
      sql`(${t.kind} = 'INSPECTION') = (${t.inspection} is not null)`,
    ),
  ],
);
