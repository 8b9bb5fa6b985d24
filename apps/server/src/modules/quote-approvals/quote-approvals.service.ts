import { createHash, randomBytes } from 'node:crypto';
import {
  APPROVAL_PAGE_PATH,
  APPROVAL_TOKEN_PATTERN,
  type ApprovalLink,
  type ApprovalLinkCreated,
  type ApprovalState,
  type CreateApprovalLinkBodySchema,
  type PublicDecisionBodySchema,
  type PublicQuote,
  type QuoteApprovalStatus,
} from '@procounter/shared/contracts/quote-approval';
import type { Locale } from '@procounter/shared/contracts/user';
import { computeCustomerTotals } from '@procounter/shared/domain/customer-totals';
import type { z } from 'zod';
import type { ApprovalSnapshotColumn } from '../../db/schema/quote-approvals';
import { inTransaction } from '../../db/transaction';
import { AppError, notFound, validationFailed } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import type { ServiceDeps } from '../../lib/deps';
import { findCustomerContact } from '../customers/quote-customers.service';
import { approvalLinkMail, queueMail } from '../mail/mail.service';
import { getShopTaxRates, requireCurrentShop } from '../shops/shops.service';
import { selectDefaultWorksheet } from '../worksheets/current-vehicle.service';
import {
  type CustomerLineRow,
  findCustomerQuote,
  findQuoteVehicleAndCustomer,
  type WorksheetRow,
} from '../worksheets/quote-content.service';
import { lockShopWorksheetForEdit, removeWorksheetLines } from '../worksheets/worksheets.service';
import { approvalState, isOpenForDecision } from './approval-state';
import { customerQuoteLines, quoteVersion } from './customer-quote';
import {
  type ApprovalDecisionRow,
  type ApprovalLinkRow,
  type ApprovalLinkWithDecision,
  findDecisionOfLink,
  findLinkById,
  findLinkByTokenHash,
  findLinksOfWorksheet,
  insertApprovalLink,
  insertDecision,
  lockLink,
  lockLinkOfWorksheet,
  markLinkApplied,
  markLinkRevoked,
  markLinkViewed,
} from './quote-approvals.repository';

// The customer approves the quote from a link (issue 22, part 2): the shop's calls (send, status,
// revoke, apply) and the public page's (read, decide). See README.md.

type Deps = ServiceDeps;

const DAY_MS = 86_400_000;

export const customerRequired = () =>
  new AppError(422, 'CUSTOMER_REQUIRED', 'Name the customer on the quote before sending it');
export const worksheetEmpty = () =>
  new AppError(422, 'WORKSHEET_EMPTY', 'The quote has no line the customer can approve');
export const approvalClosed = (state: ApprovalState) =>
  new AppError(409, 'APPROVAL_CLOSED', 'This quote no longer takes a decision', {
    fields: { state },
  });
export const approvalNotCurrent = () =>
  new AppError(
    409,
    'APPROVAL_NOT_CURRENT',
    'Only an approval of the quote as it is now can be applied',
  );
const noSuchLink = () => notFound('No such approval link');

/** A new link token: 32 random bytes, base64url (43 characters, APPROVAL_TOKEN_PATTERN). */
export function newApprovalToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored of a token: its SHA-256 (hex). Any string hashes, whatever its shape. */
export function hashApprovalToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The quote as it is now, for a link's state: its version and whether it can still change. */
interface LiveQuote {
  version: string;
  ordered: boolean;
}

async function liveQuoteOf(
  deps: Pick<Deps, 'db'>,
  shopId: number,
  worksheet: WorksheetRow,
  lines: readonly CustomerLineRow[],
): Promise<LiveQuote> {
  const rates = await getShopTaxRates(deps, shopId);
  return { version: quoteVersion(lines, rates), ordered: worksheet.status !== 'OPEN' };
}

function stateOf(
  link: ApprovalLinkRow,
  decision: ApprovalDecisionRow | null,
  quote: LiveQuote,
  now: Date,
): ApprovalState {
  return approvalState({ ...link, decision, quote, now });
}

