// The parts lookup (bench:parts-lookup's calls) on one PostgreSQL database with WORKERS=1, then
// WORKERS=2, in the same run: each row's throughput as a ratio to /api/health of the same server,
// and each WORKERS=2 figure as a ratio to WORKERS=1's. PostgreSQL and the load generator run on the
// same machine as the server: on 2 cores they take their share of them, so the gain measured here
// is a floor of what two cores of server alone would give.
// Usage: npm run build && BENCH_DATABASE_URL=postgres://.../empty_db npm run bench:workers [-- seconds connections]
// BENCH_PRODUCTS and BENCH_PORT (3240) as in api-load.ts.
import { measureWithWorkers, printApiFigures } from './api-load';
import { partsLookupCalls } from './parts-lookup-calls';

const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) {
  console.error(
    'bench:workers needs BENCH_DATABASE_URL (an empty PostgreSQL database): WORKERS>1 needs PostgreSQL',
  );
  process.exit(2);
}
const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 100);
const port = Number(process.env.BENCH_PORT ?? 3240);
const products = process.env.BENCH_PRODUCTS ? Number(process.env.BENCH_PRODUCTS) : undefined;

const { one, two } = await measureWithWorkers({ port, databaseUrl, products }, partsLookupCalls, {
  seconds,
  connections,
  onMeasured(workers, measured) {
    console.log(`WORKERS=${workers}`);
    printApiFigures(measured);
  },
});
console.log('WORKERS=2 against WORKERS=1 (requests per second; ratio to health in brackets):');
console.table(
  one.rows.map((row, i) => {
    const other = two.rows[i]!;
    return {
      call: row.call,
      'WORKERS=1': `${row.requestsPerSecond} (${row.ratio})`,
      'WORKERS=2': `${other.requestsPerSecond} (${other.ratio})`,
      'x (2 / 1)': Math.round((other.requestsPerSecond / row.requestsPerSecond) * 100) / 100,
      'p99 ms 1 / 2': `${row.p99Ms} / ${other.p99Ms}`,
    };
  }),
);
