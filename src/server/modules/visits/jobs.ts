import type { FastifyInstance } from 'fastify';
import { sendDueReminders } from './visit-reminders';

/** Every minute, once across all nodes: the visits' 24 h and 2 h reminders now due. */
export async function registerVisitJobs(app: FastifyInstance): Promise<void> {
  await app.jobs.work('visits.remind', async () => {
    const sent = await sendDueReminders(app);
    if (sent > 0) app.log.info({ sent }, 'visit reminders sent');
  });
  await app.jobs.schedule('visits.remind', '* * * * *', {});
}
