import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../support/factories';
import { multipart } from '../../support/files';
import { signInAs } from '../../support/sessions';
import { createTestApp, validSignup, type TestApp } from '../../support/test-app';
import { imageForm, LONG_DESCRIPTION } from '../../support/world';

/**
 * What an attacker would hammer: rate limits where abuse hurts (login and forgot-password are in
 * auth.test.ts), and login that takes as long for an unknown address as for a wrong password.
 */

const rule = { max: 2, timeWindowMs: 60_000 };
let limited: TestApp;
let t: TestApp;
beforeAll(async () => {
  [limited, t] = await Promise.all([
    createTestApp({
      rateLimits: { auth: rule, passwordReset: rule, upload: rule, messages: rule, reports: rule },
    }),
    createTestApp(),
  ]);
});
afterAll(async () => Promise.all([limited.close(), t.close()]));

const statuses = async (send: () => Promise<LightMyRequestResponse>, times: number) => {
  const seen: number[] = [];
  for (let i = 0; i < times; i++) seen.push((await send()).statusCode);
  return seen;
};

describe('rate limits (2 a minute here) answer 429', () => {
  it('on signup, and the refused signup creates no account', async () => {
    const email = 'third@example.com';
    expect(
      await statuses(() => limited.agent().post('/api/auth/signup', validSignup()), 2),
    ).toEqual([201, 201]);
    const third = await limited.agent().post('/api/auth/signup', validSignup({ email }));
    expect(third.statusCode).toBe(429);
    expect(third.json().error).toMatch(/Too many attempts/);
    const check = await t.agent().get(`/api/check-email/${email}`);
    expect(check.json()).toEqual({ exists: false });
  });

  it('on the e-mail availability check (it tells which addresses have accounts)', async () => {
    expect(
      await statuses(() => limited.agent().get('/api/check-email/a%40example.com'), 3),
    ).toEqual([200, 200, 429]);
  });

  it('on posting messages', async () => {
    const db = limited.app.db;
    const customer = await signInAs(db, limited.agent(), (await createUser(db)).id);
    const company = await createCompany(db);
    const quote = await customer.post('/api/quotes', {
      companyIds: [company.id],
      description: LONG_DESCRIPTION,
    });
    const quoteId = quote.json().id;
    await customer.post(`/api/quotes/${quoteId}/submit`, { jobZip: '94110' });
    const post = () =>
      customer.request({
        method: 'POST',
        url: `/api/quotes/${quoteId}/companies/${company.id}/messages`,
        ...multipart({ message: 'Hello again' }),
      });
    expect(await statuses(post, 3)).toEqual([201, 201, 429]);
  });

  it('on uploads', async () => {
    const db = limited.app.db;
    const user = await signInAs(db, limited.agent(), (await createUser(db)).id);
    const upload = async () =>
      user.request({ method: 'POST', url: '/api/upload/single', ...(await imageForm('file')) });
    expect(await statuses(upload, 3)).toEqual([201, 201, 429]);
  });
});

describe('login timing', () => {
  it('costs a password hash check for an unknown address too', async () => {
    const { email } = await createUser(t.app.db);
    const timed = async (body: object) => {
      const started = performance.now();
      const response = await t.agent().post('/api/auth/login', body);
      return { status: response.statusCode, ms: performance.now() - started };
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1]!;
    const wrongPassword = { email, password: 'not the password' };
    const unknownEmail = { email: 'nobody.at.all@example.com', password: 'not the password' };
    const invalidForm = { email: 'not-an-address', password: 'x' };
    await timed(unknownEmail); // the first one also makes the stand-in hash

    const samples = {
      wrongPassword: [] as number[],
      unknownEmail: [] as number[],
      invalidForm: [] as number[],
    };
    for (let i = 0; i < 9; i++) {
      for (const [name, body] of Object.entries({ wrongPassword, unknownEmail, invalidForm })) {
        const { status, ms } = await timed(body);
        expect(status).toBe(name === 'invalidForm' ? 400 : 401);
        samples[name as keyof typeof samples].push(ms);
      }
    }
    const [known, unknown, none] = [
      median(samples.wrongPassword),
      median(samples.unknownEmail),
      median(samples.invalidForm),
    ];
    // A check of the password hash dominates both; a form refused before any check costs little.
    expect(known, JSON.stringify(samples)).toBeGreaterThan(none * 2);
    expect(unknown, JSON.stringify(samples)).toBeGreaterThan(known * 0.5);
  });
});
