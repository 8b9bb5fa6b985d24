import { API } from '@procounter/shared/contracts/api-paths';
import {
  PACKAGE_JOB_CHOICES,
  type PackageJobList,
  PackageJobListSchema,
  type PackageJobParts,
  PackageJobPartsSchema,
  PackageJobSchema,
  SHOP_PACKAGE_JOBS_MAX,
} from '@procounter/shared/contracts/package-job';
import { QuoteSummarySchema } from '@procounter/shared/contracts/worksheet';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { findCatalogBaseVehicleId } from '../../../test/helpers/catalog';
import {
  type ApiCaller,
  createShopUser,
  createShopWithUser,
  customerTypeIdOf,
} from '../../../test/helpers/shop-user';
import { groupIdOf } from '../../../test/helpers/users';
import { partTypes, shopPackageJobs } from '../../db/schema/index';
import { DEMO_SHOP_JOBS } from '../../db/seed/demo-jobs';
import { listPartTypePositions } from '../parts-catalog/parts-catalog.service';
import { PACKAGE_JOB_SPECS } from './package-job-catalog';

// Jobs (issue 25 part 2) on the demo catalog the test database is made with: the 2013 F-150.

let t: TestApp;
let f150: number;
let padPartTypeId: string;

beforeAll(async () => {
  t = await buildTestApp();
  f150 = (await findCatalogBaseVehicleId(t.db, 2013, 'Ford', 'F-150'))!;
  const [pad] = await t.db
    .select({ id: partTypes.id })
    .from(partTypes)
    .where(and(eq(partTypes.name, 'Disc Brake Pad'), eq(partTypes.leaf, true)));
  padPartTypeId = pad!.id;
});
afterAll(() => t?.close());

async function ok<T>(
  answer: Promise<{ statusCode: number; body: string; json(): unknown }>,
  schema: {
    parse(value: unknown): T;
  },
): Promise<T> {
  const response = await answer;
  expect(response.statusCode, response.body).toBeLessThan(300);
  return schema.parse(response.json());
}

const list = (call: ApiCaller, locale = 'en') =>
  ok<PackageJobList>(
    call('GET', API.packageJobs, undefined, { 'accept-language': locale }),
    PackageJobListSchema,
  );

const partsOf = (call: ApiCaller, jobId: number) =>
  ok<PackageJobParts>(
    call('GET', `${API.packageJobPartTypes}?jobId=${jobId}`),
    PackageJobPartsSchema,
  );

async function withF150(values = {}) {
  const user = await createShopUser(t, values);
  const selected = await user.call('POST', API.selectVehicle, { baseVehicleId: f150 });
  expect(selected.statusCode, selected.body).toBe(200);
  return user;
}

/** The product id of a quote line (its catalogKey: product id _ brand id). */
const productOfLine = (line: { catalogKey: string | null }) =>
  Number(line.catalogKey?.split('_')[0]);

async function manager(shopIds = [1001]) {
  return createShopUser(t, { groupId: await groupIdOf(t, 'SHOP_MANAGER'), shopIds });
}

