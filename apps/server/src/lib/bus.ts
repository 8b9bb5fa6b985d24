import { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import type pg from 'pg';

// A small publish/subscribe bus between the server's processes (decisions/039): what one process
// changes, every process hears, so per-process state (open chat sockets today, the auth cache in
// issue 26) stays exact. On PostgreSQL it is LISTEN/NOTIFY; on embedded PGlite, which one process
// owns by nature, an in-process emitter. Messages are small JSON values (NOTIFY carries at most
// 8000 bytes): publish ids and let subscribers read rows.

export type BusHandler = (message: unknown) => void;

export interface Bus {
  /** Delivers to every subscriber of the channel in every process, this one included. */
  publish(channel: string, message: unknown): Promise<void>;
  /** Resolves once the subscription is live; the function it answers ends it. */
  subscribe(channel: string, handler: BusHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface BusLog {
  warn(object: object, message: string): void;
}

const CHANNEL = /^[a-z][a-z0-9_]{0,62}$/;
/** NOTIFY's payload limit is 8000 bytes; stay under it with room for the channel. */
export const BUS_MAX_MESSAGE_BYTES = 7900;

function checkChannel(channel: string): void {
  if (!CHANNEL.test(channel)) throw new Error(`Bad bus channel name: ${channel}`);
}

function encode(message: unknown): string {
  const text = JSON.stringify(message);
  if (Buffer.byteLength(text) > BUS_MAX_MESSAGE_BYTES) {
    throw new Error(`Bus message over ${BUS_MAX_MESSAGE_BYTES} bytes`);
  }
  return text;
}

/** One process: an emitter (embedded PGlite, tests). */
export function createLocalBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(channel, message) {
      checkChannel(channel);
      const text = encode(message);
      // Asynchronous like NOTIFY, and each subscriber gets its own copy.
      queueMicrotask(() => emitter.emit(channel, text));
    },
    async subscribe(channel, handler) {
      checkChannel(channel);
      const listener = (text: string) => handler(JSON.parse(text));
      emitter.on(channel, listener);
      return async () => {
        emitter.off(channel, listener);
      };
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

const RECONNECT_MS = [100, 500, 1000, 2000, 5000];

/**
 * Several processes: LISTEN on one dedicated connection per process, NOTIFY through any. The
 * listening connection is opened again when it breaks (a restart of the database), and LISTENs
 * again on every channel; what was published while it was down is not replayed, so a subscriber
 * that must not miss anything reads its rows after a reconnect (chat clients ask for the messages
 * after their last seen id).
 */
export function createPostgresBus(connectionString: string, log: BusLog): Bus {
  const handlers = new Map<string, Set<BusHandler>>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;
  let attempt = 0;
  // node-postgres loads only for PostgreSQL (the embedded default's bus is createLocalBus).
  const { Client, Pool } = createRequire(import.meta.url)('pg') as typeof pg;
  const publisher = new Pool({ connectionString, max: 2, connectionTimeoutMillis: 5000 });
  publisher.on('error', (error) => log.warn({ err: error }, 'bus publisher connection lost'));

  function deliver(channel: string, payload: string | undefined) {
    const set = handlers.get(channel);
    if (!set || payload === undefined) return;
    const message = JSON.parse(payload);
    for (const handler of set) handler(message);
  }

  async function connect(): Promise<pg.Client> {
    if (client) return client;
    if (connecting) return connecting;
    connecting = (async () => {
      const next = new Client({ connectionString });
      next.on('notification', (n) => deliver(n.channel, n.payload));
      next.on('error', (error) => {
        log.warn({ err: error }, 'bus listener connection lost');
        if (client === next) client = undefined;
        next.end().catch(() => {});
        scheduleReconnect();
      });
      await next.connect();
      for (const channel of handlers.keys()) await next.query(`LISTEN "${channel}"`);
      client = next;
      attempt = 0;
      return next;
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }

  function scheduleReconnect() {
    if (closed) return;
    const delay = RECONNECT_MS[Math.min(attempt, RECONNECT_MS.length - 1)] ?? 5000;
    attempt += 1;
    setTimeout(() => {
      if (closed || client) return;
      connect().catch(() => scheduleReconnect());
    }, delay).unref();
  }

  return {
    async publish(channel, message) {
      checkChannel(channel);
      await publisher.query('select pg_notify($1, $2)', [channel, encode(message)]);
    },
    async subscribe(channel, handler) {
      checkChannel(channel);
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        const listener = await connect();
        await listener.query(`LISTEN "${channel}"`);
      }
      set.add(handler);
      return async () => {
        const current = handlers.get(channel);
        if (!current) return;
        current.delete(handler);
        if (current.size === 0) {
          handlers.delete(channel);
          await client?.query(`UNLISTEN "${channel}"`).catch(() => {});
        }
      };
    },
    async close() {
      closed = true;
      handlers.clear();
      await client?.end().catch(() => {});
      client = undefined;
      await publisher.end();
    },
  };
}

/** LISTEN/NOTIFY when DATABASE_URL is set, else the in-process emitter. */
export function createBus(databaseUrl: string | undefined, log: BusLog): Bus {
  return databaseUrl ? createPostgresBus(databaseUrl, log) : createLocalBus();
}
