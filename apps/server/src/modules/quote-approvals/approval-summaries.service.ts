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
  const [lines, rates] = await Promise.all([
    findCustomerLines(
      deps,
      links.map((l) => l.worksheetId),
    ),
    getShopTaxRates(deps, shopId),
  ]);
  const statusOf = new Map(worksheets.map((w) => [w.id, w.status]));
  const now = deps.clock.now();
  for (const link of links) {
    const decision = link.decisionLines ? { lines: link.decisionLines } : null;
    summaries.set(link.worksheetId, {
      state: approvalState({
        ...link,
        decision,
        quote: {
          version: quoteVersion(lines.get(link.worksheetId) ?? [], rates),
          ordered: statusOf.get(link.worksheetId) !== 'OPEN',
        },
        now,
      }),
      approvedCount: decision ? decision.lines.filter((l) => l.approved).length : 0,
      lineCount: link.lineCount,
    });
  }
  return summaries;
}
