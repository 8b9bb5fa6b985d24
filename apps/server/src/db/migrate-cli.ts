// npm run db:migrate: applies the migrations and the reference data, then exits.
import { loadConfig } from '../config';
import { createDatabase } from './client';
import { migrateDatabase } from './migrate';
import { ensureReferenceData } from './seed/reference';

const config = loadConfig();
const database = await createDatabase(config);
try {
  await migrateDatabase(database);
  await ensureReferenceData(database.db);
  console.log(`migrated the ${database.kind} database`);
} finally {
  await database.close();
}
