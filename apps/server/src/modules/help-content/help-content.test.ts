import { API, API_PREFIX } from '@procounter/shared/contracts/api-paths';
import {
  type ContentLanguageId,
  type CreateHelpArticleBody,
  type CreateHelpCategoryBody,
  HelpArticleRecordSchema,
  HelpArticleSummarySchema,
  HelpCategoryRecordSchema,
  KNOWLEDGE_ARTICLES_QUERY,
  KnowledgeArticlesAnswerSchema,
} from '@procounter/shared/contracts/help-content';
import { LANGUAGE_IDS } from '@procounter/shared/domain/constants';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bearer, buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { TestClock } from '../../../test/helpers/test-clock';
import { knowledgeCategories, users } from '../../db/schema/index';
import { findArticle } from './help-content.repository';
import { FIXTURE, replaceHelpContentWithFixtures } from './test-fixtures/fixture-content';

let t: TestApp;
const clock = new TestClock(new Date('2026-11-21T09:15:00.000Z'));
const { en, es } = LANGUAGE_IDS;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp({ clock });
  await replaceHelpContentWithFixtures(t.db);
  for (const login of ['marketing', 'support', 'tech']) {
    tokens[login] = (await t.login(login)).access_token;
  }
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';

function call(method: Method, path: string, as: string | null, payload?: object) {
  return t.app.inject({
    method,
    url: `${API_PREFIX}${path}`,
    headers: as ? bearer(tokens[as]!) : {},
    ...(payload ? { payload } : {}),
  });
}

async function userId(loginName: string) {
  const [row] = await t.db.select().from(users).where(eq(users.loginName, loginName));
  return row!.id;
}

const category = (overrides: Partial<CreateHelpCategoryBody> = {}): CreateHelpCategoryBody => ({
  languageId: en,
  name: 'Warranty',
  sortOrder: 5,
  parent: null,
  live: true,
  ...overrides,
});

const article = (overrides: Partial<CreateHelpArticleBody> = {}): CreateHelpArticleBody => ({
  languageId: en,
  title: 'How long is the warranty on a starter?',
  excerpt: 'Most starters carry a limited lifetime warranty.',
  content: '<p>Most starters carry a <strong>limited lifetime</strong> warranty.</p>',
  category: ['fixture-returns'],
  audience: 'PUBLIC',
  live: true,
  ...overrides,
});

async function created<T>(schema: z.ZodType<T>, path: string, body: object, as = 'marketing') {
  const response = await call('POST', path, as, body);
  expect(response.statusCode, response.body).toBe(201);
  return schema.parse(response.json());
}

async function storedCategory(identifier: string, languageId: number) {
  const [row] = await t.db
    .select()
    .from(knowledgeCategories)
    .where(
      and(
        eq(knowledgeCategories.identifier, identifier),
        eq(knowledgeCategories.languageId, languageId),
      ),
    );
  return row;
}

/** The stored row, modifiedBy too: the repository's read of one article. */
const storedArticle = (identifier: string, languageId: ContentLanguageId) =>
  findArticle(t.db, identifier, languageId);

