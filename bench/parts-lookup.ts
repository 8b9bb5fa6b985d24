// Part lookup under load: GET /api/catalog/products for the Disc Brake Pads of a selected 2013 Ford
// F-150 (the demo tech user's current vehicle), against the trivial /api/health, on the built
// server. Goal (issue 4): server p99 under 50 ms on the benchmark-scale catalog.
// Usage: npm run build && [BENCH_PRODUCTS=1000000] npm run bench:parts-lookup [-- seconds connections]
// BENCH_DATABASE_URL, BENCH_PRODUCTS and BENCH_PORT (3230) as in api-load.ts.
import { runApiLoadBench } from './api-load';
import { partsLookupCalls } from './parts-lookup-calls';

await runApiLoadBench({ name: 'parts-lookup', defaultPort: 3230, calls: partsLookupCalls });
