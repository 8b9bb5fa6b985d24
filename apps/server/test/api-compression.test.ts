import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from './helpers/build-test-app';

// API answers of 1 KB and more are compressed for a client that accepts it (app.ts); smaller ones,
// and every answer to a client that does not, go out as they are.

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await buildTestApp();
  token = (await t.login('tech')).access_token;
});

afterAll(() => t.close());

const MAKES = '/api/vehicle/select/v2/makes?year=2013';

function get(url: string, acceptEncoding?: string) {
  return t.app.inject({
    url,
    headers: { ...bearer(token), ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });
}

describe('compressed API answers', () => {
  it('answers Brotli, then gzip, with the same JSON as the plain answer', async () => {
    const plain = await get(MAKES);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get(MAKES, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await get(MAKES, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small answers and errors under 1 KB as they are', async () => {
    const health = await t.app.inject({
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    const refused = await t.app.inject({
      url: MAKES,
      headers: { 'accept-encoding': 'br' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toHaveProperty('code');
  });
});
