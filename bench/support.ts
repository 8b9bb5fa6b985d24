import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(import.meta.dirname, '..');
export const serverEntry = resolve(root, 'apps/server/dist/main.js');

/**
 * Whether the module of `moduleUrl` is the script node (or tsx) was started with, so a benchmark
 * runs from the command line and its functions can be imported by the report without running it.
 */
export function isMain(moduleUrl: string): boolean {
  return process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(moduleUrl);
}

export interface RunningServer {
  process: ChildProcess;
  baseUrl: string;
  /** Milliseconds from spawn until /api/health answered 200. */
  readyAfterMs: number;
  stop(): Promise<void>;
}

/** Starts the built server and waits until /api/health answers 200. */
export async function startServer(
  dataDir: string,
  port: number,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const started = performance.now();
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become healthy in 120 s');
    await new Promise((r) => setTimeout(r, 20));
  }
  const readyAfterMs = performance.now() - started;
  return {
    process: child,
    baseUrl,
    readyAfterMs,
    stop: () =>
      new Promise((done) => {
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

/** Calls the API with a bearer token: a GET, or a POST with a JSON body; answers the JSON or throws. */
export async function callApi<T>(
  baseUrl: string,
  token: string,
  path: string,
  body?: object,
): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
