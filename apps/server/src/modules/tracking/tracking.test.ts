import { randomUUID } from 'node:crypto';
import { StaticDataSchema } from '@procounter/shared/contracts/app';
import type {
  TrackedProduct,
  TrackingBeacon,
  UsageEventKind,
} from '@procounter/shared/contracts/tracking';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  TEST_JWT_SECRET,
  type TestApp,
} from '../../../test/helpers/build-test-app';
import { features, usageEvents, users } from '../../db/schema/index';
import {
  createCompany,
  createShop,
  createStore,
  createUser,
  setStoreFeature,
} from '../../db/seed/factories';
import { createTrackingTokenSigner, TRACKING_TOKEN_TTL_SECONDS } from './tracking-token';

let t: TestApp;
let usageTrackingFeatureId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const [feature] = await t.db
    .select()
    .from(features)
    .where(eq(features.descriptor, 'usage_tracking'));
  usageTrackingFeatureId = feature!.id;
});
afterAll(() => t.close());

async function staticDataOf(accessToken: string) {
  const response = await t.app.inject({ url: '/api/current/static', headers: bearer(accessToken) });
  expect(response.statusCode).toBe(200);
  return StaticDataSchema.parse(response.json());
}

async function trackingTokenOf(loginName: string) {
  const { access_token } = await t.login(loginName);
  return (await staticDataOf(access_token)).usageTracking.auth;
}

/** A new user of a new shop whose home store has usage_tracking as given. */
async function createTrackedShopUser(storeFeatureOn: boolean) {
  const store = await createStore(t.db);
  await setStoreFeature(t.db, store.id, usageTrackingFeatureId, storeFeatureOn);
  const company = await createCompany(t.db, { accountStatus: 'ACTIVE' });
  const shop = await createShop(t.db, { companyId: company.id, homeStoreId: store.id });
  const user = await createUser(t.db, { shopIds: [shop.id] });
  const { access_token } = await t.login(user.loginName);
  return { store, shop, user, accessToken: access_token };
}

const product: TrackedProduct = {
  partId: 101,
  legacyPartId: 'BRK-1001',
  partTypeId: '1684',
  parentPartTypeId: '00000',
  localQuantityOnHand: 3,
  stocking: true,
};

function beaconOf<K extends UsageEventKind>(kind: K, uuid = randomUUID()): TrackingBeacon[K] {
  const base = {
    uuid,
    timestamp: Date.parse('2026-11-20T15:04:05.000Z'),
    lookupType: 'PART_TYPE',
    vehicleIds: { baseVehicleId: 5911, engineId: 2240, submodelId: -99 },
  };
  const bodies: TrackingBeacon = {
    LOOKUP_SUMMARY: { ...base, searchTerm: 'brake pads' },
    LOOKUP_DETAILS: { ...base, partTypes: [{ partTypeId: '1684', parentPartTypeId: '00000' }] },
    LOOKUP_ATTRIBUTES: {
      ...base,
      attributes: [{ attributeId: 10011, partTypeId: '1684', valueId: 42 }],
    },
    RESULTS_SUMMARY: { ...base, resultCount: 14, products: [product] },
    RESULTS_DETAILS: { ...base, state: 'ADD_TO_INVOICE', products: [product] },
  };
  return bodies[kind];
}

const PATHS: [UsageEventKind, string][] = [
  ['LOOKUP_SUMMARY', '/api/tracking/lookup/summary'],
  ['LOOKUP_DETAILS', '/api/tracking/lookup/details'],
  ['LOOKUP_ATTRIBUTES', '/api/tracking/lookup/attributes'],
  ['RESULTS_SUMMARY', '/api/tracking/results/summary'],
  ['RESULTS_DETAILS', '/api/tracking/results/details'],
];

