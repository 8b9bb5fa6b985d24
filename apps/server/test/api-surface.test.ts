import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { bearer, buildTestApp, type TestApp } from './helpers/build-test-app';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await buildTestApp();
  token = (await t.login('tech')).access_token;
});
afterAll(() => t.close());

/** A route's URL with its parameters filled in with values of the demo data. */
const fill = (url: string) =>
  url
    .replace(':id', '1001')
    .replace(':category', 'BROADCAST')
    .replace(':messageId', '1')
    .replace(':identifier', 'ordering');

describe('route access', () => {
  it('records every API route and keeps only health, login, password recovery, the Help Center, the approval page and the chat socket public', () => {
    const routes = t.app.routeAccess;
    expect(routes.length).toBeGreaterThan(25);
    const publicRoutes = routes
      .filter((r) => r.auth === 'public')
      .map((r) => `${r.method} ${r.url}`);
    // The Help Center's contact form and content search are for visitors too (R-HELP-1, R-HELP-11);
    // a shop's customer reads and decides a quote with the link's token alone (issue 22); a user
    // who forgot the password asks for a link and uses its token (issue 24). The chat socket
    // (issue 24 part 4) takes its access token in its first frame: a browser cannot set headers
    // on a WebSocket, and a plain GET answers 426.
    expect(publicRoutes.sort()).toEqual([
      'GET /api/chat/live',
      'GET /api/content/graphql',
      'GET /api/health',
      'GET /api/public/approval/:token',
      'POST /api/admin/rest/submitSupportQuestion',
      'POST /api/auth/rest/forgotPassword',
      'POST /api/auth/rest/login',
      'POST /api/auth/rest/resetPassword',
      'POST /api/public/approval/:token/decision',
    ]);
    const refreshRoutes = routes
      .filter((r) => r.auth === 'refresh')
      .map((r) => `${r.method} ${r.url}`);
    expect(refreshRoutes.sort()).toEqual([
      'GET /api/auth/rest/refresh',
      'POST /api/auth/rest/logout',
    ]);
  });

  it('lets restricted users reach exactly the calls the forced pages need', () => {
    const allowed = t.app.routeAccess
      .filter((r) => r.auth === 'access' && r.allowRestricted)
      .map((r) => `${r.method} ${r.url}`);
    expect(allowed.sort()).toEqual(
      [
        'GET /api/current/user',
        'GET /api/session/user',
        'GET /api/current/static',
        'GET /api/constants',
        'GET /api/info/features/global',
        'GET /api/meta',
        'POST /api/user/securityChange',
        'POST /api/user/acceptTerms',
      ].sort(),
    );
  });

  it('answers 401 on every authenticated route without a token, or with a bad one', async () => {
    const routes = t.app.routeAccess.filter((r) => r.auth !== 'public');
    for (const route of routes) {
      const method = route.method as 'GET' | 'POST';
      const url = fill(route.url);
      const none = await t.app.inject({ method, url });
      expect(none.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(none.json().code).toBe('UNAUTHORIZED');
      const bad = await t.app.inject({ method, url, headers: bearer('not.a.jwt') });
      expect(bad.statusCode, `${route.method} ${route.url} with a bad token`).toBe(401);
    }
  });

  it('answers 401 before looking at the body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/current/shop',
      payload: { nonsense: true },
    });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['POST', '/api/admin/masquerade', { userId: 1 }],
    ['GET', '/api/admin/masquerade/candidates', undefined],
  ] as const)('refuses a shop employee with 403 on %s %s', async (method, url, payload) => {
    const response = await t.app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
  });
});

describe('bad input', () => {
  it('answers 400 VALIDATION_FAILED with a detail per field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/rest/login',
      payload: { loginName: '', password: 42 },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details.map((d: { path: string }) => d.path).sort()).toEqual([
      'loginName',
      'password',
    ]);
    for (const d of body.details) expect(d.message).toEqual(expect.any(String));
  });

  it('refuses unknown JSON fields', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/current/shop',
      headers: bearer(token),
      payload: { shopId: 1001, force: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ path: 'force', message: 'Unknown field' }]);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/rest/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"loginName": "tech",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });

  it('treats an empty body sent as JSON as no body', async () => {
    const tooltip = await t.app.inject({
      method: 'POST',
      url: '/api/user/showChatNowTooltip',
      headers: { ...bearer(token), 'content-type': 'application/json' },
    });
    expect(tooltip.statusCode).toBe(200);
    const shop = await t.app.inject({
      method: 'POST',
      url: '/api/current/shop',
      headers: { ...bearer(token), 'content-type': 'application/json' },
    });
    expect(shop.statusCode).toBe(400);
    expect(shop.json().code).toBe('VALIDATION_FAILED');
  });

  it('refuses prototype pollution in JSON bodies', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/rest/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"loginName":"tech","password":"x","__proto__":{"admin":true}}',
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers 415 for a body of an unsupported type', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/rest/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a body over 1 MB with 413', async () => {
    const big = { loginName: 'tech', password: 'x'.repeat(1024 * 1024) };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/rest/login',
      payload: big,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');

    const form = await t.app.inject({
      method: 'POST',
      url: '/api/user/savePreferences',
      headers: { ...bearer(token), 'content-type': 'application/x-www-form-urlencoded' },
      payload: `languageCode=${'e'.repeat(1024 * 1024)}`,
    });
    expect(form.statusCode).toBe(413);
  });

  it('answers 404 JSON for unknown API paths', async () => {
    for (const url of ['/api/nothing-here', '/api', '/api/current/user/extra']) {
      const response = await t.app.inject({ url, headers: bearer(token) });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });
});

