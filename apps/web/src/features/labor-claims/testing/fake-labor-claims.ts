/** The labor claims' calls, answered like the server answers them (issue 23, part 2). */

import type {
  ClaimableLine,
  LaborClaimDetail,
  LaborClaimStatus,
} from '@procounter/shared/contracts/labor-claim';
import { isApprovableAmount, laborClaimAmount } from '@procounter/shared/domain/labor-claim-money';
import {
  type LaborClaimAction,
  nextLaborClaimStatus,
} from '@procounter/shared/domain/labor-claim-states';
import type { FakeAnswer, FakeServer } from '@/testing/fake-fetch';

export const LINE: ClaimableLine = {
  invoiceLineId: 71,
  invoiceId: 7,
  invoiceNumber: 'IN500123',
  invoiceDate: '2026-11-02',
  lineCode: 'WIX',
  partNumber: 'WP-1234',
  description: 'Water pump',
  quantity: 1,
  vehicle: {
    baseVehicleId: 5,
    description: '2013 Ford F-150 3.5L V6 Gas',
    vin: '1FTFW1ET9DFC10312',
  },
};

let nextId = 900;

export function makeClaim(overrides: Partial<LaborClaimDetail> = {}): LaborClaimDetail {
  const id = overrides.id ?? nextId++;
  return {
    id,
    claimNumber: `LC${300_000 + id}`,
    status: 'SUBMITTED',
    shopId: 1001,
    shopName: 'Lone Star Auto Repair - Main St',
    accountNumber: '100001',
    invoiceNumber: LINE.invoiceNumber,
    lineCode: LINE.lineCode,
    partNumber: LINE.partNumber,
    partDescription: LINE.description,
    vehicle: LINE.vehicle.description,
    failureDate: '2026-11-20',
    amountClaimed: 148,
    approvedAmount: null,
    createdAt: '2026-11-21T15:00:00.000Z',
    updatedAt: '2026-11-21T15:00:00.000Z',
    invoiceId: LINE.invoiceId,
    invoiceDate: LINE.invoiceDate,
    invoiceLineId: LINE.invoiceLineId,
    mileage: 48_210,
    vin: LINE.vehicle.vin,
    laborHours: 1.25,
    laborRate: 118.4,
    failureDescription: 'Seal leaking at the weep hole.',
    denialReason: null,
    creditMemo: null,
    createdByName: 'Rosa Tech',
    files: [{ id: 1, fileName: 'pump.png', mediaType: 'image/png', sizeBytes: 120 }],
    events: [
      {
        id: 1,
        status: 'SUBMITTED',
        userName: 'Rosa Tech',
        actingUserName: null,
        amount: 148,
        note: null,
        createdAt: '2026-11-21T15:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

export interface LaborClaimsData {
  claims?: LaborClaimDetail[];
  laborRate?: number | null;
  lines?: ClaimableLine[];
  /** What the list answers instead (a 500). */
  failList?: FakeAnswer;
  /** What the next review step answers instead of doing it (a 409). */
  refuseReview?: FakeAnswer;
}

const notFound = { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };
const summary = ({ files: _f, events: _e, ...rest }: LaborClaimDetail) => rest;

/** The shop's and support's calls over one list of claims, moved as the server moves them. */
export function serveLaborClaims(server: FakeServer, data: LaborClaimsData = {}) {
  const claims = structuredClone(data.claims ?? []);
  let refusal = data.refuseReview ?? null;
  const page = (list: LaborClaimDetail[]) => ({
    claims: list.map(summary),
    page: 1,
    pageSize: 20,
    total: list.length,
  });
  const find = (id: string) => claims.find((c) => c.id === Number(id));
  server
    .on('GET', '/api/admin/labor-claims', () => data.failList ?? { body: page(claims) })
    .on('GET', '/api/admin/labor-claims/invoice-lines', (request) => {
      const query = (request.search.get('query') ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');
      const lines = (data.lines ?? [LINE]).filter(
        (l) => query === '' || (l.partNumber ?? '').replace(/[^A-Z0-9]/gi, '').includes(query),
      );
      return { body: { laborRate: data.laborRate === undefined ? 125 : data.laborRate, lines } };
    })
    .on('POST', '/api/admin/labor-claims', () => {
      const claim = makeClaim({
        amountClaimed: laborClaimAmount(2, 120),
        laborHours: 2,
        laborRate: 120,
      });
      claims.unshift(claim);
      return { status: 201, body: claim };
    })
    .on('GET', '/api/admin/labor-claims/:id', (request) => {
      const claim = find(request.params.id!);
      return claim ? { body: claim } : notFound;
    })
    .on('GET', '/api/support/labor-claims', (request) => {
      const status = request.search.get('status') as LaborClaimStatus | null;
      return { body: page(claims.filter((c) => status === null || c.status === status)) };
    })
    .on('GET', '/api/support/labor-claims/:id', (request) => {
      const claim = find(request.params.id!);
      return claim ? { body: claim } : notFound;
    })
    .on('POST', '/api/support/labor-claims/:id/:action', (request) => {
      const claim = find(request.params.id!);
      if (!claim) return notFound;
      if (refusal) {
        const answer = refusal;
        refusal = null;
        return answer;
      }
      const action = request.params.action as LaborClaimAction;
      const next = nextLaborClaimStatus(claim.status, action);
      if (!next) {
        return {
          status: 409,
          body: { code: 'CLAIM_STATE_CONFLICT', message: 'No', status: claim.status },
        };
      }
      const body = request.body
        ? (JSON.parse(request.body) as { amount?: number; reason?: string })
        : {};
      if (action === 'approve') {
        if (!isApprovableAmount(body.amount ?? 0, claim.amountClaimed)) {
          return { status: 422, body: { code: 'AMOUNT_ABOVE_CLAIMED', message: 'Too much' } };
        }
        claim.approvedAmount = body.amount ?? null;
      }
      if (action === 'deny') claim.denialReason = body.reason ?? null;
      if (action === 'credit') {
        claim.creditMemo = {
          id: 77,
          invoiceNumber: 'CM500200',
          invoiceDate: '2026-11-27',
          total: claim.approvedAmount ?? 0,
        };
      }
      claim.status = next;
      claim.events.push({
        id: claim.events.length + 1,
        status: next,
        userName: 'Sam Support',
        actingUserName: null,
        amount: action === 'approve' ? (body.amount ?? null) : null,
        note: body.reason ?? null,
        createdAt: '2026-11-27T10:00:00.000Z',
      });
      return { body: claim };
    })
    .on('GET', '/api/admin/labor-claims/:id/files/:fileId', { body: 'png' })
    .on('GET', '/api/support/labor-claims/:id/files/:fileId', { body: 'png' });
  return { claims };
}
