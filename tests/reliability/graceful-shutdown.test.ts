import http from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { connectDatabase } from '@/server/db/client';
import { startAppProcess } from '../support/app-process';
import { createCompany, createUser, FACTORY_PASSWORD } from '../support/factories';
import { multipart, png } from '../support/files';
import { sessionCookieIn } from '../support/session-cookie';
import { socketIsLive, socketUrl } from '../support/sockets';
import { createAppSandbox, type AppSandbox } from '../support/test-app';

let sandbox: AppSandbox;
beforeAll(async () => {
  sandbox = await createAppSandbox('sigterm');
});
afterAll(async () => sandbox?.dispose());

/**
 * The app as a process with a signed-in customer's realtime socket live and a photo upload in
 * flight: the server has its headers (it answered 100 Continue) and half of the body is sent.
 */
async function appWithUploadInFlight(env: Record<string, string> = {}) {
  const handle = connectDatabase(sandbox.databaseUrl, { max: 1 });
  const customer = await createUser(handle.db);
  const company = await createCompany(handle.db);
  await handle.close();

  const app = await startAppProcess({ ...sandbox, env });
  const login = await fetch(`${app.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: customer.email, password: FACTORY_PASSWORD }),
  });
  const cookie = sessionCookieIn(login.headers.getSetCookie())!;
  const created = await fetch(`${app.url}/api/quotes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ companyIds: [company.id] }),
  });
  const { id: quoteId } = (await created.json()) as { id: number };

  const socket = new WebSocket(socketUrl(app.url), { headers: { cookie } });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await socketIsLive(socket);

  const { payload, headers } = multipart(
    {},
    { image: { bytes: await png(), filename: 'tap.png', contentType: 'image/png' } },
  );
  // Kept alive without an idle limit, as a browser's (Node's default agent drops one after 5 s).
  const agent = new http.Agent({ keepAlive: true });
  let connection: string | undefined;
  // Expect: 100-continue: the server's "100 Continue" says it has the request's headers (a
  // request in flight, not a connection still waiting to be read).
  const upload = http.request(`${app.url}/api/quotes/${quoteId}/images`, {
    agent,
    method: 'POST',
    headers: {
      ...headers,
      cookie,
      'content-length': String(payload.length),
      expect: '100-continue',
    },
  });
  const answered = new Promise<number | string>((resolve) => {
    upload.on('response', (response) => {
      response.resume();
      connection = response.headers.connection;
      resolve(response.statusCode!);
    });
    upload.on('error', (error) => resolve(error.message));
  });
  const continued = new Promise<void>((resolve) => upload.once('continue', resolve));
  upload.flushHeaders();
  await Promise.race([continued, answered]);
  const half = Math.floor(payload.length / 2);
  await new Promise<void>((resolve, reject) =>
    upload.write(payload.subarray(0, half), (error) => (error ? reject(error) : resolve())),
  );
  return {
    app,
    quoteId,
    closed,
    upload,
    answered,
    /** The answer's Connection header, once answered. */
    connection: () => connection,
    finishUpload: () => upload.end(payload.subarray(half)),
  };
}

describe('SIGTERM', () => {
  it('finishes the requests in flight, closes sockets with 1001 and a reason, and exits 0', async () => {
    const { app, quoteId, closed, upload, answered, connection, finishUpload } =
      await appWithUploadInFlight();
    try {
      const exited = app.stop('SIGTERM');
      expect(await closed).toEqual({ code: 1001, reason: 'Server shutting down' });
      // No new request is taken (refused, or 503 on a kept-alive connection), but the upload is
      // waited for.
      const late = await fetch(`${app.url}/api/categories`).then(
        (response) => response.status,
        () => 'refused',
      );
      expect([503, 'refused']).toContain(late);
      // Its listener closed, the process still runs for the upload in flight; the positive
      // signal that it did not stop meanwhile is the upload's answer, 201, after it.
      expect(app.child.exitCode).toBeNull();

      finishUpload();
      expect(await answered).toBe(201);
      // Its connection ends with it: kept alive, it would hold the server's close until the deadline.
      expect(connection()).toBe('close');
      expect(await exited).toEqual({ code: 0, signal: null });
      // Positive control: the exit code read as null above does show the exit once it comes.
      expect(app.child.exitCode).toBe(0);

      const client = new pg.Client(sandbox.databaseUrl);
      await client.connect();
      const { rows } = await client.query('SELECT id FROM quote_images WHERE quote_id = $1', [
        quoteId,
      ]);
      await client.end();
      expect(rows).toHaveLength(1);
    } finally {
      upload.destroy();
      await app.stop();
    }
  });

  it('gives up on a request that never finishes once the deadline has passed, and exits 1', async () => {
    const { app, upload } = await appWithUploadInFlight({ SHUTDOWN_DEADLINE_SECONDS: '2' });
    try {
      const started = Date.now();
      expect(await app.stop('SIGTERM')).toEqual({ code: 1, signal: null });
      expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(app.output()).toContain('still shutting down after 2 s');
      // What held it, named for the operator: the upload, by its route.
      expect(app.output()).toMatch(
        /"requestsInFlight":\["POST \/api\/quotes\/:id\/images for \d+ ms"\]/,
      );
    } finally {
      upload.destroy();
      await app.stop();
    }
  });
});