describe('who may edit', () => {
  const routes: [Method, string, object | undefined][] = [
    ['GET', `${API.helpCategories}?languageId=1`, undefined],
    ['POST', API.helpCategories, category({ identifier: 'forbidden-category' })],
    ['PUT', API.helpCategory('fixture-ordering'), category()],
    ['PUT', API.helpCategoryLive('fixture-ordering'), { languageId: en, live: false }],
    ['GET', `${API.helpArticles}?languageId=1`, undefined],
    ['GET', `${API.helpArticle(FIXTURE.publicArticle)}?languageId=1`, undefined],
    ['POST', API.helpArticles, article({ identifier: 'forbidden-article' })],
    ['PUT', API.helpArticle(FIXTURE.publicArticle), article()],
    ['PUT', API.helpArticleLive(FIXTURE.publicArticle), { languageId: en, live: false }],
  ];

  it.each(routes)('answers 401 to an anonymous %s %s', async (method, path, payload) => {
    const response = await call(method, path, null, payload);
    expect(response.statusCode).toBe(401);
  });

  it.each(routes)(
    'answers 403 to a shop employee on %s %s, and changes nothing',
    async (method, path, payload) => {
      const response = await call(method, path, 'tech', payload);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    },
  );

  it('left every item as it was after the refused calls', async () => {
    expect(await storedCategory('forbidden-category', en)).toBeUndefined();
    expect(await storedArticle('forbidden-article', en)).toBeUndefined();
    expect((await storedCategory('fixture-ordering', en))?.live).toBe(true);
    expect((await storedArticle(FIXTURE.publicArticle, en))?.title).toBe('How do I return a core?');
  });

  it('lets marketing and support users edit', async () => {
    const byMarketing = await created(
      HelpCategoryRecordSchema,
      API.helpCategories,
      category({ name: 'Marketing made this' }),
      'marketing',
    );
    const bySupport = await call('PUT', API.helpCategory(byMarketing.identifier), 'support', {
      ...category({ name: 'Support changed this' }),
    });
    expect(bySupport.statusCode, bySupport.body).toBe(200);
    expect((await storedCategory(byMarketing.identifier, en))?.modifiedBy).toBe(
      await userId('support'),
    );
  });
});

