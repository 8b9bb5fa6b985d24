import type { AuthTokens } from '@procounter/shared/contracts/auth';
import type {
  UpdateHelpArticleBody,
  UpdateHelpCategoryBody,
} from '@procounter/shared/contracts/help-content';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../src/db/seed/factories';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { DEMO_LOGINS, type DemoLogin, DISABLED_LOGIN } from './demo-logins';
import { createOwnResources, loadCatalogFixtures, loginOver, type OwnResources } from './fixtures';
import { type HttpAnswer, type HttpSend, httpClient, listen } from './http-client';
import {
  type CallerContext,
  ROUTE_CALLS,
  type RouteRequest,
  type SharedFixtures,
} from './route-calls';
import { declaredAuthOf, describeRule, ROUTE_RULES, type RouteRule } from './route-rules';

let t: TestApp;
let send: HttpSend;
let shared: SharedFixtures;
/** The visitor first, then every demo login that can log in. */
const callers: { login: DemoLogin | null; ctx: CallerContext }[] = [];

async function call(method: string, path: string, token?: string | null, json?: unknown) {
  return send({ method, path, token, json });
}

function bodyOf<T>(answer: HttpAnswer, what: string): T {
  expect(answer.status, `${what}: ${answer.text}`).toBeLessThan(300);
  return answer.body as T;
}

beforeAll(async () => {
  // Every login sends a Help Center question: the per-address limit must not get in the way.
  t = await buildTestApp({ env: { SUPPORT_QUESTION_RATE_LIMIT_PER_MINUTE: '100000' } });
  send = httpClient(await listen(t.app));
  const catalog = await loadCatalogFixtures(t.db);

  const tokens = new Map<string, AuthTokens>();
  for (const login of DEMO_LOGINS)
    tokens.set(login.loginName, await loginOver(send, login.loginName));
  const tech = tokens.get('tech')!.access_token;
  const admin = tokens.get('admin')!.access_token;

  const techUser = bodyOf<{ userId: number }>(await call('GET', '/api/current/user', tech), 'tech');
  const [message] = bodyOf<{ messageId: number }[]>(
    await call('GET', '/api/message/get/current/BROADCAST', tech),
    'broadcast messages',
  );
  const question = bodyOf<{ id: number }>(
    await call('POST', '/api/admin/rest/submitSupportQuestion', null, {
      emailAddress: 'visitor@example.com',
      shopName: 'Bay Area Brakes',
      customerName: 'Val Visitor',
      customerAccountNumber: '200001',
      customerPhoneNumber: '(510) 555-0199',
      questionType: 'WEBSITE_HELP',
      questionText: 'Where do I find my statements?',
    }),
    'support question',
  );
  const categories = bodyOf<(UpdateHelpCategoryBody & { identifier: string })[]>(
    await call('GET', '/api/admin/rest/help/categories?languageId=1', admin),
    'help categories',
  );
  const category = categories.find((c) => c.parent !== null) ?? categories[0]!;
  const [articleSummary] = bodyOf<{ identifier: string }[]>(
    await call('GET', '/api/admin/rest/help/articles?languageId=1', admin),
    'help articles',
  );
  const article = bodyOf<UpdateHelpArticleBody & { identifier: string }>(
    await call(
      'GET',
      `/api/admin/rest/help/articles/${articleSummary!.identifier}?languageId=1`,
      admin,
    ),
    'help article',
  );
  // The demo's link waiting for caruser's account (seedDemoCarAccount), from its own page.
  const carOverview = bodyOf<{ approvals: { linkId: number }[] }>(
    await call('GET', '/api/car-admin/overview', tokens.get('caruser')!.access_token),
    'car account overview',
  );
  // The demo's labor claims of shop 1001 (seedDemoLaborClaims), read as tech.
  const claims = bodyOf<{ claims: { id: number; status: string }[] }>(
    await call('GET', '/api/admin/labor-claims', tech),
    'labor claims',
  ).claims;
  const submittedClaim = claims.find((c) => c.status === 'SUBMITTED')!;
  const claimDetail = bodyOf<{ files: { id: number }[]; invoiceLineId: number }>(
    await call('GET', `/api/admin/labor-claims/${submittedClaim.id}`, tech),
    'labor claim',
  );
  shared = {
    catalog,
    laborClaims: {
      submittedId: submittedClaim.id,
      underReviewId: claims.find((c) => c.status === 'UNDER_REVIEW')!.id,
      fileId: claimDetail.files[0]!.id,
      lineId: claimDetail.invoiceLineId,
    },
    carAccountLinkId: carOverview.approvals[0]!.linkId,
    techUserId: techUser.userId,
    messageId: message!.messageId,
    supportQuestionId: question.id,
    helpCategory: {
      identifier: category.identifier,
      body: {
        languageId: 1,
        name: category.name,
        sortOrder: category.sortOrder,
        parent: category.parent,
        live: category.live,
      },
    },
    helpArticle: {
      identifier: article.identifier,
      body: {
        languageId: 1,
        title: article.title,
        urlTitle: article.urlTitle,
        excerpt: article.excerpt,
        content: article.content,
        category: article.category,
        audience: article.audience,
        live: article.live,
      },
    },
  };

  const owns = new Map<string, OwnResources>();
  for (const login of DEMO_LOGINS) {
    if (login.restriction) continue;
    const token = tokens.get(login.loginName)!.access_token;
    owns.set(
      login.loginName,
      await createOwnResources(t.db, send, token, catalog, login.loginName),
    );
  }
  const context = async (login: DemoLogin | null): Promise<CallerContext> => {
    const name = login?.loginName ?? 'anonymous';
    const held = login ? tokens.get(name)! : null;
    const staticData = held
      ? bodyOf<{ usageTracking: { auth: string } }>(
          await call('GET', '/api/current/static', held.access_token),
          `${name} static`,
        )
      : null;
    return {
      name,
      tokens: held,
      trackingToken: staticData?.usageTracking.auth ?? '',
      // A visitor or a held account reaches nothing that needs its own rows: tech's stand in.
      own: { ...(owns.get(name) ?? owns.get('tech')!) },
      shared,
      freshTokens: async () => (login ? loginOver(send, name) : null),
      send,
    };
  };
  callers.push({ login: null, ctx: await context(null) });
  for (const login of DEMO_LOGINS) callers.push({ login, ctx: await context(login) });
}, 120_000);
afterAll(() => t.close());

