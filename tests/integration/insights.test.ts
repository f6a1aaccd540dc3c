import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSIGHTS_WEEKS, type InsightsResponse, type InsightsWeek } from '@/contract/insights';
import { decimalOfCents } from '@/contract/money';
import type { Database } from '@/server/db/client';
import { createCompany, createUser } from '../support/factories';
import { signInAs } from '../support/sessions';
import { createTestApp, createTestDatabase, type Agent, type TestApp } from '../support/test-app';
import { until } from '../support/waiting';

/**
 * Business insights (issue 22, docs/decisions/017, 049): search appearances and page views counted
 * per node and written in batches, and each week's numbers computed from a made-up history.
 */

const DAY_MS = 86_400_000;

/** Monday 00:00 UTC of the current week. */
function thisMonday(): Date {
  const now = new Date();
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(midnight - ((now.getUTCDay() + 6) % 7) * DAY_MS);
}

/** A moment `weeksAgo` weeks before this week's Monday, plus days, hours and minutes. */
const at = (weeksAgo: number, days: number, hours = 0, minutes = 0) =>
  new Date(
    thisMonday().getTime() -
      weeksAgo * 7 * DAY_MS +
      days * DAY_MS +
      (hours * 60 + minutes) * 60_000,
  );

/** The week (index into `weeks`, oldest first) that began `weeksAgo` weeks before this one. */
const weekIndex = (weeksAgo: number) => INSIGHTS_WEEKS - 1 - weeksAgo;

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The view beacon of a company, as if from this address. */
const view = (agent: Agent, companyId: number, remoteAddress: string) =>
  agent.request({ method: 'POST', url: `/api/companies/${companyId}/views`, remoteAddress });

/** The (company, visitor) pairs a test node remembers, and how many one network may add a day. */
const VISITOR_LIMITS = { remembered: 40, perNetwork: 10 };

/** A business with its own signed-in owner and a name a search finds alone. */
async function business(t: TestApp, name: string, spec: { isActive?: boolean } = {}) {
  const owner = await createUser(t.app.db);
  const company = await createCompany(t.app.db, { ownerId: owner.id, name, ...spec });
  return { company, owner: await signInAs(t.app.db, t.agent(), owner.id) };
}

