import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors';
import { postgresRateLimitStore } from './rate-limit-store';

/** Rate limits are per route (`config.rateLimit`), counted in PostgreSQL so they hold across nodes. */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: postgresRateLimitStore(app.db),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      ...errorBody(`Too many attempts. Please try again in ${context.after}.`),
    }),
  });
}
