import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteToNewBusinesses } from '../support/businesses';
import { createCompany } from '../support/factories';
import { multipart } from '../support/files';
import { loggedIn } from '../support/sessions';
import { createTestApp, type Agent, type OutboxMail, type TestApp } from '../support/test-app';
import { inDays } from '../support/dates';
import { until } from '../support/waiting';

/** Issue 16, point 3: Requested → Quotes in → Hired → Job done → Reviewed (decision 070). */

const LONG =
  'Our bathroom needs a new vanity, a re-tiled shower wall and the leaking valve behind it replaced. Access is through the hallway.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const fixed = (dollars: number) => ({
  priceType: 'fixed',
  priceCents: dollars * 100,
  includes: 'Vanity, tiles, valve, parts and clean-up.',
  earliestStart: inDays(3),
  validUntil: inDays(30),
});

/** How long a queued job may take to run: a poll of the queue or two. */
const JOB_WAIT_MS = 15_000;

/** A customer's quote to two businesses (each its own owner); submitted unless told. */
async function quoteToTwo({ submit = true } = {}) {
  const { customer, vendors, quoteId } = await quoteToNewBusinesses(t, {
    customer: 'Riley',
    quoteName: 'Bathroom refresh',
    description: LONG,
    submit,
    companies: [{ name: 'Harbor Baths' }, { name: 'Summit Tile' }],
  });
  const [hired, other] = vendors as [(typeof vendors)[0], (typeof vendors)[0]];
  const businessDone = (agent: Agent, companyId = hired.company.id) =>
    agent.post(`/api/quotes/${quoteId}/companies/${companyId}/job-done`, {});
  const hire = () =>
    customer.agent.post(`/api/quotes/${quoteId}/hire`, { companyId: hired.company.id });
  const customerDone = (agent: Agent = customer.agent) =>
    agent.post(`/api/quotes/${quoteId}/job-done`, {});
  const stageOf = async () => (await customer.agent.get(`/api/quotes/${quoteId}`)).json();
  return { customer, hired, other, quoteId, hire, businessDone, customerDone, stageOf };
}

async function jobsFor(name: string, quoteId: number) {
  const { rows } = await t.app.db.execute<{ state: string; start_after: Date }>(
    sql`SELECT state, start_after FROM pgboss.job WHERE name = ${name} AND data->>'quoteId' = ${String(quoteId)}`,
  );
  return rows;
}

/** Makes a quote's queued job of this name due now (the days it waits for have passed). */
async function runNow(name: string, quoteId: number) {
  await t.app.db.execute(
    sql`UPDATE pgboss.job SET start_after = now() WHERE name = ${name} AND data->>'quoteId' = ${String(quoteId)}`,
  );
}

/** Seven days pass after Job done: the mark moves back in time and its confirmation is due. */
async function sevenDaysPass(quoteId: number) {
  await t.app.db.execute(
    sql`UPDATE quotes SET job_done_at = job_done_at - interval '7 days' WHERE id = ${quoteId}`,
  );
  await runNow('quote.confirm-job-done', quoteId);
}

/** Waits until a quote's job of this name has run. */
const ran = (name: string, quoteId: number) =>
  until(async () => (await jobsFor(name, quoteId))[0]?.state === 'completed', JOB_WAIT_MS);

/** Whether a mail is a review invitation to this address. */
const reviewInviteTo = (email: string) => (m: OutboxMail) =>
  m.to === email && m.subject.startsWith('How did');

