// npm run db:seed: prepares the database as a start does (prepare.ts: migrations, the catalogs and
// the Help Center's starter content when they are missing), and writes the demo data when the
// database has no users yet, whatever SEED_DEMO says: asking for the seed is asking for the demo.
import { loadConfig } from '../config';
import { createDatabase } from './client';
import { prepareDatabase } from './prepare';

const config = loadConfig();
const database = await createDatabase(config);
try {
  const { seeded, helpContent } = await prepareDatabase(database, { seedDemo: true });
  console.log(seeded ? 'demo data written' : 'the database already has users; nothing written');
  console.log(
    helpContent
      ? `Help Center starter content written: ${helpContent.articles} articles, ${helpContent.categories} categories`
      : 'the database already has Help Center content; nothing written',
  );
} finally {
  await database.close();
}
