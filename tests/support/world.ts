import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { createCompany, createUser } from './factories';
import { fileOf, multipart, png } from './files';
import { signInAs } from './sessions';
import type { Agent, TestApp } from './test-app';

export const LONG_DESCRIPTION =
  'Replace the kitchen faucet and the shut-off valves under the sink, check the drain for slow flow and quote any extra parts needed.';

/** A multipart form carrying a small PNG in `field`. */
export const imageForm = async (field: string, fields: Record<string, string> = {}) =>
  multipart(fields, { [field]: fileOf(await png(), 'photo.png', 'image/png') });

export type WorldRole =
  'customer' | 'otherCustomer' | 'owner' | 'otherOwner' | 'unverified' | 'admin' | 'suspended';

/**
 * A small marketplace for security tests, made through the API by the users who own each part:
 * - customer: a submitted quote to the owner's company with a conversation, a draft with an
 *   image, a review of that company and a private upload;
 * - owner: that company, with a photo, and an uploaded image (for a logo);
 * - other customer / other owner (with a company of their own): signed in, unrelated;
 * - unverified: e-mail address not confirmed; admin: in ADMIN_EMAILS (admin@example.com);
 * - suspended: an account an admin suspended (a session made for it is refused, as a visitor's).
 */
export interface World {
  users: Record<WorldRole, { id: number; email: string }>;
  company: { id: number; categoryId: number };
  otherCompanyId: number;
  quoteId: number;
  /** The customer's draft (to another company of the owner's). */
  draftId: number;
  draftImageId: number;
  photoId: number;
  ratingId: number;
  privateObjectId: number;
  ownerObjectId: number;
  /** Fresh targets for the calls that use one up (delete, submit, complete). */
  fresh: {
    /** A draft to a new company of the owner's (a request of its own: drafts are one per request). */
    draft(): Promise<number>;
    /** The same, with that company's id. */
    draftTo(): Promise<{ quoteId: number; companyId: number }>;
    submittedQuote(): Promise<number>;
    /** A submitted quote whose customer hired the owner's company. */
    hiredQuote(): Promise<number>;
    quoteImage(): Promise<{ quoteId: number; imageId: number }>;
    photo(): Promise<{ companyId: number; imageId: number }>;
    /** A company of the owner's that the customer has sent a quote to (so may review). */
    quotedCompany(): Promise<number>;
    rating(): Promise<number>;
    /** For the admin actions (docs/decisions/024): items in the state an action changes. */
    hiddenRating(): Promise<number>;
    company(): Promise<number>;
    hiddenCompany(): Promise<number>;
    user(): Promise<number>;
    suspendedUser(): Promise<number>;
    /** An open report (by the other customer, of a new user). */
    report(): Promise<number>;
    /** A message of the customer's held for review in the world's conversation. */
    heldMessage(): Promise<number>;
    blockedWord(): Promise<number>;
  };
}

async function expectStatus(response: Promise<LightMyRequestResponse>, status: number) {
  const r = await response;
  if (r.statusCode !== status) throw new Error(`fixture call answered ${r.statusCode}: ${r.body}`);
  return r.json();
}

