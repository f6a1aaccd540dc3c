import type { FastifyInstance } from 'fastify';
import { pruneOldNotifications } from './notification-repository';

/** Every day, once across all nodes, notifications past their retention are deleted. */
export async function registerNotificationJobs(app: FastifyInstance): Promise<void> {
  await app.jobs.work('notifications.prune', async () => {
    const deleted = await pruneOldNotifications(app.db);
    app.log.info({ deleted }, 'old notifications pruned');
  });
  await app.jobs.schedule('notifications.prune', '53 3 * * *', {});
}
