import {
  INSPECTION_ITEMS,
  type InspectionFormInput,
  type InspectionItem,
  type InspectionStatus,
  VEHICLE_DOCUMENT_LIMITS,
} from '@procounter/shared/contracts/vehicle-documents';

/** The form as typed: mileage is text until saved. */
export interface InspectionDraft {
  inspector: string;
  mileage: string;
  items: Record<InspectionItem, { status: InspectionStatus; note: string }>;
  notes: string;
}

/** A new form: every item OK, the vehicle's last mileage when known. */
export function newInspectionDraft(inspector: string, mileage: number | null): InspectionDraft {
  return {
    inspector,
    mileage: mileage === null ? '' : String(mileage),
    items: Object.fromEntries(
      INSPECTION_ITEMS.map((item) => [item, { status: 'OK' as const, note: '' }]),
    ) as InspectionDraft['items'],
    notes: '',
  };
}

/** The mileage typed: null when empty, undefined when it is not a whole number in range. */
export function parseMileage(text: string): number | null | undefined {
  const trimmed = text.trim().replace(/,/g, '');
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value <= VEHICLE_DOCUMENT_LIMITS.mileage ? value : undefined;
}

/** The form the server takes, or null while the mileage is not valid. */
export function inspectionFormOf(draft: InspectionDraft): InspectionFormInput | null {
  const mileage = parseMileage(draft.mileage);
  if (mileage === undefined) return null;
  return { inspector: draft.inspector, mileage, items: draft.items, notes: draft.notes };
}
