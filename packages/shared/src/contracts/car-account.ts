import { z } from 'zod';
import { INT4_MAX } from '../validation/limits';
import { APPROVAL_STATES, PublicTotalsSchema } from './quote-approval';
import { ORDER_STATUSES } from './worksheet';

// The car-customer landing page, /car-admin (issue 22, part 3). A shop flagged car_customer is a
// fleet or a car owner using the portal, not a repair shop. The repair shops it deals with link it
// to their customer record by its account number (CustomerInput.carAccountNumber); its start page
// then shows, across those shops: its vehicles with their last service and mileage, the quotes
// waiting for its approval (the approval of part 2, logged in instead of a token), its orders and
// their status, its documents (the decided approvals) and help. Every call answers 403 FORBIDDEN
// to a caller whose current shop is not a car customer; a link of a customer that is not linked to
// the caller's account answers 404, as an unknown one.

const dbId = z.coerce.number().int().positive().max(INT4_MAX);
const isoInstant = z.string();

/** The most rows of each list of the overview (newest first). */
export const CAR_ACCOUNT_LIST_MAX = 50;

/** A vehicle of the account, as a shop keeps it on its customer record. */
export const CarAccountVehicleSchema = z.object({
  /** The customer vehicle's id (in the shop that keeps it). */
  id: z.number().int(),
  /** The shop that keeps the vehicle on its customer record. */
  shopName: z.string(),
  /** '2013 Ford F-150 3.5L V6 Gas XLT'. */
  description: z.string(),
  vin: z.string().nullable(),
  plate: z.string().nullable(),
  plateState: z.string().nullable(),
  mileage: z.number().int().nullable(),
  mileageDate: z.string().nullable(),
  /** The newest order of that shop for this vehicle; null when none yet. */
  lastServiceAt: isoInstant.nullable(),
});
export type CarAccountVehicle = z.infer<typeof CarAccountVehicleSchema>;

/** A quote sent for approval, as the account sees it (customer prices only). */
export const CarAccountApprovalSchema = z.object({
  /** The approval link's id: the key of the review and decision calls below. */
  linkId: z.number().int(),
  state: z.enum(APPROVAL_STATES),
  shopName: z.string(),
  quoteNumber: z.number().int(),
  quoteName: z.string().nullable(),
  vehicle: z.string().nullable(),
  /** The version sent's total, taxes included. */
  total: z.number(),
  sentAt: isoInstant,
  expiresAt: isoInstant,
});
export type CarAccountApproval = z.infer<typeof CarAccountApprovalSchema>;

/** An order a shop placed for the account (a submitted quote of a linked customer). */
export const CarAccountOrderSchema = z.object({
  confirmationNumber: z.string(),
  shopName: z.string(),
  quoteNumber: z.number().int(),
  vehicle: z.string().nullable(),
  submittedAt: isoInstant,
  status: z.enum(ORDER_STATUSES),
  /** Lines ordered. */
  lineCount: z.number().int(),
  /** At customer prices, taxes included (domain/customer-totals.ts), as the approval showed. */
  total: z.number(),
});
export type CarAccountOrder = z.infer<typeof CarAccountOrderSchema>;

/** A document: a decided approval, readable as it was decided. */
export const CarAccountDocumentSchema = z.object({
  linkId: z.number().int(),
  shopName: z.string(),
  quoteNumber: z.number().int(),
  quoteName: z.string().nullable(),
  vehicle: z.string().nullable(),
  decidedAt: isoInstant,
  /** The name typed when deciding. */
  decidedByName: z.string(),
  approvedCount: z.number().int(),
  lineCount: z.number().int(),
  approvedTotals: PublicTotalsSchema,
});
export type CarAccountDocument = z.infer<typeof CarAccountDocumentSchema>;

/** A shop the account deals with (it keeps the account as a customer): to call it. */
export const CarAccountShopSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
});

/**
 * GET /api/car-admin/overview: the start page's data. `approvals`: the links waiting for a decision
 * (SENT or VIEWED, not expired), oldest expiry first; every other list newest first, each at most
 * CAR_ACCOUNT_LIST_MAX rows.
 */
export const CarAccountOverviewSchema = z.object({
  account: z.object({ name: z.string(), accountNumber: z.string() }),
  shops: z.array(CarAccountShopSchema),
  vehicles: z.array(CarAccountVehicleSchema),
  approvals: z.array(CarAccountApprovalSchema),
  orders: z.array(CarAccountOrderSchema),
  documents: z.array(CarAccountDocumentSchema),
});
export type CarAccountOverview = z.infer<typeof CarAccountOverviewSchema>;

/**
 * GET /api/car-admin/approvals/{linkId}: the quote as sent, a PublicQuote (quote-approval.ts), the
 * first read marks the link viewed. POST /api/car-admin/approvals/{linkId}/decision: a
 * PublicDecisionBody, with the same rules and answers as the public page's decision; it records
 * the deciding user too, and is refused while an administrator acts as the user (403
 * MASQUERADE_FORBIDDEN: the approval is the account's own word).
 */
export const CarAccountApprovalParamsSchema = z.strictObject({ linkId: dbId });
