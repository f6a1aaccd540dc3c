import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  BUSINESS_GONE_CLOSED,
  CLOSED_BY_CUSTOMER,
  REQUEST_UNAVAILABLE,
  YOU_WITHDREW,
  type RealtimeEvent,
  type VendorQuote,
} from '@/contract/message';
import {
  ALREADY_WITHDRAWN,
  WITHDRAW_AFTER_HIRE,
  WITHDRAW_DRAFT,
  WITHDRAW_REASON_REQUIRED,
} from '@/contract/withdrawal';
import { quoteToNewBusinesses } from '../support/businesses';
import { createUser, FACTORY_PASSWORD } from '../support/factories';
import { inDays } from '../support/dates';
import { multipart } from '../support/files';
import { signInAs } from '../support/sessions';
import { socketUrl } from '../support/sockets';
import { createTestApp, listenOnLoopback, type Agent, type TestApp } from '../support/test-app';
import { until } from '../support/waiting';

/** Issue 31, item 2: a sent request withdrawn, or closed by its customer leaving. */

const LONG =
  'The garden fence leans after the storm: four posts need resetting in concrete and two panels replacing. Side gate access.';
const ADMIN = 'admin@example.com';

let t: TestApp;
let wsUrl: string;
beforeAll(async () => {
  t = await createTestApp({ adminEmails: new Set([ADMIN]) });
  wsUrl = socketUrl(await listenOnLoopback(t));
});
afterAll(async () => t.close());

let admin: Agent | undefined;
/** The admin, signed in (created at first use). */
async function adminAgent(): Promise<Agent> {
  if (!admin) {
    const user = await createUser(t.app.db, { email: ADMIN, firstName: 'Admin' });
    admin = await signInAs(t.app.db, t.agent(), user.id);
  }
  return admin;
}

/** A socket with the agent's session, collecting what it receives. */
async function listen(agent: Agent) {
  const socket = new WebSocket(wsUrl, {
    headers: { cookie: `ql_session=${agent.cookies.get('ql_session')}` },
  });
  const events: RealtimeEvent[] = [];
  socket.on('message', (data: Buffer) => events.push(JSON.parse(data.toString())));
  await new Promise((resolve) => socket.once('open', resolve));
  return { events, close: () => socket.close() };
}

/** A customer's submitted request to two businesses, each with its own signed-in owner. */
async function fenceRequest(customerName: string) {
  const { customer, vendors, quoteId } = await quoteToNewBusinesses(t, {
    customer: customerName,
    quoteName: 'Fence repair',
    description: LONG,
    companies: [{ name: `${customerName} Fencing` }, { name: `${customerName} Yard Works` }],
  });
  const [first, second] = vendors as [(typeof vendors)[0], (typeof vendors)[0]];
  return { customer, first, second, quoteId };
}

const message = (agent: Agent, quoteId: number, companyId: number, text: string) =>
  agent.request({
    method: 'POST',
    url: `/api/quotes/${quoteId}/companies/${companyId}/messages`,
    ...multipart({ message: text }),
  });

const estimate = (agent: Agent, quoteId: number, companyId: number) =>
  agent.post(`/api/quotes/${quoteId}/companies/${companyId}/estimates`, {
    priceType: 'fixed',
    priceCents: 84_000,
    includes: 'Four posts reset in concrete, two panels, haul-away.',
    earliestStart: inDays(2),
    validUntil: inDays(30),
  });

/** The business's inbox entry for this request. */
async function inboxEntry(agent: Agent, quoteId: number): Promise<VendorQuote> {
  const list: VendorQuote[] = (await agent.get('/api/vendor-quotes')).json();
  return list.find((entry) => entry.quoteId === quoteId)!;
}

const notificationsOf = async (agent: Agent) =>
  (await agent.get('/api/notifications')).json().notifications as Array<{
    kind: string;
    title: string;
    body: string;
    link: string;
  }>;