describe('GET /parttypes/shopjobs', () => {
  it('answers at least 15 package jobs, every part type and position resolved in the catalog', async () => {
    const { call } = await createShopUser(t);
    const answer = await list(call);
    expect(answer.packageJobs.length).toBeGreaterThanOrEqual(15);
    expect(answer.packageJobs.map((j) => j.jobId)).toEqual(PACKAGE_JOB_SPECS.map((s) => s.id));
    for (const job of answer.packageJobs) {
      const spec = PACKAGE_JOB_SPECS.find((s) => s.id === job.jobId)!;
      expect(job.partTypes, job.name).toHaveLength(spec.partTypes.length);
      expect(job.shopId).toBeNull();
      for (const partType of job.partTypes) {
        if (partType.position !== null) {
          expect(listPartTypePositions(partType.partTypeId)).toContain(partType.position);
        }
      }
    }
    const brakes = answer.packageJobs.find((j) => j.name === 'Front brake job')!;
    expect(brakes.partTypes.map((p) => [p.partTypeName, p.position])).toEqual([
      ['Disc Brake Pad', 'Front'],
      ['Disc Brake Rotor', 'Front'],
      ['Disc Brake Hardware Kit', 'Front'],
      ['Brake Fluid', null],
    ]);
    expect(answer.canManage).toBe(false);
  });

  it('names package jobs and their part types in Spanish', async () => {
    const { call } = await createShopUser(t);
    const answer = await list(call, 'es');
    const brakes = answer.packageJobs.find((j) => j.jobId === 1)!;
    expect(brakes.name).toBe('Trabajo de frenos delanteros');
    expect(brakes.partTypes[0]!.partTypeName).not.toBe('Disc Brake Pad');
  });

  it("lists the shop's own jobs, not another shop's", async () => {
    const boss = await manager();
    const saved = await boss.call('POST', API.customPackageJob, {
      name: 'Fleet brake special',
      partTypes: [{ partTypeId: padPartTypeId, position: 'Front', quantity: 2 }],
      laborHours: 1.25,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const job = PackageJobSchema.parse(saved.json());
    expect(job).toMatchObject({
      shopId: 1001,
      name: 'Fleet brake special',
      laborHours: 1.25,
      partTypes: [{ partTypeId: padPartTypeId, position: 'Front', quantity: 2 }],
    });
    expect(job.jobId).toBeGreaterThan(1000);
    expect(job.createdBy).toBe(`${boss.user.firstName} ${boss.user.lastName}`);
    const colleague = await createShopUser(t);
    expect((await list(colleague.call)).shopJobs.map((j) => j.jobId)).toContain(job.jobId);
    const other = await createShopWithUser(t);
    expect((await list(other.call)).shopJobs).toEqual([]);
    expect((await other.call('GET', `${API.customPackageJob}?jobId=${job.jobId}`)).statusCode).toBe(
      404,
    );
    expect(
      (await other.call('GET', `${API.packageJobPartTypes}?jobId=${job.jobId}`)).statusCode,
    ).toBe(404);
    expect(
      (await colleague.call('GET', `${API.customPackageJob}?jobId=${job.jobId}`)).statusCode,
    ).toBe(200);
  });
});

describe('POST and DELETE /parttypes/customPackageJob', () => {
  it('is for managers: a shop employee is refused and nothing is saved', async () => {
    const { call } = await createShopUser(t);
    const refused = await call('POST', API.customPackageJob, {
      name: 'Not mine to save',
      partTypes: [{ partTypeId: padPartTypeId }],
    });
    expect(refused.statusCode).toBe(403);
    const rows = await t.db
      .select()
      .from(shopPackageJobs)
      .where(eq(shopPackageJobs.name, 'Not mine to save'));
    expect(rows).toEqual([]);
  });

  it('refuses a taken name (case aside), a part type that is no leaf and a position it lacks', async () => {
    const boss = await manager();
    const body = { name: 'Quick pads', partTypes: [{ partTypeId: padPartTypeId }] };
    expect((await boss.call('POST', API.customPackageJob, body)).statusCode).toBe(201);
    const again = await boss.call('POST', API.customPackageJob, { ...body, name: 'QUICK PADS' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'PACKAGE_JOB_NAME_TAKEN',
      details: [{ path: 'name' }],
    });
    const [category] = await t.db
      .select({ id: partTypes.id })
      .from(partTypes)
      .where(eq(partTypes.leaf, false))
      .limit(1);
    const notLeaf = await boss.call('POST', API.customPackageJob, {
      name: 'Whole category',
      partTypes: [{ partTypeId: category!.id }],
    });
    expect(notLeaf.statusCode).toBe(400);
    expect(notLeaf.json()).toMatchObject({ details: [{ path: 'partTypes.0.partTypeId' }] });
    const badPosition = await boss.call('POST', API.customPackageJob, {
      name: 'Pads in the trunk',
      partTypes: [{ partTypeId: padPartTypeId, position: 'Trunk' }],
    });
    expect(badPosition.statusCode).toBe(400);
    const twice = await boss.call('POST', API.customPackageJob, {
      name: 'Pads twice',
      partTypes: [{ partTypeId: padPartTypeId }, { partTypeId: padPartTypeId }],
    });
    expect(twice.statusCode).toBe(400);
  });

  it(`keeps at most ${SHOP_PACKAGE_JOBS_MAX} jobs a shop`, async () => {
    const { shop } = await createShopWithUser(t);
    const boss = await manager([shop.id]);
    await t.db.insert(shopPackageJobs).values(
      Array.from({ length: SHOP_PACKAGE_JOBS_MAX }, (_, i) => ({
        shopId: shop.id,
        name: `Job ${i}`,
        partTypes: [{ partTypeId: padPartTypeId, position: null, quantity: 1 }],
      })),
    );
    const over = await boss.call('POST', API.customPackageJob, {
      name: 'One too many',
      partTypes: [{ partTypeId: padPartTypeId }],
    });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ code: 'PACKAGE_JOB_LIMIT' });
  });

  it("deletes the shop's job for a manager; another shop's manager gets 404 and it stays", async () => {
    const boss = await manager();
    const saved = PackageJobSchema.parse(
      (
        await boss.call('POST', API.customPackageJob, {
          name: 'To be deleted',
          partTypes: [{ partTypeId: padPartTypeId }],
        })
      ).json(),
    );
    const { shop } = await createShopWithUser(t);
    const stranger = await manager([shop.id]);
    const path = `${API.customPackageJob}?jobId=${saved.jobId}`;
    expect((await stranger.call('DELETE', path)).statusCode).toBe(404);
    expect((await boss.call('GET', path)).statusCode).toBe(200);
    const employee = await createShopUser(t);
    expect((await employee.call('DELETE', path)).statusCode).toBe(403);
    expect((await boss.call('DELETE', path)).statusCode).toBe(204);
    expect((await boss.call('GET', path)).statusCode).toBe(404);
    expect((await boss.call('DELETE', path)).statusCode).toBe(404);
  });

  it('answers 404 for the id of a package job or of none', async () => {
    const { call } = await createShopUser(t);
    expect((await call('GET', `${API.customPackageJob}?jobId=1`)).statusCode).toBe(404);
    expect((await call('GET', `${API.packageJobPartTypes}?jobId=998`)).statusCode).toBe(404);
    expect((await call('GET', `${API.customPackageJob}?jobId=abc`)).statusCode).toBe(400);
  });
});