function presentLink(row: ApprovalLinkWithDecision, quote: LiveQuote, now: Date): ApprovalLink {
  const { link, decision } = row;
  return {
    id: link.id,
    state: stateOf(link, decision, quote, now),
    createdAt: link.createdAt.toISOString(),
    createdByName: row.createdByName,
    expiresAt: link.expiresAt.toISOString(),
    viewedAt: link.viewedAt?.toISOString() ?? null,
    revokedAt: link.revokedAt?.toISOString() ?? null,
    appliedAt: link.appliedAt?.toISOString() ?? null,
    language: link.language,
    lineCount: link.snapshot.lines.length,
    total: link.snapshot.totals.total,
    decision: decision && {
      decidedAt: decision.decidedAt.toISOString(),
      name: decision.name,
      approvedCount: decision.lines.filter((l) => l.approved).length,
      approvedTotal: decision.approvedTotals.total,
      lines: decision.lines,
    },
  };
}

/** A quote of the caller's current shop with its lines; 404 for any other. */
async function requireShopQuote(deps: Pick<Deps, 'db'>, user: AuthUser, worksheetId: number) {
  const { shop } = await requireCurrentShop(deps, user);
  const quote = await findCustomerQuote(deps, shop.id, worksheetId);
  if (!quote) throw notFound('No such quote');
  return { shop, ...quote };
}

async function statusOf(
  deps: Deps,
  shopId: number,
  worksheet: WorksheetRow,
  lines: readonly CustomerLineRow[],
): Promise<QuoteApprovalStatus> {
  const live = await liveQuoteOf(deps, shopId, worksheet, lines);
  const now = deps.clock.now();
  const links = (await findLinksOfWorksheet(deps.db, worksheet.id)).map((row) =>
    presentLink(row, live, now),
  );
  return { worksheetId: worksheet.id, latest: links[0] ?? null, links };
}

/** GET approval: the quote's links, newest first, with their states. */
export async function getApprovalStatus(
  deps: Deps,
  user: AuthUser,
  worksheetId: number,
): Promise<QuoteApprovalStatus> {
  const { shop, worksheet, lines } = await requireShopQuote(deps, user, worksheetId);
  return statusOf(deps, shop.id, worksheet, lines);
}

/**
 * What a link freezes of a quote as it is now: the snapshot the customer's page shows, its version
 * and the language to show it in (`language`, else the customer record's, else `fallbackLanguage`).
 * 422 CUSTOMER_REQUIRED when the quote names no customer, 422 WORKSHEET_EMPTY without a line the
 * customer can approve. Read it under the worksheet's lock, so snapshot and version agree.
 */
export async function readQuoteForApproval(
  deps: Pick<Deps, 'db'>,
  shop: { id: number; shopName: string; shopPhone: string | null },
  worksheet: WorksheetRow,
  languages: { language?: 'en' | 'es'; fallbackLanguage: 'en' | 'es' },
): Promise<{
  snapshot: ApprovalSnapshotColumn;
  version: string;
  language: 'en' | 'es';
  /** The mail address of the customer record the quote names (null for none, or a typed name). */
  customerEmail: string | null;
}> {
  const quote = await findCustomerQuote(deps, shop.id, worksheet.id);
  if (!quote) throw notFound('No such quote');
  const { vehicle, customer } = await findQuoteVehicleAndCustomer(deps, worksheet);
  if (!customer) throw customerRequired();
  const lines = customerQuoteLines(quote.lines);
  if (lines.length === 0) throw worksheetEmpty();
  const taxRates = await getShopTaxRates(deps, shop.id);
  const contact =
    customer.id !== null ? await findCustomerContact(deps, shop.id, customer.id) : undefined;
  const language = languages.language ?? contact?.language ?? languages.fallbackLanguage;
  return {
    snapshot: {
      shop: { name: shop.shopName, phone: shop.shopPhone, address: null },
      customerFirstName: customer.firstName,
      quoteNumber: worksheet.id,
      quoteName: worksheet.name,
      vehicle,
      lines,
      taxRates,
      totals: computeCustomerTotals(lines, taxRates),
    },
    version: quoteVersion(quote.lines, taxRates),
    language,
    customerEmail: contact?.email ?? null,
  };
}

