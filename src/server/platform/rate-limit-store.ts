import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * A @fastify/rate-limit store in PostgreSQL, so limits hold across app nodes: one upsert per hit
 * counts within a fixed window and starts a new window once the old one has passed.
 */
export function postgresRateLimitStore(db: Executor) {
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      db.execute<{ count: number; ttl: number }>(
        sql`
        INSERT INTO rate_limits AS r (key, count, reset_at)
        VALUES (${this.prefix + key}, 1, now() + ${timeWindow} * interval '1 millisecond')
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.count + 1 END,
          reset_at = CASE WHEN r.reset_at <= now() THEN excluded.reset_at ELSE r.reset_at END
        RETURNING count, (extract(epoch FROM reset_at - now()) * 1000)::float8 AS ttl`,
      ).then(
        ({ rows }) =>
          callback(null, { current: rows[0]!.count, ttl: Math.max(0, Math.round(rows[0]!.ttl)) }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: {
      routeInfo?: { method: string; url: string };
      path?: string;
    }): FastifyRateLimitStore {
      const route = routeOptions.routeInfo
        ? `${routeOptions.routeInfo.method}${routeOptions.routeInfo.url}`
        : (routeOptions.path ?? '');
      return new PostgresRateLimitStore(undefined, `${this.prefix}${route}-`);
    }
  };
}

export async function deleteExpiredRateLimits(db: Executor): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE reset_at < now()`);
}
