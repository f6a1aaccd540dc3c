import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SESSION_ENDED_CLOSE_CODE, TOO_MANY_SOCKETS_CLOSE_CODE } from '@/contract/realtime-close';
import { buildApp } from '@/server/app';
import { createUser } from '../../support/factories';
import { sessionCookieFor } from '../../support/sessions';
import { socketUrl } from '../../support/sockets';
import { createTestApp, type TestApp } from '../../support/test-app';
import { until } from '../../support/waiting';

/** /ws against one user's many sockets and a peer's oversized frames (issue 30). */

let t: TestApp;
let app: FastifyInstance;
let wsUrl: string;
let logs = '';

beforeAll(async () => {
  t = await createTestApp();
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => (logs += chunk.toString()));
  // A node logging as in production, into the test.
  app = await buildApp({
    config: { ...t.config, logLevel: 'info' },
    databaseUrl: t.databaseUrl,
    logStream: stream,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = socketUrl(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
});
afterAll(async () => {
  await app.close();
  await t.close();
});

interface OpenSocket {
  socket: WebSocket;
  /** Its close code and reason, once it has closed. */
  closed: { code: number; reason: string } | undefined;
}

/** A realtime socket with this `Cookie` header, once the server has accepted it. */
async function openSocket(cookie: string): Promise<OpenSocket> {
  const socket = new WebSocket(wsUrl, { headers: { cookie } });
  const open: OpenSocket = { socket, closed: undefined };
  socket.on('close', (code, reason) => (open.closed = { code, reason: reason.toString() }));
  await new Promise((resolve, reject) => {
    socket.once('message', resolve); // connection_established
    socket.once('error', reject);
  });
  return open;
}

/** Still open and served: a ping gets its pong. */
async function answers(socket: WebSocket): Promise<boolean> {
  if (socket.readyState !== WebSocket.OPEN) return false;
  const pong = new Promise((resolve) => socket.once('message', resolve));
  socket.send(JSON.stringify({ type: 'ping' }));
  return (await pong) !== undefined;
}

describe('realtime sockets', () => {
  it("keeps at most 10 of a user's sockets: the 11th closes the oldest, with a code of its own", async () => {
    const user = await createUser(t.app.db);
    const sockets: OpenSocket[] = [];
    // Two sessions (a laptop, a phone): the limit is the user's.
    const cookies = [
      await sessionCookieFor(t.app.db, user.id),
      await sessionCookieFor(t.app.db, user.id),
    ];
    for (let i = 0; i < 10; i++) sockets.push(await openSocket(cookies[i % 2]!));
    const other = await openSocket(
      await sessionCookieFor(t.app.db, (await createUser(t.app.db)).id),
    );

    sockets.push(await openSocket(cookies[0]!));
    await until(() => sockets[0]!.closed !== undefined);
    expect(sockets[0]!.closed).toEqual({
      code: TOO_MANY_SOCKETS_CLOSE_CODE,
      reason: 'Too many connections',
    });
    expect(TOO_MANY_SOCKETS_CLOSE_CODE).not.toBe(SESSION_ENDED_CLOSE_CODE);
    for (const open of sockets.slice(1)) expect(await answers(open.socket)).toBe(true);
    expect(await answers(other.socket)).toBe(true);

    sockets.push(await openSocket(cookies[1]!));
    await until(() => sockets[1]!.closed !== undefined);
    expect(sockets[1]!.closed?.code).toBe(TOO_MANY_SOCKETS_CLOSE_CODE);
    for (const open of [...sockets, other]) open.socket.close();
  });

  it('logs an oversized frame as a warning without a stack, and closes that socket', async () => {
    const cookie = await sessionCookieFor(t.app.db, (await createUser(t.app.db)).id);
    const open = await openSocket(cookie);
    const logged = logs.length;
    open.socket.send('x'.repeat(5000));
    await until(() => open.closed !== undefined);
    expect(open.closed!.code).toBe(1009);
    await until(() => logs.slice(logged).includes('Max payload size exceeded'));
    const lines = logs
      .slice(logged)
      .split('\n')
      .filter((line) => line.includes('Max payload size exceeded'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.level).toBe(40);
    expect(JSON.stringify(lines[0])).not.toContain('stack');
    expect(JSON.stringify(lines[0])).not.toMatch(/\bat \S+ \(/);
  });
});
