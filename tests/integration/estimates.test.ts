import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { RealtimeEvent } from '@/contract/message';
import { quoteToNewBusinesses } from '../support/businesses';
import { createCompany } from '../support/factories';
import { multipart } from '../support/files';
import { loggedIn } from '../support/sessions';
import { createTestApp, listenOnLoopback, type Agent, type TestApp } from '../support/test-app';
import { inDays } from '../support/dates';
import { isMarker, publishMarker, socketIsLive, socketUrl } from '../support/sockets';
import { until } from '../support/waiting';

const LONG =
  'Our kitchen needs a new sink, a dishwasher hookup and a leaking pipe under the island fixed. Access is easy and the water shut-off works.';

let t: TestApp;
let wsUrl: string;
beforeAll(async () => {
  // Default settings: the review invitation is scheduled three days after a hire.
  t = await createTestApp();
  wsUrl = socketUrl(await listenOnLoopback(t));
});
afterAll(async () => t.close());

/** A customer's quote to businesses from the given ZIPs, each with its own owner; submitted unless told. */
async function quoteTo(zips: string[], { submit = true } = {}) {
  const { customer, vendors, quoteId } = await quoteToNewBusinesses(t, {
    customer: 'Morgan',
    quoteName: 'Kitchen plumbing',
    description: LONG,
    submit,
    companies: zips.map((zip, i) => ({
      name: `Pipe Pros ${i + 1}`,
      zip,
      averageRating: 4 + i * 0.5,
      ratingsCount: 10 * (i + 1),
    })),
  });
  const estimatesOf = (companyId: number) =>
    `/api/quotes/${quoteId}/companies/${companyId}/estimates`;
  return { customer, vendors, quoteId, estimatesOf };
}

const fixed = (dollars: number, extra: object = {}) => ({
  priceType: 'fixed',
  priceCents: dollars * 100,
  includes: 'New sink, dishwasher hookup, pipe repair, parts and clean-up.',
  earliestStart: inDays(3),
  validUntil: inDays(30),
  ...extra,
});

const sendMessage = (agent: Agent, quoteId: number, companyId: number, text: string) =>
  agent.request({
    method: 'POST',
    url: `/api/quotes/${quoteId}/companies/${companyId}/messages`,
    ...multipart({ message: text }),
  });

/** E-mails go out one per queue poll: earlier tests' quote requests may still be draining. */
const MAIL_WAIT_MS = 20_000;

/** Every e-mail queued so far (delivered or not): enqueued in the transaction that caused it. */
async function queuedMails(): Promise<Array<{ to: string; subject: string; text: string }>> {
  const { rows } = await t.app.db.execute<{ data: { to: string; subject: string; text: string } }>(
    sql`SELECT data FROM pgboss.job WHERE name = 'deliver.email' ORDER BY created_on`,
  );
  return rows.map((r) => r.data);
}

