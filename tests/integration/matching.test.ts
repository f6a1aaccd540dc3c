import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  LEAD_NOT_OPEN,
  MAX_MATCHED_PROS,
  NO_PROS_AVAILABLE,
  NOT_YOUR_LEAD,
  type Lead,
} from '@/contract/lead';
import type { RealtimeEvent } from '@/contract/message';
import { expireLeads } from '@/server/modules/quotes/lead-service';
import { submittedQuote } from '../support/businesses';
import { createCredential } from '../support/credentials';
import { inDays } from '../support/dates';
import { createCompany, createUser, type CompanySpec } from '../support/factories';
import { multipart } from '../support/files';
import { signInAs } from '../support/sessions';
import { socketUrl } from '../support/sockets';
import { createTestApp, listenOnLoopback, type Agent, type TestApp } from '../support/test-app';
import { until } from '../support/waiting';

const LONG =
  'The bathroom sink drains slowly and the tap drips all night. Please replace the washer or the whole tap and clear the drain, parts included.';
const STREET = '12 Secret Lane';

let t: TestApp;
let wsUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  wsUrl = socketUrl(await listenOnLoopback(t));
});
afterAll(async () => t.close());

interface ProSpec extends CompanySpec {
  /** Works within this many miles (the default: 25), or in these ZIP codes. */
  radius?: number;
  zips?: string[];
  paused?: boolean;
  weeklyCap?: number;
  /** Created, updated and last active this many days ago (default: now). */
  idleDays?: number;
}

/**
 * A business of the trade with its own signed-in owner, its service area and lead settings set
 * in the database (the business dialog's settings are another part of issue 21).
 */
async function pro(category: string, spec: ProSpec) {
  const company = await createCompany(t.app.db, { category, ...spec });
  const since = new Date(Date.now() - (spec.idleDays ?? 0) * 86_400_000);
  await t.app.db.execute(sql`
    UPDATE companies SET service_area = ${spec.zips ? 'zips' : 'radius'},
      service_radius_miles = ${spec.radius ?? 25}, paused_new_requests = ${spec.paused ?? false},
      weekly_request_cap = ${spec.weeklyCap ?? null}, created_at = ${since}, updated_at = ${since}
    WHERE id = ${company.id}`);
  for (const zip of spec.zips ?? []) {
    await t.app.db.execute(
      sql`INSERT INTO company_service_zips (company_id, zip) VALUES (${company.id}, ${zip})`,
    );
  }
  const agent = await signInAs(t.app.db, t.agent(), company.ownerId);
  return { company, agent, name: company.name };
}
type Pro = Awaited<ReturnType<typeof pro>>;

/** A customer older than a week (new accounts may send only 5 requests a day), signed in. */
async function customer(firstName = 'Robin') {
  const user = await createUser(t.app.db, {
    firstName,
    createdAt: new Date(Date.now() - 30 * 86_400_000),
  });
  return { user, agent: await signInAs(t.app.db, t.agent(), user.id) };
}

/** A matched request drafted in the trade; `submit` sends it from a ZIP (answers the response). */
async function matchedDraft(agent: Agent, categorySlug: string) {
  const created = await agent.post('/api/quotes/matched', { categorySlug });
  expect(created.statusCode, created.body).toBe(201);
  const quoteId = created.json().id as number;
  return {
    quoteId,
    submit: (jobZip: string) =>
      agent.post(`/api/quotes/${quoteId}/submit`, {
        quoteName: 'Dripping tap',
        description: LONG,
        jobZip,
        jobAddress: STREET,
      }),
  };
}

async function matchedRequest(agent: Agent, categorySlug: string, jobZip: string) {
  const draft = await matchedDraft(agent, categorySlug);
  const submitted = await draft.submit(jobZip);
  expect(submitted.statusCode, submitted.body).toBe(200);
  return { quoteId: draft.quoteId, quote: submitted.json() };
}

