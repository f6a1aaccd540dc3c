import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_ENDED_CLOSE_CODE } from '@/contract/realtime-close';
import { sessions } from '@/server/db/schema';
import { hashSecret } from '@/server/platform/tokens';
import { createUser, FACTORY_PASSWORD } from '../../support/factories';
import {
  createTestApp,
  listenOnLoopback,
  setCookieFor,
  validSignup,
  type Agent,
  type TestApp,
} from '../../support/test-app';
import { answers, openSocket, socketUrl } from '../../support/sockets';

/** Session ids change whenever who is signed in changes, and a password reset ends them all. */

let t: TestApp;
let wsUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  wsUrl = socketUrl(await listenOnLoopback(t));
});
afterAll(async () => t.close());

const session = (agent: Agent) => agent.cookies.get('ql_session');
const isSignedIn = async (token: string | undefined) =>
  (await t.agent().get('/api/me', { cookie: `ql_session=${token}` })).statusCode === 200;

async function device(email: string, rememberMe = false, app = t) {
  const agent = app.agent();
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
    expect(setCookieFor(reset, 'ql_session')).toBeUndefined();

    for (const d of devices) expect(await isSignedIn(session(d))).toBe(false);
    expect(await isSignedIn(session(bystander))).toBe(true);
  });
});

/** A realtime socket opened with the agent's session, once the server has accepted it. */
const openAgentSocket = (agent: Agent, url = wsUrl) =>
  openSocket(url, `ql_session=${session(agent)}`);

describe('realtime sockets', () => {
  it('close when the session that opened them ends (logout, reset, a new login), and only those', async () => {
    const user = await createUser(t.app.db);
    const [laptop, phone] = [await device(user.email), await device(user.email)];
    const shared = await device((await createUser(t.app.db)).email);
    const bystander = await device((await createUser(t.app.db)).email);
    const sockets = {
      laptop: await openAgentSocket(laptop),
      phone: await openAgentSocket(phone),
      shared: await openAgentSocket(shared),
      bystander: await openAgentSocket(bystander),
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

/** As if the agent's browser had made no request for this many minutes. */
async function leaveIdle(app: TestApp, agent: Agent, minutes: number) {
  await app.app.db
    .update(sessions)
    .set({ lastUsedAt: sql`${sessions.lastUsedAt} - make_interval(mins => ${minutes})` })
    .where(eq(sessions.idHash, hashSecret(session(agent)!)));
}

describe('an idle session (SESSION_IDLE_MINUTES, 12 hours by default)', () => {
  const me = (agent: Agent) => agent.get('/api/me');

  it('stays signed in while used within the limit: each use restarts the idle clock', async () => {
    const idle = t.config.sessionIdleMinutes;
    expect(idle).toBe(720);
    const browser = await device((await createUser(t.app.db)).email);
    await leaveIdle(t, browser, idle - 1);
    expect((await me(browser)).statusCode).toBe(200);
    // Without that use, this would be almost twice the limit.
    await leaveIdle(t, browser, idle - 1);
    expect((await me(browser)).statusCode).toBe(200);
    await leaveIdle(t, browser, 30);
    expect((await me(browser)).statusCode).toBe(200);
  });

  it('has ended when unused beyond the limit: signed out, the cookie dropped, its socket closed', async () => {
    const browser = await device((await createUser(t.app.db)).email);
    const other = await device((await createUser(t.app.db)).email);
    const token = session(browser);
    const sockets = { idle: await openAgentSocket(browser), other: await openAgentSocket(other) };

    await leaveIdle(t, browser, t.config.sessionIdleMinutes + 1);
    const answer = await me(browser);
    expect(answer.statusCode).toBe(401);
    expect(browser.cookies.has('ql_session')).toBe(false);
    expect(await isSignedIn(token)).toBe(false);
    expect(await sockets.idle.closed).toEqual({
      code: SESSION_ENDED_CLOSE_CODE,
      reason: 'Session ended',
    });
    expect(await answers(sockets.other.socket)).toBe(true);
    expect(await isSignedIn(session(other))).toBe(true);
    sockets.other.socket.close();
  });

  it('notes its use at most once a minute, not on every request', async () => {
    const browser = await device((await createUser(t.app.db)).email);
    const lastUsed = async () =>
      (
        await t.app.db
          .select({ at: sessions.lastUsedAt })
          .from(sessions)
          .where(eq(sessions.idHash, hashSecret(session(browser)!)))
      )[0]!.at.getTime();
    await leaveIdle(t, browser, 2);
    const before = await lastUsed();
    await me(browser);
    const noted = await lastUsed();
    expect(noted).toBeGreaterThan(before);
    for (let i = 0; i < 3; i++) await me(browser);
    expect(await lastUsed()).toBe(noted);
  });

  it('is ended by the periodic sweep too, which closes its socket without any request', async () => {
    const swept = await createTestApp({ sessionSweepIntervalMs: 100 });
    try {
      const url = socketUrl(await listenOnLoopback(swept));
      const [idleUser, activeUser] = [
        await createUser(swept.app.db),
        await createUser(swept.app.db),
      ];
      const [idle, active] = [
        await device(idleUser.email, true, swept),
        await device(activeUser.email, true, swept),
      ];
      const sockets = {
        idle: await openAgentSocket(idle, url),
        active: await openAgentSocket(active, url),
      };
      await leaveIdle(swept, idle, swept.config.sessionIdleMinutes + 1);
      expect(await sockets.idle.closed).toEqual({
        code: SESSION_ENDED_CLOSE_CODE,
        reason: 'Session ended',
      });
      expect(await answers(sockets.active.socket)).toBe(true);
      sockets.active.socket.close();
    } finally {
      await swept.close();
    }
  });
});

describe("a request's signed-in user", () => {
  it('is loaded with the columns routes use, never the password hash', async () => {
    const app = await createTestApp();
    try {
      const seen: object[] = [];
      app.app.addHook('preHandler', async (request) => {
        if (request.user) seen.push(request.user);
      });
      const user = await createUser(app.app.db);
      const browser = await device(user.email, false, app);
      expect((await browser.get('/api/me')).statusCode).toBe(200);
      expect(seen).toHaveLength(1);
      expect(Object.keys(seen[0]!).sort()).toEqual([
        'email',
        'emailNotifications',
        'emailNotificationsMessages',
        'emailNotificationsQuotes',
        'firstName',
        'id',
        'isVerified',
        'lastName',
        'locale',
        'phoneNumber',
        'textNotifications',
      ]);
    } finally {
      await app.close();
    }
  });
});
