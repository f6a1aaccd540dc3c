import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { AppConfig } from '@/server/config';
import { startEmbeddedPostgres } from '@/server/db/embedded';
import {
  backupCluster,
  clusterDirOf,
  passwordFileOf,
  prepareRestoredCluster,
  refuseExistingCluster,
} from './base-backup';
import { ArchiveWriter, readArchive, type ArchiveEntry } from './entries';
import { archiveFolder, extractEntry, formatBytes, holdsFiles } from './files';
import { describeInventory, refuseNonEmptyDatabase, takeInventory } from './inventory';
import { dumpDatabase, findClientTool, restoreDump, serverVersion } from './pg-dump';

/**
 * One file holds a whole installation: the database (the embedded cluster as a base backup, or an
 * external database as a pg_dump archive) and the uploaded objects when they are local files.
 *
 *   quotelocal-backup.json   the manifest, always first
 *   cluster/...              the embedded cluster, with backup_label and the WAL it needs
 *   cluster-password         the embedded server's password (DATA_DIR/.postgres-password)
 *   database.dump            pg_dump --format=custom of DATABASE_URL
 *   objects/...              DATA_DIR/objects
 */
const MANIFEST = 'quotelocal-backup.json';
const DUMP = 'database.dump';

interface Manifest {
  format: 'quotelocal-backup';
  version: 1;
  createdAt: string;
  database: 'embedded-cluster' | 'pg_dump';
  /** Whether objects/ holds the uploaded files (false: they are in S3, outside the archive). */
  localObjects: boolean;
}

type Log = (line: string) => void;

const objectsDirOf = (config: AppConfig) => path.join(config.dataDir, 'objects');
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

export async function backup(config: AppConfig, file: string, log: Log): Promise<void> {
  const began = performance.now();
  const manifest: Manifest = {
    format: 'quotelocal-backup',
    version: 1,
    createdAt: new Date().toISOString(),
    database: config.databaseUrl ? 'pg_dump' : 'embedded-cluster',
    localObjects: !config.s3,
  };
  if (existsSync(file))
    throw new Error(`${file} already exists: a backup never overwrites a file.`);
  const writer = await ArchiveWriter.create(file);
  try {
    await writer.buffer(MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2)));
    if (config.databaseUrl) await backupExternal(writer, config.databaseUrl, log);
    else {
      const cluster = await backupCluster(writer, config.dataDir, log);
      await writer.buffer('cluster-password', await fs.readFile(passwordFileOf(config.dataDir)));
      log(
        `Database: the embedded cluster (PostgreSQL ${cluster.serverVersion}), ` +
          `${cluster.data.files} files, ${formatBytes(cluster.data.bytes)}, and ` +
          `${cluster.wal.files} WAL segments, ${formatBytes(cluster.wal.bytes)}.`,
      );
    }
    if (manifest.localObjects) {
      const objects = await archiveFolder(writer, objectsDirOf(config), 'objects');
      log(`Objects: ${objects.files} files, ${formatBytes(objects.bytes)}.`);
    } else {
      log(`Objects: in the S3 bucket ${config.s3!.bucket}, not in this archive.`);
    }
    await writer.close();
  } catch (error) {
    await writer.abort();
    await fs.rm(file, { force: true });
    throw error;
  }
  const { size } = await fs.stat(file);
  log(`Wrote ${file}: ${formatBytes(size)} in ${seconds(began)}.`);
}

async function backupExternal(writer: ArchiveWriter, databaseUrl: string, log: Log): Promise<void> {
  const server = await serverVersion(databaseUrl);
  const pgDump = await findClientTool('pg_dump', server);
  log(`Database: PostgreSQL ${server.text}, dumped with ${pgDump.path} (${pgDump.major}).`);
  const inventory = await takeInventory(databaseUrl);
  await withTempDir(async (dir) => {
    const dump = path.join(dir, DUMP);
    await dumpDatabase(pgDump, databaseUrl, dump);
    const { size } = await fs.stat(dump);
    await writer.file(DUMP, dump, size);
    log(`Database: ${describeInventory(inventory)}, dump ${formatBytes(size)}.`);
  });
}

export async function restore(config: AppConfig, file: string, log: Log): Promise<void> {
  const began = performance.now();
  if (!existsSync(file)) throw new Error(`No such file: ${file}`);
  const entries = readArchive(file);
  try {
    const manifest = await readManifest(entries, file);
    log(`Restoring the backup of ${manifest.createdAt} (${manifest.database}).`);
    await refuseNonEmptyTargets(config, manifest);
    try {
      await extractAndRestore(config, manifest, entries, file, log);
    } catch (error) {
      // These targets held nothing before (checked above): take out what was written.
      const written = [
        ...(manifest.database === 'embedded-cluster' ? [clusterDirOf(config.dataDir)] : []),
        ...(manifest.localObjects ? [objectsDirOf(config)] : []),
      ];
      await Promise.all(written.map((dir) => fs.rm(dir, { recursive: true, force: true })));
      log('Nothing was restored: the files written so far were removed.');
      throw error;
    }
  } finally {
    await entries.return();
  }
  log(`Restored ${file} in ${seconds(began)}.`);
}

