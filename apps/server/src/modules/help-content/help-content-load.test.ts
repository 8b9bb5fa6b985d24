import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ContentLanguageId } from '@procounter/shared/contracts/help-content';
import { LANGUAGE_IDS } from '@procounter/shared/domain/constants';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { contentMenus, knowledgeArticles, knowledgeCategories } from '../../db/schema/index';
import { HELP_CONTENT_DIR } from '../../paths';
import { findArticle } from './help-content.repository';
import { loadHelpContentIfEmpty } from './help-content-load';
import { readStarterContent } from './starter-content';
import {
  clearHelpContent,
  FIXTURE,
  FIXTURE_CONTENT_DIR,
  replaceHelpContentWithFixtures,
} from './test-fixtures/fixture-content';

let t: TestApp;
let scratch: string;

beforeAll(async () => {
  t = await buildTestApp();
  scratch = await mkdtemp(path.join(os.tmpdir(), 'procounter-help-content-'));
});
afterAll(async () => {
  await t.close();
  await rm(scratch, { recursive: true, force: true });
});

/** A copy of the fixture folder with one file replaced. */
async function fixturesWith(file: string, text: string) {
  const dir = await mkdtemp(path.join(scratch, 'content-'));
  await cp(FIXTURE_CONTENT_DIR, dir, { recursive: true });
  await writeFile(path.join(dir, file), text);
  return dir;
}

const article = (identifier: string, languageId: ContentLanguageId) =>
  findArticle(t.db, identifier, languageId);

describe('loadHelpContentIfEmpty with the fixture folder', () => {
  it('loads categories, articles and menus of both languages into an empty database', async () => {
    const loaded = await replaceHelpContentWithFixtures(t.db);
    expect(loaded).toEqual({ categories: 6, articles: 8, menus: 2 });

    const categories = await t.db
      .select()
      .from(knowledgeCategories)
      .where(eq(knowledgeCategories.languageId, LANGUAGE_IDS.es));
    expect(
      categories.map((c) => [c.identifier, c.name, c.parentIdentifier, c.sortOrder, c.live]).sort(),
    ).toEqual([
      ['fixture-cores', 'Cascos', 'fixture-returns', 1, true],
      ['fixture-ordering', 'Pedidos', null, 2, true],
      ['fixture-returns', 'Devoluciones', null, 1, true],
    ]);

    const english = await article(FIXTURE.publicArticle, LANGUAGE_IDS.en);
    expect(english).toMatchObject({
      title: 'How do I return a core?',
      urlTitle: 'return-a-core',
      excerpt: 'Bring the old part back to your home store with the invoice.',
      categories: ['fixture-cores'],
      audience: 'PUBLIC',
      live: true,
      modDate: new Date('2026-10-14T15:30:00Z'),
      modifiedBy: null,
    });
    // Markdown (a GFM table too) became HTML; the raw script in the file did not survive.
    expect(english?.content).toContain('<h2>Returning a core</h2>');
    expect(english?.content).toContain(
      '<strong>old part</strong> to your <a href="/help/article/fixture-store">home store</a>',
    );
    expect(english?.content).toContain('<th>Part</th>');
    expect(english?.content).not.toContain('script');

    const spanish = await article(FIXTURE.publicArticle, LANGUAGE_IDS.es);
    expect(spanish).toMatchObject({
      title: '¿Cómo devuelvo un casco?',
      urlTitle: 'devolver-un-casco',
    });
    expect(await article(FIXTURE.draftArticle, LANGUAGE_IDS.en)).toMatchObject({ live: false });
    expect(await article(FIXTURE.generalArticle, LANGUAGE_IDS.es)).toMatchObject({
      audience: 'GENERAL',
    });

    const [menu] = await t.db
      .select()
      .from(contentMenus)
      .where(
        and(eq(contentMenus.menuSlug, FIXTURE.menuSlug), eq(contentMenus.languageId, 4963328)),
      );
    expect(menu).toMatchObject({ name: 'Recursos', live: true });
    expect(menu?.menuItems).toEqual([
      {
        title: 'Comprobante de buzón (PDF)',
        linkUrl: null,
        linkToFile: '/docs/drop-box-slip.pdf',
        icon: '/help-icons/document.svg',
        iconScaleWidth: 24,
        iconScaleHeight: 24,
        iconPadding: 4,
      },
      {
        title: 'Pedido de inventario',
        linkUrl: '/stockorder',
        linkToFile: null,
        icon: '/help-icons/box.svg',
        iconScaleWidth: 24,
        iconScaleHeight: 24,
        iconPadding: 4,
      },
    ]);
  });

  it('does nothing on a database that has articles already', async () => {
    await replaceHelpContentWithFixtures(t.db);
    await t.db
      .update(knowledgeArticles)
      .set({ title: 'Edited in the app' })
      .where(eq(knowledgeArticles.identifier, FIXTURE.publicArticle));
    const before = await t.db.$count(knowledgeCategories);

    expect(await loadHelpContentIfEmpty(t.db, FIXTURE_CONTENT_DIR)).toBeUndefined();
    expect((await article(FIXTURE.publicArticle, LANGUAGE_IDS.en))?.title).toBe(
      'Edited in the app',
    );
    expect(await t.db.$count(knowledgeCategories)).toBe(before);
  });

  it.each([
    [
      'an article whose front matter breaks the rules',
      'articles/es/fixture-statements.md',
      '---\nidentifier: fixture-statements\ntitle: ""\nurlTitle: Not_A_Slug\nexcerpt: x\ncategories: [fixture-ordering]\nmodDate: 2026-09-01T12:00:00Z\n---\nBody',
      /articles\/es\/fixture-statements\.md: title: validation:required[\s\S]*articles\/es\/fixture-statements\.md: urlTitle: helpAdmin:errors\.identifier/,
    ],
    [
      'an article of a category that does not exist',
      'articles/en/fixture-statements.md',
      '---\nidentifier: fixture-statements\ntitle: Statements\nurlTitle: statements\nexcerpt: x\ncategories: [billing]\nmodDate: 2026-09-01T12:00:00Z\n---\nBody',
      /articles\/en\/fixture-statements\.md: unknown categories: billing/,
    ],
    [
      'an article dated in year 0, which the database cannot hold',
      'articles/en/fixture-draft.md',
      '---\nidentifier: fixture-draft\ntitle: Draft\nurlTitle: draft\nexcerpt: x\ncategories: [fixture-returns]\nmodDate: 0000-11-01T08:00:00Z\n---\nBody',
      /articles\/en\/fixture-draft\.md: modDate: validation:dateRange/,
    ],
    [
      'an article without front matter',
      'articles/en/fixture-draft.md',
      '# Just Markdown\n',
      /articles\/en\/fixture-draft\.md: has no front matter/,
    ],
    [
      'an article whose identifier is not its file name',
      'articles/en/fixture-draft.md',
      '---\nidentifier: another-name\ntitle: Draft\nurlTitle: draft\nexcerpt: x\ncategories: [fixture-returns]\nmodDate: 2026-11-01T08:00:00Z\n---\nBody',
      /articles\/en\/fixture-draft\.md: the identifier another-name differs from the file name/,
    ],
    [
      'a URL title used twice in a language',
      'articles/en/fixture-draft.md',
      '---\nidentifier: fixture-draft\ntitle: Draft\nurlTitle: return-a-core\nexcerpt: x\ncategories: [fixture-returns]\nmodDate: 2026-11-01T08:00:00Z\n---\nBody',
      /articles\/en\/fixture-draft\.md: the URL title return-a-core is also used by articles\/en\/fixture-core-returns\.md/,
    ],
    [
      'a category name with an unquoted comma',
      'categories.yaml',
      '- identifier: fixture-ordering\n  sortOrder: 1\n  name: { en: Year, Make and Model, es: Año }\n',
      /categories\.yaml: 0\.name: Unrecognized key/,
    ],
    [
      'a menu file that is not YAML',
      'menus.yaml',
      '- menuSlug: [unclosed\n',
      /menus\.yaml: is not valid YAML/,
    ],
  ])('refuses %s, naming the file, and writes nothing', async (_what, file, text, message) => {
    const dir = await fixturesWith(file, text);
    await clearHelpContent(t.db);
    await expect(loadHelpContentIfEmpty(t.db, dir)).rejects.toThrow(message);
    expect(await t.db.$count(knowledgeArticles)).toBe(0);
    expect(await t.db.$count(knowledgeCategories)).toBe(0);
    expect(await t.db.$count(contentMenus)).toBe(0);
  });

  it('refuses a missing folder', async () => {
    await clearHelpContent(t.db);
    await expect(loadHelpContentIfEmpty(t.db, path.join(scratch, 'nothing-here'))).rejects.toThrow(
      /categories\.yaml: cannot be read/,
    );
  });
});