const routeKeys = () => t.app.routeAccess.map((r) => `${r.method} ${r.url}`);

describe('the capability table', () => {
  it('has one rule for every API route, and every rule names a route', () => {
    const routes = routeKeys();
    expect(new Set(routes).size).toBe(routes.length);
    const rules = Object.keys(ROUTE_RULES);
    expect(
      routes.filter((r) => !(r in ROUTE_RULES)),
      'routes without a rule',
    ).toEqual([]);
    expect(
      rules.filter((r) => !routes.includes(r)),
      'rules without a route',
    ).toEqual([]);
    expect(routes.length).toBe(rules.length);
  });

  it('agrees with how the server declares each route', () => {
    const differences = t.app.routeAccess.flatMap((route) => {
      const rule = ROUTE_RULES[`${route.method} ${route.url}`];
      if (!rule) return [];
      const restricted = rule.kind === 'user' && rule.restricted;
      const capability = (rule.kind === 'user' && rule.can?.name) || null;
      const ownerOnly = rule.kind === 'user' && rule.ownerOnly === true;
      const ok =
        route.auth === declaredAuthOf(rule) &&
        route.allowRestricted === restricted &&
        route.capability === capability &&
        route.ownerOnly === ownerOnly;
      return ok
        ? []
        : [
            `${route.method} ${route.url}: server ${route.auth} ${route.capability ?? ''}` +
              `${route.ownerOnly ? ' owner-only' : ''}, ` +
              `rule ${describeRule(rule)}`,
          ];
    });
    expect(differences).toEqual([]);
  });

  it('has a request for every rule', () => {
    expect(Object.keys(ROUTE_CALLS).sort()).toEqual(Object.keys(ROUTE_RULES).sort());
  });
});

type Expected =
  | { allowed: true }
  | { allowed: false; status: 401 }
  | { allowed: false; status: 403; code: string; reason?: string };

/** What the rule says this caller gets. */
function expectedFor(rule: RouteRule, login: DemoLogin | null, ctx: CallerContext): Expected {
  if (rule.kind === 'public') return { allowed: true };
  if (!login) return { allowed: false, status: 401 };
  if (rule.kind === 'refresh-token') return { allowed: true };
  if (rule.kind === 'tracking-token') {
    return ctx.trackingToken ? { allowed: true } : { allowed: false, status: 401 };
  }
  const restrictedOk = rule.kind === 'user' && rule.restricted;
  if (login.restriction && !restrictedOk) {
    return { allowed: false, status: 403, code: 'FORBIDDEN', reason: login.restriction };
  }
  if (rule.kind === 'masquerade-session') {
    return { allowed: false, status: 403, code: 'NOT_MASQUERADING' };
  }
  if (rule.can && !rule.can(login.user)) return { allowed: false, status: 403, code: 'FORBIDDEN' };
  if (rule.carCustomer && !login.carCustomer) {
    return { allowed: false, status: 403, code: 'FORBIDDEN' };
  }
  return { allowed: true };
}

