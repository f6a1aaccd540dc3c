import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recomputeTopPro } from '@/server/modules/reputation/top-pro';
import { submittedQuote } from '../support/businesses';
import { inDays } from '../support/dates';
import { createCompany, createUser, type CompanySpec } from '../support/factories';
import { signInAs } from '../support/sessions';
import { createTestApp, type Agent, type TestApp } from '../support/test-app';

/** Issue 19, point 5: the response rate and the Top Pro badge (docs/decisions/014, Reputation). */

const ADMIN = 'moderator@example.com';
const DESCRIPTION =
  'The kitchen sink drains slowly and the faucet drips at the base; we would like both fixed this month.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ adminEmails: new Set([ADMIN]) });
});
afterAll(async () => t.close());

async function signedIn(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.app.db, overrides);
  return { user, agent: await signInAs(t.app.db, t.agent(), user.id) };
}

type Business = Awaited<ReturnType<typeof signedIn>> & { company: { id: number; name: string } };

async function business(spec: CompanySpec = {}): Promise<Business> {
  const owner = await signedIn({ firstName: 'Pat' });
  return { ...owner, company: await createCompany(t.app.db, { ...spec, ownerId: owner.user.id }) };
}

interface RequestPlan {
  /** Hours after the submission the business answered; absent: never. */
  answeredAfterHours?: number;
  /** How the business answered. */
  by?: 'message' | 'estimate';
  /** Days ago the request was submitted. */
  submittedDaysAgo?: number;
}

/**
 * A new customer's quote request to the business, submitted through the API; its answer too. The
 * submission and the answer are then moved back in time to the plan's.
 */
async function request(b: Business, plan: RequestPlan = {}) {
  const customer = await signedIn({ firstName: 'Jordan' });
  const { id: quoteId, submitted } = await submittedQuote(customer.agent, {
    companyIds: [b.company.id],
    description: DESCRIPTION,
  });
  expect(submitted.statusCode).toBe(200);
  const conversation = `/api/quotes/${quoteId}/companies/${b.company.id}`;
  // The customer writing never counts as an answer.
  await customer.agent.post(`${conversation}/messages`, { message: 'Any questions, just ask.' });
  if (plan.answeredAfterHours !== undefined) {
    const answer =
      plan.by === 'estimate'
        ? await b.agent.post(`${conversation}/estimates`, {
            priceType: 'fixed',
            priceCents: 18_000,
            includes: 'Drain, faucet cartridge and seal, parts and labour.',
            earliestStart: inDays(2),
            validUntil: inDays(30),
          })
        : await b.agent.post(`${conversation}/messages`, { message: 'Happy to help.' });
    expect(answer.statusCode).toBe(201);
  }
  const submittedAt = sql`now() - make_interval(days => ${plan.submittedDaysAgo ?? 3})`;
  await t.app.db.execute(
    sql`UPDATE quotes SET submitted_at = ${submittedAt} WHERE id = ${quoteId}`,
  );
  await t.app.db.execute(sql`
    UPDATE messages SET created_at = CASE sender_type
      WHEN 'company' THEN ${submittedAt} + make_interval(hours => ${plan.answeredAfterHours ?? 0})
      ELSE ${submittedAt} END
    WHERE quote_id = ${quoteId}`);
  return { customer, quoteId };
}

/**
 * A customer who requested a quote (answered within the hour), hired the business, confirmed
 * the job done and reviewed it: a verified hire.
 */
async function verifiedHire(b: Business, rating: number, { confirm = true } = {}) {
  const { customer, quoteId } = await request(b, { answeredAfterHours: 1 });
  const hired = await customer.agent.post(`/api/quotes/${quoteId}/hire`, {
    companyId: b.company.id,
  });
  expect(hired.statusCode).toBe(200);
  if (confirm) {
    expect((await customer.agent.post(`/api/quotes/${quoteId}/job-done`, {})).statusCode).toBe(200);
  }
  const review = await customer.agent.post(`/api/companies/${b.company.id}/ratings`, {
    rating,
    comment: 'Came on time and fixed it.',
  });
  expect(review.statusCode).toBe(201);
  return { customer, quoteId, ratingId: review.json().id as number };
}

