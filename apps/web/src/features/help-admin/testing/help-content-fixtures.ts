/** Help content records for the editor's tests, typed by the shared contract. */
import type {
  HelpArticleRecord,
  HelpCategoryRecord,
} from '@procounter/shared/contracts/help-content';
import { LANGUAGE_IDS } from '@procounter/shared/domain/constants';

const EN = LANGUAGE_IDS.en;
const ES = LANGUAGE_IDS.es;

export function makeHelpCategory(overrides: Partial<HelpCategoryRecord> = {}): HelpCategoryRecord {
  return {
    identifier: 'ordering',
    languageId: EN,
    name: 'Ordering',
    sortOrder: 1,
    parent: null,
    children: [],
    live: true,
    modDate: '2026-11-02T15:00:00.000Z',
    ...overrides,
  };
}

export function makeHelpArticle(overrides: Partial<HelpArticleRecord> = {}): HelpArticleRecord {
  return {
    identifier: 'return-a-part',
    languageId: EN,
    title: 'How to return a part',
    urlTitle: 'how-to-return-a-part',
    content: '<p>Bring the part to your home store.</p>',
    modDate: '2026-11-02T15:00:00.000Z',
    excerpt: 'Returns within 30 days.',
    category: ['returns'],
    audience: 'GENERAL',
    live: true,
    ...overrides,
  };
}

/**
 * Two languages of content: English has two top-level categories (Ordering with two children,
 * Account access) and two articles; Spanish has Ordering and Returns only and one article, so
 * 'account', 'stock-orders' and 'reset-password' lack their Spanish translation.
 */
export const HELP_CATEGORIES: HelpCategoryRecord[] = [
  makeHelpCategory({ children: ['stock-orders', 'returns'] }),
  makeHelpCategory({
    identifier: 'returns',
    name: 'Returns',
    parent: 'ordering',
    sortOrder: 2,
  }),
  makeHelpCategory({
    identifier: 'stock-orders',
    name: 'Stock orders',
    parent: 'ordering',
    sortOrder: 1,
    live: false,
  }),
  makeHelpCategory({ identifier: 'account', name: 'Account access', sortOrder: 2 }),
  makeHelpCategory({ languageId: ES, name: 'Pedidos', children: ['returns'] }),
  makeHelpCategory({
    identifier: 'returns',
    languageId: ES,
    name: 'Devoluciones',
    parent: 'ordering',
    sortOrder: 2,
  }),
];

export const HELP_ARTICLES: HelpArticleRecord[] = [
  makeHelpArticle(),
  makeHelpArticle({
    identifier: 'reset-password',
    title: 'Resetting your password',
    urlTitle: 'resetting-your-password',
    content: '<h2>Forgot it?</h2><p>Use <strong>Forgot password</strong> on the login page.</p>',
    excerpt: 'Get back into your account.',
    category: ['account'],
    audience: 'PUBLIC',
    live: false,
    modDate: '2026-10-15T12:00:00.000Z',
  }),
  makeHelpArticle({
    languageId: ES,
    title: 'Cómo devolver una pieza',
    urlTitle: 'como-devolver-una-pieza',
    content: '<p>Lleve la pieza a su tienda.</p>',
    excerpt: 'Devoluciones en 30 días.',
  }),
];
