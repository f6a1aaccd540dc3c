import pg from 'pg';
import type { AppConfig } from '@/server/config';
import { watchOverCluster } from './cluster-watchdog';
import { startEmbeddedPostgres } from './embedded';

const EMBEDDED_DATABASE = 'quotelocal';

export interface PreparedDatabase {
  url: string;
  /** Stops the embedded server; a no-op with an external DATABASE_URL. */
  stop(): Promise<void>;
}

/**
 * With DATABASE_URL: that server, nothing started. Without: the embedded server in DATA_DIR,
 * stopped by a watchdog if the app ends without stopping it (./cluster-watchdog.ts).
 */
export async function prepareDatabase(
  config: AppConfig,
  log: (line: string) => void,
): Promise<PreparedDatabase> {
  if (config.databaseUrl) return { url: config.databaseUrl, stop: async () => {} };
  const embedded = await startEmbeddedPostgres(config.dataDir, log);
  try {
    await watchOverCluster(embedded.clusterDir);
    await createDatabaseIfMissing(embedded.url, EMBEDDED_DATABASE);
  } catch (error) {
    await embedded.stop();
    throw error;
  }
  return { url: embedded.urlFor(EMBEDDED_DATABASE), stop: () => embedded.stop() };
}

export async function createDatabaseIfMissing(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client(adminUrl);
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

/** An arbitrary constant naming the startup lock. */
const STARTUP_LOCK = 7_272_401;

/**
 * Runs migrations and seeding one node at a time: app nodes starting together against the same
 * database would otherwise race (duplicate migrations, deadlocking upserts).
 */
export async function withStartupLock<T>(databaseUrl: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client(databaseUrl);
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
    return await work();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => {});
    await client.end();
  }
}
