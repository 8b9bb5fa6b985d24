import { VEHICLE_DOCUMENTS_API } from '@procounter/shared/contracts/vehicle-document-paths';
import { VehicleDocumentListSchema } from '@procounter/shared/contracts/vehicle-documents';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { pdfText } from '../../../test/helpers/pdf-text';
import { apiCaller } from '../../../test/helpers/shop-user';
import { systemClock } from '../../lib/clock';
import { customers, customerVehicles } from '../schema/index';
import { seedDemoVehicleDocuments } from './demo-vehicle-documents';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the demo vehicle documents (issue 25, part 5)', () => {
  it("gives Maria Lopez's vehicle an inspection form PDF and a photo, once", async () => {
    const [vehicle] = await t.db
      .select({ id: customerVehicles.id })
      .from(customerVehicles)
      .innerJoin(customers, eq(customers.id, customerVehicles.customerId))
      .where(and(eq(customers.shopId, 1001), eq(customers.lastName, 'Lopez')))
      .orderBy(customerVehicles.id)
      .limit(1);
    const tech = apiCaller(t, (await t.login('tech')).access_token);
    const answer = await tech(
      'GET',
      `${VEHICLE_DOCUMENTS_API.vehicleDocuments}?customerVehicleId=${vehicle!.id}`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const { documents } = VehicleDocumentListSchema.parse(answer.json());
    expect(documents.map((d) => [d.kind, d.mediaType])).toEqual([
      ['PHOTO', 'image/png'],
      ['INSPECTION', 'application/pdf'],
    ]);
    const pdf = await tech('GET', VEHICLE_DOCUMENTS_API.vehicleDocumentFile(documents[1]!.id));
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Maria Lopez');
    expect(text).toContain('Pads at 2 mm, rotors scored');
    expect(await seedDemoVehicleDocuments(t.db, systemClock)).toBe(0);
  });
});
