/** The car-customer page's calls, answered like the server answers them (issue 22, part 3). */

import type { CarAccountOverview } from '@procounter/shared/contracts/car-account';
import type { PublicDecisionBody, PublicQuote } from '@procounter/shared/contracts/quote-approval';
import { computeCustomerTotals } from '@procounter/shared/domain/customer-totals';
import type { FakeAnswer, FakeServer } from '@/testing/fake-fetch';
import { makeCarAccountOverview, makePublicQuote } from '@/testing/fixtures';

export interface CarAdminData {
  overview?: CarAccountOverview;
  /** The quotes behind the approvals and documents, by link id (41: makePublicQuote's). */
  quotes?: Record<number, PublicQuote>;
  /** What the next decision answers instead of recording it (a 409, a 403). */
  refuseDecision?: FakeAnswer;
}

const notFound = { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };

/**
 * GET /car-admin/overview, GET /car-admin/approvals/{linkId} and POST .../decision, keeping the
 * account like the server: a decision (the server's totals of the approved lines, shared
 * domain/customer-totals.ts) moves the quote from the waiting list to the documents.
 */
export function serveCarAdmin(server: FakeServer, data: CarAdminData = {}) {
  let overview = structuredClone(data.overview ?? makeCarAccountOverview());
  const quotes = new Map<number, PublicQuote>(
    Object.entries(data.quotes ?? { 41: makePublicQuote() }).map(([id, quote]) => [
      Number(id),
      structuredClone(quote),
    ]),
  );
  let refusal = data.refuseDecision ?? null;

  server
    .on('GET', '/api/car-admin/overview', () => ({ body: overview }))
    .on('GET', '/api/car-admin/approvals/:linkId', (request) => {
      const quote = quotes.get(Number(request.params.linkId));
      return quote ? { body: quote } : notFound;
    })
    .on('POST', '/api/car-admin/approvals/:linkId/decision', (request) => {
      const linkId = Number(request.params.linkId);
      const quote = quotes.get(linkId);
      if (!quote) return notFound;
      if (refusal) return refusal;
      const body = JSON.parse(request.body ?? '{}') as PublicDecisionBody;
      if (quote.decision || !['SENT', 'VIEWED'].includes(quote.state)) {
        return { status: 409, body: { code: 'APPROVAL_CLOSED', message: 'Closed' } };
      }
      const approvedIds = new Set(body.lines.filter((l) => l.approved).map((l) => l.lineId));
      const approved = quote.lines.filter((line) => approvedIds.has(line.lineId));
      const approvedTotals = computeCustomerTotals(approved, {
        parts: quote.totals.partsTax?.rate ?? null,
        labor: quote.totals.laborTax?.rate ?? null,
      });
      const decidedAt = '2026-11-26T16:30:00.000Z';
      const decided: PublicQuote = {
        ...quote,
        state: approved.length > 0 ? 'APPROVED' : 'DECLINED',
        decision: {
          decidedAt,
          name: body.name,
          lines: body.lines.map((line) => ({
            lineId: Number(line.lineId),
            approved: line.approved,
          })),
          approvedTotals,
        },
      };
      quotes.set(linkId, decided);
      const waiting = overview.approvals.find((approval) => approval.linkId === linkId);
      overview = {
        ...overview,
        approvals: overview.approvals.filter((approval) => approval.linkId !== linkId),
        documents: waiting
          ? [
              {
                linkId,
                shopName: waiting.shopName,
                quoteNumber: waiting.quoteNumber,
                quoteName: waiting.quoteName,
                vehicle: waiting.vehicle,
                decidedAt,
                decidedByName: body.name,
                approvedCount: approved.length,
                lineCount: quote.lines.length,
                approvedTotals,
              },
              ...overview.documents,
            ]
          : overview.documents,
      };
      return { body: decided };
    });

  return {
    /** The quote of a link changes at the shop (changed, expired, withdrawn) after it was read. */
    setQuote(linkId: number, quote: PublicQuote | null) {
      if (quote) quotes.set(linkId, quote);
      else quotes.delete(linkId);
    },
    refuseNextDecision(answer: FakeAnswer | null) {
      refusal = answer;
    },
  };
}
