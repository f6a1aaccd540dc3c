import { spawn, type ChildProcess } from 'node:child_process';
import { findFreePort } from '../../src/server/platform/free-port';

export interface AppNode {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts `src/server/main.ts` as its own process on `databaseUrl` (as in production: its own event
 * loop, no test overrides) and resolves once it listens.
 */
export async function startAppNode(
  databaseUrl: string,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<AppNode> {
  const port = await findFreePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('is running at')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`app node exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => stopChild(child) };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Signs in through the API and returns the session cookie (`name=value`). */
export async function signIn(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const cookie = response.headers.get('set-cookie');
  if (!response.ok || !cookie) throw new Error(`sign-in failed: ${response.status}`);
  return cookie.split(';')[0]!;
}
