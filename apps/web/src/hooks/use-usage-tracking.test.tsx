import type { User } from '@procounter/shared/contracts/user';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { beginSession } from '@/lib/session';
import { clearTrackedLookup } from '@/lib/usage-tracking';
import { type FakeServer, installFakeServer } from '@/testing/fake-fetch';
import { STATIC_DATA, servePortal } from '@/testing/fake-portal';
import { ALL_FEATURES_ON, makeTokens, makeUser } from '@/testing/fixtures';
import { useUsageTracking } from './use-usage-tracking';

const TOKEN = 'tracking.token.value';
const PATHS = {
  lookupSummary: '/api/tracking/lookup/summary',
  lookupDetails: '/api/tracking/lookup/details',
  lookupAttributes: '/api/tracking/lookup/attributes',
  resultsSummary: '/api/tracking/results/summary',
  resultsDetails: '/api/tracking/results/details',
};
const VEHICLE = { baseVehicleId: 5911, engineId: 2240, submodelId: null };
const PRODUCT = {
  partId: 101,
  legacyPartId: null,
  partTypeId: '1684',
  parentPartTypeId: null,
  localQuantityOnHand: 2,
  stocking: true,
};

interface Setup {
  token?: string;
  user?: User;
  usageTrackingOn?: boolean;
}

/** A signed-in portal whose static data carries `token`, and the hook rendered in it. */
async function renderTracking({ token = TOKEN, user = makeUser(), usageTrackingOn = true }: Setup) {
  const server = installFakeServer();
  const features = ALL_FEATURES_ON.map((f) =>
    f.descriptor === 'usage_tracking' ? { ...f, enabled: usageTrackingOn } : f,
  );
  servePortal(server, { user })
    .on('GET', '/api/current/static', {
      body: {
        ...STATIC_DATA,
        usageTracking: { auth: token, applicationId: 'procounter-web', paths: PATHS },
      },
    })
    .on('GET', '/api/info/features/global', { body: features })
    .on('GET', '/api/info/features/store', { body: features });
  beginSession(makeTokens());
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useUsageTracking(), { wrapper });
  // Everything the decision reads has arrived.
  await waitFor(() => {
    for (const path of [
      '/api/current/static',
      '/api/current/user',
      '/api/info/features/global',
      '/api/info/features/store',
    ]) {
      expect(server.callsTo('GET', path)).not.toHaveLength(0);
    }
    expect(client.isFetching()).toBe(0);
  });
  return { server, hook };
}

/** Every beacon the hook can send, after starting a lookup. */
function sendAll(tracking: ReturnType<typeof useUsageTracking>) {
  tracking.startLookup('PART_TYPE', VEHICLE);
  tracking.lookupSummary({ searchTerm: 'brake pads' });
  tracking.lookupDetails({ partTypes: [{ partTypeId: '1684', parentPartTypeId: null }] });
  tracking.lookupAttributes({
    attributes: [{ attributeId: 10011, partTypeId: '1684', valueId: 7 }],
  });
  tracking.resultsSummary({ resultCount: 1, products: [PRODUCT] });
  tracking.resultsDetails({ state: 'ADD_TO_INVOICE', products: [PRODUCT] });
}

function fakeSendBeacon(impl: () => boolean = () => true) {
  const calls: { url: URL; body: Blob }[] = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    writable: true,
    value: (url: string, data: Blob) => {
      calls.push({ url: new URL(url, 'http://localhost'), body: data });
      return impl();
    },
  });
  return calls;
}

const trackingCalls = (server: FakeServer) =>
  server.requests.filter((r) => r.path.startsWith('/api/tracking/'));

afterEach(() => {
  Reflect.deleteProperty(navigator, 'sendBeacon');
  clearTrackedLookup();
});

describe('useUsageTracking', () => {
  it('sends each record with the lookup uuid, timestamp, type, vehicle and the token', async () => {
    const beacons = fakeSendBeacon();
    const { hook } = await renderTracking({});
    await waitFor(() => expect(hook.result.current.enabled).toBe(true));

    const before = Date.now();
    sendAll(hook.result.current);
    expect(beacons.map((b) => b.url.pathname)).toEqual([
      PATHS.lookupSummary,
      PATHS.lookupDetails,
      PATHS.lookupAttributes,
      PATHS.resultsSummary,
      PATHS.resultsDetails,
    ]);
    const bodies = await Promise.all(beacons.map(async (b) => JSON.parse(await b.body.text())));
    const uuid = sessionStorage.getItem('trackingUuid');
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    for (const [index, body] of bodies.entries()) {
      expect(beacons[index]!.url.searchParams.get('token')).toBe(TOKEN);
      expect(body).toMatchObject({ uuid, lookupType: 'PART_TYPE', vehicleIds: VEHICLE });
      expect(body.timestamp).toBeGreaterThanOrEqual(before);
      expect(body.timestamp).toBe(Number(sessionStorage.getItem('trackingTimestamp')));
    }
    expect(bodies[0]).toMatchObject({ searchTerm: 'brake pads' });
    expect(bodies[4]).toMatchObject({ state: 'ADD_TO_INVOICE', products: [PRODUCT] });

    // A new lookup, a new uuid.
    hook.result.current.startLookup('KEYWORD', VEHICLE);
    hook.result.current.lookupSummary({ searchTerm: 'rotor' });
    const next = JSON.parse(await beacons[5]!.body.text());
    expect(next.uuid).not.toBe(uuid);
    expect(next.lookupType).toBe('KEYWORD');
  });

  it.each<[string, Setup]>([
    ['the usage_tracking feature is off', { usageTrackingOn: false }],
    ['the user is a team member', { user: makeUser({ teamMember: true }) }],
    ["the server gave no token (a demo company's user)", { token: '' }],
  ])('sends nothing when %s', async (_label, setup) => {
    const beacons = fakeSendBeacon();
    const { server, hook } = await renderTracking(setup);
    expect(hook.result.current.enabled).toBe(false);

    sendAll(hook.result.current);
    expect(beacons).toHaveLength(0);
    expect(trackingCalls(server)).toHaveLength(0);
    expect(sessionStorage.getItem('trackingUuid')).toBeNull();
  });

  it('sends nothing before a lookup was started', async () => {
    const beacons = fakeSendBeacon();
    const { hook } = await renderTracking({});
    await waitFor(() => expect(hook.result.current.enabled).toBe(true));
    hook.result.current.resultsSummary({ resultCount: 0, products: [] });
    expect(beacons).toHaveLength(0);
  });

  it('swallows failures: a refused beacon falls back to fetch, whose 401 nobody sees', async () => {
    fakeSendBeacon(() => false);
    const { server, hook } = await renderTracking({});
    server.on('POST', PATHS.lookupSummary, { status: 401, body: { code: 'UNAUTHORIZED' } });
    const notFound = { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };
    for (const path of Object.values(PATHS)) {
      if (path !== PATHS.lookupSummary) server.on('POST', path, notFound);
    }
    await waitFor(() => expect(hook.result.current.enabled).toBe(true));

    expect(() => sendAll(hook.result.current)).not.toThrow();
    const [summary] = server.callsTo('POST', PATHS.lookupSummary);
    expect(summary?.search.get('token')).toBe(TOKEN);
    expect(JSON.parse(summary?.body ?? '')).toMatchObject({ searchTerm: 'brake pads' });
    // The other paths answer 404: also swallowed.
    expect(trackingCalls(server)).toHaveLength(5);

    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    expect(() => sendAll(hook.result.current)).not.toThrow();
    vi.unstubAllGlobals();
  });
});