describe('the lifecycle', () => {
  it('walks Requested → Quotes in → Hired → Job done → Reviewed, on the SPEC statuses', async () => {
    const q = await quoteToTwo();
    const listItem = async (query = '') =>
      (await q.customer.agent.get(`/api/quotes?pageSize=50${query}`))
        .json()
        .data.find((d: { id: number }) => d.id === q.quoteId);

    expect(await q.stageOf()).toMatchObject({ status: 'submitted', stage: 'requested' });
    await q.hired.agent.request({
      method: 'POST',
      url: `/api/quotes/${q.quoteId}/companies/${q.hired.company.id}/messages`,
      ...multipart({ message: 'Happy to help' }),
    });
    // A reply with no estimate: in progress, still Requested.
    expect(await q.stageOf()).toMatchObject({ status: 'in_progress', stage: 'requested' });

    await q.hired.agent.post(
      `/api/quotes/${q.quoteId}/companies/${q.hired.company.id}/estimates`,
      fixed(1200),
    );
    await q.hired.agent.post(
      `/api/quotes/${q.quoteId}/companies/${q.hired.company.id}/estimates`,
      fixed(1100),
    );
    await q.other.agent.post(
      `/api/quotes/${q.quoteId}/companies/${q.other.company.id}/estimates`,
      fixed(900),
    );
    expect(await q.stageOf()).toMatchObject({ status: 'in_progress', stage: 'quotes_in' });
    expect(await listItem()).toMatchObject({
      stage: 'quotes_in',
      hiredCompany: null,
      agreedEstimate: null,
    });

    const hire = await q.hire();
    expect(hire.json()).toMatchObject({ status: 'in_progress', stage: 'hired', jobDone: null });
    expect(await listItem()).toMatchObject({
      status: 'in_progress',
      stage: 'hired',
      hiredCompany: { id: q.hired.company.id, name: 'Harbor Baths' },
      agreedEstimate: { revision: 2, priceCents: 110_000 },
    });
    // The others are told and their threads close even though the quote is still in progress.
    const late = await q.other.agent.request({
      method: 'POST',
      url: `/api/quotes/${q.quoteId}/companies/${q.other.company.id}/messages`,
      ...multipart({ message: 'Still there?' }),
    });
    expect(late.statusCode).toBe(409);
    // The agreed price is fixed at the hire.
    const revise = await q.hired.agent.post(
      `/api/quotes/${q.quoteId}/companies/${q.hired.company.id}/estimates`,
      fixed(1500),
    );
    expect(revise.statusCode).toBe(409);
    // A hired quote is finished by Job done, not by "Mark as completed".
    const complete = await q.customer.agent.post(`/api/quotes/${q.quoteId}/complete`, {});
    expect(complete.statusCode).toBe(409);
    expect(complete.json().error).toBe('You hired a business: mark the job done instead.');

    expect((await q.businessDone(q.hired.agent)).statusCode).toBe(204);
    const marked = await q.stageOf();
    expect(marked).toMatchObject({
      status: 'in_progress',
      stage: 'job_done',
      jobDone: { markedBy: 'company', confirmedAt: null },
    });
    const ask = await t.waitForMail(
      (m) =>
        m.to === q.customer.user.email &&
        m.subject === 'Harbor Baths marked "Bathroom refresh" done',
    );
    expect(ask.text).toContain(`/quotes/${q.quoteId}/edit`);
    expect((await q.hired.agent.get('/api/vendor-quotes')).json()[0]).toMatchObject({
      outcome: 'hired',
      jobDone: { markedBy: 'company', confirmedAt: null },
    });
    expect((await q.other.agent.get('/api/vendor-quotes')).json()[0]).toMatchObject({
      outcome: 'not_selected',
      jobDone: null,
    });
    // Nothing invites a review before the customer confirms.
    expect(await jobsFor('notify.review-invite', q.quoteId)).toEqual([]);

    const confirmed = await q.customerDone();
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      status: 'completed',
      stage: 'job_done',
      jobDone: { markedBy: 'company', confirmedAt: expect.any(String) },
    });
    expect(await jobsFor('notify.review-invite', q.quoteId)).toHaveLength(1);
    // The hired conversation stays open after the job (a warranty question, a thank-you).
    const thanks = await q.customer.agent.request({
      method: 'POST',
      url: `/api/quotes/${q.quoteId}/companies/${q.hired.company.id}/messages`,
      ...multipart({ message: 'Thank you!' }),
    });
    expect(thanks.statusCode).toBe(201);

    await q.customer.agent.post(`/api/companies/${q.hired.company.id}/ratings`, { rating: 5 });
    expect(await q.stageOf()).toMatchObject({ status: 'completed', stage: 'reviewed' });

    // The stage filter and its counts, beside the status filter that keeps the SPEC's values.
    const byStage = (await q.customer.agent.get('/api/quotes?stage=reviewed')).json();
    expect(byStage.data.map((d: { id: number }) => d.id)).toEqual([q.quoteId]);
    expect(byStage.total).toBe(1);
    expect(byStage.stageCounts).toMatchObject({ reviewed: 1, hired: 0, job_done: 0 });
    expect((await q.customer.agent.get('/api/quotes?stage=hired')).json().data).toEqual([]);
    expect((await q.customer.agent.get('/api/quotes?status=completed')).json().total).toBe(1);
    expect((await q.customer.agent.get('/api/quotes?stage=stuck')).statusCode).toBe(400);
  });

  it('lets the customer mark the job done themselves, confirmed at once', async () => {
    const q = await quoteToTwo();
    await q.hire();
    const done = await q.customerDone();
    expect(done.json()).toMatchObject({
      status: 'completed',
      stage: 'job_done',
      jobDone: { markedBy: 'user', confirmedAt: expect.any(String) },
    });
    const again = await q.customerDone();
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('The job is already done and confirmed.');
    expect((await q.businessDone(q.hired.agent)).statusCode).toBe(409);
  });

  it('closes a quote without a hire as Closed (completed)', async () => {
    const q = await quoteToTwo();
    await q.customer.agent.post(`/api/quotes/${q.quoteId}/complete`, {});
    expect(await q.stageOf()).toMatchObject({ status: 'completed', stage: 'closed' });
    const done = await q.customerDone();
    expect(done.statusCode).toBe(409);
    expect(done.json().error).toBe('Hire a business before marking the job done.');
  });
});

