/**
 * The shop's account money (issue 23): invoices, credit memos, monthly statements and earn-backs.
 * Every figure a statement, an invoice, its PDF or the earn-back panel shows is computed here from
 * whole cents (amounts travel as dollars with 2 decimals, as in quote-totals.ts); the server
 * answers with these figures and pages only format them.
 */
import { taxCents } from './customer-totals';
import { fromCents, lineExtendedCents, toCents } from './quote-totals';

/** The account's day: invoices are dated and statements cut in the stores' time zone. */
export const ACCOUNT_TIME_ZONE = 'America/Chicago';

/** How many calendar months the statements list shows, ending with the current one. */
export const STATEMENT_MONTHS = 24;

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: ACCOUNT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** 'YYYY-MM-DD' of an instant in the account's time zone. */
export function accountDay(instant: Date): string {
  return dayFormat.format(instant);
}

/** 'YYYY-MM' of a 'YYYY-MM-DD' day. */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/** The last day of a 'YYYY-MM' month, 'YYYY-MM-DD'. */
export function monthEnd(month: string): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  return `${month}-${String(last).padStart(2, '0')}`;
}

/** The first day of a 'YYYY-MM' month. */
export function monthStart(month: string): string {
  return `${month}-01`;
}

/** The month `count` months after (negative: before) a 'YYYY-MM' month. */
export function addMonths(month: string, count: number): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (mon - 1) + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** A 'YYYY-MM-DD' day plus `days` days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The `count` months ending with `lastMonth`, oldest first. */
export function statementMonths(lastMonth: string, count = STATEMENT_MONTHS): string[] {
  return Array.from({ length: count }, (_, i) => addMonths(lastMonth, i - count + 1));
}

// Invoices and credit memos ----------------------------------------------------------------------

export interface AccountLineInput {
  quantity: number;
  /** Per unit; null ('Call for Pricing') is billed at 0.00. */
  unitPrice: number | null;
}

export interface DocumentTotals {
  subtotal: number;
  tax: number;
  total: number;
}

/** A billed line's extended amount in cents: quantity x unit price, a line without price 0. */
export function accountLineCents(line: AccountLineInput): number {
  return lineExtendedCents(line.quantity, line.unitPrice) ?? 0;
}

/**
 * An invoice's (or credit memo's) subtotal, tax and total: the lines' extended amounts summed in
 * cents, tax computed once on the subtotal at the rate (percent; null or 0: no tax).
 */
export function computeDocumentTotals(
  lines: readonly AccountLineInput[],
  taxRate: number | null,
): DocumentTotals {
  let subtotal = 0;
  for (const line of lines) subtotal += accountLineCents(line);
  const tax = taxRate === null || taxRate <= 0 ? 0 : taxCents(subtotal, taxRate);
  return { subtotal: fromCents(subtotal), tax: fromCents(tax), total: fromCents(subtotal + tax) };
}

/** How much of an invoiced quantity is left to credit (a RETURN never credits more). */
export function creditableQuantity(invoiced: number, alreadyCredited: number): number {
  return fromCents(Math.max(0, toCents(invoiced) - toCents(alreadyCredited)));
}

// Statements -------------------------------------------------------------------------------------

export const PAYMENT_METHODS = ['ON_ACCOUNT', 'COD'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const STATEMENT_STATUSES = ['PAID', 'DUE', 'PAST_DUE', 'NO_ACTIVITY'] as const;
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];

/** A month's sums, as the aggregates answer them (dollars; 0 for a month without rows). */
export interface MonthActivity {
  invoices: number;
  credits: number;
  payments: number;
}

export interface StatementFigures {
  month: string;
  statementDate: string;
  dueDate: string;
  opening: number;
  invoices: number;
  credits: number;
  payments: number;
  closing: number;
  status: StatementStatus;
}

/** The due date of a statement: COD pays on delivery, so its statement is due on its date. */
export function statementDueDate(
  statementDate: string,
  paymentMethod: string | null,
  paymentTermsDays: number,
): string {
  return paymentMethod === 'COD' ? statementDate : addDays(statementDate, paymentTermsDays);
}

export interface StatementInput {
  /** Oldest first (statementMonths). */
  months: readonly string[];
  /** The balance before the first month: everything dated earlier. */
  openingBefore: number;
  activity: ReadonlyMap<string, MonthActivity>;
  paymentMethod: string | null;
  paymentTermsDays: number;
  /** Today, 'YYYY-MM-DD' in the account's time zone. */
  today: string;
}

/**
 * The monthly statements: opening = the previous closing; closing = opening + invoices - credits
 * - payments. Status: PAID when the closing balance is 0 or less, or the payments dated after the
 * statement (up to today) cover it; PAST_DUE unpaid after its due date; DUE otherwise; a month
 * without activity and with zero balances NO_ACTIVITY. Payments are taken up to today only: the
 * activity of later months counts only what is dated up to today.
 */
