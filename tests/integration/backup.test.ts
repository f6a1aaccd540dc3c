import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig, type AppConfig } from '@/server/config';
import { backup, restore } from '@/server/db/backup/archive';
import { walk } from '@/server/db/backup/files';
import { findClientTool, serverVersion } from '@/server/db/backup/pg-dump';
import { createDatabaseIfMissing } from '@/server/db/bootstrap';
import { connectDatabase } from '@/server/db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '@/server/db/embedded';
import { runMigrations } from '@/server/db/migrate';
import { seedReferenceData } from '@/server/seed/reference';
import { databaseChecksum } from '../support/db-checksum';
import { databaseUrl } from '../support/database-url';
import { adminQuery } from '../support/global-setup';
import { createTestApp, type TestApp } from '../support/test-app';
import { buildWorld } from '../support/world';

/** What a command printed, to assert on. */
function recorder() {
  const lines: string[] = [];
  return { lines, log: (line: string) => void lines.push(line) };
}

const configFor = (dataDir: string, databaseUrl?: string): AppConfig =>
  loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });

/** Every file under the folder, by relative path, with its bytes. */
async function filesUnder(root: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for await (const { relative, full, stats } of walk(root)) {
    if (stats.isFile()) files.set(relative, await readFile(full));
  }
  return files;
}

const checksumOf = async (url: string) => {
  const checksum = await databaseChecksum(url);
  try {
    return await checksum.take();
  } finally {
    await checksum.close();
  }
};

/** Folders and servers to remove after the tests, whatever happened. */
const cleanups: Array<() => Promise<unknown>> = [];
const tempDir = async (name: string) => {
  const dir = await mkdtemp(path.join(tmpdir(), `quotelocal-backup-${name}-`));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
};
const started = async (dataDir: string): Promise<EmbeddedDatabase> => {
  const server = await startEmbeddedPostgres(dataDir);
  cleanups.push(() => server.stop());
  return server;
};
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

describe('the embedded cluster: a base backup of the live server', () => {
  let app: TestApp;
  let sourceDir: string;
  let archive: string;

  beforeAll(async () => {
    // An installation as production runs it: the cluster in DATA_DIR/postgres, objects beside it.
    sourceDir = await tempDir('source');
    const server = await started(sourceDir);
    await createDatabaseIfMissing(server.url, 'quotelocal');
    const url = server.urlFor('quotelocal');
    await runMigrations(url);
    const seeding = connectDatabase(url, { max: 2 });
    await seedReferenceData(seeding.db).finally(() => seeding.close());
    app = await createTestApp({ dataDir: sourceDir }, undefined, { url, drop: async () => {} });
    cleanups.push(() => app.close());
    await buildWorld(app);
    archive = path.join(await tempDir('archive'), 'backup.tar.gz');
  });

  it('backs up while the app runs and restores into an empty DATA_DIR with every row and object', async () => {
    const backupRun = recorder();
    await backup(configFor(sourceDir), archive, backupRun.log);
    expect(backupRun.lines.join('\n')).toMatch(/running: backing it up live/);
    expect(backupRun.lines.join('\n')).toMatch(/Objects: [1-9]\d* files/);

    const targetDir = await tempDir('target');
    const restoreRun = recorder();
    await restore(configFor(targetDir), archive, restoreRun.log);
    expect(restoreRun.lines.join('\n')).toMatch(/Database quotelocal: \d+ tables, [\d,]+ rows/);

    const restored = await started(targetDir);
    try {
      expect(await checksumOf(restored.urlFor('quotelocal'))).toEqual(
        await checksumOf(app.databaseUrl),
      );
    } finally {
      await restored.stop();
    }
    const objects = await filesUnder(path.join(sourceDir, 'objects'));
    expect(objects.size).toBeGreaterThanOrEqual(4); // the world's uploads
    expect(await filesUnder(path.join(targetDir, 'objects'))).toEqual(objects);

    // The restored cluster is not overwritten by a second restore.
    await expect(restore(configFor(targetDir), archive, () => {})).rejects.toThrow(
      /already holds a cluster: restore writes only into an empty DATA_DIR/,
    );
  });

  it('refuses to restore into a DATA_DIR whose server is running', async () => {
    await expect(restore(configFor(sourceDir), archive, () => {})).rejects.toThrow(
      /A PostgreSQL server is running on .*: stop the app first/,
    );
  });
});

describe('an external database: pg_dump and pg_restore', () => {
  const adminUrl = inject('adminDatabaseUrl');

  it('backs up a populated database and restores it into an empty one, or says why it cannot', async (context) => {
    const server = await serverVersion(adminUrl);
    const pgDump = await findClientTool('pg_dump', server).catch((error: Error) => error);
    const app = await createTestApp();
    cleanups.push(() => app.close());
    const archive = path.join(await tempDir('dump'), 'backup.tar');
    if (pgDump instanceof Error) {
      // The embedded test server (18) has no pg_dump on this machine: the command says so.
      await expect(
        backup(configFor(app.config.dataDir, app.databaseUrl), archive, () => {}),
      ).rejects.toThrow(
        new RegExp(`No pg_dump fits the database server, PostgreSQL ${server.major}`),
      );
      context.skip(`no pg_dump ${server.major} or newer here: ${pgDump.message}`);
    }
    await buildWorld(app);
    const backupRun = recorder();
    await backup(configFor(app.config.dataDir, app.databaseUrl), archive, backupRun.log);
    expect(backupRun.lines.join('\n')).toMatch(/Database: \d+ tables, [\d,]+ rows, dump/);

    const target = `ql_restore_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${target}`);
    cleanups.push(() => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${target} WITH (FORCE)`));
    const targetUrl = databaseUrl(adminUrl, target);
    const targetDir = await tempDir('dump-target');
    await restore(configFor(targetDir, targetUrl), archive, () => {});

    expect(await checksumOf(targetUrl)).toEqual(await checksumOf(app.databaseUrl));
    const objects = await filesUnder(path.join(app.config.dataDir, 'objects'));
    expect(objects.size).toBeGreaterThanOrEqual(4);
    expect(await filesUnder(path.join(targetDir, 'objects'))).toEqual(objects);

    await expect(
      restore(configFor(await tempDir('dump-again'), targetUrl), archive, () => {}),
    ).rejects.toThrow(/already holds \d+ tables: restore writes only into an empty database/);
  });
});
