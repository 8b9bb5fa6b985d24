import {
  type ClaimableLine,
  LABOR_CLAIM_LIMITS,
  LABOR_CLAIM_MEDIA_TYPES,
  type LaborClaimAction,
  type LaborClaimDetail,
  type LaborClaimFieldsParsed,
  type LaborClaimLineSearchResult,
  type LaborClaimMediaType,
  type LaborClaimPage,
  type LaborClaimStatus,
  type LaborClaimSummary,
} from '@procounter/shared/contracts/labor-claim';
import { accountDay } from '@procounter/shared/domain/account-money';
import {
  isApprovableAmount,
  isRateWithinCap,
  laborClaimAmount,
} from '@procounter/shared/domain/labor-claim-money';
import { nextLaborClaimStatus } from '@procounter/shared/domain/labor-claim-states';
import { formatUsd } from '@procounter/shared/domain/quote-totals';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError, notFound, validationFailed } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import type { ServiceDeps } from '../../lib/deps';
import { cleanFileName, mediaTypeFromBytes } from '../../lib/stored-files';
import { getShopRates, requireCurrentShop } from '../shops/shops.service';
// Invoices and credit memos are the statements module's, reached through its service.
import { createCreditMemo, findInvoiceLineForShop } from '../statements/statements.service';
import { describeVehicleNames } from '../worksheets/worksheets.service';
import {
  type ClaimFilter,
  type ClaimRow,
  findClaim,
  findClaimableLines,
  findClaimEvents,
  findClaimFile,
  findClaimFiles,
  findClaimsPage,
  findOrderVehicle,
  type InvoiceLineRow,
  insertClaim,
  insertClaimEvent,
  insertClaimFiles,
  type LineSearchTerms,
  lockClaim,
  updateClaim,
} from './labor-claims.repository';

// Warranty labor claims (issue 23, part 2). A shop files a claim on a line of one of its invoices;
// support reviews it (domain/labor-claim-states.ts: review, approve with an amount, deny with a
// reason) and credits it: the LABOR_CLAIM credit memo (statements/credit-memos.ts) is written in
// the same transaction as the claim's move, so it shows on the month's statement. Every move
// writes an event with who made it (and the support user acting for them, under masquerade), and
// locks the claim's row first, so two reviewers cannot both act. See README.md.

type Deps = ServiceDeps;

/** Who acts: the user, and the real (support) user when masquerading as them. */
export interface Actor {
  user: AuthUser;
  realUserId: number | null;
}

/** A file of the upload, as the route read it (bytes in memory: at most 5 of 5 MB). */
export interface UploadedClaimFile {
  fileName: string;
  bytes: Buffer;
}

const instant = (value: Date) => value.toISOString();
const fullName = (first: string | null, last: string | null) =>
  first === null && last === null ? null : [first, last].filter(Boolean).join(' ');

// The shop's calls -----------------------------------------------------------------------------

/**
 * What the box of the invoice picker holds, read as one of: an invoice number ('IN500123',
 * '500123'), a date ('2026-11-03', '11/3/2026') or a part number (letters and digits, any
 * punctuation dropped). A string of digits may be both an invoice number and a part number.
 */
export function parseLineSearch(query: string): LineSearchTerms {
  const text = query.trim();
  const terms: LineSearchTerms = { invoiceNumber: null, partNumber: null, invoiceDate: null };
  if (text === '') return terms;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (iso || us) {
    const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : [us![3], us![1], us![2]];
    const day = `${y}-${m!.padStart(2, '0')}-${d!.padStart(2, '0')}`;
    // Only a real calendar day: 2026-02-31 matches nothing.
    const date = new Date(`${day}T00:00:00Z`);
    terms.invoiceDate =
      !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day) ? day : '';
    return terms;
  }
  const invoice = /^(?:IN)?\s*(\d+)$/i.exec(text);
  if (invoice) terms.invoiceNumber = invoice[1]!;
  const part = text.toUpperCase().replace(/[^A-Z0-9]/g, '');
  if (part !== '' && !/^IN\d+$/.test(part)) terms.partNumber = part;
  return terms;
}

const NO_VEHICLE: ClaimableLine['vehicle'] = { baseVehicleId: null, description: null, vin: null };

/** A vehicle row's columns (left joins: any may be null). */
interface VehicleNames {
  baseVehicleId: number | null;
  vin: string | null;
  year: number | null;
  make: string | null;
  model: string | null;
  engine: string | null;
  submodel: string | null;
}

