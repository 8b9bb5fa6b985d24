import { describe, expect, it } from 'vitest';
import { installFakeServer, matchPath, takeFakeServerProblems } from './fake-fetch';

const post = (path: string, body: unknown) =>
  fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the fake server', () => {
  it('answers a path with parameters, an exact path first', async () => {
    const server = installFakeServer()
      .on('GET', '/api/worksheet/rest/:id', (request) => ({ body: request.params }))
      .on('GET', '/api/worksheet/rest/search', { body: 'search' });
    expect(await (await fetch('/api/worksheet/rest/77')).json()).toEqual({ id: '77' });
    expect(await (await fetch('/api/worksheet/rest/search')).json()).toBe('search');
    expect(server.callsTo('GET', '/api/worksheet/rest/:id')).toHaveLength(2);
    expect(
      matchPath('/api/stockorders/:id/detail/:detailId')('/api/stockorders/5/detail/9'),
    ).toEqual({ id: '5', detailId: '9' });
    expect(takeFakeServerProblems()).toEqual([]);
  });

  it('answers an unhandled call 404 and reports its method and path', async () => {
    installFakeServer();
    expect((await fetch('/api/nowhere', { method: 'DELETE' })).status).toBe(404);
    expect(takeFakeServerProblems()).toEqual(['no handler answers DELETE /api/nowhere']);
  });

  it('reports a body that its contract refuses, and not one it accepts', async () => {
    const serve = () => installFakeServer().on('POST', '/api/stockorders/create', { body: {} });
    serve();
    await post('/api/stockorders/create', { name: 'Restock', po: 'PO-1' });
    expect(takeFakeServerProblems()).toEqual([]);
    serve();
    await post('/api/stockorders/create', { po: 'PO-1', colour: 'red' });
    const [problem, ...others] = takeFakeServerProblems();
    expect(others).toEqual([]);
    expect(problem).toMatch(
      /^POST \/api\/stockorders\/create: the body breaks CreateStockOrderBodySchema/,
    );
  });

  it('reads a form body as the server does', async () => {
    const serve = () => installFakeServer().on('POST', '/api/user/savePreferences', { body: {} });
    const form = (body: string) =>
      fetch('/api/user/savePreferences', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body,
      });
    serve();
    await form('languageCode=es');
    expect(takeFakeServerProblems()).toEqual([]);
    serve();
    await form('languageCode=klingon');
    expect(takeFakeServerProblems()).toHaveLength(1);
  });
});