describe('estimates', () => {
  it('are written only by the company’s owner and read only by the two participants', async () => {
    const { customer, vendors, quoteId, estimatesOf } = await quoteTo(['94103', '94110'], {
      submit: false,
    });
    const [first, second] = vendors;
    const path = estimatesOf(first!.company.id);
    // A draft is invisible to the business.
    expect((await first!.agent.post(path, fixed(900))).statusCode).toBe(403);
    expect((await first!.agent.get(path)).statusCode).toBe(403);
    await customer.agent.post(`/api/quotes/${quoteId}/submit`, {
      description: LONG,
      jobZip: '94110',
    });

    const sent = await first!.agent.post(path, fixed(900));
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      quoteId,
      companyId: first!.company.id,
      revision: 1,
      priceType: 'fixed',
      priceCents: 90_000,
    });

    const byCustomer = await customer.agent.post(path, fixed(1));
    expect(byCustomer.statusCode).toBe(403);
    expect(byCustomer.json().error).toBe('Only the business can send an estimate.');
    // The owner of another business in the same quote, a stranger, nobody at all.
    const stranger = await loggedIn(t);
    for (const agent of [second!.agent, stranger.agent]) {
      expect((await agent.post(path, fixed(1))).statusCode).toBe(403);
      expect((await agent.get(path)).statusCode).toBe(403);
    }
    expect((await t.agent().get(path)).statusCode).toBe(401);
    expect((await t.agent().post(path, fixed(1))).statusCode).toBe(401);
    const elsewhere = await createCompany(t.app.db, { ownerId: first!.user.id });
    expect((await first!.agent.post(estimatesOf(elsewhere.id), fixed(1))).statusCode).toBe(404);

    for (const agent of [customer.agent, first!.agent]) {
      const list = await agent.get(path);
      expect(list.statusCode).toBe(200);
      expect(list.json().map((e: { priceCents: number }) => e.priceCents)).toEqual([90_000]);
    }
    expect((await customer.agent.get(`/api/quotes/${quoteId}`)).json().status).toBe('in_progress');
  });

  it('check each price type’s fields, in cents, and keep only the fields of the type', async () => {
    const { vendors, estimatesOf } = await quoteTo(['94103']);
    const path = estimatesOf(vendors[0]!.company.id);
    const post = (body: object) => vendors[0]!.agent.post(path, body);

    const missing = await post({ ...fixed(0), priceType: 'range', priceCents: 50_000 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toMatchObject({
      minCents: 'Enter the lowest price.',
      maxCents: 'Enter the highest price.',
    });
    const downhill = await post({ ...fixed(0), priceType: 'range', minCents: 900, maxCents: 800 });
    expect(downhill.json().fields.maxCents).toBe('The highest price must be above the lowest.');
    expect((await post(fixed(0))).json().fields.priceCents).toBe('Enter at least $1.');
    expect((await post({ ...fixed(10), priceCents: 1000.5 })).statusCode).toBe(400);
    const past = await post(fixed(100, { validUntil: inDays(-5) }));
    expect(past.json().fields.validUntil).toBe('Pick today or a later date.');
    const impossible = await post(fixed(100, { earliestStart: '2031-02-31' }));
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().fields.earliestStart).toBe('Pick the earliest start date.');
    const vague = await post(fixed(100, { includes: 'stuff' }));
    expect(vague.json().fields.includes).toMatch(/what the price includes/);

    const hourly = await post({
      ...fixed(0),
      priceType: 'hourly',
      priceCents: 12_345,
      hourlyRateCents: 8_500,
      estimatedHours: 7.5,
    });
    expect(hourly.statusCode).toBe(201);
    expect(hourly.json()).toMatchObject({
      priceType: 'hourly',
      priceCents: null,
      hourlyRateCents: 8_500,
      estimatedHours: 7.5,
    });
    const range = await post({
      ...fixed(0),
      priceType: 'range',
      minCents: 80_000,
      maxCents: 95_050,
    });
    expect(range.json()).toMatchObject({ revision: 2, minCents: 80_000, maxCents: 95_050 });
  });

  it('keep every revision, each a card of its own in the conversation, numbered without gaps under concurrency', async () => {
    const { customer, vendors, quoteId, estimatesOf } = await quoteTo(['94103']);
    const vendor = vendors[0]!;
    const path = estimatesOf(vendor.company.id);
    await vendor.agent.post(path, fixed(1200));
    await sendMessage(vendor.agent, quoteId, vendor.company.id, 'Happy to help!');
    await vendor.agent.post(
      path,
      fixed(1100, { includes: 'Same as before, minus the haul-away.' }),
    );
    const parallel = await Promise.all(
      [1000, 1050, 1075].map((dollars) => vendor.agent.post(path, fixed(dollars))),
    );
    expect(parallel.map((r) => r.statusCode)).toEqual([201, 201, 201]);

    const history = (await customer.agent.get(path)).json();
    expect(history.map((e: { revision: number }) => e.revision)).toEqual([1, 2, 3, 4, 5]);
    expect(history.slice(0, 2).map((e: { priceCents: number }) => e.priceCents)).toEqual([
      120_000, 110_000,
    ]);

    const thread = (
      await customer.agent.get(`/api/quotes/${quoteId}/companies/${vendor.company.id}/messages`)
    ).json();
    expect(
      thread.map((m: { message: string; estimate: { revision: number } | null }) =>
        m.estimate ? `estimate ${m.estimate.revision}` : m.message,
      ),
    ).toEqual([
      'estimate 1',
      'Happy to help!',
      'estimate 2',
      'estimate 3',
      'estimate 4',
      'estimate 5',
    ]);

    // Estimates count as unread replies for the customer, like messages.
    expect((await customer.agent.get(`/api/quotes/${quoteId}/unread-count`)).json().count).toBe(6);
    const [conversation] = (
      await customer.agent.get(`/api/quotes/${quoteId}/conversations`)
    ).json();
    expect(conversation.lastMessage).toMatchObject({
      message: 'Sent an estimate',
      senderType: 'company',
    });
    const [entry] = (await vendor.agent.get('/api/vendor-quotes')).json();
    expect(entry).toMatchObject({
      lastMessage: { senderType: 'company', message: 'Sent an estimate' },
      outcome: null,
    });
    expect(entry.estimate.revision).toBe(5);
  });

  it('are placed in the conversation when they get in, not when they started waiting for it', async () => {
    // Writers of one conversation queue on the quote's row lock; an entry stamped with its
    // transaction's start would sort before entries that were let in ahead of it.
    const { customer, vendors, quoteId, estimatesOf } = await quoteTo(['94103']);
    const vendor = vendors[0]!;
    let lockReleasedAt = '';
    let sent: Promise<{ statusCode: number }> | undefined;
    await t.app.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1 FROM quotes WHERE id = ${quoteId} FOR UPDATE`);
      const { rows: holder } = await tx.execute<{ pid: number }>(
        sql`SELECT pg_backend_pid() AS pid`,
      );
      sent = vendor.agent.post(estimatesOf(vendor.company.id), fixed(900));
      // Until the estimate's transaction has started and waits for this one's lock.
      const waiting = async () =>
        (
          await t.app.db.execute(sql`SELECT 1 FROM pg_stat_activity
            WHERE ${holder[0]!.pid}::int = ANY (pg_blocking_pids(pid))`)
        ).rows.length > 0;
      await until(waiting, 10_000, 'the estimate to wait for the quote’s lock');
      const { rows } = await tx.execute<{ now: string }>(
        sql`SELECT clock_timestamp()::text AS now`,
      );
      lockReleasedAt = rows[0]!.now;
    });
    expect((await sent!).statusCode).toBe(201);

    const [estimate] = (await customer.agent.get(estimatesOf(vendor.company.id))).json();
    const [entry] = (
      await customer.agent.get(`/api/quotes/${quoteId}/companies/${vendor.company.id}/messages`)
    ).json();
    for (const stamped of [estimate.createdAt, entry.createdAt]) {
      expect(new Date(stamped).getTime()).toBeGreaterThanOrEqual(
        Math.floor(new Date(lockReleasedAt).getTime()),
      );
    }
  });

  it('reach the customer live and by e-mail, by their settings', async () => {
    const { customer, vendors, quoteId, estimatesOf } = await quoteTo(['94103', '94110']);
    const [first, second] = vendors;
    const socket = new WebSocket(wsUrl, {
      headers: { cookie: `ql_session=${customer.agent.cookies.get('ql_session')}` },
    });
    const events: RealtimeEvent[] = [];
    socket.on('message', (data: Buffer) => events.push(JSON.parse(data.toString())));
    await socketIsLive(socket);

    const sent = (await first!.agent.post(estimatesOf(first!.company.id), fixed(950))).json();
    const isEstimate = (e: RealtimeEvent) =>
      e.type === 'new_estimate' && e.quoteId === quoteId && e.companyId === first!.company.id;
    await until(() => events.some(isEstimate));
    // The event carries the estimate and its card as the customer's conversation lists it.
    const event = events.find(isEstimate)!;
    const [card] = (
      await customer.agent.get(`/api/quotes/${quoteId}/companies/${first!.company.id}/messages`)
    ).json();
    expect(event).toMatchObject({ estimate: sent, seq: 1, messageId: card.id });
    expect(event.message).toEqual(card);
    expect(card.estimate).toEqual(sent);
    // One event for the change: the customer's unread count grows with it, nothing else comes
    // (before a marker sent after it, which comes after anything the change published).
    const marker = await publishMarker(t.app.db, customer.user.id);
    await until(() => events.some((e) => isMarker(e, marker)), 5000, 'the marker');
    expect(events.filter((e) => e.quoteId === quoteId).map((e) => e.type)).toEqual([
      'new_estimate',
    ]);
    socket.close(1000);
    const mail = await t.waitForMail(
      (m) => m.to === customer.user.email && m.subject.includes('sent you an estimate'),
      MAIL_WAIT_MS,
    );
    expect(mail.subject).toBe('Pipe Pros 1 sent you an estimate for "Kitchen plumbing"');
    expect(mail.text).toContain('Fixed price: $950');
    expect(mail.text).toContain(`/quotes/${quoteId}/edit`);

    await first!.agent.post(estimatesOf(first!.company.id), fixed(925));
    expect(
      (await queuedMails()).filter((m) => m.to === customer.user.email).map((m) => m.subject),
    ).toEqual([
      'Pipe Pros 1 sent you an estimate for "Kitchen plumbing"',
      'Pipe Pros 1 revised its estimate for "Kitchen plumbing"',
    ]);

    await customer.agent.request({
      method: 'PUT',
      url: `/api/users/${customer.user.id}`,
      payload: { emailNotificationsMessages: false },
    });
    expect((await second!.agent.post(estimatesOf(second!.company.id), fixed(990))).statusCode).toBe(
      201,
    );
    expect((await queuedMails()).filter((m) => m.to === customer.user.email)).toHaveLength(2);
  });
});

describe('the comparison', () => {
  it('shows the quote owner every business with its current estimate, rating and distance', async () => {
    const { customer, vendors, quoteId, estimatesOf } = await quoteTo(['94103', '94110', '94103']);
    const [first, second] = vendors;
    await first!.agent.post(estimatesOf(first!.company.id), fixed(1500));
    await first!.agent.post(estimatesOf(first!.company.id), fixed(1400));
    await second!.agent.post(estimatesOf(second!.company.id), {
      ...fixed(0),
      priceType: 'hourly',
      hourlyRateCents: 9_000,
      estimatedHours: 12,
    });

    const near = (
      await customer.agent.get(`/api/quotes/${quoteId}/comparison?location=94103`)
    ).json();
    expect(near).toHaveLength(3);
    expect(near[0]).toMatchObject({
      companyId: first!.company.id,
      name: 'Pipe Pros 1',
      averageRating: 4,
      ratingsCount: 10,
      distanceMiles: 0,
      revisions: 2,
      estimate: { revision: 2, priceCents: 140_000 },
      responseTime: null,
    });
    expect(near[0].lastMessageAt).toEqual(expect.any(String));
    expect(near[1]).toMatchObject({ averageRating: 4.5, estimate: { hourlyRateCents: 9_000 } });
    expect(near[1].distanceMiles).toBeGreaterThan(0.5);
    expect(near[1].distanceMiles).toBeLessThan(5);
    expect(near[2]).toMatchObject({ estimate: null, revisions: 0, lastMessageAt: null });

    expect((await first!.agent.get(`/api/quotes/${quoteId}/comparison`)).statusCode).toBe(403);
    expect((await t.agent().get(`/api/quotes/${quoteId}/comparison`)).statusCode).toBe(401);
    expect(
      (await customer.agent.get(`/api/quotes/${quoteId}/comparison?location=nowhere`)).statusCode,
    ).toBe(400);
  });

  it("measures each business's distance from the job's ZIP, as the business is told it, unless another ZIP is given", async () => {
    // Submitted to job ZIP 94110.
    const { customer, vendors, quoteId } = await quoteTo(['94103', '94110', '94107']);
    const distances = (entries: Array<{ distanceMiles: number | null }>) =>
      entries.map((e) => e.distanceMiles);

    const fromJob = (await customer.agent.get(`/api/quotes/${quoteId}/comparison`)).json();
    const told = [];
    for (const v of vendors) {
      const job = await v.agent.get(`/api/quotes/${quoteId}/companies/${v.company.id}/job`);
      told.push(job.json().distanceMiles as number);
    }
    expect(told[1]).toBe(0);
    expect(told[0]).toBeGreaterThan(0.5);
    expect(told[2]).toBeGreaterThan(0.5);
    expect(distances(fromJob)).toEqual(told);

    // A ZIP given (the box on the page) is measured from instead.
    const fromThere = (
      await customer.agent.get(`/api/quotes/${quoteId}/comparison?location=94103`)
    ).json();
    expect(fromThere[0].distanceMiles).toBe(0);
    expect(fromThere[1].distanceMiles).toBe(told[0]);

    // A draft without a job ZIP has nothing to measure from.
    const draft = await quoteTo(['94103'], { submit: false });
    const unmeasured = await draft.customer.agent.get(`/api/quotes/${draft.quoteId}/comparison`);
    expect(distances(unmeasured.json())).toEqual([null]);
  });
});

describe('hiring', () => {
  it('happens once under concurrent clicks and tabs, and tells every business once', async () => {
    const { customer, vendors, quoteId, estimatesOf } = await quoteTo(['94103', '94110', '94107']);
    for (const [i, v] of vendors.entries())
      await v.agent.post(estimatesOf(v.company.id), fixed(1000 + i));
    const sockets = vendors.map((v) => {
      const socket = new WebSocket(wsUrl, {
        headers: { cookie: `ql_session=${v.agent.cookies.get('ql_session')}` },
      });
      const events: RealtimeEvent[] = [];
      socket.on('message', (data: Buffer) => events.push(JSON.parse(data.toString())));
      return { socket, events, opened: socketIsLive(socket) };
    });
    await Promise.all(sockets.map((s) => s.opened));

    // Double clicks in two tabs, for two different businesses.
    const attempts = await Promise.all(
      [0, 1, 0, 1, 2, 0].map((i) =>
        customer.agent.post(`/api/quotes/${quoteId}/hire`, { companyId: vendors[i]!.company.id }),
      ),
    );
    const statuses = attempts.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    const won = attempts.find((r) => r.statusCode === 200)!.json();
    // Hiring no longer completes the quote (issue 16): it is in progress at the Hired stage.
    expect(won).toMatchObject({ status: 'in_progress', stage: 'hired', jobDone: null });
    const hired = vendors.find((v) => v.company.id === won.hiredCompanyId)!;
    for (const refused of attempts.filter((r) => r.statusCode === 409)) {
      expect(refused.json().error).toBe(`You already hired ${hired.company.name} for this quote.`);
    }

    // Each owner hears about their own conversation, live: whether they were hired, never who was.
    for (const [i, s] of sockets.entries()) {
      const ownHire = (e: RealtimeEvent) => e.type === 'quote_hired' && e.quoteId === quoteId;
      await until(() => s.events.some(ownHire));
      expect(s.events.filter(ownHire)).toEqual([
        expect.objectContaining({
          companyId: vendors[i]!.company.id,
          outcome: vendors[i] === hired ? 'hired' : 'not_selected',
          status: 'in_progress',
        }),
      ]);
      expect(s.events.filter(ownHire)[0]!.hiredAt).toBeUndefined();
      s.socket.close(1000);
    }
    const others = vendors.filter((v) => v !== hired);
    const outcomeMails = (await queuedMails()).filter(
      (m) =>
        vendors.some((v) => v.user.email === m.to) && !m.subject.startsWith('New quote request'),
    );
    expect(outcomeMails.map((m) => [m.to, m.subject]).sort()).toEqual(
      [
        [hired.user.email, `Morgan hired ${hired.company.name} for "Kitchen plumbing"`],
        ...others.map((o) => [
          o.user.email,
          'Update on "Kitchen plumbing": Morgan chose another business',
        ]),
      ].sort(),
    );
    const polite = await t.waitForMail(
      (m) => m.to === others[0]!.user.email && m.subject.startsWith('Update on'),
      MAIL_WAIT_MS,
    );
    expect(polite.text).toContain('Thank you for answering');
    expect(polite.text).not.toContain(hired.company.name);
    // The review invitation waits for Job done (job-lifecycle.test.ts).
    const { rows } = await t.app.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'notify.review-invite' AND data->>'quoteId' = ${String(quoteId)}`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('is refused for drafts, foreign quotes and businesses outside the quote', async () => {
    const draft = await quoteTo(['94103'], { submit: false });
    const hire = (agent: Agent, quoteId: number, companyId: number) =>
      agent.post(`/api/quotes/${quoteId}/hire`, { companyId });
    const onDraft = await hire(draft.customer.agent, draft.quoteId, draft.vendors[0]!.company.id);
    expect(onDraft.statusCode).toBe(409);
    expect(onDraft.json().error).toBe('Submit your quote before hiring a business.');

    const { customer, vendors, quoteId } = await quoteTo(['94103']);
    const outsider = await createCompany(t.app.db);
    expect((await hire(customer.agent, quoteId, outsider.id)).statusCode).toBe(404);
    expect((await hire(vendors[0]!.agent, quoteId, vendors[0]!.company.id)).statusCode).toBe(403);
    expect((await hire(t.agent(), quoteId, vendors[0]!.company.id)).statusCode).toBe(401);
    for (const body of [{}, { companyId: 1e12 }, { companyId: '1' }]) {
      const refused = await customer.agent.post(`/api/quotes/${quoteId}/hire`, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe('Choose the business to hire.');
    }
    expect((await customer.agent.get(`/api/quotes/${quoteId}`)).json().status).toBe('submitted');
  });

  it('leaves the hired conversation open and makes the others read-only', async () => {
    const { customer, vendors, quoteId, estimatesOf } = await quoteTo(['94103', '94110']);
    const [chosen, other] = vendors;
    await other!.agent.post(estimatesOf(other!.company.id), fixed(800));
    await customer.agent.post(`/api/quotes/${quoteId}/hire`, { companyId: chosen!.company.id });

    const late = await sendMessage(other!.agent, quoteId, other!.company.id, 'Still interested?');
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(
      'The customer chose another business: this conversation is closed.',
    );
    const toOther = await sendMessage(customer.agent, quoteId, other!.company.id, 'Sorry!');
    expect(toOther.statusCode).toBe(409);
    expect(toOther.json().error).toBe('You hired another business: this conversation is closed.');
    const revised = await other!.agent.post(estimatesOf(other!.company.id), fixed(700));
    expect(revised.statusCode).toBe(409);
    expect(revised.json().error).toBe('This quote is closed: estimates can no longer be sent.');
    // The history stays readable.
    const history = await other!.agent.get(
      `/api/quotes/${quoteId}/companies/${other!.company.id}/messages`,
    );
    expect(history.statusCode).toBe(200);
    expect(history.json()).toHaveLength(1);

    expect(
      (await sendMessage(customer.agent, quoteId, chosen!.company.id, 'Monday at 8?')).statusCode,
    ).toBe(201);
    expect(
      (await sendMessage(chosen!.agent, quoteId, chosen!.company.id, 'See you then.')).statusCode,
    ).toBe(201);

    expect((await chosen!.agent.get('/api/vendor-quotes')).json()[0]).toMatchObject({
      status: 'in_progress',
      outcome: 'hired',
      estimate: null,
      jobDone: null,
    });
    expect((await other!.agent.get('/api/vendor-quotes')).json()[0]).toMatchObject({
      status: 'in_progress',
      outcome: 'not_selected',
      estimate: { priceCents: 80_000 },
    });
  });

  it('tells the customer their hire, and both the job done, with what changed', async () => {
    const { customer, vendors, quoteId, estimatesOf } = await quoteTo(['94103', '94110']);
    const [hired] = vendors;
    await hired!.agent.post(estimatesOf(hired!.company.id), fixed(700));
    const watch = (agent: Agent) => {
      const socket = new WebSocket(wsUrl, {
        headers: { cookie: `ql_session=${agent.cookies.get('ql_session')}` },
      });
      const events: RealtimeEvent[] = [];
      socket.on('message', (data: Buffer) => events.push(JSON.parse(data.toString())));
      return { socket, events, opened: socketIsLive(socket) };
    };
    const [mine, theirs] = [watch(customer.agent), watch(hired!.agent)];
    await Promise.all([mine.opened, theirs.opened]);
    const of = (events: RealtimeEvent[], type: RealtimeEvent['type']) =>
      events.filter((e) => e.type === type && e.quoteId === quoteId);

    const quote = (
      await customer.agent.post(`/api/quotes/${quoteId}/hire`, { companyId: hired!.company.id })
    ).json();
    await until(() => of(mine.events, 'quote_hired').length > 0);
    expect(of(mine.events, 'quote_hired')).toEqual([
      expect.objectContaining({
        companyId: hired!.company.id,
        hiredAt: quote.hiredAt,
        status: 'in_progress',
        stage: 'hired',
      }),
    ]);

    await hired!.agent.post(`/api/quotes/${quoteId}/companies/${hired!.company.id}/job-done`, {});
    await until(
      () => of(mine.events, 'job_done').length > 0 && of(theirs.events, 'job_done').length > 0,
    );
    const now = (await customer.agent.get(`/api/quotes/${quoteId}`)).json();
    expect(now.jobDone).toMatchObject({ markedBy: 'company', confirmedAt: null });
    expect(of(mine.events, 'job_done')).toEqual([
      expect.objectContaining({ status: now.status, stage: now.stage, jobDone: now.jobDone }),
    ]);
    // The business gets the job's state, not the customer's stage (whether they reviewed).
    const [business] = of(theirs.events, 'job_done');
    expect(business).toMatchObject({ companyId: hired!.company.id, jobDone: now.jobDone });
    expect(business!.stage).toBeUndefined();
    for (const s of [mine, theirs]) s.socket.close(1000);
  });
});
