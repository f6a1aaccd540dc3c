import type { FastifyInstance } from 'fastify';
import { recomputeTopPro } from './top-pro-repository';

/** Every day, once across all nodes, Top Pro is recomputed for every business. */
export async function registerReputationJobs(app: FastifyInstance): Promise<void> {
  await app.jobs.work('reputation.top-pro', async () => {
    const changed = await recomputeTopPro(app.db);
    app.log.info(changed, 'top pro recomputed');
  });
  await app.jobs.schedule('reputation.top-pro', '23 4 * * *', {});
}
