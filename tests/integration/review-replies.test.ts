import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Rating } from '@/contract/rating';
import { submittedQuote } from '../support/businesses';
import { createCompany, createUser } from '../support/factories';
import { loggedIn } from '../support/sessions';
import { createTestApp, type Agent, type TestApp } from '../support/test-app';

const DESCRIPTION =
  'The bathroom tap drips all night and the shower mixer is stiff. Please replace the cartridge and check the seals.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A company with its signed-in owner, and a customer who asked it for a quote and reviewed it. */
async function reviewedCompany(reviewer: Parameters<typeof createUser>[1] = {}) {
  const owner = await loggedIn(t, { firstName: 'Olive' });
  const company = await createCompany(t.app.db, {
    ownerId: owner.user.id,
    name: 'Harbor Plumbing',
  });
  const customer = await loggedIn(t, { firstName: 'Riley', ...reviewer });
  await submittedQuote(customer.agent, { companyIds: [company.id], description: DESCRIPTION });
  const review = await customer.agent.post(`/api/companies/${company.id}/ratings`, {
    rating: 4,
    comment: 'Fixed the tap, a little late.',
  });
  expect(review.statusCode).toBe(201);
  return { owner, company, customer, ratingId: review.json().id as number };
}

const putReply = (agent: Agent, ratingId: number, payload: unknown) =>
  agent.request({
    method: 'PUT',
    url: `/api/ratings/${ratingId}/reply`,
    payload: payload as object,
  });
const deleteReply = (agent: Agent, ratingId: number) =>
  agent.request({ method: 'DELETE', url: `/api/ratings/${ratingId}/reply` });
const listReviews = async (companyId: number) =>
  (await t.agent().get(`/api/ratings/company/${companyId}`)).json<Rating[]>();

/** The reply e-mails queued for an address: enqueued in the transaction that wrote the reply. */
async function queuedReplyMails(to: string): Promise<string[]> {
  const { rows } = await t.app.db.execute<{ subject: string }>(sql`
    SELECT data->>'subject' AS subject FROM pgboss.job
    WHERE name = 'deliver.email' AND data->>'to' = ${to} AND data->>'subject' LIKE '%replied to your review'`);
  return rows.map((r) => r.subject);
}