function defaultToken(rule: RouteRule, ctx: CallerContext): string | null {
  if (rule.kind === 'refresh-token') return ctx.tokens?.refresh_token ?? null;
  if (rule.kind === 'user' || rule.kind === 'masquerade-session') {
    return ctx.tokens?.access_token ?? null;
  }
  return null;
}

/** What is wrong with an answer, or null. */
function mismatch(expected: Expected, answer: HttpAnswer): string | null {
  if (answer.status >= 500) return `answered ${answer.status}`;
  const body = answer.body as { code?: unknown; message?: unknown; reason?: unknown } | undefined;
  if (
    answer.status >= 400 &&
    (typeof body?.code !== 'string' || typeof body.message !== 'string')
  ) {
    return `error ${answer.status} without {code, message}: ${answer.text.slice(0, 120)}`;
  }
  if (expected.allowed) {
    return answer.status === 401 || answer.status === 403
      ? `permitted but answered ${answer.status} ${body?.code} ${body?.reason ?? ''}`
      : null;
  }
  if (answer.status !== expected.status) {
    return `expected ${expected.status} but answered ${answer.status} ${answer.text.slice(0, 120)}`;
  }
  if (expected.status === 403) {
    if (body?.code !== expected.code) return `expected 403 ${expected.code}, got ${body?.code}`;
    if (body?.reason !== expected.reason) {
      return `expected 403 reason ${expected.reason}, got ${String(body?.reason)}`;
    }
  }
  return null;
}

