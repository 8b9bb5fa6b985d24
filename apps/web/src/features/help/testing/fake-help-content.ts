/**
 * A fake of the content endpoint (GET /api/content/graphql) and of the content-access and TSM
 * calls, for the Help Center's tests. The endpoint answers by the query's operation
 * (KnowledgeCategories, KnowledgeArticles, Menu) and its languageId variable, and records which
 * token came with each request.
 */
import type {
  ContentAccess,
  KnowledgeArticle,
  KnowledgeCategory,
  Menu,
} from '@procounter/shared/contracts/help-content';
import type { Tsm } from '@procounter/shared/contracts/shop';
import { LANGUAGE_IDS } from '@procounter/shared/domain/constants';
import type { FakeAnswer, FakeServer, RecordedRequest } from '@/testing/fake-fetch';

export type ContentOperation = 'KnowledgeCategories' | 'KnowledgeArticles' | 'Menu';

/** Per content language id: the live content the endpoint answers. */
export interface HelpContentData {
  categories?: Record<number, KnowledgeCategory[]>;
  articles?: Record<number, KnowledgeArticle[]>;
  menus?: Record<number, Menu[]>;
  /** The content-access record (logged-in users); a status answers an error instead. */
  access?: ContentAccess | { status: number };
  /** The TSM of shop 1001's home store; null answers 404 as the server does for none. */
  tsm?: Tsm | null;
  /** Content tokens the endpoint refuses with 401 (expired). */
  expiredTokens?: string[];
  /**
   * An answer of the test's own for an operation (an error, or a promise it settles itself);
   * undefined answers normally.
   */
  override?: (
    operation: ContentOperation,
    languageId: number,
    request: RecordedRequest,
  ) => FakeAnswer | Promise<FakeAnswer> | undefined;
}

export function category(
  identifier: string,
  name: string,
  sortOrder: number,
  parent: string | null = null,
  children: string[] = [],
): KnowledgeCategory {
  return { identifier, name, sortOrder, parent, children };
}

export function article(
  identifier: string,
  title: string,
  categories: string[],
  overrides: Partial<KnowledgeArticle> = {},
): KnowledgeArticle {
  return {
    identifier,
    title,
    urlTitle: identifier,
    content: `<p>${title}: the whole answer.</p>`,
    modDate: '2026-03-05T15:00:00.000Z',
    excerpt: `About ${title.toLowerCase()}.`,
    category: categories,
    ...overrides,
  };
}

const EN = LANGUAGE_IDS.en;
const ES = LANGUAGE_IDS.es;

/** Two parents with children and one without, in English and Spanish (same identifiers). */
export const HELP_CATEGORIES: Record<number, KnowledgeCategory[]> = {
  [EN]: [
    category('returns', 'Returns', 2),
    category('ordering', 'Ordering', 1, null, ['quotes', 'stock-orders']),
    category('quotes', 'Quotes', 1, 'ordering'),
    category('stock-orders', 'Stock Orders', 2, 'ordering'),
    category('account', 'Account Access', 3, null, ['passwords']),
    category('passwords', 'Passwords', 1, 'account'),
  ],
  [ES]: [
    category('returns', 'Devoluciones', 2),
    category('ordering', 'Pedidos', 1, null, ['quotes', 'stock-orders']),
    category('quotes', 'Cotizaciones', 1, 'ordering'),
    category('stock-orders', 'Pedidos de inventario', 2, 'ordering'),
    category('account', 'Acceso a la cuenta', 3, null, ['passwords']),
    category('passwords', 'Contraseñas', 1, 'account'),
  ],
};

