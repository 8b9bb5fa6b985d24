import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appConstants } from '../../db/schema/index';

export async function findConstants(db: Database, keys: string[]) {
  if (keys.length === 0) return new Map<string, unknown>();
  const rows = await db.select().from(appConstants).where(inArray(appConstants.key, keys));
  return new Map(rows.map((r) => [r.key, r.value]));
}
