import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Message, RealtimeEvent } from '@/contract/message';
import { createCompany, createUser } from '../support/factories';
import { deleteUnattachedObjects } from '@/server/modules/objects/object-repository';
import { fileOf, multipart, png } from '../support/files';
import { loggedIn, signInAs } from '../support/sessions';
import { socketUrl } from '../support/sockets';
import { createTestApp, listenOnLoopback, type Agent, type TestApp } from '../support/test-app';
import { until } from '../support/waiting';

/** Message safety (docs/decisions/028, 029): held messages, blocked words, new accounts' limits. */

const LONG =
  'We would like a quote to paint two bedrooms and a hallway: walls and trim, about 900 square feet, ceilings stay as they are. Furniture will be moved.';
const DAY = 24 * 60 * 60 * 1000;
const ADMIN_EMAIL = 'safety.admin@example.com';

let t: TestApp;
let baseUrl: string;
let admin: Agent;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp({ messageEmailDelaySeconds: 1, adminEmails: new Set([ADMIN_EMAIL]) });
  baseUrl = await listenOnLoopback(t);
  const user = await createUser(t.app.db, { email: ADMIN_EMAIL });
  adminId = user.id;
  admin = await signInAs(t.app.db, t.agent(), user.id);
});
afterAll(async () => t.close());

/** An open conversation; both accounts `ageDays` old (new ones by default). */
async function openConversation(ageDays = 0) {
  const createdAt = new Date(Date.now() - ageDays * DAY);
  const customer = await loggedIn(t, { createdAt });
  const vendor = await loggedIn(t, { createdAt });
  const company = await createCompany(t.app.db, { ownerId: vendor.user.id, name: 'Paint Pals' });
  const { id: quoteId } = (
    await customer.agent.post('/api/quotes', { companyIds: [company.id] })
  ).json();
  const submitted = await customer.agent.post(`/api/quotes/${quoteId}/submit`, {
    description: LONG,
    jobZip: '94110',
  });
  expect(submitted.statusCode).toBe(200);
  const path = `/api/quotes/${quoteId}/companies/${company.id}/messages`;
  return { customer, vendor, company, quoteId, path };
}

const send = (agent: Agent, path: string, message: string) =>
  agent.request({ method: 'POST', url: path, ...multipart({ message }) });

const thread = async (agent: Agent, path: string): Promise<Message[]> =>
  (await agent.get(path)).json();

const cookieOf = (agent: Agent) => `ql_session=${agent.cookies.get('ql_session')}`;

async function watch(agent: Agent) {
  const socket = new WebSocket(socketUrl(baseUrl), { headers: { cookie: cookieOf(agent) } });
  const events: RealtimeEvent[] = [];
  socket.on('message', (data: Buffer) => events.push(JSON.parse(data.toString())));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  await until(() => events.some((e) => e.type === 'connection_established'));
  return { socket, events };
}

async function auditRows(action: string, targetId: number) {
  const { rows } = await t.app.db.execute<{
    admin_id: number;
    reason: string;
    target_type: string;
  }>(
    sql`SELECT admin_id, reason, target_type FROM audit_log
        WHERE action = ${action} AND target_id = ${targetId}`,
  );
  return rows;
}

/** The messages whose e-mail notice to this recipient was queued. */
async function noticesFor(recipientId: number) {
  const { rows } = await t.app.db.execute<{ id: number }>(
    sql`SELECT (data->>'messageId')::int AS id FROM pgboss.job
        WHERE name = 'notify.message' AND data->>'recipientId' = ${String(recipientId)}`,
  );
  return rows.map((r) => r.id);
}

