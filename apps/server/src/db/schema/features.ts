import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { stores } from './shops';

/** Feature flags, switched globally. */
export const features = pgTable('features', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  descriptor: text('descriptor').notNull().unique(),
  enabled: boolean('enabled').notNull().default(false),
  updatedAt: updatedAt(),
});

/** A store's own setting of a feature; absent means the global setting applies. */
export const storeFeatures = pgTable(
  'store_features',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    featureId: integer('feature_id')
      .notNull()
      .references(() => features.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.featureId] })],
);
