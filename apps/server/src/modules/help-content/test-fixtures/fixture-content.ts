import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { loadHelpContentIfEmpty } from '../help-content-load';

/** A small stand-in for apps/server/content/help, for tests that need known content. */
export const FIXTURE_CONTENT_DIR = import.meta.dirname;

/** What the fixtures hold, by role in the tests. */
export const FIXTURE = {
  parents: ['fixture-returns', 'fixture-ordering'],
  child: 'fixture-cores',
  publicArticle: 'fixture-core-returns',
  generalArticle: 'fixture-statements',
  carArticle: 'fixture-fleet',
  draftArticle: 'fixture-draft',
  menuSlug: 'fixture-menu',
} as const;

/** Removes every piece of help content (the starter content of the template too). */
export async function clearHelpContent(db: Database) {
  // One statement per table: a parent and its children go together, so the parent key holds.
  await db.execute(sql`delete from knowledge_articles`);
  await db.execute(sql`delete from knowledge_categories`);
  await db.execute(sql`delete from content_menus`);
}

/** The database's help content replaced by the fixtures'. */
export async function replaceHelpContentWithFixtures(db: Database) {
  await clearHelpContent(db);
  const loaded = await loadHelpContentIfEmpty(db, FIXTURE_CONTENT_DIR);
  if (!loaded) throw new Error('the fixture content was not loaded');
  return loaded;
}
