import { API, API_PREFIX } from '@procounter/shared/contracts/api-paths';
import { CurrentVehicleSchema } from '@procounter/shared/contracts/vehicle';
import { VEHICLE_DOCUMENTS_API } from '@procounter/shared/contracts/vehicle-document-paths';
import {
  INSPECTION_ITEMS,
  type InspectionFormInput,
  type VehicleDocument,
  type VehicleDocumentList,
  VehicleDocumentListSchema,
  VehicleDocumentSchema,
} from '@procounter/shared/contracts/vehicle-documents';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { findCatalogBaseVehicleId } from '../../../test/helpers/catalog';
import { multipart } from '../../../test/helpers/multipart';
import { pdfText } from '../../../test/helpers/pdf-text';
import {
  type ApiCaller,
  createShopUser,
  createShopWithUser,
  customerTypeIdOf,
} from '../../../test/helpers/shop-user';
import { groupIdOf } from '../../../test/helpers/users';
import { vehicleDocuments } from '../../db/schema/index';
import { createCustomer } from '../../db/seed/factories';

// Vehicle documents (issue 25 part 5) on the demo catalog the test database is made with.

let t: TestApp;
let f150: number;

// The smallest files of each kind, as their bytes begin.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const HTML = Buffer.from('<html><script>alert(1)</script></html>\n');

beforeAll(async () => {
  t = await buildTestApp();
  f150 = (await findCatalogBaseVehicleId(t.db, 2013, 'Ford', 'F-150'))!;
});
afterAll(() => t?.close());

/** A customer of the shop with a 2013 F-150; answers the vehicle's id. */
async function customerVehicle(shopId = 1001) {
  const { vehicles } = await createCustomer(t.db, {
    shopId,
    firstName: 'Dana',
    lastName: 'Whitfield',
    vehicles: [{ baseVehicleId: f150, vin: '1FTFW1ET9DFC10312', plate: 'TX4821' }],
  });
  return vehicles[0]!.id;
}

async function manager(shopIds = [1001]) {
  return createShopUser(t, { groupId: await groupIdOf(t, 'SHOP_MANAGER'), shopIds });
}

async function employee() {
  return createShopUser(t, { groupId: await groupIdOf(t, 'SHOP_EMPLOYEE') });
}

function upload(
  token: string | null,
  fields: Record<string, string | number>,
  files: Parameters<typeof multipart>[1],
) {
  const body = multipart(fields, files, 'file');
  return t.app.inject({
    method: 'POST',
    url: `${API_PREFIX}${VEHICLE_DOCUMENTS_API.vehicleDocumentFiles}`,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
    payload: body.payload,
  });
}

function expectStatus(
  response: { statusCode: number; body: string; json(): unknown },
  status: number,
  code?: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json() as { code: string; message: string };
  if (code) expect(body.code).toBe(code);
  return body;
}

async function uploaded(token: string, vehicleId: number, name: string, bytes: Buffer) {
  const response = await upload(token, { customerVehicleId: vehicleId }, [{ name, bytes }]);
  expect(response.statusCode, response.body).toBe(201);
  return VehicleDocumentSchema.parse(response.json());
}

