import { type Clock, systemClock } from '../lib/clock';
import {
  type HelpContentLoad,
  loadHelpContentIfEmpty,
} from '../modules/help-content/help-content-load';
import {
  loadInterchangeIfMissing,
  loadPartsCatalogIfEmpty,
  type PartsCatalogSummary,
} from '../modules/parts-catalog/parts-catalog-load';
import { loadCatalogIfEmpty } from '../modules/vehicles/catalog-load';
import type { DatabaseHandle } from './client';
import { migrateDatabase } from './migrate';
import {
  seedDemoApprovals,
  seedDemoCounterWork,
  seedDemoCustomers,
  seedDemoIfEmpty,
  seedDemoNamedQuote,
  seedDemoRecentVehicles,
} from './seed/demo';
import { seedDemoCarAccount } from './seed/demo-car-account';
import { seedDemoChat } from './seed/demo-chat';
import { seedDemoCompany } from './seed/demo-company';
import { seedDemoEmployees } from './seed/demo-employees';
import { seedDemoShopJobs } from './seed/demo-jobs';
import { seedDemoLaborClaims } from './seed/demo-labor-claims';
import { seedDemoStatements } from './seed/demo-statements';
import { seedDemoVehicleDocuments } from './seed/demo-vehicle-documents';
import { ensureReferenceData } from './seed/reference';

// The one way a database is made ready: the server's start (main.ts), `npm run db:seed`, the
// parts catalog CLI, the test template and the benchmark database all call prepareDatabase, so a
// database any of them made is one the others find ready. Every step is idempotent: it writes
// only what is missing (the demo data when there are no users, each catalog and the Help
// Center's content when there is none), so running it again does nothing.

export interface PrepareDatabaseOptions {
  /** Write the demo data when the database has no users yet (SEED_DEMO; always for db:seed). */
  seedDemo: boolean;
  /**
   * Puts the parts catalog in place; default the demo catalog when there is none. The parts
   * catalog CLI and the benchmarks give one that generates a catalog of another scale.
   */
  partsCatalog?: (handle: DatabaseHandle) => Promise<PartsCatalogSummary | undefined>;
  /** Load the Help Center's starter content when there is none (default true). */
  helpContent?: boolean;
  clock?: Clock;
}

export interface DatabasePreparation {
  /** Whether the demo data was written now. */
  seeded: boolean;
  /** Whether the vehicle catalog was loaded now. */
  catalogLoaded: boolean;
  /** The parts catalog written now, if one was. */
  partsCatalog: PartsCatalogSummary | undefined;
  /** The Help Center content written now, if any was. */
  helpContent: HelpContentLoad | undefined;
  /** Where the time went, in milliseconds (the server logs them at start-up). */
  milliseconds: {
    /** Migrations, reference data and the demo data. */
    migrate: number;
    /** The vehicle catalog. */
    catalog: number;
    /** The parts catalog, and the demo's recent vehicles, quotes and customers. */
    partsCatalog: number;
    helpContent: number;
  };
}

/**
 * Migrates the database and writes what is missing, in this order: reference data, the demo data
 * (seedDemo, on an empty database), the vehicle catalog, the parts catalog (its fitment points at
 * base vehicles), the demo's recent vehicles, quotes, orders, customers, approval links and the
 * car-customer account's customer record and quotes (catalog vehicles and products too), the Help
 * Center's content.
 */
export async function prepareDatabase(
  handle: DatabaseHandle,
  options: PrepareDatabaseOptions,
): Promise<DatabasePreparation> {
  const clock = options.clock ?? systemClock;
  const started = performance.now();
  await migrateDatabase(handle);
  await ensureReferenceData(handle.db);
  const seeded = options.seedDemo ? await seedDemoIfEmpty(handle.db, clock) : false;
  const migratedAt = performance.now();
  const catalogLoaded = await loadCatalogIfEmpty(handle.db);
  const catalogAt = performance.now();
  const partsCatalog = await (options.partsCatalog ?? loadPartsCatalogIfEmpty)(handle);
  // A catalog loaded before the part interchange (migration 0029) gets its numbers now.
  if (!partsCatalog) await loadInterchangeIfMissing(handle);
  if (seeded) {
    await seedDemoRecentVehicles(handle.db, clock);
    await seedDemoCounterWork(handle.db, clock);
    await seedDemoNamedQuote(handle.db);
    await seedDemoCustomers(handle.db, clock);
    await seedDemoApprovals(handle.db, clock);
    await seedDemoCarAccount(handle.db, clock);
    await seedDemoCompany(handle.db, clock);
    await seedDemoEmployees(handle.db, clock);
    await seedDemoShopJobs(handle.db);
    await seedDemoChat(handle.db, clock);
    await seedDemoStatements(handle.db, clock);
    // After the orders it claims on (it invoices the two oldest if the statements seed has not).
    await seedDemoLaborClaims(handle.db, clock);
    await seedDemoVehicleDocuments(handle.db, clock);
  }
  const partsCatalogAt = performance.now();
  const helpContent =
    options.helpContent === false ? undefined : await loadHelpContentIfEmpty(handle.db);
  return {
    seeded,
    catalogLoaded,
    partsCatalog,
    helpContent,
    milliseconds: {
      migrate: migratedAt - started,
      catalog: catalogAt - migratedAt,
      partsCatalog: partsCatalogAt - catalogAt,
      helpContent: performance.now() - partsCatalogAt,
    },
  };
}
