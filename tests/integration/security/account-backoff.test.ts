import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginBackoffRule } from '@/server/config';
import { createUser, FACTORY_PASSWORD } from '../../support/factories';
import { createTestApp, setCookieFor, type Agent, type TestApp } from '../../support/test-app';

/**
 * Guessing one account's password from many addresses (ASVS 2.2.1): after five sign-ins in a row
 * without success, browsers that never signed in to the account wait (doubling, capped) whatever
 * their address, while the owner's own browsers still get in.
 */

const TEN_MINUTES: LoginBackoffRule = {
  afterAttempts: 5,
  baseDelayMs: 10 * 60_000,
  maxDelayMs: 15 * 60_000,
};
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginBackoff: TEN_MINUTES });
});
afterAll(async () => t.close());

let lastAddress = 0;
/** A browser that has never been here, at an address of its own. */
const stranger = (app = t) => ({
  agent: app.agent(),
  address: `10.1.${++lastAddress >> 8}.${lastAddress & 255}`,
});

const signIn = (browser: { agent: Agent; address?: string }, email: string, password: string) =>
  browser.agent.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    ...(browser.address ? { remoteAddress: browser.address } : {}),
  });

const waitMessage = (wait: string) =>
  `Too many failed sign-ins for this account. Please try again in ${wait}, sign in from a browser you have signed in with before, or reset your password.`;

describe('the account back-off', () => {
  it('refuses every new browser, from any address, after five failed sign-ins: the right password too', async () => {
    const { email } = await createUser(t.app.db);
    const responses = [];
    for (let i = 0; i < 40; i++) responses.push(await signIn(stranger(), email, `guess ${i}`));
    expect(responses.map((r) => r.statusCode)).toEqual([
      ...Array<number>(5).fill(401),
      ...Array<number>(35).fill(429),
    ]);
    const refused = responses[39]!;
    expect(refused.json().error).toBe(waitMessage('10 minutes'));
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(540);
    expect(retryAfter).toBeLessThanOrEqual(600);

    const right = await signIn(stranger(), email, FACTORY_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.headers['set-cookie']).toBeUndefined();
  });

  it('counts attempts that arrive together one by one: exactly five are checked', async () => {
    const { email } = await createUser(t.app.db);
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signIn(stranger(), email, `parallel guess ${i}`)),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
  });

  it('holds back an address without an account in the same way, so it tells nothing', async () => {
    const { email } = await createUser(t.app.db);
    const attempts = async (address: string) => {
      const seen: Array<{ status: number; error: string }> = [];
      for (let i = 0; i < 6; i++) {
        const response = await signIn(stranger(), address, 'not the password');
        seen.push({ status: response.statusCode, error: response.json().error });
      }
      return seen;
    };
    expect(await attempts('nobody.here@example.com')).toEqual(await attempts(email));
  });

  it('lets the owner in from a browser that signed in before, which ends the back-off', async () => {
    const { email } = await createUser(t.app.db);
    const owner = { agent: t.agent(), address: '192.0.2.10' };
    const first = await signIn(owner, email, FACTORY_PASSWORD);
    expect(first.statusCode).toBe(200);
    const device = setCookieFor(first, 'ql_device');
    expect(device).toMatch(/^ql_device=[\w-]{40,};/);
    expect(device).toMatch(/; HttpOnly/);
    expect(device).toMatch(/; SameSite=Lax/);
    expect(device).toMatch(/; Path=\/api;/);
    expect(device).toMatch(/; Max-Age=15552000/);
    await owner.agent.post('/api/auth/logout');

    for (let i = 0; i < 5; i++) await signIn(stranger(), email, `guess ${i}`);
    expect((await signIn(stranger(), email, FACTORY_PASSWORD)).statusCode).toBe(429);

    // A typo on the owner's browser is answered as a typo, not held back.
    expect((await signIn(owner, email, 'a typo of mine')).statusCode).toBe(401);
    const back = await signIn(owner, email, FACTORY_PASSWORD);
    expect(back.statusCode).toBe(200);
    expect((await owner.agent.get('/api/me')).statusCode).toBe(200);

    // A successful sign-in starts the count again.
    expect((await signIn(stranger(), email, FACTORY_PASSWORD)).statusCode).toBe(200);
  });

  it('trusts a browser for that account only, and no browser for an account it never signed in to', async () => {
    const [mine, theirs] = [await createUser(t.app.db), await createUser(t.app.db)];
    const browser = { agent: t.agent(), address: '192.0.2.20' };
    expect((await signIn(browser, mine.email, FACTORY_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) await signIn(stranger(), theirs.email, `guess ${i}`);
    expect((await signIn(browser, theirs.email, FACTORY_PASSWORD)).statusCode).toBe(429);
  });

  it('forgets the known browsers on a password reset and trusts the browser that reset it', async () => {
    const user = await createUser(t.app.db);
    const laptop = { agent: t.agent(), address: '192.0.2.30' };
    expect((await signIn(laptop, user.email, FACTORY_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) await signIn(stranger(), user.email, `guess ${i}`);

    const phone = { agent: t.agent(), address: '192.0.2.31' };
    await phone.agent.post('/api/forgot-password', { email: user.email });
    const mail = await t.waitForMail((m) => m.to === user.email && /reset/i.test(m.subject));
    const token = new URL(/https?:\/\/\S*token=\S*/.exec(mail.text)![0]).searchParams.get('token');
    const reset = await phone.agent.post('/api/reset-password', {
      token,
      password: 'a fresh start for me',
    });
    expect(reset.statusCode).toBe(200);
    expect(setCookieFor(reset, 'ql_device')).toBeDefined();

    expect((await signIn(laptop, user.email, 'a fresh start for me')).statusCode).toBe(429);
    expect((await signIn(phone, user.email, 'a fresh start for me')).statusCode).toBe(200);
  });
});

describe('the wait', () => {
  it('ends: then a new browser may sign in, and each wait ended by another failure doubles', async () => {
    const quick = await createTestApp({
      loginBackoff: { afterAttempts: 5, baseDelayMs: 2000, maxDelayMs: 60_000 },
    });
    try {
      const { email } = await createUser(quick.app.db);
      for (let i = 0; i < 5; i++) await signIn(stranger(quick), email, `guess ${i}`);
      const held = await signIn(stranger(quick), email, FACTORY_PASSWORD);
      expect(held.statusCode).toBe(429);
      const firstWait = Number(held.headers['retry-after']);
      expect(firstWait).toBeLessThanOrEqual(2);

      // Once it has passed, a guess is checked again (401), and its failure starts a longer wait.
      await expect
        .poll(async () => (await signIn(stranger(quick), email, 'one more guess')).statusCode, {
          timeout: 10_000,
          interval: 200,
        })
        .toBe(401);
      const again = await signIn(stranger(quick), email, FACTORY_PASSWORD);
      expect(again.statusCode).toBe(429);
      expect(Number(again.headers['retry-after'])).toBeGreaterThan(firstWait);

      await expect
        .poll(async () => (await signIn(stranger(quick), email, FACTORY_PASSWORD)).statusCode, {
          timeout: 15_000,
          interval: 200,
        })
        .toBe(200);
    } finally {
      await quick.close();
    }
  });
});
