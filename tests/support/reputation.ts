import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { submittedQuote } from './businesses';
import { createCredential } from './credentials';
import { inDays } from './dates';
import { createCompany, createUser, type CompanySpec } from './factories';
import { signInAs } from './sessions';
import type { TestApp } from './test-app';

/**
 * A business's record as its customers make it, through the API (issue 19, point 5): quote
 * requests and their answers, hires, confirmed jobs and reviews. Timestamps are moved back in SQL
 * where a test needs the past.
 */

const DESCRIPTION =
  'The kitchen sink drains slowly and the faucet drips at the base; we would like both fixed this month.';

/** A new user, signed in without a password check. */
export async function signedIn(t: TestApp, overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.app.db, overrides);
  return { user, agent: await signInAs(t.app.db, t.agent(), user.id) };
}

export type Business = Awaited<ReturnType<typeof signedIn>> & {
  company: { id: number; name: string };
};

/** A company and its signed-in owner. */
export async function business(t: TestApp, spec: CompanySpec = {}): Promise<Business> {
  const owner = await signedIn(t, { firstName: 'Pat' });
  return { ...owner, company: await createCompany(t.app.db, { ...spec, ownerId: owner.user.id }) };
}

export interface RequestPlan {
  /** Hours after the submission the business answered; absent: never. */
  answeredAfterHours?: number;
  /** How the business answered. */
  by?: 'message' | 'estimate';
  /** Days ago the request was submitted (3 unless told). */
  submittedDaysAgo?: number;
}

/**
 * A new customer's quote request to the business, submitted through the API, with the customer's
 * own message and the business's answer if planned; the submission and the messages are then
 * moved back in time as planned.
 */
export async function request(t: TestApp, b: Business, plan: RequestPlan = {}) {
  const customer = await signedIn(t, { firstName: 'Jordan' });
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
 * A customer who requested a quote (answered within the hour), hired the business, confirmed the
 * job done (unless told not to) and reviewed it: a verified hire.
 */
export async function verifiedHire(
  t: TestApp,
  b: Business,
  rating: number,
  { confirm = true } = {},
) {
  const { customer, quoteId } = await request(t, b, { answeredAfterHours: 1 });
  const hired = await customer.agent.post(`/api/quotes/${quoteId}/hire`, {
    companyId: b.company.id,
  });
  expect(hired.statusCode).toBe(200);
  if (confirm) {
    const done = await customer.agent.post(`/api/quotes/${quoteId}/job-done`, {});
    expect(done.statusCode).toBe(200);
  }
  const review = await customer.agent.post(`/api/companies/${b.company.id}/ratings`, {
    rating,
    comment: 'Came on time and fixed it.',
  });
  expect(review.statusCode).toBe(201);
  return { customer, quoteId, ratingId: review.json().id as number };
}

/**
 * A business meeting the Top Pro rule: 5 verified hires rate it 5, every request answered in an
 * hour, and a verified licence.
 */
export async function topProCandidate(t: TestApp, spec: CompanySpec = {}) {
  const b = await business(t, spec);
  await createCredential(t.app.db, b.company.id, { kind: 'licence' });
  const hires = [];
  for (let i = 0; i < 5; i++) hires.push(await verifiedHire(t, b, 5));
  return { ...b, hires };
}