async function insightsOf(agent: Agent, companyId: number): Promise<InsightsResponse> {
  const response = await agent.get(`/api/companies/${companyId}/insights`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const thisWeek = (insights: InsightsResponse) => insights.weeks.at(-1)!;

async function storedCounts(db: Database, companyId: number) {
  const { rows } = await db.execute<{ appearances: number; views: number }>(sql`
    SELECT coalesce(sum(appearances), 0)::int AS appearances, coalesce(sum(views), 0)::int AS views
    FROM company_daily_stats WHERE company_id = ${companyId}`);
  return rows[0]!;
}

describe('insights', () => {
  let t: TestApp;
  // Flushed by the tests (the same call the node's timer makes), so each count is known exactly.
  // Visitors remembered: fewer than a node's, so that a flood fills them in a few dozen beacons.
  beforeAll(async () => {
    t = await createTestApp({
      insights: { counting: true, flushMs: 600_000, viewVisitors: VISITOR_LIMITS },
    });
  });
  afterAll(async () => t.close());

  it('counts an appearance for each business on a page of search results or of a category', async () => {
    const { company, owner } = await business(t, 'Quokka Pipeworks');
    const visitor = t.agent();

    expect((await visitor.get('/api/search?q=quokka')).json().results).toHaveLength(1);
    // Before any flush: the owner sees this node's counts at once.
    expect(thisWeek(await insightsOf(owner, company.id)).appearances).toBe(1);
    expect((await storedCounts(t.app.db, company.id)).appearances).toBe(0);

    await t.app.listingCounter.flush();
    expect(await storedCounts(t.app.db, company.id)).toEqual({ appearances: 1, views: 0 });

    // A second flush adds to the day's row rather than replacing it.
    await visitor.get('/api/search?q=quokka');
    const listing = await visitor.get('/api/companies/category/plumbing-services');
    expect(listing.json().companies.map((c: { id: number }) => c.id)).toContain(company.id);
    await t.app.listingCounter.flush();
    expect(await storedCounts(t.app.db, company.id)).toEqual({ appearances: 3, views: 0 });
    expect(thisWeek(await insightsOf(owner, company.id)).appearances).toBe(3);

    // A search that does not list it counts nothing for it.
    await visitor.get('/api/search?q=wombat');
    await t.app.listingCounter.flush();
    expect((await storedCounts(t.app.db, company.id)).appearances).toBe(3);
  });

  it('keeps the counts of a failed write for the next one', async () => {
    const { company, owner } = await business(t, 'Platypus Pumps');
    await t.agent().get('/api/search?q=platypus');
    await t.app.db.execute(sql`ALTER TABLE company_daily_stats RENAME TO company_daily_stats_away`);
    try {
      await t.app.listingCounter.flush();
    } finally {
      await t.app.db.execute(
        sql`ALTER TABLE company_daily_stats_away RENAME TO company_daily_stats`,
      );
    }
    expect(thisWeek(await insightsOf(owner, company.id)).appearances).toBe(1);
    await t.app.listingCounter.flush();
    expect(await storedCounts(t.app.db, company.id)).toEqual({ appearances: 1, views: 0 });
    expect(thisWeek(await insightsOf(owner, company.id)).appearances).toBe(1);
  });

  it("counts a visitor's page view once a day, and never the owner's own", async () => {
    const { company, owner } = await business(t, 'Numbat Drains');
    const customer = await signInAs(t.app.db, t.agent(), (await createUser(t.app.db)).id);
    for (const response of [
      await view(t.agent(), company.id, '203.0.113.7'),
      await view(t.agent(), company.id, '203.0.113.7'), // the same visitor again today: not counted
      await view(t.agent(), company.id, '203.0.113.8'),
      await view(customer, company.id, '127.0.0.1'),
      await view(customer, company.id, '127.0.0.1'),
      await view(owner, company.id, '127.0.0.1'),
    ]) {
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    }
    expect(thisWeek(await insightsOf(owner, company.id)).profileViews).toBe(3);
    await t.app.listingCounter.flush();
    expect(await storedCounts(t.app.db, company.id)).toEqual({ appearances: 0, views: 3 });
    expect(thisWeek(await insightsOf(owner, company.id)).profileViews).toBe(3);
  });

  it('counts at most a few views a day from one network, however many addresses it sends from', async () => {
    const { company, owner } = await business(t, 'Dingo Decking');
    // One IPv6 machine: a /64 of its own, a new address for every beacon (and an account of the flooder's).
    const flooder = await signInAs(t.app.db, t.agent(), (await createUser(t.app.db)).id);
    const flood = [
      ...Array.from({ length: VISITOR_LIMITS.remembered }, (_, i) => `2001:db8:7:7::${i + 1}`),
      '2001:db8:7:7:ffff:ffff:ffff:fffe',
    ];
    for (const address of flood) {
      const response = await view(t.agent(), company.id, address);
      expect(response.statusCode).toBe(204);
    }
    expect((await view(flooder, company.id, '2001:db8:7:7::abcd')).statusCode).toBe(204);
    expect(thisWeek(await insightsOf(owner, company.id)).profileViews).toBe(
      VISITOR_LIMITS.perNetwork,
    );

    // Someone else's view still counts, on this business and on another.
    const other = await business(t, 'Dingo Doors');
    await view(t.agent(), company.id, '203.0.113.77');
    await view(t.agent(), other.company.id, '2001:db8:8:8::1');
    expect(thisWeek(await insightsOf(owner, company.id)).profileViews).toBe(
      VISITOR_LIMITS.perNetwork + 1,
    );
    expect(thisWeek(await insightsOf(other.owner, other.company.id)).profileViews).toBe(1);
  });

  it('goes on counting new visitors once it remembers as many as it can (forgetting the oldest)', async () => {
    const { company, owner } = await business(t, 'Quoll Quarries');
    // Twice as many networks as are remembered, one visitor each.
    const visitors = Array.from(
      { length: 2 * VISITOR_LIMITS.remembered },
      (_, i) => `198.51.${100 + Math.floor(i / 250)}.${(i % 250) + 1}`,
    );
    for (const address of visitors) await view(t.agent(), company.id, address);
    expect(thisWeek(await insightsOf(owner, company.id)).profileViews).toBe(visitors.length);

    // A real visitor after the flood is counted; one just remembered is not counted twice.
    await view(t.agent(), company.id, '203.0.113.78');
    await view(t.agent(), company.id, visitors.at(-1)!);
    expect(thisWeek(await insightsOf(owner, company.id)).profileViews).toBe(visitors.length + 1);
  });

  it('answers 404 for a view of an unknown or inactive business', async () => {
    const { company } = await business(t, 'Bilby Boilers', { isActive: false });
    for (const id of [company.id, 2_000_000_000]) {
      const response = await t.agent().post(`/api/companies/${id}/views`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('Company not found');
    }
  });

  it('gives the numbers of each of the last 12 weeks for a made-up history', async () => {
    const { company, owner } = await business(t, 'Wallaby Water Works');
    const customer = await createUser(t.app.db);
    const db = t.app.db;
    const ownerId = company.ownerId;
    const quote = async (submittedAt: Date | null) => {
      const { rows } = await db.execute<{ id: number }>(sql`
        INSERT INTO quotes (user_id, quote_name, description, status, submitted_at, job_zip)
        VALUES (${customer.id}, 'Leaky tap', 'The kitchen tap drips.',
          ${submittedAt ? 'submitted' : 'draft'}, ${submittedAt}, '94110')
        RETURNING id`);
      return rows[0]!.id;
    };
    const conversation = (quoteId: number, openedAt: Date) =>
      db.execute(sql`INSERT INTO quote_companies (quote_id, company_id, created_at)
        VALUES (${quoteId}, ${company.id}, ${openedAt})`);
    const reply = (quoteId: number, sentAt: Date) =>
      db.execute(sql`INSERT INTO messages (quote_id, company_id, sender_id, sender_type, message, created_at)
        VALUES (${quoteId}, ${company.id}, ${ownerId}, 'company', 'Happy to help', ${sentAt})`);
    const customerMessage = (quoteId: number, sentAt: Date) =>
      db.execute(sql`INSERT INTO messages (quote_id, company_id, sender_id, sender_type, message, created_at)
        VALUES (${quoteId}, ${company.id}, ${customer.id}, 'user', 'Any news?', ${sentAt})`);
    let revision = 0;
    const estimate = async (quoteId: number, sentAt: Date, price: Record<string, unknown>) => {
      revision++;
      const { rows } = await db.execute<{ id: number }>(sql`
        INSERT INTO estimates (quote_id, company_id, revision, author_id, price_type, price_cents,
          min_cents, max_cents, hourly_rate_cents, estimated_hours, includes, earliest_start,
          valid_until, created_at)
        VALUES (${quoteId}, ${company.id}, ${revision}, ${ownerId}, ${price.type},
          ${price.price ?? null}, ${price.min ?? null}, ${price.max ?? null}, ${price.hourly ?? null},
          ${price.hours ?? null}, 'Parts and labour', ${day(sentAt)}, ${day(sentAt)}, ${sentAt})
        RETURNING id`);
      await db.execute(sql`INSERT INTO messages (quote_id, company_id, sender_id, sender_type, estimate_id, created_at)
        VALUES (${quoteId}, ${company.id}, ${ownerId}, 'company', ${rows[0]!.id}, ${sentAt})`);
    };

    // Three weeks ago: three requests. A (chosen while a draft the day before) is answered after
    // 90 minutes, then estimated twice that day; B answered after 30 minutes; C never answered.
    const a = await quote(at(3, 1, 10));
    await conversation(a, at(3, 0, 9));
    await customerMessage(a, at(3, 1, 10, 5)); // the customer's own message is not a reply
    await reply(a, at(3, 1, 11, 30));
    await estimate(a, at(3, 1, 12), { type: 'fixed', price: 120_000 });
    await estimate(a, at(3, 1, 13), { type: 'range', min: 100_000, max: 150_001 });
    const b = await quote(at(3, 2, 8));
    await conversation(b, at(3, 2, 8));
    await reply(b, at(3, 2, 8, 30));
    const c = await quote(at(3, 6, 23, 59)); // Sunday night: still that week
    await conversation(c, at(3, 6, 23, 59));

    // Two weeks ago: A revised again, then hired (at that estimate).
    await estimate(a, at(2, 1, 9), { type: 'fixed', price: 130_000 });
    await db.execute(sql`UPDATE quotes SET status = 'in_progress', hired_company_id = ${company.id},
      hired_at = ${at(2, 2, 15)} WHERE id = ${a}`);

    // Its invoice, sent on Wednesday: 1.5 × $1,000 less $50, 8.25 % tax (11,962.5 ¢ → 11,963):
    // $1,569.63; $500 of it paid on Thursday. A voided one counts nowhere.
    const invoice = async (status: string, sequence: number) => {
      const { rows } = await db.execute<{ id: number }>(sql`
        INSERT INTO invoices (quote_id, company_id, customer_id, year, sequence, status, currency,
          tax_rate_bp, discount_cents, sent_at, voided_at)
        VALUES (${a}, ${company.id}, ${customer.id}, 2026, ${sequence}, ${status}, 'USD', 825, 5000,
          ${at(2, 2, 16)}, ${status === 'void' ? at(2, 2, 17) : null}) RETURNING id`);
      const id = rows[0]!.id;
      await db.execute(sql`INSERT INTO invoice_lines (invoice_id, position, description, quantity, unit_price_cents)
        VALUES (${id}, 0, 'Kitchen plumbing', 1.5, 100000)`);
      return id;
    };
    const billed = await invoice('partly_paid', 1);
    await invoice('void', 2);
    const ledger = (kind: string, cents: number, receivedOn: Date) =>
      db.execute(sql`INSERT INTO payment_ledger (company_id, invoice_id, kind, amount_cents, currency, method, received_on)
        VALUES (${company.id}, ${billed}, ${kind}, ${cents}, 'USD', 'cash', ${day(receivedOn)})`);
    await ledger('payment', 50_000, at(2, 3));
    // Last week, $600 paid and $100 of it given back: $500 collected.
    await ledger('payment', 60_000, at(1, 2));
    await ledger('refund', 10_000, at(1, 4));

    // Last week: a matched request submitted on Monday, its lead accepted on Tuesday (the
    // conversation opens then) and answered with an hourly estimate an hour later.
    const d = await quote(at(1, 0, 8));
    await db.execute(sql`INSERT INTO leads (quote_id, company_id, status, score, offered_at, expires_at, responded_at)
      VALUES (${d}, ${company.id}, 'accepted', 1, ${at(1, 0, 8)}, ${at(1, 2)}, ${at(1, 1, 8)})`);
    await conversation(d, at(1, 1, 8));
    revision = 0;
    await estimate(d, at(1, 1, 9), { type: 'hourly', hourly: 9_000, hours: 3 });
    // Not received: a lead only offered (no conversation) and a draft.
    const offered = await quote(at(1, 0, 9));
    await db.execute(sql`INSERT INTO leads (quote_id, company_id, score, offered_at, expires_at)
      VALUES (${offered}, ${company.id}, 1, ${at(1, 0, 9)}, ${at(1, 2)})`);
    await conversation(await quote(null), at(1, 3));

    // Listing counts already written: a Sunday and a Monday, and one older than 12 weeks.
    await db.execute(sql`INSERT INTO company_daily_stats (company_id, day, appearances, views) VALUES
      (${company.id}, ${day(at(3, 6))}, 5, 2), (${company.id}, ${day(at(2, 0))}, 7, 1),
      (${company.id}, ${day(at(INSIGHTS_WEEKS, 3))}, 100, 100)`);

    const insights = await insightsOf(owner, company.id);
    expect(insights.companyId).toBe(company.id);
    expect(insights.companyName).toBe('Wallaby Water Works');
    expect(insights.weeks.map((w) => w.weekStart)).toEqual(
      Array.from({ length: INSIGHTS_WEEKS }, (_, i) => day(at(INSIGHTS_WEEKS - 1 - i, 0))),
    );
    const empty: Omit<InsightsWeek, 'weekStart'> = {
      appearances: 0,
      profileViews: 0,
      requestsReceived: 0,
      requestsAnswered: 0,
      medianResponseMinutes: null,
      estimatesSent: 0,
      hires: 0,
      winRate: null,
      valueQuotedCents: 0,
      valueWonCents: 0,
      invoicedCents: 0,
      collectedCents: 0,
      outstandingCents: 0,
    };
    const expected = insights.weeks.map((w) => ({ ...empty, weekStart: w.weekStart }));
    Object.assign(expected[weekIndex(3)]!, {
      appearances: 5,
      profileViews: 2,
      requestsReceived: 3,
      requestsAnswered: 2,
      medianResponseMinutes: 60, // of 90 and 30
      estimatesSent: 1, // one conversation, at its latest estimate of the week: the range's middle
      valueQuotedCents: 125_001,
      winRate: 0,
    });
    Object.assign(expected[weekIndex(2)]!, {
      appearances: 7,
      profileViews: 1,
      estimatesSent: 1,
      valueQuotedCents: 130_000,
      hires: 1,
      valueWonCents: 130_000,
      invoicedCents: 156_963,
      collectedCents: 50_000,
      outstandingCents: 106_963,
    });
    Object.assign(expected[weekIndex(1)]!, {
      requestsReceived: 1,
      requestsAnswered: 1,
      medianResponseMinutes: 25 * 60, // from the customer's submission on Monday
      estimatesSent: 1,
      valueQuotedCents: 9_000, // an hourly rate counts one hour
      winRate: 0,
      collectedCents: 50_000,
      outstandingCents: 56_963,
    });
    Object.assign(expected[weekIndex(0)]!, { outstandingCents: 56_963 });
    expect(insights.weeks).toEqual(expected);

    // The CSV says the same, money in dollars.
    const csv = await owner.get(`/api/companies/${company.id}/insights.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="insights-${company.id}.csv"`,
    );
    const [header, ...rows] = csv.body
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(','));
    expect(header).toEqual([
      'Week starting',
      'Appearances in search',
      'Profile views',
      'Requests received',
      'Requests answered',
      'Median response (minutes)',
      'Estimates sent',
      'Hires',
      'Win rate',
      'Value quoted (USD)',
      'Value won (USD)',
      'Invoiced (USD)',
      'Collected (USD)',
      'Outstanding (USD)',
    ]);
    expect(rows).toEqual(
      insights.weeks.map((w) => [
        w.weekStart,
        String(w.appearances),
        String(w.profileViews),
        String(w.requestsReceived),
        String(w.requestsAnswered),
        w.medianResponseMinutes === null ? '' : String(w.medianResponseMinutes),
        String(w.estimatesSent),
        String(w.hires),
        w.winRate === null ? '' : String(w.winRate),
        decimalOfCents(w.valueQuotedCents),
        decimalOfCents(w.valueWonCents),
        decimalOfCents(w.invoicedCents),
        decimalOfCents(w.collectedCents),
        decimalOfCents(w.outstandingCents),
      ]),
    );
    expect(rows[weekIndex(3)]!.slice(-5, -3)).toEqual(['1250.01', '0.00']);
    expect(rows[weekIndex(2)]!.slice(-3)).toEqual(['1569.63', '500.00', '1069.63']);
  });

  it("is the owner's alone: 401 signed out, 403 for anyone else, 404 for no such business", async () => {
    const { company } = await business(t, 'Dingo Ducts');
    const stranger = await signInAs(t.app.db, t.agent(), (await createUser(t.app.db)).id);
    for (const path of ['insights', 'insights.csv']) {
      const url = `/api/companies/${company.id}/${path}`;
      expect((await t.agent().get(url)).statusCode).toBe(401);
      const refused = await stranger.get(url);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe('You can only manage your own businesses.');
      expect((await stranger.get(`/api/companies/2000000000/${path}`)).statusCode).toBe(404);
    }
  });
});

describe('writing the listing counts', () => {
  it('writes every INSIGHTS_FLUSH_MS on its own', async () => {
    const t = await createTestApp({ insights: { counting: true, flushMs: 50 } });
    try {
      const { company } = await business(t, 'Koala Kitchens');
      await t.agent().get('/api/search?q=koala');
      await until(async () => (await storedCounts(t.app.db, company.id)).appearances === 1);
    } finally {
      await t.close();
    }
  });

  it('writes what is left when the node stops', async () => {
    // The database outlives the app, to be read after it closed.
    const database = await createTestDatabase();
    const t = await createTestApp({ insights: { counting: true, flushMs: 600_000 } }, undefined, {
      url: database.url,
      drop: async () => {},
    });
    const client = new pg.Client(database.url);
    try {
      const { company } = await business(t, 'Emu Electrics');
      await t.agent().get('/api/search?q=emu');
      await t.agent().post(`/api/companies/${company.id}/views`);
      await t.close();
      await client.connect();
      const { rows } = await client.query(
        'SELECT appearances, views FROM company_daily_stats WHERE company_id = $1',
        [company.id],
      );
      expect(rows).toEqual([{ appearances: 1, views: 1 }]);
    } finally {
      await client.end();
      await database.drop();
    }
  });

  it('counts nothing with INSIGHTS_COUNTING off', async () => {
    const t = await createTestApp({ insights: { counting: false, flushMs: 50 } });
    try {
      const { company, owner } = await business(t, 'Possum Plastering');
      expect((await t.agent().get('/api/search?q=possum')).json().results).toHaveLength(1);
      expect((await t.agent().post(`/api/companies/${company.id}/views`)).statusCode).toBe(204);
      await t.app.listingCounter.flush();
      expect(thisWeek(await insightsOf(owner, company.id))).toMatchObject({
        appearances: 0,
        profileViews: 0,
      });
      expect(await storedCounts(t.app.db, company.id)).toEqual({ appearances: 0, views: 0 });
    } finally {
      await t.close();
    }
  });
});