function sendBeacon(
  path: string,
  token: string | undefined,
  body: unknown,
  contentType = 'application/json',
) {
  const query = token === undefined ? '' : `?token=${encodeURIComponent(token)}`;
  return t.app.inject({
    method: 'POST',
    url: `${path}${query}`,
    headers: { 'content-type': contentType },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const eventsOf = (lookupUuid: string) =>
  t.db.select().from(usageEvents).where(eq(usageEvents.lookupUuid, lookupUuid));

describe('GET /api/current/static usageTracking', () => {
  it('gives a shop user of a real company with the feature on a token, and the beacon paths', async () => {
    const { access_token } = await t.login('tech');
    const data = await staticDataOf(access_token);
    expect(data.usageTracking.auth).not.toBe('');
    expect(data.usageTracking.paths).toEqual({
      lookupSummary: '/api/tracking/lookup/summary',
      lookupDetails: '/api/tracking/lookup/details',
      lookupAttributes: '/api/tracking/lookup/attributes',
      resultsSummary: '/api/tracking/results/summary',
      resultsDetails: '/api/tracking/results/details',
    });
  });

  it("gives '' to a team member and to a demo company's user", async () => {
    expect(await trackingTokenOf('admin')).toBe('');
    expect(await trackingTokenOf('support')).toBe('');
    expect(await trackingTokenOf('demo')).toBe('');
  });

  it("gives '' when usage_tracking is off for the shop's home store", async () => {
    const off = await createTrackedShopUser(false);
    expect((await staticDataOf(off.accessToken)).usageTracking.auth).toBe('');
    const on = await createTrackedShopUser(true);
    expect((await staticDataOf(on.accessToken)).usageTracking.auth).not.toBe('');
  });

  it("gives '' while a support user acts as a shop user", async () => {
    const [tech] = await t.db.select().from(users).where(eq(users.loginName, 'tech'));
    const admin = await t.login('admin');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/masquerade',
      headers: bearer(admin.access_token),
      payload: { userId: tech!.id },
    });
    expect(response.statusCode).toBe(200);
    expect((await staticDataOf(response.json().access_token)).usageTracking.auth).toBe('');
  });
});

describe('POST /api/tracking/*', () => {
  let token: string;
  let techShopId: number;

  beforeAll(async () => {
    token = await trackingTokenOf('tech');
    techShopId = 1001;
  });

  it.each(PATHS)('stores a %s beacon as one usage event', async (kind, path) => {
    const body = beaconOf(kind);
    const response = await sendBeacon(path, token, body);
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe('');

    const rows = await eventsOf(body.uuid);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind,
      lookupUuid: body.uuid,
      occurredAt: new Date(body.timestamp),
      shopId: techShopId,
      payload: body,
    });
    expect(rows[0]!.userId).toEqual(expect.any(Number));
  });

  it('accepts the JSON body as text/plain, as navigator.sendBeacon may send it', async () => {
    const body = beaconOf('RESULTS_DETAILS');
    const response = await sendBeacon(
      '/api/tracking/results/details',
      token,
      JSON.stringify(body),
      'text/plain;charset=UTF-8',
    );
    expect(response.statusCode, response.body).toBe(204);
    expect(await eventsOf(body.uuid)).toHaveLength(1);
  });

  it('answers 400 for a body that breaks the contract, and stores nothing', async () => {
    const uuid = randomUUID();
    const noProducts = { ...beaconOf('RESULTS_DETAILS', uuid), products: [] };
    expect((await sendBeacon('/api/tracking/results/details', token, noProducts)).statusCode).toBe(
      400,
    );
    const badState = { ...beaconOf('RESULTS_DETAILS', uuid), state: 'BOUGHT' };
    expect((await sendBeacon('/api/tracking/results/details', token, badState)).statusCode).toBe(
      400,
    );
    const extra = { ...beaconOf('LOOKUP_SUMMARY', uuid), password: 'x' };
    const unknown = await sendBeacon('/api/tracking/lookup/summary', token, extra);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual([{ path: 'password', message: 'Unknown field' }]);
    const notJson = await sendBeacon('/api/tracking/lookup/summary', token, '{uuid', 'text/plain');
    expect(notJson.statusCode).toBe(400);
    expect(await eventsOf(uuid)).toHaveLength(0);
  });

  it('refuses more products than a beacon may carry', async () => {
    const body = {
      ...beaconOf('RESULTS_SUMMARY'),
      products: Array.from({ length: 201 }, () => product),
    };
    const response = await sendBeacon('/api/tracking/results/summary', token, body);
    expect(response.statusCode).toBe(400);
    expect(await eventsOf(body.uuid)).toHaveLength(0);
  });

  it('answers 413 for a body over 64 KiB', async () => {
    const body = beaconOf('LOOKUP_SUMMARY');
    const padded = JSON.stringify(body) + ' '.repeat(64 * 1024);
    const response = await sendBeacon('/api/tracking/lookup/summary', token, padded);
    expect(response.statusCode).toBe(413);
    expect(await eventsOf(body.uuid)).toHaveLength(0);
  });

  it('answers 401 without a token, with a forged, expired or tampered one, or an access token', async () => {
    const body = beaconOf('LOOKUP_SUMMARY');
    const path = '/api/tracking/lookup/summary';
    const { access_token } = await t.login('tech');
    const claims = { userId: 1, shopId: 1001, familyId: randomUUID() };
    const forged = await createTrackingTokenSigner('some-other-secret-long-enough-0123456789').sign(
      claims,
      new Date(),
    );
    const expired = await createTrackingTokenSigner(TEST_JWT_SECRET).sign(
      claims,
      new Date(Date.now() - (TRACKING_TOKEN_TTL_SECONDS + 60) * 1000),
    );
    const [head, payload, signature] = token.split('.');
    const tampered = [
      head,
      Buffer.from('{"sub":"2","shp":"1001"}').toString('base64url'),
      signature,
    ].join('.');
    expect(payload).toBeDefined();

    for (const bad of [undefined, '', 'not.a.jwt', forged, expired, tampered, access_token]) {
      const response = await sendBeacon(path, bad, body);
      expect(response.statusCode, String(bad)).toBe(401);
      expect(response.json().code).toBe('UNAUTHORIZED');
    }
    // The bearer header does not stand in for the token either.
    const withBearer = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { ...bearer(access_token), 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(withBearer.statusCode).toBe(401);
    expect(await eventsOf(body.uuid)).toHaveLength(0);
  });

  it('answers 401 before looking at the body', async () => {
    const response = await sendBeacon('/api/tracking/lookup/summary', undefined, '{nonsense');
    expect(response.statusCode).toBe(401);
  });

  it('never lets a tracking token act as an access token', async () => {
    const response = await t.app.inject({ url: '/api/current/user', headers: bearer(token) });
    expect(response.statusCode).toBe(401);
  });

  it('answers 204 and stores nothing once tracking is switched off for the user', async () => {
    const tracked = await createTrackedShopUser(true);
    const trackingToken = (await staticDataOf(tracked.accessToken)).usageTracking.auth;
    expect(trackingToken).not.toBe('');

    await setStoreFeature(t.db, tracked.store.id, usageTrackingFeatureId, false);
    const body = beaconOf('LOOKUP_SUMMARY');
    const response = await sendBeacon('/api/tracking/lookup/summary', trackingToken, body);
    expect(response.statusCode).toBe(204);
    expect(await eventsOf(body.uuid)).toHaveLength(0);

    await setStoreFeature(t.db, tracked.store.id, usageTrackingFeatureId, true);
    expect((await sendBeacon('/api/tracking/lookup/summary', trackingToken, body)).statusCode).toBe(
      204,
    );
    expect(await eventsOf(body.uuid)).toMatchObject([
      { userId: tracked.user.id, shopId: tracked.shop.id },
    ]);
  });
});

