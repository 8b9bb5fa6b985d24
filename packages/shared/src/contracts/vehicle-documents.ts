import { z } from 'zod';
import { VEHICLE_DOCUMENT_LIMITS } from '../domain/vehicle-documents';
import { multiLineText, singleLineText } from '../validation/free-text';
import { INT4_MAX } from '../validation/limits';
import { requiredString } from '../validation/schemas';

// Vehicle documents (issue 25, part 5): the photos, PDFs and filled inspection forms a shop keeps on
// one of its customers' vehicles. Calls under /api/vehicle-documents, for users who may manage
// customers (userCanManageCustomers), on the caller's current shop: another shop's customer
// vehicle or document answers 404, as an unknown one. Deleting is for managers
// (userCanDeleteVehicleDocuments): 403 for others.

export { VEHICLE_DOCUMENT_LIMITS };

const dbId = z.coerce.number().int().positive().max(INT4_MAX);
const isoInstant = z.string();

export const VEHICLE_DOCUMENT_KINDS = ['INSPECTION', 'PHOTO', 'PDF'] as const;
export type VehicleDocumentKind = (typeof VEHICLE_DOCUMENT_KINDS)[number];

/** What an uploaded file may be: read from its bytes, never from its name. */
export const VEHICLE_DOCUMENT_MEDIA_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
] as const;
export type VehicleDocumentMediaType = (typeof VEHICLE_DOCUMENT_MEDIA_TYPES)[number];

/** GET /api/vehicle-documents?customerVehicleId=: the vehicle's documents. */
export const VehicleDocumentListQuerySchema = z.strictObject({ customerVehicleId: dbId });
export type VehicleDocumentListQuery = z.input<typeof VehicleDocumentListQuerySchema>;

/** GET /api/vehicle-documents/{id}/file and DELETE /api/vehicle-documents/{id}. */
export const VehicleDocumentParamsSchema = z.strictObject({ id: dbId });

/** The text fields of the multipart upload (POST /api/vehicle-documents/files). */
export const VehicleDocumentUploadFieldsSchema = z.strictObject({ customerVehicleId: dbId });

export const VehicleDocumentSchema = z.object({
  id: z.number().int(),
  customerVehicleId: z.number().int(),
  kind: z.enum(VEHICLE_DOCUMENT_KINDS),
  fileName: z.string(),
  mediaType: z.enum(VEHICLE_DOCUMENT_MEDIA_TYPES),
  sizeBytes: z.number().int(),
  createdAt: isoInstant,
  /** Who added it: the user's name; null once that user is gone. */
  createdBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type VehicleDocument = z.infer<typeof VehicleDocumentSchema>;

/** The customer vehicle the documents are of, as the page heads them. */
export const VehicleDocumentVehicleSchema = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  customerName: z.string(),
  /** '2013 Ford F-150 3.5L V6 Gas XLT'. */
  description: z.string(),
  vin: z.string().nullable(),
  plate: z.string().nullable(),
  mileage: z.number().int().nullable(),
});
export type VehicleDocumentVehicle = z.infer<typeof VehicleDocumentVehicleSchema>;

/** The list answer: the vehicle and its documents, newest first. */
export const VehicleDocumentListSchema = z.object({
  vehicle: VehicleDocumentVehicleSchema,
  documents: z.array(VehicleDocumentSchema),
});
export type VehicleDocumentList = z.infer<typeof VehicleDocumentListSchema>;

// The vehicle inspection form -------------------------------------------------------------------

/** The checklist, in the order the form and the PDF show it. */
export const INSPECTION_ITEMS = [
  'tires',
  'brakesFront',
  'brakesRear',
  'lights',
  'wipers',
  'fluids',
  'battery',
  'beltsHoses',
  'suspension',
  'exhaust',
] as const;
export type InspectionItem = (typeof INSPECTION_ITEMS)[number];

export const INSPECTION_STATUSES = ['OK', 'NEEDS_ATTENTION', 'URGENT'] as const;
export type InspectionStatus = (typeof INSPECTION_STATUSES)[number];

export const InspectionItemResultSchema = z.strictObject({
  status: z.enum(INSPECTION_STATUSES),
  note: singleLineText().max(VEHICLE_DOCUMENT_LIMITS.itemNote).default(''),
});

/** The form's fields: every checklist item is answered. */
export const InspectionFormSchema = z.strictObject({
  inspector: requiredString().max(VEHICLE_DOCUMENT_LIMITS.inspector),
  /** The odometer reading; null when not read. */
  mileage: z.number().int().min(0).max(VEHICLE_DOCUMENT_LIMITS.mileage).nullable(),
  items: z.strictObject(
    Object.fromEntries(INSPECTION_ITEMS.map((item) => [item, InspectionItemResultSchema])) as {
      [K in InspectionItem]: typeof InspectionItemResultSchema;
    },
  ),
  notes: multiLineText().max(VEHICLE_DOCUMENT_LIMITS.notes).default(''),
});
export type InspectionForm = z.output<typeof InspectionFormSchema>;
export type InspectionFormInput = z.input<typeof InspectionFormSchema>;

/** POST /api/vehicle-documents/inspections: the filled form, drawn into a PDF and kept. */
export const SaveInspectionBodySchema = z.strictObject({
  customerVehicleId: dbId,
  form: InspectionFormSchema,
});
export type SaveInspectionBody = z.input<typeof SaveInspectionBodySchema>;
