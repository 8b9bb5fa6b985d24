import {
  type InspectionForm,
  VEHICLE_DOCUMENT_LIMITS,
  VEHICLE_DOCUMENT_MEDIA_TYPES,
  type VehicleDocument,
  type VehicleDocumentKind,
  type VehicleDocumentList,
  type VehicleDocumentMediaType,
} from '@procounter/shared/contracts/vehicle-documents';
import { accountDay } from '@procounter/shared/domain/account-money';
import type { Locale } from '@procounter/shared/domain/locale';
import { userCanDeleteVehicleDocuments } from '@procounter/shared/domain/vehicle-documents';
import { resources } from '@procounter/shared/i18n/index';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import type { ServiceDeps } from '../../lib/deps';
import type { UploadedFile } from '../../lib/file-upload';
import { cleanFileName, mediaTypeFromBytes } from '../../lib/stored-files';
import { findShopCustomerVehicle } from '../customers/customers.service';
import { requireCurrentShop } from '../shops/shops.service';
import { renderInspectionPdf } from './inspection-pdf';
import {
  deleteVehicleDocument,
  findVehicleDocument,
  findVehicleDocumentContent,
  findVehicleDocuments,
  insertVehicleDocument,
  type VehicleDocumentRow,
} from './vehicle-documents.repository';

// A customer vehicle's documents (issue 25 part 5): photos and PDFs uploaded, and filled
// inspection forms drawn into PDFs, kept in the database with the caller's current shop. Every call
// finds the customer vehicle or the document in that shop, so another shop's answers 404 as an
// unknown one. See README.md.

type Deps = ServiceDeps;

const noSuchVehicle = () => notFound('No such customer vehicle');
const noSuchDocument = () => notFound('No such document');

function presentDocument(row: VehicleDocumentRow): VehicleDocument {
  const name = [row.createdByFirst, row.createdByLast].filter(Boolean).join(' ');
  return {
    id: row.id,
    customerVehicleId: row.customerVehicleId,
    kind: row.kind,
    fileName: row.fileName,
    mediaType: row.mediaType as VehicleDocumentMediaType,
    sizeBytes: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy === null ? null : { id: row.createdBy, name },
  };
}

/** The shop's id and its customer vehicle; 404 for another shop's vehicle or none. */
async function requireVehicle(deps: Deps, user: AuthUser, customerVehicleId: number) {
  const { shop } = await requireCurrentShop(deps, user);
  const found = await findShopCustomerVehicle(deps, shop.id, customerVehicleId);
  if (!found) throw noSuchVehicle();
  return { shop, ...found };
}

/** GET /vehicle-documents?customerVehicleId=: the vehicle and its documents, newest first. */
export async function listVehicleDocuments(
  deps: Deps,
  user: AuthUser,
  customerVehicleId: number,
): Promise<VehicleDocumentList> {
  const { shop, vehicle, customerName } = await requireVehicle(deps, user, customerVehicleId);
  const rows = await findVehicleDocuments(deps.db, shop.id, vehicle.id);
  return {
    vehicle: {
      id: vehicle.id,
      customerId: vehicle.customerId,
      customerName,
      description: vehicle.description,
      vin: vehicle.vin,
      plate: vehicle.plate,
      mileage: vehicle.mileage,
    },
    documents: rows.map(presentDocument),
  };
}

async function readDocument(deps: Deps, shopId: number, id: number): Promise<VehicleDocument> {
  const row = await findVehicleDocument(deps.db, shopId, id);
  if (!row) throw noSuchDocument();
  return presentDocument(row);
}

/**
 * POST /vehicle-documents/files: a photo or PDF, its type read from its bytes (422
 * FILE_TYPE_NOT_ALLOWED otherwise); kept under the name the browser sent, without a path.
 */
export async function uploadVehicleDocument(
  deps: Deps,
  user: AuthUser,
  customerVehicleId: number,
  file: UploadedFile,
): Promise<VehicleDocument> {
  const { shop, vehicle } = await requireVehicle(deps, user, customerVehicleId);
  const fileName = cleanFileName(file.fileName, VEHICLE_DOCUMENT_LIMITS.fileName);
  const mediaType = await mediaTypeFromBytes(file.bytes, VEHICLE_DOCUMENT_MEDIA_TYPES);
  if (!mediaType) {
    throw new AppError(
      422,
      'FILE_TYPE_NOT_ALLOWED',
      `${fileName} is not a JPEG, PNG or WebP photo or a PDF`,
      { details: [{ path: 'file', message: fileName }] },
    );
  }
  const kind: VehicleDocumentKind = mediaType === 'application/pdf' ? 'PDF' : 'PHOTO';
  const id = await insertVehicleDocument(deps.db, {
    shopId: shop.id,
    customerVehicleId: vehicle.id,
    kind,
    fileName,
    mediaType,
    sizeBytes: file.bytes.length,
    content: file.bytes,
    inspection: null,
    createdBy: user.id,
  });
  return readDocument(deps, shop.id, id);
}

/**
 * POST /vehicle-documents/inspections: the filled form drawn into a PDF in the user's language
 * and kept as an INSPECTION document, with its fields (so it can be drawn again).
 */
export async function saveInspection(
  deps: Deps,
  user: AuthUser,
  locale: Locale,
  customerVehicleId: number,
  form: InspectionForm,
): Promise<VehicleDocument> {
  const { shop, vehicle, customerName } = await requireVehicle(deps, user, customerVehicleId);
  const now = deps.clock.now();
  const bytes = await renderInspectionPdf(
    form,
    {
      shopName: shop.shopName,
      customerName,
      vehicle: vehicle.description,
      vin: vehicle.vin,
      plate: vehicle.plate,
      filledAt: now,
    },
    locale,
  );
  const fileName = resources[locale].vehicleDocuments.inspection.fileName.replace(
    '{{date}}',
    accountDay(now),
  );
  const id = await insertVehicleDocument(deps.db, {
    shopId: shop.id,
    customerVehicleId: vehicle.id,
    kind: 'INSPECTION',
    fileName,
    mediaType: 'application/pdf',
    sizeBytes: bytes.length,
    content: bytes,
    inspection: form,
    createdBy: user.id,
    createdAt: now,
  });
  return readDocument(deps, shop.id, id);
}

/** GET /vehicle-documents/{id}/file: the bytes, their stored type and name. */
export async function getVehicleDocumentFile(deps: Deps, user: AuthUser, id: number) {
  const { shop } = await requireCurrentShop(deps, user);
  const file = await findVehicleDocumentContent(deps.db, shop.id, id);
  if (!file) throw noSuchDocument();
  return file;
}

/** DELETE /vehicle-documents/{id}: managers only (403), the shop's own (404 otherwise). */
export async function removeVehicleDocument(deps: Deps, user: AuthUser, id: number) {
  if (!userCanDeleteVehicleDocuments(user)) throw forbidden('Only managers delete documents');
  const { shop } = await requireCurrentShop(deps, user);
  if (!(await deleteVehicleDocument(deps.db, shop.id, id))) throw noSuchDocument();
}