describe('a tracking token belongs to the login that got it (issue 19)', () => {
  it('stops working once that login has ended (logout), while the user goes on', async () => {
    const { user } = await createTrackedShopUser(true);
    const tokens = await t.login(user.loginName);
    const trackingToken = (await staticDataOf(tokens.access_token)).usageTracking.auth;
    const path = '/api/tracking/lookup/summary';
    expect((await sendBeacon(path, trackingToken, beaconOf('LOOKUP_SUMMARY'))).statusCode).toBe(
      204,
    );

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/rest/logout',
      headers: bearer(tokens.refresh_token),
    });
    expect(logout.statusCode).toBe(204);
    const body = beaconOf('LOOKUP_SUMMARY');
    const refused = await sendBeacon(path, trackingToken, body);
    expect(refused.statusCode).toBe(401);
    expect(await eventsOf(body.uuid)).toHaveLength(0);

    // A new login gets a token that works.
    const again = await t.login(user.loginName);
    const fresh = (await staticDataOf(again.access_token)).usageTracking.auth;
    expect((await sendBeacon(path, fresh, beaconOf('LOOKUP_SUMMARY'))).statusCode).toBe(204);
  });
});

describe('the request log (issue 19)', () => {
  it('never carries a tracking token: the URL it logs has token redacted', async () => {
    const lines: string[] = [];
    const logged = await buildTestApp({ logStream: { write: (line) => void lines.push(line) } });
    try {
      const user = await createUser(logged.db, { shopIds: [1001] });
      const { access_token } = await logged.login(user.loginName);
      const staticData = await logged.app.inject({
        url: '/api/current/static',
        headers: bearer(access_token),
      });
      const trackingToken = StaticDataSchema.parse(staticData.json()).usageTracking.auth;
      expect(trackingToken).not.toBe('');
      const response = await logged.app.inject({
        method: 'POST',
        url: `/api/tracking/lookup/summary?token=${encodeURIComponent(trackingToken)}`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(beaconOf('LOOKUP_SUMMARY')),
      });
      expect(response.statusCode).toBe(204);

      const urls = lines
        .map((line) => JSON.parse(line) as { req?: { url?: string } })
        .flatMap((entry) => (entry.req?.url ? [entry.req.url] : []));
      expect(urls).toContain('/api/tracking/lookup/summary?token=[REDACTED]');
      const log = lines.join('\n');
      expect(log).not.toContain(trackingToken);
      expect(log).not.toContain(trackingToken.split('.')[2]!);
    } finally {
      await logged.close();
    }
  });
});
