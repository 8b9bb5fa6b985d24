import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webAppPlugin } from '../src/plugins/web-app';

// Which document a page path answers (apps/server/src/plugins/web-app.ts): the app's index.html,
// or a page of its own: login.html for /login, help.html for the Help Center, approve.html for a
// customer's approval link (issue 22), home.html for the start page (the app with the start page's
// code named too).

const DOCUMENTS = {
  'index.html': '<!doctype html><title>ProCounter</title>',
  'login.html': '<!doctype html><title>ProCounter login</title>',
  'help.html': '<!doctype html><title>ProCounter help</title>',
  'approve.html': '<!doctype html><title>ProCounter approve</title>',
  'home.html': '<!doctype html><title>ProCounter home</title>',
} as const;

const TOKEN = 'a'.repeat(43);

async function webDir(files: readonly (keyof typeof DOCUMENTS)[]): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'procounter-web-documents-'));
  await mkdir(path.join(dir, 'assets'));
  for (const name of files) await writeFile(path.join(dir, name), DOCUMENTS[name]);
  return dir;
}

async function serve(dir: string): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(webAppPlugin, { webDistDir: dir });
  await app.ready();
  return app;
}

describe('the document each page path answers', () => {
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = await webDir(['index.html', 'login.html', 'help.html', 'approve.html', 'home.html']);
    app = await serve(dir);
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  const titleOf = async (url: string, method: 'GET' | 'HEAD' = 'GET') => {
    const response = await app.inject({ method, url, headers: { accept: 'text/html' } });
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['content-type'], url).toContain('text/html');
    expect(response.headers['cache-control'], url).toBe('no-cache');
    return /<title>(.*)<\/title>/.exec(response.body)?.[1];
  };

  it('answers approve.html for an approval link, with or without a query, whatever the token', async () => {
    for (const url of [
      `/approve/${TOKEN}`,
      `/approve/${TOKEN}?language=es`,
      // A malformed token gets the page too: its call to the API answers 404, the page says so.
      '/approve/not-a-token',
    ]) {
      expect(await titleOf(url), url).toBe('ProCounter approve');
    }
  });

  it('keeps the other pages on their documents', async () => {
    expect(await titleOf('/login')).toBe('ProCounter login');
    expect(await titleOf('/help/article/12')).toBe('ProCounter help');
    for (const url of ['/', '/approve', '/approvements', '/quote/details/77', '/homes']) {
      expect(await titleOf(url), url).toBe('ProCounter');
    }
  });

  it('answers home.html for the start page, with or without a query', async () => {
    for (const url of ['/home', '/home?language=es']) {
      expect(await titleOf(url), url).toBe('ProCounter home');
    }
  });

  it('answers the API, not the page, under /api and for other methods', async () => {
    const api = await app.inject({ url: `/api/public/approval/${TOKEN}` });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
    const post = await app.inject({ method: 'POST', url: `/approve/${TOKEN}` });
    expect(post.statusCode).toBe(404);
  });

  it('falls back to index.html for an approval link when the build has no approve.html', async () => {
    const older = await webDir(['index.html']);
    const olderApp = await serve(older);
    try {
      const response = await olderApp.inject({ url: `/approve/${TOKEN}` });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>ProCounter</title>');
    } finally {
      await olderApp.close();
      await rm(older, { recursive: true, force: true });
    }
  });
});