describe('the authorization matrix', () => {
  it('refuses the disabled account at login', async () => {
    const answer = await call('POST', '/api/auth/rest/login', null, {
      loginName: DISABLED_LOGIN,
      password: 'procounter-demo',
    });
    expect(answer.status).toBe(401);
    expect(answer.body).not.toHaveProperty('access_token');
    expect(answer.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it('gives a tracking token to shop users only, not to team members or the demo company', () => {
    for (const { login, ctx } of callers) {
      if (!login) continue;
      const tracked = !login.user.group?.internal && login.loginName !== 'demo';
      expect(ctx.trackingToken !== '', login.loginName).toBe(tracked);
    }
  });

  it('answers every route as each demo login and a visitor as the table says', {
    timeout: 300_000,
  }, async () => {
    const failures: string[] = [];
    let calls = 0;
    let permitted = 0;
    let succeeded = 0;
    let refused = 0;
    const entries = Object.entries(ROUTE_CALLS);
    for (const phase of [0, 1, 2] as const) {
      for (const [key, routeCall] of entries) {
        if (routeCall.phase !== phase) continue;
        const rule = ROUTE_RULES[key]!;
        const method = key.split(' ')[0]!;
        for (const { login, ctx } of callers) {
          const built: RouteRequest = await routeCall.request(ctx);
          const request = {
            ...built,
            token: built.token === undefined ? defaultToken(rule, ctx) : built.token,
          };
          const answer = await send({ method, ...request });
          calls++;
          const expected = expectedFor(rule, login, ctx);
          const problem = mismatch(expected, answer);
          if (problem) failures.push(`${key} as ${ctx.name} [${describeRule(rule)}]: ${problem}`);
          if (expected.allowed) {
            permitted++;
            if (answer.status < 300) {
              succeeded++;
              await routeCall.after?.(answer, ctx, request);
            }
          } else {
            refused++;
          }
        }
      }
    }
    console.info(
      `authorization matrix: ${entries.length} routes x ${callers.length} callers = ${calls} calls; ` +
        `${permitted} permitted (${succeeded} answered 2xx), ${refused} refused as expected or not`,
    );
    expect(failures).toEqual([]);
    expect(calls).toBe(entries.length * callers.length);
    // Most permitted calls must really reach their handler and succeed, not stop at a 400 or 404.
    expect(succeeded / permitted).toBeGreaterThan(0.8);
  });
});

describe('rules that depend on more than the route', () => {
  it('refuses labor lines to RO writer users only', async () => {
    const labor = { type: 'LABOR', description: 'Brake job', customerPrice: 95, quantity: 1.5 };
    const rowriter = await loginOver(send, 'rowriter');
    const refused = await call(
      'POST',
      '/api/worksheet/rest/nonProductItem',
      rowriter.access_token,
      labor,
    );
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'FORBIDDEN' });
    const tech = await loginOver(send, 'tech');
    const added = await call(
      'POST',
      '/api/worksheet/rest/nonProductItem',
      tech.access_token,
      labor,
    );
    expect(added.status).toBe(200);
  });

  it("keeps masquerade to shop users, one at a time, with the target user's rights", async () => {
    const support = await loginOver(send, 'support');
    const adminId = bodyOf<{ userId: number }>(
      await call('GET', '/api/current/user', (await loginOver(send, 'admin')).access_token),
      'admin',
    ).userId;
    // Another support user is not a target: acting as them would reach their rights.
    const asAdmin = await call('POST', '/api/admin/masquerade', support.access_token, {
      userId: adminId,
    });
    expect(asAdmin.status).toBe(403);

    const session = bodyOf<AuthTokens>(
      await call('POST', '/api/admin/masquerade', support.access_token, {
        userId: shared.techUserId,
      }),
      'masquerade as tech',
    );
    // The session has tech's rights, not support's.
    for (const path of ['/api/admin/rest/supportQuestions', '/api/admin/masquerade/candidates']) {
      const answer = await call('GET', path, session.access_token);
      expect(answer.status, path).toBe(403);
    }
    const again = await call('POST', '/api/admin/masquerade', session.access_token, {
      userId: adminId,
    });
    expect(again.status).toBe(403);
    // Starting the masquerade ended support's own login.
    expect((await call('GET', '/api/current/user', support.access_token)).status).toBe(401);
  });

  it.each([
    ['SECURITY_CHANGE_REQUIRED', { passwordChangeRequired: true }, '/api/user/securityChange'],
    ['TOS_REQUIRED', { termsAcceptanceRequired: true }, '/api/user/acceptTerms'],
  ] as const)(
    'holds an account with %s until its forced step is done',
    async (reason, flags, step) => {
      const user = await createUser(t.db, { shopIds: [1001], ...flags });
      const { access_token: token } = await loginOver(send, user.loginName);
      const held = await call('GET', '/api/current/shop', token);
      expect(held.status).toBe(403);
      expect(held.body).toMatchObject({ code: 'FORBIDDEN', reason });
      const done = await call(
        'POST',
        step,
        token,
        step === '/api/user/acceptTerms'
          ? { accepted: true }
          : { currentPassword: 'procounter-demo', newPassword: 'a-new-password-1' },
      );
      expect(done.status, done.text).toBe(204);
      expect((await call('GET', '/api/current/shop', token)).status).toBe(200);
    },
  );
});

describe('tokens of one purpose', () => {
  it('are refused where another purpose is needed, and forged ones everywhere', async () => {
    const tokens = await loginOver(send, 'tech');
    const access = tokens.access_token;
    const content = bodyOf<{ token: string }>(
      await call('GET', '/api/current/dotcms?withToken=true', access),
      'content token',
    ).token;
    const tracking = bodyOf<{ usageTracking: { auth: string } }>(
      await call('GET', '/api/current/static', access),
      'tracking token',
    ).usageTracking.auth;
    expect(content).not.toBe('');
    expect(tracking).not.toBe('');

    // The same claims signed with another key, and with no signature at all (alg none).
    const [, payload] = access.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const otherKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-0123456789'));
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const forged = [otherKey, none, `${access}x`, 'Bearer', '.', 'a.b.c'];

    const beacon = {
      uuid: '6f1c1f0e-0a51-4c55-9a1e-7d1c0b2f4a10',
      timestamp: Date.now(),
      lookupType: 'KEYWORD',
      vehicleIds: { baseVehicleId: null, engineId: null, submodelId: null },
      searchTerm: 'pads',
    };
    const uses: { where: string; send(token: string): Promise<HttpAnswer> }[] = [
      { where: 'access', send: (token) => call('GET', '/api/current/user', token) },
      { where: 'refresh', send: (token) => call('GET', '/api/auth/rest/refresh', token) },
      {
        where: 'tracking',
        send: (token) =>
          call(
            'POST',
            `/api/tracking/lookup/summary?token=${encodeURIComponent(token)}`,
            null,
            beacon,
          ),
      },
      {
        where: 'content',
        send: (token) =>
          call('GET', `/api/content/graphql?query=${encodeURIComponent('{ __typename }')}`, token),
      },
    ];
    const held: Record<string, string> = {
      access,
      refresh: tokens.refresh_token,
      tracking,
      content,
    };
    const failures: string[] = [];
    for (const use of uses) {
      for (const [kind, token] of Object.entries(held)) {
        if (kind === use.where) continue;
        const answer = await use.send(token);
        if (answer.status !== 401) failures.push(`${kind} token as ${use.where}: ${answer.status}`);
      }
      for (const token of forged) {
        const answer = await use.send(token);
        if (answer.status !== 401) {
          failures.push(`forged ${token.slice(0, 20)} as ${use.where}: ${answer.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // Each token still works for its own purpose (the refusals above are not a broken setup).
    expect((await uses[0]!.send(access)).status).toBe(200);
    expect((await uses[2]!.send(tracking)).status).toBe(204);
    expect((await uses[3]!.send(content)).status).toBe(200);
    expect((await uses[1]!.send(tokens.refresh_token)).status).toBe(200);
  });
});
