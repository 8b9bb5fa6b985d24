import type { ApprovalState } from '@procounter/shared/contracts/quote-approval';
import type { ServiceDeps } from '../../lib/deps';
import { getShopTaxRates } from '../shops/shops.service';
import { findCustomerLines } from '../worksheets/quote-content.service';
import { approvalState } from './approval-state';
import { quoteVersion } from './customer-quote';
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
