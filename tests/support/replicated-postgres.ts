import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { createDatabaseIfMissing } from '@/server/db/bootstrap';
import { connectDatabase } from '@/server/db/client';
import { runMigrations } from '@/server/db/migrate';
import { seedReferenceData } from '@/server/seed/reference';
import { databaseUrl } from './database-url';
import { until } from './waiting';

const run = promisify(execFile);

/** Debian's PostgreSQL binaries (the newest installed), or undefined when there are none. */
export function debianPostgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'pg_basebackup')))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length > 0 ? path.join(root, versions.at(-1)!, 'bin') : undefined;
}

export interface ReplicatedPostgres {
  /** The app's database on the primary: migrated, with the reference data. */
  primaryUrl: string;
  /** The same database on the streaming standby. */
  standbyUrl: string;
  /** Stops replaying the primary's changes (the standby still answers, with what it had). */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Stops the standby as a crash would. */
  stopStandby(): Promise<void>;
  /** Stops both servers and deletes their files. */
  dispose(): Promise<void>;
}

/**
 * A primary and a streaming standby (`pg_basebackup -R`) of Debian's PostgreSQL on loopback, in a
 * temporary folder. The binaries refuse to run as root: as root they run as the postgres user.
 */
export async function startReplicatedPostgres(bin: string): Promise<ReplicatedPostgres> {
  const dir = await mkdtemp(path.join(tmpdir(), 'quotelocal-replicas-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout), Number(gid));
  }
  const pgTool = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args])
      : run(path.join(bin, tool), args);
  const started: string[] = [];
  const start = async (name: string, port: number) => {
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c wal_level=replica`;
    const data = path.join(dir, name);
    await pgTool('pg_ctl', ['-D', data, '-o', options, '-l', `${data}.log`, '-w', 'start']);
    started.push(data);
  };
  const stop = (data: string) =>
    pgTool('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {});
  const dispose = async () => {
    await Promise.all(started.map(stop));
    await rm(dir, { recursive: true, force: true });
  };

  try {
    const [primaryPort, standbyPort] = [await freePort(), await freePort()];
    const primaryServer = `postgres://postgres@127.0.0.1:${primaryPort}/postgres`;
    const standbyServer = `postgres://postgres@127.0.0.1:${standbyPort}/postgres`;
    await pgTool('initdb', [
      ...['-D', path.join(dir, 'primary'), '-U', 'postgres', '--auth=trust'],
      ...['-E', 'UTF8', '--locale=C.UTF-8'],
    ]);
    await start('primary', primaryPort);
    // The app's database is made before the copy: the standby starts with it, nothing to stream.
    await createDatabaseIfMissing(primaryServer, 'quotelocal');
    const primaryUrl = databaseUrl(primaryServer, 'quotelocal');
    await runMigrations(primaryUrl);
    const seeding = connectDatabase(primaryUrl, { max: 1 });
    await seedReferenceData(seeding.db).finally(() => seeding.close());
    await pgTool('pg_basebackup', [
      ...['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres'],
      ...['-D', path.join(dir, 'standby'), '-R', '-X', 'stream', '-c', 'fast'],
    ]);
    await start('standby', standbyPort);

    const onStandby = async (statement: string) => {
      const client = new pg.Client(standbyServer);
      await client.connect();
      try {
        return (await client.query<Record<string, unknown>>(statement)).rows[0];
      } finally {
        await client.end();
      }
    };
    const replayState = async () =>
      (await onStandby('SELECT pg_get_wal_replay_pause_state() AS state'))?.state;
    return {
      primaryUrl,
      standbyUrl: databaseUrl(standbyServer, 'quotelocal'),
      async pauseReplay() {
        await onStandby('SELECT pg_wal_replay_pause()');
        // The request takes effect at the standby's next step: before it, a write could still arrive.
        await until(async () => (await replayState()) === 'paused', 10_000);
      },
      async resumeReplay() {
        await onStandby('SELECT pg_wal_replay_resume()');
      },
      async stopStandby() {
        const data = path.join(dir, 'standby');
        await stop(data);
        started.splice(started.indexOf(data), 1);
      },
      dispose,
    };
  } catch (error) {
    await dispose();
    throw error;
  }
}

/** A TCP port free on loopback now (the server that takes it starts right after). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}
