import type { FastifyInstance } from 'fastify';
import { hasCostGuides } from './cost-guide-repository';
import { recomputeCostGuides } from './recompute';

/**
 * Every day, once across all nodes, the cost guides are recomputed. A node starting on a database
 * without any (a fresh install, a new demo) asks for a run at once, so the guides do not wait a day.
 */
export async function registerCostGuideJobs(app: FastifyInstance): Promise<void> {
  await app.jobs.work('cost-guides.recompute', async () => {
    const result = await recomputeCostGuides(app.db);
    app.log.info(result, 'cost guides recomputed');
  });
  await app.jobs.schedule('cost-guides.recompute', '41 4 * * *', {});
  // Nodes starting together may each ask: the runs take turns (recompute.ts) and write the same.
  if (!(await hasCostGuides(app.db))) await app.jobs.enqueue('cost-guides.recompute', {});
}
