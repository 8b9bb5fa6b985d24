import net from 'node:net';
import { API, API_PREFIX } from '@procounter/shared/contracts/api-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { callApi, listen, loginOverHttp, percentile, sleep } from './support';

// Issue 7: clients that hold a connection without finishing their part (headers a byte at a time,
// a body trickling in, an answer never read) must not slow anyone else down, and the server's
// timeouts (HTTP_*_TIMEOUT_MS, short here) must cut them off.

const HEADERS_TIMEOUT_MS = 2000;
const REQUEST_TIMEOUT_MS = 4000;
const CONNECTION_TIMEOUT_MS = 2000;
/** How late after its timeout a slow client may still be cut on a busy machine. */
const CUT_MARGIN_MS = 2500;
/**
 * The never-reading client asks for this much in all: more than the kernel's buffers take in
 * (about 3.7 MB on loopback), so the server is left holding the rest.
 */
const UNREAD_BYTES = 8 * 1024 * 1024;

interface SlowClientResult {
  /** From the first byte sent to the connection closing (Infinity: the client gave up first). */
  closedAfterMs: number;
  received: string;
}

/**
 * A raw connection that sends `start`, then `drip()` every `everyMs` until the server closes it,
 * or until `giveUpMs` (a server that never cuts it would hold it for minutes).
 */
function slowClient(
  port: number,
  start: string,
  drip: () => string,
  everyMs: number,
  giveUpMs: number,
): Promise<SlowClientResult> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let startedAt = 0;
    let timer: NodeJS.Timeout | undefined;
    let gaveUp = false;
    socket.on('connect', () => {
      startedAt = performance.now();
      socket.write(start);
      timer = setInterval(() => {
        if (performance.now() - startedAt > giveUpMs) {
          gaveUp = true;
          socket.destroy();
        } else if (socket.writable) socket.write(drip());
      }, everyMs);
    });
    socket.on('data', (chunk) => chunks.push(chunk));
    // The server's reset after its 408 shows up as EPIPE or ECONNRESET here.
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve({
        closedAfterMs: gaveUp ? Infinity : performance.now() - startedAt,
        received: Buffer.concat(chunks).toString('latin1'),
      });
    });
  });
}

/**
 * Sends `requests` pipelined on one connection and reads nothing for `pauseMs`; then reads what
 * is left. Answers how many bytes came in all and whether the server had closed the connection
 * (it then ends within a moment of reading again).
 */
function neverReadingClient(
  port: number,
  requests: string,
  pauseMs: number,
): Promise<{ bytes: number; closedByServer: boolean }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.pause();
    let bytes = 0;
    socket.on('connect', () => socket.write(requests));
    socket.on('data', (chunk) => {
      bytes += chunk.length;
    });
    socket.on('error', () => {});
    let ended = false;
    socket.on('close', () => {
      ended = true;
    });
    setTimeout(() => {
      socket.resume();
      // Reading again: a connection the server closed ends as soon as the buffers are drained; a
      // live one goes on receiving and stays open.
      setTimeout(() => {
        socket.destroy();
        resolve({ bytes, closedByServer: ended });
      }, 2000);
    }, pauseMs);
  });
}

