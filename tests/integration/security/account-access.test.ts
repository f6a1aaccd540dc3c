import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SESSION_ENDED_CLOSE_CODE } from '@/contract/realtime-close';
import { loadConfig } from '@/server/config';
import { pushSubscriptions } from '@/server/db/schema';
import { anonymiseDeletedAccounts } from '@/server/modules/account/account-anonymisation';
import { downloadExport } from '../../support/account-export';
import { quoteToNewBusinesses } from '../../support/businesses';
import { inDays } from '../../support/dates';
import { createCompany, createUser, FACTORY_PASSWORD } from '../../support/factories';
import { multipart } from '../../support/files';
import { loggedIn, logInAs } from '../../support/sessions';
import { socketUrl } from '../../support/sockets';
import {
  createBuiltApp,
  createTestApp,
  listenOnLoopback,
  validSignup,
  type Agent,
  type TestApp,
} from '../../support/test-app';
import { until } from '../../support/waiting';

/**
 * Issue 30, items 1, 2 and 5: admin rights need a verified address; whatever ends an account's
 * access (a password reset, a suspension, a deletion, an anonymisation) ends it on every device,
 * push included, and nothing more is made for a suspended or deleted account; an anonymised
 * person leaves nothing of theirs in any table, the job queue included.
 */

/** A push service on loopback that records which endpoints were sent something. */
const pushedTo: string[] = [];
const pushService = http.createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    pushedTo.push(request.url ?? '');
    response.writeHead(201).end();
  });
});

const ADMIN = 'boss@example.com';
const SQUATTED = 'squat@example.com';
let t: TestApp;
let wsUrl: string;
let serviceUrl: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  serviceUrl = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  // The push settings' defaults, with keys, and this push service allowed.
  const push = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: tmpdir() }).push,
    vapid: { ...webpush.generateVAPIDKeys(), subject: 'mailto:push-test@example.com' },
    endpointHosts: ['127.0.0.1'],
    testOrigins: [serviceUrl],
  };
  t = await createTestApp({
    adminEmails: new Set(['admin@example.com', ADMIN, SQUATTED]),
    push,
    // A message's push waits an hour: still queued when its sender's account is anonymised.
    messageEmailDelaySeconds: 3600,
  });
  wsUrl = socketUrl(await listenOnLoopback(t));
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => pushService.close(resolve));
});

const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await t.app.db.execute<T>(query)).rows;

