import { readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import type { Http2SecureServer } from 'node:http2';
import Fastify, {
  type FastifyHttp2SecureOptions,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import type { Config } from './config';

/** The server options that do not depend on the protocol (app.ts). */
export type CommonServerOptions = Omit<FastifyServerOptions, 'genReqId'> & {
  genReqId(request: { headers: IncomingHttpHeaders }): string;
};

/** Node's timeouts of HTTP/1.1 connections (see Config.httpTimeouts). */
export interface Http1Timeouts {
  headersTimeout: number;
  requestTimeout: number;
  connectionsCheckingInterval: number;
}

function readPem(file: string, what: string): Buffer {
  try {
    return readFileSync(file);
  } catch (error) {
    throw new Error(`Cannot read the TLS ${what} file ${file}: ${(error as Error).message}`);
  }
}

/**
 * The app over HTTPS: HTTP/2 to the clients that offer it in the TLS handshake (ALPN), HTTP/1.1 to
 * the others (health checks, scripts) on the same port. HTTP/2 carries a page's many script files
 * over one connection, where HTTP/1.1 queues them six at a time behind a round trip each.
 *
 * Fastify types an HTTP/2 instance apart from the HTTP/1.1 one, but its request and reply are the
 * same objects over Node's compatibility API (Http2ServerRequest and Http2ServerResponse); the
 * app's plugins and routes use nothing else, and plugins/shutdown closes HTTP/2 sessions itself.
 */
export function createTlsServer(
  options: CommonServerOptions,
  files: NonNullable<Config['tls']>,
  http1: Http1Timeouts,
): FastifyInstance {
  const secureOptions = {
    ...options,
    http2: true,
    https: {
      allowHTTP1: true,
      cert: readPem(files.certFile, 'certificate'),
      key: readPem(files.keyFile, 'key'),
    },
  } as FastifyHttp2SecureOptions<Http2SecureServer>;
  const app = Fastify(secureOptions);
  // Node times the HTTP/1.1 connections of an HTTP/2 server with these fields (60 s for headers,
  // 5 min for a request by default); ours are the plain server's. The checking interval is read
  // when the server starts listening.
  Object.assign(app.server as Http2SecureServer & Http1Timeouts, http1);
  return app as unknown as FastifyInstance;
}
