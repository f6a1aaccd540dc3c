import type { FastifyInstance } from 'fastify';
import { connectDatabase, type Database } from '@/server/db/client';
import { startJobQueue, type JobQueue } from './jobs';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    databaseUrl: string;
    jobs: JobQueue;
  }
}

/**
 * Connects to the database and starts the job queue on it (its workers are registered by the
 * modules that define the jobs). Closing the app stops the queue, then closes the pool.
 */
export async function registerDatabaseAndJobs(
  app: FastifyInstance,
  databaseUrl: string,
): Promise<void> {
  const database = connectDatabase(databaseUrl);
  app.decorate('db', database.db);
  app.decorate('databaseUrl', databaseUrl);
  const jobs = await startJobQueue(databaseUrl, app.log);
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => {
    await jobs.stop();
    await database.close();
  });
}
