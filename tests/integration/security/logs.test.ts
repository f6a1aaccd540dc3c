import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Agent,
  createTestApp,
  startLoggingNode,
  validSignup,
  type TestApp,
} from '../../support/test-app';

let t: TestApp;
let app: FastifyInstance;
let logs: () => string;

beforeAll(async () => {
  t = await createTestApp();
  ({ app, logs } = await startLoggingNode(t));
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const linkIn = async (to: string, subject: RegExp) => {
  const mail = await t.waitForMail((m) => m.to === to && subject.test(m.subject));
  return new URL(/https?:\/\/\S*token=\S*/.exec(mail.text)![0]);
};

describe('the logs', () => {
  it('hold no password, token, session id or device token across signup, verification, login and reset', async () => {
    const browser = new Agent(app);
    const form = validSignup({ password: 'first-Secret-pw1', confirmPassword: 'first-Secret-pw1' });
    expect((await browser.post('/api/auth/signup', form)).statusCode).toBe(201);
    const secrets = [
      form.password,
      browser.cookies.get('ql_session')!,
      browser.cookies.get('ql_device')!,
    ];

    const verify = await linkIn(form.email, /confirm/i);
    secrets.push(verify.searchParams.get('token')!);
    expect((await browser.get(verify.pathname + verify.search)).statusCode).toBe(303);

    const wrong = 'wrong-Secret-pw2';
    secrets.push(wrong);
    const attempt = await new Agent(app).post('/api/auth/login', {
      email: form.email,
      password: wrong,
    });
    expect(attempt.statusCode).toBe(401);

    expect((await browser.post('/api/forgot-password', { email: form.email })).statusCode).toBe(
      200,
    );
    const reset = (await linkIn(form.email, /reset/i)).searchParams.get('token')!;
    const fresh = 'new-Secret-pw3';
    secrets.push(reset, fresh);
    const check = await browser.get(`/api/verify-reset-token?token=${encodeURIComponent(reset)}`);
    expect(check.statusCode).toBe(200);
    const done = await browser.post('/api/reset-password', { token: reset, password: fresh });
    expect(done.statusCode).toBe(200);
    secrets.push(browser.cookies.get('ql_device')!);

    const again = new Agent(app);
    expect(
      (await again.post('/api/auth/login', { email: form.email, password: fresh })).statusCode,
    ).toBe(200);
    secrets.push(again.cookies.get('ql_session')!, again.cookies.get('ql_device')!);
    expect((await again.post('/api/auth/logout')).statusCode).toBe(200);

    // The capture works: every request above was logged (one line each, with its route).
    for (const path of ['/api/auth/signup', '/api/auth/verify-email', '/api/verify-reset-token']) {
      expect(logs()).toContain(path);
    }
    for (const secret of secrets) expect(logs(), 'a secret in the logs').not.toContain(secret);
  });
});
