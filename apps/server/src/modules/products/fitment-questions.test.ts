import { API } from '@procounter/shared/contracts/api-paths';
import {
  AttributeQuestionsResponseSchema,
  type ProductLookupResponse,
  ProductLookupResponseSchema,
} from '@procounter/shared/contracts/product';
import { CurrentVehicleSchema } from '@procounter/shared/contracts/vehicle';
import { FITMENT_ATTRIBUTES } from '@procounter/shared/domain/fitment-questions';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { findCatalogBaseVehicleId } from '../../../test/helpers/catalog';
import { type ApiCaller, createShopUser } from '../../../test/helpers/shop-user';
import { fitment, partTypes, products } from '../../db/schema/index';
import { productQualifiers } from '../parts-catalog/parts-catalog.service';

// Fitment questions (issue 25 part 3): what splits a vehicle's parts is asked; the answers narrow
// the lookups, the vehicle's kept with it, the position for one lookup; fit says what is known.

const POSITION = FITMENT_ATTRIBUTES.position.id;
const DRIVE = FITMENT_ATTRIBUTES.driveType.id;

let t: TestApp;
let f150: number;
let padId: string;
let hubId: string;
/** A vehicle whose hubs split on drive type: some 2WD, some 4WD. */
let hubVehicle: number;

const partTypeIdOf = async (name: string) =>
  (
    await t.db
      .select({ id: partTypes.id })
      .from(partTypes)
      .where(and(eq(partTypes.name, name), eq(partTypes.leaf, true)))
  )[0]!.id;

/** The base vehicles with at least `min` products of a part type, most first. */
async function vehiclesWith(partTypeId: string, min: number) {
  const rows = await t.db
    .select({ baseVehicleId: fitment.baseVehicleId })
    .from(fitment)
    .where(eq(fitment.partTypeId, partTypeId))
    .groupBy(fitment.baseVehicleId)
    .having(sql`count(distinct ${fitment.productId}) >= ${min}`)
    .orderBy(sql`count(distinct ${fitment.productId}) desc`)
    .limit(50);
  return rows.map((r) => r.baseVehicleId);
}

/** The qualifiers of the products that fit a vehicle for a part type, as the catalog makes them. */
async function qualifiersFor(baseVehicleId: number, partTypeId: string) {
  const rows = await t.db
    .selectDistinct({
      id: products.id,
      partTypeId: products.partTypeId,
      description: products.description,
    })
    .from(fitment)
    .innerJoin(products, eq(products.id, fitment.productId))
    .where(and(eq(fitment.baseVehicleId, baseVehicleId), eq(fitment.partTypeId, partTypeId)));
  return rows.map((r) => productQualifiers({ productId: r.id, ...r }));
}

beforeAll(async () => {
  t = await buildTestApp();
  f150 = (await findCatalogBaseVehicleId(t.db, 2013, 'Ford', 'F-150'))!;
  padId = await partTypeIdOf('Disc Brake Pad');
  hubId = await partTypeIdOf('Wheel Bearing and Hub');
  for (const vehicle of await vehiclesWith(hubId, 3)) {
    const values = new Set(
      (await qualifiersFor(vehicle, hubId)).flatMap((q) =>
        q.filter((x) => x.attributeId === DRIVE).map((x) => x.valueId),
      ),
    );
    if (values.size >= 2) {
      hubVehicle = vehicle;
      break;
    }
  }
});
afterAll(() => t.close());

async function selectVehicle(call: ApiCaller, baseVehicleId: number) {
  const response = await call('POST', API.selectVehicle, { baseVehicleId });
  expect(response.statusCode, response.body).toBe(200);
}

async function lookUp(call: ApiCaller, query: string, headers: Record<string, string> = {}) {
  const response = await call('GET', `${API.productLookup}${query}`, undefined, headers);
  expect(response.statusCode, response.body).toBe(200);
  return ProductLookupResponseSchema.parse(response.json());
}

const valuesOf = (answer: ProductLookupResponse, attributeId: number) =>
  answer.products.flatMap((p) =>
    p.qualifiers.filter((q) => q.attributeId === attributeId).map((q) => q.valueId),
  );

describe('the generated catalog', () => {
  it('gives parts with positions their position, and splits some results on what else they depend on', async () => {
    const pads = await qualifiersFor(f150, padId);
    expect(pads.length).toBeGreaterThan(2);
    // Every pad says which end; the F-150's come for both.
    expect(pads.every((q) => q.some((x) => x.attributeId === POSITION))).toBe(true);
    expect(new Set(pads.map((q) => q.find((x) => x.attributeId === POSITION)!.valueId)).size).toBe(
      2,
    );
    // Hubs depend on the drive type: some vehicle's hubs come for 2WD and 4WD.
    expect(hubVehicle).toBeDefined();
    const hubs = await qualifiersFor(hubVehicle, hubId);
    const fitsEither = hubs.filter((q) => !q.some((x) => x.attributeId === DRIVE));
    expect(fitsEither.length).toBeLessThan(hubs.length);
  });
  it('makes the same qualifiers for the same product', () => {
    const product = { productId: 4242, partTypeId: hubId, description: 'Wheel Bearing and Hub' };
    expect(productQualifiers(product)).toEqual(productQualifiers({ ...product }));
  });
});