async function leadsOf(p: Pro, status: 'offered' | 'all' = 'offered'): Promise<Lead[]> {
  const response = await p.agent.get(`/api/companies/${p.company.id}/leads?status=${status}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().leads;
}

/** The names of the businesses holding an open offer of this request, as their inboxes show. */
async function offeredTo(pros: Pro[], quoteId: number): Promise<string[]> {
  const holding = [];
  for (const p of pros) {
    if ((await leadsOf(p)).some((l) => l.job.quoteId === quoteId)) holding.push(p.name);
  }
  return holding;
}

const leadOf = async (p: Pro, quoteId: number) =>
  (await leadsOf(p)).find((l) => l.job.quoteId === quoteId)!;

/** Every e-mail queued so far (delivered or not): enqueued in the transaction that caused it. */
async function queuedMails(): Promise<Array<{ to: string; subject: string; text: string }>> {
  const { rows } = await t.app.db.execute<{ data: { to: string; subject: string; text: string } }>(
    sql`SELECT data FROM pgboss.job WHERE name = 'deliver.email' ORDER BY created_on`,
  );
  return rows.map((r) => r.data);
}

const expireNow = (quoteId: number) =>
  t.app.db.execute(sql`
    UPDATE leads SET expires_at = now() - interval '1 minute'
    WHERE quote_id = ${quoteId} AND status = 'offered'`);

const deps = () => ({ db: t.app.db, jobs: t.app.jobs, config: t.config });

describe('a matched draft', () => {
  it('is started in a known trade, without businesses, and uses the trade questionnaire', async () => {
    const { agent } = await customer();
    expect((await t.agent().post('/api/quotes/matched', { categorySlug: 'hvac' })).statusCode).toBe(
      401,
    );
    const unknown = await agent.post('/api/quotes/matched', { categorySlug: 'no-such-trade' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('Choose a service');
    expect((await agent.post('/api/quotes/matched', {})).json().error).toBe('Choose a service');

    const created = await agent.post('/api/quotes/matched', {
      categorySlug: 'plumbing-services',
      jobZip: '94103',
    });
    expect(created.statusCode).toBe(201);
    const quote = (await agent.get(`/api/quotes/${created.json().id}`)).json();
    expect(quote).toMatchObject({
      status: 'draft',
      companies: [],
      companyCount: 0,
      job: { jobZip: '94103', categorySlug: 'plumbing-services' },
      match: {
        categorySlug: 'plumbing-services',
        categoryName: expect.any(String),
        waiting: 0,
        accepted: [],
        exhausted: false,
      },
    });
    // The plumbing questionnaire's answers are checked as for any plumbing request.
    const answered = await agent.request({
      method: 'PUT',
      url: `/api/quotes/${quote.id}`,
      payload: { quoteName: 'Tap', description: LONG, answers: { leaking: 'Yes' } },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().job.answers).toEqual({ leaking: 'Yes' });
    const wrong = await agent.request({
      method: 'PUT',
      url: `/api/quotes/${quote.id}`,
      payload: { quoteName: 'Tap', description: LONG, answers: { leaking: 'Sometimes' } },
    });
    expect(wrong.statusCode).toBe(400);
    // A customer's own quote requests are not matched ones.
    const list = (await agent.get('/api/quotes')).json();
    expect(list.data[0]).toMatchObject({ id: quote.id, companyCount: 0, status: 'draft' });
  });

  it('still needs a job ZIP and stays a draft when nobody can take it (422)', async () => {
    const { agent } = await customer();
    const draft = await matchedDraft(agent, 'moving-services');
    const noZip = await agent.post(`/api/quotes/${draft.quoteId}/submit`, { description: LONG });
    expect(noZip.statusCode).toBe(400);

    // Only a business far away in this trade: nobody serves Chicago.
    await pro('moving-services', { zip: '94103' });
    const refused = await draft.submit('60601');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe(NO_PROS_AVAILABLE);
    const quote = (await agent.get(`/api/quotes/${draft.quoteId}`)).json();
    expect(quote.status).toBe('draft');
    expect(quote.match).toMatchObject({ waiting: 0, exhausted: false });
    const { rows } = await t.app.db.execute(
      sql`SELECT 1 FROM leads WHERE quote_id = ${draft.quoteId}`,
    );
    expect(rows).toEqual([]);
  });
});

describe('matching', () => {
  it('offers a request to the businesses whose area covers the ZIP and that take requests', async () => {
    const trade = 'electrical-services';
    const near = await pro(trade, { zip: '94110' }); // about 1.5 miles from 94103
    const oakland = await pro(trade, { zip: '94607', radius: 25 }); // about 8 miles
    const smallRadius = await pro(trade, { zip: '94607', radius: 3 });
    const zipList = await pro(trade, { zip: '90012', zips: ['94103', '94105'] }); // Los Angeles
    const otherZips = await pro(trade, { zip: '94110', zips: ['94110'] });
    const paused = await pro(trade, { zip: '94103', paused: true });
    const inactive = await pro(trade, { zip: '94103', isActive: false });
    const atCap = await pro(trade, { zip: '94103', weeklyCap: 1 });
    const otherTrade = await pro('hvac-services', { zip: '94103' });
    const { user, agent } = await customer();
    const own = await pro(trade, { zip: '94103', ownerId: user.id });
    // atCap had one lead offered this week already (by another customer's request).
    const first = await customer();
    const warmUp = await matchedRequest(first.agent, trade, '94103');
    expect(await offeredTo([atCap], warmUp.quoteId)).toEqual([atCap.name]);
    for (const p of [near, oakland, zipList, own]) {
      const lead = await leadOf(p, warmUp.quoteId);
      if (lead) await p.agent.post(`/api/leads/${lead.id}/pass`, { reason: 'too_busy' });
    }

    const { quoteId, quote } = await matchedRequest(agent, trade, '94103');
    expect(quote.status).toBe('submitted');
    const all = [near, oakland, smallRadius, zipList, otherZips, paused, inactive, atCap, own];
    expect((await offeredTo(all, quoteId)).sort()).toEqual(
      [near.name, oakland.name, zipList.name].sort(),
    );
    expect(await offeredTo([otherTrade], quoteId)).toEqual([]);
    expect(quote.match).toMatchObject({ waiting: 3, accepted: [], exhausted: false });
    // The customer chose nobody: the businesses are known only once they accept.
    expect(quote.companies).toEqual([]);
  });

  it('offers at most 5, best score first; a pass and an expiry offer it to the next', async () => {
    const trade = 'plumbing-services';
    // Same distance and activity but the rating (Bayesian: many 5s beat a single 5).
    const best = await pro(trade, { zip: '94103', averageRating: 5, ratingsCount: 50 });
    const oneReview = await pro(trade, { zip: '94103', averageRating: 5, ratingsCount: 1 });
    const unrated = await pro(trade, { zip: '94103' });
    const farther = await pro(trade, { zip: '94607', averageRating: 5, ratingsCount: 50 });
    const idle = await pro(trade, { zip: '94103', idleDays: 90 });
    const sixth = await pro(trade, {
      zip: '94607',
      idleDays: 90,
      averageRating: 4,
      ratingsCount: 1,
    });
    const seventh = await pro(trade, {
      zip: '94607',
      idleDays: 90,
      averageRating: 1,
      ratingsCount: 20,
    });
    const pros = [best, oneReview, unrated, farther, idle, sixth, seventh];
    const { agent } = await customer();
    const { quoteId } = await matchedRequest(agent, trade, '94103');

    const { rows } = await t.app.db.execute<{ company_id: number }>(sql`
      SELECT company_id FROM leads WHERE quote_id = ${quoteId} ORDER BY score DESC`);
    expect(rows.map((r) => r.company_id)).toEqual(
      [best, oneReview, unrated, farther, idle].map((p) => p.company.id),
    );
    expect(rows).toHaveLength(MAX_MATCHED_PROS);

    // A pass, with its reason: the sixth is offered it.
    const passing = await leadOf(oneReview, quoteId);
    const noDetails = await oneReview.agent.post(`/api/leads/${passing.id}/pass`, {
      reason: 'other',
    });
    expect(noDetails.statusCode).toBe(400);
    const passed = await oneReview.agent.post(`/api/leads/${passing.id}/pass`, {
      reason: 'other',
      details: 'Our van is in the shop',
    });
    expect(passed.statusCode, passed.body).toBe(200);
    expect((await offeredTo(pros, quoteId)).sort()).toEqual(
      [best, unrated, farther, idle, sixth].map((p) => p.name).sort(),
    );
    const again = await oneReview.agent.post(`/api/leads/${passing.id}/pass`, {
      reason: 'too_busy',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(LEAD_NOT_OPEN);
    const { rows: reasons } = await t.app.db.execute<{ pass_reason: string }>(
      sql`SELECT pass_reason FROM leads WHERE id = ${passing.id}`,
    );
    expect(reasons[0]!.pass_reason).toBe('other: Our van is in the shop');
    expect((await leadsOf(oneReview, 'all')).find((l) => l.id === passing.id)).toMatchObject({
      status: 'passed',
      respondedAt: expect.any(String),
    });

    // Unanswered for 24 hours: the expiry job offers it to the seventh, the last one left.
    const lapsing = await leadOf(best, quoteId);
    await t.app.db.execute(
      sql`UPDATE leads SET expires_at = now() - interval '1 minute' WHERE id = ${lapsing.id}`,
    );
    const tooLate = await best.agent.post(`/api/leads/${lapsing.id}/accept`);
    expect(tooLate.statusCode).toBe(409);
    expect(await expireLeads(deps())).toBe(1);
    expect((await offeredTo(pros, quoteId)).sort()).toEqual(
      [unrated, farther, idle, sixth, seventh].map((p) => p.name).sort(),
    );
    expect((await leadsOf(best, 'all')).find((l) => l.id === lapsing.id)?.status).toBe('expired');

    // Everyone else lets it lapse too: nobody is left, and the customer is told so.
    await expireNow(quoteId);
    expect(await expireLeads(deps())).toBe(5);
    expect(await offeredTo(pros, quoteId)).toEqual([]);
    const quote = (await agent.get(`/api/quotes/${quoteId}`)).json();
    expect(quote.match).toMatchObject({ waiting: 0, accepted: [], exhausted: true });
  });
});

describe('the response part of the score', () => {
  it('puts a business that answers its requests above a new one, and that above one that does not', async () => {
    const trade = 'painting-finishing';
    const answers = await pro(trade, { zip: '94103' });
    const silent = await pro(trade, { zip: '94103' });
    const newcomer = await pro(trade, { zip: '94103' });
    // Five requests each (the response rate's minimum), sent the usual way; one replies to all.
    const { agent: asker } = await customer('Sam');
    for (const p of [answers, silent]) {
      for (let i = 0; i < 5; i++) {
        const created = await asker.post('/api/quotes', {
          quoteName: 'Fence',
          companyIds: [p.company.id],
        });
        const id = created.json().id as number;
        const sent = await asker.post(`/api/quotes/${id}/submit`, {
          description: LONG,
          jobZip: '94103',
        });
        expect(sent.statusCode, sent.body).toBe(200);
        if (p !== answers) continue;
        const reply = await p.agent.request({
          method: 'POST',
          url: `/api/quotes/${id}/companies/${p.company.id}/messages`,
          ...multipart({ message: 'We can come on Friday.' }),
        });
        expect(reply.statusCode, reply.body).toBe(201);
      }
    }
    const { agent } = await customer();
    const { quoteId } = await matchedRequest(agent, trade, '94103');
    const { rows } = await t.app.db.execute<{ company_id: number }>(sql`
      SELECT company_id FROM leads WHERE quote_id = ${quoteId} ORDER BY score DESC`);
    expect(rows.map((r) => r.company_id)).toEqual(
      [answers, newcomer, silent].map((p) => p.company.id),
    );
  });
});

describe('the credentials part of the score', () => {
  it('puts a licensed and insured business first, then a licensed one; expired and pending ones add nothing', async () => {
    const trade = 'junk-removal';
    const [none, lapsed, licensed, both] = [
      await pro(trade, { zip: '94103' }),
      await pro(trade, { zip: '94103' }),
      await pro(trade, { zip: '94103' }),
      await pro(trade, { zip: '94103' }),
    ];
    await createCredential(t.app.db, lapsed.company.id, { kind: 'licence', expiresOn: inDays(-1) });
    await createCredential(t.app.db, lapsed.company.id, { kind: 'insurance', status: 'pending' });
    await createCredential(t.app.db, licensed.company.id, { kind: 'licence' });
    await createCredential(t.app.db, both.company.id, { kind: 'licence' });
    await createCredential(t.app.db, both.company.id, { kind: 'insurance' });
    const { agent } = await customer();
    const { quoteId } = await matchedRequest(agent, trade, '94103');
    const { rows } = await t.app.db.execute<{ company_id: number; score: number }>(sql`
      SELECT company_id, score FROM leads WHERE quote_id = ${quoteId} ORDER BY score DESC, company_id`);
    expect(rows.map((r) => r.company_id)).toEqual(
      [both, licensed, none, lapsed].map((p) => p.company.id),
    );
    expect(rows[0]!.score - rows[1]!.score).toBeCloseTo(0.05, 5);
    expect(rows[1]!.score - rows[2]!.score).toBeCloseTo(0.05, 5);
    expect(rows[2]!.score).toBeCloseTo(rows[3]!.score, 5);
  });
});

describe('the calendar part of the score', () => {
  it('ranks a business on time off, or with no working hours, below one whose calendar is open or unset', async () => {
    const trade = 'landscaping-outdoor';
    const [away, noHours, open, unset] = [
      await pro(trade, { zip: '94103' }),
      await pro(trade, { zip: '94103' }),
      await pro(trade, { zip: '94103' }),
      await pro(trade, { zip: '94103' }),
    ];
    const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({
      weekday,
      startMinute: 480,
      endMinute: 1020,
    }));
    for (const [p, weekly] of [
      [away, weekdays],
      [noHours, []],
      [open, weekdays],
    ] as const) {
      const saved = await p.agent.request({
        method: 'PUT',
        url: `/api/companies/${p.company.id}/availability`,
        payload: {
          bookingMode: 'request',
          visitMinutes: 60,
          bufferMinutes: 0,
          minNoticeHours: 24,
          maxDaysAhead: 30,
          timeZone: 'America/Los_Angeles',
          weekly,
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    // Away from yesterday to next week; the open business's time off is next month.
    const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    for (const [p, from, to] of [
      [away, -1, 7],
      [open, 30, 32],
    ] as const) {
      const off = await p.agent.post(`/api/companies/${p.company.id}/time-off`, {
        startsAt: day(from),
        endsAt: day(to),
        note: '',
      });
      expect(off.statusCode, off.body).toBe(201);
    }
    const { agent } = await customer();
    const { quoteId } = await matchedRequest(agent, trade, '94103');
    const { rows } = await t.app.db.execute<{ company_id: number; score: number }>(sql`
      SELECT company_id, score FROM leads WHERE quote_id = ${quoteId} ORDER BY score DESC, company_id`);
    expect(rows.map((r) => r.company_id)).toEqual(
      [open, unset, away, noHours].map((p) => p.company.id),
    );
    expect(rows[0]!.score - rows[2]!.score).toBeCloseTo(0.2, 5);
  });

  it('ranks a business whose next 14 days are booked full below an equal one with free times', async () => {
    const trade = 'moving-services';
    // Created first, `full` would win the tie on its lower id.
    const [full, free] = [await pro(trade, { zip: '94103' }), await pro(trade, { zip: '94103' })];
    for (const p of [full, free]) {
      const saved = await p.agent.request({
        method: 'PUT',
        url: `/api/companies/${p.company.id}/availability`,
        payload: {
          bookingMode: 'instant',
          visitMinutes: 60,
          bufferMinutes: 0,
          minNoticeHours: 0,
          maxDaysAhead: 30,
          timeZone: 'America/Los_Angeles',
          // One visit a day, 09:00–10:00, every day.
          weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
            weekday,
            startMinute: 540,
            endMinute: 600,
          })),
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    // A customer of `full` books every time it offers in the next 14 days.
    const booker = await customer('Sam');
    const { id: bookedQuote } = await submittedQuote(booker.agent, {
      quoteName: 'Ants',
      companyIds: [full.company.id],
      description: LONG,
    });
    const base = `/api/quotes/${bookedQuote}/companies/${full.company.id}`;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format();
    const slots = (await booker.agent.get(`${base}/slots?from=${today}&days=14`)).json()
      .slots as string[];
    expect(slots.length).toBeGreaterThanOrEqual(13);
    for (const startsAt of slots) {
      const booked = await booker.agent.post(`${base}/visits`, { startsAt });
      expect(booked.statusCode, booked.body).toBe(201);
    }
    expect((await booker.agent.get(`${base}/slots?from=${today}&days=14`)).json().slots).toEqual(
      [],
    );

    const { agent } = await customer();
    const { quoteId } = await matchedRequest(agent, trade, '94103');
    const { rows } = await t.app.db.execute<{ company_id: number; score: number }>(sql`
      SELECT company_id, score FROM leads WHERE quote_id = ${quoteId} ORDER BY score DESC, company_id`);
    // Other tests' businesses of the trade may hold offers too: these two, in their order.
    const ours = rows.filter((r) => [free.company.id, full.company.id].includes(r.company_id));
    expect(ours.map((r) => r.company_id)).toEqual([free.company.id, full.company.id]);
    expect(ours[0]!.score - ours[1]!.score).toBeCloseTo(0.2, 5);
  });
});

describe('answers and expiries at once', () => {
  it('never offer a request twice to a business or to more than 5', async () => {
    const trade = 'roofing-gutters';
    const pros = [];
    for (let i = 0; i < 12; i++) pros.push(await pro(trade, { zip: '94103' }));
    const { agent } = await customer();
    const { quoteId } = await matchedRequest(agent, trade, '94103');
    const holders = async () => {
      const { rows } = await t.app.db.execute<{ company_id: number; status: string }>(sql`
        SELECT company_id, status::text FROM leads WHERE quote_id = ${quoteId}`);
      return rows;
    };
    // Two businesses pass at the same moment: each pass offers one more, never the same one.
    const first = await holders();
    const passing = pros
      .filter((p) => first.some((l) => l.company_id === p.company.id))
      .slice(0, 2);
    const passes = await Promise.all(
      passing.map(async (p) =>
        p.agent.post(`/api/leads/${(await leadOf(p, quoteId)).id}/pass`, { reason: 'too_far' }),
      ),
    );
    expect(passes.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await holders()).filter((l) => l.status === 'offered')).toHaveLength(MAX_MATCHED_PROS);

    // Two nodes' expiry jobs at once: each offer expires once, and the 5 left are offered once.
    await expireNow(quoteId);
    const [a, b] = await Promise.all([expireLeads(deps()), expireLeads(deps())]);
    expect(a + b).toBe(MAX_MATCHED_PROS);
    const leads = await holders();
    expect(new Set(leads.map((l) => l.company_id)).size).toBe(leads.length);
    expect(leads.filter((l) => l.status === 'offered')).toHaveLength(pros.length - 7);
  });
});

describe('a lead', () => {
  it('shows the job without the street address; Accept opens the conversation', async () => {
    const trade = 'handyman-repairs';
    const first = await pro(trade, { zip: '94103', averageRating: 5, ratingsCount: 10 });
    const second = await pro(trade, { zip: '94110' });
    const { user, agent } = await customer('Quinn');
    await t.app.db.execute(
      sql`UPDATE users SET phone_number = '(415) 555-0111' WHERE id = ${user.id}`,
    );

    const socketOf = (a: Agent) => {
      const socket = new WebSocket(wsUrl, {
        headers: { cookie: `ql_session=${a.cookies.get('ql_session')}` },
      });
      const events: RealtimeEvent[] = [];
      socket.on('message', (data: Buffer) => events.push(JSON.parse(data.toString())));
      return { socket, events, opened: new Promise((resolve) => socket.once('open', resolve)) };
    };
    const vendorSocket = socketOf(first.agent);
    const customerSocket = socketOf(agent);
    await Promise.all([vendorSocket.opened, customerSocket.opened]);

    const { quoteId } = await matchedRequest(agent, trade, '94103');
    await until(() => vendorSocket.events.some((e) => e.type === 'new_lead'));
    expect(vendorSocket.events.find((e) => e.type === 'new_lead')).toMatchObject({
      quoteId,
      companyId: first.company.id,
    });
    const lead = await leadOf(first, quoteId);
    expect(lead).toMatchObject({
      status: 'offered',
      respondedAt: null,
      job: {
        quoteId,
        companyId: first.company.id,
        quoteName: 'Dripping tap',
        description: LONG,
        jobZip: '94103',
        jobPlace: expect.stringContaining('San Francisco'),
        jobAddress: null,
      },
    });
    expect(Date.parse(lead.expiresAt) - Date.parse(lead.offeredAt)).toBe(24 * 3600 * 1000);
    const shown = JSON.stringify(lead);
    for (const secret of [STREET, user.email, user.lastName, '555-0111']) {
      expect(shown).not.toContain(secret);
    }
    const mails = await queuedMails();
    const offerMail = mails.find((m) => m.subject === `New lead for ${first.name}: Dripping tap`);
    expect(offerMail?.text).toContain('Accept it within 24 hours');
    expect(offerMail?.text).not.toContain(STREET);

    // Nobody but the owner of the lead's business answers it.
    const url = `/api/leads/${lead.id}/accept`;
    expect((await t.agent().post(url)).statusCode).toBe(401);
    expect((await agent.post(url)).statusCode).toBe(403);
    const notYours = await second.agent.post(url);
    expect(notYours.statusCode).toBe(403);
    expect(notYours.json().error).toBe(NOT_YOUR_LEAD);
    expect((await second.agent.get(`/api/companies/${first.company.id}/leads`)).statusCode).toBe(
      403,
    );
    expect((await agent.get(`/api/companies/${first.company.id}/leads`)).statusCode).toBe(403);
    expect((await t.agent().get(`/api/companies/${first.company.id}/leads`)).statusCode).toBe(401);
    expect((await first.agent.post('/api/leads/99999999/accept')).statusCode).toBe(404);

    const accepted = await first.agent.post(url);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ quoteId, companyId: first.company.id });
    expect((await first.agent.post(url)).statusCode).toBe(409);
    expect(await offeredTo([first], quoteId)).toEqual([]);
    expect((await leadsOf(first, 'all'))[0]).toMatchObject({ id: lead.id, status: 'accepted' });

    // The request is now in the business's inbox as any other, and it can write.
    const inbox = (await first.agent.get('/api/vendor-quotes')).json();
    expect(JSON.stringify(inbox)).toContain(`"quoteId":${quoteId}`);
    const conversation = `/api/quotes/${quoteId}/companies/${first.company.id}/messages`;
    const wrote = await first.agent.request({
      method: 'POST',
      url: conversation,
      ...multipart({ message: 'Happy to help, is Monday good?' }),
    });
    expect(wrote.statusCode, wrote.body).toBe(201);
    const job = await first.agent.get(`/api/quotes/${quoteId}/companies/${first.company.id}/job`);
    expect(job.json().jobAddress).toBeNull();

    // The customer sees who accepted, live and on the request, and gets an e-mail.
    await until(() => customerSocket.events.some((e) => e.type === 'lead_accepted'));
    expect(customerSocket.events.find((e) => e.type === 'lead_accepted')).toMatchObject({
      quoteId,
      companyId: first.company.id,
    });
    const quote = (await agent.get(`/api/quotes/${quoteId}`)).json();
    expect(quote.match).toMatchObject({
      waiting: 1,
      exhausted: false,
      accepted: [
        {
          companyId: first.company.id,
          name: first.name,
          averageRating: 5,
          ratingsCount: 10,
          acceptedAt: expect.any(String),
        },
      ],
    });
    expect(quote.companies.map((c: { id: number }) => c.id)).toEqual([first.company.id]);
    expect(quote.companyCount).toBe(1);
    expect((await agent.get('/api/quotes')).json().data[0]).toMatchObject({
      id: quoteId,
      companyCount: 1,
    });
    expect((await queuedMails()).map((m) => m.subject)).toContain(
      `${first.name} accepted your request "Dripping tap"`,
    );
    const messages = await agent.get(conversation);
    expect(messages.statusCode).toBe(200);
    expect(messages.body).toContain('Happy to help');
    vendorSocket.socket.close();
    customerSocket.socket.close();
  });
});
