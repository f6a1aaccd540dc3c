import type { FastifyInstance } from 'fastify';
import { makeWebRendition } from './object-service';
import { sweepUploads } from './upload-sweep';

/**
 * Every hour, once across all nodes, uploads nothing uses and stored files without a row go; web
 * renditions are made as they are first asked for.
 */
export async function registerObjectJobs(app: FastifyInstance): Promise<void> {
  await app.jobs.work('maintenance.sweep-uploads', async () => {
    const swept = await sweepUploads(app.db, app.storage);
    app.log.info(swept, 'upload sweep');
  });
  await app.jobs.schedule('maintenance.sweep-uploads', '17 * * * *', {});
  // One image at a time per node (the worker handles its jobs in turn), beside the uploads' own
  // image work, which never waits for it.
  await app.jobs.work('render.web-rendition', ({ objectId }) =>
    makeWebRendition(app.db, app.storage, objectId),
  );
}
