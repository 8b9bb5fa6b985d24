import { type CapabilityUser, userCanEditShop, userCanManageCustomers } from './roles';

// Who does what with a customer vehicle's documents (issue 25 part 5). Apart from roles.ts: only the
// vehicle documents' code asks, and every capability in roles.ts is in the JavaScript /home loads.

/**
 * The documents are read and added by those who manage customers (userCanManageCustomers);
 * deleting one is for managers, those who edit the shop.
 */
export function userCanDeleteVehicleDocuments(user: CapabilityUser): boolean {
  return userCanManageCustomers(user) && userCanEditShop(user);
}

/** Issue 25 part 5: a customer vehicle's documents (contracts/vehicle-documents.ts). */
export const VEHICLE_DOCUMENT_LIMITS = {
  /** The largest photo or PDF, as a labor claim's file. */
  fileBytes: 5 * 1024 * 1024,
  fileName: 200,
  /** The highest odometer reading. */
  mileage: 2_000_000,
  inspector: 80,
  /** A checklist item's note, and the form's notes. */
  itemNote: 500,
  notes: 2000,
} as const;