function presentVehicle(row: VehicleNames): ClaimableLine['vehicle'] {
  return {
    baseVehicleId: row.baseVehicleId,
    description:
      row.year === null || row.make === null || row.model === null
        ? null
        : describeVehicleNames({
            year: row.year,
            make: row.make,
            model: row.model,
            engine: row.engine,
            submodel: row.submodel,
          }),
    vin: row.vin,
  };
}

function presentLine(row: InvoiceLineRow): ClaimableLine {
  return {
    invoiceLineId: row.invoiceLineId,
    invoiceId: row.invoiceId,
    invoiceNumber: row.invoiceNumber,
    invoiceDate: row.invoiceDate,
    lineCode: row.lineCode,
    partNumber: row.partNumber,
    description: row.description,
    quantity: row.quantity,
    vehicle: presentVehicle(row),
  };
}

/** GET /admin/labor-claims/invoice-lines: the lines a claim may name, and the shop's labor rate. */
export async function searchClaimableLines(
  deps: Deps,
  user: AuthUser,
  query: string,
): Promise<LaborClaimLineSearchResult> {
  const { shop } = await requireCurrentShop(deps, user);
  const [rates, rows] = await Promise.all([
    getShopRates(deps, shop.id),
    findClaimableLines(deps.db, shop.id, parseLineSearch(query), LABOR_CLAIM_LIMITS.searchLines),
  ]);
  return { laborRate: rates.laborRate, lines: rows.map(presentLine) };
}

function presentSummary(row: ClaimRow): LaborClaimSummary {
  const { claim } = row;
  return {
    id: claim.id,
    claimNumber: claim.claimNumber,
    status: claim.status,
    shopId: claim.shopId,
    shopName: row.shopName,
    accountNumber: row.accountNumber,
    invoiceNumber: row.invoiceNumber,
    lineCode: row.lineCode,
    partNumber: row.partNumber,
    partDescription: row.partDescription,
    vehicle: claim.vehicleDescription,
    failureDate: claim.failureDate,
    amountClaimed: claim.amountClaimed,
    approvedAmount: claim.approvedAmount,
    createdAt: instant(claim.createdAt),
    updatedAt: instant(claim.updatedAt),
  };
}

async function presentDetail(db: Database, row: ClaimRow): Promise<LaborClaimDetail> {
  const { claim } = row;
  const [files, events] = await Promise.all([
    findClaimFiles(db, claim.id),
    findClaimEvents(db, claim.id),
  ]);
  return {
    ...presentSummary(row),
    invoiceId: claim.invoiceId,
    invoiceDate: row.invoiceDate,
    invoiceLineId: claim.invoiceLineId,
    mileage: claim.mileage,
    vin: claim.vin,
    laborHours: claim.laborHours,
    laborRate: claim.laborRate,
    failureDescription: claim.failureDescription,
    denialReason: claim.denialReason,
    creditMemo:
      claim.creditMemoId === null || row.creditMemoNumber === null
        ? null
        : {
            id: claim.creditMemoId,
            invoiceNumber: row.creditMemoNumber,
            invoiceDate: row.creditMemoDate!,
            total: row.creditMemoTotal!,
          },
    createdByName: fullName(row.createdByFirst, row.createdByLast),
    files: files.map((f) => ({ ...f, mediaType: f.mediaType as LaborClaimMediaType })),
    events: events.map((e) => ({
      id: e.id,
      status: e.status,
      userName: fullName(e.userFirst, e.userLast),
      actingUserName: fullName(e.actingFirst, e.actingLast),
      amount: e.amount,
      note: e.note,
      createdAt: instant(e.createdAt),
    })),
  };
}

async function readPage(
  db: Database,
  filter: ClaimFilter,
  page: number,
  oldestFirst: boolean,
): Promise<LaborClaimPage> {
  const pageSize = LABOR_CLAIM_LIMITS.pageSize;
  const { rows, total } = await findClaimsPage(db, filter, {
    offset: (page - 1) * pageSize,
    limit: pageSize,
    oldestFirst,
  });
  return { claims: rows.map(presentSummary), page, pageSize, total };
}

/** GET /admin/labor-claims: the current shop's claims, newest first. */
export async function listShopClaims(
  deps: Deps,
  user: AuthUser,
  page: number,
): Promise<LaborClaimPage> {
  const { shop } = await requireCurrentShop(deps, user);
  return readPage(deps.db, { shopId: shop.id }, page, false);
}

/** A claim of the current shop, else 404 as an unknown one. */
async function requireShopClaim(deps: Deps, user: AuthUser, claimId: number) {
  const { shop } = await requireCurrentShop(deps, user);
  const row = await findClaim(deps.db, claimId, shop.id);
  if (!row) throw notFound('No such labor claim');
  return row;
}

