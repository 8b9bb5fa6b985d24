// Cold start of the built server on an existing data dir: spawn -> /api/health answers 200.
// Usage: npm run build && npm run bench:cold-start [-- runs]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './support';

const runs = Number(process.argv[2] ?? 5);
const dataDir = mkdtempSync(join(tmpdir(), 'procounter-bench-'));
const port = 3200;

try {
  const first = await startServer(dataDir, port);
  await first.stop();
  console.log(`first start (migrate + seed a new data dir): ${first.readyAfterMs.toFixed(0)} ms`);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const server = await startServer(dataDir, port);
    times.push(server.readyAfterMs);
    await server.stop();
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? Number.NaN;
  console.log(
    `cold start on an existing data dir, ${runs} runs: median ${median.toFixed(0)} ms, min ${times[0]?.toFixed(0)} ms, max ${times.at(-1)?.toFixed(0)} ms`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
