import { API, API_PREFIX } from '@procounter/shared/contracts/api-paths';
import {
  LaborClaimDetailSchema,
  LaborClaimPageSchema,
} from '@procounter/shared/contracts/labor-claim';
import { fileTypeFromBuffer } from 'file-type';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { apiCaller } from '../../../test/helpers/shop-user';
import { demoPhotoPng, seedDemoLaborClaims } from './demo-labor-claims';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the demo labor claims (issue 23, part 2)', () => {
  it("fills shop 1001's /admin/labor-claims with a claim in each state, each with a photo", async () => {
    const tech = apiCaller(t, (await t.login('tech')).access_token);
    const page = LaborClaimPageSchema.parse((await tech('GET', API.laborClaims)).json());
    expect(page.claims.map((c) => c.status)).toEqual([
      'SUBMITTED',
      'UNDER_REVIEW',
      'APPROVED',
      'DENIED',
      'CREDITED',
    ]);
    const credited = page.claims.at(-1)!;
    const detail = LaborClaimDetailSchema.parse(
      (await tech('GET', API.laborClaim(credited.id))).json(),
    );
    expect(detail).toMatchObject({ amountClaimed: 187.5, approvedAmount: 187.5 });
    expect(detail.creditMemo).toMatchObject({ total: 187.5 });
    expect(detail.events.map((e) => e.status)).toEqual([
      'SUBMITTED',
      'UNDER_REVIEW',
      'APPROVED',
      'CREDITED',
    ]);
    expect(detail.vehicle).toMatch(/^\d{4} /);
    const denied = page.claims.find((c) => c.status === 'DENIED')!;
    const deniedDetail = LaborClaimDetailSchema.parse(
      (await tech('GET', API.laborClaim(denied.id))).json(),
    );
    expect(deniedDetail.denialReason).toMatch(/rotors/);
    const file = await t.app.inject({
      url: `${API_PREFIX}${API.laborClaimFile(detail.id, detail.files[0]!.id)}`,
      headers: { authorization: `Bearer ${(await t.login('tech')).access_token}` },
    });
    expect(file.headers['content-type']).toBe('image/png');
    expect((await fileTypeFromBuffer(file.rawPayload))?.mime).toBe('image/png');
  });

  it('is in support’s queue, and writes nothing a second time', async () => {
    const support = apiCaller(t, (await t.login('support')).access_token);
    const queue = LaborClaimPageSchema.parse(
      (await support('GET', `${API.supportLaborClaims}?status=SUBMITTED`)).json(),
    );
    expect(queue.claims.some((c) => c.shopId === 1001)).toBe(true);
    expect(await seedDemoLaborClaims(t.db, { now: () => new Date() })).toBe(0);
  });

  it('makes the same photo for the same seed, and a real PNG', async () => {
    expect(Buffer.compare(demoPhotoPng(2), demoPhotoPng(2))).toBe(0);
    expect(Buffer.compare(demoPhotoPng(1), demoPhotoPng(2))).not.toBe(0);
    expect((await fileTypeFromBuffer(demoPhotoPng(0)))?.mime).toBe('image/png');
  });
});
