import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { isAlive, startEmbeddedPostgres, type EmbeddedDatabase } from '@/server/db/embedded';
import type { ArchiveWriter } from './entries';
import { archiveFolder, walk, type Copied } from './files';
import { serverVersion } from './pg-dump';

/**
 * The embedded cluster is backed up with PostgreSQL's low-level base backup API
 * (docs: "Making a Base Backup Using the Low Level API"), which needs no client program: the
 * embedded package ships none, and Debian's pg_dump is older than its server.
 */

export const clusterDirOf = (dataDir: string) => path.join(dataDir, 'postgres');
export const passwordFileOf = (dataDir: string) => path.join(dataDir, '.postgres-password');

/** Folders whose contents the server rebuilds at start (or that the docs say to leave out). */
const EMPTIED_FOLDERS = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
/** Files of the running server, or of a backup in progress, that must not be in a backup. */
const LEFT_OUT_FILES = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'backup_label',
  'tablespace_map',
  'postgresql.auto.conf.tmp',
]);

function leftOut(relative: string, stats: { isDirectory(): boolean }): boolean {
  const parts = relative.split('/');
  const name = parts.at(-1)!;
  if (parts.length === 1 && LEFT_OUT_FILES.has(name)) return true;
  if (parts.length >= 2 && EMPTIED_FOLDERS.has(parts[0]!)) {
    // pg_wal's own subfolders (archive_status, summaries) stay, empty.
    return !(parts[0] === 'pg_wal' && parts.length === 2 && stats.isDirectory());
  }
  return name.startsWith('pgsql_tmp') || name === 'pg_internal.init';
}

export interface ClusterBackup {
  serverVersion: string;
  data: Copied;
  wal: Copied;
}

/** The running embedded server of this DATA_DIR, from its postmaster.pid (its port is line 4). */
async function runningServerUrl(dataDir: string): Promise<string | undefined> {
  const pidFile = await fs
    .readFile(path.join(clusterDirOf(dataDir), 'postmaster.pid'), 'utf8')
    .catch(() => undefined);
  const lines = pidFile?.split('\n') ?? [];
  const pid = Number.parseInt(lines[0] ?? '', 10);
  const port = Number.parseInt(lines[3] ?? '', 10);
  if (!Number.isInteger(pid) || !Number.isInteger(port) || !isAlive(pid)) return undefined;
  const password = (await fs.readFile(passwordFileOf(dataDir), 'utf8')).trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}

/**
 * A consistent copy of the cluster while the app may keep running: the server is told a backup
 * starts, its files are copied as they are, the backup is stopped, and the WAL written meanwhile
 * goes into the archive's pg_wal so that the copy recovers by itself.
 */
export async function backupCluster(
  writer: ArchiveWriter,
  dataDir: string,
  log: (line: string) => void,
): Promise<ClusterBackup> {
  const clusterDir = clusterDirOf(dataDir);
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    throw new Error(
      `There is no embedded PostgreSQL cluster in ${clusterDir}: set DATA_DIR to the app's data ` +
        'folder, or DATABASE_URL for an external database.',
    );
  }
  if ((await fs.readdir(path.join(clusterDir, 'pg_tblspc'))).length > 0) {
    throw new Error(`${clusterDir} has tablespaces, which this backup does not cover.`);
  }
  let started: EmbeddedDatabase | undefined;
  let url = await runningServerUrl(dataDir);
  if (url) log(`The embedded server is running: backing it up live.`);
  else {
    log('The embedded server is not running: starting it for the backup.');
    started = await startEmbeddedPostgres(dataDir, log);
    url = started.url;
  }
  const version = await serverVersion(url);
  const client = new pg.Client(url);
  await client.connect();
  try {
    // A temporary slot (dropped with this session) keeps the server from recycling the WAL the
    // backup needs, however long the copy takes.
    const slot = `quotelocal_backup_${process.pid}`;
    await client.query('SELECT pg_create_physical_replication_slot($1, true, true)', [slot]);
    const { rows: start } = await client.query<{ wal: string }>(
      'SELECT pg_walfile_name(lsn) AS wal FROM pg_backup_start($1, fast => true) AS lsn',
      [`quotelocal ${new Date().toISOString()}`],
    );
    const data = await archiveFolder(writer, clusterDir, 'cluster', leftOut);
    const { rows: stop } = await client.query<{ wal: string; labelfile: string }>(
      `SELECT pg_walfile_name(lsn) AS wal, labelfile
       FROM pg_backup_stop(wait_for_archive => false)`,
    );
    await writer.buffer('cluster/backup_label', Buffer.from(stop[0]!.labelfile, 'utf8'));
    const wal = await archiveFolder(
      writer,
      path.join(clusterDir, 'pg_wal'),
      'cluster/pg_wal',
      (name, stats) => stats.isDirectory() || !neededWal(name, start[0]!.wal, stop[0]!.wal),
    );
    await client.query('SELECT pg_drop_replication_slot($1)', [slot]);
    return { serverVersion: version.text, data, wal };
  } finally {
    await client.end();
    await started?.stop();
  }
}

/** The segments from the backup's start to its stop (names sort by position), and timeline histories. */
const neededWal = (name: string, first: string, last: string) =>
  name.endsWith('.history') || (/^[0-9A-F]{24}$/.test(name) && name >= first && name <= last);

/** Restore goes only into a DATA_DIR without a cluster, and never under a running server. */
export async function refuseExistingCluster(dataDir: string): Promise<void> {
  const clusterDir = clusterDirOf(dataDir);
  if (await runningServerUrl(dataDir)) {
    throw new Error(`A PostgreSQL server is running on ${clusterDir}: stop the app first.`);
  }
  if (existsSync(clusterDir) && (await fs.readdir(clusterDir)).length > 0) {
    throw new Error(
      `${clusterDir} already holds a cluster: restore writes only into an empty DATA_DIR. Stop ` +
        `the app and move the old cluster away first (mv ${clusterDir} ${clusterDir}.old), or ` +
        'set DATA_DIR to a new folder.',
    );
  }
}

/**
 * Makes the restored files the server's: as root the embedded server runs as the `postgres`
 * user (embedded.ts), which must own its cluster; PostgreSQL also wants the folder private.
 */
export async function prepareRestoredCluster(dataDir: string): Promise<void> {
  const clusterDir = clusterDirOf(dataDir);
  await fs.chmod(clusterDir, 0o700);
  if (process.getuid?.() !== 0) return;
  const id = async (flag: string) =>
    Number((await promisify(execFile)('id', [flag, 'postgres'])).stdout.trim());
  const [uid, gid] = await Promise.all([id('-u'), id('-g')]);
  await fs.chown(clusterDir, uid, gid);
  for await (const { full } of walk(clusterDir)) await fs.lchown(full, uid, gid);
}
