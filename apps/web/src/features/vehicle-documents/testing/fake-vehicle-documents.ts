/** The vehicle documents' calls, answered like the server answers them (issue 25 part 5). */

import type {
  SaveInspectionBody,
  VehicleDocument,
  VehicleDocumentVehicle,
} from '@procounter/shared/contracts/vehicle-documents';
import type { FakeAnswer, FakeServer } from '@/testing/fake-fetch';

export const VEHICLE: VehicleDocumentVehicle = {
  id: 41,
  customerId: 7,
  customerName: 'María López',
  description: '2013 Ford F-150 3.5L V6 Gas XLT',
  vin: '1FTFW1ET9DFC10312',
  plate: 'TX4821',
  mileage: 48_210,
};

let nextId = 500;

export function makeDocument(overrides: Partial<VehicleDocument> = {}): VehicleDocument {
  return {
    id: overrides.id ?? nextId++,
    customerVehicleId: VEHICLE.id,
    kind: 'PHOTO',
    fileName: 'front bumper.png',
    mediaType: 'image/png',
    sizeBytes: 12_700,
    createdAt: '2026-11-21T15:00:00.000Z',
    createdBy: { id: 3, name: 'Rosa Tech' },
    ...overrides,
  };
}

export interface VehicleDocumentsData {
  documents?: VehicleDocument[];
  /** What the upload answers instead of a new document. */
  uploadAnswer?: FakeAnswer;
  /** The list answers this instead. */
  listAnswer?: FakeAnswer;
}

/** Serves one customer vehicle (VEHICLE) of the shop; any other id answers 404. */
export function serveVehicleDocuments(server: FakeServer, data: VehicleDocumentsData = {}) {
  const state = { documents: [...(data.documents ?? [])], uploads: 0 };
  const notFound = {
    status: 404,
    body: { code: 'NOT_FOUND', message: 'No such customer vehicle' },
  };
  server
    .on('GET', '/api/vehicle-documents', (request) => {
      if (data.listAnswer) return data.listAnswer;
      if (request.search.get('customerVehicleId') !== String(VEHICLE.id)) return notFound;
      return { body: { vehicle: VEHICLE, documents: state.documents } };
    })
    .on('POST', '/api/vehicle-documents/files', () => {
      state.uploads += 1;
      if (data.uploadAnswer) return data.uploadAnswer;
      const document = makeDocument({ fileName: `upload-${state.uploads}.pdf`, kind: 'PDF' });
      state.documents.unshift(document);
      return { status: 201, body: document };
    })
    .on('POST', '/api/vehicle-documents/inspections', (request) => {
      const body = JSON.parse(request.body ?? '{}') as SaveInspectionBody;
      if (body.customerVehicleId !== VEHICLE.id) return notFound;
      const document = makeDocument({
        kind: 'INSPECTION',
        fileName: 'Inspection 2026-12-07.pdf',
        mediaType: 'application/pdf',
      });
      state.documents.unshift(document);
      return { status: 201, body: document };
    })
    .on('GET', '/api/vehicle-documents/:id/file', { body: 'bytes' })
    .on('DELETE', '/api/vehicle-documents/:id', (request) => {
      const before = state.documents.length;
      state.documents = state.documents.filter((d) => String(d.id) !== request.params.id);
      return state.documents.length < before ? { status: 204 } : notFound;
    });
  return state;
}