describe('GET /parttypes/packageJobPartTypes', () => {
  it('groups the front brake job for the F-150: front parts that fit, in stock first, the best preselected', async () => {
    const { call } = await withF150();
    const answer = await partsOf(call, 1);
    expect(answer.vehicle?.baseVehicleId).toBe(f150);
    expect(answer.groups.map((g) => g.partTypeName)).toEqual([
      'Disc Brake Pad',
      'Disc Brake Rotor',
      'Disc Brake Hardware Kit',
      'Brake Fluid',
    ]);
    for (const group of answer.groups) {
      expect(group.products.length, group.partTypeName).toBeGreaterThan(0);
      expect(group.products.length).toBeLessThanOrEqual(PACKAGE_JOB_CHOICES);
      expect(group.bestProductId).toBe(group.products[0]!.productId);
      for (const product of group.products) {
        expect(product.partTypeId).toBe(group.partTypeId);
        expect(product.kitType).toBeNull();
        if (group.position === 'Front' && product.position !== null) {
          expect(product.position.startsWith('Front'), product.description).toBe(true);
        }
      }
      // The parts lookup's SCORE: what is on hand at the home store comes first.
      const onHand = group.products.map((p) => (p.homeStore.quantityOnHand ?? 0) > 0);
      expect(onHand).toEqual([...onHand].sort((a, b) => Number(b) - Number(a)));
    }
    // Every pad offered is one the parts lookup finds for the F-150.
    const lookup = await call('GET', `${API.productLookup}?partTypeId=${padPartTypeId}`);
    const fitting = new Set(
      (lookup.json() as { products: { productId: number }[] }).products.map((p) => p.productId),
    );
    for (const pad of answer.groups[0]!.products) expect(fitting.has(pad.productId)).toBe(true);
    // 1.5 hours at shop 1001's labor rate of 125.
    expect(answer.labor).toEqual({ hours: 1.5, rate: 125, price: 187.5 });
  });

  it('asks for a vehicle first (409 NO_CURRENT_VEHICLE); a job of universal parts needs none', async () => {
    const { call } = await createShopUser(t);
    const refused = await call('GET', `${API.packageJobPartTypes}?jobId=1`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'NO_CURRENT_VEHICLE' });
    const [fluid] = await t.db
      .select({ id: partTypes.id })
      .from(partTypes)
      .where(eq(partTypes.name, 'Brake Fluid'));
    const boss = await manager();
    const job = PackageJobSchema.parse(
      (
        await boss.call('POST', API.customPackageJob, {
          name: 'Fluid top-up',
          partTypes: [{ partTypeId: fluid!.id }],
          laborHours: 0.8,
        })
      ).json(),
    );
    const answer = await partsOf(call, job.jobId);
    expect(answer.vehicle).toBeNull();
    expect(answer.groups[0]!.products.length).toBeGreaterThan(0);
  });

  it('shows no labor to an RO writer user', async () => {
    const roWriter = await customerTypeIdOf(t, 'RO_WRITER');
    const { call } = await withF150({ customerTypeId: roWriter });
    const answer = await partsOf(call, 1);
    expect(answer.labor).toBeNull();
    expect(answer.laborWithoutRate).toBeNull();
  });

  it("names the job's labor hours a shop without a labor rate cannot price", async () => {
    const { call } = await createShopWithUser(t);
    expect((await call('POST', API.selectVehicle, { baseVehicleId: f150 })).statusCode).toBe(200);
    const answer = await partsOf(call, 1);
    expect(answer.labor).toBeNull();
    expect(answer.laborWithoutRate).toBe(1.5);
  });

  it('carries no cost for a shop that hides them', async () => {
    const user = await createShopUser(t, { shopIds: [1002] });
    expect((await user.call('POST', API.selectVehicle, { baseVehicleId: f150 })).statusCode).toBe(
      200,
    );
    const answer = await partsOf(user.call, 1);
    expect(answer.hideCosts).toBe(true);
    const products = answer.groups.flatMap((g) => g.products);
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((p) => p.cost === null)).toBe(true);
  });
});

