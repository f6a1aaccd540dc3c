import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, FACTORY_PASSWORD } from '../../support/factories';
import { createTestApp, validSignup, type Agent, type TestApp } from '../../support/test-app';

/** Session ids change whenever who is signed in changes, and a password reset ends them all. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
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