/** A browser signed in as the user, with a push subscription and an open realtime socket. */
async function device(email: string, password = FACTORY_PASSWORD) {
  const agent = t.agent();
  const login = await agent.post('/api/auth/login', { email, password });
  expect(login.statusCode, login.body).toBe(200);
  const endpoint = `${serviceUrl}/push/${randomBytes(8).toString('hex')}`;
  const subscribed = await agent.post('/api/push/subscriptions', {
    endpoint,
    keys: {
      p256dh: webpush.generateVAPIDKeys().publicKey,
      auth: randomBytes(16).toString('base64url'),
    },
  });
  expect(subscribed.statusCode, subscribed.body).toBe(204);
  const socket = new WebSocket(wsUrl, {
    headers: { cookie: `ql_session=${agent.cookies.get('ql_session')}` },
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise((resolve) => socket.once('message', resolve)); // connection_established
  return { agent, endpoint, closed, pushed: () => pushedTo.filter((p) => endpoint.endsWith(p)) };
}

const subscriptionsOf = async (userId: number) =>
  (await t.app.db.select().from(pushSubscriptions)).filter((s) => s.userId === userId);

const NEW_PASSWORD = 'a new password, after the theft';

async function resetPassword(email: string) {
  await t.agent().post('/api/forgot-password', { email });
  const mail = await t.waitForMail((m) => m.to === email && /reset/i.test(m.subject));
  const token = new URL(/https?:\/\/\S*token=\S*/.exec(mail.text)![0]).searchParams.get('token');
  const reset = await t.agent().post('/api/reset-password', { token, password: NEW_PASSWORD });
  expect(reset.statusCode, reset.body).toBe(200);
}

let adminMade: Promise<unknown> | undefined;
/** A browser signed in as a verified admin. */
const admin = async () => {
  await (adminMade ??= createUser(t.app.db, { email: ADMIN }));
  return logInAs(t, ADMIN);
};

const estimate = (vendor: { agent: Agent; company: { id: number } }, quoteId: number) =>
  vendor.agent.post(`/api/quotes/${quoteId}/companies/${vendor.company.id}/estimates`, {
    priceType: 'fixed',
    priceCents: 45_000,
    includes: 'Parts and labour.',
    earliestStart: inDays(3),
    validUntil: inDays(30),
  });

/** Everything a person's export archive says in words: its data and its summary. */
const exportedText = async (agent: Agent) => {
  const { json, summary } = await downloadExport(agent);
  return json + summary;
};

const deleteAccount = (agent: Agent) =>
  agent.request({ method: 'DELETE', url: '/api/me', payload: { password: FACTORY_PASSWORD } });

describe('admin rights', () => {
  it('come only with a verified address in ADMIN_EMAILS, checked at each request', async () => {
    const browser = t.agent();
    const signup = await browser.post(
      '/api/auth/signup',
      validSignup({ email: 'admin@example.com' }),
    );
    expect(signup.statusCode).toBe(201);
    expect(signup.json().user).toMatchObject({ isVerified: false, isAdmin: false });
    expect((await browser.get('/api/admin/users')).statusCode).toBe(403);
    expect((await browser.get('/api/me')).json()).toMatchObject({ isAdmin: false });

    // The same session, once the address is proven: no new sign-in needed.
    const mail = await t.waitForMail((m) => m.to === 'admin@example.com');
    const link = new URL(/https?:\/\/\S*verify-email\?token=\S*/.exec(mail.text)![0]);
    await browser.get(`${link.pathname}${link.search}`);
    expect((await browser.get('/api/me')).json()).toMatchObject({
      isVerified: true,
      isAdmin: true,
    });
    expect((await browser.get('/api/admin/users')).statusCode).toBe(200);
  });

  it('are not held by an unverified account, which an admin may suspend like any other', async () => {
    const squatter = await createUser(t.app.db, { email: SQUATTED, isVerified: false });
    const asSquatter = await logInAs(t, SQUATTED);
    expect((await asSquatter.get('/api/me')).json()).toMatchObject({ isAdmin: false });
    expect((await asSquatter.get('/api/admin/reports')).statusCode).toBe(403);
    const suspended = await (
      await admin()
    ).post(`/api/admin/users/${squatter.id}/suspend`, { reason: 'Took an admin address' });
    expect(suspended.statusCode, suspended.body).toBe(200);
  });
});

describe('ending access', () => {
  it("a password reset ends the devices' push and sockets: a device planted with a stolen session gets nothing more", async () => {
    const { customer, vendors, quoteId } = await quoteToNewBusinesses(t, {
      customer: 'Vic',
      quoteName: 'Fence repair',
      description:
        'Two fence panels blew down in the storm and need replacing, with new posts set in concrete and the gate rehung.',
      companies: [{ name: 'Fence Pros' }],
    });
    const attacker = await device(customer.user.email);
    await resetPassword(customer.user.email);
    expect(await attacker.closed).toBe(SESSION_ENDED_CLOSE_CODE);

    const victim = await device(customer.user.email, NEW_PASSWORD);
    const sent = await estimate(vendors[0]!, quoteId);
    expect(sent.statusCode, sent.body).toBe(201);
    await until(() => victim.pushed().length > 0, 15_000);
    expect(attacker.pushed()).toEqual([]);
    expect((await subscriptionsOf(customer.user.id)).map((s) => s.endpoint)).toEqual([
      victim.endpoint,
    ]);
    victim.agent.cookies.clear();
  });

  it("'sign out everywhere' ends every session, socket and push subscription of the account, and only its", async () => {
    const { user } = await loggedIn(t);
    const [laptop, phone] = [await device(user.email), await device(user.email)];
    const bystander = await loggedIn(t);
    const theirs = await device(bystander.user.email);

    const out = await laptop.agent.post('/api/auth/logout-everywhere');
    expect(out.statusCode).toBe(200);
    expect(laptop.agent.cookies.has('ql_session')).toBe(false);
    expect(await laptop.closed).toBe(SESSION_ENDED_CLOSE_CODE);
    expect(await phone.closed).toBe(SESSION_ENDED_CLOSE_CODE);
    expect((await phone.agent.get('/api/me')).statusCode).toBe(401);
    expect(await subscriptionsOf(user.id)).toEqual([]);
    expect((await subscriptionsOf(bystander.user.id)).map((s) => s.endpoint)).toEqual([
      theirs.endpoint,
    ]);
    expect((await theirs.agent.get('/api/me')).statusCode).toBe(200);
  });

  it('a device registered while its session is being ended is not kept, whichever of the two goes first', async () => {
    // A registration in flight when the account's access ends: it passed the session check before
    // the end committed. The test holds the user's limit lock (platform/limit-locks.ts, space 1) to
    // line the two requests up in each order, then lets them go.
    for (const first of ['register', 'sign out everywhere'] as const) {
      const { user, agent } = await loggedIn(t);
      const holder = new pg.Client(t.databaseUrl);
      await holder.connect();
      const waiting = async () =>
        Number(
          (
            await holder.query(
              `SELECT count(*) AS n FROM pg_locks
               WHERE locktype = 'advisory' AND NOT granted AND classid = 1 AND objid = $1`,
              [user.id],
            )
          ).rows[0].n,
        );
      await holder.query('BEGIN');
      await holder.query('SELECT pg_advisory_xact_lock(1, $1)', [user.id]);
      const register = () =>
        agent.post('/api/push/subscriptions', {
          endpoint: `${serviceUrl}/push/${randomBytes(8).toString('hex')}`,
          keys: {
            p256dh: webpush.generateVAPIDKeys().publicKey,
            auth: randomBytes(16).toString('base64url'),
          },
        });
      const signOut = () => agent.post('/api/auth/logout-everywhere');
      const [one, two] = first === 'register' ? [register, signOut] : [signOut, register];
      const answers = [one()];
      await until(async () => (await waiting()) === 1);
      answers.push(two());
      await until(async () => (await waiting()) === 2);
      await holder.query('COMMIT');
      await holder.end();
      const [a, b] = await Promise.all(answers);
      expect([a!.statusCode, b!.statusCode].sort()).toEqual(
        first === 'register' ? [200, 204] : [200, 401],
      );
      expect(await subscriptionsOf(user.id)).toEqual([]);
    }
  });

  it('a suspension ends push and sockets, which a restored account does not get back', async () => {
    const { user } = await loggedIn(t);
    const phone = await device(user.email);
    const asAdmin = await admin();
    const suspend = await asAdmin.post(`/api/admin/users/${user.id}/suspend`, { reason: 'Spam' });
    expect(suspend.statusCode, suspend.body).toBe(200);
    expect(await phone.closed).toBe(SESSION_ENDED_CLOSE_CODE);
    expect(await subscriptionsOf(user.id)).toEqual([]);
    const restore = await asAdmin.post(`/api/admin/users/${user.id}/restore`, { reason: 'Appeal' });
    expect(restore.statusCode).toBe(200);
    expect(await subscriptionsOf(user.id)).toEqual([]);
  });

  it('a deletion ends push and sockets on every device', async () => {
    const { user } = await loggedIn(t);
    const laptop = await device(user.email);
    const other = await device(user.email);
    expect((await deleteAccount(laptop.agent)).statusCode).toBe(200);
    expect(await laptop.closed).toBe(SESSION_ENDED_CLOSE_CODE);
    expect(await other.closed).toBe(SESSION_ENDED_CLOSE_CODE);
    expect(await subscriptionsOf(user.id)).toEqual([]);
  });

  /** The one e-mail a suspension sends its account: the reason and how to appeal (issue 31). */
  const SUSPENSION_SUBJECT = 'Your QuoteLocal account is suspended';
  const notSuspensionNotice = (mail: { subject: string }) => mail.subject !== SUSPENSION_SUBJECT;

  it('nothing is made for a suspended or deleted account but the suspension notice: no notification, no other e-mail', async () => {
    const company = await createCompany(t.app.db, { name: 'Shady Roofing' });
    const [active, suspended, deleted] = [await loggedIn(t), await loggedIn(t), await loggedIn(t)];
    for (const reporter of [active, suspended, deleted]) {
      const report = await reporter.agent.post('/api/reports', {
        targetType: 'company',
        targetId: company.id,
        reason: 'scam',
      });
      expect(report.statusCode, report.body).toBe(201);
    }
    const asAdmin = await admin();
    const suspend = await asAdmin.post(`/api/admin/users/${suspended.user.id}/suspend`, {
      reason: 'Spam',
    });
    expect(suspend.statusCode).toBe(200);
    expect((await deleteAccount(deleted.agent)).statusCode).toBe(200);

    // Hiding the company upholds the three reports: each reporter would be told, and e-mailed.
    const hide = await asAdmin.post(`/api/admin/companies/${company.id}/hide`, { reason: 'Scam' });
    expect(hide.json()).toMatchObject({ resolvedReports: 3 });
    // The active reporter's e-mail, queued with the others in the same statement, has been sent.
    await t.waitForMail((m) => m.to === active.user.email && /report/i.test(m.subject));
    const mailed = (await t.outbox()).filter(notSuspensionNotice).map((m) => m.to);
    expect(mailed).not.toContain(suspended.user.email);
    expect(mailed).not.toContain(deleted.user.email);
    const told = await rows<{ user_id: number }>(sql`SELECT user_id FROM notifications
      WHERE user_id IN (${active.user.id}, ${suspended.user.id}, ${deleted.user.id})`);
    expect(told.map((n) => n.user_id)).toEqual([active.user.id]);
  });

  it('e-mails still queued for an account when it is suspended or deleted are not sent', async () => {
    const [suspended, deleted, bystander] = [
      await loggedIn(t),
      await loggedIn(t),
      await loggedIn(t),
    ];
    // Waiting in the queue, as a retry does while the mail server is away.
    const later = new Date(Date.now() + 3600_000);
    for (const { user } of [suspended, deleted]) {
      await t.app.jobs.enqueue(
        'deliver.email',
        { to: user.email, subject: 'Queued before', text: 'Hello', html: '<p>Hello</p>' },
        { startAfter: later },
      );
    }
    const suspend = await (
      await admin()
    ).post(`/api/admin/users/${suspended.user.id}/suspend`, { reason: 'Spam' });
    expect(suspend.statusCode).toBe(200);
    expect((await deleteAccount(deleted.agent)).statusCode).toBe(200);

    // The mail server is back: whatever is still queued is due, and a later e-mail goes out.
    await t.app.db.execute(sql`UPDATE pgboss.job SET start_after = now()
      WHERE name = 'deliver.email' AND state IN ('created', 'retry')`);
    await t.app.jobs.enqueue('deliver.email', {
      to: bystander.user.email,
      subject: 'Queued after',
      text: 'Hello',
      html: '<p>Hello</p>',
    });
    await t.waitForMail((m) => m.to === bystander.user.email);
    const mailed = (await t.outbox()).filter(notSuspensionNotice).map((m) => m.to);
    expect(mailed).not.toContain(suspended.user.email);
    // Only the notice of the suspension itself, queued after the rest was dropped (issue 31).
    expect(
      (await t.outbox()).filter((m) => m.to === suspended.user.email).map((m) => m.subject),
    ).toEqual([SUSPENSION_SUBJECT]);
    expect(mailed).not.toContain(deleted.user.email);
  });

  it('an anonymisation removes any push subscription a deleted account still had', async () => {
    const { user } = await loggedIn(t);
    await t.app.db.execute(sql`UPDATE users SET deleted_at = now() - interval '31 days'
      WHERE id = ${user.id}`);
    // Left from before deletions removed them.
    await t.app.db.insert(pushSubscriptions).values({
      userId: user.id,
      endpoint: `${serviceUrl}/push/left-${user.id}`,
      p256dh: webpush.generateVAPIDKeys().publicKey,
      auth: randomBytes(16).toString('base64url'),
    });
    expect(await anonymiseDeletedAccounts(t.app.db)).toBeGreaterThanOrEqual(1);
    expect(await subscriptionsOf(user.id)).toEqual([]);
  });
});

/** Every text, varchar and json column of every table (and the job queue's data), as text. */
async function everyStoredText(): Promise<string[]> {
  const columns = await rows<{ table_schema: string; table_name: string; column_name: string }>(
    sql`SELECT c.table_schema, c.table_name, c.column_name FROM information_schema.columns c
      JOIN information_schema.tables tb
        ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
      WHERE tb.table_type = 'BASE TABLE'
        AND (c.table_schema = 'public'
          OR (c.table_schema = 'pgboss' AND c.table_name IN ('job', 'archive') AND c.column_name = 'data'))
        AND c.data_type IN ('text', 'character varying', 'json', 'jsonb', 'ARRAY', 'USER-DEFINED')
      ORDER BY 1, 2, 3`,
  );
  const texts: string[] = [];
  for (const c of columns) {
    const column = sql.raw(`"${c.column_name}"`);
    const table = sql.raw(`"${c.table_schema}"."${c.table_name}"`);
    const found = await rows<{ v: string }>(
      sql`SELECT ${column}::text AS v FROM ${table} WHERE ${column} IS NOT NULL`,
    );
    texts.push(...found.map((r) => `${c.table_schema}.${c.table_name}.${c.column_name}: ${r.v}`));
  }
  return texts;
}

const sitemapText = async () => {
  const index = (await t.agent().get('/sitemap.xml')).body;
  const files = [...index.matchAll(/\/sitemaps\/(companies-\d+\.xml)/g)].map((m) => m[1]!);
  const bodies = await Promise.all(
    files.map(async (f) => (await t.agent().get(`/sitemaps/${f}`)).body),
  );
  return bodies.join('\n');
};

describe('deleting an account leaves nothing of the person', () => {
  it("takes a deleted owner's company off search, its page and the sitemap at once, and its contact details at anonymisation", async () => {
    const person = {
      firstName: 'Quorabelle',
      lastName: 'Marchetti',
      phoneNumber: '(415) 555-0177',
      email: `quorabelle.${randomBytes(3).toString('hex')}@example.com`,
    };
    const owner = await loggedIn(t, person);
    const company = await createCompany(t.app.db, { ownerId: owner.user.id, name: 'Drain Heroes' });
    const address = '77 Larkspur Lane';
    await t.app.db.execute(sql`UPDATE companies SET address = ${address},
      phone = ${person.phoneNumber}, email = ${person.email} WHERE id = ${company.id}`);
    const page = `/api/companies/${company.id}`;
    const found = async () =>
      (await t.agent().get('/api/search?q=Drain%20Heroes'))
        .json<{ results: Array<{ name: string }> }>()
        .results.map((c) => c.name);
    expect((await t.agent().get(page)).json()).toMatchObject({ phone: person.phoneNumber });
    expect(await found()).toContain('Drain Heroes');
    expect(await sitemapText()).toContain(`/companies/${company.id}<`);

    expect((await deleteAccount(owner.agent)).statusCode).toBe(200);
    const asAdmin = await admin();
    for (const viewer of [t.agent(), (await loggedIn(t)).agent, asAdmin]) {
      expect((await viewer.get(page)).statusCode).toBe(404);
      expect((await viewer.get(`${page}/images`)).statusCode).toBe(404);
    }
    expect(await found()).not.toContain('Drain Heroes');
    expect(await sitemapText()).not.toContain(`/companies/${company.id}<`);

    await t.app.db.execute(sql`UPDATE users SET deleted_at = now() - interval '31 days'
      WHERE id = ${owner.user.id}`);
    expect(await anonymiseDeletedAccounts(t.app.db)).toBeGreaterThanOrEqual(1);
    const needles = [...Object.values(person), address];
    const residue = (await everyStoredText()).filter((text) =>
      needles.some((needle) => text.toLowerCase().includes(needle.toLowerCase())),
    );
    expect(residue).toEqual([]);
  });

  it("answers a deleted owner's rendered company page with 404", async () => {
    const built = await createBuiltApp();
    try {
      const owner = await loggedIn(built);
      const company = await createCompany(built.app.db, {
        ownerId: owner.user.id,
        name: 'Sink Savers',
      });
      const page = await built.agent().get(`/companies/${company.id}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Sink Savers');
      expect((await deleteAccount(owner.agent)).statusCode).toBe(200);
      const gone = await built.agent().get(`/companies/${company.id}`);
      expect(gone.statusCode).toBe(404);
      expect(gone.body).not.toContain('Sink Savers');
    } finally {
      await built.close();
    }
  });

  it('after anonymisation, no table, export, queued e-mail or push holds their name, address, phone or words', async () => {
    const person = {
      firstName: 'Wilhelmina',
      lastName: 'Zabriskie',
      phoneNumber: '(415) 555-0142',
      email: `wilhelmina.${randomBytes(3).toString('hex')}@example.com`,
    };
    const words = {
      description:
        'The quillfeather trellis by the back porch collapsed onto the azalea bed during the storm; it needs rebuilding with new cedar posts.',
      address: '4321 Quillfeather Court',
      message: 'my gate code is 4321',
    };
    const { customer, vendors, quoteId } = await quoteToNewBusinesses(t, {
      customer: person.firstName,
      quoteName: 'Trellis',
      description: words.description,
      companies: [{ name: 'Garden Fixers' }],
      submit: false,
    });
    await t.app.db.execute(sql`UPDATE users SET last_name = ${person.lastName},
      phone_number = ${person.phoneNumber}, email = ${person.email} WHERE id = ${customer.user.id}`);
    const asPerson = await logInAs(t, person.email);
    const submitted = await asPerson.post(`/api/quotes/${quoteId}/submit`, {
      description: words.description,
      jobZip: '94110',
      jobAddress: words.address,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const vendor = vendors[0]!;
    const businessPhone = await device(vendor.user.email);
    const conversation = `/api/quotes/${quoteId}/companies/${vendor.company.id}/messages`;
    const sent = await asPerson.request({
      method: 'POST',
      url: conversation,
      ...multipart({ message: words.message }),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const reviewed = await asPerson.post(`/api/companies/${vendor.company.id}/ratings`, {
      rating: 5,
      comment: 'Quick and tidy work.',
    });
    expect(reviewed.statusCode, reviewed.body).toBe(201);
    // The business was told, in its bell and its export, and e-mailed the request.
    await t.waitForMail((m) => m.text.includes(words.description));
    const before = await exportedText(businessPhone.agent);
    expect(before).toContain(words.message);
    expect(before).toContain(person.firstName);
    const [queuedPush] = await rows<{ id: number }>(sql`
      SELECT id::float8 AS id FROM notifications
      WHERE user_id = ${vendor.user.id} AND kind = 'message'`);
    expect(queuedPush).toBeDefined();

    expect((await deleteAccount(asPerson)).statusCode).toBe(200);
    await t.app.db.execute(sql`UPDATE users SET deleted_at = now() - interval '31 days'
      WHERE id = ${customer.user.id}`);
    expect(await anonymiseDeletedAccounts(t.app.db)).toBeGreaterThanOrEqual(1);

    const needles = [
      person.firstName,
      person.lastName,
      person.email,
      person.phoneNumber,
      words.address,
      words.message,
      'quillfeather trellis',
    ];
    const after = await exportedText(businessPhone.agent);
    const bell = JSON.stringify((await businessPhone.agent.get('/api/notifications')).json());
    for (const needle of needles) {
      expect(after, needle).not.toContain(needle);
      expect(bell, needle).not.toContain(needle);
    }
    // The message's push, still queued, has nothing to send when it comes due.
    const pushedBefore = businessPhone.pushed().length;
    const due = await rows(sql`UPDATE pgboss.job SET start_after = now()
      WHERE name = 'deliver.push' AND data->>'notificationId' = ${String(queuedPush!.id)}
        AND state = 'created' RETURNING id`);
    expect(due).toHaveLength(1);
    await until(
      async () =>
        (
          await rows(sql`SELECT 1 FROM pgboss.job WHERE name = 'deliver.push'
            AND data->>'notificationId' = ${String(queuedPush!.id)} AND state = 'completed'`)
        ).length === 1,
      15_000,
    );
    expect(businessPhone.pushed()).toHaveLength(pushedBefore);

    const stored = await everyStoredText();
    expect(stored.some((text) => text.startsWith('pgboss.job.data: '))).toBe(true);
    const residue = stored.filter((text) =>
      needles.some((needle) => text.toLowerCase().includes(needle.toLowerCase())),
    );
    expect(residue).toEqual([]);
  });
});