export function computeStatements(input: StatementInput): StatementFigures[] {
  const zero: MonthActivity = { invoices: 0, credits: 0, payments: 0 };
  const cents = input.months.map((month) => {
    const a = input.activity.get(month) ?? zero;
    return {
      month,
      invoices: toCents(a.invoices),
      credits: toCents(a.credits),
      payments: toCents(a.payments),
    };
  });
  // Payments dated after each month (to the end of the list, which ends with today's month).
  const paidAfter: number[] = new Array(cents.length).fill(0);
  for (let i = cents.length - 2; i >= 0; i--)
    paidAfter[i] = paidAfter[i + 1]! + cents[i + 1]!.payments;

  let opening = toCents(input.openingBefore);
  return cents.map((m, i) => {
    const closing = opening + m.invoices - m.credits - m.payments;
    const statementDate = monthEnd(m.month);
    const dueDate = statementDueDate(statementDate, input.paymentMethod, input.paymentTermsDays);
    const quiet = m.invoices === 0 && m.credits === 0 && m.payments === 0;
    let status: StatementStatus;
    if (quiet && opening === 0 && closing === 0) status = 'NO_ACTIVITY';
    else if (closing <= 0 || paidAfter[i]! >= closing) status = 'PAID';
    else if (input.today > dueDate) status = 'PAST_DUE';
    else status = 'DUE';
    const figures: StatementFigures = {
      month: m.month,
      statementDate,
      dueDate,
      opening: fromCents(opening),
      invoices: fromCents(m.invoices),
      credits: fromCents(m.credits),
      payments: fromCents(m.payments),
      closing: fromCents(closing),
      status,
    };
    opening = closing;
    return figures;
  });
}

export type StatementEntryKind = 'INVOICE' | 'CREDIT_MEMO' | 'PAYMENT';

export interface StatementEntryInput {
  kind: StatementEntryKind;
  /** Positive on every kind; the kind says which way it counts. */
  amount: number;
}

/** The balance after each entry, in order from the opening balance. */
export function runningBalances(
  opening: number,
  entries: readonly StatementEntryInput[],
): number[] {
  let balance = toCents(opening);
  return entries.map((entry) => {
    const cents = toCents(entry.amount);
    balance += entry.kind === 'INVOICE' ? cents : -cents;
    return fromCents(balance);
  });
}

/** A month's invoices, credits and payments summed from its entries (the list's own figures). */
export function sumEntries(entries: readonly StatementEntryInput[]): MonthActivity {
  const sums = { INVOICE: 0, CREDIT_MEMO: 0, PAYMENT: 0 };
  for (const entry of entries) sums[entry.kind] += toCents(entry.amount);
  return {
    invoices: fromCents(sums.INVOICE),
    credits: fromCents(sums.CREDIT_MEMO),
    payments: fromCents(sums.PAYMENT),
  };
}

// Earn-backs -------------------------------------------------------------------------------------

/**
 * The earn-back tiers, the one place they are defined: a quarter's qualifying purchases (invoice
 * subtotals before tax, less RETURN credits) earn the rate of the highest tier reached, on the
 * whole amount. ADR docs/decisions (earn-back tiers) says why these figures.
 */
export const EARNBACK_TIERS = [
  { tier: 1, fromCents: 0, percent: 1 },
  { tier: 2, fromCents: 500_000, percent: 2 },
  { tier: 3, fromCents: 1_500_000, percent: 3 },
] as const;

export interface EarnbackProgress {
  qualifying: number;
  tier: number;
  percent: number;
  /** What the quarter earns so far at the tier reached. */
  earned: number;
  /** The next tier's threshold and what is left to reach it; null at the top tier. */
  nextTier: { tier: number; percent: number; from: number; remaining: number } | null;
}

/** The earn-back of a quarter's qualifying purchases (0 or less earns nothing). */
export function computeEarnback(qualifying: number): EarnbackProgress {
  const cents = Math.max(0, toCents(qualifying));
  let index = 0;
  for (let i = 0; i < EARNBACK_TIERS.length; i++) {
    if (cents >= EARNBACK_TIERS[i]!.fromCents) index = i;
  }
  const reached = EARNBACK_TIERS[index]!;
  const next = EARNBACK_TIERS[index + 1];
  return {
    qualifying: fromCents(cents),
    tier: reached.tier,
    percent: reached.percent,
    earned: fromCents(taxCents(cents, reached.percent)),
    nextTier: next
      ? {
          tier: next.tier,
          percent: next.percent,
          from: fromCents(next.fromCents),
          remaining: fromCents(next.fromCents - cents),
        }
      : null,
  };
}

/** '2026-Q4' of a 'YYYY-MM-DD' day. */
export function quarterOf(day: string): string {
  const month = Number(day.slice(5, 7));
  return `${day.slice(0, 4)}-Q${Math.floor((month - 1) / 3) + 1}`;
}

/** The first and last day of a '2026-Q4' quarter. */
export function quarterRange(quarter: string): { from: string; to: string } {
  const year = quarter.slice(0, 4);
  const q = Number(quarter.slice(6));
  const first = `${year}-${String((q - 1) * 3 + 1).padStart(2, '0')}`;
  return { from: monthStart(first), to: monthEnd(addMonths(first, 2)) };
}

/** The quarter before a '2026-Q4' quarter. */
export function previousQuarter(quarter: string): string {
  return quarterOf(addDays(quarterRange(quarter).from, -1));
}

/** 'YYYY-Qn' */
export const QUARTER_PATTERN = /^\d{4}-Q[1-4]$/;
/** 'YYYY-MM' of the years a request may name (validation/date-range.ts: from 1900). */
export const MONTH_PATTERN = /^(19|[2-9]\d)\d{2}-(0[1-9]|1[0-2])$/;
