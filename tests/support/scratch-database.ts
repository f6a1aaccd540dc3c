import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabaseIfMissing } from '@/server/db/bootstrap';
import { connectDatabase } from '@/server/db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '@/server/db/embedded';
import { runMigrations } from '@/server/db/migrate';
import { seedReferenceData } from '@/server/seed/reference';

export interface ScratchDatabase {
  url: string;
  /** Stops and deletes the throwaway server; leaves a DATABASE_URL alone. */
  dispose(): Promise<void>;
}

/**
 * A database for a script (`npm run bench:*`, `npm run test:load`): the one DATABASE_URL names, or
 * else a throwaway embedded PostgreSQL in a temporary folder. Migrated, with the reference data.
 */
export async function scratchDatabase(name: string): Promise<ScratchDatabase> {
  let url = process.env.DATABASE_URL;
  let dispose = async () => {};
  if (!url) {
    const dir = await mkdtemp(path.join(tmpdir(), `quotelocal-${name}-`));
    const server = await startEmbeddedPostgres(dir);
    await createDatabaseIfMissing(server.url, name);
    url = server.urlFor(name);
    dispose = async () => {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    };
  }
  try {
    await runMigrations(url);
    const handle = connectDatabase(url, { max: 2 });
    try {
      await seedReferenceData(handle.db);
    } finally {
      await handle.close();
    }
  } catch (error) {
    await dispose();
    throw error;
  }
  return { url, dispose };
}

export interface StoppableDatabase {
  /** The server itself, to stop or restart. */
  server: EmbeddedDatabase;
  url: string;
  /** An empty folder for the app's DATA_DIR. */
  appDir: string;
  dispose(): Promise<void>;
}

/**
 * An embedded PostgreSQL of a test's own, which it may stop or restart (whatever server the other
 * tests use), with a database for the app and a data folder.
 */
export async function stoppableDatabase(name: string): Promise<StoppableDatabase> {
  const [serverDir, appDir] = await Promise.all([
    mkdtemp(path.join(tmpdir(), `quotelocal-${name}-`)),
    mkdtemp(path.join(tmpdir(), `quotelocal-${name}-app-`)),
  ]);
  const server = await startEmbeddedPostgres(serverDir);
  await createDatabaseIfMissing(server.url, 'quotelocal');
  return {
    server,
    url: server.urlFor('quotelocal'),
    appDir,
    async dispose() {
      await server.stop();
      await Promise.all(
        [serverDir, appDir].map((dir) => rm(dir, { recursive: true, force: true })),
      );
    },
  };
}
