import os from 'node:os';
import path from 'node:path';
import { PUBLIC_APPROVAL_RATE_LIMIT } from '@procounter/shared/contracts/quote-approval';
import { z } from 'zod';
import { DEFAULT_WEB_DIST_DIR } from './paths';

// The one reader of process.env: everything else receives a parsed Config.

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const seconds = z.coerce.number().int().positive();
const perMinute = z.coerce.number().int().positive();
const milliseconds = z.coerce.number().int().positive();

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z.url().optional(),
  SEED_DEMO: booleanFromEnv.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ACCESS_TOKEN_TTL_SECONDS: seconds.default(900),
  CONTENT_TOKEN_TTL_SECONDS: seconds.default(3600),
  REFRESH_TOKEN_TTL_SECONDS: seconds.default(43200),
  REFRESH_FAMILY_MAX_SECONDS: seconds.default(43200),
  AUTH_CACHE_TTL_SECONDS: z.coerce.number().min(0).max(60).default(5),
  JWT_SECRET: z.string().min(32).optional(),
  LOGIN_RATE_LIMIT_PER_MINUTE: perMinute.default(20),
  REFRESH_RATE_LIMIT_PER_MINUTE: perMinute.default(60),
  SUPPORT_QUESTION_RATE_LIMIT_PER_MINUTE: perMinute.default(5),
  APP_PROFILE: z.enum(['production', 'local-test']).default('production'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  INIT_CWD: z.string().optional(),
  PLATE_TO_VIN_ENABLED: booleanFromEnv.default(true),
  PLATE_TO_VIN_URL: z.url({ protocol: /^https?$/ }).optional(),
  PLATE_TO_VIN_TIMEOUT_MS: z.coerce.number().int().positive().default(3000),
  HTTP_HEADERS_TIMEOUT_MS: milliseconds.default(10_000),
  HTTP_REQUEST_TIMEOUT_MS: milliseconds.default(60_000),
  HTTP_CONNECTION_TIMEOUT_MS: milliseconds.default(60_000),
  SHUTDOWN_NOTICE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  TLS_CERT_FILE: z.string().min(1).optional(),
  TLS_KEY_FILE: z.string().min(1).optional(),
  TEST_FACTORIES: booleanFromEnv.default(false),
  VERIFY_SERIALIZERS: booleanFromEnv.default(false),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  PUBLIC_APPROVAL_RATE_LIMIT_PER_TOKEN: perMinute.optional(),
  PUBLIC_APPROVAL_RATE_LIMIT_PER_ADDRESS: perMinute.optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).max(200).default('ProCounter <no-reply@procounter.example>'),
  PASSWORD_RESET_RATE_LIMIT_PER_MINUTE: perMinute.default(5),
  CHAT_SUPPORT_HOURS: z.enum(['open', 'closed']).optional(),
  WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{1,64}$/)
    .default('procounter:'),
});

