import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SESSION_ENDED_CLOSE_CODE } from '../../../src/contract/realtime-close';
import { createUser, FACTORY_PASSWORD } from '../../support/factories';
import {
  createTestApp,
  listenOnLoopback,
  validSignup,
  type Agent,
  type TestApp,
} from '../../support/test-app';

/** Session ids change whenever who is signed in changes, and a password reset ends them all. */

let t: TestApp;
let wsUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  wsUrl = `${(await listenOnLoopback(t)).replace('http', 'ws')}/ws`;
});
afterAll(async () => t.close());

const session = (agent: Agent) => agent.cookies.get('ql_session');
const isSignedIn = async (token: string | undefined) =>
  (await t.agent().get('/api/me', { cookie: `ql_session=${token}` })).statusCode === 200;

async function device(email: string, rememberMe = false) {
  const agent = t.agent();
  const response = await agent.post('/api/auth/login', {
    email,
    password: FACTORY_PASSWORD,
    rememberMe,
  });
  expect(response.statusCode).toBe(200);
  return agent;
}

describe('session rotation', () => {
  it('gives a browser that already holds a session (a planted one) a new id on login and signup', async () => {
    const attacker = await createUser(t.app.db);
    const victim = await createUser(t.app.db);
    for (const signIn of [
      (agent: Agent) =>
        agent.post('/api/auth/login', { email: victim.email, password: FACTORY_PASSWORD }),
      (agent: Agent) => agent.post('/api/auth/signup', validSignup()),
    ]) {
      const browser = await device(attacker.email);
      const planted = session(browser);
      expect((await signIn(browser)).statusCode).toBeLessThan(300);
      expect(session(browser)).toBeDefined();
      expect(session(browser)).not.toBe(planted);
      expect(await isSignedIn(planted)).toBe(false);
    }
  });
});

describe('a password reset', () => {
  it('ends every session of the account, remembered ones too, signs nobody in and leaves others alone', async () => {
    const user = await createUser(t.app.db);
    const bystander = await device((await createUser(t.app.db)).email);
    const devices = [await device(user.email), await device(user.email, true)];
    for (const d of devices) expect(await isSignedIn(session(d))).toBe(true);

    await t.agent().post('/api/forgot-password', { email: user.email });
    const mail = await t.waitForMail((m) => m.to === user.email && /reset/i.test(m.subject));
    const token = new URL(/https?:\/\/\S*token=\S*/.exec(mail.text)![0]).searchParams.get('token');
    const reset = await t
      .agent()
      .post('/api/reset-password', { token, password: 'a brand new password' });
    expect(reset.statusCode).toBe(200);
    expect(reset.headers['set-cookie']).toBeUndefined();

    for (const d of devices) expect(await isSignedIn(session(d))).toBe(false);
    expect(await isSignedIn(session(bystander))).toBe(true);
  });
});

/** A realtime socket opened with the agent's session, once the server has accepted it. */
async function openSocket(agent: Agent) {
  const socket = new WebSocket(wsUrl, { headers: { cookie: `ql_session=${session(agent)}` } });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise((resolve) => socket.once('message', resolve)); // connection_established
  return { socket, closed };
}

/** Still open and served: a ping gets its pong. */
async function answers(socket: WebSocket): Promise<boolean> {
  if (socket.readyState !== WebSocket.OPEN) return false;
  const pong = new Promise((resolve) => socket.once('message', resolve));
  socket.send(JSON.stringify({ type: 'ping' }));
  return (await pong) !== undefined;
}

describe('realtime sockets', () => {
  it('close when the session that opened them ends (logout, reset, a new login), and only those', async () => {
    const user = await createUser(t.app.db);
    const [laptop, phone] = [await device(user.email), await device(user.email)];
    const shared = await device((await createUser(t.app.db)).email);
    const bystander = await device((await createUser(t.app.db)).email);
    const sockets = {
      laptop: await openSocket(laptop),
      phone: await openSocket(phone),
      shared: await openSocket(shared),
      bystander: await openSocket(bystander),
    };
    const sessionEnded = { code: SESSION_ENDED_CLOSE_CODE, reason: 'Session ended' };

    await laptop.post('/api/auth/logout');
    expect(await sockets.laptop.closed).toEqual(sessionEnded);
    expect(await answers(sockets.phone.socket)).toBe(true);

    // Someone else signs in on a shared browser: the previous person's socket goes with their session.
    await shared.post('/api/auth/login', { email: user.email, password: FACTORY_PASSWORD });
    expect(await sockets.shared.closed).toEqual(sessionEnded);

    await t.agent().post('/api/forgot-password', { email: user.email });
    const mail = await t.waitForMail((m) => m.to === user.email && /reset/i.test(m.subject));
    const token = new URL(/https?:\/\/\S*token=\S*/.exec(mail.text)![0]).searchParams.get('token');
    await t.agent().post('/api/reset-password', { token, password: 'a brand new password' });
    expect(await sockets.phone.closed).toEqual(sessionEnded);

    expect(await answers(sockets.bystander.socket)).toBe(true);
    sockets.bystander.socket.close();
  });
});