/** A business meeting the rule: 5 verified hires rating it 5, every request answered in an hour. */
async function topProCandidate(spec: CompanySpec = {}) {
  const b = await business(spec);
  const hires = [];
  for (let i = 0; i < 5; i++) hires.push(await verifiedHire(b, 5));
  return { ...b, hires };
}

const details = async (companyId: number) =>
  (await t.agent().get(`/api/companies/${companyId}`)).json();
const isTopPro = async (companyId: number) => (await details(companyId)).topPro as boolean;

describe('the response rate', () => {
  it('counts requests of the last 90 days answered within 24 hours, shown from 5 requests', async () => {
    const b = await business();
    await request(b, { answeredAfterHours: 2 });
    await request(b, { answeredAfterHours: 23, by: 'estimate' });
    await request(b, { answeredAfterHours: 25 });
    await request(b);
    // Too old to count, and a draft never sent.
    await request(b, { answeredAfterHours: 1, submittedDaysAgo: 91 });
    const drafter = await signedIn();
    await drafter.agent.post('/api/quotes', { companyIds: [b.company.id] });

    const four = await details(b.company.id);
    expect(four.responseRate).toBeNull();
    expect(four.responseTime).toEqual({ medianMinutes: 23 * 60, replies: 3 });

    const { customer, quoteId } = await request(b, { answeredAfterHours: 1 });
    const five = await details(b.company.id);
    expect(five.responseRate).toEqual({ percent: 60, requests: 5 });
    // The median of 1, 2, 23 and 25 hours.
    expect(five.responseTime).toEqual({ medianMinutes: 12.5 * 60, replies: 4 });

    // The customer's comparison of estimates shows the same figures.
    const comparison = (await customer.agent.get(`/api/quotes/${quoteId}/comparison`)).json();
    expect(comparison[0]).toMatchObject({
      companyId: b.company.id,
      responseRate: { percent: 60, requests: 5 },
      responseTime: { medianMinutes: 750, replies: 4 },
    });
  });
});

