import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recomputeTopPro } from '@/server/modules/reputation/top-pro-repository';
import { createCredential } from '../support/credentials';
import { createCompany } from '../support/factories';
import {
  business,
  request,
  signedIn,
  topProCandidate,
  verifiedHire,
  type Business,
  type RequestPlan,
} from '../support/reputation';
import { createTestApp, type Agent, type TestApp } from '../support/test-app';
import { until } from '../support/waiting';

/** Issue 19, point 5: the response rate and the Top Pro badge (docs/decisions/032). */

const ADMIN = 'moderator@example.com';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ adminEmails: new Set([ADMIN]) });
});
afterAll(async () => t.close());

const requestTo = (b: Business, plan?: RequestPlan) => request(t, b, plan);
const details = async (companyId: number) =>
  (await t.agent().get(`/api/companies/${companyId}`)).json();
const isTopPro = async (companyId: number) => (await details(companyId)).topPro as boolean;

describe('the response rate', () => {
  it('counts requests of the last 90 days answered within 24 hours, shown from 5 requests', async () => {
    const b = await business(t);
    await requestTo(b, { answeredAfterHours: 2 });
    await requestTo(b, { answeredAfterHours: 23, by: 'estimate' });
    await requestTo(b, { answeredAfterHours: 25 });
    await requestTo(b);
    // Too old to count, and a draft never sent.
    await requestTo(b, { answeredAfterHours: 1, submittedDaysAgo: 91 });
    const drafter = await signedIn(t);
    await drafter.agent.post('/api/quotes', { companyIds: [b.company.id] });

    const four = await details(b.company.id);
    expect(four.responseRate).toBeNull();
    expect(four.responseTime).toEqual({ medianMinutes: 23 * 60, replies: 3 });

    const { customer, quoteId } = await requestTo(b, { answeredAfterHours: 1 });
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
    const b = await topProCandidate(t);
    expect(await isTopPro(b.company.id)).toBe(false);
    expect((await recomputeTopPro(t.app.db)).granted).toBeGreaterThanOrEqual(1);
    expect(await isTopPro(b.company.id)).toBe(true);
    // Nothing changed: the next run writes nothing for it.
    await recomputeTopPro(t.app.db);
    expect(await isTopPro(b.company.id)).toBe(true);

    // The rating: a sixth verified hire's 2 stars bring the average to 4.5.
    const low = await verifiedHire(t, b, 2);
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
    await verifiedHire(t, b, 5, { confirm: false });
    await recomputeTopPro(t.app.db);
    expect(await isTopPro(b.company.id)).toBe(false);
    await verifiedHire(t, b, 5);
    await recomputeTopPro(t.app.db);
    expect(await isTopPro(b.company.id)).toBe(true);

    // The response rate: 8 requests are answered; 2 unanswered leave 80%, a third 72%.
    await requestTo(b);
    await requestTo(b);
    await recomputeTopPro(t.app.db);
    expect(await isTopPro(b.company.id)).toBe(true);
    const late = await requestTo(b, { answeredAfterHours: 30 });
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
    const admin = await signedIn(t, { email: ADMIN });
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

  it('needs a verified licence or insurance that has not expired (decision 098)', async () => {
    const b = await topProCandidate(t);
    await recomputeTopPro(t.app.db);
    expect(await isTopPro(b.company.id)).toBe(true);
    // Its licence expired yesterday: the next recomputation takes the badge, the expiry job or not.
    await t.app.db.execute(
      sql`UPDATE business_credentials SET expires_on = current_date - 1 WHERE company_id = ${b.company.id}`,
    );
    await createCredential(t.app.db, b.company.id, { kind: 'insurance', status: 'pending' });
    await createCredential(t.app.db, b.company.id, { kind: 'insurance', status: 'rejected' });
    await recomputeTopPro(t.app.db);
    expect(await isTopPro(b.company.id)).toBe(false);
    await createCredential(t.app.db, b.company.id, { kind: 'insurance' });
    await recomputeTopPro(t.app.db);
    expect(await isTopPro(b.company.id)).toBe(true);
  });

  it('is recomputed by the daily job reputation.top-pro', async () => {
    const { rows } = await t.app.db.execute<{ cron: string }>(
      sql`SELECT cron FROM pgboss.schedule WHERE name = 'reputation.top-pro'`,
    );
    expect(rows).toEqual([{ cron: expect.stringMatching(/^\d+ \d+ \* \* \*$/) }]);
    const b = await topProCandidate(t);
    await t.app.jobs.enqueue('reputation.top-pro', {});
    await until(() => isTopPro(b.company.id), 15_000);
  });

  it('is lost by an upheld report on a message the business sent or on its owner', async () => {
    const b = await topProCandidate(t);
    await recomputeTopPro(t.app.db);
    expect(await isTopPro(b.company.id)).toBe(true);
    const { customer, quoteId } = b.hires[2]!;
    const thread = (
      await customer.agent.get(`/api/quotes/${quoteId}/companies/${b.company.id}/messages`)
    ).json();
    const fromBusiness = thread.find((m: { senderType: string }) => m.senderType === 'company');
    // Upheld as moderation upholds it (the admin's action itself is in the test above).
    const upheld = async (targetType: string, targetId: number) => {
      const report = await customer.agent.post('/api/reports', {
        targetType,
        targetId,
        reason: 'offensive',
      });
      expect(report.statusCode).toBe(201);
      await t.app.db.execute(
        sql`UPDATE reports SET status = 'upheld', resolved_at = now() WHERE id = ${report.json().id}`,
      );
      return report.json().id as number;
    };
    const aboutMessage = await upheld('message', fromBusiness.id);
    await recomputeTopPro(t.app.db);
    expect(await isTopPro(b.company.id)).toBe(false);

    await t.app.db.execute(
      sql`UPDATE reports SET resolved_at = now() - interval '91 days' WHERE id = ${aboutMessage}`,
    );
    await recomputeTopPro(t.app.db);
    expect(await isTopPro(b.company.id)).toBe(true);
    await upheld('user', b.user.id);
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
    const pro = await topProCandidate(t, {
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

    const fan: { agent: Agent } = await signedIn(t);
    await fan.agent.post(`/api/favorites/${pro.company.id}`, {});
    const favourites = (await fan.agent.get('/api/search?favorites=true')).json().results;
    expect(favourites).toEqual([expect.objectContaining({ id: pro.company.id, topPro: true })]);
  });
});
