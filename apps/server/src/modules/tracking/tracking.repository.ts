import type { Database } from '../../db/client';
import { usageEvents } from '../../db/schema/index';

export type NewUsageEvent = typeof usageEvents.$inferInsert;

export async function insertUsageEvent(db: Database, event: NewUsageEvent): Promise<void> {
  await db.insert(usageEvents).values(event);
}
