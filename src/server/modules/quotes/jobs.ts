import type { FastifyInstance } from 'fastify';
import { expireLeads } from './lead-service';

/** Every 5 minutes, once across all nodes, offers past their 24 hours go to the next matches. */
export async function registerQuoteJobs(app: FastifyInstance): Promise<void> {
  await app.jobs.work('leads.expire', async () => {
    const expired = await expireLeads({ db: app.db, jobs: app.jobs, config: app.config });
    if (expired > 0) app.log.info({ expired }, 'lead offers expired');
  });
  await app.jobs.schedule('leads.expire', '*/5 * * * *', {});
}
