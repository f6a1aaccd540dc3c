import net, { type AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { RealtimeEvent } from '@/contract/message';
import { buildApp } from '@/server/app';
import { createCompany } from '../support/factories';
import { fileOf, multipart, png } from '../support/files';
import { loggedIn } from '../support/sessions';
import { socketIsLive, socketUrl } from '../support/sockets';
import { createTestApp, listenOnLoopback, type Agent, type TestApp } from '../support/test-app';
import { holdsWithin, until } from '../support/waiting';

const LONG =
  'We would like a quote to paint two bedrooms and a hallway: walls and trim, about 900 square feet, ceilings stay as they are. Furniture will be moved.';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp({ messageEmailDelaySeconds: 1 });
  baseUrl = await listenOnLoopback(t);
});
afterAll(async () => t.close());

/** A submitted quote from a customer to one company, and everyone involved. */
async function conversation() {
  const customer = await loggedIn(t);
  const vendor = await loggedIn(t);
  const outsider = await loggedIn(t);
  const company = await createCompany(t.app.db, { ownerId: vendor.user.id, name: 'Paint Pals' });
  const { id: quoteId } = (
    await customer.agent.post('/api/quotes', { companyIds: [company.id] })
  ).json();
  const path = `/api/quotes/${quoteId}/companies/${company.id}/messages`;
  return { customer, vendor, outsider, company, quoteId, path };
}

/** Sends the customer's draft to its company: the conversation opens. */
const submit = (customer: Agent, quoteId: number) =>
  customer.post(`/api/quotes/${quoteId}/submit`, { description: LONG, jobZip: '94110' });

/** A conversation on a submitted quote: both sides may write. */
async function openConversation() {
  const opened = await conversation();
  await submit(opened.customer.agent, opened.quoteId);
  return opened;
}

/** A submitted quote from this customer to the company: another conversation. */
async function anotherQuote(customer: Agent, companyId: number) {
  const { id: quoteId } = (await customer.post('/api/quotes', { companyIds: [companyId] })).json();
  await submit(customer, quoteId);
  return { quoteId, path: `/api/quotes/${quoteId}/companies/${companyId}/messages` };
}

const send = (agent: Agent, path: string, fields: Record<string, string>, image?: Buffer) =>
  agent.request({
    method: 'POST',
    url: path,
    ...multipart(fields, image ? { image: fileOf(image, 'a.png', 'image/png') } : {}),
  });

const cookieOf = (agent: Agent) => `ql_session=${agent.cookies.get('ql_session')}`;

function openSocket(url: string, headers: Record<string, string>) {
  const socket = new WebSocket(url, { headers });
  const events: RealtimeEvent[] = [];
  socket.on('message', (data: Buffer) => events.push(JSON.parse(data.toString())));
  // Refused: 'the socket was refused: HTTP 401'.
  const opened = socketIsLive(socket);
  return { socket, events, opened };
}