describe('withdrawing a sent request', () => {
  it('closes it with the reason: every business is told live, in the bell and by e-mail, and its threads stop', async () => {
    const { customer, first, second, quoteId } = await fenceRequest('Wendy');
    expect(
      (await message(first.agent, quoteId, first.company.id, 'Can do Friday')).statusCode,
    ).toBe(201);
    const [firstSocket, secondSocket] = await Promise.all([
      listen(first.agent),
      listen(second.agent),
    ]);

    const response = await customer.agent.post(`/api/quotes/${quoteId}/withdraw`, {
      reason: 'hired_elsewhere',
      note: '  A neighbour fixed it.  ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'completed',
      stage: 'closed',
      withdrawal: { reason: 'hired_elsewhere', note: 'A neighbour fixed it.' },
    });

    for (const [vendor, socket] of [
      [first, firstSocket],
      [second, secondSocket],
    ] as const) {
      await until(() => socket.events.some((e) => e.type === 'quote_closed'));
      expect(socket.events.find((e) => e.type === 'quote_closed')).toMatchObject({
        quoteId,
        companyId: vendor.company.id,
        status: 'completed',
        withdrawal: { reason: 'hired_elsewhere', note: 'A neighbour fixed it.' },
      });
      expect(await inboxEntry(vendor.agent, quoteId)).toMatchObject({
        status: 'completed',
        customerGone: false,
        withdrawal: { reason: 'hired_elsewhere', note: 'A neighbour fixed it.' },
      });
      expect((await notificationsOf(vendor.agent))[0]).toMatchObject({
        kind: 'request_closed',
        title: 'Wendy closed their request',
        body: 'Fence repair: I hired someone outside QuoteLocal',
        link: `/vendorquotes?quoteId=${quoteId}&companyId=${vendor.company.id}`,
      });
      const mail = await t.waitForMail(
        (m) => m.to === vendor.user.email && m.subject === '"Fence repair" was closed by Wendy',
      );
      expect(mail.text).toContain('Their reason: I hired someone outside QuoteLocal.');
      expect(mail.text).toContain('Their note: "A neighbour fixed it."');
    }
    firstSocket.close();
    secondSocket.close();

    // Nobody writes in its threads any more, in each side's words.
    const late = await message(first.agent, quoteId, first.company.id, 'Still interested?');
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(CLOSED_BY_CUSTOMER);
    const lateEstimate = await estimate(second.agent, quoteId, second.company.id);
    expect(lateEstimate.statusCode).toBe(409);
    expect(lateEstimate.json().error).toBe(CLOSED_BY_CUSTOMER);
    const own = await message(customer.agent, quoteId, first.company.id, 'Sorry!');
    expect(own.statusCode).toBe(409);
    expect(own.json().error).toBe(YOU_WITHDREW);
    // The conversation stays readable for both.
    const thread = await first.agent.get(
      `/api/quotes/${quoteId}/companies/${first.company.id}/messages`,
    );
    expect(thread.statusCode).toBe(200);

    const again = await customer.agent.post(`/api/quotes/${quoteId}/withdraw`, { reason: 'other' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(ALREADY_WITHDRAWN);
    const hire = await customer.agent.post(`/api/quotes/${quoteId}/hire`, {
      companyId: first.company.id,
    });
    expect(hire.statusCode).toBe(409);
  });

  it('asks for a reason, and refuses a draft and a hired request, changing nothing', async () => {
    const { customer, first, quoteId } = await fenceRequest('Xena');
    const noReason = await customer.agent.post(`/api/quotes/${quoteId}/withdraw`, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error).toBe(WITHDRAW_REASON_REQUIRED);
    expect((await customer.agent.get(`/api/quotes/${quoteId}`)).json()).toMatchObject({
      status: 'submitted',
      withdrawal: null,
    });

    await customer.agent.post(`/api/quotes/${quoteId}/hire`, { companyId: first.company.id });
    const hired = await customer.agent.post(`/api/quotes/${quoteId}/withdraw`, {
      reason: 'no_longer_needed',
    });
    expect(hired.statusCode).toBe(409);
    expect(hired.json().error).toBe(WITHDRAW_AFTER_HIRE);

    const draft = await customer.agent.post('/api/quotes', {
      quoteName: 'Gate latch',
      companyIds: [first.company.id],
    });
    const drafted = await customer.agent.post(`/api/quotes/${draft.json().id}/withdraw`, {
      reason: 'no_longer_needed',
    });
    expect(drafted.statusCode).toBe(409);
    expect(drafted.json().error).toBe(WITHDRAW_DRAFT);
  });

  it('is what the older "completed" call does, without a reason', async () => {
    const { customer, first, quoteId } = await fenceRequest('Yara');
    expect((await customer.agent.post(`/api/quotes/${quoteId}/complete`)).statusCode).toBe(200);
    expect(await inboxEntry(first.agent, quoteId)).toMatchObject({
      status: 'completed',
      withdrawal: { reason: null, note: null },
    });
    expect((await notificationsOf(first.agent))[0]).toMatchObject({
      title: 'Yara closed their request',
      body: 'Fence repair',
    });
  });
});

describe('a customer who leaves', () => {
  it('deleting the account closes every open request for its businesses, the hired one too', async () => {
    const { customer, first, second, quoteId } = await fenceRequest('Zoe');
    await customer.agent.post(`/api/quotes/${quoteId}/hire`, { companyId: first.company.id });
    const socket = await listen(second.agent);

    const deleted = await customer.agent.request({
      method: 'DELETE',
      url: '/api/me',
      payload: { password: FACTORY_PASSWORD },
    });
    expect(deleted.statusCode).toBe(200);

    await until(() => socket.events.some((e) => e.type === 'quote_closed'));
    expect(socket.events.find((e) => e.type === 'quote_closed')).toMatchObject({
      quoteId,
      companyId: second.company.id,
      customerGone: true,
    });
    socket.close();
    for (const vendor of [first, second]) {
      expect(await inboxEntry(vendor.agent, quoteId)).toMatchObject({ customerGone: true });
      expect((await notificationsOf(vendor.agent))[0]).toMatchObject({
        kind: 'request_closed',
        title: 'A request is no longer available',
        body: 'Fence repair',
      });
      const mail = await t.waitForMail(
        (m) => m.to === vendor.user.email && m.subject === '"Fence repair" is no longer available',
      );
      expect(mail.text).toContain('is no longer on QuoteLocal, so the request is closed.');
      const late = await message(vendor.agent, quoteId, vendor.company.id, 'Hello?');
      expect(late.statusCode).toBe(409);
      expect(late.json().error).toBe(REQUEST_UNAVAILABLE);
    }
    // Estimates too, in the same words (not the hire's "estimates can no longer be sent").
    const lateEstimate = await estimate(second.agent, quoteId, second.company.id);
    expect(lateEstimate.statusCode).toBe(409);
    expect(lateEstimate.json().error).toBe(REQUEST_UNAVAILABLE);
  });

  it('a suspension closes them while it lasts; a restore opens them again', async () => {
    const { customer, first, quoteId } = await fenceRequest('Ada');
    const admin = await adminAgent();

    const suspend = await admin.post(`/api/admin/users/${customer.user.id}/suspend`, {
      reason: 'Fake requests',
    });
    expect(suspend.statusCode).toBe(200);
    expect(await inboxEntry(first.agent, quoteId)).toMatchObject({ customerGone: true });
    expect((await notificationsOf(first.agent))[0]).toMatchObject({
      title: 'A request is no longer available',
    });
    const closed = await estimate(first.agent, quoteId, first.company.id);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error).toBe(REQUEST_UNAVAILABLE);

    await admin.post(`/api/admin/users/${customer.user.id}/restore`, { reason: 'Appeal upheld' });
    expect(await inboxEntry(first.agent, quoteId)).toMatchObject({ customerGone: false });
    expect((await estimate(first.agent, quoteId, first.company.id)).statusCode).toBe(201);
  });

  it('a business suspended after the hire: its customer keeps the thread, closed to new messages', async () => {
    const { customer, first, quoteId } = await fenceRequest('Bea');
    await message(first.agent, quoteId, first.company.id, 'See you Monday');
    await customer.agent.post(`/api/quotes/${quoteId}/hire`, { companyId: first.company.id });
    const suspend = await (
      await adminAgent()
    ).post(`/api/admin/users/${first.user.id}/suspend`, {
      reason: 'Unlicensed work',
    });
    expect(suspend.statusCode).toBe(200);

    const conversations = (await customer.agent.get(`/api/quotes/${quoteId}/conversations`)).json();
    expect(
      conversations.find((c: { companyId: number }) => c.companyId === first.company.id),
    ).toMatchObject({ businessGone: true });
    const thread = await customer.agent.get(
      `/api/quotes/${quoteId}/companies/${first.company.id}/messages`,
    );
    expect(thread.statusCode).toBe(200);
    expect(JSON.stringify(thread.json())).toContain('See you Monday');
    const late = await message(customer.agent, quoteId, first.company.id, 'Are you coming?');
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(BUSINESS_GONE_CLOSED);
  });
});