describe('who may mark the job done', () => {
  it('is the hired business on its route and the customer on theirs; everyone else 403', async () => {
    const q = await quoteToTwo();
    const stranger = await loggedIn(t, { firstName: 'Stranger' });
    expect((await q.businessDone(t.agent())).statusCode).toBe(401);
    expect((await q.customerDone(t.agent())).statusCode).toBe(401);

    // Before a hire: nobody.
    const early = await q.businessDone(q.hired.agent);
    expect(early.statusCode).toBe(409);
    expect((await q.customerDone()).json().error).toBe(
      'Hire a business before marking the job done.',
    );

    await q.hire();
    // The customer on the business's route, another owner naming the hired company, a stranger.
    const asCustomer = await q.businessDone(q.customer.agent);
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json().error).toBe('Only the business can mark its job done here.');
    expect((await q.businessDone(q.other.agent)).statusCode).toBe(403);
    expect((await q.businessDone(stranger.agent)).statusCode).toBe(403);
    // The other invited business on its own conversation: part of the quote, but not hired.
    const notHired = await q.businessDone(q.other.agent, q.other.company.id);
    expect(notHired.statusCode).toBe(409);
    expect(notHired.json().error).toBe('The customer did not hire this business for this quote.');
    // Businesses and strangers on the customer's route.
    for (const agent of [q.hired.agent, q.other.agent, stranger.agent]) {
      expect((await q.customerDone(agent)).statusCode).toBe(403);
    }
    expect((await q.stageOf()).stage).toBe('hired');

    expect((await q.businessDone(q.hired.agent)).statusCode).toBe(204);
    const twice = await q.businessDone(q.hired.agent);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('The job is already marked done.');
  });

  it('needs a submitted quote the business is part of', async () => {
    const q = await quoteToTwo({ submit: false });
    expect((await q.businessDone(q.hired.agent)).statusCode).toBe(403);
    const outsider = await createCompany(t.app.db, { ownerId: q.hired.user.id });
    expect((await q.businessDone(q.hired.agent, outsider.id)).statusCode).toBe(404);
  });
});

describe('the automatic confirmation', () => {
  it('confirms the job 7 days after the business marked it, through the queue, unless confirmed', async () => {
    const q = await quoteToTwo();
    await q.hire();
    const before = Date.now();
    await q.businessDone(q.hired.agent);
    const [scheduled] = await jobsFor('quote.confirm-job-done', q.quoteId);
    const delay = new Date(scheduled!.start_after).getTime() - before;
    expect(delay).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(delay).toBeLessThan(7 * 86_400_000 + 60_000);

    await sevenDaysPass(q.quoteId);
    await until(async () => (await q.stageOf()).status === 'completed', JOB_WAIT_MS);
    expect(await q.stageOf()).toMatchObject({
      stage: 'job_done',
      jobDone: { markedBy: 'company', confirmedAt: expect.any(String) },
    });
    expect(await jobsFor('notify.review-invite', q.quoteId)).toHaveLength(1);
  });

  it('does nothing when the customer confirmed first, or before the 7 days are up', async () => {
    const early = await quoteToTwo();
    await early.hire();
    await early.businessDone(early.hired.agent);
    // Run early (a clock skew, a retried job): the mark is not 7 days old, nothing changes.
    await runNow('quote.confirm-job-done', early.quoteId);
    await ran('quote.confirm-job-done', early.quoteId);
    expect(await early.stageOf()).toMatchObject({ status: 'in_progress', stage: 'job_done' });

    const q = await quoteToTwo();
    await q.hire();
    await q.businessDone(q.hired.agent);
    const confirmedAt = (await q.customerDone()).json().jobDone.confirmedAt;
    await sevenDaysPass(q.quoteId);
    await ran('quote.confirm-job-done', q.quoteId);
    expect((await q.stageOf()).jobDone.confirmedAt).toBe(confirmedAt);
    expect(await jobsFor('notify.review-invite', q.quoteId)).toHaveLength(1);
  });
});

