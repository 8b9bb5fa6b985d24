import fastifyRateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/**
 * Rate limits are per route (login, refresh), keyed by client address, counted in this process.
 * Several processes would share a Redis store (DESIGN.md section 6).
 */
export const rateLimitPlugin = fp(
  async (app) => {
    await app.register(fastifyRateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        new AppError(429, 'RATE_LIMITED', `Too many requests; try again in ${context.after}`),
    });
  },
  { name: 'rate-limit' },
);