describe('replies to reviews', () => {
  it('are written, edited and deleted by the owner, and listed under the review', async () => {
    const { owner, company, ratingId } = await reviewedCompany();
    expect((await listReviews(company.id))[0]!.reply).toBeNull();

    const created = await putReply(owner.agent, ratingId, { body: '  Thanks, Riley!  ' });
    expect(created.statusCode).toBe(200);
    const first = created.json().reply;
    expect(first).toMatchObject({ body: 'Thanks, Riley!', companyName: 'Harbor Plumbing' });
    expect(created.json()).toMatchObject({
      id: ratingId,
      comment: 'Fixed the tap, a little late.',
    });
    expect((await listReviews(company.id))[0]!.reply).toEqual(first);

    const edited = await putReply(owner.agent, ratingId, {
      body: 'Thanks, Riley!\nSorry we were late.',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().reply).toMatchObject({
      body: 'Thanks, Riley!\nSorry we were late.',
      createdAt: first.createdAt,
    });
    expect(Date.parse(edited.json().reply.updatedAt)).toBeGreaterThan(Date.parse(first.createdAt));
    expect((await listReviews(company.id))[0]!.reply!.body).toBe(
      'Thanks, Riley!\nSorry we were late.',
    );

    expect((await deleteReply(owner.agent, ratingId)).statusCode).toBe(204);
    expect((await listReviews(company.id))[0]!.reply).toBeNull();
    const again = await deleteReply(owner.agent, ratingId);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe('Reply not found');
  });

  it('are refused to everyone but the business', async () => {
    const { owner, customer, company, ratingId } = await reviewedCompany();
    const otherOwner = await loggedIn(t);
    await createCompany(t.app.db, { ownerId: otherOwner.user.id });
    await putReply(owner.agent, ratingId, { body: 'Thank you!' });

    for (const agent of [customer.agent, otherOwner.agent]) {
      const put = await putReply(agent, ratingId, { body: 'Not my business' });
      expect(put.statusCode).toBe(403);
      expect(put.json().error).toBe('Only the business can reply to its reviews.');
      const del = await deleteReply(agent, ratingId);
      expect(del.statusCode).toBe(403);
      expect(del.json().error).toBe('Only the business can reply to its reviews.');
    }
    const visitor = t.agent();
    expect((await putReply(visitor, ratingId, { body: 'Hi' })).statusCode).toBe(401);
    expect((await deleteReply(visitor, ratingId)).statusCode).toBe(401);

    const unknown = await putReply(owner.agent, 2_000_000_000, { body: 'Hello?' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Review not found');
    expect((await deleteReply(owner.agent, 2_000_000_000)).json().error).toBe('Review not found');

    expect((await listReviews(company.id))[0]!.reply!.body).toBe('Thank you!');
  });

  it.each([
    [{ body: '' }, 'Write a reply.'],
    [{ body: '   \n ' }, 'Write a reply.'],
    [{}, 'Write a reply.'],
    [{ body: 42 }, 'Write a reply.'],
    [{ body: 'x'.repeat(2001) }, 'Replies can be at most 2000 characters.'],
  ])('refuses the body %j with "%s", writing nothing', async (payload, message) => {
    const { owner, company, ratingId } = await reviewedCompany();
    const response = await putReply(owner.agent, ratingId, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message, fields: { body: message } });
    expect((await listReviews(company.id))[0]!.reply).toBeNull();
  });

  it('takes a reply of exactly 2000 characters', async () => {
    const { owner, ratingId } = await reviewedCompany();
    const response = await putReply(owner.agent, ratingId, { body: 'x'.repeat(2000) });
    expect(response.statusCode).toBe(200);
    expect(response.json().reply.body).toHaveLength(2000);
  });

  it('e-mail the reviewer once, when first posted, with a link to the company page', async () => {
    const { owner, customer, company, ratingId } = await reviewedCompany();
    await putReply(owner.agent, ratingId, { body: 'Thanks, Riley! <b>See you</b> soon.' });
    const mail = await t.waitForMail(
      (m) => m.to === customer.user.email && m.subject === 'Harbor Plumbing replied to your review',
    );
    expect(mail.text).toContain('Hi Riley,');
    expect(mail.text).toContain('Thanks, Riley! <b>See you</b> soon.');
    expect(mail.text).toContain(`${t.config.appUrl}/companies/${company.id}#reviews`);
    expect(mail.html).toContain('Thanks, Riley! &lt;b&gt;See you&lt;/b&gt; soon.');

    await putReply(owner.agent, ratingId, { body: 'Edited: thanks again.' });
    expect(await queuedReplyMails(customer.user.email)).toEqual([
      'Harbor Plumbing replied to your review',
    ]);
    expect(
      (await t.outbox()).filter((m) => m.to === customer.user.email && /replied/.test(m.subject)),
    ).toHaveLength(1);
  });

  it('e-mail no one whose e-mails are off', async () => {
    const { owner, customer, ratingId } = await reviewedCompany({ emailNotifications: false });
    expect((await putReply(owner.agent, ratingId, { body: 'Thanks!' })).statusCode).toBe(200);
    expect(await queuedReplyMails(customer.user.email)).toEqual([]);
  });

  it('are hidden with their review, which no longer takes one', async () => {
    const { owner, company, ratingId } = await reviewedCompany();
    await putReply(owner.agent, ratingId, { body: 'Thanks!' });
    // What an admin's "hide review" leaves behind (the moderation service sets it).
    await t.app.db.execute(sql`UPDATE ratings SET hidden_at = now() WHERE id = ${ratingId}`);
    expect(await listReviews(company.id)).toEqual([]);
    const refused = await putReply(owner.agent, ratingId, { body: 'Hello?' });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error).toBe('Review not found');
  });

  it('go with their review when it is deleted', async () => {
    const { owner, customer, ratingId } = await reviewedCompany();
    await putReply(owner.agent, ratingId, { body: 'Thanks!' });
    const removed = await customer.agent.request({
      method: 'DELETE',
      url: `/api/ratings/${ratingId}`,
    });
    expect(removed.statusCode).toBe(204);
    const { rows } = await t.app.db.execute(
      sql`SELECT 1 FROM review_replies WHERE rating_id = ${ratingId}`,
    );
    expect(rows).toEqual([]);
    expect((await putReply(owner.agent, ratingId, { body: 'Hello?' })).json().error).toBe(
      'Review not found',
    );
  });
});
