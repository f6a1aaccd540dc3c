import type { FastifyInstance } from 'fastify';
import { hasCostGuides } from './cost-guide-repository';
import { recomputeCostGuides } from './recompute-repository';

/**
 * Every day, once across all nodes, the cost guides are recomputed. A node starting on a database
 * without any (a fresh install, a new demo) gets a run at once, so the guides do not wait a day.
 */
export async function registerCostGuideJobs(app: FastifyInstance): Promise<void> {
  await app.jobs.work('cost-guides.recompute', async ({ onlyIfNone }) => {
    if (onlyIfNone && (await hasCostGuides(app.db))) return;
    const result = await recomputeCostGuides(app.db);
    app.log.info(result, 'cost guides recomputed');
  });
  await app.jobs.schedule('cost-guides.recompute', '41 4 * * *', {});
  // Asked for at every start and checked when run: the database may not be migrated yet here.
  // Nodes starting together each ask: the runs take turns (recompute-repository.ts) and the later ones skip.
  await app.jobs.enqueue('cost-guides.recompute', { onlyIfNone: true });
}
