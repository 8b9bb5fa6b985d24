/**
 * The content editing calls under /api/admin/rest/help, kept like the server keeps them: both
 * languages' categories and articles, create (identifiers and URL titles made when omitted; the
 * identifier of the other language's item adds its translation), replace, publish, with the
 * contract's 400 and the 404, 409 and 422 refusals. Answers the live records so a test can read
 * what the server holds; a test overrides one call with `server.on` after this.
 */
import {
  CreateHelpArticleBodySchema,
  CreateHelpCategoryBodySchema,
  type HelpArticleRecord,
  type HelpCategoryRecord,
  SetHelpContentLiveBodySchema,
  UpdateHelpArticleBodySchema,
  UpdateHelpCategoryBodySchema,
} from '@procounter/shared/contracts/help-content';
import type { z } from 'zod';
import type { FakeAnswer, FakeServer, RecordedRequest } from '@/testing/fake-fetch';

const BASE = '/api/admin/rest/help';
const MOD_DATE = '2026-11-23T10:00:00.000Z';

const refuse = (status: number, code: string): FakeAnswer => ({
  status,
  body: { code, message: code },
});
const notFound = refuse(404, 'NOT_FOUND');

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 64);
}

/** The body by its contract, or the 400 the server's validation answers. */
function parseBody<S extends z.ZodType>(
  request: RecordedRequest,
  schema: S,
): { data: z.output<S> } | { answer: FakeAnswer } {
  const parsed = schema.safeParse(JSON.parse(request.body ?? '{}'));
  if (parsed.success) return { data: parsed.data };
  return {
    answer: {
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: 'The request is not valid',
        details: parsed.error.issues.map((issue) => ({
          path: issue.path.join('.'),
          message: issue.message,
        })),
      },
    },
  };
}

export interface HelpContentData {
  categories?: HelpCategoryRecord[];
  articles?: HelpArticleRecord[];
}