/**
 * POST approval/links: a link to the quote as it is now. The worksheet is locked while its content
 * is read, so the snapshot and the version are of one state of the quote.
 */
export async function createApprovalLink(
  deps: Deps,
  user: AuthUser,
  worksheetId: number,
  body: z.output<typeof CreateApprovalLinkBodySchema>,
): Promise<ApprovalLinkCreated> {
  const { shop } = await requireCurrentShop(deps, user);
  const token = newApprovalToken();
  const now = deps.clock.now();
  const url = `${deps.config.publicUrl}${APPROVAL_PAGE_PATH}/${token}`;
  const { link, emailed } = await inTransaction(deps, async (tx) => {
    const worksheet = await lockShopWorksheetForEdit(tx, shop.id, worksheetId);
    const { customerEmail: email, ...content } = await readQuoteForApproval(tx, shop, worksheet, {
      language: body.language,
      fallbackLanguage: user.languageCode === 'es' ? 'es' : 'en',
    });
    const expiresAt = new Date(now.getTime() + body.days * DAY_MS);
    const inserted = await insertApprovalLink(tx.db, {
      worksheetId: worksheet.id,
      shopId: shop.id,
      tokenHash: hashApprovalToken(token),
      createdBy: user.id,
      createdAt: now,
      expiresAt,
      ...content,
    });
    // A customer record with an address gets the link by mail too, in the link's language, in
    // this transaction (the mail outbox); the shop still sees the link to copy or text.
    if (email) {
      await queueMail(tx.db, {
        kind: 'QUOTE_APPROVAL',
        toAddress: email,
        language: content.language,
        ...approvalLinkMail(content.language, {
          firstName: content.snapshot.customerFirstName,
          shopName: shop.shopName,
          shopPhone: shop.shopPhone,
          link: url,
          expiresAt,
        }),
      });
    }
    return { link: inserted, emailed: email !== null };
  });
  return {
    link: presentLink(
      { link, decision: null, createdByName: `${user.firstName} ${user.lastName}` },
      { version: link.version, ordered: false },
      now,
    ),
    url,
    emailed,
  };
}

/** DELETE approval/links/{linkId}: the link's page answers 404 from now on. */
export async function revokeApprovalLink(
  deps: Deps,
  user: AuthUser,
  worksheetId: number,
  linkId: number,
): Promise<QuoteApprovalStatus> {
  const { shop, worksheet, lines } = await requireShopQuote(deps, user, worksheetId);
  await inTransaction(deps, async (tx) => {
    const link = await lockLinkOfWorksheet(tx.db, worksheet.id, linkId);
    if (!link) throw noSuchLink();
    await markLinkRevoked(tx.db, link.id, deps.clock.now());
  });
  return statusOf(deps, shop.id, worksheet, lines);
}

/**
 * POST approval/links/{linkId}/apply: the quote becomes what the customer approved (declined lines
 * removed, a declined kit with its parts) and the user's current quote, in one transaction. A link
 * applied already changes nothing.
 */
export async function applyApproval(
  deps: Deps,
  user: AuthUser,
  locale: Locale,
  worksheetId: number,
  linkId: number,
): Promise<QuoteApprovalStatus> {
  const { shop } = await requireShopQuote(deps, user, worksheetId);
  await inTransaction(deps, async (tx) => {
    const link = await lockLinkOfWorksheet(tx.db, worksheetId, linkId);
    if (!link) throw noSuchLink();
    if (link.appliedAt) return;
    const decision = (await findDecisionOfLink(tx.db, link.id)) ?? null;
    const worksheet = await lockShopWorksheetForEdit(tx, shop.id, worksheetId);
    const quote = await findCustomerQuote(tx, shop.id, worksheet.id);
    if (!quote) throw notFound('No such quote');
    const live = await liveQuoteOf(tx, shop.id, worksheet, quote.lines);
    const state = stateOf(link, decision, live, deps.clock.now());
    if (!decision || state !== 'APPROVED' || live.version !== link.version) {
      throw approvalNotCurrent();
    }
    const declined = decision.lines.filter((l) => !l.approved).map((l) => l.lineId);
    await removeWorksheetLines(tx, shop.id, worksheet.id, declined);
    await selectDefaultWorksheet(tx, user, locale, worksheet.id);
    await markLinkApplied(tx.db, link.id, deps.clock.now());
  });
  return getApprovalStatus(deps, user, worksheetId);
}

