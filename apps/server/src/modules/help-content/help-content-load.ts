import { LANGUAGE_IDS } from '@procounter/shared/domain/constants';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { HELP_CONTENT_DIR } from '../../paths';
import {
  hasAnyArticle,
  insertStarterContent,
  type NewArticleRow,
  type NewCategoryRow,
  type NewMenuRow,
} from './help-content.repository';
import { sanitizeArticleHtml } from './sanitize-article-html';

// Every installation starts with the Help Center's starter content (apps/server/content/help),
// demo data or not: it is loaded when there is no article yet. After that the database is the
// truth and editors change content in the app; the files are not read again.

/** Held while loading, so two processes starting on one empty database load it once. */
const LOAD_LOCK_KEY = 6_000_001;

export interface HelpContentLoad {
  categories: number;
  articles: number;
  menus: number;
}

/**
 * Loads the starter content of `dir` in one transaction when knowledge_articles is empty; answers
 * what it wrote, or undefined when there was content already. Throws, naming the file, when a
 * file is not valid: nothing is written then.
 */
export async function loadHelpContentIfEmpty(
  db: Database,
  dir: string = HELP_CONTENT_DIR,
): Promise<HelpContentLoad | undefined> {
  if (await hasAnyArticle(db)) return undefined;

  // Only a load pays for reading YAML and Markdown: a start on a database with content does not.
  const [{ readStarterContent }, { Marked }] = await Promise.all([
    import('./starter-content'),
    import('marked'),
  ]);
  const markdown = new Marked({ gfm: true, async: false });
  const content = await readStarterContent(dir);
  const categories: NewCategoryRow[] = [];
  for (const category of content.categories) {
    for (const language of ['en', 'es'] as const) {
      categories.push({
        identifier: category.identifier,
        languageId: LANGUAGE_IDS[language],
        name: category.name[language],
        sortOrder: category.sortOrder,
        parentIdentifier: category.parent,
        live: true,
      });
    }
  }
  const articles: NewArticleRow[] = [];
  for (const article of content.articles) {
    articles.push({
      identifier: article.identifier,
      languageId: article.languageId,
      title: article.title,
      urlTitle: article.urlTitle,
      excerpt: article.excerpt,
      content: await sanitizeArticleHtml(markdown.parse(article.markdown) as string),
      categories: article.categories,
      audience: article.audience,
      live: article.live,
      modDate: article.modDate,
    });
  }
  const menus: NewMenuRow[] = content.menus.flatMap((menu) =>
    (['en', 'es'] as const).map((language) => ({
      menuSlug: menu.menuSlug,
      languageId: LANGUAGE_IDS[language],
      name: menu.name[language],
      menuItems: menu.items.map(({ title, ...item }) => ({ title: title[language], ...item })),
      live: true,
    })),
  );

  return withTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOAD_LOCK_KEY})`);
    // Another process may have loaded it while this one read the files.
    if (await hasAnyArticle(tx)) return undefined;
    await insertStarterContent(tx, { categories, articles, menus });
    return { categories: categories.length, articles: articles.length, menus: menus.length };
  });
}
