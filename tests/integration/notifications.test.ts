import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { RealtimeEvent } from '@/contract/message';
import {
  NOTIFICATION_RETENTION_DAYS,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationKind,
  type NotificationList,
} from '@/contract/notification';
import { pruneOldNotifications } from '@/server/modules/notifications/notification-repository';
import { SESSION_COOKIE } from '@/server/platform/session';
import { downloadExport } from '../support/account-export';
import { createCompany, createUser } from '../support/factories';
import { multipart } from '../support/files';
import { signInAs } from '../support/sessions';
import { socketUrl } from '../support/sockets';
import { createTestApp, listenOnLoopback, type Agent, type TestApp } from '../support/test-app';
import { until } from '../support/waiting';
import { LONG_DESCRIPTION } from '../support/world';

let t: TestApp;
let wsUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  wsUrl = socketUrl(await listenOnLoopback(t));
});
afterAll(async () => t.close());

/** A user and an agent signed in as them. */
async function person(firstName: string, email?: string) {
  const user = await createUser(t.app.db, {
    firstName,
    ...(email ? { email } : {}),
    // Older than a week: new accounts may send only 5 requests a day.
    createdAt: new Date(Date.now() - 30 * 86_400_000),
  });
  return { user, agent: await signInAs(t.app.db, t.agent(), user.id) };
}
type Person = Awaited<ReturnType<typeof person>>;

/** A business with its owner (a plumber unless said otherwise). */
async function business(name: string, ownerName = 'Olive', category?: string) {
  const owner = await person(ownerName);
  const company = await createCompany(t.app.db, {
    ownerId: owner.user.id,
    name,
    ...(category ? { category } : {}),
  });
  return { owner, company };
}