export interface Config {
  port: number;
  host: string;
  /** Where the embedded database lives when DATABASE_URL is unset. */
  dataDir: string;
  databaseUrl: string | undefined;
  seedDemo: boolean;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  accessTokenTtlSeconds: number;
  /** Lifetime of a Help Center content token (GET /api/current/dotcms?withToken=true). */
  contentTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** A login's refresh tokens live at most this long in all, however often they rotate. */
  refreshFamilyMaxSeconds: number;
  /**
   * How long a process reuses an authenticated (user, login) it read from the database; 0 reads it
   * on every request. Changes made through any process take effect at once (each forget travels on
   * the bus, lib/auth-cache.ts); this bounds only what the bus could not carry, and manual SQL.
   */
  authCacheTtlSeconds: number;
  /** When unset, a random secret is generated once and kept in the database (app_secrets). */
  jwtSecret: string | undefined;
  loginRateLimitPerMinute: number;
  refreshRateLimitPerMinute: number;
  /** Help Center questions one client address may send per minute (visitors included). */
  supportQuestionRateLimitPerMinute: number;
  appProfile: 'production' | 'local-test';
  webDistDir: string;
  /** Off: every plate lookup answers serviceDown. */
  plateToVinEnabled: boolean;
  /** A real plate-to-VIN provider; unset, plates are looked up in the plate_registrations table. */
  plateToVinUrl: string | undefined;
  /** How long a plate lookup may take before it answers serviceDown. */
  plateToVinTimeoutMs: number;
  /**
   * How long the server waits for what a client owes it; past it the connection is closed, so slow
   * or stalled clients cannot hold sockets and memory (or a shutdown) for ever. headersTimeoutMs:
   * from a request's first byte to the end of its headers (at most requestTimeoutMs).
   * requestTimeoutMs: to the end of its body. connectionTimeoutMs: a connection on which nothing
   * moves either way, e.g. a client that stopped reading its answer.
   */
  httpTimeouts: { headersTimeoutMs: number; requestTimeoutMs: number; connectionTimeoutMs: number };
  /**
   * On SIGTERM, how long the server goes on accepting connections, answering every new request
   * 503 SHUTTING_DOWN (health included), before it stops listening: time for a load balancer to
   * stop sending it traffic (set it above the health check's interval times its threshold).
   */
  shutdownNoticeMs: number;
  /**
   * PEM files of the server's certificate (its chain after it) and private key. Given, the server
   * speaks HTTPS: HTTP/2 to clients that offer it (every browser), HTTP/1.1 to the others. Unset, it
   * speaks plain HTTP/1.1, for a proxy in front that terminates TLS.
   */
  tls: { certFile: string; keyFile: string } | undefined;
  /**
   * The seed factories over HTTP (modules/test-factories), for the end-to-end suite's servers:
   * anyone who reaches a server with it on can make users, so nothing deployed turns it on.
   */
  testFactories: boolean;
  /**
   * Every answer also serialized by zod, and a difference from the compiled serializer's an error
   * (lib/fast-serializer.ts): on in the test suites, which thereby hold the two to one output.
   */
  verifySerializers: boolean;
  /**
   * The origin (and optional path) customers reach the server at, for the absolute addresses the
   * server hands out (a quote's approval link). Default: the server's own origin on this machine
   * (http or https by TLS, localhost, PORT), for development and tests; never the Host header.
   */
  publicUrl: string;
  /**
   * Requests per minute the public approval page's calls take, per link token and per client
   * address (default the contract's PUBLIC_APPROVAL_RATE_LIMIT).
   */
  publicApprovalRateLimit: { perToken: number; perAddress: number };
  /**
   * Mail (modules/mail): delivered through this SMTP server (smtp:// or smtps://, with user and
   * password in it) when set; unset, messages wait in the outbox, readable on support's Outbox page.
   */
  smtpUrl: string | undefined;
  /** The sender of every message. */
  mailFrom: string;
  /** "Forgot password?" requests per minute and client address. */
  passwordResetRateLimitPerMinute: number;
  /**
   * Tests only (honoured with TEST_FACTORIES): the chat's support hours fixed open or closed, so a
   * spec does not depend on the wall clock; undefined, the rule of domain/support-hours.ts.
   */
  chatSupportHours: 'open' | 'closed' | undefined;
  /**
   * Server processes listening on the port (main.ts, node's cluster): default 1 on the embedded
   * database, which one process owns by nature (more is refused), the machine's core count on
   * PostgreSQL. 1 is the plain single process, no cluster primary.
   */
  workers: number;
  /**
   * Redis (redis:// or rediss://): rate limits are counted there, shared by every process; unset,
   * each process counts its own in memory (the embedded default).
   */
  redisUrl: string | undefined;
  /** Prepended to every Redis key, so several installations (or test runs) share one Redis. */
  redisKeyPrefix: string;
}