// The customer's read and decision ----------------------------------------------------------------
// One code for both ways a customer reaches a link: the public page (the token is the only key)
// and a car-customer account's /car-admin (logged in, by the link's id: modules/car-accounts).

/**
 * The link a token opens: the token is hashed and looked up the same way whatever its shape, so
 * an unknown, malformed or revoked token answers 404 in the time a known one takes.
 */
async function requireOpenableLink(deps: Pick<Deps, 'db'>, token: string) {
  const found = await findLinkByTokenHash(deps.db, hashApprovalToken(token));
  if (!found || !APPROVAL_TOKEN_PATTERN.test(token)) throw noSuchLink();
  return requireNotRevoked(found);
}

/** The link of an id; 404 when there is none or it was revoked. */
async function requireOpenableLinkById(deps: Pick<Deps, 'db'>, linkId: number) {
  return requireNotRevoked(await findLinkById(deps.db, linkId));
}

function requireNotRevoked(found: ApprovalLinkWithDecision | undefined) {
  if (!found || found.link.revokedAt) throw noSuchLink();
  return found;
}

async function liveQuoteOfLink(deps: Pick<Deps, 'db'>, link: ApprovalLinkRow) {
  const quote = await findCustomerQuote(deps, link.shopId, link.worksheetId);
  // The worksheet goes with its links (cascade): it is there.
  if (!quote) throw noSuchLink();
  return liveQuoteOf(deps, link.shopId, quote.worksheet, quote.lines);
}

function presentPublicQuote(
  link: ApprovalLinkRow,
  decision: ApprovalDecisionRow | null,
  state: ApprovalState,
): PublicQuote {
  const { snapshot } = link;
  return {
    state,
    language: link.language,
    expiresAt: link.expiresAt.toISOString(),
    shop: snapshot.shop,
    customerFirstName: snapshot.customerFirstName,
    quoteNumber: snapshot.quoteNumber,
    quoteName: snapshot.quoteName,
    vehicle: snapshot.vehicle,
    version: link.version,
    lines: snapshot.lines,
    totals: snapshot.totals,
    decision: decision && {
      decidedAt: decision.decidedAt.toISOString(),
      name: decision.name,
      lines: decision.lines,
      approvedTotals: decision.approvedTotals,
    },
  };
}

/** The quote as sent and the link's state; the first read marks the link viewed. */
async function readOpenLink(
  deps: Deps,
  { link, decision }: ApprovalLinkWithDecision,
): Promise<PublicQuote> {
  const now = deps.clock.now();
  if (!link.viewedAt) {
    await markLinkViewed(deps.db, link.id, now);
    link.viewedAt = now;
  }
  const live = await liveQuoteOfLink(deps, link);
  return presentPublicQuote(link, decision, stateOf(link, decision, live, now));
}

/** GET /public/approval/{token}: the quote as sent and the link's state; the first read marks it viewed. */
export async function getPublicQuote(deps: Deps, token: string): Promise<PublicQuote> {
  return readOpenLink(deps, await requireOpenableLink(deps, token));
}

/**
 * GET /car-admin/approvals/{linkId}: as the public page's read, by the link's id. The caller
 * (modules/car-accounts) has checked that the link is the account's; 404 when it is revoked.
 */
export async function getLinkQuote(deps: Deps, linkId: number): Promise<PublicQuote> {
  return readOpenLink(deps, await requireOpenableLinkById(deps, linkId));
}

/**
 * Who decided: the caller's address and browser, as the request gave them, and the car-customer
 * account's user when they decided logged in (null on the public page).
 */