export function serveHelpContent(server: FakeServer, data: HelpContentData = {}) {
  const categories: HelpCategoryRecord[] = structuredClone(data.categories ?? []);
  const articles: HelpArticleRecord[] = structuredClone(data.articles ?? []);
  const languageOf = (request: RecordedRequest) => Number(request.search.get('languageId'));
  const findCategory = (identifier: string, languageId: number) =>
    categories.find((c) => c.identifier === identifier && c.languageId === languageId);
  const findArticle = (identifier: string, languageId: number) =>
    articles.find((a) => a.identifier === identifier && a.languageId === languageId);
  const withChildren = (category: HelpCategoryRecord): HelpCategoryRecord => ({
    ...category,
    children: categories
      .filter((c) => c.languageId === category.languageId && c.parent === category.identifier)
      .map((c) => c.identifier),
  });
  /** INVALID_PARENT: a parent that is missing or a child, or a parent for a category with children. */
  const parentRefusal = (identifier: string, languageId: number, parent: string | null) => {
    if (parent === null) return null;
    const target = findCategory(parent, languageId);
    const hasChildren = categories.some(
      (c) => c.languageId === languageId && c.parent === identifier,
    );
    return !target || target.parent !== null || hasChildren || parent === identifier
      ? refuse(422, 'INVALID_PARENT')
      : null;
  };
  const unknownCategory = (identifiers: string[], languageId: number) =>
    identifiers.some((identifier) => !findCategory(identifier, languageId))
      ? refuse(422, 'UNKNOWN_CATEGORY')
      : null;
  const urlTitleTaken = (urlTitle: string, languageId: number, identifier: string) =>
    articles.some(
      (a) => a.languageId === languageId && a.urlTitle === urlTitle && a.identifier !== identifier,
    );

  const serveCategory = (identifier: string) => {
    server
      .on('PUT', `${BASE}/categories/${identifier}`, (request) => {
        const parsed = parseBody(request, UpdateHelpCategoryBodySchema);
        if ('answer' in parsed) return parsed.answer;
        const body = parsed.data;
        const current = findCategory(identifier, body.languageId);
        if (!current) return notFound;
        const refusal = parentRefusal(identifier, body.languageId, body.parent);
        if (refusal) return refusal;
        Object.assign(current, body, { modDate: MOD_DATE });
        return { body: withChildren(current) };
      })
      .on('PUT', `${BASE}/categories/${identifier}/live`, (request) => {
        const parsed = parseBody(request, SetHelpContentLiveBodySchema);
        if ('answer' in parsed) return parsed.answer;
        const current = findCategory(identifier, parsed.data.languageId);
        if (!current) return notFound;
        Object.assign(current, { live: parsed.data.live, modDate: MOD_DATE });
        return { body: withChildren(current) };
      });
  };

  const serveArticle = (identifier: string) => {
    server
      .on('GET', `${BASE}/articles/${identifier}`, (request) => {
        const article = findArticle(identifier, languageOf(request));
        return article ? { body: article } : notFound;
      })
      .on('PUT', `${BASE}/articles/${identifier}`, (request) => {
        const parsed = parseBody(request, UpdateHelpArticleBodySchema);
        if ('answer' in parsed) return parsed.answer;
        const body = parsed.data;
        const current = findArticle(identifier, body.languageId);
        if (!current) return notFound;
        const urlTitle = body.urlTitle ?? slug(body.title);
        if (urlTitleTaken(urlTitle, body.languageId, identifier)) {
          return refuse(409, 'URL_TITLE_TAKEN');
        }
        const refusal = unknownCategory(body.category, body.languageId);
        if (refusal) return refusal;
        Object.assign(current, body, { urlTitle, modDate: MOD_DATE });
        return { body: current };
      })
      .on('PUT', `${BASE}/articles/${identifier}/live`, (request) => {
        const parsed = parseBody(request, SetHelpContentLiveBodySchema);
        if ('answer' in parsed) return parsed.answer;
        const current = findArticle(identifier, parsed.data.languageId);
        if (!current) return notFound;
        Object.assign(current, { live: parsed.data.live, modDate: MOD_DATE });
        return { body: current };
      });
  };

  for (const identifier of new Set(categories.map((c) => c.identifier))) serveCategory(identifier);
  for (const identifier of new Set(articles.map((a) => a.identifier))) serveArticle(identifier);

  server
    .on('GET', `${BASE}/categories`, (request) => ({
      body: categories.filter((c) => c.languageId === languageOf(request)).map(withChildren),
    }))
    .on('POST', `${BASE}/categories`, (request) => {
      const parsed = parseBody(request, CreateHelpCategoryBodySchema);
      if ('answer' in parsed) return parsed.answer;
      const { identifier = slug(parsed.data.name), ...body } = parsed.data;
      if (findCategory(identifier, body.languageId)) return refuse(409, 'IDENTIFIER_TAKEN');
      const refusal = parentRefusal(identifier, body.languageId, body.parent);
      if (refusal) return refusal;
      const record: HelpCategoryRecord = { ...body, identifier, children: [], modDate: MOD_DATE };
      categories.push(record);
      serveCategory(identifier);
      return { status: 201, body: record };
    })
    .on('GET', `${BASE}/articles`, (request) => ({
      body: articles
        .filter((a) => a.languageId === languageOf(request))
        .map(({ content: _content, ...summary }) => summary),
    }))
    .on('POST', `${BASE}/articles`, (request) => {
      const parsed = parseBody(request, CreateHelpArticleBodySchema);
      if ('answer' in parsed) return parsed.answer;
      const { identifier = slug(parsed.data.title), ...body } = parsed.data;
      if (findArticle(identifier, body.languageId)) return refuse(409, 'IDENTIFIER_TAKEN');
      const urlTitle = body.urlTitle ?? slug(body.title);
      if (urlTitleTaken(urlTitle, body.languageId, identifier)) {
        return refuse(409, 'URL_TITLE_TAKEN');
      }
      const refusal = unknownCategory(body.category, body.languageId);
      if (refusal) return refusal;
      const record: HelpArticleRecord = { ...body, identifier, urlTitle, modDate: MOD_DATE };
      articles.push(record);
      serveArticle(identifier);
      return { status: 201, body: record };
    });

  return { categories, articles };
}
