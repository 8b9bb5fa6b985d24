import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { API } from '@procounter/shared/contracts/api-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { callApi, listen, loginOverHttp, percentile, waitFor } from './support';

// Issue 7: the third-party plate-to-VIN provider takes the request and never answers. The lookup
// must give up at PLATE_TO_VIN_TIMEOUT_MS with serviceDown, drop the provider's connection, and
// hold up nobody else meanwhile.

// Long enough that a call held up by the lookups would show plainly against the bounds below.
const TIMEOUT_MS = 2000;
/** Room for a busy machine on top of the timeout. */
const MARGIN_MS = 1500;
const LOOKUPS = 5;

describe('a plate-to-VIN provider that never answers', () => {
  // The provider, the one thing faked: it reads each request and never answers it.
  const held = new Map<string, { arrivedAt: number; closedAt?: number }>();
  const provider = http.createServer((request) => {
    const plate = new URL(request.url ?? '/', 'http://provider').searchParams.get('plate') ?? '';
    const entry: { arrivedAt: number; closedAt?: number } = { arrivedAt: performance.now() };
    held.set(plate, entry);
    request.socket.on('close', () => {
      entry.closedAt = performance.now();
    });
  });
  let t: TestApp;
  let baseUrl: string;
  let token: string;

  beforeAll(async () => {
    provider.listen(0, '127.0.0.1');
    await once(provider, 'listening');
    const { port } = provider.address() as AddressInfo;
    t = await buildTestApp({
      env: {
        PLATE_TO_VIN_URL: `http://127.0.0.1:${port}/lookup`,
        PLATE_TO_VIN_TIMEOUT_MS: String(TIMEOUT_MS),
      },
    });
    baseUrl = await listen(t.app);
    token = await loginOverHttp(baseUrl, 'tech');
    // Warm: the first answers of a process pay for compiling and planning.
    for (let i = 0; i < 5; i++) await callApi(baseUrl, API.currentUser, { token });
    // The lookup's own queries (the state codes) before the provider: 400 for an unknown state.
    const unknownState = await callApi(baseUrl, `${API.decodePlate}?state=ZZ&plate=A1`, { token });
    expect(unknownState.status).toBe(400);
  });
  afterAll(async () => {
    await t?.close();
    provider.closeAllConnections();
    provider.close();
  });

  it('answers serviceDown at the timeout, releases the socket and keeps other calls fast', async () => {
    const plates = Array.from({ length: LOOKUPS }, (_, i) => `HANG${i}${Date.now() % 1000}`);
    let looking = true;
    const lookups = Promise.all(
      plates.map((plate) =>
        callApi(baseUrl, `${API.decodePlate}?state=TX&plate=${plate}`, { token }),
      ),
    ).finally(() => {
      looking = false;
    });
    // Meanwhile another client goes on with its work, one request after the other.
    const others: number[] = [];
    while (looking) {
      const answer = await callApi(baseUrl, API.currentUser, { token });
      expect(answer.status).toBe(200);
      others.push(answer.ms);
    }
    const answers = await lookups;
    await waitFor(
      'the provider connections closed',
      () => plates.every((plate) => held.get(plate)?.closedAt !== undefined),
      { timeoutMs: MARGIN_MS },
    );
    const lookupMs = answers.map((a) => Math.round(a.ms));
    const closedAfterAnswerMs = plates.map((plate, i) => {
      const { closedAt } = held.get(plate) ?? {};
      const answer = answers[i]!;
      return closedAt === undefined
        ? Infinity
        : Math.round(closedAt - (answer.startedAt + answer.ms));
    });
    console.info('plate provider timeout figures', {
      configuredMs: TIMEOUT_MS,
      lookupMs,
      providerAskedAfterMs: plates.map((plate, i) =>
        Math.round(held.get(plate)!.arrivedAt - answers[i]!.startedAt),
      ),
      answeredAfterProviderAskedMs: plates.map((plate, i) =>
        Math.round(answers[i]!.startedAt + answers[i]!.ms - held.get(plate)!.arrivedAt),
      ),
      providerSocketClosedAfterAnswerMs: closedAfterAnswerMs,
      otherRequests: others.length,
      otherP50Ms: Math.round(percentile(others, 50)),
      otherMaxMs: Math.round(Math.max(...others)),
    });

    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ force: false, serviceDown: true, vehicles: [] });
      // It waited for the provider (up to the timeout), and not much longer.
      expect(answer.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
      expect(answer.ms).toBeLessThan(TIMEOUT_MS + MARGIN_MS);
    }
    // Every lookup reached the provider, and its connection was dropped when the lookup gave up
    // (the provider would have held it open for ever).
    expect([...held.keys()].sort()).toEqual([...plates].sort());
    for (const plate of plates) {
      const { arrivedAt, closedAt } = held.get(plate)!;
      expect(closedAt! - arrivedAt).toBeLessThan(TIMEOUT_MS + MARGIN_MS);
    }
    // Nobody waited for the provider: the other client's calls stayed fast all along (waiting
    // for it would take up to the whole timeout).
    expect(others.length).toBeGreaterThan(3);
    expect(percentile(others, 50)).toBeLessThan(TIMEOUT_MS / 4);
    expect(Math.max(...others)).toBeLessThan(TIMEOUT_MS * 0.75);
  });
});
