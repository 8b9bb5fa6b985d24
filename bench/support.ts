import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import https from 'node:https';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestCertificate } from '../e2e/support/tls';

export const root = resolve(import.meta.dirname, '..');
/** The built server; BENCH_SERVER_ENTRY runs another build (a copy of an earlier one, for before/after pairs). */
export const serverEntry = resolve(
  root,
  process.env.BENCH_SERVER_ENTRY || 'apps/server/dist/main.js',
);
/** Extra Node.js options for the server (BENCH_NODE_OPTIONS, e.g. --cpu-prof --cpu-prof-dir=/tmp/p). */
const serverNodeArgs = (process.env.BENCH_NODE_OPTIONS ?? '').split(' ').filter(Boolean);

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
  /** Over TLS: the server's self-signed certificate, which callApi trusts. */
  ca?: string;
  /** Milliseconds from spawn until /api/health answered 200. */
  readyAfterMs: number;
  stop(): Promise<void>;
}

interface Answer {
  status: number;
  body: string;
}

/** One request over Node's HTTP or HTTPS client; `ca`: a certificate to trust. */
function request(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; ca?: string } = {},
): Promise<Answer> {
  const client = url.startsWith('https:') ? https : http;
  return new Promise((done, fail) => {
    const req = client.request(
      url,
      { method: init.method ?? 'GET', headers: init.headers, ca: init.ca, agent: false },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => done({ status: res.statusCode ?? 0, body }));
        res.on('error', fail);
      },
    );
    req.on('error', fail);
    req.end(init.body);
  });
}

/**
 * Starts the built server and waits until /api/health answers 200. With `tls` it speaks HTTPS
 * (HTTP/2) on localhost with that certificate, as a deployed portal does.
 */
export async function startServer(
  dataDir: string,
  port: number,
  env: Record<string, string> = {},
  tls?: TestCertificate,
): Promise<RunningServer> {
  const started = performance.now();
  const child = spawn(process.execPath, [...serverNodeArgs, serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // One server process unless a bench asks for more (bench/workers.ts): on PostgreSQL the
      // default would be one per core.
      WORKERS: '1',
      ...(tls ? { TLS_CERT_FILE: tls.certFile, TLS_KEY_FILE: tls.keyFile } : {}),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = tls ? `https://localhost:${port}` : `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await request(`${baseUrl}/api/health`, { ca: tls?.cert });
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
    ca: tls?.cert,
    readyAfterMs,
    stop: () =>
      new Promise((done) => {
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Calls the API with a bearer token: a GET, or a POST with a JSON body; answers the JSON or throws.
 * `ca`: the certificate of a server over TLS (RunningServer.ca).
 */
export async function callApi<T>(
  baseUrl: string,
  token: string,
  path: string,
  body?: object,
  ca?: string,
): Promise<T> {
  const response = await request(`${baseUrl}/api${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    ca,
  });
  if (response.status < 200 || response.status >= 300) {
    throw new Error(`${path}: ${response.status} ${response.body}`);
  }
  return JSON.parse(response.body) as T;
}