describe('questions of a lookup', () => {
  it("asks which position the F-150's pads are for, and the answer narrows the list", async () => {
    const { call } = await createShopUser(t);
    await selectVehicle(call, f150);
    const all = await lookUp(call, `?partTypeId=${padId}`);
    const question = all.questions.find((q) => q.attributeId === POSITION);
    expect(question).toMatchObject({ partTypeId: padId, retained: false });
    const front = all.products.filter((p) => p.position === 'Front').length;
    const rear = all.products.filter((p) => p.position === 'Rear').length;
    expect(question!.choices).toEqual([
      { valueId: 1, count: front },
      { valueId: 2, count: rear },
    ]);
    // The pads fit the vehicle whichever end: the position does not make the fit unknown.
    expect(all.products.every((p) => p.fit !== 'INCOMPATIBLE')).toBe(true);

    const narrowed = await lookUp(call, `?partTypeId=${padId}&answer=${padId}:${POSITION}:1`);
    expect(narrowed.products).toHaveLength(front);
    expect(narrowed.products.every((p) => p.position === 'Front')).toBe(true);
    expect(narrowed.questions.filter((q) => q.attributeId === POSITION)).toEqual([]);
    expect(narrowed.answers).toEqual([{ attributeId: POSITION, partTypeId: padId, valueId: 1 }]);
    // 'Don't know or show all': every pad again, nothing more asked.
    const everything = await lookUp(call, `?partTypeId=${padId}&answer=${padId}:${POSITION}:-99`);
    expect(everything.products).toHaveLength(all.products.length);
    expect(everything.questions.filter((q) => q.attributeId === POSITION)).toEqual([]);
    // A lookup answer is not kept: the next lookup without it asks again.
    expect((await lookUp(call, `?partTypeId=${padId}`)).questions).toEqual(all.questions);
  });

  it('holds the fit of drive-type parts unknown until the vehicle says, keeps the answer with it, and removes it', async () => {
    const { call } = await createShopUser(t);
    await selectVehicle(call, hubVehicle);
    const before = await lookUp(call, `?partTypeId=${hubId}`);
    const question = before.questions.find((q) => q.attributeId === DRIVE)!;
    expect(question).toMatchObject({ partTypeId: null, retained: true });
    const drives = valuesOf(before, DRIVE);
    expect(question.choices).toEqual(
      [1, 2]
        .map((valueId) => ({ valueId, count: drives.filter((v) => v === valueId).length }))
        .filter((c) => c.count > 0),
    );
    for (const p of before.products) {
      if (p.qualifiers.some((q) => q.attributeId === DRIVE)) expect(p.fit).toBe('UNKNOWN');
    }

    const answered = await call('POST', API.attributeRetainAnswer, {
      attributeId: DRIVE,
      valueId: 2,
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(CurrentVehicleSchema.parse(answered.json()).answeredAttributes).toContainEqual({
      attributeId: DRIVE,
      attributeDescription: 'Drive type',
      valueId: 2,
      valueDescription: '4WD',
      displayDescription: 'Drive type: 4WD',
    });
    const after = await lookUp(call, `?partTypeId=${hubId}`);
    expect(valuesOf(after, DRIVE)).not.toContain(1);
    expect(valuesOf(after, DRIVE).length).toBe(drives.filter((v) => v === 2).length);
    expect(after.questions.filter((q) => q.attributeId === DRIVE)).toEqual([]);
    expect(after.answers).toEqual([{ attributeId: DRIVE, partTypeId: null, valueId: 2 }]);
    expect(
      after.products
        .filter((p) => p.qualifiers.some((q) => q.attributeId === DRIVE))
        .map((p) => p.fit),
    ).not.toContain('UNKNOWN');
    // In Spanish on the vehicle panel.
    const es = await call('GET', API.currentVehicle, undefined, { 'accept-language': 'es' });
    expect(es.json().answeredAttributes).toContainEqual(
      expect.objectContaining({
        attributeId: DRIVE,
        displayDescription: 'Tracción: 4WD (tracción 4x4)',
      }),
    );

    // Removed on the vehicle panel: asked again.
    const removed = await call('DELETE', API.removeAttribute(DRIVE));
    expect(removed.statusCode, removed.body).toBe(200);
    expect(
      CurrentVehicleSchema.parse(removed.json()).answeredAttributes.map((a) => a.attributeId),
    ).not.toContain(DRIVE);
    expect((await lookUp(call, `?partTypeId=${hubId}`)).questions).toEqual(before.questions);
  });

  it('starts a pick of the same vehicle again (by plate and VIN) with the answers kept with it, not another one', async () => {
    const { call } = await createShopUser(t);
    const byPlate = { vehicleId: hubVehicle, plate: 'FIT4WD', vin: '1HGCM82633A004352' };
    const picked = await call('POST', API.selectFromPtv, byPlate);
    expect(picked.statusCode, picked.body).toBe(200);
    const answered = await call('POST', API.attributeRetainAnswer, {
      attributeId: DRIVE,
      valueId: 2,
    });
    expect(answered.statusCode, answered.body).toBe(200);

    await selectVehicle(call, f150);
    expect((await lookUp(call, `?partTypeId=${padId}`)).answers).toEqual([]);
    const again = await call('POST', API.selectFromPtv, byPlate);
    expect(again.statusCode, again.body).toBe(200);
    expect(CurrentVehicleSchema.parse(again.json()).answeredAttributes).toContainEqual(
      expect.objectContaining({ attributeId: DRIVE, valueId: 2 }),
    );
    const hubs = await lookUp(call, `?partTypeId=${hubId}`);
    expect(hubs.answers).toEqual([{ attributeId: DRIVE, partTypeId: null, valueId: 2 }]);
    expect(valuesOf(hubs, DRIVE)).not.toContain(1);

    // The same model picked by year, make and model is not that vehicle: asked again.
    await selectVehicle(call, hubVehicle);
    const other = await lookUp(call, `?partTypeId=${hubId}`);
    expect(other.answers).toEqual([]);
    expect(other.questions.map((q) => q.attributeId)).toContain(DRIVE);
  });

  it('answers the question calls: the vehicle questions and the lookup ones apart', async () => {
    const { call } = await createShopUser(t);
    await selectVehicle(call, hubVehicle);
    const all = await lookUp(call, `?partTypeId=${hubId}&partTypeId=${padId}`);
    const retain = await call(
      'GET',
      `${API.attributeQuestionsRetain}?partTypeId=${hubId},${padId}`,
    );
    expect(retain.statusCode, retain.body).toBe(200);
    const nonretain = await call(
      'GET',
      `${API.attributeQuestionsNonretain}?partTypeId=${hubId},${padId}`,
    );
    expect(nonretain.statusCode, nonretain.body).toBe(200);
    const r = AttributeQuestionsResponseSchema.parse(retain.json());
    const n = AttributeQuestionsResponseSchema.parse(nonretain.json());
    expect(r.questions.every((q) => q.retained)).toBe(true);
    expect(n.questions.every((q) => !q.retained)).toBe(true);
    expect([...r.questions, ...n.questions]).toEqual(all.questions);

    const added = await call('POST', API.attributeAdd, { attributeId: DRIVE, valueId: -99 });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().answeredAttributes).toContainEqual(
      expect.objectContaining({
        attributeId: DRIVE,
        valueId: -99,
        valueDescription: "Don't know or show all",
      }),
    );
    const shown = AttributeQuestionsResponseSchema.parse(
      (await call('GET', `${API.attributeQuestionsRetain}?partTypeId=${hubId}`)).json(),
    );
    expect(shown).toEqual({
      questions: [],
      answers: [{ attributeId: DRIVE, partTypeId: null, valueId: -99 }],
    });
    // Shown, but still not known to fit.
    const hubs = await lookUp(call, `?partTypeId=${hubId}`);
    expect(hubs.products.length).toBe(all.products.filter((p) => p.partTypeId === hubId).length);
  });

  it('refuses what is not an answer, and answers without a vehicle 409', async () => {
    const { call } = await createShopUser(t);
    const none = await call('POST', API.attributeRetainAnswer, { attributeId: DRIVE, valueId: 1 });
    expect(none.statusCode).toBe(409);
    await selectVehicle(call, f150);
    for (const body of [
      { attributeId: POSITION, valueId: 1 },
      { attributeId: DRIVE, valueId: 7 },
      { attributeId: 10011, valueId: 1 },
      { attributeId: DRIVE },
    ]) {
      const response = await call('POST', API.attributeRetainAnswer, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const answer of [
      `${padId}:${DRIVE}:1`,
      `${padId}:${POSITION}:9`,
      'nonsense',
      `${padId}:${POSITION}`,
    ]) {
      const response = await call(
        'GET',
        `${API.productLookup}?partTypeId=${padId}&answer=${answer}`,
      );
      expect(response.statusCode, answer).toBe(400);
    }
  });
});
