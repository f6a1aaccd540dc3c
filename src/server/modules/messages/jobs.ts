import type { FastifyInstance } from 'fastify';
import { notifyUnreadMessage } from './message-notifications';

/** The e-mail about a message its recipient has not read (enqueued by sendMessage). */
export async function registerMessageJobs(app: FastifyInstance): Promise<void> {
  await app.jobs.work('notify.message', (data) =>
    notifyUnreadMessage(
      { db: app.db, config: app.config, send: (mail) => app.mailer.send(mail) },
      data,
    ),
  );
}
