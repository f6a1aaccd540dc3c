import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_ENDED_CLOSE_CODE, TOO_MANY_SOCKETS_CLOSE_CODE } from '@/contract/realtime-close';
import { createUser } from '../../support/factories';
import { sessionCookieFor } from '../../support/sessions';
import { openSocket, answers, socketUrl, type OpenSocket } from '../../support/sockets';
import { createTestApp, startLoggingNode, type TestApp } from '../../support/test-app';
import { until } from '../../support/waiting';

/** /ws against one user's many sockets and a peer's oversized frames (issue 30). */

let t: TestApp;
let app: FastifyInstance;
let logs: () => string;
let wsUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ app, logs } = await startLoggingNode(t));
  await app.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = socketUrl(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const connect = (cookie: string) => openSocket(wsUrl, cookie);

describe('realtime sockets', () => {
  it("keeps at most 10 of a user's sockets: the 11th closes the oldest, with a code of its own", async () => {
    const user = await createUser(t.app.db);
    const sockets: OpenSocket[] = [];
    // Two sessions (a laptop, a phone): the limit is the user's.
    const cookies = [
      await sessionCookieFor(t.app.db, user.id),
      await sessionCookieFor(t.app.db, user.id),
    ];
    for (let i = 0; i < 10; i++) sockets.push(await connect(cookies[i % 2]!));
    const other = await connect(await sessionCookieFor(t.app.db, (await createUser(t.app.db)).id));

    sockets.push(await connect(cookies[0]!));
    expect(await sockets[0]!.closed).toEqual({
      code: TOO_MANY_SOCKETS_CLOSE_CODE,
      reason: 'Too many connections',
    });
    expect(TOO_MANY_SOCKETS_CLOSE_CODE).not.toBe(SESSION_ENDED_CLOSE_CODE);
    for (const open of sockets.slice(1)) expect(await answers(open.socket)).toBe(true);
    expect(await answers(other.socket)).toBe(true);

    sockets.push(await connect(cookies[1]!));
    expect((await sockets[1]!.closed).code).toBe(TOO_MANY_SOCKETS_CLOSE_CODE);
    for (const open of [...sockets, other]) open.socket.close();
  });

  it('logs an oversized frame as a warning without a stack, and closes that socket', async () => {
    const cookie = await sessionCookieFor(t.app.db, (await createUser(t.app.db)).id);
    const open = await connect(cookie);
    const logged = logs().length;
    open.socket.send('x'.repeat(5000));
    expect((await open.closed).code).toBe(1009);
    await until(() => logs().slice(logged).includes('Max payload size exceeded'));
    const lines = logs()
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
