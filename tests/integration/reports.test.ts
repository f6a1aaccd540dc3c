import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_ALREADY_OPEN, REPORT_THANKS, type ReportInput } from '@/contract/moderation';
import { createUser } from '../support/factories';
import { signInAs } from '../support/sessions';
import { createTestApp, type Agent, type TestApp } from '../support/test-app';
import { buildWorld, type World, type WorldRole } from '../support/world';

const NOT_FOUND = 'We could not find that.';

let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await createTestApp();
  world = await buildWorld(t);
});
afterAll(async () => t.close());

const as = (role: WorldRole): Promise<Agent> => signInAs(t.app.db, t.agent(), world.users[role].id);

const report = async (agent: Agent, body: Partial<ReportInput>) =>
  agent.post('/api/reports', { reason: 'spam', ...body });

async function expectAccepted(agent: Agent, body: Partial<ReportInput>) {
  const response = await report(agent, body);
  expect(response.statusCode, response.body).toBe(201);
  expect(response.json()).toEqual({ id: expect.any(Number), message: REPORT_THANKS });
  return response.json().id as number;
}

async function expectNotFound(agent: Agent, body: Partial<ReportInput>) {
  const response = await report(agent, body);
  expect(response.statusCode, response.body).toBe(404);
  expect(response.json().message).toBe(NOT_FOUND);
}

/** The id of the world's conversation message that this role sent. */
async function messageFrom(role: 'customer' | 'owner'): Promise<number> {
  const { rows } = await t.app.db.execute<{ id: number }>(sql`
    SELECT id FROM messages WHERE quote_id = ${world.quoteId} AND company_id = ${world.company.id}
      AND sender_id = ${world.users[role].id} ORDER BY id LIMIT 1`);
  return Number(rows[0]!.id);
}

const resolve = (id: number) =>
  t.app.db.execute(
    sql`UPDATE reports SET status = 'dismissed', resolved_at = now() WHERE id = ${id}`,
  );

describe('reporting a review', () => {
  it('is for visible reviews of others, the business included', async () => {
    const target = { targetType: 'review', targetId: world.ratingId } as const;
    await expectAccepted(await as('otherCustomer'), target);
    await expectAccepted(await as('owner'), {
      ...target,
      reason: 'fake',
      details: 'Never a customer.',
    });
    await expectNotFound(await as('customer'), target);

    const hidden = await world.fresh.rating();
    await t.app.db.execute(sql`UPDATE ratings SET hidden_at = now() WHERE id = ${hidden}`);
    await expectNotFound(await as('otherCustomer'), { targetType: 'review', targetId: hidden });
    await expectNotFound(await as('otherCustomer'), { targetType: 'review', targetId: 2 ** 40 });
  });

  it('stores what the reporter said, trimmed', async () => {
    const id = await expectAccepted(await as('unverified'), {
      targetType: 'review',
      targetId: world.ratingId,
      reason: 'offensive',
      details: '  Insults the plumber.  ',
    });
    const { rows } = await t.app.db.execute(
      sql`SELECT reporter_id, target_type, target_id::int AS target_id, reason, details, status FROM reports WHERE id = ${id}`,
    );
    expect(rows[0]).toEqual({
      reporter_id: world.users.unverified.id,
      target_type: 'review',
      target_id: world.ratingId,
      reason: 'offensive',
      details: 'Insults the plumber.',
      status: 'open',
    });
  });
});

describe('reporting a message', () => {
  it("is for messages one received in one of one's own conversations", async () => {
    const fromOwner = await messageFrom('owner');
    const fromCustomer = await messageFrom('customer');
    await expectAccepted(await as('customer'), { targetType: 'message', targetId: fromOwner });
    await expectAccepted(await as('owner'), { targetType: 'message', targetId: fromCustomer });
    // One's own message, and someone else's conversation.
    await expectNotFound(await as('owner'), { targetType: 'message', targetId: fromOwner });
    await expectNotFound(await as('customer'), { targetType: 'message', targetId: fromCustomer });
    for (const role of ['otherCustomer', 'otherOwner', 'admin'] as const) {
      await expectNotFound(await as(role), { targetType: 'message', targetId: fromOwner });
    }
  });
});

