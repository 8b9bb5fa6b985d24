import type { AuthTokens } from '@procounter/shared/contracts/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { DEMO_LOGINS, type DemoLogin } from './demo-logins';
import { loginOver } from './fixtures';
import { type HttpRequest, type HttpSend, httpClient, listen } from './http-client';
import { ROUTE_RULES } from './route-rules';

// Issue 19: a caller without a route's capability must learn nothing from it, not even the shape
// of its input. Every capability-guarded route of the table is sent malformed requests (a broken
// JSON body, a body of the wrong shape, a broken query and path) by a caller without the
// capability, who gets 403; a caller with it gets 400 for the same requests, so they really are
// malformed.

let t: TestApp;
let send: HttpSend;
const tokens = new Map<string, AuthTokens>();

/**
 * The guarded routes whose capability some demo login lacks: userCanViewStatements (and labor
 * claims') is every demo role's (only the spec's retailer employee, who has no demo login, lacks
 * it); the authorization matrix checks those routes' callers.
 */
const guarded = Object.entries(ROUTE_RULES).flatMap(([key, rule]) =>
  rule.kind === 'user' && rule.can && DEMO_LOGINS.some((l) => !l.restriction && !rule.can?.(l.user))
    ? [{ key, can: rule.can }]
    : [],
);

/** The first demo login, free of forced steps, that the capability refuses (or accepts). */
function loginWhere(can: (user: DemoLogin['user']) => boolean, allowed: boolean): DemoLogin {
  const login = DEMO_LOGINS.find((l) => !l.restriction && can(l.user) === allowed);
  if (!login) throw new Error(`no demo login ${allowed ? 'with' : 'without'} ${can.name}`);
  return login;
}

const LONG = 'x'.repeat(5000);

/** The malformed versions of a request to the route of `key`. */
function malformed(key: string): { what: string; request: HttpRequest }[] {
  const [method, pattern] = key.split(' ') as [string, string];
  const path = pattern.replace(/:[A-Za-z]+/g, '~not%20an~id~');
  const query = `languageId=not-a-number&status=NOT_A_STATUS&search=${LONG}&unexpected=1`;
  const variants: { what: string; request: HttpRequest }[] = [
    { what: 'a broken query and path', request: { method, path: `${path}?${query}` } },
  ];
  if (method === 'POST' || method === 'PUT') {
    variants.push(
      {
        what: 'a broken JSON body',
        request: {
          method,
          path,
          raw: '{"languageId": 1, "name": ',
          headers: { 'content-type': 'application/json' },
        },
      },
      {
        what: 'a body of the wrong shape',
        request: { method, path, json: { unexpected: [1, 2, 3], languageId: 'one' } },
      },
    );
  }
  return variants;
}

beforeAll(async () => {
  t = await buildTestApp();
  send = httpClient(await listen(t.app));
  for (const { can } of guarded) {
    for (const allowed of [true, false]) {
      const { loginName } = loginWhere(can, allowed);
      if (!tokens.has(loginName)) tokens.set(loginName, await loginOver(send, loginName));
    }
  }
}, 60_000);
afterAll(() => t.close());

describe('capability-guarded routes', () => {
  it('exist in the table', () => {
    expect(guarded.length).toBeGreaterThanOrEqual(10);
  });

  it.each(guarded)(
    '$key: 403 for a caller without the capability, whatever the input',
    async ({ key, can }) => {
      const refused = loginWhere(can, false);
      const permitted = loginWhere(can, true);
      const answers: string[] = [];
      let permittedSaw400 = false;
      for (const { what, request } of malformed(key)) {
        const asRefused = await send({
          ...request,
          token: tokens.get(refused.loginName)!.access_token,
        });
        const code = (asRefused.body as { code?: string } | undefined)?.code;
        if (asRefused.status !== 403 || code !== 'FORBIDDEN') {
          answers.push(`${what} as ${refused.loginName}: ${asRefused.status} ${asRefused.text}`);
        }
        const asPermitted = await send({
          ...request,
          token: tokens.get(permitted.loginName)!.access_token,
        });
        if (asPermitted.status === 400) permittedSaw400 = true;
        expect(asPermitted.status, `${what} as ${permitted.loginName}`).toBeLessThan(500);
      }
      expect(answers).toEqual([]);
      expect(permittedSaw400, `no malformed request was refused with 400 for ${key}`).toBe(true);
    },
  );
});
