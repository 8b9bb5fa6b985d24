import { API, API_PREFIX } from '@procounter/shared/contracts/api-paths';
import {
  ContentAccessSchema,
  GraphqlErrorAnswerSchema,
  KNOWLEDGE_ARTICLES_QUERY,
  KNOWLEDGE_CATEGORIES_QUERY,
  KnowledgeArticlesAnswerSchema,
  KnowledgeCategoriesAnswerSchema,
  MENU_QUERY,
  MenuAnswerSchema,
} from '@procounter/shared/contracts/help-content';
import { LANGUAGE_IDS } from '@procounter/shared/domain/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  TEST_JWT_SECRET,
  type TestApp,
} from '../../../test/helpers/build-test-app';
import { TestClock } from '../../../test/helpers/test-clock';
import { buildApp } from '../../app';
import { createPgliteDatabase } from '../../db/client';
import { createContentTokenSigner } from './content-token';
import { FIXTURE, replaceHelpContentWithFixtures } from './test-fixtures/fixture-content';

let t: TestApp;
const clock = new TestClock(new Date('2026-11-20T14:00:00.000Z'));
const { en, es } = LANGUAGE_IDS;

beforeAll(async () => {
  t = await buildTestApp({ clock });
  await replaceHelpContentWithFixtures(t.db);
});
afterAll(() => t.close());

const searchUrl = `${API_PREFIX}${API.contentSearch}`;
const accessUrl = `${API_PREFIX}${API.contentAccess}`;

function search(
  query: string,
  variables?: Record<string, unknown> | string,
  headers: Record<string, string> = {},
) {
  const params = new URLSearchParams({ query });
  if (variables !== undefined) {
    params.set('variables', typeof variables === 'string' ? variables : JSON.stringify(variables));
  }
  return t.app.inject({ method: 'GET', url: `${searchUrl}?${params}`, headers });
}