describe('categories', () => {
  it('lists every category of a language with all children, published or not', async () => {
    await call('PUT', API.helpCategoryLive('fixture-cores'), 'marketing', {
      languageId: es,
      live: false,
    });
    const response = await call('GET', `${API.helpCategories}?languageId=${es}`, 'marketing');
    expect(response.statusCode).toBe(200);
    const list = z.array(HelpCategoryRecordSchema).parse(response.json());
    const returns = list.find((c) => c.identifier === 'fixture-returns');
    expect(returns).toMatchObject({
      name: 'Devoluciones',
      languageId: es,
      live: true,
      children: ['fixture-cores'],
    });
    expect(list.find((c) => c.identifier === 'fixture-cores')).toMatchObject({
      live: false,
      parent: 'fixture-returns',
    });
    await call('PUT', API.helpCategoryLive('fixture-cores'), 'marketing', {
      languageId: es,
      live: true,
    });
  });

  it('makes an identifier from the name, accents folded, unique with -2', async () => {
    const first = await created(
      HelpCategoryRecordSchema,
      API.helpCategories,
      category({ name: 'Garantía y núcleos' }),
    );
    expect(first).toEqual({
      identifier: 'garantia-y-nucleos',
      languageId: en,
      name: 'Garantía y núcleos',
      sortOrder: 5,
      parent: null,
      children: [],
      live: true,
      modDate: '2026-11-21T09:15:00.000Z',
    });
    const second = await created(
      HelpCategoryRecordSchema,
      API.helpCategories,
      category({ name: 'Garantia y Nucleos!' }),
    );
    expect(second.identifier).toBe('garantia-y-nucleos-2');
    const stored = await storedCategory(first.identifier, en);
    expect(stored?.modifiedBy).toBe(await userId('marketing'));
  });

  it('adds a translation under the identifier of the other language, once', async () => {
    const spanish = await created(
      HelpCategoryRecordSchema,
      API.helpCategories,
      category({ identifier: 'garantia-y-nucleos', languageId: es, name: 'Garantía y cascos' }),
    );
    expect(spanish).toMatchObject({ identifier: 'garantia-y-nucleos', languageId: es });
    expect((await storedCategory('garantia-y-nucleos', en))?.name).toBe('Garantía y núcleos');

    const again = await call('POST', API.helpCategories, 'marketing', {
      ...category({ identifier: 'garantia-y-nucleos', languageId: es, name: 'Otra' }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('IDENTIFIER_TAKEN');
  });

  it('creates a child under a top-level parent, which lists it', async () => {
    const child = await created(
      HelpCategoryRecordSchema,
      API.helpCategories,
      category({
        identifier: 'fixture-warranty',
        parent: 'fixture-returns',
        sortOrder: 2,
        live: false,
      }),
    );
    expect(child).toMatchObject({ parent: 'fixture-returns', live: false });
    const parent = await call('GET', `${API.helpCategories}?languageId=1`, 'marketing');
    expect(
      parent.json().find((c: { identifier: string }) => c.identifier === 'fixture-returns')
        .children,
    ).toEqual(['fixture-cores', 'fixture-warranty']);
  });

  it.each([
    ['a child as parent', { identifier: 'under-a-child', parent: 'fixture-cores' }],
    ['a parent that does not exist', { identifier: 'under-nothing', parent: 'no-such-category' }],
    // garantia-y-nucleos-2 exists in English only.
    [
      'a parent of the other language only',
      { identifier: 'under-english', parent: 'garantia-y-nucleos-2', languageId: es },
    ],
  ] as const)('answers 422 INVALID_PARENT for %s', async (_what, overrides) => {
    const response = await call('POST', API.helpCategories, 'marketing', category(overrides));
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('INVALID_PARENT');
    const languageId = 'languageId' in overrides ? overrides.languageId : en;
    expect(await storedCategory(overrides.identifier, languageId)).toBeUndefined();
  });

  it('replaces a category, and refuses to make a category with children a child (422)', async () => {
    clock.advance(60_000);
    const response = await call('PUT', API.helpCategory('fixture-ordering'), 'support', {
      languageId: en,
      name: 'Ordering parts',
      sortOrder: 3,
      parent: 'garantia-y-nucleos',
      live: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(HelpCategoryRecordSchema.parse(response.json())).toMatchObject({
      name: 'Ordering parts',
      sortOrder: 3,
      parent: 'garantia-y-nucleos',
      modDate: '2026-11-21T09:16:00.000Z',
    });

    const withChildren = await call('PUT', API.helpCategory('fixture-returns'), 'support', {
      ...category({ name: 'Returns' }),
      parent: 'garantia-y-nucleos',
    });
    expect(withChildren.statusCode).toBe(422);
    expect(withChildren.json().code).toBe('INVALID_PARENT');

    const itself = await call('PUT', API.helpCategory('fixture-ordering'), 'support', {
      ...category({ name: 'Ordering' }),
      parent: 'fixture-ordering',
    });
    expect(itself.statusCode).toBe(422);
    expect((await storedCategory('fixture-ordering', en))?.parentIdentifier).toBe(
      'garantia-y-nucleos',
    );
  });

  it('publishes and unpublishes, stamping the time and the user', async () => {
    clock.advance(60_000);
    const response = await call('PUT', API.helpCategoryLive('fixture-warranty'), 'support', {
      languageId: en,
      live: true,
    });
    expect(response.statusCode).toBe(200);
    expect(HelpCategoryRecordSchema.parse(response.json())).toMatchObject({
      live: true,
      modDate: '2026-11-21T09:17:00.000Z',
    });
    expect((await storedCategory('fixture-warranty', en))?.modifiedBy).toBe(
      await userId('support'),
    );
  });

  it('answers 404 for a category without a version in the language', async () => {
    for (const [method, path, payload] of [
      ['PUT', API.helpCategory('no-such-category'), category()],
      ['PUT', API.helpCategory('fixture-warranty'), category({ languageId: es })],
      ['PUT', API.helpCategoryLive('no-such-category'), { languageId: en, live: true }],
    ] as const) {
      const response = await call(method, path, 'marketing', payload);
      expect(response.statusCode, path).toBe(404);
    }
  });

  it.each([
    ['a bad identifier', { identifier: 'Bad_Identifier' }, 'identifier'],
    ['a missing name', { name: '  ' }, 'name'],
    ['a name over 100 characters', { name: 'N'.repeat(101) }, 'name'],
    ['a sort order over 9999', { sortOrder: 10_000 }, 'sortOrder'],
    ['an unknown language', { languageId: 2 as never }, 'languageId'],
    ['an unknown field', { color: 'red' } as never, 'color'],
  ])('answers 400 for %s', async (_what, overrides, path) => {
    const response = await call('POST', API.helpCategories, 'marketing', category(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((d: { path: string }) => d.path)).toContain(path);
  });
});

describe('articles', () => {
  it('lists summaries of every article of a language, drafts too, without bodies', async () => {
    const response = await call('GET', `${API.helpArticles}?languageId=${es}`, 'marketing');
    expect(response.statusCode).toBe(200);
    const list = z.array(HelpArticleSummarySchema).parse(response.json());
    expect(list.map((a) => a.identifier).sort()).toEqual(
      [
        FIXTURE.publicArticle,
        FIXTURE.generalArticle,
        FIXTURE.carArticle,
        FIXTURE.draftArticle,
      ].sort(),
    );
    expect(response.json()[0]).not.toHaveProperty('content');
    expect(list.find((a) => a.identifier === FIXTURE.draftArticle)).toMatchObject({
      live: false,
      languageId: es,
    });
  });

  it('answers one article with its body and audience, 404 when it has no such version', async () => {
    const response = await call(
      'GET',
      `${API.helpArticle(FIXTURE.carArticle)}?languageId=${es}`,
      'support',
    );
    expect(response.statusCode).toBe(200);
    expect(HelpArticleRecordSchema.parse(response.json())).toMatchObject({
      identifier: FIXTURE.carArticle,
      languageId: es,
      title: 'Administrar vehículos de flotilla',
      audience: 'CAR',
      live: true,
      content: '<p>Los vehículos de flotilla se guardan por taller.</p>',
      modDate: '2026-08-20T10:00:00.000Z',
    });
    const missing = await call(
      'GET',
      `${API.helpArticle('no-such-article')}?languageId=1`,
      'support',
    );
    expect(missing.statusCode).toBe(404);
    const noLanguage = await call('GET', API.helpArticle(FIXTURE.carArticle), 'support');
    expect(noLanguage.statusCode).toBe(400);
  });

  it('creates an article: identifier and URL title made from the title, unique', async () => {
    clock.advance(60_000);
    const first = await created(HelpArticleRecordSchema, API.helpArticles, article());
    expect(first).toEqual({
      identifier: 'how-long-is-the-warranty-on-a-starter',
      languageId: en,
      title: 'How long is the warranty on a starter?',
      urlTitle: 'how-long-is-the-warranty-on-a-starter',
      content: '<p>Most starters carry a <strong>limited lifetime</strong> warranty.</p>',
      modDate: '2026-11-21T09:18:00.000Z',
      excerpt: 'Most starters carry a limited lifetime warranty.',
      category: ['fixture-returns'],
      audience: 'PUBLIC',
      live: true,
    });
    expect((await storedArticle(first.identifier, en))?.modifiedBy).toBe(await userId('marketing'));

    const second = await created(
      HelpArticleRecordSchema,
      API.helpArticles,
      article({ category: ['fixture-cores', 'fixture-cores'] }),
    );
    expect(second.identifier).toBe('how-long-is-the-warranty-on-a-starter-2');
    expect(second.urlTitle).toBe('how-long-is-the-warranty-on-a-starter-2');
    expect(second.category).toEqual(['fixture-cores']);
  });

  it('adds a translation under the identifier of the other language', async () => {
    const spanish = await created(
      HelpArticleRecordSchema,
      API.helpArticles,
      article({
        identifier: 'how-long-is-the-warranty-on-a-starter',
        languageId: es,
        title: '¿Cuánto dura la garantía de un motor de arranque?',
        urlTitle: 'garantia-motor-de-arranque',
      }),
    );
    expect(spanish).toMatchObject({ languageId: es, urlTitle: 'garantia-motor-de-arranque' });
    expect((await storedArticle(spanish.identifier, en))?.title).toBe(
      'How long is the warranty on a starter?',
    );
  });

  it('answers 409 for an identifier or URL title used in the language', async () => {
    const identifier = await call(
      'POST',
      API.helpArticles,
      'marketing',
      article({ identifier: FIXTURE.publicArticle }),
    );
    expect(identifier.statusCode).toBe(409);
    expect(identifier.json().code).toBe('IDENTIFIER_TAKEN');

    // URL titles are unique per language in any case; the same one in the other language is fine.
    const urlTitle = await call(
      'POST',
      API.helpArticles,
      'marketing',
      article({ urlTitle: 'return-a-core' }),
    );
    expect(urlTitle.statusCode).toBe(409);
    expect(urlTitle.json().code).toBe('URL_TITLE_TAKEN');
    const otherLanguage = await call(
      'POST',
      API.helpArticles,
      'marketing',
      article({ languageId: es, urlTitle: 'return-a-core', title: 'Devolver' }),
    );
    expect(otherLanguage.statusCode, otherLanguage.body).toBe(201);
  });

  it('answers 422 UNKNOWN_CATEGORY for a category not of the language', async () => {
    const response = await call(
      'POST',
      API.helpArticles,
      'marketing',
      article({
        identifier: 'with-bad-category',
        category: ['fixture-returns', 'no-such-category'],
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'UNKNOWN_CATEGORY',
      details: [{ path: 'category.1' }],
    });
    // fixture-warranty exists in English only.
    const spanish = await call(
      'POST',
      API.helpArticles,
      'marketing',
      article({ identifier: 'with-bad-category', languageId: es, category: ['fixture-warranty'] }),
    );
    expect(spanish.statusCode).toBe(422);
    expect(await storedArticle('with-bad-category', en)).toBeUndefined();
  });

  it('replaces an article, keeping its URL title when none is given', async () => {
    clock.advance(60_000);
    const response = await call('PUT', API.helpArticle(FIXTURE.generalArticle), 'support', {
      ...article({
        title: 'Reading the monthly statement',
        audience: 'GENERAL',
        category: ['fixture-ordering'],
      }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(HelpArticleRecordSchema.parse(response.json())).toMatchObject({
      identifier: FIXTURE.generalArticle,
      title: 'Reading the monthly statement',
      urlTitle: 'reading-your-statement',
      audience: 'GENERAL',
      modDate: '2026-11-21T09:19:00.000Z',
    });
    expect((await storedArticle(FIXTURE.generalArticle, en))?.modifiedBy).toBe(
      await userId('support'),
    );

    const taken = await call('PUT', API.helpArticle(FIXTURE.generalArticle), 'support', {
      ...article({ urlTitle: 'return-a-core' }),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('URL_TITLE_TAKEN');
    const own = await call('PUT', API.helpArticle(FIXTURE.generalArticle), 'support', {
      ...article({
        urlTitle: 'reading-the-monthly-statement',
        category: ['fixture-ordering'],
        audience: 'GENERAL',
      }),
    });
    expect(own.json().urlTitle).toBe('reading-the-monthly-statement');
    const unknown = await call('PUT', API.helpArticle(FIXTURE.generalArticle), 'support', {
      ...article({ category: ['nothing'] }),
    });
    expect(unknown.statusCode).toBe(422);
    const missing = await call('PUT', API.helpArticle('no-such-article'), 'support', article());
    expect(missing.statusCode).toBe(404);
  });

  it('publishes and unpublishes one language, stamping the time and the user', async () => {
    clock.advance(60_000);
    const response = await call('PUT', API.helpArticleLive(FIXTURE.draftArticle), 'marketing', {
      languageId: es,
      live: true,
    });
    expect(response.statusCode).toBe(200);
    expect(HelpArticleRecordSchema.parse(response.json())).toMatchObject({
      live: true,
      languageId: es,
      modDate: '2026-11-21T09:20:00.000Z',
    });
    expect((await storedArticle(FIXTURE.draftArticle, en))?.live).toBe(false);
    const missing = await call('PUT', API.helpArticleLive('no-such-article'), 'marketing', {
      languageId: es,
      live: true,
    });
    expect(missing.statusCode).toBe(404);
  });

  it.each([
    ['a bad identifier', { identifier: 'Not A Slug' }, 'identifier'],
    ['a bad URL title', { urlTitle: 'under_score' }, 'urlTitle'],
    ['a missing title', { title: '' }, 'title'],
    ['a title over 200 characters', { title: 'T'.repeat(201) }, 'title'],
    ['an excerpt over 500 characters', { excerpt: 'E'.repeat(501) }, 'excerpt'],
    ['no category', { category: [] }, 'category'],
    ['an unknown audience', { audience: 'STAFF' as never }, 'audience'],
    ['an unknown field', { author: 'me' } as never, 'author'],
  ])('answers 400 for %s', async (_what, overrides, path) => {
    const response = await call('POST', API.helpArticles, 'marketing', article(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((d: { path: string }) => d.path)).toContain(path);
  });

  it('answers 400 for content that is nothing but unsafe markup', async () => {
    const response = await call(
      'POST',
      API.helpArticles,
      'marketing',
      article({ content: '<script>alert(1)</script>' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ path: 'content', message: 'validation:required' }]);
  });
});

describe('hostile content', () => {
  const hostile =
    '<p onclick="steal()">Counter tips</p><script>alert("xss")</script>' +
    '<img src="/x.png" onerror="alert(1)"><a href="javascript:alert(1)">Click</a>' +
    '<a href="https://example.com" target="_blank">Out</a>';

  function expectSafe(content: string) {
    expect(content).not.toMatch(/<script|onerror|onclick|javascript:/i);
    expect(content).toContain('<p>Counter tips</p>');
    expect(content).toContain('rel="noopener noreferrer"');
  }

  async function visitorArticle(identifier: string) {
    const params = new URLSearchParams({
      query: KNOWLEDGE_ARTICLES_QUERY,
      variables: JSON.stringify({ languageId: en }),
    });
    const response = await t.app.inject({ url: `${API_PREFIX}${API.contentSearch}?${params}` });
    const articles = KnowledgeArticlesAnswerSchema.parse(response.json()).data
      .KnowledgeArticleCollection;
    return articles.find((a) => a.identifier === identifier);
  }

  async function editorArticle(identifier: string) {
    const response = await call('GET', `${API.helpArticle(identifier)}?languageId=1`, 'marketing');
    return HelpArticleRecordSchema.parse(response.json());
  }

  it('never comes back from create, through the content search or the editing calls', async () => {
    const record = await created(
      HelpArticleRecordSchema,
      API.helpArticles,
      article({ identifier: 'hostile-create', content: hostile }),
    );
    expectSafe(record.content);
    expectSafe((await editorArticle('hostile-create')).content);
    expectSafe((await visitorArticle('hostile-create'))!.content);
    expectSafe((await storedArticle('hostile-create', en))!.content);
  });

  it('never comes back from update either', async () => {
    const response = await call(
      'PUT',
      API.helpArticle(FIXTURE.publicArticle),
      'marketing',
      article({ content: hostile, category: ['fixture-cores'] }),
    );
    expect(response.statusCode).toBe(200);
    expectSafe(response.json().content);
    expectSafe((await editorArticle(FIXTURE.publicArticle)).content);
    expectSafe((await visitorArticle(FIXTURE.publicArticle))!.content);
  });
});
