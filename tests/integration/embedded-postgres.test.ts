import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '@/server/db/embedded';

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