describe('blocked words', () => {
  it('admins add and remove them, with an audit row each', async () => {
    const added = await admin.post('/api/admin/blocked-words', { word: '  Frobnicate ' });
    expect(added.statusCode).toBe(201);
    const { word } = added.json();
    expect(word.word).toBe('frobnicate');
    expect((await admin.post('/api/admin/blocked-words', { word: 'FROBNICATE' })).statusCode).toBe(
      409,
    );
    const listed = (await admin.get('/api/admin/blocked-words')).json().words;
    expect(listed.map((w: { word: string }) => w.word)).toContain('frobnicate');
    expect(await auditRows('blocked_word.add', word.id)).toMatchObject([
      { admin_id: adminId, target_type: 'blocked_word' },
    ]);

    expect(
      (await admin.request({ method: 'DELETE', url: `/api/admin/blocked-words/${word.id}` }))
        .statusCode,
    ).toBe(200);
    expect(
      (await admin.request({ method: 'DELETE', url: `/api/admin/blocked-words/${word.id}` }))
        .statusCode,
    ).toBe(404);
    expect(await auditRows('blocked_word.remove', word.id)).toHaveLength(1);
    const after = (await admin.get('/api/admin/blocked-words')).json().words;
    expect(after.map((w: { word: string }) => w.word)).not.toContain('frobnicate');
  });

  it('hold a message from either side, matched as a whole word in any case', async () => {
    await admin.post('/api/admin/blocked-words', { word: 'swindle' });
    const { customer, vendor, path } = await openConversation(30);

    const fromCustomer = await send(customer.agent, path, 'Is this a SWINDLE?');
    expect(fromCustomer.statusCode).toBe(201);
    expect(fromCustomer.json()).toMatchObject({
      held: 'pending_review',
      message: 'Is this a SWINDLE?',
    });
    const fromVendor = await send(vendor.agent, path, 'No swindle here.');
    expect(fromVendor.json().held).toBe('pending_review');
    // Inside a longer word it is not the word.
    const inside = await send(customer.agent, path, 'Swindlers are everywhere, sadly.');
    expect(inside.json().held).toBeUndefined();

    expect((await thread(customer.agent, path)).map((m) => [m.message, m.held])).toEqual([
      ['Swindlers are everywhere, sadly.', undefined],
      ['Is this a SWINDLE?', 'pending_review'],
    ]);
    expect((await thread(vendor.agent, path)).map((m) => [m.message, m.held])).toEqual([
      ['Swindlers are everywhere, sadly.', undefined],
      ['No swindle here.', 'pending_review'],
    ]);
  });
});

describe('contact details from new accounts', () => {
  it('are held in the first 3 messages of an account younger than 7 days only', async () => {
    const { customer, path } = await openConversation(0);
    expect((await send(customer.agent, path, 'Mail me: jo@example.com')).json().held).toBe(
      'pending_review',
    );
    expect((await send(customer.agent, path, 'Hello there')).json().held).toBeUndefined();
    expect((await send(customer.agent, path, 'Call (555) 123-4567')).json().held).toBe(
      'pending_review',
    );
    // The fourth message: contact details go through.
    expect((await send(customer.agent, path, 'Or see joespaint.com')).json().held).toBeUndefined();
    // Prices and ZIP codes are not contact details.
    const { customer: other, path: otherPath } = await openConversation(0);
    expect(
      (await send(other.agent, otherPath, 'Budget $1,250.00, ZIP 94110')).json().held,
    ).toBeUndefined();
  });

  it('are delivered from an account older than 7 days', async () => {
    const { vendor, path } = await openConversation(8);
    expect(
      (await send(vendor.agent, path, 'Reach me at 555-123-4567 or www.paintpals.com')).json().held,
    ).toBeUndefined();
  });
});