/** GET /admin/labor-claims/{id}. */
export async function getShopClaim(
  deps: Deps,
  user: AuthUser,
  claimId: number,
): Promise<LaborClaimDetail> {
  return presentDetail(deps.db, await requireShopClaim(deps, user, claimId));
}

/** A file's bytes, its type as stored, and its name. */
export interface ClaimFileContent {
  fileName: string;
  mediaType: string;
  bytes: Buffer;
}

async function readFile(db: Database, claimId: number, fileId: number): Promise<ClaimFileContent> {
  const file = await findClaimFile(db, claimId, fileId);
  if (!file) throw notFound('No such file');
  return { fileName: file.fileName, mediaType: file.mediaType, bytes: file.content };
}

/** GET /admin/labor-claims/{id}/files/{fileId}: a file of one of the shop's claims. */
export async function getShopClaimFile(
  deps: Deps,
  user: AuthUser,
  claimId: number,
  fileId: number,
) {
  await requireShopClaim(deps, user, claimId);
  return readFile(deps.db, claimId, fileId);
}

/** The media type of a file by its bytes, when it is one a claim takes. */
const mediaTypeOf = (bytes: Buffer) => mediaTypeFromBytes(bytes, LABOR_CLAIM_MEDIA_TYPES);

/**
 * POST /admin/labor-claims: files a claim on a line of one of the shop's invoices (404 otherwise),
 * with its files typed from their bytes. The amount claimed is hours x rate (shared cents code);
 * the rate may not pass the shop's labor rate (none on file: no cap, see README).
 */
export async function fileLaborClaim(
  deps: Deps,
  actor: Actor,
  fields: LaborClaimFieldsParsed,
  files: UploadedClaimFile[],
): Promise<LaborClaimDetail> {
  const { shop } = await requireCurrentShop(deps, actor.user);
  const today = accountDay(deps.clock.now());
  if (fields.failureDate > today) {
    throw validationFailed([{ path: 'failureDate', message: 'The failure date is in the future' }]);
  }
  // The statements module's check that the line is of one of the shop's invoices.
  const line = await findInvoiceLineForShop(deps.db, shop.id, fields.invoiceLineId);
  if (!line) throw notFound('No such invoice line');
  if (fields.failureDate < line.invoiceDate) {
    throw new AppError(
      422,
      'FAILURE_BEFORE_INVOICE',
      `The failure date is before the invoice's date (${line.invoiceDate})`,
      { details: [{ path: 'failureDate', message: `Not before ${line.invoiceDate}` }] },
    );
  }
  const { laborRate: cap } = await getShopRates(deps, shop.id);
  if (!isRateWithinCap(fields.laborRate, cap)) {
    throw new AppError(
      422,
      'LABOR_RATE_ABOVE_SHOP_RATE',
      `The rate is above the shop's labor rate of ${formatUsd(cap!)} per hour`,
      { details: [{ path: 'laborRate', message: `At most ${cap}` }] },
    );
  }
  const typed: { fileName: string; mediaType: LaborClaimMediaType; bytes: Buffer }[] = [];
  for (const file of files) {
    const mediaType = await mediaTypeOf(file.bytes);
    const fileName = cleanFileName(file.fileName, LABOR_CLAIM_LIMITS.fileName);
    if (!mediaType) {
      throw new AppError(
        422,
        'FILE_TYPE_NOT_ALLOWED',
        `${fileName} is not a JPEG, PNG or WebP photo or a PDF`,
        { details: [{ path: 'files', message: fileName }] },
      );
    }
    typed.push({ fileName, mediaType, bytes: file.bytes });
  }
  const orderVehicle =
    line.worksheetId === null ? undefined : await findOrderVehicle(deps.db, line.worksheetId);
  const vehicle = orderVehicle ? presentVehicle(orderVehicle) : NO_VEHICLE;
  const claimId = await inTransaction(deps, async ({ db }) => {
    const claim = await insertClaim(db, {
      shopId: shop.id,
      invoiceId: line.invoiceId,
      invoiceLineId: line.id,
      failureDate: fields.failureDate,
      mileage: fields.mileage,
      baseVehicleId: vehicle.baseVehicleId,
      vehicleDescription: vehicle.description,
      vin: vehicle.vin,
      laborHours: fields.laborHours,
      laborRate: fields.laborRate,
      amountClaimed: laborClaimAmount(fields.laborHours, fields.laborRate),
      failureDescription: fields.failureDescription,
      createdBy: actor.user.id,
    });
    await insertClaimFiles(
      db,
      typed.map((f) => ({
        claimId: claim.id,
        fileName: f.fileName,
        mediaType: f.mediaType,
        sizeBytes: f.bytes.length,
        content: f.bytes,
      })),
    );
    await insertClaimEvent(db, {
      claimId: claim.id,
      status: 'SUBMITTED',
      userId: actor.user.id,
      actingUserId: actor.realUserId,
      amount: laborClaimAmount(fields.laborHours, fields.laborRate),
      note: null,
    });
    return claim.id;
  });
  return getShopClaim(deps, actor.user, claimId);
}

