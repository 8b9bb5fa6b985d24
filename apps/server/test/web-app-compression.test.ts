import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webAppPlugin } from '../src/plugins/web-app';

// The web build writes name.br and name.gz beside each asset (apps/web/vite.config.ts); the server
// hands them out by Accept-Encoding, and the plain file to a client that accepts neither.

const script = `export const answer = ${JSON.stringify('x'.repeat(2000))};\n`;
const html = '<!doctype html><html><head><title>ProCounter</title></head><body></body></html>\n';

let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'procounter-web-'));
  await mkdir(path.join(dir, 'assets'));
  for (const [name, text] of [
    ['assets/app-1234.js', script],
    ['index.html', html],
  ] as const) {
    const file = path.join(dir, name);
    await writeFile(file, text);
    await writeFile(`${file}.br`, brotliCompressSync(text));
    await writeFile(`${file}.gz`, gzipSync(text));
  }
  // A file the build left without compressed siblings: served plain whatever the client accepts.
  await writeFile(path.join(dir, 'robots.txt'), 'User-agent: *\n');
  app = Fastify();
  await app.register(webAppPlugin, { webDistDir: dir });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

function get(url: string, acceptEncoding?: string) {
  return app.inject({
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });
}

describe('compressed web assets', () => {
  it('answers Brotli to a client that accepts br, with the same content', async () => {
    const response = await get('/assets/app-1234.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(script));
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('answers gzip to a client that accepts only gzip', async () => {
    const response = await get('/assets/app-1234.js', 'gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('answers the plain file without Accept-Encoding', async () => {
    const response = await get('/assets/app-1234.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(response.body).toBe(script);
  });

  it('compresses index.html too, also as the fallback of an app route', async () => {
    for (const url of ['/', '/home', '/help/article/12']) {
      const response = await get(url, 'br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(html);
    }
    const plain = await get('/home');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
  });

  it('falls back to the plain file when no compressed one exists', async () => {
    const response = await get('/robots.txt', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('User-agent: *\n');
  });
});
