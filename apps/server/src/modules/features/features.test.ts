import { FeatureListSchema } from '@procounter/shared/contracts/app';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { features } from '../../db/schema/index';
import { DEMO_FEATURES } from '../../db/seed/demo';
import { createFeature, setStoreFeature } from '../../db/seed/factories';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await buildTestApp();
  token = (await t.login('tech')).access_token;
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url, headers: bearer(token) });
const enabled = (list: { descriptor: string; enabled: boolean }[], descriptor: string) =>
  list.find((f) => f.descriptor === descriptor)?.enabled;

describe('GET /api/info/features/global', () => {
  it('lists the demo features, all on', async () => {
    const response = await get('/api/info/features/global');
    expect(response.statusCode).toBe(200);
    const list = FeatureListSchema.parse(response.json());
    for (const descriptor of DEMO_FEATURES) expect(enabled(list, descriptor)).toBe(true);
  });
});

describe('GET /api/info/features/store', () => {
  it("answers every feature with the store's own setting over the global one", async () => {
    const [usage] = await t.db
      .select()
      .from(features)
      .where(eq(features.descriptor, 'usage_tracking'));
    await setStoreFeature(t.db, 730, usage!.id, false);
    const extra = await createFeature(t.db, 'store_only_pilot', false);
    await setStoreFeature(t.db, 730, extra.id, true);
    await createFeature(t.db, 'global_only_feature', true);

    const store730 = FeatureListSchema.parse(
      (await get('/api/info/features/store?storeNumber=730')).json(),
    );
    expect(enabled(store730, 'usage_tracking')).toBe(false);
    expect(enabled(store730, 'store_only_pilot')).toBe(true);
    // A feature the store has no row for follows the global setting.
    expect(enabled(store730, 'global_only_feature')).toBe(true);

    const store512 = FeatureListSchema.parse(
      (await get('/api/info/features/store?storeNumber=512')).json(),
    );
    expect(enabled(store512, 'usage_tracking')).toBe(true);
    expect(enabled(store512, 'store_only_pilot')).toBe(false);

    const global = FeatureListSchema.parse((await get('/api/info/features/global')).json());
    expect(enabled(global, 'usage_tracking')).toBe(true);
  });

  it('answers 404 for an unknown store and 400 for a missing or invalid store number', async () => {
    expect((await get('/api/info/features/store?storeNumber=99999')).statusCode).toBe(404);
    const missing = await get('/api/info/features/store');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details[0].path).toBe('storeNumber');
    expect((await get('/api/info/features/store?storeNumber=abc')).statusCode).toBe(400);
  });

  it('answers 401 without a token', async () => {
    expect(
      (await t.app.inject({ url: '/api/info/features/store?storeNumber=512' })).statusCode,
    ).toBe(401);
  });
});
