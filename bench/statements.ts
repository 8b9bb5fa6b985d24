// Statements (issue 23): GET /api/admin/statements for an account with 24 months of history, goal:
// the server's own time (Server-Timing) under 100 ms; and a statement's PDF under 1 s. Seeds 20,000
// invoices (1 to 3 lines each) over the 24 months ending this one for the demo shop 1001 (tech's),
// with a payment each month, before the server starts; then measures the list, the busiest month's
// statement (JSON) and its PDF (one statement of about 830 entries), and the trivial /api/health.
// Usage: npm run build && npm run bench:statements [-- seconds connections] (default 10 s, 10
// connections: a PDF is CPU work, so the figure that matters is one connection's time).
// BENCH_INVOICES (20000), BENCH_PORT (3217), BENCH_DATABASE_URL as api-load.ts says.
import {
  accountDay,
  addMonths,
  computeDocumentTotals,
  monthEnd,
  statementMonths,
} from '@procounter/shared/domain/account-money';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../apps/server/src/db/client';
import { accountPayments, invoiceLines, invoices } from '../apps/server/src/db/schema';
import { runApiLoadBench } from './api-load';

const SHOP_ID = 1001;
const COUNT = Number(process.env.BENCH_INVOICES ?? 20_000);
const BATCH = 1000;
if (!process.argv[3]) process.argv[3] = '10';

/** mulberry32: the same invoices every run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const months = statementMonths(accountDay(new Date()).slice(0, 7));

async function seedInvoices(handle: DatabaseHandle, log: (line: string) => void) {
  const { db } = handle;
  const existing = (await db.execute(
    sql`select count(*)::int as n from invoices where shop_id = ${SHOP_ID} and invoice_number like 'BN%'`,
  )) as unknown as { rows: { n: number }[] };
  if ((existing.rows[0]?.n ?? 0) >= COUNT) return;
  const started = performance.now();
  const random = seeded(23);
  const today = accountDay(new Date());
  for (let from = 0; from < COUNT; from += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, COUNT - from) }, (_, i) => {
      const n = from + i;
      const month = months[Math.floor((n * months.length) / COUNT)]!;
      const lastDay = Number(monthEnd(month).slice(8));
      let date = `${month}-${String(1 + Math.floor(random() * lastDay)).padStart(2, '0')}`;
      if (date > today) date = today;
      const lines = Array.from({ length: 1 + Math.floor(random() * 3) }, (_, l) => ({
        lineNumber: l + 1,
        partNumber: `BP-${(n * 7 + l) % 5000}`,
        description: 'Bench part',
        quantity: 1 + Math.floor(random() * 4),
        unitPrice: Math.round(500 + random() * 20_000) / 100,
      }));
      return { n, date, lines, totals: computeDocumentTotals(lines, 8.25) };
    });
    await db.transaction(async (tx) => {
      const ids = await tx
        .insert(invoices)
        .values(
          rows.map((r) => ({
            shopId: SHOP_ID,
            kind: 'INVOICE' as const,
            invoiceNumber: `BN${String(r.n).padStart(7, '0')}`,
            invoiceDate: r.date,
            storeId: 512,
            subtotal: r.totals.subtotal,
            taxRate: 8.25,
            tax: r.totals.tax,
            total: r.totals.total,
          })),
        )
        .returning({ id: invoices.id });
      await tx.insert(invoiceLines).values(
        rows.flatMap((r, i) =>
          r.lines.map((line) => ({
            invoiceId: ids[i]!.id,
            ...line,
            extended: computeDocumentTotals([line], null).subtotal,
          })),
        ),
      );
    });
  }
  // A payment in each month but the last two: the older statements paid, the newer ones due.
  await db.insert(accountPayments).values(
    months.slice(0, -2).map((month, i) => ({
      shopId: SHOP_ID,
      paidOn: `${addMonths(month, 1)}-10`,
      paymentType: i % 2 === 0 ? ('cash' as const) : ('credit_card' as const),
      amount: 50_000,
      reference: `BENCH-${month}`,
    })),
  );
  await db.execute(sql`analyze invoices`);
  await db.execute(sql`analyze invoice_lines`);
  await db.execute(sql`analyze account_payments`);
  log(
    `seeded ${COUNT.toLocaleString('en-US')} invoices in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

await runApiLoadBench({
  name: 'statements',
  defaultPort: 3217,
  extra: seedInvoices,
  async calls() {
    const busy = months.at(-2)!;
    return [
      { call: 'health (trivial)', path: '/api/health' },
      { call: 'statements: 24 months', path: '/api/admin/statements' },
      { call: `statement ${busy} (JSON)`, path: `/api/admin/statements/${busy}` },
      { call: `statement ${busy} (PDF)`, path: `/api/admin/statements/${busy}/pdf` },
      { call: 'invoice search: BP-42', path: '/api/admin/invoices?query=BP-42' },
    ];
  },
});
