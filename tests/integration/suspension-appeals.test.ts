import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_LONGER_ON_QUOTELOCAL } from '@/contract/company';
import {
  ACCOUNT_SUSPENDED,
  APPEAL_ALREADY_OPEN,
  APPEAL_FORM_EXPIRED,
  APPEAL_MAX_LENGTH,
  APPEAL_NOT_SUSPENDED,
  APPEAL_REQUIRED,
  APPEAL_SENT,
  APPEAL_TOO_LONG,
  type Appeal,
  type AuditEntry,
  type SuspensionNotice,
} from '@/contract/moderation';
import { quoteToNewBusinesses } from '../support/businesses';
import { createUser, FACTORY_PASSWORD } from '../support/factories';
import { inDays } from '../support/dates';
import { loggedIn, signInAs } from '../support/sessions';
import { createTestApp, type Agent, type TestApp } from '../support/test-app';

/**
 * Issue 31, item 5, through the API: a suspended person is told the admin's reason by e-mail and
 * (after the right password only) at login, with a single-use appeal that reaches the admin queue,
 * where restoring the account grants it and dismissing it keeps the suspension; the customers who
 * hired a business that left the site keep their page of it, marked, and their conversation.
 */

let t: TestApp;
let admin: Agent;

beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t.app.db, { firstName: 'Ada', email: 'admin@example.com' });
  admin = await signInAs(t.app.db, t.agent(), user.id);
});
afterAll(async () => t.close());

const REASON = 'Several customers reported threatening messages from this account.';

const login = (email: string, password = FACTORY_PASSWORD) =>
  t.agent().post('/api/auth/login', { email, password });

async function suspend(userId: number, reason = REASON) {
  const res = await admin.post(`/api/admin/users/${userId}/suspend`, { reason });
  expect(res.statusCode, res.body).toBe(200);
}

/** The 403 a suspended account's login answers: the spec's message, the reason, the appeal. */
async function noticeAtLogin(email: string): Promise<SuspensionNotice> {
  const res = await login(email);
  expect(res.statusCode, res.body).toBe(403);
  const body = res.json<{ error: string; message: string; suspension: SuspensionNotice }>();
  expect(body.error).toBe(ACCOUNT_SUSPENDED);
  expect(body.message).toBe(ACCOUNT_SUSPENDED);
  return body.suspension;
}

const appeal = (token: string | null, message: string) =>
  t.agent().post('/api/suspension-appeals', { token, message });

async function openAppeals(): Promise<Appeal[]> {
  const res = await admin.get('/api/admin/appeals');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ appeals: Appeal[] }>().appeals;
}

