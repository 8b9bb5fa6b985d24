import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http2 from 'node:http2';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { API_PREFIX } from '@procounter/shared/contracts/api-paths';
import { generate } from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

// TLS_CERT_FILE and TLS_KEY_FILE: the server speaks HTTPS, HTTP/2 to the clients that offer it and
// HTTP/1.1 to the others, on one port; a close ends the sessions browsers keep open.

const LOGIN_URL = `${API_PREFIX}/auth/rest/login`;

interface Answer {
  status: number;
  headers: http2.IncomingHttpHeaders;
  body: string;
}

/** One request on an HTTP/2 session; `body` false leaves the request open for the caller to end. */
function h2Request(
  session: http2.ClientHttp2Session,
  headers: http2.OutgoingHttpHeaders,
  body?: string | false,
): { stream: http2.ClientHttp2Stream; answer: Promise<Answer> } {
  const stream = session.request(headers);
  const answer = new Promise<Answer>((resolve, reject) => {
    let responseHeaders: http2.IncomingHttpHeaders = {};
    let text = '';
    stream.on('response', (h) => {
      responseHeaders = h;
    });
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      text += chunk;
    });
    stream.on('end', () =>
      resolve({ status: Number(responseHeaders[':status']), headers: responseHeaders, body: text }),
    );
    stream.on('error', reject);
  });
  if (body !== false) stream.end(body);
  return { stream, answer };
}

describe('the server over TLS', () => {
  let dir: string;
  let cert: string;
  let test: TestApp;
  let origin: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'procounter-tls-'));
    const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
      keyType: 'ec',
      algorithm: 'sha256',
    });
    cert = pems.cert;
    writeFileSync(path.join(dir, 'cert.pem'), pems.cert);
    writeFileSync(path.join(dir, 'key.pem'), pems.private);
    test = await buildTestApp({
      env: {
        TLS_CERT_FILE: path.join(dir, 'cert.pem'),
        TLS_KEY_FILE: path.join(dir, 'key.pem'),
        // The close test below stops listening at once.
        SHUTDOWN_NOTICE_MS: '0',
      },
    });
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `https://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await test?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers HTTP/2 with the security headers, and takes a JSON body', async () => {
    const session = http2.connect(origin, { ca: cert });
    try {
      await once(session, 'connect');
      expect(session.alpnProtocol).toBe('h2');
      const health = await h2Request(session, { ':path': `${API_PREFIX}/health` }).answer;
      expect(health.status).toBe(200);
      expect(health.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(health.headers['x-content-type-options']).toBe('nosniff');
      expect(health.headers['strict-transport-security']).toBeDefined();

      const login = await h2Request(
        session,
        { ':method': 'POST', ':path': LOGIN_URL, 'content-type': 'application/json' },
        JSON.stringify({ loginName: 'tech', password: 'procounter-demo' }),
      ).answer;
      expect(login.status, login.body).toBe(200);
      expect(JSON.parse(login.body)).toHaveProperty('access_token');
    } finally {
      session.close();
    }
  });

  it('answers HTTP/1.1 on the same port to a client that does not offer HTTP/2', async () => {
    const response = await new Promise<{ version: string; status: number; body: string }>(
      (resolve, reject) => {
        https
          .get(`${origin}${API_PREFIX}/health`, { ca: cert, agent: false }, (res) => {
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => {
              body += chunk;
            });
            res.on('end', () =>
              resolve({ version: res.httpVersion, status: res.statusCode ?? 0, body }),
            );
          })
          .on('error', reject);
      },
    );
    expect(response).toMatchObject({ version: '1.1', status: 200 });
    expect(JSON.parse(response.body)).toMatchObject({ status: 'ok' });
  });

  it('refuses to start without readable certificate files', async () => {
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      TLS_CERT_FILE: path.join(dir, 'missing.pem'),
      TLS_KEY_FILE: path.join(dir, 'key.pem'),
    });
    await expect(buildApp(config, { database: test.database })).rejects.toThrow(
      /Cannot read the TLS certificate file .*missing\.pem/,
    );
  });

  // Last: it closes the app.
  it('on close, lets a running request finish and ends idle HTTP/2 sessions at once', async () => {
    const idle = http2.connect(origin, { ca: cert });
    const busy = http2.connect(origin, { ca: cert });
    try {
      expect((await h2Request(idle, { ':path': `${API_PREFIX}/health` }).answer).status).toBe(200);
      const idleClosed = once(idle, 'close');
      // A login whose body is still coming when the close starts.
      const running = h2Request(
        busy,
        { ':method': 'POST', ':path': LOGIN_URL, 'content-type': 'application/json' },
        false,
      );
      running.stream.write('{"loginName":"tech",');
      await new Promise((resolve) => setTimeout(resolve, 200));

      const started = performance.now();
      const closed = test.app.close();
      await new Promise((resolve) => setTimeout(resolve, 200));
      running.stream.end('"password":"procounter-demo"}');
      const answer = await running.answer;
      expect(answer.status, answer.body).toBe(200);
      await closed;
      await idleClosed;
      // Well before the drain's cut (SHUTDOWN_DRAIN_MS, 8 s): nothing waited for the idle session.
      expect(performance.now() - started).toBeLessThan(4000);
    } finally {
      idle.destroy();
      busy.destroy();
    }
  });
});