describe('conversations', () => {
  it('open only once the quote is submitted, and only to its two participants', async () => {
    const { customer, vendor, outsider, quoteId, path } = await conversation();
    expect((await vendor.agent.get(path)).statusCode).toBe(403);
    expect((await send(customer.agent, path, { message: 'Hello?' })).statusCode).toBe(409);
    await submit(customer.agent, quoteId);

    expect(
      (await send(customer.agent, path, { message: 'Hi! Are you free next week?' })).statusCode,
    ).toBe(201);
    const reply = await send(vendor.agent, path, { messageText: 'Yes, Tuesday works.' });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({
      senderType: 'company',
      message: 'Yes, Tuesday works.',
      text: 'Yes, Tuesday works.',
    });

    for (const agent of [outsider.agent, t.agent()]) {
      expect([401, 403]).toContain((await agent.get(path)).statusCode);
      expect([401, 403]).toContain((await send(agent, path, { message: 'let me in' })).statusCode);
    }
    const thread = (await customer.agent.get(path)).json();
    expect(thread.map((m: { senderType: string }) => m.senderType)).toEqual(['user', 'company']);
    expect((await customer.agent.get(`/api/quotes/${quoteId}`)).json().status).toBe('in_progress');
  });

  it('takes the side from the session, whatever the body claims', async () => {
    const { customer, path } = await openConversation();
    const forged = await send(customer.agent, path, {
      message: 'I am the company',
      senderType: 'company',
      senderId: '1',
    });
    expect(forged.json()).toMatchObject({ senderType: 'user', senderId: customer.user.id });
  });

  it('refuses a blank message and checks attachments by content and size per side', async () => {
    const { customer, vendor, path } = await openConversation();
    const blank = await send(customer.agent, path, { message: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe('Please enter a message or select an image');
    const notImage = await send(customer.agent, path, {}, Buffer.from('plain text'));
    expect(notImage.json().error).toBe('Please select an image file.');
    const sixMb = Buffer.alloc(6 * 1024 * 1024);
    const tooBig = await send(customer.agent, path, {}, sixMb);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error).toBe('Please select an image smaller than 5MB.');
    const vendorBig = await send(vendor.agent, path, {}, Buffer.alloc(11 * 1024 * 1024));
    expect(vendorBig.json().error).toBe('Please select an image under 10MB');

    const picture = await send(customer.agent, path, {}, await png());
    expect(picture.statusCode).toBe(201);
    const { image } = picture.json();
    expect((await vendor.agent.get(image)).statusCode).toBe(200);
    const { agent: stranger } = await loggedIn(t);
    expect((await stranger.get(image)).statusCode).toBe(404);
    const inbox = (await vendor.agent.get('/api/vendor-quotes')).json();
    expect(inbox[0].lastMessage).toMatchObject({ senderType: 'user', message: 'Sent an image' });
  });
});

describe('unread counts', () => {
  it('count the other side’s messages on both sides until read', async () => {
    const { customer, vendor, company, quoteId, path } = await openConversation();
    await send(customer.agent, path, { message: 'one' });
    await send(customer.agent, path, { message: 'two' });
    await send(vendor.agent, path, { message: 'three' });

    const counts = async (agent: Agent) => ({
      quote: (await agent.get(`/api/quotes/${quoteId}/unread-count`)).json().count,
      conversation: (
        await agent.get(`/api/quotes/${quoteId}/companies/${company.id}/unread-count`)
      ).json().count,
      asCustomer: (await agent.get('/api/user-quotes/unread-count')).json().count,
      asVendor: (await agent.get('/api/vendor-quotes/unread-count')).json().count,
      total: (await agent.get('/api/users/unread-messages-count')).json().count,
      messages: (await agent.get('/api/messages/unread-count')).json().count,
    });
    expect(await counts(customer.agent)).toEqual({
      quote: 1,
      conversation: 1,
      asCustomer: 1,
      asVendor: 0,
      total: 1,
      messages: 1,
    });
    const vendorCounts = await counts(vendor.agent);
    expect(vendorCounts).toMatchObject({ conversation: 2, asCustomer: 0, asVendor: 2, total: 2 });
    expect((await vendor.agent.get(`/api/quotes/${quoteId}/unread-count`)).statusCode).toBe(403);

    const conversations = (await customer.agent.get(`/api/quotes/${quoteId}/conversations`)).json();
    expect(conversations).toEqual([
      expect.objectContaining({
        companyId: company.id,
        unreadCount: 1,
        lastMessage: expect.objectContaining({ message: 'three', senderType: 'company' }),
      }),
    ]);
    const inbox = (await vendor.agent.get('/api/vendor-quotes')).json();
    expect(inbox[0]).toMatchObject({
      quoteId,
      companyId: company.id,
      unreadCount: 2,
      companyName: 'Paint Pals',
      userId: customer.user.id,
      userFirstName: 'Casey',
    });

    expect((await vendor.agent.post(`${path}/mark-read`)).statusCode).toBe(200);
    expect((await counts(vendor.agent)).asVendor).toBe(0);
    expect((await counts(customer.agent)).asCustomer).toBe(1);
    const thread = (await customer.agent.get(path)).json();
    expect(
      thread
        .filter((m: { senderType: string; isRead: boolean }) => m.senderType === 'user')
        .every((m: { isRead: boolean }) => m.isRead),
    ).toBe(true);
    expect((await customer.agent.get(`/api/quotes/${quoteId}/conversations`)).statusCode).toBe(200);
    const { agent: stranger } = await loggedIn(t);
    expect((await stranger.get(`/api/quotes/${quoteId}/conversations`)).statusCode).toBe(403);
    expect((await stranger.post(`${path}/mark-read`)).statusCode).toBe(403);
  });
});

describe('the realtime socket', () => {
  it('refuses a missing session, a foreign userId and a foreign origin', async () => {
    const { agent, user } = await loggedIn(t);
    const ws = socketUrl(baseUrl);
    await expect(openSocket(ws, {}).opened).rejects.toThrow('HTTP 401');
    await expect(
      openSocket(`${ws}?userId=${user.id + 1}`, { cookie: cookieOf(agent) }).opened,
    ).rejects.toThrow('HTTP 403');
    await expect(
      openSocket(ws, { cookie: cookieOf(agent), origin: 'https://evil.example' }).opened,
    ).rejects.toThrow('HTTP 403');

    const own = openSocket(`${ws}?userId=${user.id}`, { cookie: cookieOf(agent), origin: baseUrl });
    await own.opened;
    await until(() => own.events.some((e) => e.type === 'connection_established'));
    own.socket.send(JSON.stringify({ type: 'ping', message: 'hi', timestamp: Date.now() }));
    await until(() => own.events.some((e) => e.type === 'pong'));
    own.socket.close(1000);
  });

  it('tells exactly the participants, also through another app node', async () => {
    const { customer, vendor, outsider, company, quoteId, path } = await openConversation();

    // A second node on the same database: the vendor's socket lives there.
    const other: FastifyInstance = await buildApp({ config: t.config, databaseUrl: t.databaseUrl });
    await other.listen({ port: 0, host: '127.0.0.1' });
    try {
      const otherUrl = `ws://127.0.0.1:${(other.server.address() as AddressInfo).port}/ws`;
      const customerSocket = openSocket(socketUrl(baseUrl), {
        cookie: cookieOf(customer.agent),
      });
      const vendorSocket = openSocket(otherUrl, { cookie: cookieOf(vendor.agent) });
      const outsiderSocket = openSocket(socketUrl(baseUrl), {
        cookie: cookieOf(outsider.agent),
      });
      await Promise.all([customerSocket.opened, vendorSocket.opened, outsiderSocket.opened]);

      const started = Date.now();
      await send(customer.agent, path, { message: 'Can you start Monday?' });
      const arrived = (e: { type: string; quoteId?: number; companyId?: number }) =>
        e.type === 'new_message' && e.quoteId === quoteId && e.companyId === company.id;
      await until(() => vendorSocket.events.some(arrived));
      expect(Date.now() - started).toBeLessThan(1000);
      await until(() => customerSocket.events.some(arrived));

      await vendor.agent.post(`${path}/mark-read`);
      await until(() => customerSocket.events.some((e) => e.type === 'message_read'));
      await until(() => vendorSocket.events.some((e) => e.type === 'unread_count_update'));

      // Positive control, ordered after the events above: the outsider writes in a conversation
      // of their own. Notifications reach a node in commit order over one connection and a socket
      // in send order, so anything of the first conversation sent to the outsider would be there
      // before this.
      const ownQuote = await anotherQuote(outsider.agent, company.id);
      const own = (
        await send(outsider.agent, ownQuote.path, { message: 'A question of my own' })
      ).json();
      const ownArrived = (e: { type: string; messageId?: number }) =>
        e.type === 'new_message' && e.messageId === own.id;
      await until(() => outsiderSocket.events.some(ownArrived));
      const beforeOwn = outsiderSocket.events.slice(0, outsiderSocket.events.findIndex(ownArrived));
      expect(beforeOwn.map((e) => e.type)).toEqual(['connection_established']);
      expect(outsiderSocket.events.filter((e) => e.quoteId === quoteId)).toEqual([]);
      for (const s of [customerSocket, vendorSocket, outsiderSocket]) s.socket.close(1000);
    } finally {
      await other.close();
    }
  });
});

describe('realtime events', () => {
  /** Both sides' sockets (and an outsider's) on a new open conversation. */
  async function watched() {
    const opened = await openConversation();
    const [customerSocket, vendorSocket, outsiderSocket] = [
      opened.customer,
      opened.vendor,
      opened.outsider,
    ].map(({ agent }) => openSocket(socketUrl(baseUrl), { cookie: cookieOf(agent) }));
    await Promise.all([customerSocket!.opened, vendorSocket!.opened, outsiderSocket!.opened]);
    const close = () => {
      for (const s of [customerSocket!, vendorSocket!, outsiderSocket!]) s.socket.close(1000);
    };
    return { ...opened, customerSocket: customerSocket!, vendorSocket: vendorSocket!, close };
  }
  /** Waits for the first event `find` accepts, and returns it. */
  async function found(find: () => RealtimeEvent | undefined): Promise<RealtimeEvent> {
    let event: RealtimeEvent | undefined;
    await until(() => (event = find()) !== undefined);
    return event!;
  }
  const eventOf = (events: RealtimeEvent[], type: RealtimeEvent['type'], messageId: number) =>
    found(() => events.find((e) => e.type === type && e.messageId === messageId));

  it('carry the entry as the receiver’s GET lists it, numbered per conversation, one event per change', async () => {
    const { customer, vendor, company, quoteId, path, customerSocket, vendorSocket, close } =
      await watched();

    const first = (
      await send(customer.agent, path, { message: 'First', clientId: 'tab-1:1' })
    ).json();
    expect(first.seq).toBe(1);
    const received = await eventOf(vendorSocket.events, 'new_message', first.id);
    const vendorThread = (await vendor.agent.get(path)).json();
    expect(received).toMatchObject({ quoteId, companyId: company.id, seq: 1, status: 'submitted' });
    expect(received.message).toEqual(vendorThread.at(-1));
    expect(received.message).toEqual(first);
    // The sender's own tabs get it too, with the name the sending tab gave it.
    expect(await eventOf(customerSocket.events, 'new_message', first.id)).toMatchObject({
      clientId: 'tab-1:1',
      message: first,
    });

    const reply = (await send(vendor.agent, path, { message: 'Second' })).json();
    const replied = await eventOf(customerSocket.events, 'new_message', reply.id);
    const customerThread = (await customer.agent.get(path)).json();
    expect(replied.message).toEqual(customerThread.at(-1));
    // The business's first reply moves the quote to in progress: the event says so.
    expect(replied).toMatchObject({ seq: 2, status: 'in_progress' });
    expect(replied.clientId).toBeUndefined();
    expect(customerThread.map((m: { seq: number }) => m.seq)).toEqual([1, 2]);

    // Another conversation counts from 1.
    const other = await anotherQuote(customer.agent, company.id);
    expect((await send(customer.agent, other.path, { message: 'Elsewhere' })).json().seq).toBe(1);

    // Reading: the writer hears message_read, the reader's tabs unread_count_update, both saying
    // whose messages up to which seq, and how many were unread.
    await vendor.agent.post(`${path}/mark-read`);
    const read = { quoteId, companyId: company.id, senderType: 'user', seq: 1, count: 1 };
    expect(
      await found(() => customerSocket.events.find((e) => e.type === 'message_read')),
    ).toMatchObject(read);
    expect(
      await found(() => vendorSocket.events.find((e) => e.type === 'unread_count_update')),
    ).toMatchObject(read);

    // One event per change and recipient: no separate unread_count_update for a message.
    const typesIn = (events: RealtimeEvent[]) =>
      events.filter((e) => e.quoteId === quoteId).map((e) => e.type);
    expect(typesIn(customerSocket.events)).toEqual(['new_message', 'new_message', 'message_read']);
    expect(typesIn(vendorSocket.events)).toEqual([
      'new_message',
      'new_message',
      'unread_count_update',
    ]);
    close();
  });

  it('number entries without gaps or repeats when both sides write at once, in the order listed', async () => {
    const { customer, vendor, path, close } = await watched();
    const sent = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        send(i % 2 ? vendor.agent : customer.agent, path, { message: `Concurrent ${i}` }),
      ),
    );
    expect(sent.map((r) => r.statusCode)).toEqual(Array(12).fill(201));
    const thread = (await customer.agent.get(path)).json<Array<{ seq: number }>>();
    expect(thread.map((m) => m.seq)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    close();
  });

  it('go without their data when it would not fit in a notification, and say so by its absence', async () => {
    const { customer, path, vendorSocket, close } = await watched();
    // 4,500 characters, 9,000 bytes in UTF-8: over pg_notify's 8,000.
    const long = (await send(customer.agent, path, { message: 'é'.repeat(4500) })).json();
    const bare = await eventOf(vendorSocket.events, 'new_message', long.id);
    expect(bare.message).toBeUndefined();
    expect(bare).toMatchObject({ seq: long.seq, messageId: long.id });
    // The next one fits again.
    const short = (await send(customer.agent, path, { message: 'Short again' })).json();
    expect((await eventOf(vendorSocket.events, 'new_message', short.id)).message).toEqual(short);
    close();
  });

  it('refuse a clientId longer than 64 characters', async () => {
    const { customer, path } = await openConversation();
    const refused = await send(customer.agent, path, { message: 'Hi', clientId: 'x'.repeat(65) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('clientId can be at most 64 characters.');
  });
});

describe('the realtime socket, when things go wrong', () => {
  it('closes the connection of an upgrade that failed (database error) instead of leaving it open', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    // The session lookup fails, as while the database restarts.
    await t.app.db.execute(sql`ALTER TABLE sessions RENAME TO sessions_away`);
    try {
      const connection = net.connect(port, '127.0.0.1');
      let answer = '';
      connection.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      let ended = false;
      connection.once('end', () => (ended = true));
      connection.write(
        'GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ql_session=abc\r\nConnection: Upgrade\r\n' +
          'Upgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
      );
      // Closed within 3 s, or still open then (a leaked connection).
      await holdsWithin(() => ended, 3000);
      expect(ended ? 'closed' : 'still open').toBe('closed');
      expect(answer).toMatch(/^HTTP\/1.1 500/);
      connection.destroy();
    } finally {
      await t.app.db.execute(sql`ALTER TABLE sessions_away RENAME TO sessions`);
    }
  });

  it('closes every socket with 1012 when the node stops listening, and delivers again once it is back', async () => {
    const { customer, vendor, path } = await openConversation();
    const ws = socketUrl(baseUrl);
    const before = openSocket(ws, { cookie: cookieOf(vendor.agent) });
    await before.opened;
    const closed = new Promise((resolve) =>
      before.socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );

    // The LISTEN connection is cut (as by a database restart): events could be missed now.
    await t.app.db.execute(sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE application_name = 'quotelocal-realtime' AND datname = current_database()`);
    expect(await closed).toEqual({ code: 1012, reason: 'Realtime restarting' });

    // The browser reconnects (and refetches); the node listens again by then (until then a new
    // socket is refused with 503).
    let after: ReturnType<typeof openSocket> | undefined;
    const reconnected = async () => {
      const attempt = openSocket(ws, { cookie: cookieOf(vendor.agent) });
      if (!(await attempt.opened.then(() => true).catch(() => false))) return false;
      after = attempt;
      return true;
    };
    await until(reconnected, 5000, 'the socket to reconnect');
    const sent = (await send(customer.agent, path, { message: 'Still there?' })).json();
    await until(() =>
      after!.events.some((e) => e.type === 'new_message' && e.messageId === sent.id),
    );
    after!.socket.close(1000);
  });
});

describe('message e-mails', () => {
  it('speak the recipient’s saved language, whoever writes and however they ask (issue 33)', async () => {
    const { customer, vendor, path } = await openConversation();
    const chose = await vendor.agent.request({
      method: 'PUT',
      url: '/api/me/locale',
      payload: { locale: 'es' },
    });
    expect(chose.statusCode).toBe(204);
    await send(customer.agent, path, { message: '¿Está disponible el viernes?' });
    const mail = await t.waitForMail(
      (m) => m.to === vendor.user.email && /Nuevo mensaje/.test(m.subject),
      8000,
    );
    expect(mail.subject).toBe('Nuevo mensaje de Casey sobre "New quote request"');
    expect(mail.text).toMatch(/^Hola, Casey:\n\nCasey escribió:\n\n¿Está disponible el viernes\?/);
    expect(mail.html).toContain('>Responder</a>');
  });

  it('tell the other side about a message still unread, once per conversation in ten minutes', async () => {
    const { customer, vendor, company, quoteId, path } = await openConversation();
    await send(customer.agent, path, { message: 'Are you available on Friday?' });
    await send(customer.agent, path, { message: 'Or Saturday morning?' });
    const mail = await t.waitForMail(
      (m) => m.to === vendor.user.email && /New message/.test(m.subject),
      8000,
    );
    expect(mail.subject).toBe('New message from Casey about "New quote request"');
    expect(mail.text).toContain(`/vendorquotes?quoteId=${quoteId}`);

    // Then nothing more about this conversation, as the positive control shows: a message in
    // another conversation with the same business, sent after this conversation's second one
    // (so its e-mail is due after any about that one), does reach the owner's mailbox; this
    // conversation's second message still did not.
    const other = await anotherQuote(customer.agent, company.id);
    await send(customer.agent, other.path, { message: 'And the garage door?' });
    await t.waitForMail(
      (m) =>
        m.to === vendor.user.email && m.text.includes(`/vendorquotes?quoteId=${other.quoteId}&`),
      8000,
    );
    const messageMails = (await t.outbox()).filter(
      (m) => m.to === vendor.user.email && /New message/.test(m.subject),
    );
    expect(
      messageMails.filter((m) => m.text.includes(`/vendorquotes?quoteId=${quoteId}&`)),
    ).toHaveLength(1);
  });

  it('are not sent when the message was read in time, or to someone who turned them off', async () => {
    const { customer, vendor, company, quoteId, path } = await openConversation();
    const question = (await send(customer.agent, path, { message: 'Quick question' })).json();
    await vendor.agent.post(`${path}/mark-read`);
    await customer.agent.request({
      method: 'PUT',
      url: `/api/users/${customer.user.id}`,
      payload: { emailNotificationsMessages: false },
    });
    const answer = (await send(vendor.agent, path, { message: 'Sure, go ahead' })).json();
    // Both messages' e-mails have been decided: after the grace period their jobs ran (and
    // completed), the customer's e-mails still off.
    const decided = async () => {
      const { rows } = await t.app.db.execute<{ state: string }>(sql`
        SELECT state FROM pgboss.job WHERE name = 'notify.message'
          AND (data->>'messageId')::int IN (${question.id}, ${answer.id})`);
      return rows.length === 2 && rows.every((r) => r.state === 'completed');
    };
    await until(decided, 10_000, 'the two messages’ e-mail jobs to run');

    // Positive controls, sent after these two messages' e-mails were decided, through the same
    // mailbox: in another conversation the owner leaves a message unread and is told, and the
    // customer, with message e-mails on again, is told of a reply; nothing ever came about the
    // first conversation.
    const other = await anotherQuote(customer.agent, company.id);
    await send(customer.agent, other.path, { message: 'Another question' });
    await t.waitForMail(
      (m) =>
        m.to === vendor.user.email && m.text.includes(`/vendorquotes?quoteId=${other.quoteId}&`),
      8000,
    );
    await customer.agent.request({
      method: 'PUT',
      url: `/api/users/${customer.user.id}`,
      payload: { emailNotificationsMessages: true },
    });
    await send(vendor.agent, other.path, { message: 'Another answer' });
    await t.waitForMail(
      (m) => m.to === customer.user.email && m.text.includes(`/quotes/${other.quoteId}/edit`),
      8000,
    );
    const aboutFirst = (await t.outbox()).filter(
      (m) =>
        /New message/.test(m.subject) &&
        (m.text.includes(`quoteId=${quoteId}&`) || m.text.includes(`/quotes/${quoteId}/edit`)),
    );
    expect(aboutFirst).toEqual([]);
  });
});
