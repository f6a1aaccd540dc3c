import type { FastifyInstance } from 'fastify';
import { sweepUploads } from './upload-sweep';

/** Every hour, once across all nodes: uploads nothing uses, and stored files without a row, go. */
export async function registerObjectJobs(app: FastifyInstance): Promise<void> {
  await app.jobs.work('maintenance.sweep-uploads', async () => {
    const swept = await sweepUploads(app.db, app.storage);
    app.log.info(swept, 'upload sweep');
  });
  await app.jobs.schedule('maintenance.sweep-uploads', '17 * * * *', {});
}
