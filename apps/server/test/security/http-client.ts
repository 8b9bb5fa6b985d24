import net, { type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** What a caller sees of an answer. */
export interface HttpAnswer {
  status: number;
  headers: Headers;
  text: string;
  /** The body parsed as JSON; undefined when it is not JSON. */
  body: unknown;
}

export interface HttpRequest {
  method: string;
  /** The path with its query string, e.g. /api/current/user?x=1. */
  path: string;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string | null;
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  /** Sent as multipart/form-data with one file field (and the text fields of `fields`). */
  file?: { field: string; name: string; content: string | Uint8Array<ArrayBuffer>; type?: string };
  /** Text fields sent before the file in the multipart body. */
  fields?: Record<string, string>;
  /** Sent as it is, with whatever content type `headers` says. */
  raw?: string;
  headers?: Record<string, string>;
}

/** Starts the app on a free port of 127.0.0.1 and answers its base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A path with a query string made of the given values (undefined values left out). */
export function withQuery(
  path: string,
  query: Record<string, string | number | boolean | undefined> = {},
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** Sends requests to the server at baseUrl with Node's fetch, as a browser or script would. */
export function httpClient(baseUrl: string) {
  return async function send(request: HttpRequest): Promise<HttpAnswer> {
    const headers = new Headers(request.headers);
    if (request.token) headers.set('authorization', `Bearer ${request.token}`);
    let body: BodyInit | undefined;
    if (request.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(request.json);
    } else if (request.form) {
      body = new URLSearchParams(request.form);
    } else if (request.file) {
      const form = new FormData();
      for (const [name, value] of Object.entries(request.fields ?? {})) form.append(name, value);
      form.append(
        request.file.field,
        new Blob([request.file.content], { type: request.file.type ?? 'text/csv' }),
        request.file.name,
      );
      body = form;
    } else if (request.raw !== undefined) {
      body = request.raw;
    }
    const response = await fetch(`${baseUrl}${request.path}`, {
      method: request.method,
      headers,
      body,
      redirect: 'manual',
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, body: parseJson(text) };
  };
}

export type HttpSend = ReturnType<typeof httpClient>;

/** An answer read off the socket: status, headers (lower-case names) and body. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  text: string;
}

export interface RawRequest {
  method: string;
  /** The request target exactly as sent (no normalising, no encoding). */
  target: string;
  headers?: [string, string][];
  body?: string | Buffer;
  /** Leave Content-Length out (the headers carry the framing themselves). */
  noContentLength?: boolean;
}

function decodeChunked(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < body.length) {
    const lineEnd = body.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = Number.parseInt(body.subarray(at, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/**
 * Sends one request over a plain TCP socket, byte for byte: header values, request targets and
 * framing that fetch and node:http refuse or normalise. Answers null when the server closed the
 * connection without answering.
 */
export function sendRaw(baseUrl: string, request: RawRequest): Promise<RawAnswer | null> {
  const url = new URL(baseUrl);
  const body =
    request.body === undefined
      ? Buffer.alloc(0)
      : Buffer.isBuffer(request.body)
        ? request.body
        : Buffer.from(request.body, 'utf8');
  const headers: [string, string][] = [
    ['Host', url.host],
    ['Connection', 'close'],
    ...(request.headers ?? []),
  ];
  if (!request.noContentLength && (body.length > 0 || request.method !== 'GET')) {
    headers.push(['Content-Length', String(body.length)]);
  }
  const head = `${request.method} ${request.target} HTTP/1.1\r\n${headers
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname);
    const chunks: Buffer[] = [];
    socket.setTimeout(15_000, () => socket.destroy(new Error(`no answer to ${request.target}`)));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The server may close (or reset) once it has answered a request it refuses mid-body.
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') socket.destroy();
      else reject(error);
    });
    socket.on('close', () => {
      const data = Buffer.concat(chunks);
      const split = data.indexOf('\r\n\r\n');
      if (split < 0) return resolve(null);
      const [statusLine = '', ...lines] = data.subarray(0, split).toString('latin1').split('\r\n');
      const status = Number(statusLine.split(' ')[1]);
      const answerHeaders: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        answerHeaders[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const rest = data.subarray(split + 4);
      const answerBody = answerHeaders['transfer-encoding']?.includes('chunked')
        ? decodeChunked(rest)
        : rest;
      resolve({ status, headers: answerHeaders, text: answerBody.toString('utf8') });
    });
    socket.write(Buffer.concat([Buffer.from(head, 'latin1'), body]));
  });
}
