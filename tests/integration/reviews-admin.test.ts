import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminStats } from '@/contract/admin';
import { createCompany, createUser } from '../support/factories';
import { loggedIn } from '../support/sessions';
import { createTestApp, type Agent, type TestApp } from '../support/test-app';

const LONG =
  'Our deck boards are soft in places and the railing wobbles. We would like the rotten boards replaced and the whole deck sealed before winter.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ adminEmails: new Set(['boss@example.com', 'chief@example.com']) });
});
afterAll(async () => t.close());

/** A customer who has sent the company a quote request, so may review it. */
async function customerOf(companyId: number, submit = true) {
  const customer = await loggedIn(t, { firstName: 'Riley' });
  const { id } = (await customer.agent.post('/api/quotes', { companyIds: [companyId] })).json();
  if (submit)
    await customer.agent.post(`/api/quotes/${id}/submit`, { description: LONG, jobZip: '94110' });
  return customer;
}

const rate = (agent: Agent, companyId: number, body: object) =>
  agent.post(`/api/companies/${companyId}/ratings`, body);
const details = async (companyId: number) =>
  (await t.agent().get(`/api/companies/${companyId}`)).json();

describe('reviews', () => {
  it('are only for customers who requested a quote, once each', async () => {
    const company = await createCompany(t.app.db);
    const stranger = await loggedIn(t);
    const drafter = await customerOf(company.id, false);
    const customer = await customerOf(company.id);

    expect((await stranger.agent.get(`/api/companies/${company.id}/can-rate`)).json()).toEqual({
      canRate: false,
    });
    expect((await drafter.agent.get(`/api/companies/${company.id}/can-rate`)).json()).toEqual({
      canRate: false,
    });
    expect((await customer.agent.get(`/api/companies/${company.id}/can-rate`)).json()).toEqual({
      canRate: true,
    });
    expect((await t.agent().get(`/api/companies/${company.id}/can-rate`)).json()).toEqual({
      canRate: false,
    });

    const refused = await rate(stranger.agent, company.id, { rating: 4 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(
      'You can only rate businesses you have requested quotes from',
    );
    expect((await rate(t.agent(), company.id, { rating: 4 })).statusCode).toBe(401);

    const first = await rate(customer.agent, company.id, {
      rating: 4.5,
      comment: 'Great work',
      userId: stranger.user.id,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      rating: 4.5,
      userId: customer.user.id,
      userFirstName: 'Riley',
    });
    expect((await rate(customer.agent, company.id, { rating: 3 })).statusCode).toBe(409);
  });

  it.each([[0.3], [5.5], [0], [4.25], ['4']])('refuses a rating of %j', async (value) => {
    const company = await createCompany(t.app.db);
    const customer = await customerOf(company.id);
    const response = await rate(customer.agent, company.id, { rating: value });
    expect(response.statusCode).toBe(400);
    if (value === 0 || value === 0.3) {
      expect(response.json().error).toBe(
        'Please select a rating: You must select at least 0.5 stars.',
      );
    }
  });

  it('keep the company’s average and count exact through create, edit and delete', async () => {
    const company = await createCompany(t.app.db);
    const a = await customerOf(company.id);
    const b = await customerOf(company.id);
    const ra = (await rate(a.agent, company.id, { rating: 5 })).json();
    await rate(b.agent, company.id, { rating: 3.5 });
    expect(await details(company.id)).toMatchObject({ averageRating: 4.25, ratingsCount: 2 });

    expect(
      (
        await b.agent.request({
          method: 'PUT',
          url: `/api/ratings/${ra.id}`,
          payload: { rating: 1 },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await b.agent.request({ method: 'DELETE', url: `/api/ratings/${ra.id}` })).statusCode,
    ).toBe(403);
    const edited = await a.agent.request({
      method: 'PUT',
      url: `/api/ratings/${ra.id}`,
      payload: { rating: 4.5, comment: 'Even better' },
    });
    expect(edited.json()).toMatchObject({ rating: 4.5, comment: 'Even better' });
    expect(await details(company.id)).toMatchObject({ averageRating: 4, ratingsCount: 2 });

    expect(
      (await a.agent.request({ method: 'DELETE', url: `/api/ratings/${ra.id}` })).statusCode,
    ).toBe(204);
    expect(await details(company.id)).toMatchObject({ averageRating: 3.5, ratingsCount: 1 });
    const list = (await t.agent().get(`/api/ratings/company/${company.id}`)).json();
    expect(list).toHaveLength(1);
    expect(
      (await t.agent().get(`/api/ratings/user/${a.user.id}/company/${company.id}`)).json(),
    ).toBeNull();
  });

  it('stay exact when many customers review at the same moment', async () => {
    const company = await createCompany(t.app.db);
    const customers = await Promise.all(Array.from({ length: 8 }, () => customerOf(company.id)));
    await Promise.all(customers.map((c, i) => rate(c.agent, company.id, { rating: (i % 2) + 4 })));
    expect(await details(company.id)).toMatchObject({ averageRating: 4.5, ratingsCount: 8 });
  });
});

describe('response time', () => {
  it('shows the median time to the first reply once three requests were answered', async () => {
    const vendor = await loggedIn(t);
    const company = await createCompany(t.app.db, { ownerId: vendor.user.id });
    const reply = async (minutes: number) => {
      const customer = await customerOf(company.id);
      const quotes = (await customer.agent.get('/api/quotes')).json().data;
      const quoteId = quotes[0].id as number;
      const form = {
        method: 'POST' as const,
        url: `/api/quotes/${quoteId}/companies/${company.id}/messages`,
        payload: { message: 'Happy to help' },
      };
      await vendor.agent.request(form);
      await t.app.db.execute(
        sql`UPDATE quotes SET submitted_at = now() - make_interval(mins => ${minutes}) WHERE id = ${quoteId}`,
      );
    };
    await reply(30);
    await reply(90);
    expect((await details(company.id)).responseTime).toBeNull();
    await reply(60);
    expect((await details(company.id)).responseTime).toEqual({ medianMinutes: 60, replies: 3 });
  });
});

describe('the admin dashboard API', () => {
  it('gives admins the real figures and refuses everyone else', async () => {
    const admin = await loggedIn(t, { email: 'boss@example.com' });
    const other = await loggedIn(t);
    expect((await t.agent().get('/api/admin/stats')).statusCode).toBe(401);
    expect((await other.agent.get('/api/admin/stats')).statusCode).toBe(403);
    expect((await other.agent.get('/api/me')).json().isAdmin).toBe(false);
    expect((await admin.agent.get('/api/me')).json().isAdmin).toBe(true);

    const stats = (await admin.agent.get('/api/admin/stats')).json();
    const { rows } = await t.app.db.execute<{ users: number; ratings: number }>(
      sql`SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM ratings) AS ratings`,
    );
    expect(stats.users).toBe(rows[0]!.users);
    expect(stats.ratings).toBe(rows[0]!.ratings);
    expect(stats.categories).toBe(16);
    expect(stats.quotes.submitted + stats.quotes.in_progress).toBeGreaterThan(0);
    expect(stats.recentActivity.length).toBeGreaterThan(0);
  });

  it('lists events at the same instant newest row first, the same on every read', async () => {
    const admin = await loggedIn(t, { email: 'chief@example.com' });
    // Sign-ups written at one instant, as rows of one transaction are; later than anything else.
    const createdAt = new Date('2100-01-01T00:00:00Z');
    for (const n of [1, 2, 3, 4, 5, 6])
      await createUser(t.app.db, { firstName: `Tie${n}`, createdAt });
    const recent = async () =>
      (await admin.agent.get('/api/admin/stats')).json<AdminStats>().recentActivity;
    const first = await recent();
    expect(first.slice(0, 5)).toEqual(
      [6, 5, 4, 3, 2].map((n) => ({
        kind: 'signup',
        text: `Tie${n} Owner signed up`,
        at: createdAt.toISOString(),
      })),
    );
    expect(await recent()).toEqual(first);
  });
});