/**
 * `cores` is the default WORKERS on PostgreSQL (the machine's, os.availableParallelism()).
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  cores: number = os.availableParallelism(),
): Config {
  // Empty strings count as unset, as a shell `VAR=` usually means.
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  if (e.HTTP_HEADERS_TIMEOUT_MS > e.HTTP_REQUEST_TIMEOUT_MS) {
    // Node refuses a headers timeout longer than the whole request's.
    throw new Error(
      'Invalid configuration: HTTP_HEADERS_TIMEOUT_MS must not exceed HTTP_REQUEST_TIMEOUT_MS',
    );
  }
  if ((e.TLS_CERT_FILE === undefined) !== (e.TLS_KEY_FILE === undefined)) {
    throw new Error('Invalid configuration: TLS_CERT_FILE and TLS_KEY_FILE go together');
  }
  if (e.DATABASE_URL === undefined && e.WORKERS !== undefined && e.WORKERS > 1) {
    // PGlite is a database inside the process: a second process cannot open it.
    throw new Error(
      'Invalid configuration: WORKERS above 1 needs PostgreSQL (DATABASE_URL); the embedded database runs in one process',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR ?? path.join(e.INIT_CWD ?? process.cwd(), 'data')),
    databaseUrl: e.DATABASE_URL,
    // Demo data is the default for the embedded database only; a real PostgreSQL opts in.
    seedDemo: e.SEED_DEMO ?? e.DATABASE_URL === undefined,
    logLevel: e.LOG_LEVEL,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    contentTokenTtlSeconds: e.CONTENT_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
    refreshFamilyMaxSeconds: e.REFRESH_FAMILY_MAX_SECONDS,
    authCacheTtlSeconds: e.AUTH_CACHE_TTL_SECONDS,
    jwtSecret: e.JWT_SECRET,
    loginRateLimitPerMinute: e.LOGIN_RATE_LIMIT_PER_MINUTE,
    refreshRateLimitPerMinute: e.REFRESH_RATE_LIMIT_PER_MINUTE,
    supportQuestionRateLimitPerMinute: e.SUPPORT_QUESTION_RATE_LIMIT_PER_MINUTE,
    appProfile: e.APP_PROFILE,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? DEFAULT_WEB_DIST_DIR),
    plateToVinEnabled: e.PLATE_TO_VIN_ENABLED,
    plateToVinUrl: e.PLATE_TO_VIN_URL,
    plateToVinTimeoutMs: e.PLATE_TO_VIN_TIMEOUT_MS,
    httpTimeouts: {
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      connectionTimeoutMs: e.HTTP_CONNECTION_TIMEOUT_MS,
    },
    shutdownNoticeMs: e.SHUTDOWN_NOTICE_MS,
    tls:
      e.TLS_CERT_FILE && e.TLS_KEY_FILE
        ? { certFile: path.resolve(e.TLS_CERT_FILE), keyFile: path.resolve(e.TLS_KEY_FILE) }
        : undefined,
    testFactories: e.TEST_FACTORIES,
    verifySerializers: e.VERIFY_SERIALIZERS,
    publicUrl: (
      e.PUBLIC_URL ?? `${e.TLS_CERT_FILE ? 'https' : 'http'}://localhost:${e.PORT}`
    ).replace(/\/+$/, ''),
    publicApprovalRateLimit: {
      perToken: e.PUBLIC_APPROVAL_RATE_LIMIT_PER_TOKEN ?? PUBLIC_APPROVAL_RATE_LIMIT.perToken,
      perAddress: e.PUBLIC_APPROVAL_RATE_LIMIT_PER_ADDRESS ?? PUBLIC_APPROVAL_RATE_LIMIT.perAddress,
    },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    passwordResetRateLimitPerMinute: e.PASSWORD_RESET_RATE_LIMIT_PER_MINUTE,
    chatSupportHours: e.TEST_FACTORIES ? e.CHAT_SUPPORT_HOURS : undefined,
    workers: e.WORKERS ?? (e.DATABASE_URL === undefined ? 1 : Math.max(1, cores)),
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
  };
}
