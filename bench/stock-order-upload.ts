// Stock order CSV upload (issue 5): a 5,000-line CSV of real demo products uploaded into an empty
// stock order of the demo tech user, on the built server. Goal: the answer in under 2 s on the
// demo catalog. Prints the client time and the server's own time (Server-Timing) of each run.
// Usage: npm run build -w @procounter/server && npm run bench:stock-order-upload [-- runs]
// BENCH_PORT says where the server listens (3240).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '../apps/server/src/db/client';
import { prepareDatabase } from '../apps/server/src/db/prepare';
import { STOCK_ORDER_UPLOAD_MAX_ROWS } from '../packages/shared/src/contracts/stock-order';
import { startServer } from './support';

const runs = Number(process.argv[2] ?? 3);
const port = Number(process.env.BENCH_PORT ?? 3240);
const dataDir = mkdtempSync(join(tmpdir(), 'procounter-bench-stock-order-upload-'));

/** The demo database made here, so the CSV can name real products; the server then finds it. */
async function prepareDemoProducts(): Promise<{ lineCode: string; partNumber: string }[]> {
  const handle = await createDatabase({ databaseUrl: undefined, dataDir });
  try {
    await prepareDatabase(handle, { seedDemo: true, helpContent: false });
    const result = (await handle.db.execute(
      `select b.line_code as "lineCode", p.part_number as "partNumber"
         from products p join brands b on b.id = p.brand_id
        where not exists (select 1 from kits k where k.product_id = p.id)
        order by p.id limit ${STOCK_ORDER_UPLOAD_MAX_ROWS}`,
    )) as unknown as { rows: { lineCode: string; partNumber: string }[] };
    return result.rows;
  } finally {
    await handle.close();
  }
}

const field = (value: string) =>
  /[",;\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

const products = await prepareDemoProducts();
if (products.length < STOCK_ORDER_UPLOAD_MAX_ROWS) {
  throw new Error(`the demo catalog has only ${products.length} products that are not kits`);
}
const csv = [
  'line code,part number,quantity,note',
  ...products.map((p, i) => `${field(p.lineCode)},${field(p.partNumber)},${(i % 12) + 1},bench`),
].join('\r\n');
console.log(`CSV: ${products.length} lines, ${(csv.length / 1024).toFixed(0)} KB`);

const server = await startServer(dataDir, port);
try {
  const base = server.baseUrl;
  const login = await fetch(`${base}/api/auth/rest/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginName: 'tech', password: 'procounter-demo' }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const auth = { authorization: `Bearer ${token}` };

  const rows: { run: number; clientMs: number; serverMs: number; lines: number }[] = [];
  for (let run = 1; run <= runs; run++) {
    const created = await fetch(`${base}/api/stockorders/create`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Bench ${run}`, po: '' }),
    });
    const { id } = (await created.json()) as { id: number };
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'stock-order.csv');
    const started = performance.now();
    const response = await fetch(`${base}/api/stockorders/upload?id=${id}`, {
      method: 'POST',
      headers: auth,
      body: form,
    });
    const body = (await response.json()) as { order?: { lineCount: number } };
    const clientMs = performance.now() - started;
    if (!response.ok) throw new Error(`upload: ${response.status} ${JSON.stringify(body)}`);
    const timing = /dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
    rows.push({
      run,
      clientMs: Math.round(clientMs),
      serverMs: timing ? Math.round(Number(timing[1])) : Number.NaN,
      lines: body.order?.lineCount ?? 0,
    });
  }
  console.log(
    `upload of a ${STOCK_ORDER_UPLOAD_MAX_ROWS}-line CSV into an empty order (goal < 2000 ms):`,
  );
  console.table(rows);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