describe('reporting a company', () => {
  it("is for listed companies, or unlisted ones the reporter has a conversation with, not one's own", async () => {
    const listed = { targetType: 'company', targetId: world.company.id } as const;
    await expectAccepted(await as('otherCustomer'), listed);
    await expectAccepted(await as('otherOwner'), listed);
    await expectNotFound(await as('owner'), listed);

    const unlisted = await world.fresh.quotedCompany();
    await t.app.db.execute(sql`UPDATE companies SET is_active = false WHERE id = ${unlisted}`);
    await expectAccepted(await as('customer'), { targetType: 'company', targetId: unlisted });
    await expectNotFound(await as('otherCustomer'), { targetType: 'company', targetId: unlisted });
  });
});

describe('reporting a user', () => {
  it('is for people met in a conversation or through a visible review', async () => {
    const { customer, owner, otherCustomer } = world.users;
    await expectAccepted(await as('customer'), { targetType: 'user', targetId: owner.id });
    await expectAccepted(await as('owner'), { targetType: 'user', targetId: customer.id });
    // The customer wrote a visible review.
    await expectAccepted(await as('otherOwner'), { targetType: 'user', targetId: customer.id });
    // The owner wrote none and has no conversation with them; no one reports themself.
    await expectNotFound(await as('otherCustomer'), { targetType: 'user', targetId: owner.id });
    await expectNotFound(await as('customer'), { targetType: 'user', targetId: customer.id });
    await expectNotFound(await as('customer'), { targetType: 'user', targetId: otherCustomer.id });

    // A reviewer whose only review is hidden is no longer known to strangers.
    const reviewer = await createUser(t.app.db);
    const company = await world.fresh.quotedCompany();
    await t.app.db.execute(
      sql`INSERT INTO ratings (user_id, company_id, rating, hidden_at) VALUES (${reviewer.id}, ${company}, 1, now())`,
    );
    await expectNotFound(await as('otherCustomer'), { targetType: 'user', targetId: reviewer.id });
  });
});

describe('one open report per reporter and item', () => {
  it('answers 409 to a second open report, and takes a new one once the first is resolved', async () => {
    const agent = await as('otherOwner');
    const target = { targetType: 'review', targetId: world.ratingId } as const;
    const first = await expectAccepted(agent, target);
    const second = await report(agent, { ...target, reason: 'other' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(REPORT_ALREADY_OPEN);

    await resolve(first);
    const third = await expectAccepted(agent, target);
    expect(third).not.toBe(first);
  });
});

describe('the report form', () => {
  it('says what is wrong with it', async () => {
    const agent = await as('otherCustomer');
    const noReason = await agent.post('/api/reports', {
      targetType: 'company',
      targetId: world.company.id,
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Choose a reason.');

    const long = await report(agent, {
      targetType: 'company',
      targetId: world.company.id,
      details: 'x'.repeat(1001),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Details can be at most 1000 characters.');

    const noTarget = await agent.post('/api/reports', { reason: 'spam' });
    expect(noTarget.statusCode).toBe(400);
    expect(noTarget.json().message).toBe('Choose what to report.');
  });

  it('needs a signed-in user', async () => {
    const response = await report(t.agent(), { targetType: 'company', targetId: world.company.id });
    expect(response.statusCode).toBe(401);
    const suspended = await report(await as('suspended'), {
      targetType: 'company',
      targetId: world.company.id,
    });
    expect(suspended.statusCode).toBe(401);
  });
});

describe('the rate limit', () => {
  it('answers 429 after the limit, per user', async () => {
    const rule = { max: 1_000, timeWindowMs: 60_000 };
    const limited = await createTestApp({
      rateLimits: {
        auth: rule,
        passwordReset: rule,
        upload: rule,
        messages: rule,
        reports: { max: 3, timeWindowMs: 60 * 60_000 },
      },
    });
    try {
      const [first, second] = await Promise.all([
        createUser(limited.app.db),
        createUser(limited.app.db),
      ]);
      const busy = await signInAs(limited.app.db, limited.agent(), first.id);
      const body = { targetType: 'user', targetId: 2 ** 40, reason: 'spam' };
      for (let i = 0; i < 3; i++) {
        expect((await busy.post('/api/reports', body)).statusCode).toBe(404);
      }
      const refused = await busy.post('/api/reports', body);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Too many attempts/);

      // Another user from the same address is counted on their own.
      const other = await signInAs(limited.app.db, limited.agent(), second.id);
      expect((await other.post('/api/reports', body)).statusCode).toBe(404);
    } finally {
      await limited.close();
    }
  });
});
