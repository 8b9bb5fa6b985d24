import { and, asc, eq, max } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { features, storeFeatures, stores } from '../../db/schema/index';
import { latestOf } from '../../lib/dates';

export function findGlobalFeatures(db: Database) {
  return db
    .select({ descriptor: features.descriptor, enabled: features.enabled })
    .from(features)
    .orderBy(asc(features.descriptor));
}

export async function storeExists(db: Database, storeId: number) {
  const [row] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
  return row !== undefined;
}

/** Every feature with the store's own setting, null where the store has none. */
export function findFeaturesOfStore(db: Database, storeId: number) {
  return (
    db
      .select({
        descriptor: features.descriptor,
        globalEnabled: features.enabled,
        storeEnabled: storeFeatures.enabled,
      })
      .from(features)
      // The store is part of the join condition so features without a row for it still appear.
      .leftJoin(
        storeFeatures,
        and(eq(storeFeatures.featureId, features.id), eq(storeFeatures.storeId, storeId)),
      )
      .orderBy(asc(features.descriptor))
  );
}

export async function findFeaturesLastModified(db: Database): Promise<Date | null> {
  const [global] = await db.select({ at: max(features.updatedAt) }).from(features);
  const [perStore] = await db.select({ at: max(storeFeatures.updatedAt) }).from(storeFeatures);
  return latestOf(global?.at, perStore?.at);
}
