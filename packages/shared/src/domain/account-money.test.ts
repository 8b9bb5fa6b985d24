import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accountDay,
  addMonths,
  computeDocumentTotals,
  computeEarnback,
  computeStatements,
  creditableQuantity,
  monthEnd,
  previousQuarter,
  quarterOf,
  quarterRange,
  runningBalances,
  statementDueDate,
  statementMonths,
  sumEntries,
} from './account-money';
import { toCents } from './quote-totals';

describe('days and months', () => {
  it("dates an instant on the account's day (America/Chicago)", () => {
    expect(accountDay(new Date('2026-11-02T05:30:00Z'))).toBe('2026-11-01');
    expect(accountDay(new Date('2026-07-01T04:59:00Z'))).toBe('2026-06-30');
    expect(accountDay(new Date('2026-07-01T05:00:00Z'))).toBe('2026-07-01');
  });

  it('counts months and quarters across years', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2025-12', 13)).toBe('2027-01');
    expect(monthEnd('2028-02')).toBe('2028-02-29');
    expect(statementMonths('2026-11', 3)).toEqual(['2026-09', '2026-10', '2026-11']);
    expect(statementMonths('2026-11')).toHaveLength(24);
    expect(quarterOf('2026-11-27')).toBe('2026-Q4');
    expect(quarterRange('2026-Q1')).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(previousQuarter('2026-Q1')).toBe('2025-Q4');
  });
});

describe('documents', () => {
  it('taxes the subtotal once, half up, and bills a line without price at 0', () => {
    const totals = computeDocumentTotals(
      [
        { quantity: 2, unitPrice: 24.99 },
        { quantity: 1, unitPrice: null },
        { quantity: 3, unitPrice: 0.1 },
      ],
      8.25,
    );
    // 49.98 + 0.30 = 50.28; 8.25% = 4.1481 -> 4.15
    expect(totals).toEqual({ subtotal: 50.28, tax: 4.15, total: 54.43 });
    expect(computeDocumentTotals([{ quantity: 1, unitPrice: 10 }], null).tax).toBe(0);
  });

  it('never lets a return credit more than is left', () => {
    expect(creditableQuantity(3, 1)).toBe(2);
    expect(creditableQuantity(1, 1.5)).toBe(0);
  });

  it('adds up to the cent whatever the lines (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            quantity: fc.integer({ min: 1, max: 50 }),
            cents: fc.integer({ min: 0, max: 500_000 }),
          }),
        ),
        fc.option(fc.integer({ min: 0, max: 15_000 })),
        (lines, rate) => {
          const totals = computeDocumentTotals(
            lines.map((l) => ({ quantity: l.quantity, unitPrice: l.cents / 100 })),
            rate === null ? null : rate / 1000,
          );
          const subtotal = lines.reduce((s, l) => s + l.quantity * l.cents, 0);
          expect(toCents(totals.subtotal)).toBe(subtotal);
          expect(toCents(totals.total)).toBe(subtotal + toCents(totals.tax));
        },
      ),
    );
  });
});

describe('statements', () => {
  const months = ['2026-08', '2026-09', '2026-10', '2026-11'];
  const base = { months, paymentMethod: 'ON_ACCOUNT', paymentTermsDays: 30, today: '2026-11-27' };

  it('carries each closing into the next opening and sets the status', () => {
    const statements = computeStatements({
      ...base,
      openingBefore: 0,
      activity: new Map([
        ['2026-09', { invoices: 100.1, credits: 0.1, payments: 0 }],
        ['2026-10', { invoices: 50, credits: 0, payments: 100 }],
        ['2026-11', { invoices: 20, credits: 0, payments: 0 }],
      ]),
    });
    expect(statements.map((s) => [s.month, s.opening, s.closing, s.status])).toEqual([
      ['2026-08', 0, 0, 'NO_ACTIVITY'],
      // 100 due on Oct 30, paid by the 100 of October.
      ['2026-09', 0, 100, 'PAID'],
      // 50 due on Nov 30: not yet past due.
      ['2026-10', 100, 50, 'DUE'],
      ['2026-11', 50, 70, 'DUE'],
    ]);
    expect(statements[1]!.dueDate).toBe('2026-10-30');
  });

  it('makes an unpaid month past due after its due date; COD is due on the statement date', () => {
    const statements = computeStatements({
      ...base,
      paymentMethod: 'COD',
      openingBefore: 0,
      activity: new Map([['2026-10', { invoices: 10, credits: 0, payments: 0 }]]),
    });
    expect(statements[2]).toMatchObject({ dueDate: '2026-10-31', status: 'PAST_DUE' });
    expect(statementDueDate('2026-10-31', 'ON_ACCOUNT', 15)).toBe('2026-11-15');
  });

  it('runs a balance through a month whose entries sum to its statement', () => {
    const entries = [
      { kind: 'INVOICE' as const, amount: 10.1 },
      { kind: 'CREDIT_MEMO' as const, amount: 0.2 },
      { kind: 'PAYMENT' as const, amount: 5 },
    ];
    expect(runningBalances(1.1, entries)).toEqual([11.2, 11, 6]);
    expect(sumEntries(entries)).toEqual({ invoices: 10.1, credits: 0.2, payments: 5 });
  });
});

describe('earn-backs', () => {
  it('applies the rate of the tier reached to the whole quarter', () => {
    expect(computeEarnback(0)).toMatchObject({ tier: 1, percent: 1, earned: 0 });
    expect(computeEarnback(4999.99)).toMatchObject({
      tier: 1,
      earned: 50,
      nextTier: { tier: 2, percent: 2, from: 5000, remaining: 0.01 },
    });
    expect(computeEarnback(5000)).toMatchObject({ tier: 2, earned: 100 });
    expect(computeEarnback(20_000)).toMatchObject({ tier: 3, earned: 600, nextTier: null });
    expect(computeEarnback(-10)).toMatchObject({ qualifying: 0, earned: 0 });
  });
});
