import type { ApprovalState } from '@procounter/shared/contracts/quote-approval';
import {
  type CustomerTotals,
  computeCustomerTotals,
} from '@procounter/shared/domain/customer-totals';
import type { ServiceDeps } from '../../lib/deps';
import { getShopTaxRates } from '../shops/shops.service';
import { findCustomerLines } from '../worksheets/quote-content.service';
import { approvalState, isOpenForDecision } from './approval-state';
import { customerQuoteLines, quoteVersion } from './customer-quote';
import { findNewestLinksOf } from './quote-approvals.repository';

// The Quotes and Orders rows' `approval` (worksheet-orders.service): the newest link of each row's
// quote, for a whole page in three queries (the newest links, the lines of their quotes, the
// shop's tax rates), never one per row. Apart from quote-approvals.service, which calls the
// worksheets' services, so that the worksheets can read this without an import cycle.

type Deps = Pick<ServiceDeps, 'db' | 'clock'>;

export interface ApprovalSummary {
  state: ApprovalState;
  approvedCount: number;
  lineCount: number;
}

/** What a link's state needs of its quote as it is now: its version and whether it is ordered. */
export interface LiveQuote {
  version: string;
  ordered: boolean;
}

/**
 * The quotes as they are now, for their links' states: each one's version (its lines and its
 * shop's tax rates) and whether it is ordered, in one query for the lines and one per shop.
 */
export async function findLiveQuotes(
  deps: Deps,
  worksheets: readonly { id: number; shopId: number; status: string }[],
): Promise<Map<number, LiveQuote>> {
  const live = new Map<number, LiveQuote>();
  if (worksheets.length === 0) return live;
  const shopIds = [...new Set(worksheets.map((w) => w.shopId))];
  const [lines, rates] = await Promise.all([
    findCustomerLines(
      deps,
      worksheets.map((w) => w.id),
    ),
    Promise.all(shopIds.map((id) => getShopTaxRates(deps, id))),
  ]);
  const ratesOf = new Map(shopIds.map((id, index) => [id, rates[index]!]));
  for (const worksheet of worksheets) {
    live.set(worksheet.id, {
      version: quoteVersion(lines.get(worksheet.id) ?? [], ratesOf.get(worksheet.shopId)!),
      ordered: worksheet.status !== 'OPEN',
    });
  }
  return live;
}

/** The newest link's summary of each worksheet of the shop that has one. */
export async function findApprovalSummaries(
  deps: Deps,
  shopId: number,
  worksheets: readonly { id: number; status: string }[],
): Promise<Map<number, ApprovalSummary>> {
  const summaries = new Map<number, ApprovalSummary>();
  const links = await findNewestLinksOf(
    deps.db,
    worksheets.map((w) => w.id),
  );
  if (links.length === 0) return summaries;
  const statusOf = new Map(worksheets.map((w) => [w.id, w.status]));
  const live = await findLiveQuotes(
    deps,
    links.map((l) => ({
      id: l.worksheetId,
      shopId,
      status: statusOf.get(l.worksheetId) ?? 'OPEN',
    })),
  );
  const now = deps.clock.now();
  for (const link of links) {
    const decision = link.decisionLines ? { lines: link.decisionLines } : null;
    summaries.set(link.worksheetId, {
      state: approvalState({ ...link, decision, quote: live.get(link.worksheetId)!, now }),
      approvedCount: decision ? decision.lines.filter((l) => l.approved).length : 0,
      lineCount: link.lineCount,
    });
  }
  return summaries;
}

/** An undecided link, with what its state needs of it and of its quote. */
export interface UndecidedLink {
  worksheetId: number;
  shopId: number;
  worksheetStatus: string;
  version: string;
  viewedAt: Date | null;
  revokedAt: Date | null;
  expiresAt: Date;
}

/**
 * The undecided links that still take the customer's decision (SENT or VIEWED: not revoked,
 * expired or CHANGED), in the order given, each with its state: the quotes read as they are now
 * (findLiveQuotes), the state decided in approval-state.ts as everywhere.
 */
export async function findWaitingLinks<T extends UndecidedLink>(
  deps: Deps,
  links: readonly T[],
): Promise<(T & { state: ApprovalState })[]> {
  const live = await findLiveQuotes(
    deps,
    links.map((l) => ({ id: l.worksheetId, shopId: l.shopId, status: l.worksheetStatus })),
  );
  const now = deps.clock.now();
  return links.flatMap((link) => {
    const state = approvalState({
      ...link,
      decision: null,
      quote: live.get(link.worksheetId)!,
      now,
    });
    return isOpenForDecision(state) ? [{ ...link, state }] : [];
  });
}

/**
 * What a customer pays for each quote, as they see it: the lines they see (customer-quote.ts:
 * customer prices, never a cost) and their totals under the quote's shop's tax rates now, through
 * domain/customer-totals.ts. One query for the lines, one per shop.
 */
export async function findCustomerTotalsOf(
  deps: Deps,
  quotes: readonly { worksheetId: number; shopId: number }[],
): Promise<Map<number, { lineCount: number; totals: CustomerTotals }>> {
  const byQuote = new Map<number, { lineCount: number; totals: CustomerTotals }>();
  if (quotes.length === 0) return byQuote;
  const shopIds = [...new Set(quotes.map((q) => q.shopId))];
  const [lines, rates] = await Promise.all([
    findCustomerLines(
      deps,
      quotes.map((q) => q.worksheetId),
    ),
    Promise.all(shopIds.map((id) => getShopTaxRates(deps, id))),
  ]);
  const ratesOf = new Map(shopIds.map((id, index) => [id, rates[index]!]));
  for (const quote of quotes) {
    const seen = customerQuoteLines(lines.get(quote.worksheetId) ?? []);
    byQuote.set(quote.worksheetId, {
      lineCount: seen.length,
      totals: computeCustomerTotals(seen, ratesOf.get(quote.shopId)!),
    });
  }
  return byQuote;
}
