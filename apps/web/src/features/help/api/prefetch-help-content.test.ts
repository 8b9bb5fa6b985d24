import { LANGUAGE_IDS } from '@procounter/shared/domain/constants';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { changeLocale } from '@/lib/i18n';
import { beginSession } from '@/lib/session';
import { installFakeServer } from '@/testing/fake-fetch';
import { makeTokens } from '@/testing/fixtures';
import { VISITOR_ACCESS } from './get-content-access';
import { helpMenuQuery } from './get-help-menu';
import { knowledgeArticlesQuery } from './get-knowledge-articles';
import { knowledgeCategoriesQuery } from './get-knowledge-categories';
import { prefetchVisitorHelpContent } from './prefetch-help-content';

const CONTENT = '/api/content/graphql';
const CATEGORY = { name: 'Ordering', identifier: 'ordering', sortOrder: 1, parent: null };
const ARTICLE = {
  identifier: 'place-an-order',
  title: 'Place an order',
  urlTitle: 'place-an-order',
  content: '<p>Steps</p>',
  modDate: '2026-11-01T00:00:00Z',
  excerpt: 'Steps',
  category: ['ordering'],
};

/** The content source: each collection by its query, whatever the language asked for. */
function serveContent() {
  return installFakeServer().on('GET', CONTENT, (request) => {
    const query = request.search.get('query') ?? '';
    if (query.includes('KnowledgeCategoryCollection')) {
      return { body: { data: { KnowledgeCategoryCollection: [{ ...CATEGORY, children: [] }] } } };
    }
    if (query.includes('KnowledgeArticleCollection')) {
      return { body: { data: { KnowledgeArticleCollection: [ARTICLE] } } };
    }
    return { body: { data: { MenuCollection: [] } } };
  });
}

const languagesAsked = (server: ReturnType<typeof installFakeServer>) =>
  server.requests.map((request) => JSON.parse(request.search.get('variables') ?? '{}').languageId);

// testing/setup.ts starts each test in English with empty storage.
describe('prefetchVisitorHelpContent', () => {
  it("fills the Help Center's own queries for a visitor, in the current language", async () => {
    const server = serveContent();
    await changeLocale('es');
    const client = new QueryClient();

    await prefetchVisitorHelpContent(client);

    const languageId = LANGUAGE_IDS.es;
    await expect
      .poll(() => client.getQueryData(knowledgeArticlesQuery(languageId, VISITOR_ACCESS).queryKey))
      .toEqual([ARTICLE]);
    await expect
      .poll(() =>
        client.getQueryData(knowledgeCategoriesQuery(languageId, VISITOR_ACCESS).queryKey),
      )
      .toEqual([{ ...CATEGORY, children: [] }]);
    await expect
      .poll(() => client.getQueryState(helpMenuQuery(languageId, VISITOR_ACCESS).queryKey)?.status)
      .toBe('success');
    expect(server.requests).toHaveLength(3);
    expect(languagesAsked(server)).toEqual([languageId, languageId, languageId]);
  });

  it('asks nothing for a session, whose content depends on its content token', async () => {
    const server = serveContent();
    beginSession(makeTokens());
    const client = new QueryClient();

    await prefetchVisitorHelpContent(client);

    expect(server.requests).toHaveLength(0);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
