import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { migrationsFolder } from '@/server/db/migrate';
import { isDatabaseUnavailable } from '@/server/db/unavailable';
import { RETRY_AFTER_SECONDS } from './errors';
import { access } from './openapi';

const READINESS_CHECKS = ['database', 'migrations', 'realtime'] as const;
type ReadinessCheck = (typeof READINESS_CHECKS)[number];

/** A probe storm (every balancer, every second) reaches the database once a second at most. */
const DATABASE_CHECK_CACHE_MS = 1000;
/** Longer than this, the database counts as unreachable (a host gone silent never refuses). */
const DATABASE_CHECK_TIMEOUT_MS = 1000;

/**
 * `/api/health`: liveness (no database, no session: what the framework and our hooks cost, for
 * load balancers and benchmarks). `/api/ready`: whether this node should get traffic.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        operationId: 'getHealth',
        summary: 'Check that the API is up',
        tags: ['platform'],
        security: access.anyone,
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  const databaseFailures = databaseCheck(app);
  app.get(
    '/api/ready',
    {
      schema: {
        operationId: 'getReadiness',
        summary: 'Check that this node can serve: database, migrations and realtime',
        description:
          'Ready when the database answers (checked at most once a second), every migration this build ships is applied, and the realtime listener is connected. Otherwise 503, naming the failing checks.',
        tags: ['platform'],
        security: access.anyone,
        response: {
          200: z.object({ status: z.literal('ready') }),
          503: z
            .object({
              status: z.literal('unavailable'),
              failing: z.array(z.enum(READINESS_CHECKS)),
            })
            .describe('Not ready: `failing` names the checks that failed.'),
        },
      },
    },
    async (_request, reply) => {
      const failing = await databaseFailures();
      if (!app.realtime.listening) failing.push('realtime');
      if (failing.length === 0) return { status: 'ready' as const };
      return reply
        .status(503)
        .header('Retry-After', String(RETRY_AFTER_SECONDS))
        .send({ status: 'unavailable' as const, failing });
    },
  );
};

/** The migrations this build ships, by the creation time drizzle records for each. */
function shippedMigrations(): number[] {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as { entries: Array<{ when: number }> };
  return journal.entries.map((entry) => entry.when);
}

/**
 * The database checks, cached: what failed of `database` (no answer in time) and `migrations`
 * (one this build ships is not in drizzle's table). Once all are applied the query is a bare
 * `SELECT 1` (migrations are never taken back).
 */
function databaseCheck(app: FastifyInstance): () => Promise<ReadinessCheck[]> {
  const shipped = shippedMigrations();
  let migrated = false;
  let cached: { at: number; failing: Promise<ReadinessCheck[]> } | undefined;

  async function check(): Promise<ReadinessCheck[]> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), DATABASE_CHECK_TIMEOUT_MS);
    });
    const query = migrated
      ? app.db.execute(sql`SELECT 1`).then(() => true)
      : app.db
          .execute<{ created_at: string }>(sql`SELECT created_at FROM drizzle.__drizzle_migrations`)
          .then(({ rows }) => {
            const applied = new Set(rows.map((row) => Number(row.created_at)));
            return shipped.every((when) => applied.has(when));
          });
    try {
      const outcome = await Promise.race([query, timeout]);
      if (outcome === 'timeout') return ['database'];
      migrated = outcome;
      return migrated ? [] : ['migrations'];
    } catch (error) {
      // Reachable, but no migrations table yet: nothing is migrated.
      return isDatabaseUnavailable(error) ? ['database'] : ['migrations'];
    } finally {
      clearTimeout(timer);
      query.catch(() => {}); // A late failure after the timeout is already answered.
    }
  }

  return async () => {
    const now = Date.now();
    if (!cached || now - cached.at >= DATABASE_CHECK_CACHE_MS) {
      cached = { at: now, failing: check() };
    }
    return [...(await cached.failing)];
  };
}
