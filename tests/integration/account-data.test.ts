import { stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Rating } from '@/contract/rating';
import type { AccountExport } from '@/contract/user';
import { anonymiseDeletedAccounts } from '@/server/modules/account/account-anonymisation';
import { SWEEP_AGES, sweepUploads } from '@/server/modules/objects/upload-sweep';
import { FACTORY_PASSWORD } from '../support/factories';
import { logInAs, signInAs } from '../support/sessions';
import { createTestApp, validSignup, type Agent, type TestApp } from '../support/test-app';
import { buildWorld, type World } from '../support/world';

let t: TestApp;
let world: World;
let asCustomer: Agent;

beforeAll(async () => {
  t = await createTestApp();
  world = await buildWorld(t);
  asCustomer = await logInAs(t, world.users.customer.email);
  expect((await asCustomer.post(`/api/favorites/${world.company.id}`)).statusCode).toBe(200);
});
afterAll(async () => t.close());

const deleteAccount = (agent: Agent, password: string) =>
  agent.request({ method: 'DELETE', url: '/api/me', payload: { password } });

async function exportOf(agent: Agent) {
  const response = await agent.get('/api/me/export');
  expect(response.statusCode).toBe(200);
  return { response, data: response.json<AccountExport>() };
}

const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await t.app.db.execute<T>(query)).rows;

const searchNames = async (q: string) =>
  (await t.agent().get(`/api/search?q=${encodeURIComponent(q)}`))
    .json<{ results: Array<{ name: string }> }>()
    .results.map((c) => c.name);

const fileExists = (key: string) =>
  stat(path.join(t.config.dataDir, 'objects', key.slice(0, 2), key)).then(
    () => true,
    () => false,
  );

