import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { findFreePort } from '@/server/db/free-port';
import { holdsWithin } from './waiting';

/** The compiled server, as production runs it (`npm test` builds it first). */
const MAIN = path.resolve(import.meta.dirname, '../../dist/app/main.js');
const READY = 'is running at';
const STOP_TIMEOUT_MS = 20_000;
/** The app's own shutdown deadline, under STOP_TIMEOUT_MS: it reports what held it before a kill. */
const SHUTDOWN_DEADLINE_SECONDS = '15';

export interface AppProcessOptions {
  /** Without one, the app starts its own embedded PostgreSQL in `dataDir`, as `npm start` does. */
  databaseUrl?: string;
  dataDir: string;
  /** Default: a free port. A restarted app takes its predecessor's port, so clients keep their URL. */
  port?: number;
  /** More settings, over the defaults below. */
  env?: Record<string, string>;
  /** The compiled server to run; default this checkout's (another checkout's: scripts/api-snapshot.ts). */
  main?: string;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface AppProcess {
  url: string;
  port: number;
  child: ChildProcess;
  exited: Promise<Exit>;
  /** Sends the signal and waits for the process to end; SIGKILL if it is not gone within 20 s. */
  stop(signal?: NodeJS.Signals): Promise<Exit>;
  /** The last lines the process printed (stdout and stderr), for failure messages. */
  output(): string;
}

/**
 * The app as a real process (the compiled server, `node dist/app/main.js`, as production runs it) on
 * loopback: for tests and scripts that load it, signal it, kill it or restart it. Resolves once it
 * listens.
 */
export async function startAppProcess(options: AppProcessOptions): Promise<AppProcess> {
  const main = options.main ?? MAIN;
  if (!existsSync(main)) {
    throw new Error(`The compiled server ${main} is missing: run \`npm run build\` first.`);
  }
  const port = options.port ?? (await findFreePort());
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: options.dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    SHUTDOWN_DEADLINE_SECONDS,
    ...options.env,
  };
  if (!options.databaseUrl) delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--enable-source-maps', main], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 200));
  };
  child.stderr.on('data', keep);
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const output = () => lines.join('\n');

  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      keep(chunk);
      if (output().includes(READY)) resolve();
    });
    void exited.then(({ code, signal }) =>
      reject(new Error(`the app exited while starting (${signal ?? code}):\n${output()}`)),
    );
  });

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      child.kill(signal);
      const gone = () => child.exitCode !== null || child.signalCode !== null;
      if (!(await holdsWithin(gone, STOP_TIMEOUT_MS))) child.kill('SIGKILL');
      const exit = await exited;
      if (signal !== 'SIGKILL' && exit.code !== 0) {
        console.warn(
          `the app ended with ${exit.signal ?? exit.code} after ${signal}:\n${output()}`,
        );
      }
      return exit;
    },
    output,
  };
}