describe('a held message', () => {
  it('never reaches the other side until an admin approves it, then with the next seq', async () => {
    const { customer, vendor, path, quoteId, company } = await openConversation(0);
    const vendorSocket = await watch(vendor.agent);
    const customerSocket = await watch(customer.agent);
    try {
      const first = (await send(customer.agent, path, 'Hi, when can you come?')).json();
      const held = (await send(customer.agent, path, 'Text me on 555 123 4567')).json();
      expect(held.held).toBe('pending_review');
      // Positive control, ordered after the held one: a message the vendor does get.
      const after = (await send(customer.agent, path, 'Thanks!')).json();
      const arrived = (id: number) => (e: RealtimeEvent) =>
        e.type === 'new_message' && e.messageId === id;
      await until(() => vendorSocket.events.some(arrived(after.id)));
      const forConversation = vendorSocket.events.filter((e) => e.quoteId === quoteId);
      expect(forConversation.map((e) => e.message?.message)).toEqual([
        'Hi, when can you come?',
        'Thanks!',
      ]);
      expect((await thread(vendor.agent, path)).map((m) => m.message)).toEqual([
        'Hi, when can you come?',
        'Thanks!',
      ]);
      expect(await noticesFor(vendor.user.id)).toEqual([first.id]);

      const queue = (await admin.get('/api/admin/held-messages')).json();
      const queued = queue.heldMessages.find((h: { id: number }) => h.id === held.id);
      expect(queued).toMatchObject({
        status: 'held',
        reason: 'contact_details',
        quote: { id: quoteId },
        company: { id: company.id, name: 'Paint Pals' },
        sender: { id: customer.user.id, side: 'user' },
      });
      expect(queue.heldCount).toBeGreaterThanOrEqual(1);
      expect(queue.heldMessages[0].status).toBe('held');

      const heldBefore = (await admin.get('/api/admin/stats')).json().heldMessages;
      expect(heldBefore).toBe(queue.heldCount);
      const approved = await admin.post(`/api/admin/held-messages/${held.id}/approve`);
      expect(approved.statusCode).toBe(200);
      expect((await admin.get('/api/admin/stats')).json().heldMessages).toBe(heldBefore - 1);
      expect(approved.json().heldMessage.status).toBe('approved');
      expect((await admin.post(`/api/admin/held-messages/${held.id}/approve`)).statusCode).toBe(
        409,
      );
      const messageId = approved.json().heldMessage.messageId;
      await until(() => vendorSocket.events.some(arrived(messageId)));
      await until(() => customerSocket.events.some(arrived(messageId)));
      const delivered = vendorSocket.events.find(arrived(messageId))!;
      expect(delivered.seq).toBe(after.seq + 1);
      expect(delivered.seq).toBe(first.seq + 2);
      expect((await thread(vendor.agent, path)).at(-1)).toMatchObject({
        message: 'Text me on 555 123 4567',
        seq: after.seq + 1,
      });
      // The sender sees it delivered, not pending any more.
      const own = await thread(customer.agent, path);
      expect(own.filter((m) => m.held)).toEqual([]);
      expect(own.map((m) => m.message)).toContain('Text me on 555 123 4567');
      expect(await auditRows('message.approve', held.id)).toMatchObject([
        { admin_id: adminId, target_type: 'message' },
      ]);
    } finally {
      vendorSocket.socket.close(1000);
      customerSocket.socket.close(1000);
    }
  });

  it('approved, is e-mailed to the other side as any message', async () => {
    const { customer, vendor, path } = await openConversation(0);
    const held = (await send(vendor.agent, path, 'Write to pals@paintpals.com')).json();
    expect(held.held).toBe('pending_review');
    expect(await noticesFor(customer.user.id)).toEqual([]);
    const approved = (await admin.post(`/api/admin/held-messages/${held.id}/approve`)).json();
    expect(await noticesFor(customer.user.id)).toEqual([approved.heldMessage.messageId]);
    const mail = await t.waitForMail((m) => m.to === customer.user.email);
    expect(mail.text).toContain('Write to pals@paintpals.com');
  });

  it('rejected, stays hidden and shows "not delivered" to its sender', async () => {
    const { vendor, customer, path } = await openConversation(0);
    const held = (await send(vendor.agent, path, 'Email me at pals@paintpals.com')).json();
    const missing = await admin.post(`/api/admin/held-messages/${held.id}/reject`, {});
    expect(missing.statusCode).toBe(400);
    const rejected = await admin.post(`/api/admin/held-messages/${held.id}/reject`, {
      reason: 'Contact details before hiring',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().heldMessage).toMatchObject({ status: 'rejected', messageId: null });
    expect((await admin.post(`/api/admin/held-messages/${held.id}/approve`)).statusCode).toBe(409);
    expect((await thread(vendor.agent, path)).map((m) => [m.message, m.held])).toEqual([
      ['Email me at pals@paintpals.com', 'not_delivered'],
    ]);
    expect(await thread(customer.agent, path)).toEqual([]);
    expect(await auditRows('message.reject', held.id)).toMatchObject([
      { admin_id: adminId, reason: 'Contact details before hiring' },
    ]);
    expect(
      (await admin.post('/api/admin/held-messages/999999/reject', { reason: 'x' })).statusCode,
    ).toBe(404);
  });

  it('keeps its image from the upload sweep', async () => {
    const { customer, path } = await openConversation(0);
    const sent = await customer.agent.request({
      method: 'POST',
      url: path,
      ...multipart(
        { message: 'See www.example.com' },
        { image: fileOf(await png(), 'a.png', 'image/png') },
      ),
    });
    expect(sent.json().held).toBe('pending_review');
    await deleteUnattachedObjects(t.app.db, new Date(Date.now() + DAY), 10_000);
    const { rows } = await t.app.db.execute(
      sql`SELECT 1 FROM stored_objects WHERE id = ${sent.json().imageObjectId}`,
    );
    expect(rows).toHaveLength(1);
  });
});

describe('new accounts', () => {
  it('may submit 5 quotes a day; the 6th is refused with a clear message', async () => {
    const customer = await loggedIn(t);
    const vendor = await createUser(t.app.db);
    const company = await createCompany(t.app.db, { ownerId: vendor.id });
    const submit = async () => {
      const { id } = (
        await customer.agent.post('/api/quotes', { companyIds: [company.id] })
      ).json();
      return customer.agent.post(`/api/quotes/${id}/submit`, {
        description: LONG,
        jobZip: '94110',
      });
    };
    for (let i = 0; i < 5; i++) expect((await submit()).statusCode).toBe(200);
    const sixth = await submit();
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(
      'New accounts can send up to 5 requests a day. Please try again tomorrow.',
    );
    // An older account has no such cap.
    const older = await loggedIn(t, { createdAt: new Date(Date.now() - 8 * DAY) });
    for (let i = 0; i < 6; i++) {
      const { id } = (await older.agent.post('/api/quotes', { companyIds: [company.id] })).json();
      const done = await older.agent.post(`/api/quotes/${id}/submit`, {
        description: LONG,
        jobZip: '94110',
      });
      expect(done.statusCode).toBe(200);
    }
  });
});
