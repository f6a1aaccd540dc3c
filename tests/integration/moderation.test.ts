import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ACCOUNT_SUSPENDED, type ModerationResult, type Report } from '@/contract/moderation';
import type { Rating } from '@/contract/rating';
import { SESSION_ENDED_CLOSE_CODE } from '@/contract/realtime-close';
import { createCompany, createUser, FACTORY_PASSWORD } from '../support/factories';
import { multipart } from '../support/files';
import { signInAs } from '../support/sessions';
import { socketUrl } from '../support/sockets';
import { createTestApp, listenOnLoopback, type Agent, type TestApp } from '../support/test-app';
import { LONG_DESCRIPTION } from '../support/world';

/**
 * Moderation through the API (docs/decisions/024): what each admin action does to public pages,
 * sessions and sign-in, the one audit entry it writes, the reports it resolves and the e-mails
 * their reporters get; the queue's order, pages and filters; the audit log's append-only rule.
 */

const SECOND_ADMIN = 'second.admin@example.com';
let t: TestApp;
let wsUrl: string;
let admin: Agent;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp({ adminEmails: new Set(['admin@example.com', SECOND_ADMIN]) });
  wsUrl = socketUrl(await listenOnLoopback(t));
  const user = await createUser(t.app.db, { firstName: 'Ada', email: 'admin@example.com' });
  adminId = user.id;
  admin = await signInAs(t.app.db, t.agent(), user.id);
});
afterAll(async () => t.close());

const db = () => t.app.db;

/** A realtime socket opened with the agent's session, once the server has accepted it. */
async function openSocket(agent: Agent) {
  const cookie = `ql_session=${agent.cookies.get('ql_session')}`;
  const socket = new WebSocket(wsUrl, { headers: { cookie } });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise((resolve) => socket.once('message', resolve)); // connection_established
  return { socket, closed };
}
const signedIn = async (userId: number) => signInAs(db(), t.agent(), userId);
let names = 0;
/** A word no other company of this file has in its name, so that a search finds exactly that one. */
const uniqueWord = () => `Quillfeather${String.fromCharCode(97 + names++)}`;
const uniqueName = () => `${uniqueWord()} Plumbing`;

/** A customer who reviewed the company through the API (a submitted quote first, as required). */
async function reviewer(companyId: number, rating: number, firstName = 'Rita') {
  const user = await createUser(db(), { firstName });
  const agent = await signedIn(user.id);
  const draft = await agent.post('/api/quotes', {
    quoteName: 'Leaky tap',
    description: LONG_DESCRIPTION,
    companyIds: [companyId],
    jobZip: '94110',
  });
  expect(draft.statusCode, draft.body).toBe(201);
  const id = draft.json().id as number;
  expect((await agent.post(`/api/quotes/${id}/submit`, {})).statusCode).toBe(200);
  const review = await agent.post(`/api/companies/${companyId}/ratings`, {
    rating,
    comment: 'Honest work.',
  });
  expect(review.statusCode, review.body).toBe(201);
  return { user, agent, quoteId: id, ratingId: review.json().id as number };
}

/** A report filed straight into the table (filing one is tests/integration/reports.test.ts's). */
async function reportOf(type: Report['targetType'], targetId: number, reporterId?: number) {
  const reporter = reporterId ?? (await createUser(db(), { firstName: 'Reba' })).id;
  const { rows } = await db().execute<{ id: number }>(sql`
    INSERT INTO reports (reporter_id, target_type, target_id, reason)
    VALUES (${reporter}, ${type}, ${targetId}, 'spam') RETURNING id`);
  const email = (
    await db().execute<{ email: string }>(sql`SELECT email FROM users WHERE id = ${reporter}`)
  ).rows[0]!.email;
  return { id: rows[0]!.id, reporterId: reporter, email };
}

const reportStatus = async (id: number) =>
  (
    await db().execute<{ status: string; resolved_by: number | null; resolution: string | null }>(
      sql`SELECT status, resolved_by, resolution FROM reports WHERE id = ${id}`,
    )
  ).rows[0]!;