async function contentTokenOf(loginName: string, query = '?withToken=true') {
  const { access_token } = await t.login(loginName);
  const response = await t.app.inject({
    url: `${accessUrl}${query}`,
    headers: bearer(access_token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return ContentAccessSchema.parse(response.json());
}

async function articlesFor(languageId: number, headers: Record<string, string> = {}) {
  const response = await search(KNOWLEDGE_ARTICLES_QUERY, { languageId }, headers);
  expect(response.statusCode, response.body).toBe(200);
  return KnowledgeArticlesAnswerSchema.parse(response.json()).data.KnowledgeArticleCollection;
}

async function categoriesFor(languageId: number) {
  const response = await search(KNOWLEDGE_CATEGORIES_QUERY, { languageId });
  expect(response.statusCode, response.body).toBe(200);
  return KnowledgeCategoriesAnswerSchema.parse(response.json()).data.KnowledgeCategoryCollection;
}

const identifiers = (items: { identifier: string }[]) => items.map((i) => i.identifier);

async function editorPut(url: string, payload: object) {
  const { access_token } = await t.login('marketing');
  const response = await t.app.inject({
    method: 'PUT',
    url: `${API_PREFIX}${url}`,
    headers: bearer(access_token),
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('GET /api/content/graphql: the three queries of the web app', () => {
  it('answers the live categories in English, by sortOrder then name, with live children', async () => {
    const response = await search(KNOWLEDGE_CATEGORIES_QUERY, { languageId: en });
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const categories = KnowledgeCategoriesAnswerSchema.parse(response.json()).data
      .KnowledgeCategoryCollection;
    expect(categories).toEqual([
      {
        name: 'Cores',
        identifier: 'fixture-cores',
        sortOrder: 1,
        parent: 'fixture-returns',
        children: [],
      },
      {
        name: 'Returns',
        identifier: 'fixture-returns',
        sortOrder: 1,
        parent: null,
        children: ['fixture-cores'],
      },
      {
        name: 'Ordering',
        identifier: 'fixture-ordering',
        sortOrder: 2,
        parent: null,
        children: [],
      },
    ]);
  });

  it('answers the Spanish names for language 4963328', async () => {
    expect((await categoriesFor(es)).map((c) => c.name)).toEqual([
      'Cascos',
      'Devoluciones',
      'Pedidos',
    ]);
  });

  it('answers a visitor the live PUBLIC articles of the language, with ISO modDate', async () => {
    const english = await articlesFor(en);
    expect(english).toEqual([
      {
        identifier: FIXTURE.publicArticle,
        title: 'How do I return a core?',
        urlTitle: 'return-a-core',
        content: expect.stringContaining('<h2>Returning a core</h2>'),
        modDate: '2026-10-14T15:30:00.000Z',
        excerpt: 'Bring the old part back to your home store with the invoice.',
        category: ['fixture-cores'],
      },
    ]);
    const spanish = await articlesFor(es);
    expect(spanish.map((a) => [a.identifier, a.title])).toEqual([
      [FIXTURE.publicArticle, '¿Cómo devuelvo un casco?'],
    ]);
  });

  it('answers a menu by its slug in each language', async () => {
    const response = await search(MENU_QUERY, { menuSlug: FIXTURE.menuSlug, languageId: es });
    expect(response.statusCode, response.body).toBe(200);
    const [menu] = MenuAnswerSchema.parse(response.json()).data.MenuCollection;
    expect(menu?.name).toBe('Recursos');
    expect(menu?.menuItems.map((i) => i.title)).toEqual([
      'Comprobante de buzón (PDF)',
      'Pedido de inventario',
    ]);
    expect(menu?.menuItems[0]).toMatchObject({
      linkUrl: null,
      linkToFile: '/docs/drop-box-slip.pdf',
      icon: '/help-icons/document.svg',
      iconScaleWidth: 24,
    });

    const english = await search(MENU_QUERY, { menuSlug: FIXTURE.menuSlug, languageId: en });
    expect(MenuAnswerSchema.parse(english.json()).data.MenuCollection[0]?.name).toBe('Resources');
    const none = await search(MENU_QUERY, { menuSlug: 'no-such-menu', languageId: en });
    expect(none.json()).toEqual({ data: { MenuCollection: [] } });
  });

  it('filters articles by category (a parent takes its children), identifier and URL title', async () => {
    const carToken = (await contentTokenOf('caruser')).token!;
    const query = `query Filtered($category: String, $identifier: String, $urlTitle: String) {
      KnowledgeArticleCollection(languageId: 1, category: $category, identifier: $identifier, urlTitle: $urlTitle) { identifier }
    }`;
    const run = async (variables: Record<string, string>) => {
      const response = await search(query, variables, bearer(carToken));
      expect(response.statusCode, response.body).toBe(200);
      return identifiers(response.json().data.KnowledgeArticleCollection);
    };
    expect(await run({ category: 'fixture-returns' })).toEqual([FIXTURE.publicArticle]);
    expect(await run({ category: 'fixture-cores' })).toEqual([FIXTURE.publicArticle]);
    expect(await run({ category: 'fixture-ordering' })).toEqual([
      FIXTURE.carArticle,
      FIXTURE.generalArticle,
    ]);
    expect(await run({ identifier: FIXTURE.generalArticle })).toEqual([FIXTURE.generalArticle]);
    expect(await run({ urlTitle: 'RETURN-A-Core' })).toEqual([FIXTURE.publicArticle]);
    expect(await run({ urlTitle: 'no-such-title' })).toEqual([]);
  });

  it('pages with limit and offset', async () => {
    const carToken = (await contentTokenOf('caruser')).token!;
    const response = await search(
      '{ KnowledgeArticleCollection(languageId: 1, limit: 1, offset: 1) { title } }',
      undefined,
      bearer(carToken),
    );
    // By title: How do I return a core?, Managing fleet vehicles, Reading your statement.
    expect(response.json().data.KnowledgeArticleCollection).toEqual([
      { title: 'Managing fleet vehicles' },
    ]);
  });
});

describe('audiences and content tokens', () => {
  it('gives a GENERAL token (a shop employee) GENERAL articles but not CAR ones', async () => {
    const access = await contentTokenOf('tech');
    expect(access.tokenType).toBe('GENERAL');
    expect(identifiers(await articlesFor(en, bearer(access.token!))).sort()).toEqual([
      FIXTURE.publicArticle,
      FIXTURE.generalArticle,
    ]);
  });

  it('gives a CAR token (a car customer) the CAR articles too', async () => {
    const access = await contentTokenOf('caruser');
    expect(access.tokenType).toBe('CAR');
    expect(identifiers(await articlesFor(es, bearer(access.token!))).sort()).toEqual([
      FIXTURE.publicArticle,
      FIXTURE.carArticle,
      FIXTURE.generalArticle,
    ]);
  });

  it('answers 401 for a token that is not a valid content token', async () => {
    const { access_token } = await t.login('caruser');
    const forged = await createContentTokenSigner(
      'another-secret-that-is-long-enough-0123456789',
    ).sign({ userId: 1, tokenType: 'CAR' }, clock.now(), 3600);
    for (const headers of [
      bearer('not.a.jwt'),
      bearer(access_token),
      bearer(forged.token),
      { authorization: 'Basic dGVjaDpwcm9jb3VudGVyLWRlbW8=' },
    ]) {
      const response = await search(KNOWLEDGE_ARTICLES_QUERY, { languageId: en }, headers);
      expect(response.statusCode, headers.authorization).toBe(401);
      expect(response.json().code).toBe('UNAUTHORIZED');
      expect(response.body).not.toContain('fixture');
    }
  });

  it('answers 401 once the content token has expired', async () => {
    const signer = createContentTokenSigner(TEST_JWT_SECRET);
    const { token } = await signer.sign({ userId: 1, tokenType: 'GENERAL' }, clock.now(), 60);
    expect(
      (await search(KNOWLEDGE_ARTICLES_QUERY, { languageId: en }, bearer(token))).statusCode,
    ).toBe(200);
    clock.advance(60_000);
    const expired = await search(KNOWLEDGE_ARTICLES_QUERY, { languageId: en }, bearer(token));
    expect(expired.statusCode).toBe(401);
  });
});

describe('publishing through the editing calls', () => {
  it('hides an unpublished article from visitors at once, in that language only', async () => {
    await editorPut(API.helpArticleLive(FIXTURE.publicArticle), { languageId: en, live: false });
    expect(await articlesFor(en)).toEqual([]);
    expect(identifiers(await articlesFor(es))).toEqual([FIXTURE.publicArticle]);

    await editorPut(API.helpArticleLive(FIXTURE.publicArticle), { languageId: en, live: true });
    expect(identifiers(await articlesFor(en))).toEqual([FIXTURE.publicArticle]);
  });

  it('never answers a draft, whatever the token', async () => {
    const carToken = (await contentTokenOf('caruser')).token!;
    const all = await articlesFor(en, bearer(carToken));
    expect(identifiers(all)).not.toContain(FIXTURE.draftArticle);
    const byIdentifier = await search(
      '{ KnowledgeArticleCollection(identifier: "fixture-draft") { identifier } }',
      undefined,
      bearer(carToken),
    );
    expect(byIdentifier.json()).toEqual({ data: { KnowledgeArticleCollection: [] } });
  });

  it('hides an unpublished parent category and its children', async () => {
    await editorPut(API.helpCategoryLive('fixture-returns'), { languageId: en, live: false });
    expect(identifiers(await categoriesFor(en))).toEqual(['fixture-ordering']);
    expect(identifiers(await categoriesFor(es))).toContain('fixture-cores');

    await editorPut(API.helpCategoryLive('fixture-returns'), { languageId: en, live: true });
    await editorPut(API.helpCategoryLive('fixture-cores'), { languageId: en, live: false });
    const categories = await categoriesFor(en);
    expect(identifiers(categories)).toEqual(['fixture-returns', 'fixture-ordering']);
    expect(categories[0]?.children).toEqual([]);
    await editorPut(API.helpCategoryLive('fixture-cores'), { languageId: en, live: true });
  });
});

describe('queries the content search refuses', () => {
  const refused = async (
    query: string,
    variables?: Record<string, unknown> | string,
  ): Promise<string[]> => {
    const response = await search(query, variables);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    return GraphqlErrorAnswerSchema.parse(response.json()).errors.map((e) => e.message);
  };

  it('refuses a mutation and a subscription', async () => {
    expect((await refused('mutation { KnowledgeCategoryCollection { name } }')).join(' ')).toMatch(
      /Only queries/,
    );
    expect(
      (await refused('subscription { KnowledgeCategoryCollection { name } }')).join(' '),
    ).toMatch(/Only queries/);
  });

  it('refuses a syntax error and an unknown field', async () => {
    expect((await refused('{ KnowledgeCategoryCollection { name }'))[0]).toMatch(/Syntax Error/);
    expect((await refused('{ KnowledgeCategoryCollection { password } }'))[0]).toMatch(
      /Cannot query field "password"/,
    );
  });

  it('refuses an unknown language, live: false and a limit over 5000', async () => {
    expect(await refused(KNOWLEDGE_CATEGORIES_QUERY, { languageId: 2 })).toEqual([
      'languageId must be one of 1, 4963328; got 2',
    ]);
    expect((await refused('{ KnowledgeArticleCollection(live: false) { title } }'))[0]).toMatch(
      /Only live content/,
    );
    expect((await refused('{ KnowledgeArticleCollection(limit: 5001) { title } }'))[0]).toMatch(
      /limit/,
    );
    expect(
      (await refused(MENU_QUERY, { menuSlug: FIXTURE.menuSlug, languageId: 'es' }))[0],
    ).toMatch(/languageId/);
  });

  it('refuses many collections at once (aliases) and deep queries', async () => {
    const aliases = ['a', 'b', 'c', 'd'].map((a) => `${a}: KnowledgeCategoryCollection { name }`);
    expect((await refused(`{ ${aliases.join(' ')} }`)).join(' ')).toMatch(/at most 3 collections/);
    const deep = '{ __schema { types { fields { type { ofType { ofType { name } } } } } } }';
    expect((await refused(deep)).join(' ')).toMatch(/depth/);
  });

  it('answers 400 VALIDATION_FAILED for variables that are not a JSON object, and for a JSON query', async () => {
    for (const variables of ['[1]', 'languageId=1', 'null', '"1"']) {
      const response = await search(KNOWLEDGE_CATEGORIES_QUERY, variables);
      expect(response.statusCode, variables).toBe(400);
      expect(response.json().details).toEqual([
        { path: 'variables', message: 'Send the variables as a JSON object' },
      ]);
    }
    const json = await search('{"kind":"Document","definitions":[]}');
    expect(json.statusCode).toBe(400);
    expect(json.json().details[0].path).toBe('query');
  });

  it('answers 400 for a missing query and an unknown parameter', async () => {
    const missing = await t.app.inject({ url: searchUrl });
    expect(missing.statusCode).toBe(400);
    const unknown = await t.app.inject({ url: `${searchUrl}?query=%7Bx%7D&debug=1` });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual([{ path: 'debug', message: 'Unknown field' }]);
  });
});

describe('a failure of ours', () => {
  it('answers a database that does not answer as 503, not as a bad query', async () => {
    const database = await createPgliteDatabase(undefined);
    const app = await buildApp(t.config, { database });
    await app.ready();
    try {
      await database.close();
      const params = new URLSearchParams({
        query: KNOWLEDGE_CATEGORIES_QUERY,
        variables: '{"languageId":1}',
      });
      const response = await app.inject({ url: `${searchUrl}?${params}` });
      expect(response.statusCode).toBe(503);
      expect(response.json().code).toBe('DATABASE_UNAVAILABLE');
    } finally {
      await app.close();
    }
  });
});

describe('GET /api/current/dotcms', () => {
  const access = (query: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `${accessUrl}${query}`, headers });

  it('answers 401 without an access token', async () => {
    const response = await access('?withToken=true');
    expect(response.statusCode).toBe(401);
  });

  it('answers the PUBLIC record without withToken', async () => {
    const { access_token } = await t.login('tech');
    for (const query of ['', '?withToken=false']) {
      const response = await access(query, bearer(access_token));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        url: '/api/content/graphql',
        token: null,
        expires: null,
        tokenType: 'PUBLIC',
      });
    }
  });

  it('answers a GENERAL token for tech and a CAR one for caruser, for CONTENT_TOKEN_TTL_SECONDS', async () => {
    const tech = await contentTokenOf('tech');
    expect(tech).toEqual({
      url: '/api/content/graphql',
      token: expect.any(String),
      expires: clock.now().getTime() + 3600 * 1000,
      tokenType: 'GENERAL',
    });
    expect((await contentTokenOf('caruser')).tokenType).toBe('CAR');
  });

  it('reads the shop asked for: 403 for a shop the caller may not act for', async () => {
    const { access_token } = await t.login('tech');
    const refused = await access('?withToken=true&shopId=4001', bearer(access_token));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');

    expect((await contentTokenOf('tech', '?withToken=true&shopId=1001')).tokenType).toBe('GENERAL');
    // Support may act for every shop: the car customer's shop gives a CAR token.
    expect((await contentTokenOf('support', '?withToken=true&shopId=4001')).tokenType).toBe('CAR');
    expect((await contentTokenOf('support')).tokenType).toBe('GENERAL');
  });

  it('answers 400 for a bad query', async () => {
    const { access_token } = await t.login('tech');
    for (const query of ['?withToken=yes', '?withToken=true&shopId=abc', '?withToken=true&x=1']) {
      const response = await access(query, bearer(access_token));
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });
});
