import fastifyRateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { AppError } from '../lib/app-error';

export interface RateLimitOptions {
  /** REDIS_URL: counted in Redis, shared by every process; unset, in this process's memory. */
  redisUrl: string | undefined;
  /** REDIS_KEY_PREFIX. */
  redisKeyPrefix: string;
}

/** A Redis that went away is reported at most this often (ioredis retries every few seconds). */
const REDIS_WARNING_EVERY_MS = 60_000;

/**
 * Rate limits are per route (login, refresh, password reset, support questions, tracking), keyed by
 * client address. With REDIS_URL every process counts in one Redis, so N processes allow what one
 * would (decisions/040); without it each counts its own, which is exact for the one process of the
 * embedded default. A Redis that does not answer lets requests through uncounted, with a warning in
 * the log: the login's own lockout (failed logins per name and address, in the database) still holds.
 */
export const rateLimitPlugin = fp<RateLimitOptions>(
  async (app, { redisUrl, redisKeyPrefix }) => {
    let redis: Redis | undefined;
    if (redisUrl) {
      // ioredis loads only with REDIS_URL. Short timeouts and one retry: a login must not wait on
      // a Redis that is gone.
      const { Redis: RedisClient } = await import('ioredis');
      redis = new RedisClient(redisUrl, {
        connectTimeout: 500,
        maxRetriesPerRequest: 1,
        lazyConnect: false,
      });
      let warnedAt = Number.NEGATIVE_INFINITY;
      redis.on('error', (error) => {
        if (performance.now() - warnedAt < REDIS_WARNING_EVERY_MS) return;
        warnedAt = performance.now();
        app.log.warn({ err: error }, 'rate limits: Redis does not answer; requests go uncounted');
      });
      const client = redis;
      app.addHook('onClose', async () => {
        await client.quit().catch(() => client.disconnect());
      });
    }
    await app.register(fastifyRateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: `${redisKeyPrefix}rate-limit:`, skipOnError: true } : {}),
      errorResponseBuilder: (_request, context) =>
        new AppError(429, 'RATE_LIMITED', `Too many requests; try again in ${context.after}`),
    });
  },
  { name: 'rate-limit' },
);
