import { stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Rating } from '@/contract/rating';
import { anonymiseDeletedAccounts } from '@/server/modules/account/account-anonymisation';
import { SWEEP_AGES, sweepUploads } from '@/server/modules/objects/upload-sweep';
import { downloadExport } from '../support/account-export';
import { inDays } from '../support/dates';
import { createCompany, FACTORY_PASSWORD } from '../support/factories';
import { multipart } from '../support/files';
import { logInAs, signInAs } from '../support/sessions';
import { createTestApp, validSignup, type Agent, type TestApp } from '../support/test-app';
import { buildWorld, LONG_DESCRIPTION, type World } from '../support/world';

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

/** The archive's photos folder, by file name. */
const photoNames = (files: Record<string, Uint8Array>) =>
  Object.keys(files).filter((name) => name.startsWith('photos/'));

/** What an image file in the archive is, read from its bytes. */
const imageOf = async (bytes: Uint8Array | undefined) => {
  if (!bytes) throw new Error('no such file in the archive');
  const { format, width, height } = await sharp(bytes).metadata();
  return { format, width, height };
};

describe('exporting one’s data', () => {
  it('downloads the customer’s data as a ZIP: indented JSON, a readable summary and their photos', async () => {
    const asker = 'Is 9 < 10 & "soon" ok? <script>alert(1)</script>';
    const sent = await asCustomer.request({
      method: 'POST',
      url: `/api/quotes/${world.quoteId}/companies/${world.company.id}/messages`,
      ...multipart({ message: asker }),
    });
    expect(sent.statusCode, sent.body).toBe(201);

    const { response, files, json, data, summary } = await downloadExport(asCustomer);
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="quotelocal-export-${today}.zip"`,
    );
    expect(response.headers['content-type']).toBe('application/zip');

    // The draft's image and the private upload: the customer's own photos, as image files.
    const draft = data.quotes.find((q) => q.id === world.draftId)!;
    const [draftImage] = draft.images;
    expect(draftImage).toMatchObject({
      url: expect.stringMatching(/^http:\/\/localhost:5000\/api\/objects\/\d+$/),
      file: expect.stringMatching(/^photos\/\d+\.png$/),
    });
    expect(Object.keys(files).sort()).toEqual(
      [
        'data.json',
        draftImage!.file!,
        `photos/${world.privateObjectId}.png`,
        'summary.html',
      ].sort(),
    );
    expect(await imageOf(files[draftImage!.file!])).toEqual({
      format: 'png',
      width: 64,
      height: 48,
    });

    expect(json).toMatch(/^\{\n {2}"exportedAt": "/);
    expect(data.profile).toMatchObject({
      id: world.users.customer.id,
      email: world.users.customer.email,
      firstName: 'Cora',
      // The saved language (issue 33).
      locale: 'en',
    });
    expect(data.quotes.map((q) => q.id)).toEqual(
      expect.arrayContaining([world.quoteId, world.draftId]),
    );
    const submitted = data.quotes.find((q) => q.id === world.quoteId)!;
    const [conversation] = submitted.conversations;
    expect(conversation!.companyName).toBe('Harbor Plumbing');
    expect(conversation!.messages.map((m) => [m.from, m.message])).toEqual([
      ['you', 'Hello, when could you come by?'],
      ['business', 'Tuesday at 9 works for us.'],
      ['you', asker],
    ]);
    expect(data.reviews).toEqual([
      expect.objectContaining({ id: world.ratingId, companyName: 'Harbor Plumbing', rating: 4 }),
    ]);
    expect(data.favorites).toEqual([
      expect.objectContaining({ companyId: world.company.id, companyName: 'Harbor Plumbing' }),
    ]);
    expect(data.companies).toEqual([]);

    // The summary: one page to read, the person's words escaped, their photos from the archive.
    expect(summary).toMatch(/^<!doctype html>/);
    expect(summary).toContain('Cora Owner');
    expect(summary).toContain('<h3>Kitchen sink</h3>');
    expect(summary).toContain('With Harbor Plumbing');
    expect(summary).toContain('Tuesday at 9 works for us.');
    expect(summary).toContain(
      'Is 9 &lt; 10 &amp; &quot;soon&quot; ok? &lt;script&gt;alert(1)&lt;/script&gt;',
    );
    expect(summary).not.toMatch(/<script|src="http/i);
    expect(summary).toContain(`<img src="${draftImage!.file}"`);

    // Nothing secret, and nobody else's account.
    for (const text of [json, summary]) {
      expect(text).not.toMatch(/password|argon2|token/i);
      for (const other of ['owner', 'otherCustomer', 'otherOwner', 'admin'] as const) {
        expect(text).not.toContain(world.users[other].email);
      }
      expect(text).not.toContain('Rival Plumbing');
    }
  });

  it('gives an owner each company’s photos, service area, reviews, requests with the estimates sent, and leads', async () => {
    const { owner, otherCustomer } = world.users;
    const asOwner = await signInAs(t.app.db, t.agent(), owner.id);
    // Harbor Plumbing works in two ZIP codes (stored as the business form saves them).
    await t.app.db.execute(
      sql`UPDATE companies SET service_area = 'zips' WHERE id = ${world.company.id}`,
    );
    await t.app.db.execute(sql`INSERT INTO company_service_zips (company_id, zip)
      VALUES (${world.company.id}, '94103'), (${world.company.id}, '94110')`);
    // A roofer of the owner's, the only one around, is offered another customer's matched
    // request, accepts it and sends an estimate.
    const roofer = await createCompany(t.app.db, {
      ownerId: owner.id,
      name: 'Harbor Roofing',
      category: 'roofing-gutters',
    });
    const asOtto = await signInAs(t.app.db, t.agent(), otherCustomer.id);
    const matched = await asOtto.post('/api/quotes/matched', { categorySlug: 'roofing-gutters' });
    expect(matched.statusCode, matched.body).toBe(201);
    const gutterId = matched.json<{ id: number }>().id;
    const submitted = await asOtto.post(`/api/quotes/${gutterId}/submit`, {
      quoteName: 'Leaking gutter',
      description: LONG_DESCRIPTION,
      jobZip: '94110',
      jobAddress: '7 Otto Street',
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const leads = await asOwner.get(`/api/companies/${roofer.id}/leads`);
    const [lead] = leads.json<{ leads: Array<{ id: number }> }>().leads;
    expect((await asOwner.post(`/api/leads/${lead!.id}/accept`)).statusCode).toBe(200);
    const estimate = await asOwner.post(
      `/api/quotes/${gutterId}/companies/${roofer.id}/estimates`,
      {
        priceType: 'fixed',
        priceCents: 90_000,
        includes: 'New gutter run, downspout and brackets, parts and labour.',
        earliestStart: inDays(3),
        validUntil: inDays(30),
      },
    );
    expect(estimate.statusCode, estimate.body).toBe(201);

    const { files, json, data, summary } = await downloadExport(asOwner);
    expect(data.quotes).toEqual([]);
    const plumbing = data.companies.find((c) => c.id === world.company.id)!;
    expect(plumbing.name).toBe('Harbor Plumbing');
    expect(plumbing.serviceArea).toEqual({
      kind: 'zips',
      radiusMiles: null,
      zips: ['94103', '94110'],
    });
    expect(plumbing.photos).toEqual([
      expect.objectContaining({
        url: expect.stringMatching(/\/api\/objects\/\d+$/),
        file: expect.stringMatching(/^photos\/\d+\.png$/),
      }),
    ]);
    const photo = plumbing.photos[0]!.file!;
    expect(photoNames(files).sort()).toEqual([photo, `photos/${world.ownerObjectId}.png`].sort());
    expect(await imageOf(files[photo])).toMatchObject({ format: 'png' });
    expect(plumbing.reviewsReceived).toEqual([
      expect.objectContaining({ id: world.ratingId, reviewerFirstName: 'Cora', rating: 4 }),
    ]);
    // Requests as the inbox shows them: the customer's name, not the street address (not hired).
    expect(plumbing.requestsReceived).toEqual([
      expect.objectContaining({
        quoteId: world.quoteId,
        quoteName: 'Kitchen sink',
        customerName: 'Cora Owner',
        jobZip: '94110',
        jobAddress: null,
        outcome: null,
        estimatesSent: [],
      }),
    ]);
    expect(plumbing.requestsReceived[0]!.messages.map((m) => [m.from, m.message])).toEqual([
      ['customer', 'Hello, when could you come by?'],
      ['you', 'Tuesday at 9 works for us.'],
      ['customer', expect.stringContaining('Is 9 < 10')],
    ]);
    expect(plumbing.leads).toEqual([]);

    const roofing = data.companies.find((c) => c.id === roofer.id)!;
    expect(roofing.serviceArea).toEqual({ kind: 'radius', radiusMiles: 25, zips: [] });
    expect(roofing.leads).toEqual([
      expect.objectContaining({
        quoteId: gutterId,
        quoteName: 'Leaking gutter',
        status: 'accepted',
      }),
    ]);
    expect(roofing.requestsReceived).toEqual([
      expect.objectContaining({ quoteId: gutterId, customerName: 'Otto Owner', jobAddress: null }),
    ]);
    expect(roofing.requestsReceived[0]!.estimatesSent).toEqual([
      expect.objectContaining({ revision: 1, priceType: 'fixed', priceCents: 90_000 }),
    ]);

    expect(summary).toContain('<h3>Harbor Plumbing</h3>');
    expect(summary).toContain('ZIP codes 94103, 94110');
    expect(summary).toContain('Reviews received (1)');
    expect(summary).toContain('From Cora Owner');
    expect(summary).toContain('<h3>Harbor Roofing</h3>');
    expect(summary).toContain('Within 25 miles of 94103');
    expect(summary).toContain('<strong>$900</strong>');
    expect(summary).toContain('<td>Leaking gutter</td>');

    // Of customers, only what the inbox and the leads list show: no e-mail address, no street
    // address before a hire, and nothing of another owner's business.
    for (const text of [json, summary]) {
      expect(text).not.toContain(world.users.customer.email);
      expect(text).not.toContain(otherCustomer.email);
      expect(text).not.toContain('7 Otto Street');
      expect(text).not.toContain('Rival Plumbing');
    }
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