describe('the real starter content (apps/server/content/help)', () => {
  it('loads, with parents and children, 30+ live articles per language, every article in both', async () => {
    const content = await readStarterContent(HELP_CONTENT_DIR);
    const parents = content.categories.filter((c) => c.parent === null);
    const children = content.categories.filter((c) => c.parent !== null);
    expect(parents.length).toBeGreaterThanOrEqual(6);
    expect(children.length).toBeGreaterThan(0);

    await clearHelpContent(t.db);
    const loaded = await loadHelpContentIfEmpty(t.db);
    expect(loaded?.articles).toBe(content.articles.length);

    const rows = await t.db.select().from(knowledgeArticles);
    const categoryRows = await t.db.select().from(knowledgeCategories);
    for (const languageId of [LANGUAGE_IDS.en, LANGUAGE_IDS.es]) {
      const live = rows.filter((r) => r.languageId === languageId && r.live);
      expect(live.length, `live articles of language ${languageId}`).toBeGreaterThanOrEqual(30);
      const categories = new Set(
        categoryRows.filter((c) => c.languageId === languageId).map((c) => c.identifier),
      );
      for (const row of rows.filter((r) => r.languageId === languageId)) {
        for (const category of row.categories) {
          expect(categories.has(category), `${row.identifier}: category ${category}`).toBe(true);
        }
      }
    }
    const english = new Set(
      rows.filter((r) => r.languageId === LANGUAGE_IDS.en).map((r) => r.identifier),
    );
    const spanish = new Set(
      rows.filter((r) => r.languageId === LANGUAGE_IDS.es).map((r) => r.identifier),
    );
    expect([...english].sort()).toEqual([...spanish].sort());
  });
});