describe('POST /worksheet/rest/addPackageJob', () => {
  it("puts the job's best matches and its labor on the quote in one call, totals from the lines", async () => {
    const { call } = await withF150();
    const parts = await partsOf(call, 1);
    const lines = parts.groups.map((g) => ({ productId: g.bestProductId!, quantity: g.quantity }));
    const added = await ok(
      call('POST', API.addPackageJob, { jobId: 1, lines }),
      QuoteSummarySchema,
    );
    const partLines = added.quoteProducts.filter((p) => p.itemType === 'PART');
    expect(partLines.map((p) => [productOfLine(p), p.itemQuantity])).toEqual(
      lines.map((l) => [l.productId, l.quantity]),
    );
    const labor = added.quoteProducts.filter((p) => p.itemType === 'LABOR');
    expect(labor).toHaveLength(1);
    expect(labor[0]).toMatchObject({
      itemDescription: 'Front brake job',
      itemQuantity: 1.5,
      customerPrice: 125,
      extendedPrice: 187.5,
    });
    // The mini quote reads the same lines back.
    const mini = await ok(call('GET', API.miniQuote), QuoteSummarySchema);
    expect(mini.quoteProducts.map((p) => p.id)).toEqual(added.quoteProducts.map((p) => p.id));
  });

  it('leaves the labor out when asked, and adds nothing when a product is not of the job', async () => {
    const { call } = await withF150();
    const parts = await partsOf(call, 1);
    const pad = parts.groups[0]!.bestProductId!;
    const oilJob = await partsOf(call, 4);
    const oil = oilJob.groups[0]!.bestProductId!;
    const mixed = await call('POST', API.addPackageJob, {
      jobId: 1,
      lines: [
        { productId: pad, quantity: 1 },
        { productId: oil, quantity: 1 },
      ],
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toMatchObject({ details: [{ path: 'lines.1.productId' }] });
    const empty = await ok(call('GET', API.miniQuote), QuoteSummarySchema);
    expect(empty.quoteProducts).toEqual([]);
    const partsOnly = await ok(
      call('POST', API.addPackageJob, {
        jobId: 1,
        lines: [{ productId: pad, quantity: 1 }],
        withLabor: false,
      }),
      QuoteSummarySchema,
    );
    expect(partsOnly.quoteProducts.map((p) => p.itemType)).toEqual(['PART']);
  });

  it('is all or nothing: a line over 1000 in total adds no part and no labor', async () => {
    const { call } = await withF150();
    const parts = await partsOf(call, 1);
    const pad = parts.groups[0]!.bestProductId!;
    await ok(
      call('POST', `${API.addProduct}?quantity=999`, { productId: pad }),
      QuoteSummarySchema,
    );
    const over = await call('POST', API.addPackageJob, {
      jobId: 1,
      lines: [
        { productId: parts.groups[3]!.bestProductId!, quantity: 1 },
        { productId: pad, quantity: 2 },
      ],
    });
    expect(over.statusCode).toBe(422);
    const mini = await ok(call('GET', API.miniQuote), QuoteSummarySchema);
    expect(mini.quoteProducts.map((p) => [productOfLine(p), p.itemQuantity])).toEqual([[pad, 999]]);
  });

  it("refuses another shop's job with 404, and a body of nothing to add with 400", async () => {
    const boss = await manager();
    const job = PackageJobSchema.parse(
      (
        await boss.call('POST', API.customPackageJob, {
          name: 'Only ours',
          partTypes: [{ partTypeId: padPartTypeId }],
        })
      ).json(),
    );
    const other = await createShopWithUser(t);
    const refused = await other.call('POST', API.addPackageJob, { jobId: job.jobId, lines: [] });
    expect(refused.statusCode).toBe(404);
    const nothing = await boss.call('POST', API.addPackageJob, { jobId: job.jobId, lines: [] });
    expect(nothing.statusCode).toBe(400);
  });
});

describe('the demo data', () => {
  it('gives shop 1001 jobs of its own, saved by its service manager, whose parts fit the F-150', async () => {
    const { call } = await withF150();
    const answer = await list(call);
    expect(answer.shopJobs.map((j) => j.name)).toEqual(
      expect.arrayContaining(DEMO_SHOP_JOBS.map((j) => j.name)),
    );
    const fleet = answer.shopJobs.find((j) => j.name === DEMO_SHOP_JOBS[0].name)!;
    expect(fleet.createdBy).not.toBeNull();
    expect(fleet.partTypes).toHaveLength(DEMO_SHOP_JOBS[0].partTypes.length);
    const parts = await partsOf(call, fleet.jobId);
    expect(parts.groups.every((g) => g.bestProductId !== null)).toBe(true);
  });
});
