import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { isAlive, startEmbeddedPostgres } from '@/server/db/embedded';
import { startAppProcess } from '../support/app-process';
import { until } from '../support/waiting';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});
const newDataDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'quotelocal-embedded-'));
  dirs.push(dir);
  return dir;
};

describe('embedded PostgreSQL', () => {
  it('recovers by itself after the app was killed with SIGKILL', async () => {
    const dataDir = await newDataDir();
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, '../support/embedded-child.ts'), dataDir],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('READY')) resolve();
      });
      child.on('exit', (code) => reject(new Error(`child exited early (${code})`)));
    });
    child.kill('SIGKILL');
    await new Promise((resolve) => child.on('exit', resolve));

    // The server the killed app started is still running and holds the cluster.
    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    const orphanPid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
    expect(() => process.kill(orphanPid, 0)).not.toThrow();

    const server = await startEmbeddedPostgres(dataDir);
    try {
      const client = new pg.Client(server.url);
      await client.connect();
      const { rows } = await client.query('SELECT note FROM survived');
      await client.end();
      expect(rows).toEqual([{ note: 'written before the crash' }]);
      expect(() => process.kill(orphanPid, 0)).toThrow();
    } finally {
      await server.stop();
    }
  });

  it('runs two clusters side by side on different ports, loopback only', async () => {
    const [a, b] = await Promise.all([
      startEmbeddedPostgres(await newDataDir()),
      startEmbeddedPostgres(await newDataDir()),
    ]);
    try {
      expect(new URL(a.url).port).not.toBe(new URL(b.url).port);
      const client = new pg.Client(a.url);
      await client.connect();
      const { rows } = await client.query("SELECT current_setting('listen_addresses') AS listen");
      await client.end();
      expect(rows[0].listen).toBe('127.0.0.1');
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });
});

describe('the embedded PostgreSQL of the app (node dist/app/main.js without DATABASE_URL)', () => {
  let dataDir: string;
  const pidFile = () => path.join(dataDir, 'postgres', 'postmaster.pid');
  /** The app, started on the data folder, and the pid of the server it started. */
  const startApp = async (env?: Record<string, string>) => {
    dataDir ??= await newDataDir();
    const app = await startAppProcess({ dataDir, env });
    const postmaster = Number((await readFile(pidFile(), 'utf8')).split('\n')[0]);
    expect(isAlive(postmaster)).toBe(true);
    return { app, postmaster };
  };
  /** The server has stopped, as a fast shutdown ends: its pid gone, its pid file removed. */
  const stopped = (pid: number) => until(() => !isAlive(pid) && !existsSync(pidFile()), 20_000);

  // A new cluster (initdb) and every migration: longer than a test's default on a busy machine.
  const timeout = 60_000;

  it('does not outlive the app killed with SIGKILL', { timeout }, async () => {
    const { app, postmaster } = await startApp();
    try {
      await app.stop('SIGKILL');
      await stopped(postmaster);
    } finally {
      if (isAlive(postmaster)) process.kill(postmaster, 'SIGINT');
    }
  });

  it(
    'is stopped when an error nothing caught ends the app, which says so and exits with 1',
    { timeout },
    async () => {
      // A stand-in for an unknown bug: an error thrown where nothing catches it.
      const uncaught = "process.on('SIGUSR2', () => { throw new Error('a stand-in for a bug'); });";
      const { app, postmaster } = await startApp({
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=data:text/javascript,${encodeURIComponent(uncaught)}`,
      });
      app.child.kill('SIGUSR2');
      expect(await app.exited).toEqual({ code: 1, signal: null });
      const fatal = app
        .output()
        .split('\n')
        .find((line) => line.includes('a stand-in for a bug'));
      expect(fatal).toContain('uncaught error: stopping the process');
      await stopped(postmaster);
    },
  );
});
