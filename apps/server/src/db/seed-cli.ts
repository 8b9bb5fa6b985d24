// npm run db:seed: migrates, then writes the demo data when the database has no users yet (with
// the vehicle catalog, which the demo's recent vehicles point at, and the parts catalog), and the
// Help Center's starter content when there is none yet (as every start does).
import { loadConfig } from '../config';
import { systemClock } from '../lib/clock';
import { loadHelpContentIfEmpty } from '../modules/help-content/help-content-load';
import { loadPartsCatalogIfEmpty } from '../modules/parts-catalog/parts-catalog-load';
import { loadCatalogIfEmpty } from '../modules/vehicles/catalog-load';
import { createDatabase } from './client';
import { migrateDatabase } from './migrate';
import { seedDemoIfEmpty, seedDemoRecentVehicles } from './seed/demo';
import { ensureReferenceData } from './seed/reference';

const config = loadConfig();
const database = await createDatabase(config);
try {
  await migrateDatabase(database);
  await ensureReferenceData(database.db);
  const seeded = await seedDemoIfEmpty(database.db, systemClock);
  if (seeded) {
    await loadCatalogIfEmpty(database.db);
    await loadPartsCatalogIfEmpty(database);
    await seedDemoRecentVehicles(database.db, systemClock);
  }
  console.log(seeded ? 'demo data written' : 'the database already has users; nothing written');
  const helpContent = await loadHelpContentIfEmpty(database.db);
  console.log(
    helpContent
      ? `Help Center starter content written: ${helpContent.articles} articles, ${helpContent.categories} categories`
      : 'the database already has Help Center content; nothing written',
  );
} finally {
  await database.close();
}
