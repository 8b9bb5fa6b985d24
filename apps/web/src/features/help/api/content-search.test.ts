import { CancelledError } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { hangUntilAborted, installFakeServer } from '@/testing/fake-fetch';
import { ContentSearchError, searchContent } from './content-search';

const REQUEST = {
  query: 'query KnowledgeCategories($languageId: Int!) { KnowledgeCategoryCollection }',
  variables: { languageId: 1 },
};
const ANSWER = {
  data: {
    KnowledgeCategoryCollection: [
      { name: 'Ordering', identifier: 'ordering', sortOrder: 1, parent: null, children: [] },
    ],
  },
};

describe('searchContent', () => {
  it('sends the query and its variables as GET parameters, with the content token when held', async () => {
    const server = installFakeServer().on('GET', '/api/content/graphql', { body: ANSWER });
    const answer = await searchContent<typeof ANSWER>(REQUEST, { token: 'content-1' });
    expect(answer.data.KnowledgeCategoryCollection[0]?.identifier).toBe('ordering');
    const [call] = server.requests;
    expect(call?.search.get('query')).toBe(REQUEST.query);
    expect(JSON.parse(call?.search.get('variables') ?? '')).toEqual({ languageId: 1 });
    expect(call?.headers.get('Authorization')).toBe('Bearer content-1');
    expect(call?.headers.has('Accept-Language')).toBe(false);

    await searchContent(REQUEST, { token: null });
    expect(server.requests[1]?.headers.has('Authorization')).toBe(false);
  });

  it('turns a 401, a GraphQL refusal and a broken answer into ContentSearchError', async () => {
    const server = installFakeServer().on('GET', '/api/content/graphql', { status: 401 });
    await expect(searchContent(REQUEST, { token: 'old' })).rejects.toMatchObject({
      name: 'ContentSearchError',
      status: 401,
    });
    server.on('GET', '/api/content/graphql', { body: { errors: [{ message: 'Bad query' }] } });
    await expect(searchContent(REQUEST, { token: null })).rejects.toEqual(
      new ContentSearchError(200, 'Bad query'),
    );
    server.on('GET', '/api/content/graphql', { body: '<html>Proxy error</html>' });
    await expect(searchContent(REQUEST, { token: null })).rejects.toMatchObject({
      message: 'INVALID_RESPONSE',
    });
  });

  it('is cancelled by its signal, and by its timeout', async () => {
    installFakeServer().on('GET', '/api/content/graphql', (_request, signal) =>
      hangUntilAborted(signal),
    );
    const controller = new AbortController();
    const pending = searchContent(REQUEST, { token: null, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(CancelledError);

    let timedOut = false;
    await expect(
      searchContent(REQUEST, { token: null, timeoutMs: 10, onTimeout: () => (timedOut = true) }),
    ).rejects.toBeInstanceOf(CancelledError);
    expect(timedOut).toBe(true);
  });
});