async function list(call: ApiCaller, vehicleId: number): Promise<VehicleDocumentList> {
  const response = await call(
    'GET',
    `${VEHICLE_DOCUMENTS_API.vehicleDocuments}?customerVehicleId=${vehicleId}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return VehicleDocumentListSchema.parse(response.json());
}

const form = (overrides: Partial<InspectionFormInput> = {}): InspectionFormInput => ({
  inspector: 'Sam Ortiz',
  mileage: 48210,
  items: Object.fromEntries(
    INSPECTION_ITEMS.map((item) => [item, { status: 'OK', note: '' }]),
  ) as InspectionFormInput['items'],
  notes: 'Customer asked about the noise at idle.',
  ...overrides,
});

const withItem = (item: string, status: string, note: string) => ({
  ...form().items,
  [item]: { status, note },
});

describe('GET /vehicle-documents', () => {
  it("lists a vehicle's documents newest first, with who added them", async () => {
    const { call, token, user } = await createShopUser(t, { firstName: 'Lee', lastName: 'Park' });
    const vehicleId = await customerVehicle();
    const empty = await list(call, vehicleId);
    expect(empty.documents).toEqual([]);
    expect(empty.vehicle).toMatchObject({
      id: vehicleId,
      customerName: 'Dana Whitfield',
      vin: '1FTFW1ET9DFC10312',
      plate: 'TX4821',
    });
    expect(empty.vehicle.description).toMatch(/^2013 Ford F-150/);
    await uploaded(token, vehicleId, 'front.png', PNG);
    await uploaded(token, vehicleId, 'estimate.pdf', PDF);
    const { documents } = await list(call, vehicleId);
    expect(documents.map((d) => [d.kind, d.fileName, d.mediaType, d.sizeBytes])).toEqual([
      ['PDF', 'estimate.pdf', 'application/pdf', PDF.length],
      ['PHOTO', 'front.png', 'image/png', PNG.length],
    ]);
    expect(documents[0]!.createdBy).toEqual({ id: user.id, name: 'Lee Park' });
  });

  it("answers 404 for another shop's vehicle or none, 400 without a vehicle, 401 and 403", async () => {
    const { call } = await createShopUser(t);
    const other = await createShopWithUser(t);
    const theirs = await customerVehicle(other.shop.id);
    expectStatus(
      await call('GET', `${VEHICLE_DOCUMENTS_API.vehicleDocuments}?customerVehicleId=${theirs}`),
      404,
    );
    expectStatus(
      await call('GET', `${VEHICLE_DOCUMENTS_API.vehicleDocuments}?customerVehicleId=999999`),
      404,
    );
    expectStatus(await call('GET', VEHICLE_DOCUMENTS_API.vehicleDocuments), 400);
    expectStatus(
      await call('GET', `${VEHICLE_DOCUMENTS_API.vehicleDocuments}?customerVehicleId=abc`),
      400,
    );
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `${API_PREFIX}${VEHICLE_DOCUMENTS_API.vehicleDocuments}?customerVehicleId=${theirs}`,
    });
    expect(anonymous.statusCode).toBe(401);
    // An RO Writer user does not manage customers.
    const roWriter = await createShopUser(t, {
      customerTypeId: await customerTypeIdOf(t, 'RO_WRITER'),
    });
    const mine = await customerVehicle();
    expectStatus(
      await roWriter.call(
        'GET',
        `${VEHICLE_DOCUMENTS_API.vehicleDocuments}?customerVehicleId=${mine}`,
      ),
      403,
    );
  });
});

describe('POST /vehicle-documents/files', () => {
  it('takes photos and PDFs by their bytes, whatever their name, without a path', async () => {
    const { token } = await createShopUser(t);
    const vehicleId = await customerVehicle();
    const photo = await uploaded(token, vehicleId, 'C:\\fakepath\\scan.pdf', PNG);
    expect(photo).toMatchObject({ kind: 'PHOTO', mediaType: 'image/png', fileName: 'scan.pdf' });
    const pdf = await uploaded(token, vehicleId, 'invoice', PDF);
    expect(pdf).toMatchObject({ kind: 'PDF', mediaType: 'application/pdf', fileName: 'invoice' });
  });

  it('refuses a file that is neither (422), past 5 MB (413), not multipart (415), none (400)', async () => {
    const { token, call } = await createShopUser(t);
    const vehicleId = await customerVehicle();
    const html = await upload(token, { customerVehicleId: vehicleId }, [
      { name: 'photo.png', bytes: HTML, type: 'image/png' },
    ]);
    expect(expectStatus(html, 422, 'FILE_TYPE_NOT_ALLOWED').message).toContain('photo.png');
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expectStatus(
      await upload(token, { customerVehicleId: vehicleId }, [{ name: 'big.png', bytes: big }]),
      413,
    );
    expectStatus(await upload(token, { customerVehicleId: vehicleId }, []), 400);
    expectStatus(await upload(token, {}, [{ name: 'a.png', bytes: PNG }]), 400);
    expectStatus(
      await upload(token, { customerVehicleId: vehicleId }, [
        { name: 'a.png', bytes: PNG },
        { name: 'b.png', bytes: PNG },
      ]),
      413,
    );
    expectStatus(
      await call('POST', VEHICLE_DOCUMENTS_API.vehicleDocumentFiles, {
        customerVehicleId: vehicleId,
      }),
      415,
    );
    expect((await list(call, vehicleId)).documents).toEqual([]);
  });

  it("answers 404 for another shop's vehicle and 401 without a token", async () => {
    const { token } = await createShopUser(t);
    const other = await createShopWithUser(t);
    const theirs = await customerVehicle(other.shop.id);
    expectStatus(
      await upload(token, { customerVehicleId: theirs }, [{ name: 'a.png', bytes: PNG }]),
      404,
    );
    expectStatus(
      await upload(null, { customerVehicleId: theirs }, [{ name: 'a', bytes: PNG }]),
      401,
    );
    const rows = await t.db
      .select()
      .from(vehicleDocuments)
      .where(eq(vehicleDocuments.customerVehicleId, theirs));
    expect(rows).toEqual([]);
  });
});

describe('POST /vehicle-documents/inspections', () => {
  it('draws the filled form into a PDF in the caller’s language and keeps it', async () => {
    const { call } = await createShopUser(t);
    const vehicleId = await customerVehicle();
    const saved = await call('POST', VEHICLE_DOCUMENTS_API.vehicleDocumentInspections, {
      customerVehicleId: vehicleId,
      form: form({ items: withItem('brakesFront', 'URGENT', 'Pads at 2 mm') }),
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const document = VehicleDocumentSchema.parse(saved.json());
    expect(document).toMatchObject({ kind: 'INSPECTION', mediaType: 'application/pdf' });
    expect(document.fileName).toMatch(/^Inspection \d{4}-\d{2}-\d{2}\.pdf$/);
    const file = await call('GET', VEHICLE_DOCUMENTS_API.vehicleDocumentFile(document.id));
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.length).toBe(document.sizeBytes);
    const text = await pdfText(file.rawPayload);
    for (const expected of [
      'Vehicle inspection',
      'Dana Whitfield',
      '2013 Ford F-150',
      '1FTFW1ET9DFC10312',
      'Sam Ortiz',
      '48,210',
      'Brakes, front',
      'Urgent',
      'Pads at 2 mm',
      'Customer asked about the noise at idle.',
    ]) {
      expect(text).toContain(expected);
    }
    const [row] = await t.db
      .select({ inspection: vehicleDocuments.inspection })
      .from(vehicleDocuments)
      .where(eq(vehicleDocuments.id, document.id));
    expect(row!.inspection?.items.brakesFront).toEqual({ status: 'URGENT', note: 'Pads at 2 mm' });

    const spanish = await call(
      'POST',
      VEHICLE_DOCUMENTS_API.vehicleDocumentInspections,
      {
        customerVehicleId: vehicleId,
        form: form({ items: withItem('tires', 'NEEDS_ATTENTION', '') }),
      },
      { 'accept-language': 'es' },
    );
    expect(spanish.statusCode, spanish.body).toBe(201);
    const es = VehicleDocumentSchema.parse(spanish.json());
    expect(es.fileName).toMatch(/^Inspección /);
    const esText = await pdfText(
      (await call('GET', VEHICLE_DOCUMENTS_API.vehicleDocumentFile(es.id))).rawPayload,
    );
    expect(esText).toContain('Inspección del vehículo');
    expect(esText).toContain('Requiere atención');
  });

  it('answers 400 for a form missing an item, a bad condition or no inspector; 404 across shops', async () => {
    const { call } = await createShopUser(t);
    const vehicleId = await customerVehicle();
    const { tires: _tires, ...missing } = form().items;
    for (const bad of [
      form({ items: missing as InspectionFormInput['items'] }),
      form({ items: withItem('lights', 'BROKEN', '') as InspectionFormInput['items'] }),
      form({ inspector: '  ' }),
      form({ mileage: -1 }),
    ]) {
      expectStatus(
        await call('POST', VEHICLE_DOCUMENTS_API.vehicleDocumentInspections, {
          customerVehicleId: vehicleId,
          form: bad,
        }),
        400,
      );
    }
    const other = await createShopWithUser(t);
    const theirs = await customerVehicle(other.shop.id);
    expectStatus(
      await call('POST', VEHICLE_DOCUMENTS_API.vehicleDocumentInspections, {
        customerVehicleId: theirs,
        form: form(),
      }),
      404,
    );
    expect((await list(call, vehicleId)).documents).toEqual([]);
  });
});

describe('GET /vehicle-documents/{id}/file', () => {
  it('sends the bytes as an attachment of their stored type, never sniffed nor cached', async () => {
    const { token, call } = await createShopUser(t);
    const vehicleId = await customerVehicle();
    const photo = await uploaded(token, vehicleId, 'Cámara 1.png', PNG);
    const response = await call('GET', VEHICLE_DOCUMENTS_API.vehicleDocumentFile(photo.id));
    expect(response.statusCode).toBe(200);
    expect(Buffer.compare(response.rawPayload, PNG)).toBe(0);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="C_mara 1\.png"/,
    );
    expect(response.headers['content-disposition']).toContain(
      "filename*=UTF-8''C%C3%A1mara%201.png",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it("answers 404 for another shop's document or an unknown id", async () => {
    const mine = await createShopUser(t);
    const document = await uploaded(mine.token, await customerVehicle(), 'a.pdf', PDF);
    const other = await createShopWithUser(t);
    expectStatus(
      await other.call('GET', VEHICLE_DOCUMENTS_API.vehicleDocumentFile(document.id)),
      404,
    );
    expectStatus(
      await mine.call('GET', VEHICLE_DOCUMENTS_API.vehicleDocumentFile(document.id + 1000)),
      404,
    );
    expectStatus(await mine.call('GET', VEHICLE_DOCUMENTS_API.vehicleDocumentFile('x')), 400);
  });
});

describe('DELETE /vehicle-documents/{id}', () => {
  it('lets a manager delete a document; an employee gets 403 and the document stays', async () => {
    const staff = await employee();
    const vehicleId = await customerVehicle();
    const document: VehicleDocument = await uploaded(staff.token, vehicleId, 'a.png', PNG);
    expectStatus(
      await staff.call('DELETE', VEHICLE_DOCUMENTS_API.vehicleDocument(document.id)),
      403,
    );
    expect((await list(staff.call, vehicleId)).documents).toHaveLength(1);
    const boss = await manager();
    const deleted = await boss.call('DELETE', VEHICLE_DOCUMENTS_API.vehicleDocument(document.id));
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await list(staff.call, vehicleId)).documents).toEqual([]);
    expectStatus(
      await boss.call('DELETE', VEHICLE_DOCUMENTS_API.vehicleDocument(document.id)),
      404,
    );
  });

  it("answers 404 to another shop's manager", async () => {
    const mine = await createShopUser(t);
    const document = await uploaded(mine.token, await customerVehicle(), 'a.png', PNG);
    const company = await createShopWithUser(t);
    const theirBoss = await manager([company.shop.id]);
    expectStatus(
      await theirBoss.call('DELETE', VEHICLE_DOCUMENTS_API.vehicleDocument(document.id)),
      404,
    );
    expect(
      (await mine.call('GET', VEHICLE_DOCUMENTS_API.vehicleDocumentFile(document.id))).statusCode,
    ).toBe(200);
  });
});

describe('the current vehicle', () => {
  it("knows the customer vehicle it was chosen from, and forgets it for another customer's", async () => {
    const { call } = await createShopUser(t);
    const { customer, vehicles } = await createCustomer(t.db, {
      shopId: 1001,
      vehicles: [{ baseVehicleId: f150 }],
    });
    const selected = await call('POST', API.customerVehicleSelect(customer.id, vehicles[0]!.id));
    expect(selected.statusCode, selected.body).toBe(200);
    expect(CurrentVehicleSchema.parse(selected.json()).customerVehicleId).toBe(vehicles[0]!.id);
    const current = CurrentVehicleSchema.parse((await call('GET', API.currentVehicle)).json());
    expect(current.customerVehicleId).toBe(vehicles[0]!.id);

    const { customer: another } = await createCustomer(t.db, { shopId: 1001 });
    const renamed = await call('POST', API.vehicleCustomer, {
      shopCustomerId: another.id,
      shopCustomerFirst: '',
      shopCustomerLast: '',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(CurrentVehicleSchema.parse(renamed.json()).customerVehicleId).toBeNull();

    const plain = await call('POST', API.selectVehicle, { baseVehicleId: f150 });
    expect(CurrentVehicleSchema.parse(plain.json()).customerVehicleId).toBeNull();
  });
  it('becomes the customer vehicle it is saved as, when it is the same car of that customer', async () => {
    const { call } = await createShopUser(t);
    const { customer } = await createCustomer(t.db, { shopId: 1001 });
    const current = { baseVehicleId: f150, engineId: null, submodelId: null, plate: '', state: '' };
    const chosen = await call('POST', API.selectVehicle, { baseVehicleId: f150 });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const named = await call('POST', API.vehicleCustomer, {
      shopCustomerId: customer.id,
      shopCustomerFirst: '',
      shopCustomerLast: '',
    });
    expect(named.statusCode, named.body).toBe(200);

    // Another car saved to the customer leaves the current vehicle as it is.
    const other = await call('POST', API.customerVehicles(customer.id), {
      ...current,
      vin: '1FTFW1ET9DFC10312',
    });
    expect(other.statusCode, other.body).toBe(201);
    const before = CurrentVehicleSchema.parse((await call('GET', API.currentVehicle)).json());
    expect(before.customerVehicleId).toBeNull();

    const saved = await call('POST', API.customerVehicles(customer.id), { ...current, vin: '' });
    expect(saved.statusCode, saved.body).toBe(201);
    const after = CurrentVehicleSchema.parse((await call('GET', API.currentVehicle)).json());
    expect(after.customerVehicleId).toBe((saved.json() as { id: number }).id);

    // Saved first, then named ("Save vehicle to customer", then Save): the same link.
    const { customer: next, vehicles } = await createCustomer(t.db, {
      shopId: 1001,
      vehicles: [{ baseVehicleId: f150, vin: '1FTFW1ET9DFC10312' }, { baseVehicleId: f150 }],
    });
    const renamed = await call('POST', API.vehicleCustomer, {
      shopCustomerId: next.id,
      shopCustomerFirst: '',
      shopCustomerLast: '',
    });
    expect(CurrentVehicleSchema.parse(renamed.json()).customerVehicleId).toBe(vehicles[1]!.id);
  });
});

describe('the OpenAPI document', () => {
  it('documents the vehicle documents routes from their schemas', async () => {
    const doc = await t.app.inject({ url: '/api/docs/json' });
    const paths = (
      doc.json() as {
        paths: Record<string, Record<string, { summary?: string; requestBody?: unknown }>>;
      }
    ).paths;
    expect(paths['/api/vehicle-documents']?.get?.summary).toMatch(/documents/);
    expect(paths['/api/vehicle-documents/files']?.post?.summary).toMatch(/photo or PDF/);
    expect(paths['/api/vehicle-documents/inspections']?.post?.requestBody).toBeDefined();
    expect(paths['/api/vehicle-documents/{id}/file']?.get).toBeDefined();
    expect(paths['/api/vehicle-documents/{id}']?.delete?.summary).toMatch(/managers/);
  });
});