describe('exporting one’s data', () => {
  it('downloads the customer’s profile, quotes with conversations, reviews and favourites', async () => {
    const { response, data } = await exportOf(asCustomer);
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="quotelocal-export-${today}.json"`,
    );
    expect(response.headers['content-type']).toMatch(/^application\/json/);

    expect(data.profile).toMatchObject({
      id: world.users.customer.id,
      email: world.users.customer.email,
      firstName: 'Cora',
    });
    const quoteIds = data.quotes.map((q) => q.id);
    expect(quoteIds).toEqual(expect.arrayContaining([world.quoteId, world.draftId]));
    const submitted = data.quotes.find((q) => q.id === world.quoteId)!;
    const [conversation] = submitted.conversations as Array<{
      companyName: string;
      messages: Array<{ from: string; message: string }>;
      estimates: unknown[];
    }>;
    expect(conversation!.companyName).toBe('Harbor Plumbing');
    expect(conversation!.messages.map((m) => [m.from, m.message])).toEqual([
      ['you', 'Hello, when could you come by?'],
      ['business', 'Tuesday at 9 works for us.'],
    ]);
    const draft = data.quotes.find((q) => q.id === world.draftId)!;
    expect(draft.images).toEqual([
      expect.objectContaining({
        url: expect.stringMatching(/^http:\/\/localhost:5000\/api\/objects\/\d+$/),
      }),
    ]);
    expect(data.reviews).toEqual([
      expect.objectContaining({ id: world.ratingId, companyName: 'Harbor Plumbing', rating: 4 }),
    ]);
    expect(data.favorites).toEqual([
      expect.objectContaining({ companyId: world.company.id, companyName: 'Harbor Plumbing' }),
    ]);
    expect(data.companies).toEqual([]);

    // Nothing secret, and nobody else's account.
    const text = response.body;
    expect(text).not.toMatch(/password|argon2|token/i);
    for (const other of ['owner', 'otherCustomer', 'otherOwner', 'admin'] as const) {
      expect(text).not.toContain(world.users[other].email);
    }
    expect(text).not.toContain('Rival Plumbing');
  });

  it('gives an owner their companies with photos and the reviews they received', async () => {
    const asOwner = await signInAs(t.app.db, t.agent(), world.users.owner.id);
    const { data } = await exportOf(asOwner);
    expect(data.quotes).toEqual([]);
    const company = data.companies.find((c) => c.id === world.company.id)!;
    expect(company.name).toBe('Harbor Plumbing');
    expect(company.photos).toEqual([
      expect.objectContaining({ url: expect.stringMatching(/\/api\/objects\/\d+$/) }),
    ]);
    expect(company.reviewsReceived).toEqual([
      expect.objectContaining({ id: world.ratingId, reviewerFirstName: 'Cora', rating: 4 }),
    ]);
    expect(company.messagesSent).toEqual([
      expect.objectContaining({ quoteId: world.quoteId, message: 'Tuesday at 9 works for us.' }),
    ]);
    expect(JSON.stringify(data)).not.toContain(world.users.customer.email);
  });

  it('is refused to visitors', async () => {
    expect((await t.agent().get('/api/me/export')).statusCode).toBe(401);
  });
});

describe('deleting one’s account', () => {
  it('needs the account’s password', async () => {
    const response = await deleteAccount(asCustomer, 'not my password');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      'That password is not right. Your account was not deleted.',
    );
    expect((await asCustomer.get('/api/me')).statusCode).toBe(200);
    const missing = await asCustomer.request({ method: 'DELETE', url: '/api/me', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please type your password.');
  });

  it('ends every session at once, refuses login as for an unknown address and takes the companies off search', async () => {
    const { email, id } = world.users.otherOwner;
    const first = await logInAs(t, email);
    const second = await logInAs(t, email);
    expect(await searchNames('Rival Plumbing')).toContain('Rival Plumbing');

    const response = await deleteAccount(first, FACTORY_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json().success).toBe(true);
    expect(first.cookies.has('ql_session')).toBe(false);
    expect((await second.get('/api/me')).statusCode).toBe(401);

    const login = await t.agent().post('/api/auth/login', { email, password: FACTORY_PASSWORD });
    const unknown = await t.agent().post('/api/auth/login', {
      email: 'nobody-here@example.com',
      password: FACTORY_PASSWORD,
    });
    expect([login.statusCode, login.json().message]).toEqual([401, 'Invalid email or password']);
    expect(login.json()).toEqual(unknown.json());

    // A session row that survived (made after the fact) is refused all the same.
    const revived = await signInAs(t.app.db, t.agent(), id);
    expect((await revived.get('/api/me')).statusCode).toBe(401);

    expect(await searchNames('Rival Plumbing')).not.toContain('Rival Plumbing');
    const [company] = await rows<{ is_active: boolean; listed: boolean }>(
      sql`SELECT is_active, listed FROM companies WHERE id = ${world.otherCompanyId}`,
    );
    expect(company).toEqual({ is_active: false, listed: false });
    // The address stays taken until the account is anonymised.
    const signup = await t.agent().post('/api/auth/signup', validSignup({ email }));
    expect(signup.statusCode).toBe(409);
  });
});

describe('anonymising deleted accounts after 30 days', () => {
  it('keeps reviews as "Former customer" and the business’s side of conversations, and removes the rest with its files', async () => {
    const { id, email } = world.users.customer;
    const [before] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM users WHERE anonymised_at IS NOT NULL`,
    );
    const objects = await rows<{ id: number; storage_key: string }>(
      sql`SELECT id, storage_key FROM stored_objects WHERE owner_id = ${id} ORDER BY id`,
    );
    expect(objects.length).toBeGreaterThanOrEqual(2); // the draft's image and the private upload
    for (const o of objects) expect(await fileExists(o.storage_key)).toBe(true);

    expect((await deleteAccount(asCustomer, FACTORY_PASSWORD)).statusCode).toBe(200);
    // Not yet 30 days: nothing is anonymised.
    expect(await anonymiseDeletedAccounts(t.app.db)).toBe(0);
    const reviewer = async () =>
      (await t.agent().get(`/api/ratings/company/${world.company.id}`))
        .json<Rating[]>()
        .find((r) => r.id === world.ratingId)?.userFirstName;
    expect(await reviewer()).toBe('Cora');

    await t.app.db.execute(
      sql`UPDATE users SET deleted_at = now() - interval '31 days' WHERE id = ${id}`,
    );
    expect(await anonymiseDeletedAccounts(t.app.db)).toBe(1);

    expect(await reviewer()).toBe('Former customer');
    const asOwner = await signInAs(t.app.db, t.agent(), world.users.owner.id);
    const thread = await asOwner.get(
      `/api/quotes/${world.quoteId}/companies/${world.company.id}/messages`,
    );
    expect(thread.statusCode).toBe(200);
    expect(thread.json<Array<{ message: string }>>().map((m) => m.message)).toEqual([
      'Tuesday at 9 works for us.',
    ]);
    const [user] = await rows<Record<string, unknown>>(sql`
      SELECT first_name, last_name, email, phone_number, email_notifications, text_notifications,
        anonymised_at IS NOT NULL AS anonymised FROM users WHERE id = ${id}`);
    expect(user).toEqual({
      first_name: 'Former customer',
      last_name: '',
      email: `deleted-${id}@deleted.invalid`,
      phone_number: null,
      email_notifications: false,
      text_notifications: false,
      anonymised: true,
    });
    const left = await rows<{ what: string; n: number }>(sql`
      SELECT 'favorites' AS what, count(*)::int AS n FROM favorites WHERE user_id = ${id}
      UNION ALL SELECT 'drafts', count(*)::int FROM quotes WHERE user_id = ${id} AND status = 'draft'
      UNION ALL SELECT 'quote images', count(*)::int FROM quote_images qi
        JOIN quotes q ON q.id = qi.quote_id WHERE q.user_id = ${id}
      UNION ALL SELECT 'submitted quotes', count(*)::int FROM quotes
        WHERE user_id = ${id} AND status <> 'draft'
      UNION ALL SELECT 'reviews', count(*)::int FROM ratings WHERE user_id = ${id}
      UNION ALL SELECT 'notifications', count(*)::int FROM notifications WHERE user_id = ${id}`);
    expect(Object.fromEntries(left.map((r) => [r.what, r.n]))).toEqual({
      favorites: 0,
      drafts: 0,
      'quote images': 0,
      'submitted quotes': 1,
      reviews: 1,
      notifications: 0,
    });
    const [company] = await rows<{ favorites_count: number }>(
      sql`SELECT favorites_count FROM companies WHERE id = ${world.company.id}`,
    );
    expect(company!.favorites_count).toBe(0);

    // The uploads nothing uses any more go with their files at the next sweep (a day later).
    await sweepUploads(t.app.db, t.app.storage, SWEEP_AGES, new Date(Date.now() + 25 * 3600_000));
    const ids = objects.map((o) => o.id);
    const remaining = await rows(
      sql`SELECT id FROM stored_objects WHERE id IN ${sql.raw(`(${ids.join(',')})`)}`,
    );
    expect(remaining).toEqual([]);
    for (const o of objects) expect(await fileExists(o.storage_key)).toBe(false);

    // The real address is free again; a second run changes nothing.
    const signup = await t.agent().post('/api/auth/signup', validSignup({ email }));
    expect(signup.statusCode).toBe(201);
    const snapshot = () => rows(sql`SELECT to_jsonb(u) AS u FROM users u WHERE id = ${id}`);
    const once = await snapshot();
    expect(await anonymiseDeletedAccounts(t.app.db)).toBe(0);
    expect(await snapshot()).toEqual(once);
    const [after] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM users WHERE anonymised_at IS NOT NULL`,
    );
    expect(after!.n).toBe(before!.n + 1);
  });

  it('is scheduled daily', async () => {
    const [schedule] = await rows<{ cron: string }>(
      sql`SELECT cron FROM pgboss.schedule WHERE name = 'maintenance.anonymise-deleted'`,
    );
    expect(schedule?.cron).toMatch(/^\d+ \d+ \* \* \*$/);
  });
});