describe('Top Pro', () => {
  it('is granted when every condition holds and removed by each that fails', async () => {
    const b = await topProCandidate();
    expect(await isTopPro(b.company.id)).toBe(false);
    expect((await recomputeTopPro(t.app.db)).granted).toBeGreaterThanOrEqual(1);
    expect(await isTopPro(b.company.id)).toBe(true);
    // Nothing changed: the next run writes nothing for it.
    await recomputeTopPro(t.app.db);
    expect(await isTopPro(b.company.id)).toBe(true);

    // The rating: a sixth verified hire's 2 stars bring the average to 4.5.
    const low = await verifiedHire(b, 2);
    await recomputeTopPro(t.app.db);
    expect(await isTopPro(b.company.id)).toBe(false);
    await low.customer.agent.request({ method: 'DELETE', url: `/api/ratings/${low.ratingId}` });
    await recomputeTopPro(t.app.db);
    expect(await isTopPro(b.company.id)).toBe(true);

    // Reviews by customers whose job was not confirmed do not count, nor those over 12 months old.
    await t.app.db.execute(
      sql`UPDATE ratings SET created_at = now() - interval '13 months' WHERE id = ${b.hires[0]!.ratingId}`,
    );
    await recomputeTopPro(t.app.db);
    expect(await isTopPro(b.company.id)).toBe(false);
    await verifiedHire(b, 5, { confirm: false });
    await recomputeTopPro(t.app.db);
    expect(await isTopPro(b.company.id)).toBe(false);
    await verifiedHire(b, 5);
    await recomputeTopPro(t.app.db);
    expect(await isTopPro(b.company.id)).toBe(true);

    // The response rate: 8 requests are answered; 2 unanswered leave 80%, a third 72%.
    await request(b);
    await request(b);
    await recomputeTopPro(t.app.db);
    expect(await isTopPro(b.company.id)).toBe(true);
    const late = await request(b, { answeredAfterHours: 30 });
    await recomputeTopPro(t.app.db);
    expect((await details(b.company.id)).responseRate).toEqual({ percent: 72, requests: 11 });
    expect(await isTopPro(b.company.id)).toBe(false);
    await t.app.db.execute(
      sql`UPDATE quotes SET submitted_at = now() - interval '91 days' WHERE id = ${late.quoteId}`,
    );
    await recomputeTopPro(t.app.db);
    expect(await isTopPro(b.company.id)).toBe(true);

    // An upheld report about the business, resolved in the last 90 days.
    const reporter = b.hires[1]!.customer;
    const report = await reporter.agent.post('/api/reports', {
      targetType: 'company',
      targetId: b.company.id,
      reason: 'scam',
    });
    expect(report.statusCode).toBe(201);
    await recomputeTopPro(t.app.db);
    expect(await isTopPro(b.company.id)).toBe(true); // open, not upheld
    const admin = await signedIn({ email: ADMIN });
    const action = (verb: string, body: object) =>
      admin.agent.post(`/api/admin/companies/${b.company.id}/${verb}`, body);
    expect(
      (
        await action('hide', {
          reason: 'Asked for payment off the site',
          reportId: report.json().id,
        })
      ).statusCode,
    ).toBe(200);
    expect((await action('restore', { reason: 'Warned; first offence' })).statusCode).toBe(200);
    await recomputeTopPro(t.app.db);
    expect(await isTopPro(b.company.id)).toBe(false);
    await t.app.db.execute(
      sql`UPDATE reports SET resolved_at = now() - interval '91 days' WHERE id = ${report.json().id}`,
    );
    await recomputeTopPro(t.app.db);
    expect(await isTopPro(b.company.id)).toBe(true);
  });

  it('is lost by an upheld report on a message the business sent', async () => {
    const b = await topProCandidate();
    await recomputeTopPro(t.app.db);
    expect(await isTopPro(b.company.id)).toBe(true);
    const { customer, quoteId } = b.hires[2]!;
    const thread = (
      await customer.agent.get(`/api/quotes/${quoteId}/companies/${b.company.id}/messages`)
    ).json();
    const fromBusiness = thread.find((m: { senderType: string }) => m.senderType === 'company');
    const report = await customer.agent.post('/api/reports', {
      targetType: 'message',
      targetId: fromBusiness.id,
      reason: 'offensive',
    });
    expect(report.statusCode).toBe(201);
    await t.app.db.execute(
      sql`UPDATE reports SET status = 'upheld', resolved_at = now() WHERE id = ${report.json().id}`,
    );
    await recomputeTopPro(t.app.db);
    expect(await isTopPro(b.company.id)).toBe(false);
  });

  it('shows on search results, listings, favourites and the page, and wins a tie in search', async () => {
    // The rival has the same average and more reviews: without the badge it would come first.
    const rival = await createCompany(t.app.db, {
      name: 'Larkspur Drain Rival',
      category: 'plumbing-services',
      averageRating: 5,
      ratingsCount: 40,
    });
    const pro = await topProCandidate({
      name: 'Larkspur Drain Champion',
      category: 'plumbing-services',
    });
    const search = async () =>
      (await t.agent().get('/api/search?q=larkspur')).json().results as Array<{
        id: number;
        topPro: boolean;
      }>;
    expect((await search()).map((c) => c.id)).toEqual([rival.id, pro.company.id]);

    await recomputeTopPro(t.app.db);
    const results = await search();
    expect(results.map((c) => [c.id, c.topPro])).toEqual([
      [pro.company.id, true],
      [rival.id, false],
    ]);
    const listing = (
      await t.agent().get('/api/companies/category/plumbing-services?sort=topRated&limit=50')
    ).json().companies as Array<{ id: number; topPro: boolean }>;
    const listed = listing.filter((c) => c.id === pro.company.id || c.id === rival.id);
    expect(listed.map((c) => [c.id, c.topPro])).toEqual([
      [pro.company.id, true],
      [rival.id, false],
    ]);
    expect(await details(pro.company.id)).toMatchObject({
      topPro: true,
      responseRate: { percent: 100, requests: 5 },
    });

    const fan: { agent: Agent } = await signedIn();
    await fan.agent.post(`/api/favorites/${pro.company.id}`, {});
    const favourites = (await fan.agent.get('/api/search?favorites=true')).json().results;
    expect(favourites).toEqual([expect.objectContaining({ id: pro.company.id, topPro: true })]);
  });
});