export interface DecisionOrigin {
  address: string;
  userAgent: string | null;
  decidedBy: number | null;
}

/**
 * The customer's decision on the version they saw, once. The link is locked while it is checked
 * and written, so two decisions at once make one.
 */
async function decideOpenLink(
  deps: Deps,
  linkId: number,
  body: z.output<typeof PublicDecisionBodySchema>,
  origin: DecisionOrigin,
): Promise<PublicQuote> {
  return inTransaction(deps, async (tx) => {
    const link = await lockLink(tx.db, linkId);
    if (!link || link.revokedAt) throw noSuchLink();
    const now = deps.clock.now();
    const live = await liveQuoteOfLink(tx, link);
    const existing = (await findDecisionOfLink(tx.db, link.id)) ?? null;
    const state = stateOf(link, existing, live, now);
    if (!isOpenForDecision(state) || body.version !== link.version) throw approvalClosed(state);
    const lines = checkDecisionLines(link.snapshot.lines, body.lines);
    const approved = new Set(lines.filter((l) => l.approved).map((l) => l.lineId));
    const decision = {
      linkId: link.id,
      decidedAt: now,
      name: body.name.trim(),
      address: origin.address,
      userAgent: origin.userAgent?.slice(0, 500) ?? null,
      decidedBy: origin.decidedBy,
      lines,
      approvedTotals: computeCustomerTotals(
        link.snapshot.lines.filter((l) => approved.has(l.lineId)),
        link.snapshot.taxRates,
      ),
    };
    if (!(await insertDecision(tx.db, decision))) throw approvalClosed(state);
    if (!link.viewedAt) {
      await markLinkViewed(tx.db, link.id, now);
      link.viewedAt = now;
    }
    const recorded = (await findDecisionOfLink(tx.db, link.id)) ?? null;
    return presentPublicQuote(link, recorded, stateOf(link, recorded, live, now));
  });
}

/** POST /public/approval/{token}/decision: the customer's decision on the version they saw, once. */
export async function decidePublicQuote(
  deps: Deps,
  token: string,
  body: z.output<typeof PublicDecisionBodySchema>,
  origin: Omit<DecisionOrigin, 'decidedBy'>,
): Promise<PublicQuote> {
  const { link } = await requireOpenableLink(deps, token);
  return decideOpenLink(deps, link.id, body, { ...origin, decidedBy: null });
}

/**
 * POST /car-admin/approvals/{linkId}/decision: as the public page's decision, by the link's id,
 * recording the deciding user. The caller (modules/car-accounts) has checked that the link is the
 * account's; 404 when it is revoked.
 */
export async function decideLinkQuote(
  deps: Deps,
  linkId: number,
  body: z.output<typeof PublicDecisionBodySchema>,
  origin: DecisionOrigin,
): Promise<PublicQuote> {
  const { link } = await requireOpenableLinkById(deps, linkId);
  return decideOpenLink(deps, link.id, body, origin);
}

/**
 * Every line of the version sent, exactly once, in the snapshot's order; 400 naming what is wrong
 * otherwise.
 */
function checkDecisionLines(
  sent: readonly { lineId: number }[],
  given: readonly { lineId: number; approved: boolean }[],
): { lineId: number; approved: boolean }[] {
  const byId = new Map<number, boolean>();
  for (const [index, line] of given.entries()) {
    if (byId.has(line.lineId)) {
      throw validationFailed([{ path: `lines.${index}.lineId`, message: 'A line is given twice' }]);
    }
    byId.set(line.lineId, line.approved);
  }
  const unknown = given.findIndex((l) => !sent.some((s) => s.lineId === l.lineId));
  if (unknown >= 0) {
    throw validationFailed([
      { path: `lines.${unknown}.lineId`, message: 'Not a line of this quote' },
    ]);
  }
  if (given.length !== sent.length) {
    throw validationFailed([
      { path: 'lines', message: 'Every line of the quote needs a decision' },
    ]);
  }
  return sent.map((s) => ({ lineId: s.lineId, approved: byId.get(s.lineId)! }));
}
