import type { FastifyInstance } from 'fastify';
import { anonymiseDeletedAccounts } from './account-anonymisation';

/** Every day, once across all nodes, accounts deleted 30 days ago are anonymised. */
export async function registerAccountJobs(app: FastifyInstance): Promise<void> {
  await app.jobs.work('maintenance.anonymise-deleted', async () => {
    const anonymised = await anonymiseDeletedAccounts(app.db);
    app.log.info({ anonymised }, 'deleted accounts anonymised');
  });
  await app.jobs.schedule('maintenance.anonymise-deleted', '41 3 * * *', {});
}
