import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { connectDatabase } from '@/server/db/client';
import { SERVER_ERROR_MESSAGE } from '@/server/platform/errors';
import { SESSION_COOKIE } from '@/server/platform/session';
import { sessionCookieIn } from '../support/session-cookie';
import { socketUrl } from '../support/sockets';
import { startAppProcess, type AppProcess } from '../support/app-process';
import { stoppableDatabase, type StoppableDatabase } from '../support/scratch-database';
import { createUser, FACTORY_PASSWORD } from '../support/factories';

let database: StoppableDatabase;
let app: AppProcess;
let email: string;
beforeAll(async () => {
  database = await stoppableDatabase('db-outage');
  app = await startAppProcess({ databaseUrl: database.url, dataDir: database.appDir });
  const handle = connectDatabase(database.url, { max: 1 });
  try {
    email = (await createUser(handle.db)).email;
  } finally {
    await handle.close();
  }
});
afterAll(async () => {
  await app?.stop();
  await database?.dispose();
});

interface Answer {
  status: number;
  retryAfter: string | null;
  contentType: string;
  /** The session cookie it sets (`name=value`), if any. */
  session: string | undefined;
  body: string;
}

async function request(
  method: 'GET' | 'POST',
  url: string,
  options: { cookie?: string; json?: unknown } = {},
): Promise<Answer> {
  const response = await fetch(`${app.url}${url}`, {
    method,
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.json !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: options.json !== undefined ? JSON.stringify(options.json) : undefined,
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    contentType: response.headers.get('content-type') ?? '',
    session: sessionCookieIn(response.headers.getSetCookie()),
    body: await response.text(),
  };
}

const login = () =>
  request('POST', '/api/auth/login', { json: { email, password: FACTORY_PASSWORD } });

/** What the upgrade of /ws is answered: 101 (open, then closed here) or the refusal's status. */
function upgrade(cookie: string): Promise<{ status: number; retryAfter: string | null }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(socketUrl(app.url), {
      origin: app.url,
      headers: { cookie },
    });
    socket.once('open', () => {
      socket.close(1000);
      resolve({ status: 101, retryAfter: null });
    });
    socket.once('unexpected-response', (_request, response) => {
      const header = response.headers['retry-after'];
      resolve({ status: response.statusCode ?? 0, retryAfter: header ?? null });
      response.resume();
      socket.terminate();
    });
    socket.once('error', reject);
  });
}

/** A 503 with a short Retry-After and the generic message: "come back shortly", nothing else. */
function expectUnavailable(answer: Answer, what: string): void {
  expect({ what, status: answer.status }).toEqual({ what, status: 503 });
  expect(Number(answer.retryAfter), `${what}: Retry-After`).toBeGreaterThanOrEqual(1);
  expect(Number(answer.retryAfter), `${what}: Retry-After`).toBeLessThanOrEqual(30);
  expect(JSON.parse(answer.body), what).toEqual({
    error: SERVER_ERROR_MESSAGE,
    message: SERVER_ERROR_MESSAGE,
  });
}

describe('while PostgreSQL is stopped', () => {
  it('database-backed routes and socket upgrades answer 503 with Retry-After, pages and health still answer, and all works again once it is back', async () => {
    const signedIn = await login();
    expect(signedIn.status, `${signedIn.body}\n${app.output()}`).toBe(200);
    const cookie = signedIn.session;
    expect(cookie, `a ${SESSION_COOKIE} cookie`).toBeDefined();
    const asUser = { cookie: cookie! };

    // Everything works before the outage (so the assertions below can only fail because of it).
    expect((await request('GET', '/api/me', asUser)).status).toBe(200);
    expect((await request('GET', '/api/search?q=plumber&location=94103')).status).toBe(200);
    expect((await upgrade(cookie!)).status).toBe(101);

    await database.server.restart(async () => {
      expectUnavailable(await request('GET', '/api/me', asUser), 'GET /api/me');
      expectUnavailable(
        await request('GET', '/api/search?q=plumber&location=94103'),
        'GET /api/search',
      );
      expectUnavailable(await request('GET', '/api/categories'), 'GET /api/categories');
      expectUnavailable(await request('GET', '/api/quotes', asUser), 'GET /api/quotes');
      // Its rate limit is counted in PostgreSQL: the limiter's failure is a 503 too.
      expectUnavailable(await login(), 'POST /api/auth/login');

      const socket = await upgrade(cookie!);
      expect(socket.status, 'the /ws upgrade').toBe(503);
      expect(Number(socket.retryAfter), 'the /ws upgrade: Retry-After').toBeGreaterThanOrEqual(1);

      // No database, no problem.
      expect(await request('GET', '/api/health')).toMatchObject({ status: 200 });
      // A page is the shell (its data is fetched, and retried, by the browser), with or without
      // a session; never an error page.
      for (const who of [{}, asUser]) {
        const page = await request('GET', '/search?q=plumber', who);
        expect(page.status).toBe(200);
        expect(page.contentType).toMatch(/^text\/html/);
        expect(page.body).toContain('<div id="root">');
      }
      expect(app.child.exitCode, app.output()).toBeNull();
    });

    // Back: the same requests succeed again, by themselves.
    const poll = { timeout: 30_000, interval: 200 };
    await expect.poll(async () => (await request('GET', '/api/me', asUser)).status, poll).toBe(200);
    expect(JSON.parse((await request('GET', '/api/me', asUser)).body)).toMatchObject({ email });
    expect((await request('GET', '/api/search?q=plumber&location=94103')).status).toBe(200);
    expect((await request('GET', '/api/quotes', asUser)).status).toBe(200);
    expect((await login()).status).toBe(200);
    // The realtime hub listens again after its own reconnect: until then upgrades are 503s.
    await expect.poll(async () => (await upgrade(cookie!)).status, poll).toBe(101);

    expect(app.child.exitCode, app.output()).toBeNull();
    expect(await app.stop()).toEqual({ code: 0, signal: null });
  });
});
