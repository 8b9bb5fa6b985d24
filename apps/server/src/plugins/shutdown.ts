import type { Http2SecureServer, Http2Session } from 'node:http2';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';

/**
 * How long app.close() lets running requests finish, once it has stopped listening, before it
 * cuts the connections still open (a client still sending a body, a handler stuck on a
 * dependency). main.ts's close-with-grace delay leaves room after it to close the database.
 */
export const SHUTDOWN_DRAIN_MS = 8000;

/**
 * A graceful close, in three steps:
 * 1. Notice (`noticeMs`, when listening): the server still accepts connections, but every request
 *    that arrives answers 503 SHUTTING_DOWN with Retry-After, /api/health included, so load
 *    balancers and clients move away; a client sent away gets an answer, not a reset. Requests
 *    already running go on.
 * 2. Drain: it stops listening (new connections are refused) and waits for the running requests;
 *    those still running after SHUTDOWN_DRAIN_MS have their connections cut.
 * 3. Then the onClose hooks run (main.ts closes the database there).
 * From the first step every HTTP/1.1 answer carries `Connection: close`: a keep-alive connection
 * whose request was running would otherwise stay open after its answer, and Node's server.close()
 * would wait for it until the keep-alive timeout, past close-with-grace's delay. HTTP/2 has no such
 * header (over TLS, tls.ts): when the drain starts each session is closed gracefully (a GOAWAY: its
 * running streams finish, no new one starts), since a browser keeps its session open and
 * server.close() would wait for it; the cut destroys the TLS sockets still open.
 */
export const shutdownPlugin = fp<{ noticeMs: number; drainMs?: number }>(
  async (app, { noticeMs, drainMs = SHUTDOWN_DRAIN_MS }) => {
    let closing = false;
    let cutTimer: NodeJS.Timeout | undefined;
    // Node's HTTP/2 server (tls.ts) has no closeAllConnections: its sockets and sessions are kept.
    const sessions = new Set<Http2Session>();
    const sockets = new Set<Socket>();
    const plainHttp = typeof app.server.closeAllConnections === 'function';
    if (!plainHttp) {
      const server = app.server as unknown as Http2SecureServer;
      server.on('secureConnection', (socket: Socket) => {
        sockets.add(socket);
        socket.once('close', () => sockets.delete(socket));
      });
      server.on('session', (session: Http2Session) => {
        sessions.add(session);
        session.once('close', () => sessions.delete(session));
      });
    }
    const cut = () => {
      if (plainHttp) return app.server.closeAllConnections();
      for (const socket of sockets) socket.destroy();
    };

    app.addHook('preClose', async () => {
      closing = true;
      // Fastify stops listening when the preClose hooks are done.
      if (app.server.listening && noticeMs > 0) {
        await new Promise((resolve) => setTimeout(resolve, noticeMs));
      }
      for (const session of sessions) session.close();
      cutTimer = setTimeout(cut, drainMs);
      cutTimer.unref();
    });
    app.addHook('onClose', async () => clearTimeout(cutTimer));

    app.addHook('onRequest', async (_request, reply) => {
      if (!closing) return;
      reply.header('retry-after', '5');
      return reply.status(503).send({
        code: 'SHUTTING_DOWN',
        message: 'The server is shutting down; please try again',
      });
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if (closing && request.raw.httpVersionMajor === 1) reply.header('connection', 'close');
      return payload;
    });
  },
  { name: 'shutdown' },
);