export const HELP_ARTICLES: Record<number, KnowledgeArticle[]> = {
  [EN]: [
    article('ordering-basics', 'How ordering works', ['ordering']),
    article('save-a-quote', 'Save a quote for later', ['quotes'], {
      urlTitle: 'save-a-quote-for-later',
    }),
    article('email-a-quote', 'E-mail a quote to a customer', ['quotes']),
    article('upload-stock-order', 'Upload a stock order file', ['stock-orders']),
    article('return-a-part', 'Return a part', ['returns']),
    article('reset-password', 'Reset your password', ['passwords']),
  ],
  [ES]: [
    article('ordering-basics', 'Cómo funcionan los pedidos', ['ordering']),
    article('save-a-quote', 'Guardar una cotización para después', ['quotes'], {
      urlTitle: 'guardar-una-cotizacion',
    }),
    article('email-a-quote', 'Enviar una cotización a un cliente', ['quotes']),
    article('upload-stock-order', 'Subir un archivo de pedido de inventario', ['stock-orders']),
    article('return-a-part', 'Devolver una pieza', ['returns']),
    article('reset-password', 'Restablecer su contraseña', ['passwords']),
  ],
};

export const CONTENT_TOKEN = 'content-token-1';

export function makeContentAccess(overrides: Partial<ContentAccess> = {}): ContentAccess {
  return {
    url: '/api/content/graphql',
    token: CONTENT_TOKEN,
    expires: Date.now() + 60 * 60_000,
    tokenType: 'GENERAL',
    ...overrides,
  };
}

export const TSM: Tsm = {
  tsmNumber: 'TSM-0417',
  tsmFirstName: 'Dana',
  tsmLastName: 'Whitfield',
  tsmEmailAddress: 'dana.whitfield@procounter.example',
};

/** The operation a content request asks for, and its languageId variable. */
export function readContentRequest(request: RecordedRequest): {
  operation: ContentOperation;
  languageId: number;
  variables: Record<string, unknown>;
} {
  const query = request.search.get('query') ?? '';
  const operation = /query\s+(\w+)/.exec(query)?.[1] as ContentOperation;
  const variables = JSON.parse(request.search.get('variables') ?? '{}') as Record<string, unknown>;
  return { operation, languageId: Number(variables.languageId), variables };
}

export function serveHelpContent(server: FakeServer, data: HelpContentData = {}) {
  const categories = data.categories ?? HELP_CATEGORIES;
  const articles = data.articles ?? HELP_ARTICLES;
  const menus = data.menus ?? {};
  const expired = new Set(data.expiredTokens ?? []);
  const access = data.access ?? makeContentAccess();

  server
    .on('GET', '/api/content/graphql', async (request) => {
      const { operation, languageId, variables } = readContentRequest(request);
      const token = request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? null;
      if (token && expired.has(token)) {
        return { status: 401, body: { code: 'UNAUTHORIZED', message: 'Token expired' } };
      }
      const own = await data.override?.(operation, languageId, request);
      if (own) return own;
      if (operation === 'KnowledgeCategories') {
        return { body: { data: { KnowledgeCategoryCollection: categories[languageId] ?? [] } } };
      }
      if (operation === 'KnowledgeArticles') {
        return { body: { data: { KnowledgeArticleCollection: articles[languageId] ?? [] } } };
      }
      if (operation === 'Menu') {
        const found = (menus[languageId] ?? []).filter((m) => m.menuSlug === variables.menuSlug);
        return { body: { data: { MenuCollection: found } } };
      }
      return { status: 400, body: { errors: [{ message: 'Unknown operation' }] } };
    })
    .on('GET', '/api/current/dotcms', () =>
      'status' in access
        ? { status: access.status, body: { code: 'ERROR', message: 'No access' } }
        : { body: access },
    )
    .on('GET', '/api/shop/1001/tsm', () =>
      data.tsm === null
        ? { status: 404, body: { code: 'NOT_FOUND', message: 'No territory sales manager' } }
        : { body: data.tsm ?? TSM },
    );

  return {
    /** The content requests of one operation, in order. */
    contentCalls(operation?: ContentOperation) {
      return server
        .callsTo('GET', '/api/content/graphql')
        .filter((request) => !operation || readContentRequest(request).operation === operation);
    },
  };
}