export async function buildWorld(t: TestApp): Promise<World> {
  const db = t.app.db;
  const [customer, otherCustomer, owner, otherOwner, unverified, admin, suspended] =
    await Promise.all([
      // Older than a week: a new account may submit only 5 quotes a day (docs/decisions/029),
      // and the calls below submit more than that.
      createUser(db, { firstName: 'Cora', createdAt: new Date(Date.now() - 30 * 86_400_000) }),
      createUser(db, { firstName: 'Otto' }),
      createUser(db, { firstName: 'Olive' }),
      createUser(db, { firstName: 'Oscar' }),
      createUser(db, { firstName: 'Uma', isVerified: false }),
      createUser(db, { firstName: 'Ada', email: 'admin@example.com' }),
      createUser(db, { firstName: 'Sid', suspendedAt: new Date() }),
    ]);
  const [company, otherCompany] = await Promise.all([
    createCompany(db, { ownerId: owner.id, name: 'Harbor Plumbing' }),
    createCompany(db, { ownerId: otherOwner.id, name: 'Rival Plumbing' }),
  ]);
  const asCustomer = await signInAs(db, t.agent(), customer.id);
  const asOwner = await signInAs(db, t.agent(), owner.id);

  /**
   * A new draft. Start Quote answers the customer's open draft to the same companies for the same
   * ZIP rather than a second one: each open draft here is to companies of its own.
   */
  const draft = async (companyIds = [company.id]): Promise<number> => {
    const body = {
      quoteName: 'Kitchen sink',
      description: LONG_DESCRIPTION,
      companyIds,
      jobZip: '94110',
    };
    return (await expectStatus(asCustomer.post('/api/quotes', body), 201)).id;
  };
  const freshDraft = async () => {
    const { id: companyId } = await createCompany(db, { ownerId: owner.id });
    return { quoteId: await draft([companyId]), companyId };
  };
  const submittedQuote = async (companyId = company.id) => {
    const id = await draft([companyId]);
    await expectStatus(asCustomer.post(`/api/quotes/${id}/submit`, {}), 200);
    return id;
  };
  const upload = async (agent: Agent, url: string, field: string) =>
    expectStatus(agent.request({ method: 'POST', url, ...(await imageForm(field)) }), 201);
  const quotedCompany = async () => {
    const { id } = await createCompany(db, { ownerId: owner.id });
    await submittedQuote(id);
    return id;
  };
  const rating = async (companyId: number): Promise<number> =>
    (await expectStatus(asCustomer.post(`/api/companies/${companyId}/ratings`, { rating: 4 }), 201))
      .id;
  const quoteImage = async (quoteId: number): Promise<number> =>
    (await upload(asCustomer, `/api/quotes/${quoteId}/images`, 'image')).id;
  const photo = async (companyId: number): Promise<number> =>
    (await upload(asOwner, `/api/companies/${companyId}/images`, 'image')).id;

  const quoteId = await submittedQuote();
  const conversation = `/api/quotes/${quoteId}/companies/${company.id}/messages`;
  for (const [agent, message] of [
    [asCustomer, 'Hello, when could you come by?'],
    [asOwner, 'Tuesday at 9 works for us.'],
  ] as const) {
    await expectStatus(
      agent.request({ method: 'POST', url: conversation, ...multipart({ message }) }),
      201,
    );
  }
  const draftId = await draft([(await createCompany(db, { ownerId: owner.id })).id]);

  return {
    users: { customer, otherCustomer, owner, otherOwner, unverified, admin, suspended },
    company,
    otherCompanyId: otherCompany.id,
    quoteId,
    draftId,
    draftImageId: await quoteImage(draftId),
    photoId: await photo(company.id),
    ratingId: await rating(company.id),
    privateObjectId: (await upload(asCustomer, '/api/upload/single', 'file')).objectId,
    ownerObjectId: (await upload(asOwner, '/api/upload/single', 'file')).objectId,
    fresh: {
      draft: async () => (await freshDraft()).quoteId,
      draftTo: freshDraft,
      submittedQuote: () => submittedQuote(),
      async hiredQuote() {
        const id = await submittedQuote();
        await expectStatus(
          asCustomer.post(`/api/quotes/${id}/hire`, { companyId: company.id }),
          200,
        );
        return id;
      },
      async quoteImage() {
        const { quoteId } = await freshDraft();
        return { quoteId, imageId: await quoteImage(quoteId) };
      },
      async photo() {
        const { id } = await createCompany(db, { ownerId: owner.id });
        return { companyId: id, imageId: await photo(id) };
      },
      quotedCompany,
      rating: async () => rating(await quotedCompany()),
      async hiddenRating() {
        const id = await rating(await quotedCompany());
        await db.execute(sql`UPDATE ratings SET hidden_at = now() WHERE id = ${id}`);
        return id;
      },
      company: async () => (await createCompany(db, { ownerId: otherOwner.id })).id,
      async hiddenCompany() {
        const { id } = await createCompany(db, { ownerId: otherOwner.id });
        await db.execute(sql`UPDATE companies SET hidden_at = now() WHERE id = ${id}`);
        return id;
      },
      user: async () => (await createUser(db)).id,
      suspendedUser: async () => (await createUser(db, { suspendedAt: new Date() })).id,
      async report() {
        const { rows } = await db.execute<{ id: number }>(sql`
          INSERT INTO reports (reporter_id, target_type, target_id, reason)
          VALUES (${otherCustomer.id}, 'user', ${(await createUser(db)).id}, 'spam') RETURNING id`);
        return rows[0]!.id;
      },
      async heldMessage() {
        const { rows } = await db.execute<{ id: number }>(sql`
          INSERT INTO held_messages (quote_id, company_id, sender_id, sender_type, message, reason)
          VALUES (${quoteId}, ${company.id}, ${customer.id}, 'user', 'Call me', 'contact_details')
          RETURNING id`);
        return rows[0]!.id;
      },
      async blockedWord() {
        const { rows } = await db.execute<{ id: number }>(sql`
          INSERT INTO blocked_words (word) VALUES (${`word-${Math.random().toString(36).slice(2)}`})
          RETURNING id`);
        return rows[0]!.id;
      },
    },
  };
}
