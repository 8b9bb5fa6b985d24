// Cold start of the built server on an existing data dir: spawn -> /api/health answers 200; then
// the first parts lookup of that process: tech logs in and picks the 2013 Ford F-150 with the
// pickers (as bench/parts-lookup.ts does), and GET /api/catalog/products for its disc brake pads is
// timed, the first lookup the process answers (the part type's id was found by the first start, so
// no part type search runs before it), then a second one for comparison. Login (argon2) is not
// timed. Medians over the runs. On Linux also the CPU time the server process had used when it
// first answered: less sensitive than the wall time to other work on a shared machine.
// Usage: npm run build && npm run bench:cold-start [-- runs]; BENCH_PORT (3200).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { logIn } from './api-load';
import { callApi, type RunningServer, startServer } from './support';

const runs = Number(process.argv[2] ?? 5);
const dataDir = mkdtempSync(join(tmpdir(), 'procounter-bench-'));
const port = Number(process.env.BENCH_PORT ?? 3200);

interface Lookup {
  products: { productId: number }[];
}

/** Picks the 2013 Ford F-150 as the current vehicle through the pickers; answers its id. */
async function selectF150(server: RunningServer, token: string): Promise<number> {
  const api = <T>(path: string, body?: object) => callApi<T>(server.baseUrl, token, path, body);
  const makes = await api<{ id: number; value: string }[]>('/vehicle/select/v2/makes?year=2013');
  const ford = makes.find((m) => m.value === 'Ford');
  if (!ford) throw new Error('no Ford in 2013');
  const models = await api<{ baseVehicleId: number; model: { value: string } }[]>(
    `/vehicle/select/v2/models?year=2013&makeId=${ford.id}`,
  );
  const f150 = models.find((m) => m.model.value === 'F-150');
  if (!f150) throw new Error('no 2013 Ford F-150');
  await api('/vehicle/select/v2/', { baseVehicleId: f150.baseVehicleId });
  return f150.baseVehicleId;
}

/** The part type id of Disc Brake Pad (a search: done once, by the first start). */
async function findBrakePadPartType(server: RunningServer, token: string): Promise<string> {
  const found = await callApi<{ partTypeId: string; partTypeName: string }[]>(
    server.baseUrl,
    token,
    '/parttypes/searchPartType.json?query=disc%20brake%20pad&max=15&sort=RANK',
  );
  const pad = found.find((p) => p.partTypeName === 'Disc Brake Pad');
  if (!pad) throw new Error('no Disc Brake Pad part type');
  return pad.partTypeId;
}

/** Milliseconds of one lookup as the client sees it; throws unless it answers products. */
async function timeLookup(server: RunningServer, token: string, partTypeId: string) {
  const started = performance.now();
  const answer = await callApi<Lookup>(
    server.baseUrl,
    token,
    `/catalog/products?partTypeId=${partTypeId}`,
  );
  const ms = performance.now() - started;
  if (answer.products.length === 0) throw new Error('the lookup answered no products');
  return ms;
}

/** CPU time (user + system) a process has used so far, in ms, from /proc; NaN elsewhere. */
function cpuMs(pid: number | undefined): number {
  try {
    // Fields after the command's closing parenthesis: state is the 3rd, utime the 14th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return Number.NaN;
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `median ${median(values).toFixed(0)} ms, min ${sorted[0]?.toFixed(0)} ms, max ${sorted.at(-1)?.toFixed(0)} ms (${values.map((v) => v.toFixed(0)).join(', ')})`;
};

try {
  const first = await startServer(dataDir, port);
  let partTypeId: string;
  try {
    const token = await logIn(first.baseUrl, 'tech', 'procounter-demo');
    partTypeId = await findBrakePadPartType(first, token);
  } finally {
    await first.stop();
  }
  console.log(`first start (migrate + seed a new data dir): ${first.readyAfterMs.toFixed(0)} ms`);
  const starts: number[] = [];
  const startCpu: number[] = [];
  const firstLookups: number[] = [];
  const secondLookups: number[] = [];
  for (let i = 0; i < runs; i++) {
    const server = await startServer(dataDir, port);
    try {
      starts.push(server.readyAfterMs);
      startCpu.push(cpuMs(server.process.pid));
      const token = await logIn(server.baseUrl, 'tech', 'procounter-demo');
      await selectF150(server, token);
      firstLookups.push(await timeLookup(server, token, partTypeId));
      secondLookups.push(await timeLookup(server, token, partTypeId));
    } finally {
      await server.stop();
    }
  }
  console.log(`cold start on an existing data dir, ${runs} runs: ${summary(starts)}`);
  console.log(`the server's CPU time when it first answered: ${summary(startCpu)}`);
  console.log(
    `first parts lookup after the start (2013 F-150 disc brake pads): ${summary(firstLookups)}`,
  );
  console.log(`second parts lookup: ${summary(secondLookups)}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
