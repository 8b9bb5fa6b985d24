import type { Database } from '../../db/client';
import type { Bus, BusLog } from '../../lib/bus';
import { dropBrands } from '../brands/brands.service';
import { dropCachedVehicleAnswers } from '../vehicles/vehicles.service';
import { dropSearchIndex } from './search-index';

// The catalogs change under a running server only through `npm run catalog:generate` (another
// process, on PostgreSQL: PGlite's data directory is one process's). Each server process keeps
// what it read of them (the typeahead index, the brands, the vehicle pickers' answers), so the command
// announces the change on the bus once its transaction has committed, and every process drops
// those and reads the tables again on next use.

export const CATALOG_CHANGED_CHANNEL = 'catalog_changed';

export interface CatalogChange {
  /** Which catalog: the parts catalog (with its part types) or the vehicle catalog. */
  catalog: 'parts' | 'vehicles';
}

/** Tells every server process on the database that a catalog changed; call after the commit. */
export async function announceCatalogChange(bus: Bus, change: CatalogChange) {
  await bus.publish(CATALOG_CHANGED_CHANNEL, change);
}

/** Drops this app's catalog caches whenever a change is announced; answers the function that stops. */
export function followCatalogChanges(
  db: Database,
  bus: Bus,
  log: BusLog & { info(object: object, message: string): void },
): Promise<() => Promise<void>> {
  return bus.subscribe(CATALOG_CHANGED_CHANNEL, (message) => {
    dropSearchIndex(db);
    dropBrands(db);
    dropCachedVehicleAnswers(db);
    log.info({ change: message }, 'catalog changed: its caches are read again');
  });
}
