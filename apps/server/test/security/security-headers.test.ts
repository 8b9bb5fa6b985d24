import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { type HttpAnswer, type HttpSend, httpClient, listen } from './http-client';

// The headers every answer of the served app carries: the SPA's index.html, a static asset, API
// JSON, an API error and a 404, fetched over real HTTP from a built web app folder.

let t: TestApp;
let send: HttpSend;
let webDir: string;

beforeAll(async () => {
  webDir = await mkdtemp(path.join(os.tmpdir(), 'procounter-web-'));
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(
    path.join(webDir, 'index.html'),
    '<!doctype html><title>ProCounter</title><script type="module" src="/assets/app-1234.js"></script>',
  );
  await writeFile(
    path.join(webDir, 'login.html'),
    '<!doctype html><title>ProCounter login</title><script type="module" src="/assets/login-1234.js"></script>',
  );
  await writeFile(path.join(webDir, 'assets', 'app-1234.js'), 'console.log("app")');
  t = await buildTestApp({ env: { WEB_DIST_DIR: webDir } });
  send = httpClient(await listen(t.app));
}, 120_000);
afterAll(async () => {
  await t.close();
  await rm(webDir, { recursive: true, force: true });
});

/** The directives of a Content-Security-Policy header, each with its sources. */
function directivesOf(header: string | null): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

const html = { accept: 'text/html,application/xhtml+xml' };

const answers: [string, () => Promise<HttpAnswer>, (answer: HttpAnswer) => void][] = [
  [
    'index.html for an app route (/home)',
    () => send({ method: 'GET', path: '/home', headers: html }),
    (a) => {
      expect(a.status).toBe(200);
      expect(a.headers.get('content-type')).toContain('text/html');
    },
  ],
  [
    'login.html for /login',
    () => send({ method: 'GET', path: '/login', headers: html }),
    (a) => expect(a.text).toContain('<title>ProCounter login</title>'),
  ],
  [
    'a static asset',
    () => send({ method: 'GET', path: '/assets/app-1234.js' }),
    (a) => expect(a.headers.get('content-type')).toContain('javascript'),
  ],
  [
    'API JSON',
    () => send({ method: 'GET', path: '/api/health' }),
    (a) => expect(a.body).toMatchObject({ status: 'ok' }),
  ],
  [
    'an API error',
    () => send({ method: 'GET', path: '/api/current/user' }),
    (a) => expect(a.status).toBe(401),
  ],
  [
    'a 404',
    () => send({ method: 'GET', path: '/api/no/such/call' }),
    (a) => expect(a.status).toBe(404),
  ],
];

describe('the security headers of the served app', () => {
  it.each(answers)('are all there on %s', async (_what, fetchAnswer, checkAnswer) => {
    const answer = await fetchAnswer();
    checkAnswer(answer);
    const csp = directivesOf(answer.headers.get('content-security-policy'));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    const scripts = csp.get('script-src') ?? [];
    expect(scripts).toContain("'self'");
    for (const loose of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:']) {
      expect(scripts, `script-src ${loose}`).not.toContain(loose);
    }
    // Inline event handlers (onerror=, onload=) never run.
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    // The app never frames itself (no iframe; printing uses window.print), so nobody may frame it.
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(['no-referrer', 'same-origin', 'strict-origin-when-cross-origin']).toContain(
      answer.headers.get('referrer-policy'),
    );
    expect(answer.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(answer.headers.get('x-powered-by')).toBeNull();
  });
});
