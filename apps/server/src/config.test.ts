import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { DEFAULT_WEB_DIST_DIR } from './paths';

describe('loadConfig', () => {
  it('applies the defaults of an empty environment (embedded database, demo data)', () => {
    const config = loadConfig({ INIT_CWD: '/srv/procounter' });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('/srv/procounter/data'),
      databaseUrl: undefined,
      seedDemo: true,
      logLevel: 'info',
      accessTokenTtlSeconds: 900,
      contentTokenTtlSeconds: 3600,
      refreshTokenTtlSeconds: 43200,
      refreshFamilyMaxSeconds: 43200,
      authCacheTtlSeconds: 5,
      jwtSecret: undefined,
      loginRateLimitPerMinute: 20,
      refreshRateLimitPerMinute: 60,
      supportQuestionRateLimitPerMinute: 5,
      appProfile: 'production',
      webDistDir: DEFAULT_WEB_DIST_DIR,
      plateToVinEnabled: true,
      plateToVinUrl: undefined,
      plateToVinTimeoutMs: 3000,
      httpTimeouts: {
        headersTimeoutMs: 10_000,
        requestTimeoutMs: 60_000,
        connectionTimeoutMs: 60_000,
      },
      tls: undefined,
    });
    expect(DEFAULT_WEB_DIST_DIR.endsWith(path.join('apps', 'web', 'dist'))).toBe(true);
  });

  it('does not seed demo data into PostgreSQL unless asked', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/procounter';
    expect(loadConfig({ DATABASE_URL: url }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: url, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('reads numbers and treats empty values as unset', () => {
    const config = loadConfig({ PORT: '8080', ACCESS_TOKEN_TTL_SECONDS: '60', DATABASE_URL: '' });
    expect(config.port).toBe(8080);
    expect(config.accessTokenTtlSeconds).toBe(60);
    expect(config.databaseUrl).toBeUndefined();
  });

  it('refuses invalid values with a message naming them', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ APP_PROFILE: 'staging' })).toThrow(/APP_PROFILE/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });

  it('reads the authentication cache TTL: 0 turns it off, more than a minute is refused', () => {
    expect(loadConfig({ AUTH_CACHE_TTL_SECONDS: '0' }).authCacheTtlSeconds).toBe(0);
    expect(loadConfig({ AUTH_CACHE_TTL_SECONDS: '2.5' }).authCacheTtlSeconds).toBe(2.5);
    expect(() => loadConfig({ AUTH_CACHE_TTL_SECONDS: '-1' })).toThrow(/AUTH_CACHE_TTL_SECONDS/);
    expect(() => loadConfig({ AUTH_CACHE_TTL_SECONDS: '61' })).toThrow(/AUTH_CACHE_TTL_SECONDS/);
  });

  it('reads the plate-to-VIN settings', () => {
    const config = loadConfig({
      PLATE_TO_VIN_ENABLED: 'false',
      PLATE_TO_VIN_URL: 'https://plates.example/lookup',
      PLATE_TO_VIN_TIMEOUT_MS: '1500',
    });
    expect(config).toMatchObject({
      plateToVinEnabled: false,
      plateToVinUrl: 'https://plates.example/lookup',
      plateToVinTimeoutMs: 1500,
    });
    expect(() => loadConfig({ PLATE_TO_VIN_URL: 'ftp://plates.example' })).toThrow(
      /PLATE_TO_VIN_URL/,
    );
    expect(() => loadConfig({ PLATE_TO_VIN_TIMEOUT_MS: '0' })).toThrow(/PLATE_TO_VIN_TIMEOUT_MS/);
  });

  it('reads the HTTP timeouts; headers may not take longer than the whole request', () => {
    const config = loadConfig({
      HTTP_HEADERS_TIMEOUT_MS: '500',
      HTTP_REQUEST_TIMEOUT_MS: '1500',
      HTTP_CONNECTION_TIMEOUT_MS: '2000',
    });
    expect(config.httpTimeouts).toEqual({
      headersTimeoutMs: 500,
      requestTimeoutMs: 1500,
      connectionTimeoutMs: 2000,
    });
    expect(() => loadConfig({ HTTP_CONNECTION_TIMEOUT_MS: '0' })).toThrow(
      /HTTP_CONNECTION_TIMEOUT_MS/,
    );
    expect(() =>
      loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '2000', HTTP_REQUEST_TIMEOUT_MS: '1000' }),
    ).toThrow(/HTTP_HEADERS_TIMEOUT_MS/);
  });

  it('reads the shutdown notice: 0 stops listening at once', () => {
    expect(loadConfig({ SHUTDOWN_NOTICE_MS: '0' }).shutdownNoticeMs).toBe(0);
    expect(loadConfig({ SHUTDOWN_NOTICE_MS: '15000' }).shutdownNoticeMs).toBe(15_000);
    expect(() => loadConfig({ SHUTDOWN_NOTICE_MS: '-1' })).toThrow(/SHUTDOWN_NOTICE_MS/);
  });

  it('reads the TLS certificate and key files, which go together', () => {
    expect(
      loadConfig({ INIT_CWD: '/srv', TLS_CERT_FILE: '/etc/tls/cert.pem', TLS_KEY_FILE: 'key.pem' })
        .tls,
    ).toEqual({ certFile: path.resolve('/etc/tls/cert.pem'), keyFile: path.resolve('key.pem') });
    expect(() => loadConfig({ TLS_CERT_FILE: '/etc/tls/cert.pem' })).toThrow(
      /TLS_CERT_FILE and TLS_KEY_FILE/,
    );
    expect(() => loadConfig({ TLS_KEY_FILE: '/etc/tls/key.pem' })).toThrow(
      /TLS_CERT_FILE and TLS_KEY_FILE/,
    );
  });

  it("fixes the chat's support hours only on a server with the test factories", () => {
    expect(loadConfig({}).chatSupportHours).toBeUndefined();
    expect(loadConfig({ CHAT_SUPPORT_HOURS: 'open' }).chatSupportHours).toBeUndefined();
    expect(
      loadConfig({ CHAT_SUPPORT_HOURS: 'closed', TEST_FACTORIES: 'true' }).chatSupportHours,
    ).toBe('closed');
    expect(() => loadConfig({ CHAT_SUPPORT_HOURS: 'always' })).toThrow(/CHAT_SUPPORT_HOURS/);
  });

  it('runs one process on the embedded database and one per core on PostgreSQL, unless WORKERS says', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/procounter';
    expect(loadConfig({}, 8).workers).toBe(1);
    expect(loadConfig({ WORKERS: '1' }, 8).workers).toBe(1);
    expect(loadConfig({ DATABASE_URL: url }, 8).workers).toBe(8);
    expect(loadConfig({ DATABASE_URL: url, WORKERS: '3' }, 8).workers).toBe(3);
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(/WORKERS above 1 needs PostgreSQL/);
    expect(() => loadConfig({ DATABASE_URL: url, WORKERS: '0' })).toThrow(/WORKERS/);
  });

  it('reads REDIS_URL (redis:// or rediss:// only) and its key prefix', () => {
    expect(loadConfig({})).toMatchObject({ redisUrl: undefined, redisKeyPrefix: 'procounter:' });
    expect(
      loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379', REDIS_KEY_PREFIX: 'shop-a:' }),
    ).toMatchObject({ redisUrl: 'redis://127.0.0.1:6379', redisKeyPrefix: 'shop-a:' });
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ REDIS_KEY_PREFIX: 'a b' })).toThrow(/REDIS_KEY_PREFIX/);
  });
});
