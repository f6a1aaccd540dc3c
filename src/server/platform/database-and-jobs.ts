import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { connectDatabase, type Database } from '@/server/db/client';
import { registerReadYourWrites, startReadReplicas } from '@/server/db/read-replicas';
import { startJobQueue, type JobQueue } from './jobs';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** The primary's connection pool (its sizes in /metrics); queries go through `db`. */
    dbPool: pg.Pool;
    databaseUrl: string;
    jobs: JobQueue;
  }
}

/**
 * Connects to the database and starts the job queue on it (its workers are registered by the
 * modules that define the jobs), and to the read replicas, if any. Closing the app stops the queue,
 * then closes the pools.
 */
export async function registerDatabaseAndJobs(
  app: FastifyInstance,
  databaseUrl: string,
): Promise<void> {
  const database = connectDatabase(databaseUrl);
  app.decorate('db', database.db);
  // The primary's pool, for its size in /metrics (platform/metrics.ts).
  app.decorate('dbPool', database.pool);
  app.decorate('databaseUrl', databaseUrl);
  const readReplicas = startReadReplicas(app.config.readReplicas, database, app.log);
  app.decorate('readReplicas', readReplicas);
  registerReadYourWrites(app);
  const jobs = await startJobQueue(databaseUrl, app.log);
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => {
    await jobs.stop();
    await readReplicas.close();
    await database.close();
  });
}
