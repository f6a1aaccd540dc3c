import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CompanyDetails, CompanySummary, UserCompaniesResponse } from '@/contract/company';
import type { Credential } from '@/contract/credential';
import type { InsightsResponse } from '@/contract/insights';
import type { Rating } from '@/contract/rating';
import { companies } from '@/server/db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from '@/server/seed/demo';
import { createTestApp, type TestApp } from '../support/test-app';

/** Issue 31, small things: the demo tells a believable story (src/server/seed/demo.ts). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  expect((await seedDemoData(t.app.db, t.app.storage)).created).toBe(true);
});
afterAll(async () => t.close());

describe('the demo', () => {
  it("gives the demo plumber's insights requests spread over the weeks and hires worth their estimates", async () => {
    const owner = t.agent();
    const login = await owner.post('/api/auth/login', {
      email: DEMO_ACCOUNTS.owner.email,
      password: DEMO_PASSWORD,
    });
    expect(login.statusCode, login.body).toBe(200);
    const own = (await owner.get('/api/companies/user')).json<UserCompaniesResponse>();
    const plumbing = own.companies.find((c) => c.name === 'Bayview Plumbing & Drain')!;
    const response = await owner.get(`/api/companies/${plumbing.id}/insights`);
    expect(response.statusCode, response.body).toBe(200);
    const { weeks } = response.json<InsightsResponse>();

    // Spread out, as a business's requests come: never a pile in one week.
    const received = weeks.map((w) => w.requestsReceived);
    expect(received.reduce((a, b) => a + b)).toBeGreaterThanOrEqual(6);
    expect(Math.max(...received)).toBeLessThanOrEqual(2);
    // A hire follows its request: by any week, no more hires than requests so far.
    let requests = 0;
    let hires = 0;
    for (const week of weeks) {
      requests += week.requestsReceived;
      hires += week.hires;
      expect(hires).toBeLessThanOrEqual(requests);
      // Each hire was made on an estimate, so it won money.
      if (week.hires > 0) expect(week.valueWonCents).toBeGreaterThan(0);
      expect(Number.isInteger(week.valueWonCents)).toBe(true);
    }
    expect(hires).toBeGreaterThanOrEqual(2);
  });

  it('never says "Would hire again" in a review of under 4 stars', async () => {
    const ids = await t.app.db.select({ id: companies.id }).from(companies);
    const reviews: Rating[] = [];
    for (const { id } of ids) {
      reviews.push(...(await t.agent().get(`/api/ratings/company/${id}`)).json<Rating[]>());
    }
    const praise = /would hire again|fantastic|excellent/i;
    expect(reviews.filter((r) => r.rating < 4 && praise.test(r.comment ?? ''))).toEqual([]);
    // The low ratings are there, with texts of their own.
    expect(reviews.some((r) => r.rating <= 3 && r.comment)).toBe(true);
  });

  it('shows the plumber Licensed, Insured and Top Pro, its certificate to its owner only', async () => {
    const [plumbing] = await t.app.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, 'Bayview Plumbing & Drain'));
    const page = (await t.agent().get(`/api/companies/${plumbing!.id}`)).json<CompanyDetails>();
    expect(page.topPro).toBe(true);
    expect(page.credentialBadges.map((b) => b.kind).sort()).toEqual(['insurance', 'licence']);
    const filtered = await t
      .agent()
      .get('/api/companies/category/plumbing-services?licensedAndInsured=true');
    expect(filtered.statusCode, filtered.body).toBe(200);
    expect(filtered.json<{ companies: CompanySummary[] }>().companies.map((c) => c.id)).toEqual([
      plumbing!.id,
    ]);

    const owner = t.agent();
    await owner.post('/api/auth/login', {
      email: DEMO_ACCOUNTS.owner.email,
      password: DEMO_PASSWORD,
    });
    const [licence] = (await owner.get(`/api/companies/${plumbing!.id}/credentials`)).json<{
      credentials: Credential[];
    }>().credentials;
    const document = await owner.get(licence!.documentUrl);
    expect(document.statusCode).toBe(200);
    expect(document.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Anyone else signed in (the demo customer) is told it does not exist.
    const customer = t.agent();
    await customer.post('/api/auth/login', {
      email: DEMO_ACCOUNTS.customer.email,
      password: DEMO_PASSWORD,
    });
    expect((await customer.get(licence!.documentUrl)).statusCode).toBe(404);
  });
});