describe('slow clients', () => {
  let t: TestApp;
  let baseUrl: string;
  let port: number;
  let token: string;
  let bigPath: string;
  let bigBytes: number;

  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
        HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
        HTTP_CONNECTION_TIMEOUT_MS: String(CONNECTION_TIMEOUT_MS),
      },
    });
    baseUrl = await listen(t.app);
    port = Number(new URL(baseUrl).port);
    token = await loginOverHttp(baseUrl, 'tech');
    // The largest answer anyone may ask for: the OpenAPI document (half a megabyte, from memory,
    // so a dozen of them cost the server little; the Help Center's articles are a quarter of it
    // and a query each).
    bigPath = `${API.docs}/json`;
    const big = await callApi(baseUrl, bigPath);
    expect(big.status).toBe(200);
    bigBytes = JSON.stringify(big.body).length;
    expect(bigBytes).toBeGreaterThan(200_000);
    for (let i = 0; i < 5; i++) await callApi(baseUrl, API.currentUser, { token });
  });
  afterAll(() => t?.close());

  it('keeps a normal client fast while slow clients are cut off by the timeouts', async () => {
    // First the client that never reads: it gets its answers served into the buffers, then
    // holds the connection with the rest unsent.
    const copies = Math.ceil(UNREAD_BYTES / bigBytes);
    const nonReader = neverReadingClient(
      port,
      `GET ${API_PREFIX}${bigPath} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`.repeat(copies),
      // Node lets a connection whose write queue moved since the last check live one more
      // period: the cut comes within twice the timeout after the last byte left.
      2 * CONNECTION_TIMEOUT_MS + 3000,
    );
    await sleep(1000);
    const headerDripper = slowClient(
      port,
      `GET ${API_PREFIX}${API.health} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: `,
      () => 'a',
      100,
      HEADERS_TIMEOUT_MS + CUT_MARGIN_MS,
    );
    const bodyDripper = slowClient(
      port,
      [
        `POST ${API_PREFIX}${API.stockOrderCreate} HTTP/1.1`,
        'Host: 127.0.0.1',
        `Authorization: Bearer ${token}`,
        'Content-Type: application/json',
        'Content-Length: 500000',
        '',
        '{"name":"slow body",',
      ].join('\r\n'),
      () => ' '.repeat(500),
      100,
      REQUEST_TIMEOUT_MS + CUT_MARGIN_MS,
    );

    // The normal client: one request after the other until every slow client is done.
    let slowClientsDone = false;
    const slowOnes = Promise.all([headerDripper, bodyDripper, nonReader]).finally(() => {
      slowClientsDone = true;
    });
    const latencies: number[] = [];
    for (let i = 0; !slowClientsDone; i++) {
      const answer =
        i % 2 === 0
          ? await callApi(baseUrl, API.currentUser, { token })
          : await callApi(baseUrl, API.health);
      expect(answer.status).toBe(200);
      latencies.push(answer.ms);
    }
    const [headers, body, unread] = await slowOnes;

    console.info('slow clients figures', {
      headersCutAfterMs: Math.round(headers.closedAfterMs),
      headersAnswer: headers.received.split('\r\n')[0],
      bodyCutAfterMs: Math.round(body.closedAfterMs),
      bodyAnswer: body.received.split('\r\n')[0],
      unread: { ...unread, asked: copies, answerBytes: bigBytes },
      normalRequests: latencies.length,
      normalP50Ms: Math.round(percentile(latencies, 50)),
      normalP95Ms: Math.round(percentile(latencies, 95)),
      normalMaxMs: Math.round(Math.max(...latencies)),
    });

    // Headers a byte at a time: 408 once the headers timeout is past, and closed.
    expect(headers.received).toMatch(/^HTTP\/1\.1 408/);
    expect(headers.closedAfterMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 100);
    expect(headers.closedAfterMs).toBeLessThan(HEADERS_TIMEOUT_MS + CUT_MARGIN_MS);
    // A body trickling in: 408 once the request timeout is past, and closed.
    expect(body.received).toMatch(/^HTTP\/1\.1 408/);
    expect(body.closedAfterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
    expect(body.closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS + CUT_MARGIN_MS);
    // Answers never read: the server gave up on the connection before sending them all.
    expect(unread.closedByServer).toBe(true);
    expect(unread.bytes).toBeLessThan(copies * bigBytes);
    // Meanwhile the normal client was served at its usual pace: no request of it waited for a
    // slow client (which would take a timeout, seconds).
    expect(latencies.length).toBeGreaterThan(20);
    expect(percentile(latencies, 50)).toBeLessThan(250);
    expect(Math.max(...latencies)).toBeLessThan(HEADERS_TIMEOUT_MS * 0.75);
  });
});
