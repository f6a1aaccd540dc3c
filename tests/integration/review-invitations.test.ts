import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Rating } from '@/contract/rating';
import {
  INVITATION_LIMIT_MESSAGE,
  REVIEW_INVITATIONS_PER_DAY,
  type RatingBreakdown,
  type ReviewInvitationList,
} from '@/contract/review-invitation';
import { submittedQuote } from '../support/businesses';
import { createCompany, createUser } from '../support/factories';
import { loggedIn } from '../support/sessions';
import { createTestApp, signUp, type Agent, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const DESCRIPTION =
  'The bathroom tap drips all night and the shower mixer is stiff. Please replace the cartridge and check the seals.';

let serial = 0;
const address = (who: string) => `${who}.${++serial}.${Date.now()}@example.com`;

/** A company with its signed-in owner. */
async function ownedCompany(name = 'Harbor Plumbing') {
  const owner = await loggedIn(t, { firstName: 'Olive' });
  const company = await createCompany(t.app.db, { ownerId: owner.user.id, name });
  return { owner, company };
}

const invite = (owner: Agent, companyId: number, body: Record<string, unknown>) =>
  owner.post(`/api/companies/${companyId}/review-invitations`, body);

/** Sends an invitation and reads its link's token from the e-mail in the outbox. */
async function invited(owner: Agent, companyId: number, email = address('sam')) {
  const sent = await invite(owner, companyId, { email, name: 'Sam', note: 'Thanks again!' });
  expect(sent.statusCode).toBe(201);
  const mail = await t.waitForMail((m) => m.to === email);
  const token = /\/review-invitations\/([\w-]+)/.exec(mail.text)![1]!;
  return { email, mail, token, id: sent.json<{ id: number }>().id };
}

const accept = (agent: Agent, token: string) =>
  agent.post(`/api/review-invitations/${token}/accept`);
const listOf = async (owner: Agent, companyId: number) =>
  (await owner.get(`/api/companies/${companyId}/review-invitations`)).json<ReviewInvitationList>();
const breakdown = async (companyId: number) =>
  (await t.agent().get(`/api/ratings/company/${companyId}/breakdown`)).json<RatingBreakdown>();

describe('review invitations', () => {
  it('are sent by the owner only, e-mailed with a one-time link, and listed as sent', async () => {
    const { owner, company } = await ownedCompany();
    const { email, mail, token } = await invited(owner.agent, company.id);
    expect(mail.subject).toBe('Harbor Plumbing asks for your review');
    expect(mail.text).toContain('Hi Sam,');
    expect(mail.text).toContain('Thanks again!');
    expect(mail.text).toContain(`${t.config.appUrl}/review-invitations/${token}`);
    // Only the token's hash is stored.
    const { rows } = await t.app.db.execute<{ token_hash: string }>(
      sql`SELECT token_hash FROM review_invitations WHERE email = ${email}`,
    );
    expect(rows[0]!.token_hash).not.toContain(token);

    const list = await listOf(owner.agent, company.id);
    expect(list.remaining).toBe(REVIEW_INVITATIONS_PER_DAY - 1);
    expect(list.invitations).toMatchObject([{ email, name: 'Sam', state: 'sent' }]);

    const stranger = await loggedIn(t);
    expect(
      (await invite(stranger.agent, company.id, { email: address('x'), name: 'X' })).statusCode,
    ).toBe(403);
    expect(
      (await stranger.agent.get(`/api/companies/${company.id}/review-invitations`)).statusCode,
    ).toBe(403);
    expect(
      (await invite(t.agent(), company.id, { email: address('x'), name: 'X' })).statusCode,
    ).toBe(401);
  });

  it('are written in the language of an invitee who has an account', async () => {
    const { owner, company } = await ownedCompany('Fontanería Sol');
    const invitee = await createUser(t.app.db, { email: address('lucia'), locale: 'es' });
    const { mail, token } = await invited(owner.agent, company.id, invitee.email);
    expect(mail.subject).toBe('Fontanería Sol te pide una reseña');
    expect(mail.text).toContain(`/es/review-invitations/${token}`);
  });

  it(`hold at ${REVIEW_INVITATIONS_PER_DAY} in 24 hours, also when 25 are sent at once`, async () => {
    const { owner, company } = await ownedCompany();
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        invite(owner.agent, company.id, { email: address(`c${i}`), name: `Customer ${i}` }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    expect(answers.find((a) => a.statusCode === 429)!.json().message).toBe(
      INVITATION_LIMIT_MESSAGE,
    );
    expect((await listOf(owner.agent, company.id)).remaining).toBe(0);
    // A day later (rolling 24 hours) the business may send again.
    await t.app.db
      .execute(sql`UPDATE review_invitations SET created_at = now() - interval '25 hours'
      WHERE company_id = ${company.id}`);
    expect(
      (await invite(owner.agent, company.id, { email: address('d'), name: 'D' })).statusCode,
    ).toBe(201);
  });

  it('refuse the same address twice, and the owner’s own address', async () => {
    const { owner, company } = await ownedCompany();
    const { email } = await invited(owner.agent, company.id);
    const again = await invite(owner.agent, company.id, {
      email: email.toUpperCase(),
      name: 'Sam',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This address was already invited in the last 180 days.');
    const self = await invite(owner.agent, company.id, { email: owner.user.email, name: 'Me' });
    expect(self.statusCode).toBe(400);
    // Another business may invite the same person.
    const other = await ownedCompany('Other Pipes');
    expect(
      (await invite(other.owner.agent, other.company.id, { email, name: 'Sam' })).statusCode,
    ).toBe(201);
  });
});

describe('an invited review', () => {
  it('is written after sign-up through the link, labelled as invited and counted apart', async () => {
    const { owner, company } = await ownedCompany();
    const { token } = await invited(owner.agent, company.id);
    const landing = await t.agent().get(`/api/review-invitations/${token}`);
    expect(landing.json()).toEqual({
      companyId: company.id,
      companyName: 'Harbor Plumbing',
      name: 'Sam',
    });

    const invitee = await signUp(t);
    expect((await invitee.agent.get(`/api/companies/${company.id}/can-rate`)).json()).toEqual({
      canRate: false,
    });
    expect((await accept(invitee.agent, token)).json()).toEqual({ companyId: company.id });
    expect((await invitee.agent.get(`/api/companies/${company.id}/can-rate`)).json()).toEqual({
      canRate: true,
    });
    const review = await invitee.agent.post(`/api/companies/${company.id}/ratings`, {
      rating: 4,
      comment: 'Neat work.',
    });
    expect(review.statusCode).toBe(201);
    expect(review.json()).toMatchObject({ source: 'invitation', verifiedHire: false, rating: 4 });

    // A customer who asked for a quote here reviews too: counted with the others, not as invited.
    const customer = await loggedIn(t);
    await submittedQuote(customer.agent, {
      companyIds: [company.id],
      description: DESCRIPTION,
    });
    await customer.agent.post(`/api/companies/${company.id}/ratings`, { rating: 5 });

    const reviews = (await t.agent().get(`/api/ratings/company/${company.id}`)).json<Rating[]>();
    expect(reviews.map((r) => r.source).sort()).toEqual(['invitation', 'quote_request']);
    expect(await breakdown(company.id)).toEqual({ total: 2, verifiedHire: 0, invited: 1 });
    // Both count in the stars (decision 102).
    const page = (await t.agent().get(`/api/companies/${company.id}`)).json();
    expect(page).toMatchObject({ ratingsCount: 2, averageRating: 4.5 });

    expect((await listOf(owner.agent, company.id)).invitations[0]!.state).toBe('reviewed');
    // The link is spent: it shows nothing more and cannot be used again, by anyone.
    expect((await invitee.agent.get(`/api/review-invitations/${token}`)).statusCode).toBe(404);
    expect((await accept(invitee.agent, token)).statusCode).toBe(409);
    expect((await accept((await signUp(t)).agent, token)).statusCode).toBe(409);
  });

  it('takes the link once: of two concurrent uses one wins', async () => {
    const { owner, company } = await ownedCompany();
    const { token } = await invited(owner.agent, company.id);
    const [a, b] = await Promise.all([signUp(t), signUp(t)]);
    const answers = await Promise.all([accept(a.agent, token), accept(b.agent, token)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = answers[0].statusCode === 409 ? a : b;
    expect((await loser.agent.get(`/api/companies/${company.id}/can-rate`)).json()).toEqual({
      canRate: false,
    });
    expect((await loser.agent.get(`/api/review-invitations/${token}`)).statusCode).toBe(404);
    const rated = await loser.agent.post(`/api/companies/${company.id}/ratings`, { rating: 5 });
    expect(rated.statusCode).toBe(403);
  });

  it('cannot come from an expired link', async () => {
    const { owner, company } = await ownedCompany();
    const { token, id } = await invited(owner.agent, company.id);
    await t.app.db.execute(
      sql`UPDATE review_invitations SET expires_at = now() - interval '1 second' WHERE id = ${id}`,
    );
    expect((await t.agent().get(`/api/review-invitations/${token}`)).statusCode).toBe(404);
    const invitee = await signUp(t);
    const used = await accept(invitee.agent, token);
    expect(used.statusCode).toBe(404);
    expect(used.json().message).toBe('This invitation link is not valid or has expired.');
    expect((await listOf(owner.agent, company.id)).invitations[0]!.state).toBe('expired');
  });

  it('cannot be the owner’s own, nor a second review by the same person', async () => {
    const { owner, company } = await ownedCompany();
    const first = await invited(owner.agent, company.id);
    const own = await accept(owner.agent, first.token);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot review your own business.');

    // A customer who already reviewed the business (after a quote request) cannot add another.
    const customer = await loggedIn(t);
    await submittedQuote(customer.agent, {
      companyIds: [company.id],
      description: DESCRIPTION,
    });
    expect(
      (await customer.agent.post(`/api/companies/${company.id}/ratings`, { rating: 2 })).statusCode,
    ).toBe(201);
    const second = await accept(customer.agent, first.token);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('You have already reviewed this business.');
    expect(await breakdown(company.id)).toEqual({ total: 1, verifiedHire: 0, invited: 0 });

    // One invited review per person: a second invitation taken by the same reviewer gives none.
    const reviewer = await signUp(t);
    const a = await invited(owner.agent, company.id);
    const b = await invited(owner.agent, company.id);
    await accept(reviewer.agent, a.token);
    await reviewer.agent.post(`/api/companies/${company.id}/ratings`, { rating: 5 });
    expect((await accept(reviewer.agent, b.token)).statusCode).toBe(409);
    expect(
      (await reviewer.agent.post(`/api/companies/${company.id}/ratings`, { rating: 5 })).statusCode,
    ).toBe(403);
    expect(await breakdown(company.id)).toEqual({ total: 2, verifiedHire: 0, invited: 1 });
  });
});