describe('health, docs and headers', () => {
  it('answers /api/health without a token', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', version: expect.any(String), database: 'up' });
  });

  it('serves the OpenAPI document and its page at /api/docs', async () => {
    const page = await t.app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');

    const doc = await t.app.inject({ url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const openapi = doc.json();
    expect(openapi.openapi).toMatch(/^3\./);
    expect(Object.keys(openapi.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/rest/login',
        '/api/current/user',
        '/api/shop/{id}/company',
      ]),
    );
    expect(openapi.paths['/api/auth/rest/login'].post.requestBody).toBeDefined();
  });

  it('sends security headers, a CSP that lets the app run, and the request id', async () => {
    const response = await t.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toBe('abc-123');
    const generated = await t.app.inject({ url: '/api/health' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says how long the server took in Server-Timing', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(String(response.headers['server-timing'])).toMatch(/^app;dur=\d+\.\d{2}$/);
    const refused = await t.app.inject({ url: '/api/current/user' });
    expect(refused.statusCode).toBe(401);
    expect(String(refused.headers['server-timing'])).toMatch(/^app;dur=\d+\.\d{2}$/);
  });
});

describe('an app with other settings on the same database', () => {
  let other: FastifyInstance;
  let webDir: string;

  beforeAll(async () => {
    webDir = await mkdtemp(path.join(os.tmpdir(), 'procounter-web-'));
    await mkdir(path.join(webDir, 'assets'));
    await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>ProCounter</title>');
    await writeFile(
      path.join(webDir, 'login.html'),
      '<!doctype html><title>ProCounter login</title>',
    );
    await writeFile(
      path.join(webDir, 'help.html'),
      '<!doctype html><title>ProCounter help</title>',
    );
    await writeFile(path.join(webDir, 'assets', 'app-1234.js'), 'console.log("app")');
    other = await buildApp(
      { ...t.config, webDistDir: webDir, loginRateLimitPerMinute: 3, refreshRateLimitPerMinute: 2 },
      { database: t.database },
    );
    other.get('/boom', { config: { auth: 'public' } }, async () => {
      throw new Error('secret detail: password=hunter2 at /srv/app.js:12');
    });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it('rate-limits login with 429 RATE_LIMITED', async () => {
    const attempt = () =>
      other.inject({
        method: 'POST',
        url: '/api/auth/rest/login',
        payload: { loginName: 'caruser', password: 'procounter-demo' },
        remoteAddress: '10.0.0.7',
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(200);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(limited.headers['retry-after']).toBeDefined();
    // Another address is counted separately.
    const elsewhere = await other.inject({
      method: 'POST',
      url: '/api/auth/rest/login',
      payload: { loginName: 'caruser', password: 'procounter-demo' },
      remoteAddress: '10.0.0.8',
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('rate-limits refresh with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await other.inject({
        url: '/api/auth/rest/refresh',
        headers: bearer('unknown-token'),
        remoteAddress: '10.0.0.9',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 429]);
  });

  it('never leaks the details of a 500', async () => {
    const response = await other.inject({ url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'INTERNAL_ERROR', message: 'Internal server error' });
    expect(response.body).not.toContain('hunter2');
  });

  it('serves the built web app with a fallback to index.html for its routes', async () => {
    const root = await other.inject({ url: '/' });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('<title>ProCounter</title>');

    for (const url of ['/home', '/admin/company', '/helpdesk', '/support/help-content/x']) {
      const page = await other.inject({ url, headers: { accept: 'text/html' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body, url).toContain('<title>ProCounter</title>');
    }

    // The Help Center's pages get the document that names the Help Center's code.
    for (const url of ['/help', '/help/article/12?x=1', '/help/search?q=brakes']) {
      const page = await other.inject({ url, headers: { accept: 'text/html' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.body, url).toContain('<title>ProCounter help</title>');
    }

    // R-AUTH-1: "/login (/login.html)", the login page without the app, with or without a query.
    for (const url of ['/login', '/login?errorKey=LOGIN_REQUIRED', '/login.html']) {
      const page = await other.inject({ url, headers: { accept: 'text/html' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.body, url).toContain('<title>ProCounter login</title>');
    }

    const asset = await other.inject({ url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toContain('javascript');
    expect(asset.headers['cache-control']).toContain('immutable');

    const api = await other.inject({ url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');

    const post = await other.inject({ method: 'POST', url: '/home' });
    expect(post.statusCode).toBe(404);
  });

  it('answers 404 JSON outside /api when no web app is built', async () => {
    const response = await t.app.inject({ url: '/home' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});