async function notificationsOf(p: Person, before?: number) {
  const response = await p.agent.get(
    before === undefined ? '/api/notifications' : `/api/notifications?before=${before}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NotificationList>();
}

const ofKind = async (p: Person, kind: NotificationKind) =>
  (await notificationsOf(p)).notifications.filter((n) => n.kind === kind);

/** A quote from the customer to these companies, submitted. */
async function submittedQuote(customer: Person, companyIds: number[], quoteName = 'Leaky tap') {
  const created = await customer.agent.post('/api/quotes', { companyIds, quoteName });
  expect(created.statusCode, created.body).toBe(201);
  const quoteId = created.json().id as number;
  const submitted = await customer.agent.post(`/api/quotes/${quoteId}/submit`, {
    quoteName,
    description: LONG_DESCRIPTION,
    jobZip: '94110',
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  return quoteId;
}

const conversationPath = (quoteId: number, companyId: number) =>
  `/api/quotes/${quoteId}/companies/${companyId}`;

async function send(agent: Agent, quoteId: number, companyId: number, message: string) {
  const response = await agent.request({
    method: 'POST',
    url: `${conversationPath(quoteId, companyId)}/messages`,
    ...multipart({ message }),
  });
  expect(response.statusCode, response.body).toBe(201);
}

const daysFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Rows written straight into the table: for paging and pruning, many and of any age. */
async function insertNotifications(userId: number, count: number, ageDays = 0) {
  await t.app.db.execute(sql`
    INSERT INTO notifications (user_id, kind, title, body, link, created_at)
    SELECT ${userId}, 'message', 'Note ' || n, '', '/quotes', now() - make_interval(days => ${ageDays})
    FROM generate_series(1, ${count}) n`);
}

describe('what each event notifies, and whom', () => {
  it('a request: the business owner, with a link to the conversation; never the customer', async () => {
    const customer = await person('Cora');
    const { owner, company } = await business('Harbor Plumbing');
    const quoteId = await submittedQuote(customer, [company.id], 'Kitchen sink');

    expect(await ofKind(owner, 'request')).toEqual([
      expect.objectContaining({
        title: 'New request from Cora',
        body: 'Kitchen sink',
        link: `/vendorquotes?quoteId=${quoteId}&companyId=${company.id}`,
        readAt: null,
      }),
    ]);
    expect((await notificationsOf(customer)).notifications).toEqual([]);
  });

  it('a matched lead: the owner of the business it is offered to', async () => {
    const customer = await person('Lee');
    // The only mover of this database: the request is offered to it.
    const { owner } = await business('Swift Movers', 'Mo', 'moving-services');
    const draft = await customer.agent.post('/api/quotes/matched', {
      categorySlug: 'moving-services',
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const submitted = await customer.agent.post(`/api/quotes/${draft.json().id}/submit`, {
      quoteName: 'Studio move',
      description: LONG_DESCRIPTION,
      jobZip: '94110',
    });
    expect(submitted.statusCode, submitted.body).toBe(200);

    expect(await ofKind(owner, 'lead')).toEqual([
      expect.objectContaining({
        title: 'New lead for Swift Movers',
        body: 'Studio move',
        link: '/vendorquotes',
      }),
    ]);
    expect((await notificationsOf(customer)).notifications).toEqual([]);
  });

  it('messages: the other side, one notification per conversation while it is unread', async () => {
    const customer = await person('Cora');
    const { owner, company } = await business('Harbor Plumbing');
    const quoteId = await submittedQuote(customer, [company.id], 'Kitchen sink');

    await send(customer.agent, quoteId, company.id, 'Hello, are you free?');
    const [first] = await ofKind(owner, 'message');
    expect(first).toMatchObject({
      title: 'New message from Cora',
      body: 'Kitchen sink: Hello, are you free?',
      link: `/vendorquotes?quoteId=${quoteId}&companyId=${company.id}`,
      readAt: null,
    });
    await send(customer.agent, quoteId, company.id, 'Tuesday would be best.');
    const grouped = await ofKind(owner, 'message');
    expect(grouped).toHaveLength(1);
    expect(grouped[0]).toMatchObject({
      id: first!.id,
      body: 'Kitchen sink: Tuesday would be best.',
    });
    expect(Date.parse(grouped[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(first!.createdAt));
    // The sender is never told of their own messages.
    expect(await ofKind(customer, 'message')).toEqual([]);

    // Read, the next message makes a new one.
    expect((await owner.agent.post(`/api/notifications/${first!.id}/read`)).statusCode).toBe(200);
    await send(customer.agent, quoteId, company.id, 'Or Wednesday.');
    const after = await ofKind(owner, 'message');
    expect(after.map((n) => [n.body, n.readAt === null])).toEqual([
      ['Kitchen sink: Or Wednesday.', true],
      ['Kitchen sink: Tuesday would be best.', false],
    ]);

    // The business answers: the customer is told, with a link to their quote.
    await send(owner.agent, quoteId, company.id, 'Wednesday at 9 it is.');
    expect(await ofKind(customer, 'message')).toEqual([
      expect.objectContaining({
        title: 'New message from Harbor Plumbing',
        link: `/quotes/${quoteId}/edit?company=${company.id}`,
      }),
    ]);

    // Reading the conversation reads its notification too.
    await owner.agent.post(`${conversationPath(quoteId, company.id)}/messages/mark-read`);
    expect((await ofKind(owner, 'message')).every((n) => n.readAt !== null)).toBe(true);
    expect((await notificationsOf(owner)).unreadCount).toBe(1); // the request
  });

  it('an estimate: the customer; a hire: each business, hired or not', async () => {
    const customer = await person('Cora');
    const hired = await business('Harbor Plumbing', 'Olive');
    const other = await business('Rival Plumbing', 'Oscar');
    const quoteId = await submittedQuote(customer, [hired.company.id, other.company.id]);

    const estimate = await hired.owner.agent.post(
      `${conversationPath(quoteId, hired.company.id)}/estimates`,
      {
        priceType: 'fixed',
        priceCents: 45_000,
        includes: 'Faucet, two valves, parts and labour.',
        earliestStart: daysFromNow(2),
        validUntil: daysFromNow(30),
      },
    );
    expect(estimate.statusCode, estimate.body).toBe(201);
    expect(await ofKind(customer, 'estimate')).toEqual([
      expect.objectContaining({
        title: 'Harbor Plumbing sent an estimate',
        body: 'Leaky tap',
        link: `/quotes/${quoteId}/edit?company=${hired.company.id}`,
      }),
    ]);
    expect(await ofKind(hired.owner, 'estimate')).toEqual([]);

    const hire = await customer.agent.post(`/api/quotes/${quoteId}/hire`, {
      companyId: hired.company.id,
    });
    expect(hire.statusCode, hire.body).toBe(200);
    expect(await ofKind(hired.owner, 'hire')).toEqual([
      expect.objectContaining({
        title: 'Cora hired Harbor Plumbing',
        link: `/vendorquotes?quoteId=${quoteId}&companyId=${hired.company.id}`,
      }),
    ]);
    expect(await ofKind(other.owner, 'not_selected')).toEqual([
      expect.objectContaining({
        title: 'Cora chose another business',
        link: `/vendorquotes?quoteId=${quoteId}&companyId=${other.company.id}`,
      }),
    ]);
    expect(await ofKind(other.owner, 'hire')).toEqual([]);
    expect(
      (await notificationsOf(customer)).notifications.filter(
        (n) => n.kind === 'hire' || n.kind === 'not_selected',
      ),
    ).toEqual([]);

    // Job done: marked by the business, the customer hears; confirmed by the customer, the business.
    const marked = await hired.owner.agent.post(
      `${conversationPath(quoteId, hired.company.id)}/job-done`,
    );
    expect(marked.statusCode, marked.body).toBe(204);
    expect(await ofKind(customer, 'job_done')).toEqual([
      expect.objectContaining({
        title: 'Harbor Plumbing marked the job done',
        link: `/quotes/${quoteId}/edit`,
      }),
    ]);
    expect(await ofKind(hired.owner, 'job_done')).toEqual([]);
    const confirmed = await customer.agent.post(`/api/quotes/${quoteId}/job-done`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await ofKind(hired.owner, 'job_done')).toEqual([
      expect.objectContaining({
        title: 'Cora confirmed the job is done',
        link: `/vendorquotes?quoteId=${quoteId}&companyId=${hired.company.id}`,
      }),
    ]);
    expect(await ofKind(customer, 'job_done')).toHaveLength(1);
  });

  it('a review: the business owner; the first reply to it: the reviewer', async () => {
    const customer = await person('Cora');
    const { owner, company } = await business('Harbor Plumbing');
    await submittedQuote(customer, [company.id]);

    const review = await customer.agent.post(`/api/companies/${company.id}/ratings`, {
      rating: 4.5,
      comment: 'Quick and tidy.',
    });
    expect(review.statusCode, review.body).toBe(201);
    expect(await ofKind(owner, 'review')).toEqual([
      expect.objectContaining({
        title: 'New review of Harbor Plumbing',
        body: 'Cora gave 4.5 of 5: Quick and tidy.',
        link: `/companies/${company.id}#reviews`,
      }),
    ]);
    expect(await ofKind(customer, 'review')).toEqual([]);

    const url = `/api/ratings/${review.json().id}/reply`;
    for (const body of ['Thank you, Cora!', 'Thank you, Cora, see you soon!']) {
      const reply = await owner.agent.request({ method: 'PUT', url, payload: { body } });
      expect(reply.statusCode, reply.body).toBe(200);
    }
    // Once: an edit of the reply tells nobody again.
    expect(await ofKind(customer, 'review_reply')).toEqual([
      expect.objectContaining({
        title: 'Harbor Plumbing replied to your review',
        body: 'Thank you, Cora!',
        link: `/companies/${company.id}#reviews`,
      }),
    ]);
    expect(await ofKind(owner, 'review_reply')).toEqual([]);
  });

  it("an edited review: the owner's notification says the review as it is now, without a new alert", async () => {
    const customer = await person('Cora');
    const { owner, company } = await business('Harbor Plumbing');
    await submittedQuote(customer, [company.id]);
    const review = await customer.agent.post(`/api/companies/${company.id}/ratings`, {
      rating: 1.5,
      comment: 'Left a mess.',
    });
    expect(review.statusCode, review.body).toBe(201);
    const [told] = await ofKind(owner, 'review');
    expect(told!.body).toBe('Cora gave 1.5 of 5: Left a mess.');
    expect((await owner.agent.post(`/api/notifications/${told!.id}/read`)).statusCode).toBe(200);
    const unread = (await notificationsOf(owner)).unreadCount;

    const edited = await customer.agent.request({
      method: 'PUT',
      url: `/api/ratings/${review.json().id}`,
      payload: { rating: 3.5, comment: 'They came back and cleaned up.' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await ofKind(owner, 'review')).toEqual([
      {
        ...told,
        body: 'Cora gave 3.5 of 5 (edited): They came back and cleaned up.',
        readAt: expect.any(String),
      },
    ]);
    expect((await notificationsOf(owner)).unreadCount).toBe(unread);
  });

  it("a report's outcome: each reporter, never the admin who resolved it", async () => {
    const reporter = await person('Rita');
    const admin = await person('Ada', 'admin@example.com');
    const report = async (p: Person, targetId: number) => {
      const made = await p.agent.post('/api/reports', {
        targetType: 'company',
        targetId,
        reason: 'scam',
      });
      expect(made.statusCode, made.body).toBe(201);
    };
    // Hiding a business upholds every open report on it: the reporter's and the admin's own.
    const shady = await business('Shady Plumbing');
    await report(reporter, shady.company.id);
    await report(admin, shady.company.id);
    const hidden = await admin.agent.post(`/api/admin/companies/${shady.company.id}/hide`, {
      reason: 'Took deposits and never came',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await ofKind(reporter, 'report_outcome')).toEqual([
      expect.objectContaining({
        title: 'About your report',
        body: 'Thank you for reporting a business listing to us. We looked into it and took action.',
        link: '/',
      }),
    ]);
    expect(await ofKind(admin, 'report_outcome')).toEqual([]);

    // A dismissed report is told too.
    const genuine = await business('Genuine Plumbing');
    await report(reporter, genuine.company.id);
    const { rows } = await t.app.db.execute<{ id: number }>(sql`
      SELECT id FROM reports WHERE reporter_id = ${reporter.user.id} AND status = 'open'`);
    const dismissed = await admin.agent.post(`/api/admin/reports/${rows[0]!.id}/dismiss`, {
      reason: 'A genuine business',
    });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    const outcomes = await ofKind(reporter, 'report_outcome');
    expect(outcomes).toHaveLength(2);
    expect(outcomes[0]!.body).toContain('it does not break our guidelines');
  });
});

describe('the list and marking read', () => {
  it('pages newest first by id, 20 at a time, with the unread count', async () => {
    const reader = await person('Paige');
    await insertNotifications(reader.user.id, 2 * NOTIFICATIONS_PAGE_SIZE + 5);

    const first = await notificationsOf(reader);
    expect(first.notifications).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    expect(first.unreadCount).toBe(45);
    const second = await notificationsOf(reader, first.nextBefore!);
    const third = await notificationsOf(reader, second.nextBefore!);
    expect(second.notifications).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    expect(third.notifications).toHaveLength(5);
    expect(third.nextBefore).toBeNull();
    const ids = [first, second, third].flatMap((page) => page.notifications.map((n) => n.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(45);
    expect(third.notifications.at(-1)!.title).toBe('Note 1');

    // Someone else's never show.
    expect((await notificationsOf(await person('Other'))).notifications).toEqual([]);
    // An index serves the order: read in its order, nothing sorted (a table this small would
    // rather be scanned whole, so the plan is asked without that choice, with fresh statistics).
    await t.app.db.execute(sql`ANALYZE notifications`);
    const plan = await t.app.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const { rows } = await tx.execute<{ 'QUERY PLAN': string }>(sql`
        EXPLAIN SELECT id FROM notifications WHERE user_id = ${reader.user.id} AND id < 1000000
        ORDER BY id DESC LIMIT 21`);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Index (Only )?Scan/);
    expect(plan).not.toMatch(/Sort/);
  });

  it('marks one read only if it is yours, and all read', async () => {
    const reader = await person('Paige');
    const stranger = await person('Stan');
    await insertNotifications(reader.user.id, 3);
    const [newest, second] = (await notificationsOf(reader)).notifications;

    for (const [who, id] of [
      [stranger, newest!.id],
      [reader, 99_999_999],
    ] as const) {
      const refused = await who.agent.post(`/api/notifications/${id}/read`);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe('Notification not found');
    }
    expect((await t.agent().post(`/api/notifications/${newest!.id}/read`)).statusCode).toBe(401);
    expect((await t.agent().get('/api/notifications')).statusCode).toBe(401);
    expect((await notificationsOf(reader)).unreadCount).toBe(3);

    const read = await reader.agent.post(`/api/notifications/${newest!.id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ unreadCount: 2 });
    // Again: nothing changes.
    expect((await reader.agent.post(`/api/notifications/${newest!.id}/read`)).json()).toEqual({
      unreadCount: 2,
    });
    const listed = (await notificationsOf(reader)).notifications;
    expect(listed.find((n) => n.id === newest!.id)!.readAt).not.toBeNull();
    expect(listed.find((n) => n.id === second!.id)!.readAt).toBeNull();
    expect((await reader.agent.get('/api/notifications/unread-count')).json()).toEqual({
      unreadCount: 2,
    });

    expect((await reader.agent.post('/api/notifications/read-all')).json()).toEqual({
      unreadCount: 0,
    });
    expect((await notificationsOf(reader)).notifications.every((n) => n.readAt !== null)).toBe(
      true,
    );
    expect((await notificationsOf(stranger)).unreadCount).toBe(0);
  });

  it('refuses a bad id or cursor with a 400', async () => {
    const reader = await person('Paige');
    for (const url of [
      '/api/notifications?before=abc',
      '/api/notifications?before=0',
      '/api/notifications?before=1e300',
    ]) {
      expect((await reader.agent.get(url)).statusCode, url).toBe(400);
    }
    for (const id of ['abc', '0', '-1', '99999999999999999']) {
      const response = await reader.agent.post(`/api/notifications/${id}/read`);
      expect(response.statusCode, id).toBe(400);
    }
  });
});

describe('live', () => {
  function openSocket(agent: Agent) {
    const socket = new WebSocket(wsUrl, {
      headers: { cookie: `${SESSION_COOKIE}=${agent.cookies.get(SESSION_COOKIE)}` },
    });
    const events: RealtimeEvent[] = [];
    socket.on('message', (data: Buffer) => events.push(JSON.parse(data.toString())));
    const ready = until(() => events.some((e) => e.type === 'connection_established'));
    return { socket, events, ready };
  }

  it('sends the notification and the unread count, then what was read, to the user only', async () => {
    const customer = await person('Cora');
    const { owner, company } = await business('Harbor Plumbing');
    const quoteId = await submittedQuote(customer, [company.id]);
    const customerSocket = openSocket(customer.agent);
    const ownerSocket = openSocket(owner.agent);
    await Promise.all([customerSocket.ready, ownerSocket.ready]);

    await send(owner.agent, quoteId, company.id, 'We can come on Tuesday.');
    await until(() => customerSocket.events.some((e) => e.type === 'notification'));
    const arrived = customerSocket.events.find((e) => e.type === 'notification')!;
    expect(arrived.count).toBe(1);
    expect(arrived.notification).toMatchObject({
      kind: 'message',
      title: 'New message from Harbor Plumbing',
      link: `/quotes/${quoteId}/edit?company=${company.id}`,
      readAt: null,
    });

    await customer.agent.post(`/api/notifications/${arrived.notification.id}/read`);
    await until(() => customerSocket.events.some((e) => e.type === 'notifications_read'));
    const read = customerSocket.events.find((e) => e.type === 'notifications_read')!;
    expect(read.count).toBe(0);
    expect(read.notification).toMatchObject({ id: arrived.notification.id });
    expect(read.notification!.readAt).not.toBeNull();

    // The owner sent the message: their socket heard of no notification.
    expect(
      ownerSocket.events
        .filter((e) => e.type === 'notification' || e.type === 'notifications_read')
        .map((e) => e.notification?.kind),
    ).toEqual([]);
    for (const s of [customerSocket, ownerSocket]) s.socket.close(1000);
  });
});

describe('retention', () => {
  it('the daily job deletes notifications older than 90 days, and only those', async () => {
    const reader = await person('Paige');
    await insertNotifications(reader.user.id, 3, NOTIFICATION_RETENTION_DAYS + 1);
    await insertNotifications(reader.user.id, 2, NOTIFICATION_RETENTION_DAYS - 1);
    await insertNotifications(reader.user.id, 1);

    expect(await pruneOldNotifications(t.app.db)).toBe(3);
    const { rows } = await t.app.db.execute<{ age: number }>(sql`
      SELECT extract(day FROM now() - created_at)::int AS age FROM notifications
      WHERE user_id = ${reader.user.id} ORDER BY age`);
    expect(rows.map((r) => r.age)).toEqual([0, 89, 89]);

    const { rows: schedules } = await t.app.db.execute<{ cron: string }>(
      sql`SELECT cron FROM pgboss.schedule WHERE name = 'notifications.prune'`,
    );
    expect(schedules).toEqual([{ cron: '53 3 * * *' }]);
  });

  it('is private: robots.txt keeps crawlers off /notifications; the export lists them', async () => {
    const robots = await t.agent().get('/robots.txt');
    expect(robots.body.split('\n')).toContain('Disallow: /notifications');

    const reader = await person('Paige');
    await insertNotifications(reader.user.id, 2);
    const { data } = await downloadExport(reader.agent);
    expect(data.notifications).toEqual([
      expect.objectContaining({ title: 'Note 1', link: '/quotes', readAt: null }),
      expect.objectContaining({ title: 'Note 2' }),
    ]);
  });
});
