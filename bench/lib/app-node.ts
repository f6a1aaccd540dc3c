import { startAppProcess, type AppProcess } from '../../tests/support/app-process';

export type AppNode = AppProcess;

/**
 * Starts `src/server/main.ts` as its own process on `databaseUrl` (as in production: its own event
 * loop, no test overrides) and resolves once it listens.
 */
export function startAppNode(
  databaseUrl: string,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<AppNode> {
  return startAppProcess({ databaseUrl, dataDir, env });
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