describe('the review invitation', () => {
  it('goes days after Job done, for the hired business only, unless already reviewed', async () => {
    const q = await quoteToTwo();
    await q.hire();
    expect(await jobsFor('notify.review-invite', q.quoteId)).toEqual([]);
    const before = Date.now();
    await q.customerDone();
    const [invite] = await jobsFor('notify.review-invite', q.quoteId);
    const delay = new Date(invite!.start_after).getTime() - before;
    expect(delay).toBeGreaterThan(3 * 86_400_000 - 60_000);
    expect(delay).toBeLessThan(3 * 86_400_000 + 60_000);

    // Three days pass.
    await runNow('notify.review-invite', q.quoteId);
    const mail = await t.waitForMail(reviewInviteTo(q.customer.user.email), 20_000);
    expect(mail.subject).toBe('How did Harbor Baths do?');
    expect(mail.text).toContain(`/companies/${q.hired.company.id}#reviews`);
    const invites = (await t.outbox()).filter(reviewInviteTo(q.customer.user.email));
    expect(invites.map((m) => m.subject)).toEqual(['How did Harbor Baths do?']);

    // Someone who reviewed in the meantime is not asked.
    const second = await quoteToTwo();
    await second.hire();
    await second.customerDone();
    await second.customer.agent.post(`/api/companies/${second.hired.company.id}/ratings`, {
      rating: 5,
    });
    await runNow('notify.review-invite', second.quoteId);
    await ran('notify.review-invite', second.quoteId);
    expect((await t.outbox()).filter(reviewInviteTo(second.customer.user.email))).toEqual([]);
  });

  it('is not sent for a quote whose job is not done, even if one is queued', async () => {
    const q = await quoteToTwo();
    await q.hire();
    await t.app.jobs.enqueue('notify.review-invite', { quoteId: q.quoteId });
    await ran('notify.review-invite', q.quoteId);
    expect((await t.outbox()).filter(reviewInviteTo(q.customer.user.email))).toEqual([]);
  });
});

describe('verified hires (point 4)', () => {
  type Review = { userId: number; verifiedHire: boolean };
  const reviewsOf = async (companyId: number): Promise<Review[]> =>
    (await t.agent().get(`/api/ratings/company/${companyId}`)).json();

  it('marks a review verified when its author hired the business and the job is done', async () => {
    const q = await quoteToTwo();
    const hiredId = q.hired.company.id;
    await q.hire();
    // Reviewing after the hire but before Job done: allowed (the SPEC's rule), not yet verified.
    const early = await q.customer.agent.post(`/api/companies/${hiredId}/ratings`, {
      rating: 4.5,
      comment: 'Good so far',
    });
    expect(early.statusCode).toBe(201);
    expect(early.json().verifiedHire).toBe(false);
    // The business that was not hired can be reviewed too: never verified.
    await q.customer.agent.post(`/api/companies/${q.other.company.id}/ratings`, { rating: 3 });

    await q.customerDone();
    const mine = (await reviewsOf(hiredId)).find((r) => r.userId === q.customer.user.id);
    expect(mine?.verifiedHire).toBe(true);
    expect(
      (
        await q.customer.agent.get(`/api/ratings/user/${q.customer.user.id}/company/${hiredId}`)
      ).json().verifiedHire,
    ).toBe(true);
    expect(
      (await reviewsOf(q.other.company.id)).find((r) => r.userId === q.customer.user.id)
        ?.verifiedHire,
    ).toBe(false);

    // Another customer who only sent a request may still review; the label is not theirs.
    const asker = await loggedIn(t, { firstName: 'Asker' });
    const { id } = (
      await asker.agent.post('/api/quotes', { quoteName: 'Shower', companyIds: [hiredId] })
    ).json();
    await asker.agent.post(`/api/quotes/${id}/submit`, { description: LONG, jobZip: '94110' });
    const theirs = await asker.agent.post(`/api/companies/${hiredId}/ratings`, { rating: 2 });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().verifiedHire).toBe(false);
    expect((await reviewsOf(hiredId)).map((r) => [r.userId, r.verifiedHire]).sort()).toEqual(
      [
        [q.customer.user.id, true],
        [asker.user.id, false],
      ].sort(),
    );
  });
});