// Support's review -----------------------------------------------------------------------------

/** GET /support/labor-claims: every shop's claims (in a state), oldest first. */
export function listSupportClaims(
  deps: Deps,
  status: LaborClaimStatus | undefined,
  page: number,
): Promise<LaborClaimPage> {
  return readPage(deps.db, { status }, page, true);
}

/** GET /support/labor-claims/{id}: any shop's claim. */
export async function getSupportClaim(deps: Deps, claimId: number): Promise<LaborClaimDetail> {
  const row = await findClaim(deps.db, claimId);
  if (!row) throw notFound('No such labor claim');
  return presentDetail(deps.db, row);
}

/** GET /support/labor-claims/{id}/files/{fileId}. */
export async function getSupportClaimFile(deps: Deps, claimId: number, fileId: number) {
  return readFile(deps.db, claimId, fileId);
}

/** What a review step carries: the amount approved, or the reason denied. */
export type ReviewInput =
  | { action: 'review' }
  | { action: 'approve'; amount: number }
  | { action: 'deny'; reason: string }
  | { action: 'credit' };

const stateConflict = (status: LaborClaimStatus, action: LaborClaimAction) =>
  new AppError(409, 'CLAIM_STATE_CONFLICT', `A ${status} claim cannot take "${action}"`, {
    fields: { status },
  });

/**
 * POST /support/labor-claims/{id}/{review|approve|deny|credit}: one move of the state machine, on
 * the locked row, with its event; credit writes the LABOR_CLAIM credit memo in the same
 * transaction. 404 for an unknown claim; 409 CLAIM_STATE_CONFLICT for a move its state does not
 * allow; 422 AMOUNT_ABOVE_CLAIMED for an approval above the amount claimed.
 */
export async function reviewLaborClaim(
  deps: Deps,
  actor: Actor,
  claimId: number,
  input: ReviewInput,
): Promise<LaborClaimDetail> {
  await inTransaction(deps, async ({ db }) => {
    const claim = await lockClaim(db, claimId);
    if (!claim) throw notFound('No such labor claim');
    const next = nextLaborClaimStatus(claim.status, input.action);
    if (next === null) throw stateConflict(claim.status, input.action);
    const event = {
      claimId,
      status: next,
      userId: actor.user.id,
      actingUserId: actor.realUserId,
      amount: null as number | null,
      note: null as string | null,
    };
    if (input.action === 'review') {
      await updateClaim(db, claimId, { status: next, updatedAt: deps.clock.now() });
    } else if (input.action === 'approve') {
      if (!isApprovableAmount(input.amount, claim.amountClaimed)) {
        throw new AppError(
          422,
          'AMOUNT_ABOVE_CLAIMED',
          `The amount is above the ${formatUsd(claim.amountClaimed)} claimed`,
          { details: [{ path: 'amount', message: `At most ${claim.amountClaimed}` }] },
        );
      }
      await updateClaim(db, claimId, {
        status: next,
        approvedAmount: input.amount,
        updatedAt: deps.clock.now(),
      });
      event.amount = input.amount;
    } else if (input.action === 'deny') {
      await updateClaim(db, claimId, {
        status: next,
        denialReason: input.reason,
        updatedAt: deps.clock.now(),
      });
      event.note = input.reason;
    } else {
      const amount = claim.approvedAmount!;
      const memo = await createCreditMemo(db, {
        shopId: claim.shopId,
        reason: 'LABOR_CLAIM',
        creditedInvoiceId: claim.invoiceId,
        memo: `Warranty labor claim ${claim.claimNumber}`,
        createdBy: actor.user.id,
        invoiceDate: accountDay(deps.clock.now()),
        taxRate: null,
        lines: [
          {
            description: `Warranty labor, claim ${claim.claimNumber}`,
            quantity: 1,
            unitPrice: amount,
          },
        ],
      });
      await updateClaim(db, claimId, {
        status: next,
        creditMemoId: memo.id,
        updatedAt: deps.clock.now(),
      });
      event.amount = memo.total;
      event.note = memo.invoiceNumber;
    }
    await insertClaimEvent(db, event);
  });
  return getSupportClaim(deps, claimId);
}
