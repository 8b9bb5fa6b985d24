import { describe, expect, it } from 'vitest';
import { type ApprovalStateFacts, approvalState, isOpenForDecision } from './approval-state';

const now = new Date('2025-03-10T12:00:00Z');
const base: ApprovalStateFacts = {
  revokedAt: null,
  expiresAt: new Date('2025-03-17T12:00:00Z'),
  viewedAt: null,
  version: 'v1',
  decision: null,
  quote: { version: 'v1', ordered: false },
  now,
};
const state = (facts: Partial<ApprovalStateFacts>) => approvalState({ ...base, ...facts });
const approvedOne = { lines: [{ approved: false }, { approved: true }] };
const declinedAll = { lines: [{ approved: false }, { approved: false }] };

describe('approvalState', () => {
  it('is SENT until opened, then VIEWED', () => {
    expect(state({})).toBe('SENT');
    expect(state({ viewedAt: now })).toBe('VIEWED');
  });

  it('is APPROVED when any line is approved, DECLINED when none is', () => {
    expect(state({ decision: approvedOne })).toBe('APPROVED');
    expect(state({ decision: declinedAll, viewedAt: now })).toBe('DECLINED');
  });

  it('keeps a decision whatever happens after it: a change, an order, the expiry', () => {
    const later = { now: new Date('2025-04-01T00:00:00Z') };
    expect(
      state({ decision: approvedOne, quote: { version: 'v2', ordered: true }, ...later }),
    ).toBe('APPROVED');
    expect(state({ decision: declinedAll, ...later })).toBe('DECLINED');
  });

  it('is REVOKED once revoked, before anything else', () => {
    expect(state({ revokedAt: now, decision: approvedOne })).toBe('REVOKED');
    expect(state({ revokedAt: now, quote: { version: 'v2', ordered: false } })).toBe('REVOKED');
  });

  it('is EXPIRED from the expiry instant on, before CHANGED', () => {
    expect(state({ now: new Date(base.expiresAt.getTime() - 1) })).toBe('SENT');
    expect(state({ now: base.expiresAt })).toBe('EXPIRED');
    expect(state({ now: base.expiresAt, quote: { version: 'v2', ordered: false } })).toBe(
      'EXPIRED',
    );
  });

  it('is CHANGED when the quote is another version or was ordered, even once viewed', () => {
    expect(state({ quote: { version: 'v2', ordered: false }, viewedAt: now })).toBe('CHANGED');
    expect(state({ quote: { version: 'v1', ordered: true } })).toBe('CHANGED');
  });

  it('takes a decision only while SENT or VIEWED', () => {
    expect(['SENT', 'VIEWED'].every((s) => isOpenForDecision(s as never))).toBe(true);
    for (const s of ['APPROVED', 'DECLINED', 'CHANGED', 'EXPIRED', 'REVOKED'] as const) {
      expect(isOpenForDecision(s)).toBe(false);
    }
  });
});