const auditRows = async (type: string, id: number) =>
  (
    await db().execute<{
      action: string;
      admin_id: number;
      admin_email: string;
      reason: string;
      report_id: number | null;
    }>(
      sql`SELECT action, admin_id, admin_email, reason, report_id FROM audit_log
        WHERE target_type = ${type} AND target_id = ${id} ORDER BY id`,
    )
  ).rows;

const act = (path: string, reason = 'Breaks the guidelines', reportId?: number) =>
  admin.post(path, { reason, ...(reportId === undefined ? {} : { reportId }) });

async function expectActed(path: string, reason?: string, reportId?: number) {
  const response = await act(path, reason, reportId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ModerationResult>();
}

const publicReviews = async (companyId: number) =>
  (await t.agent().get(`/api/ratings/company/${companyId}`)).json<Rating[]>().map((r) => r.id);

async function companyFigures(companyId: number, agent: Agent = admin) {
  const page = (await agent.get(`/api/companies/${companyId}`)).json();
  return { average: page.averageRating as number, count: page.ratingsCount as number };
}

const searchIds = async (q: string) =>
  (
    (await t.agent().get(`/api/search?q=${encodeURIComponent(q)}`)).json().results as Array<{
      id: number;
    }>
  ).map((c) => c.id);

/** The companies a profile lists (GET /api/users/:id/companies): all for their owner, listed ones for others. */
const userCompanyIds = async (userId: number, agent: Agent = t.agent()) =>
  (await agent.get(`/api/users/${userId}/companies`))
    .json<{ companies: Array<{ id: number }> }>()
    .companies.map((c) => c.id);

const categoryIds = async () =>
  (
    (await t.agent().get('/api/companies/category/plumbing-services?limit=50')).json()
      .companies as Array<{ id: number }>
  ).map((c) => c.id);

/** Every company address in the sitemaps. */
async function sitemapIds(): Promise<number[]> {
  const index = (await t.agent().get('/sitemap.xml')).body;
  const files = [...index.matchAll(/<loc>[^<]*(\/sitemaps\/companies-\d+\.xml)<\/loc>/g)].map(
    (m) => m[1]!,
  );
  const ids: number[] = [];
  for (const file of files) {
    const body = (await t.agent().get(file)).body;
    ids.push(...[...body.matchAll(/\/companies\/(\d+)<\/loc>/g)].map((m) => Number(m[1])));
  }
  return ids;
}

const mailTo = (email: string) => t.waitForMail((m) => m.to === email);

describe('hiding and restoring a review', () => {
  it('takes it off the company page and out of its average, and back', async () => {
    const company = await createCompany(db(), { name: uniqueName() });
    const kept = await reviewer(company.id, 5);
    const bad = await reviewer(company.id, 1, 'Bart');
    expect(await companyFigures(company.id)).toEqual({ average: 3, count: 2 });
    const report = await reportOf('review', bad.ratingId);
    const second = await reportOf('review', bad.ratingId);

    const hidden = await expectActed(
      `/api/admin/reviews/${bad.ratingId}/hide`,
      'Fake review',
      report.id,
    );
    expect(hidden).toEqual({
      entry: {
        id: expect.any(Number),
        adminId,
        adminEmail: 'admin@example.com',
        action: 'review.hide',
        targetType: 'review',
        targetId: bad.ratingId,
        reason: 'Fake review',
        reportId: report.id,
        createdAt: expect.any(String),
      },
      resolvedReports: 2,
    });
    expect(await publicReviews(company.id)).toEqual([kept.ratingId]);
    expect(await companyFigures(company.id)).toEqual({ average: 5, count: 1 });
    // Not to its author either: it is gone from the public page.
    const own = await bad.agent.get(`/api/ratings/user/${bad.user.id}/company/${company.id}`);
    expect(own.json()).toBeNull();
    for (const { id } of [report, second]) {
      expect(await reportStatus(id)).toEqual({
        status: 'upheld',
        resolved_by: adminId,
        resolution: 'Fake review',
      });
    }
    expect(await auditRows('review', bad.ratingId)).toEqual([
      {
        action: 'review.hide',
        admin_id: adminId,
        admin_email: 'admin@example.com',
        reason: 'Fake review',
        report_id: report.id,
      },
    ]);

    const again = await act(`/api/admin/reviews/${bad.ratingId}/hide`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This review is already hidden.');

    const restored = await expectActed(
      `/api/admin/reviews/${bad.ratingId}/restore`,
      'Checked: genuine',
    );
    expect(restored.resolvedReports).toBe(0);
    expect((await publicReviews(company.id)).sort()).toEqual([kept.ratingId, bad.ratingId].sort());
    expect(await companyFigures(company.id)).toEqual({ average: 3, count: 2 });
    expect((await auditRows('review', bad.ratingId)).map((r) => r.action)).toEqual([
      'review.hide',
      'review.restore',
    ]);
    const notHidden = await act(`/api/admin/reviews/${bad.ratingId}/restore`);
    expect(notHidden.statusCode).toBe(409);
    expect(notHidden.json().message).toBe('This review is not hidden.');
  });

  it('tells the reporter that action was taken, and nothing of what or to whom', async () => {
    const company = await createCompany(db(), { name: uniqueName() });
    const { ratingId } = await reviewer(company.id, 2);
    const report = await reportOf('review', ratingId);
    await expectActed(`/api/admin/reviews/${ratingId}/hide`, 'Insults the owner by name');
    const mail = await mailTo(report.email);
    expect(mail.subject).toBe('About your report to QuoteLocal');
    expect(mail.text).toContain('We looked into it and took action.');
    expect(mail.text).not.toContain('Insults');
    expect(mail.text).not.toContain('hid');
  });

  it('answers 404 for a review that does not exist and writes nothing', async () => {
    const before = (await db().execute(sql`SELECT 1 FROM audit_log`)).rows.length;
    const response = await act('/api/admin/reviews/2147483647/hide');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Review not found');
    expect((await db().execute(sql`SELECT 1 FROM audit_log`)).rows.length).toBe(before);
  });
});

describe('hiding and restoring a company', () => {
  it('takes it off search, listings and sitemaps; its page is for its owner and admins only', async () => {
    const owner = await createUser(db(), { firstName: 'Owen' });
    const name = uniqueWord();
    const company = await createCompany(db(), { ownerId: owner.id, name: `${name} Plumbing` });
    const stranger = await signedIn((await createUser(db())).id);
    const { ratingId } = await reviewer(company.id, 4);
    expect(await publicReviews(company.id)).toEqual([ratingId]);
    expect(await searchIds(name)).toEqual([company.id]);
    expect(await userCompanyIds(owner.id)).toEqual([company.id]);
    expect(await categoryIds()).toContain(company.id);
    expect(await sitemapIds()).toContain(company.id);
    const report = await reportOf('company', company.id);

    const result = await expectActed(`/api/admin/companies/${company.id}/hide`, 'Scam listing');
    expect(result.resolvedReports).toBe(1);
    expect(await reportStatus(report.id)).toMatchObject({ status: 'upheld' });
    expect(await searchIds(name)).toEqual([]);
    expect(await userCompanyIds(owner.id)).toEqual([]);
    expect(await userCompanyIds(owner.id, await signedIn(owner.id))).toEqual([company.id]);
    expect(await categoryIds()).not.toContain(company.id);
    expect(await sitemapIds()).not.toContain(company.id);
    // Its reviews leave with it (they were still listed by GET /api/ratings/company/:id once).
    expect(await publicReviews(company.id)).toEqual([]);
    for (const agent of [t.agent(), stranger]) {
      for (const path of [`/api/companies/${company.id}`, `/api/companies/${company.id}/images`]) {
        const page = await agent.get(path);
        expect(page.statusCode, path).toBe(404);
        expect(page.json().message).toBe('Company not found');
      }
    }
    const photos = await (await signedIn(owner.id)).get(`/api/companies/${company.id}/images`);
    expect(photos.statusCode).toBe(200);
    expect((await (await signedIn(owner.id)).get(`/api/companies/${company.id}`)).statusCode).toBe(
      200,
    );
    expect((await admin.get(`/api/companies/${company.id}`)).statusCode).toBe(200);
    expect((await act(`/api/admin/companies/${company.id}/hide`)).json().message).toBe(
      'This company is already hidden.',
    );

    await expectActed(`/api/admin/companies/${company.id}/restore`, 'Owner proved it is real');
    expect(await searchIds(name)).toEqual([company.id]);
    expect(await userCompanyIds(owner.id)).toEqual([company.id]);
    expect(await categoryIds()).toContain(company.id);
    expect(await sitemapIds()).toContain(company.id);
    expect((await t.agent().get(`/api/companies/${company.id}`)).statusCode).toBe(200);
    expect(await publicReviews(company.id)).toEqual([ratingId]);
    expect((await auditRows('company', company.id)).map((r) => r.action)).toEqual([
      'company.hide',
      'company.restore',
    ]);
  });
});

describe('suspending and restoring a user', () => {
  it('ends their session, refuses their login, and takes their companies and reviews off public pages', async () => {
    const user = await createUser(db(), { firstName: 'Sam' });
    const name = uniqueWord();
    const own = await createCompany(db(), { ownerId: user.id, name: `${name} Drains` });
    const reviewed = await createCompany(db(), { name: uniqueName() });
    const other = await reviewer(reviewed.id, 4);
    // Their review, written through the API as themselves.
    const asUser = await signedIn(user.id);
    const draft = await asUser.post('/api/quotes', {
      quoteName: 'Gutter',
      description: LONG_DESCRIPTION,
      companyIds: [reviewed.id],
      jobZip: '94110',
    });
    await asUser.post(`/api/quotes/${draft.json().id}/submit`, {});
    const theirs = (
      await asUser.post(`/api/companies/${reviewed.id}/ratings`, { rating: 1 })
    ).json().id as number;
    expect(await companyFigures(reviewed.id)).toEqual({ average: 2.5, count: 2 });
    const report = await reportOf('user', user.id);

    const result = await expectActed(`/api/admin/users/${user.id}/suspend`, 'Harassing businesses');
    expect(result.resolvedReports).toBe(1);
    expect(await reportStatus(report.id)).toMatchObject({ status: 'upheld' });
    expect((await asUser.get('/api/me')).statusCode).toBe(401);
    const login = await t
      .agent()
      .post('/api/auth/login', { email: user.email, password: FACTORY_PASSWORD });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(ACCOUNT_SUSPENDED);
    // A wrong password hears nothing about the account.
    const guess = await t
      .agent()
      .post('/api/auth/login', { email: user.email, password: 'not the password' });
    expect(guess.statusCode).toBe(401);
    expect(await searchIds(name)).toEqual([]);
    expect(await userCompanyIds(user.id)).toEqual([]);
    expect(await userCompanyIds(user.id, asUser)).toEqual([]); // signed out: a visitor now
    expect((await t.agent().get(`/api/companies/${own.id}`)).statusCode).toBe(404);
    expect((await admin.get(`/api/companies/${own.id}`)).statusCode).toBe(200);
    expect(await publicReviews(reviewed.id)).toEqual([other.ratingId]);
    expect(await companyFigures(reviewed.id)).toEqual({ average: 4, count: 1 });
    const again = await act(`/api/admin/users/${user.id}/suspend`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This account is already suspended.');

    await expectActed(`/api/admin/users/${user.id}/restore`, 'Apologised');
    const back = t.agent();
    const relogin = await back.post('/api/auth/login', {
      email: user.email,
      password: FACTORY_PASSWORD,
    });
    expect(relogin.statusCode, relogin.body).toBe(200);
    expect((await back.get('/api/me')).statusCode).toBe(200);
    expect(await searchIds(name)).toEqual([own.id]);
    expect(await userCompanyIds(user.id)).toEqual([own.id]);
    expect((await t.agent().get(`/api/companies/${own.id}`)).statusCode).toBe(200);
    expect((await publicReviews(reviewed.id)).sort()).toEqual([other.ratingId, theirs].sort());
    expect(await companyFigures(reviewed.id)).toEqual({ average: 2.5, count: 2 });
    expect((await auditRows('user', user.id)).map((r) => r.action)).toEqual([
      'user.suspend',
      'user.restore',
    ]);
  });

  it("ends every session of the user and closes their open sockets, and no one else's", async () => {
    const user = await createUser(db());
    const [laptop, phone] = [await signedIn(user.id), await signedIn(user.id)];
    const bystander = await openSocket(await signedIn((await createUser(db())).id));
    const sockets = [await openSocket(laptop), await openSocket(phone)];
    await expectActed(`/api/admin/users/${user.id}/suspend`);
    for (const { closed } of sockets) {
      expect(await closed).toEqual({ code: SESSION_ENDED_CLOSE_CODE, reason: 'Session ended' });
    }
    const { rows } = await db().execute(sql`SELECT 1 FROM sessions WHERE user_id = ${user.id}`);
    expect(rows).toHaveLength(0);
    expect(bystander.socket.readyState).toBe(WebSocket.OPEN);
    bystander.socket.close();
  });

  it('refuses to suspend oneself or another admin, writing nothing', async () => {
    const self = await act(`/api/admin/users/${adminId}/suspend`);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot suspend your own account.');
    const otherAdmin = await createUser(db(), { email: SECOND_ADMIN });
    const response = await act(`/api/admin/users/${otherAdmin.id}/suspend`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Admins cannot be suspended. Remove the address from ADMIN_EMAILS first.',
    );
    expect(await auditRows('user', adminId)).toEqual([]);
    expect(await auditRows('user', otherAdmin.id)).toEqual([]);
  });
});

describe('dismissing a report', () => {
  it('closes that report only, and tells its reporter the item breaks no guideline', async () => {
    const company = await createCompany(db(), { name: uniqueName() });
    const { ratingId } = await reviewer(company.id, 3);
    const report = await reportOf('review', ratingId);
    const other = await reportOf('review', ratingId);
    const result = await expectActed(`/api/admin/reports/${report.id}/dismiss`, 'Harsh but fair');
    expect(result.entry).toMatchObject({
      action: 'report.dismiss',
      targetType: 'review',
      targetId: ratingId,
      reportId: report.id,
    });
    expect(result.resolvedReports).toBe(1);
    expect(await reportStatus(report.id)).toMatchObject({
      status: 'dismissed',
      resolution: 'Harsh but fair',
    });
    expect(await reportStatus(other.id)).toMatchObject({ status: 'open' });
    expect(await publicReviews(company.id)).toEqual([ratingId]);
    const mail = await mailTo(report.email);
    expect(mail.text).toContain('it does not break our guidelines');
    const again = await act(`/api/admin/reports/${report.id}/dismiss`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This report has already been resolved.');
  });

  it('needs a reason', async () => {
    const report = await reportOf('user', adminId);
    const response = await admin.post(`/api/admin/reports/${report.id}/dismiss`, { reason: '  ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Give a reason.');
    expect(await reportStatus(report.id)).toMatchObject({ status: 'open' });
  });
});

describe('the moderation queue', () => {
  it('lists a status oldest first, a page of 25 at a time, by type if asked', async () => {
    const reporter = (await createUser(db())).id;
    // Reports of deleted items, 30 of users and 3 of companies, a minute apart, oldest first.
    await db().execute(
      sql`UPDATE reports SET status = 'dismissed', resolved_at = now() WHERE status = 'open'`,
    );
    await db().execute(sql`
      INSERT INTO reports (reporter_id, target_type, target_id, reason, created_at)
      SELECT ${reporter}, CASE WHEN n % 11 = 0 THEN 'company' ELSE 'user' END::report_target,
        1000000 + n, 'spam', now() - (100 - n) * interval '1 minute'
      FROM generate_series(1, 33) n`);
    const first = await admin.get('/api/admin/reports');
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json();
    expect(page1.pagination).toEqual({
      total: 33,
      page: 1,
      limit: 25,
      totalPages: 2,
      totalCapped: false,
    });
    const targets = (reports: Report[]) => reports.map((r) => r.targetId - 1000000);
    expect(targets(page1.reports)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(page1.reports[0].item).toMatchObject({
      exists: false,
      title: 'This account has been deleted',
    });
    const page2 = (await admin.get('/api/admin/reports?page=2')).json();
    expect(targets(page2.reports)).toEqual([26, 27, 28, 29, 30, 31, 32, 33]);
    const companies = (await admin.get('/api/admin/reports?type=company')).json();
    expect(targets(companies.reports)).toEqual([11, 22, 33]);
    expect(companies.pagination.total).toBe(3);
    const dismissed = (await admin.get('/api/admin/reports?status=dismissed')).json();
    expect(dismissed.reports.every((r: Report) => r.status === 'dismissed')).toBe(true);
    expect(dismissed.pagination.total).toBeGreaterThan(0);
    expect((await admin.get('/api/admin/reports?status=closed')).statusCode).toBe(400);
    const stats = (await admin.get('/api/admin/stats')).json();
    expect(stats.openReports).toBe(33);
  });

  it('shows a reported review, company and user with who is responsible and where it shows', async () => {
    const owner = await createUser(db(), { firstName: 'Iris', lastName: 'Vale' });
    const company = await createCompany(db(), { ownerId: owner.id, name: 'Juniper Plumbing' });
    const { ratingId, user: author } = await reviewer(company.id, 4.5, 'Hugo');
    await db().execute(
      sql`UPDATE reports SET status = 'dismissed', resolved_at = now() WHERE status = 'open'`,
    );
    await reportOf('review', ratingId);
    await reportOf('company', company.id);
    await reportOf('user', owner.id);
    const items = (await admin.get('/api/admin/reports'))
      .json<{ reports: Report[] }>()
      .reports.map((r) => r.item);
    expect(items).toEqual([
      {
        type: 'review',
        id: ratingId,
        exists: true,
        title: `4.5-star review of Juniper Plumbing by Hugo ${author.lastName}`,
        text: 'Honest work.',
        link: `/companies/${company.id}`,
        hidden: false,
        responsibleUserId: author.id,
        companyId: company.id,
        surrounding: [],
      },
      {
        type: 'company',
        id: company.id,
        exists: true,
        title: `Juniper Plumbing (${company.city}, ${company.state})`,
        text: company.description,
        link: `/companies/${company.id}`,
        hidden: false,
        responsibleUserId: owner.id,
        companyId: company.id,
        surrounding: [],
      },
      {
        type: 'user',
        id: owner.id,
        exists: true,
        title: 'Iris Vale',
        text: owner.email,
        link: null,
        hidden: false,
        responsibleUserId: owner.id,
        companyId: null,
        surrounding: [],
      },
    ]);
  });

  it('shows a reported message with the three entries before and after it', async () => {
    const owner = await createUser(db(), { firstName: 'Opal', lastName: 'Stone' });
    const company = await createCompany(db(), { ownerId: owner.id, name: 'Marigold Plumbing' });
    const { agent: customer, quoteId, user: cust } = await reviewer(company.id, 4, 'Cleo');
    const asOwner = await signedIn(owner.id);
    const ids: number[] = [];
    for (let i = 1; i <= 9; i++) {
      const agent = i % 2 ? customer : asOwner;
      const sent = await agent.request({
        method: 'POST',
        url: `/api/quotes/${quoteId}/companies/${company.id}/messages`,
        ...multipart({ message: `Message ${i}` }),
      });
      expect(sent.statusCode, sent.body).toBe(201);
      ids.push(sent.json().id);
    }
    await reportOf('message', ids[4]!, owner.id);
    const queue = (await admin.get('/api/admin/reports?type=message')).json();
    const item = queue.reports[0].item;
    expect(item).toMatchObject({
      type: 'message',
      id: ids[4],
      exists: true,
      title: `Message from ${cust.firstName} ${cust.lastName} to Marigold Plumbing`,
      text: 'Message 5',
      responsibleUserId: cust.id,
      companyId: company.id,
    });
    expect(item.surrounding.map((m: { text: string }) => m.text)).toEqual(
      [2, 3, 4, 5, 6, 7, 8].map((i) => `Message ${i}`),
    );
    expect(
      item.surrounding
        .filter((m: { reported: boolean }) => m.reported)
        .map((m: { id: number }) => m.id),
    ).toEqual([ids[4]]);
    expect(item.surrounding[0].author).toBe('Marigold Plumbing');
  });
});

describe('the audit log', () => {
  it('lists entries newest first', async () => {
    const list = (await admin.get('/api/admin/audit')).json();
    expect(list.entries.length).toBeGreaterThan(3);
    const times = list.entries.map((e: { createdAt: string }) => e.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('refuses UPDATE, DELETE and TRUNCATE from SQL', async () => {
    const refused = /audit_log is append-only: (UPDATE|DELETE|TRUNCATE) is not allowed/;
    const before = (await db().execute(sql`SELECT 1 FROM audit_log`)).rows.length;
    expect(before).toBeGreaterThan(0);
    for (const statement of [
      sql`UPDATE audit_log SET reason = 'rewritten'`,
      sql`DELETE FROM audit_log`,
      sql`TRUNCATE audit_log`,
    ]) {
      const error = await db()
        .execute(statement)
        .then(
          () => null,
          (e: { cause?: Error; message: string }) => e.cause?.message ?? e.message,
        );
      expect(error).toMatch(refused);
    }
    expect((await db().execute(sql`SELECT 1 FROM audit_log`)).rows.length).toBe(before);
    const { rows } = await db().execute(sql`SELECT 1 FROM audit_log WHERE reason = 'rewritten'`);
    expect(rows).toHaveLength(0);
  });
});

describe('finding users and companies', () => {
  it('searches by name or e-mail address and opens the record with its reports and history', async () => {
    const user = await createUser(db(), {
      firstName: 'Xanthe',
      lastName: 'Morrow',
      email: 'xanthe.m@example.com',
    });
    const company = await createCompany(db(), { ownerId: user.id, name: 'Xanadu Roofing' });
    await reportOf('company', company.id);
    const byName = (await admin.get('/api/admin/users?q=xanthe')).json();
    expect(byName.users.map((u: { id: number }) => u.id)).toEqual([user.id]);
    expect(byName.users[0]).toMatchObject({ companies: 1, suspended: false, openReports: 0 });
    const byEmail = (await admin.get('/api/admin/users?q=XANTHE.M%40')).json();
    expect(byEmail.users.map((u: { id: number }) => u.id)).toEqual([user.id]);
    expect((await admin.get('/api/admin/users?q=100%25')).json().users).toEqual([]);
    const companies = (await admin.get('/api/admin/companies?q=xanthe.m')).json();
    expect(companies.companies.map((c: { id: number }) => c.id)).toEqual([company.id]);
    expect(companies.companies[0]).toMatchObject({
      ownerEmail: 'xanthe.m@example.com',
      openReports: 1,
      hidden: false,
    });

    await expectActed(`/api/admin/companies/${company.id}/hide`, 'Unlicensed');
    const details = (await admin.get(`/api/admin/companies/${company.id}`)).json();
    expect(details).toMatchObject({ id: company.id, hidden: true, openReports: 0 });
    expect(details.reports.map((r: Report) => r.status)).toEqual(['upheld']);
    expect(details.audit.map((e: { action: string }) => e.action)).toEqual(['company.hide']);
    const userDetails = (await admin.get(`/api/admin/users/${user.id}`)).json();
    expect(userDetails.ownedCompanies.map((c: { id: number }) => c.id)).toEqual([company.id]);
    expect((await admin.get('/api/admin/users/2147483647')).statusCode).toBe(404);
  });
});
