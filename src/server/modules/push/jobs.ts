import type { FastifyInstance } from 'fastify';
import { deliverPush, PausedEndpoints } from './delivery';

/**
 * Pushes delivered at once by a node: each holds its worker slot for the push deadline at most, so
 * one account's devices that never answer take one slot, and the others' pushes go on.
 */
const PUSHES_AT_ONCE = 20;

/** The push each notification enqueues (when push is on) goes out through this worker. */
export async function registerPushJobs(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db, config: app.config, log: app.log, paused: new PausedEndpoints() };
  await app.jobs.work('deliver.push', ({ notificationId }) => deliverPush(deps, notificationId), {
    concurrency: PUSHES_AT_ONCE,
  });
}