async function readManifest(entries: AsyncGenerator<ArchiveEntry, void>, file: string) {
  const first = (await entries.next()).value;
  if (!first || first.name !== MANIFEST) {
    throw new Error(`${file} is not a QuoteLocal backup (it does not start with ${MANIFEST}).`);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of first.content()) chunks.push(chunk);
  const manifest = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Manifest;
  if (manifest.format !== 'quotelocal-backup' || manifest.version !== 1) {
    throw new Error(`${file} is a backup format this version does not know.`);
  }
  return manifest;
}

async function extractAndRestore(
  config: AppConfig,
  manifest: Manifest,
  entries: AsyncGenerator<ArchiveEntry, void>,
  file: string,
  log: Log,
): Promise<void> {
  await withTempDir(async (dir) => {
    let objects = 0;
    for await (const entry of entries) {
      const [top, ...rest] = entry.name.split('/');
      const relative = rest.join('/');
      if (top === 'cluster' && relative) {
        await extractEntry(entry, clusterDirOf(config.dataDir), relative);
      } else if (entry.name === 'cluster-password') {
        await fs.rm(passwordFileOf(config.dataDir), { force: true });
        await extractEntry(entry, config.dataDir, '.postgres-password');
      } else if (entry.name === DUMP) {
        await extractEntry(entry, dir, DUMP);
      } else if (top === 'objects' && relative) {
        await extractEntry(entry, objectsDirOf(config), relative);
        if (entry.type === 'file') objects += 1;
      } else if (top !== 'cluster' && top !== 'objects') {
        throw new Error(`${file} holds ${entry.name}, which a QuoteLocal backup does not.`);
      }
    }
    if (manifest.localObjects) log(`Objects: ${objects} files into ${objectsDirOf(config)}.`);
    if (manifest.database === 'pg_dump') {
      await restoreExternal(config.databaseUrl!, path.join(dir, DUMP), log);
    } else {
      await recoverCluster(config.dataDir, log);
    }
  });
}

/** Checked before anything is written: a refused restore leaves the target as it was. */
async function refuseNonEmptyTargets(config: AppConfig, manifest: Manifest): Promise<void> {
  if (manifest.database === 'embedded-cluster') {
    if (config.databaseUrl) {
      throw new Error(
        'This archive holds an embedded cluster: unset DATABASE_URL to restore it into DATA_DIR.',
      );
    }
    await refuseExistingCluster(config.dataDir);
  } else {
    if (!config.databaseUrl) {
      throw new Error(
        'This archive holds a pg_dump of an external database: set DATABASE_URL to an empty ' +
          'database to restore it into.',
      );
    }
    await refuseNonEmptyDatabase(config.databaseUrl, 'The database DATABASE_URL names');
  }
  if (manifest.localObjects) {
    if (config.s3) {
      throw new Error(
        'This archive holds local object files but S3_BUCKET is set: unset it to restore them ' +
          'into DATA_DIR/objects (then copy them to the bucket).',
      );
    }
    if (await holdsFiles(objectsDirOf(config))) {
      throw new Error(
        `${objectsDirOf(config)} already holds files: restore writes only into an empty folder.`,
      );
    }
  }
}

async function restoreExternal(databaseUrl: string, dump: string, log: Log): Promise<void> {
  const server = await serverVersion(databaseUrl);
  const pgRestore = await findClientTool('pg_restore', server);
  log(
    `Database: PostgreSQL ${server.text}, restoring with ${pgRestore.path} (${pgRestore.major}).`,
  );
  await restoreDump(pgRestore, databaseUrl, dump);
  log(`Database: ${describeInventory(await takeInventory(databaseUrl))} restored.`);
}

/** Starts the embedded server on the restored files: it replays the archived WAL, then stops. */
async function recoverCluster(dataDir: string, log: Log): Promise<void> {
  await prepareRestoredCluster(dataDir);
  log('Database: starting the embedded server on the restored cluster to recover it.');
  const server = await startEmbeddedPostgres(dataDir, log);
  try {
    const databases = await listDatabases(server.url);
    for (const name of databases) {
      log(`Database ${name}: ${describeInventory(await takeInventory(server.urlFor(name)))}.`);
    }
  } finally {
    await server.stop();
  }
}

async function listDatabases(adminUrl: string): Promise<string[]> {
  const client = new pg.Client(adminUrl);
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE NOT datistemplate AND datname <> 'postgres' ORDER BY 1",
    );
    return rows.map((row) => row.datname);
  } finally {
    await client.end();
  }
}

async function withTempDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await fs.mkdtemp(path.join(tmpdir(), 'quotelocal-backup-'));
  try {
    return await work(dir);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
