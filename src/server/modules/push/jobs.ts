import type { FastifyInstance } from 'fastify';
import { deliverPush } from './delivery';

/** The push each notification enqueues (when push is on) goes out through this worker. */
export async function registerPushJobs(app: FastifyInstance): Promise<void> {
  await app.jobs.work('deliver.push', ({ notificationId }) =>
    deliverPush({ db: app.db, config: app.config, log: app.log }, notificationId),
  );
}
