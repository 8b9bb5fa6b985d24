import {
  ConstantsSchema,
  MetaListSchema,
  StaticDataSchema,
} from '@procounter/shared/contracts/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import packageJson from '../../../package.json';
import { bearer, buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await buildTestApp({ env: { APP_PROFILE: 'local-test' } });
  token = (await t.login('tech')).access_token;
});
afterAll(() => t.close());

const get = (url: string, accessToken = token) =>
  t.app.inject({ url, headers: bearer(accessToken) });

describe('GET /api/current/static', () => {
  it("answers the app's settings with the version line and profile", async () => {
    const response = await get('/api/current/static');
    expect(response.statusCode).toBe(200);
    const data = StaticDataSchema.parse(response.json());
    expect(data.version).toEqual({
      fcoVersion: packageJson.version,
      node: process.version,
      ocatVersion: expect.any(String),
    });
    expect(data.profile).toBe('local-test');
  });
});

describe('GET /api/constants', () => {
  it('answers the lists asked for', async () => {
    const states = ConstantsSchema.parse((await get('/api/constants?states=true')).json());
    expect(states.states).toHaveLength(51);
    expect(states.states).toContainEqual({ code: 'DC', name: 'District of Columbia' });
    expect(states.jobTitles).toBeUndefined();

    const both = ConstantsSchema.parse(
      (await get('/api/constants?jobTitles=true&customerTypes=true')).json(),
    );
    expect(both.jobTitles).toContain('Technician');
    expect(both.customerTypes?.map((c) => c.name)).toEqual(
      expect.arrayContaining(['WEB', 'MITCHELL', 'RO_WRITER', 'SMS']),
    );
    expect(both.states).toBeUndefined();
  });

  it('lets the browser keep each list: Cache-Control, an ETag per set, 304 when it is sent back', async () => {
    const states = await get('/api/constants?states=true');
    expect(states.headers['cache-control']).toBe('private, max-age=3600');
    const etag = String(states.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const titles = await get('/api/constants?jobTitles=true');
    expect(titles.headers.etag).not.toBe(etag);

    const again = await t.app.inject({
      url: '/api/constants?states=true',
      headers: { ...bearer(token), 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another set of lists is another answer: the states' tag does not stand for it.
    const other = await t.app.inject({
      url: '/api/constants?jobTitles=true',
      headers: { ...bearer(token), 'if-none-match': etag },
    });
    expect(other.statusCode).toBe(200);
    expect(other.json().jobTitles).toContain('Technician');
  });

  it('answers 400 for values other than true/false and for unknown lists', async () => {
    expect((await get('/api/constants?states=yes')).statusCode).toBe(400);
    const unknown = await get('/api/constants?vehicles=true');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual([{ path: 'vehicles', message: 'Unknown field' }]);
  });
});

describe('GET /api/meta', () => {
  it('answers the last change of each entity asked for', async () => {
    const response = await get('/api/meta?keys=user,shop,company,features,messages');
    expect(response.statusCode).toBe(200);
    const entries = MetaListSchema.parse(response.json());
    expect(entries.map((e) => e.entity)).toEqual([
      'user',
      'shop',
      'company',
      'features',
      'messages',
    ]);
    for (const e of entries) {
      expect(e.status).toBe('OK');
      expect(e.lastModified).toBeGreaterThan(0);
      expect(e.lastModified).toBeLessThanOrEqual(Date.now());
    }
  });

  it('moves the user entry forward when the preferences change', async () => {
    const before = (await get('/api/meta?keys=user')).json()[0].lastModified;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await t.app.inject({
      method: 'POST',
      url: '/api/user/savePreferences',
      headers: { ...bearer(token), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'languageCode=es',
    });
    const after = (await get('/api/meta?keys=user')).json()[0].lastModified;
    expect(after).toBeGreaterThan(before);
  });

  it('answers 400 for an unknown entity or no keys', async () => {
    expect((await get('/api/meta?keys=user,orders')).statusCode).toBe(400);
    expect((await get('/api/meta')).statusCode).toBe(400);
  });
});