describe('a suspension explained', () => {
  it('e-mails the person the reason and how to appeal, whatever their notification settings', async () => {
    const user = await createUser(t.app.db, {
      firstName: 'Sam',
      emailNotifications: false,
      emailNotificationsQuotes: false,
      emailNotificationsMessages: false,
    });
    await suspend(user.id);
    const mail = await t.waitForMail(
      (m) => m.to === user.email && m.subject === 'Your QuoteLocal account is suspended',
    );
    expect(mail.text).toContain(ACCOUNT_SUSPENDED);
    expect(mail.text).toContain(REASON);
    expect(mail.text).toContain('To appeal, log in with your e-mail address and password');
    expect(mail.text).toContain('http://localhost:5000/?login=1');
    expect(mail.html).toContain(REASON);
  });

  it('tells the reason at login only after the right password, with a single-use appeal', async () => {
    const user = await createUser(t.app.db, { firstName: 'Rory' });
    await suspend(user.id);

    const guess = await login(user.email, 'not the password');
    expect(guess.statusCode).toBe(401);
    expect(guess.body).not.toContain(REASON);
    expect(guess.json()).not.toHaveProperty('suspension');

    const notice = await noticeAtLogin(user.email);
    expect(notice).toMatchObject({ reason: REASON, appeal: null });
    expect(notice.appealToken).toEqual(expect.any(String));
    // The token is stored hashed only.
    const { rows } = await t.app.db.execute<{ token_hash: string }>(sql`
      SELECT token_hash FROM auth_tokens WHERE user_id = ${user.id} AND purpose = 'suspension_appeal'`);
    expect(rows.length).toBe(1);
    expect(rows[0]!.token_hash).not.toBe(notice.appealToken);

    // The form's checks, in the contract's words; a refused appeal keeps the token.
    const empty = await appeal(notice.appealToken, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      message: APPEAL_REQUIRED,
      fields: { message: APPEAL_REQUIRED },
    });
    const long = await appeal(notice.appealToken, 'x'.repeat(APPEAL_MAX_LENGTH + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(APPEAL_TOO_LONG);
    const forged = await appeal('not-a-token', 'Please look again.');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(APPEAL_FORM_EXPIRED);

    // A second login's token, taken before the appeal is sent, meets the open appeal: 409.
    const second = await noticeAtLogin(user.email);
    const sent = await appeal(
      notice.appealToken,
      'Those messages were sent by my former employee.',
    );
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toEqual({ success: true, message: APPEAL_SENT });
    const spent = await appeal(notice.appealToken, 'Again.');
    expect(spent.statusCode).toBe(400);
    expect(spent.json().message).toBe(APPEAL_FORM_EXPIRED);
    const twice = await appeal(second.appealToken, 'One more time.');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(APPEAL_ALREADY_OPEN);

    // While it waits, the login says so and offers no new form.
    const waiting = await noticeAtLogin(user.email);
    expect(waiting.appeal).toMatchObject({ status: 'open' });
    expect(waiting.appealToken).toBeNull();

    // It waits in the admin queue, with the suspension's reason, counted on the dashboard; for
    // admins only.
    const mine = (await openAppeals()).find((a) => a.user.id === user.id);
    expect(mine).toMatchObject({
      status: 'open',
      message: 'Those messages were sent by my former employee.',
      user: { email: user.email, suspended: true },
      suspension: { reason: REASON },
    });
    expect((await admin.get('/api/admin/stats')).json().openAppeals).toBeGreaterThanOrEqual(1);
    const customer = await signInAs(t.app.db, t.agent(), (await createUser(t.app.db)).id);
    expect((await customer.get('/api/admin/appeals')).statusCode).toBe(403);
    expect((await t.agent().get('/api/admin/appeals')).statusCode).toBe(401);
    expect(
      (await customer.post(`/api/admin/appeals/${mine!.id}/dismiss`, { reason: 'x' })).statusCode,
    ).toBe(403);
  });

  it('dismissing an appeal keeps the suspension, is audited and is told by e-mail; a new appeal may follow', async () => {
    const user = await createUser(t.app.db, { firstName: 'Dana' });
    await suspend(user.id);
    const { appealToken } = await noticeAtLogin(user.email);
    expect((await appeal(appealToken, 'I did nothing wrong.')).statusCode).toBe(201);
    const open = (await openAppeals()).find((a) => a.user.id === user.id)!;

    const noReason = await admin.post(`/api/admin/appeals/${open.id}/dismiss`, { reason: '' });
    expect(noReason.statusCode).toBe(400);
    const res = await admin.post(`/api/admin/appeals/${open.id}/dismiss`, {
      reason: 'The messages came from your own login, from your own device.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().entry).toMatchObject({
      action: 'appeal.dismiss',
      targetType: 'user',
      targetId: user.id,
    } satisfies Partial<AuditEntry>);
    const again = await admin.post(`/api/admin/appeals/${open.id}/dismiss`, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(
      (await admin.post('/api/admin/appeals/999999/dismiss', { reason: 'x' })).statusCode,
    ).toBe(404);

    const mail = await t.waitForMail(
      (m) => m.to === user.email && m.subject === 'About your appeal to QuoteLocal',
    );
    expect(mail.text).toContain('your account stays suspended');
    expect(mail.text).toContain('The messages came from your own login, from your own device.');
    expect((await openAppeals()).some((a) => a.user.id === user.id)).toBe(false);
    const dismissed = await admin.get('/api/admin/appeals?status=dismissed');
    expect(
      dismissed.json<{ appeals: Appeal[] }>().appeals.find((a) => a.id === open.id),
    ).toMatchObject({
      resolvedBy: 'admin@example.com',
      resolution: expect.stringContaining('own device'),
    });

    const after = await noticeAtLogin(user.email);
    expect(after.appeal).toMatchObject({ status: 'dismissed' });
    expect(after.appealToken).toEqual(expect.any(String));
    const audit = await admin.get(`/api/admin/users/${user.id}`);
    expect((audit.json().audit as AuditEntry[]).map((e) => e.action)).toContain('appeal.dismiss');
  });

  it('restoring the account grants the open appeal, tells the person, and lets them log in', async () => {
    const user = await createUser(t.app.db, { firstName: 'Gale' });
    await suspend(user.id);
    const { appealToken } = await noticeAtLogin(user.email);
    expect((await appeal(appealToken, 'It was a misunderstanding.')).statusCode).toBe(201);
    const open = (await openAppeals()).find((a) => a.user.id === user.id)!;

    const res = await admin.post(`/api/admin/users/${user.id}/restore`, {
      reason: 'Appeal accepted: the employee has left.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const granted = await admin.get('/api/admin/appeals?status=granted');
    expect(
      granted.json<{ appeals: Appeal[] }>().appeals.find((a) => a.id === open.id),
    ).toMatchObject({ status: 'granted', user: { suspended: false } });
    await t.waitForMail(
      (m) => m.to === user.email && m.subject === 'Your QuoteLocal account is restored',
    );
    expect((await login(user.email)).statusCode).toBe(200);
    // An unused appeal token of a restored account files nothing.
    await suspend(user.id, 'Again');
    const { appealToken: late } = await noticeAtLogin(user.email);
    await admin.post(`/api/admin/users/${user.id}/restore`, { reason: 'Mistake' });
    const refused = await appeal(late, 'Hello?');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(APPEAL_NOT_SUSPENDED);
  });
});

describe('a business that left the site, as its hiring customer sees it', () => {
  it('keeps its page (marked), the conversation and the estimates for the customer who hired it only', async () => {
    const { customer, vendors, quoteId } = await quoteToNewBusinesses(t, {
      customer: 'Hana',
      quoteName: 'Bathroom tiles',
      description:
        'Retile a small bathroom floor and the shower wall: about 60 square feet in total, old tiles to remove, the subfloor is sound.',
      companies: [{ name: 'Tidy Tile Co' }, { name: 'Other Tile Co' }],
    });
    const [hired, other] = vendors;
    const companyId = hired!.company.id;
    const estimate = await hired!.agent.post(
      `/api/quotes/${quoteId}/companies/${companyId}/estimates`,
      {
        priceType: 'fixed',
        priceCents: 120_000,
        includes: 'Removal of the old tiles, new tiles laid and grouted, clean-up.',
        earliestStart: inDays(3),
        validUntil: inDays(30),
      },
    );
    expect(estimate.statusCode, estimate.body).toBe(201);
    const hire = await customer.agent.post(`/api/quotes/${quoteId}/hire`, { companyId });
    expect(hire.statusCode, hire.body).toBe(200);
    // Another customer who only asked this business for a quote, without hiring it.
    const asker = await loggedIn(t, { firstName: 'Ivo' });
    const asked = await asker.agent.post('/api/quotes', {
      quoteName: 'Tiles',
      companyIds: [companyId],
    });
    expect(asked.statusCode, asked.body).toBe(201);

    expect(
      (await customer.agent.get(`/api/companies/${companyId}`)).json().noLongerOnQuoteLocal,
    ).toBe(false);
    await suspend(hired!.user.id, 'Took deposits and never came.');

    const page = await customer.agent.get(`/api/companies/${companyId}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ id: companyId, noLongerOnQuoteLocal: true });
    expect(NO_LONGER_ON_QUOTELOCAL).toBe('This business is no longer on QuoteLocal');
    expect((await customer.agent.get(`/api/companies/${companyId}/images`)).statusCode).toBe(200);
    // Everyone else: as before, gone.
    expect((await t.agent().get(`/api/companies/${companyId}`)).statusCode).toBe(404);
    expect((await asker.agent.get(`/api/companies/${companyId}`)).statusCode).toBe(404);
    expect((await other!.agent.get(`/api/companies/${companyId}`)).statusCode).toBe(404);
    // Admins see it unmarked, as the record it is.
    expect((await admin.get(`/api/companies/${companyId}`)).json().noLongerOnQuoteLocal).toBe(
      false,
    );

    // The customer's own quote, conversation and estimates with it stay readable.
    const quote = await customer.agent.get(`/api/quotes/${quoteId}`);
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().hiredCompanyId).toBe(companyId);
    const conversation = await customer.agent.get(
      `/api/quotes/${quoteId}/companies/${companyId}/messages`,
    );
    expect(conversation.statusCode, conversation.body).toBe(200);
    const estimates = await customer.agent.get(
      `/api/quotes/${quoteId}/companies/${companyId}/estimates`,
    );
    expect(estimates.statusCode, estimates.body).toBe(200);
    expect(JSON.stringify(estimates.json())).toContain('120000');
    expect((await customer.agent.get(`/api/quotes/${quoteId}/conversations`)).statusCode).toBe(200);

    // Restored, the business is an ordinary page again.
    await admin.post(`/api/admin/users/${hired!.user.id}/restore`, { reason: 'Refunded' });
    expect(
      (await customer.agent.get(`/api/companies/${companyId}`)).json().noLongerOnQuoteLocal,
    ).toBe(false);
    expect((await t.agent().get(`/api/companies/${companyId}`)).statusCode).toBe(200);
  });
});
