import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '@/contract/invoice';
import type { RealtimeEvent } from '@/contract/realtime';
import { checkLedger } from '@/server/modules/invoices';
import { quoteToNewBusinesses } from '../support/businesses';
import { inDays } from '../support/dates';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe';
import { loggedIn } from '../support/sessions';
import { collectEvents, isMarker, publishMarker, socketUrl } from '../support/sockets';
import { createTestApp, listenOnLoopback, type Agent, type TestApp } from '../support/test-app';
import { until } from '../support/waiting';

const LONG =
  'Our kitchen needs a new sink, a dishwasher hookup and a leaking pipe under the island fixed. Access is easy and the water shut-off works.';
const ADMIN = 'payments-admin@example.com';

let t: TestApp;
let stripe: FakeStripe;
let admin: Agent;
let wsUrl: string;
beforeAll(async () => {
  stripe = await startFakeStripe(250);
  t = await createTestApp({ stripe: stripe.settings, adminEmails: new Set([ADMIN]) });
  admin = (await loggedIn(t, { email: ADMIN })).agent;
  wsUrl = socketUrl(await listenOnLoopback(t));
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

/** A sent invoice of $1,234.57 (less a deposit, when `deposit` asks one) from a hired business. */
async function sentInvoice(deposit: object = {}) {
  const job = await quoteToNewBusinesses(t, {
    customer: 'Morgan',
    quoteName: 'Kitchen plumbing',
    description: LONG,
    companies: [{ name: 'Pipe Pros' }],
  });
  const vendor = job.vendors[0]!;
  const conversation = `/api/quotes/${job.quoteId}/companies/${vendor.company.id}`;
  const estimate = await vendor.agent.post(`${conversation}/estimates`, {
    priceType: 'fixed',
    priceCents: 123_457,
    includes: 'New sink, dishwasher hookup, pipe repair, parts and clean-up.',
    earliestStart: inDays(3),
    validUntil: inDays(30),
    ...deposit,
  });
  expect(estimate.statusCode, estimate.body).toBe(201);
  await job.customer.agent.post(`/api/quotes/${job.quoteId}/hire`, {
    companyId: vendor.company.id,
  });
  const draft = (await vendor.agent.post(`${conversation}/invoices`, {})).json<Invoice>();
  const sent = await vendor.agent.post(`/api/invoices/${draft.id}/send`);
  expect(sent.statusCode, sent.body).toBe(200);
  return { customer: job.customer, vendor, invoice: sent.json<Invoice>() };
}

let eventCounter = 0;
/** Stripe delivers an event, signed with the webhook secret. */
async function deliver(
  type: string,
  object: object,
  options: { id?: string; created?: number } = {},
) {
  const { payload, signature } = stripe.signed({
    id: options.id ?? `evt_test_${++eventCounter}`,
    type,
    object,
    ...(options.created ? { created: options.created } : {}),
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

const account = (id: string, chargesEnabled: boolean) => ({
  id,
  object: 'account',
  charges_enabled: chargesEnabled,
  payouts_enabled: chargesEnabled,
  details_submitted: chargesEnabled,
});

/** The business connects Stripe and Stripe says it may take charges. */
async function connected(vendor: Awaited<ReturnType<typeof sentInvoice>>['vendor']) {
  const started = await vendor.agent.post(`/api/companies/${vendor.company.id}/payment-account`);
  expect(started.statusCode, started.body).toBe(200);
  const creation = stripe.requests.findLast((r) => r.path === '/v1/accounts')!;
  expect(creation.body.metadata).toEqual({ company_id: String(vendor.company.id) });
  const link = stripe.requests.findLast((r) => r.path === '/v1/account_links')!;
  const id = String(link.body.account);
  expect((await deliver('account.updated', account(id, true))).statusCode).toBe(200);
  return id;
}

const paymentIntent = (invoiceId: number, id: string, amount: number, fee: number) => ({
  id,
  object: 'payment_intent',
  amount,
  amount_received: amount,
  application_fee_amount: fee,
  status: 'succeeded',
  metadata: { invoice_id: String(invoiceId) },
});

const charge = (
  invoiceId: number,
  intentId: string,
  amount: number,
  refunded: number,
  fee: number,
) => ({
  id: `ch_${intentId}`,
  object: 'charge',
  amount,
  amount_captured: amount,
  amount_refunded: refunded,
  application_fee_amount: fee,
  payment_intent: intentId,
  refunded: refunded === amount,
  metadata: { invoice_id: String(invoiceId) },
});

const read = async (agent: Agent, id: number) =>
  (await agent.get(`/api/invoices/${id}`)).json<Invoice>();

describe('card payments without Stripe settings', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp();
  });
  afterAll(async () => off.close());

  it('answer 404 on every card route', async () => {
    const owner = await loggedIn(off);
    const routes = [
      owner.agent.get('/api/companies/1/payment-account'),
      owner.agent.post('/api/companies/1/payment-account'),
      owner.agent.post('/api/invoices/1/checkout'),
      owner.agent.post('/api/invoices/1/refunds', { idempotencyKey: randomUUID() }),
      off.app.inject({ method: 'POST', url: '/api/webhooks/stripe', payload: '{}' }),
    ];
    for (const answer of await Promise.all(routes)) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({
        error: 'Card payments are not available on this site.',
      });
    }
  });
});

describe('Stripe Connect onboarding', () => {
  it('makes one connected account per business and follows account.updated, in order', async () => {
    const { vendor, customer } = await sentInvoice();
    const path = `/api/companies/${vendor.company.id}/payment-account`;
    expect((await vendor.agent.get(path)).json()).toMatchObject({ status: 'not_connected' });
    const before = stripe.requests.length;
    const [first, second] = await Promise.all([vendor.agent.post(path), vendor.agent.post(path)]);
    expect(first.json().onboardingUrl).toMatch(/^https:\/\/connect\.stripe\.test\/setup\/acct_/);
    expect(second.json().status).toBe('pending');
    const calls = stripe.requests.slice(before);
    const creations = calls.filter((r) => r.path === '/v1/accounts');
    // Both calls carry the business's key: Stripe made one account.
    expect(creations.map((r) => r.idempotencyKey)).toEqual(
      creations.map(() => `connect-account-company-${vendor.company.id}`),
    );
    expect(calls.filter((r) => r.path === '/v1/account_links')).toHaveLength(2);
    expect(calls.every((r) => r.idempotencyKey)).toBe(true);
    const accountId = String(calls.find((r) => r.path === '/v1/account_links')!.body.account);

    const now = Math.floor(Date.now() / 1000);
    await deliver('account.updated', account(accountId, true), { created: now });
    // An older event arriving late does not undo the newer one.
    await deliver('account.updated', account(accountId, false), { created: now - 60 });
    expect((await vendor.agent.get(path)).json()).toEqual({
      status: 'active',
      chargesEnabled: true,
      payoutsEnabled: true,
      detailsSubmitted: true,
    });
    expect((await customer.agent.get(path)).statusCode).toBe(403);
  });
});

describe('Stripe Checkout and webhooks', () => {
  it('pays the balance to the business less the platform fee, only when the webhook says so', async () => {
    const { vendor, customer, invoice } = await sentInvoice();
    const checkout = `/api/invoices/${invoice.id}/checkout`;
    const notYet = await customer.agent.post(checkout);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().error).toBe('This business does not take card payments yet.');
    const accountId = await connected(vendor);

    const before = stripe.requests.length;
    const started = await customer.agent.post(checkout);
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json()).toMatchObject({ amountCents: 123_457 });
    const [created] = stripe.requests.slice(before);
    expect(created).toMatchObject({
      path: '/v1/checkout/sessions',
      idempotencyKey: expect.stringMatching(/^invoice-checkout-\d+$/),
      body: {
        mode: 'payment',
        line_items: {
          0: { quantity: '1', price_data: { currency: 'usd', unit_amount: '123457' } },
        },
        payment_intent_data: {
          // 2.5 % of 123457 = 3086.425 → 3086.
          application_fee_amount: '3086',
          transfer_data: { destination: accountId },
          metadata: { invoice_id: String(invoice.id) },
        },
      },
    });
    // The same page again while it is open; the business cannot start one.
    expect((await customer.agent.post(checkout)).json().url).toBe(started.json().url);
    expect(stripe.requests).toHaveLength(before + 1);
    expect((await vendor.agent.post(checkout)).statusCode).toBe(403);
    expect((await read(customer.agent, invoice.id)).status).toBe('sent');

    const session = started.json().url.split('/').at(-1);
    const completed = {
      id: session,
      object: 'checkout.session',
      payment_status: 'paid',
      amount_total: 123_457,
      payment_intent: 'pi_paid_1',
      metadata: { invoice_id: String(invoice.id) },
    };
    const once = await deliver('checkout.session.completed', completed, { id: 'evt_paid_1' });
    expect(once.json()).toEqual({ received: true, duplicate: false });
    // Redelivered, and told of again by the PaymentIntent's own event: still one payment.
    expect(
      (await deliver('checkout.session.completed', completed, { id: 'evt_paid_1' })).json(),
    ).toEqual({ received: true, duplicate: true });
    await deliver(
      'payment_intent.succeeded',
      paymentIntent(invoice.id, 'pi_paid_1', 123_457, 3086),
    );

    const paid = await read(customer.agent, invoice.id);
    expect(paid).toMatchObject({ status: 'paid', paidCents: 123_457, balanceCents: 0 });
    expect(paid.ledger.map((e) => [e.kind, e.amountCents, e.method])).toEqual([
      ['payment', 123_457, 'card'],
      ['fee', 3086, 'card'],
    ]);
  });

  it('pays a deposit invoiced at hire like any invoice; the balance invoice bills the rest', async () => {
    const { vendor, customer, invoice: balance } = await sentInvoice({ depositPercent: 25 });
    const [deposit] = (await customer.agent.get(`/api/quotes/${balance.quoteId}/invoices`)).json<
      Invoice[]
    >();
    // 25 % of 123457 = 30864.25 → 30864; the invoice made later deducts it.
    expect(deposit).toMatchObject({ isDeposit: true, totalCents: 30_864 });
    expect(balance).toMatchObject({ depositCreditCents: 30_864, totalCents: 92_593 });
    await connected(vendor);

    const started = await customer.agent.post(`/api/invoices/${deposit!.id}/checkout`);
    expect(started.statusCode, started.body).toBe(201);
    expect(stripe.requests.at(-1)).toMatchObject({
      path: '/v1/checkout/sessions',
      body: {
        line_items: { 0: { price_data: { unit_amount: '30864' } } },
        // 2.5 % of 30864 = 771.6 → 772.
        payment_intent_data: { application_fee_amount: '772' },
      },
    });
    await deliver('checkout.session.completed', {
      id: started.json().url.split('/').at(-1),
      object: 'checkout.session',
      payment_status: 'paid',
      amount_total: 30_864,
      payment_intent: 'pi_deposit_1',
      metadata: { invoice_id: String(deposit!.id) },
    });
    expect(await read(customer.agent, deposit!.id)).toMatchObject({ status: 'paid' });
    expect(await read(customer.agent, balance.id)).toMatchObject({
      status: 'sent',
      balanceCents: 92_593,
    });
    expect(await checkLedger(t.app.db)).toEqual([]);
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const { customer, invoice } = await sentInvoice();
    const { payload } = stripe.signed({
      id: 'evt_forged',
      type: 'payment_intent.succeeded',
      object: paymentIntent(invoice.id, 'pi_forged', 123_457, 0),
    });
    for (const signature of [
      undefined,
      't=1,v1=00',
      `t=${Math.floor(Date.now() / 1000)},v1=${'a'.repeat(64)}`,
    ]) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/webhooks/stripe',
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'stripe-signature': signature } : {}),
        },
        payload,
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error).toBe('Invalid webhook signature');
    }
    expect(await read(customer.agent, invoice.id)).toMatchObject({ status: 'sent', ledger: [] });
    // The same event id, signed, is then applied: the forgeries were not marked handled.
    const real = await deliver(
      'payment_intent.succeeded',
      paymentIntent(invoice.id, 'pi_forged', 100, 0),
      {
        id: 'evt_forged',
      },
    );
    expect(real.json()).toEqual({ received: true, duplicate: false });
  });

  it('handles events out of order: a refund before its payment, an older refund after a newer one', async () => {
    const { customer, invoice } = await sentInvoice();
    const id = invoice.id;
    await deliver('charge.refunded', charge(id, 'pi_ooo', 123_457, 20_000, 3086));
    expect(await read(customer.agent, id)).toMatchObject({
      status: 'partly_paid',
      paidCents: 103_457,
    });
    await deliver('charge.refunded', charge(id, 'pi_ooo', 123_457, 10_000, 3086));
    await deliver('payment_intent.succeeded', paymentIntent(id, 'pi_ooo', 123_457, 3086));
    const after = await read(customer.agent, id);
    expect(after.ledger.map((e) => [e.kind, e.amountCents])).toEqual([
      ['payment', 123_457],
      ['fee', 3086],
      ['refund', 20_000],
    ]);
    await deliver('charge.refunded', charge(id, 'pi_ooo', 123_457, 123_457, 3086));
    expect(await read(customer.agent, id)).toMatchObject({ status: 'refunded', paidCents: 0 });
  });

  it('acknowledges a payment made elsewhere on the Stripe account and records nothing', async () => {
    const elsewhere = { ...paymentIntent(0, 'pi_elsewhere', 900, 0), metadata: {} };
    expect((await deliver('payment_intent.succeeded', elsewhere)).json()).toEqual({
      received: true,
      duplicate: false,
    });
    const { rows } = await t.app.db.execute(
      sql`SELECT 1 FROM payment_ledger WHERE provider_payment_id = 'pi_elsewhere'`,
    );
    expect(rows).toEqual([]);
  });

  it('a dispute before its payment is known is 503, so Stripe sends it again', async () => {
    const answer = await deliver('charge.dispute.created', {
      id: 'du_unknown',
      object: 'dispute',
      amount: 100,
      payment_intent: 'pi_never_seen',
      reason: 'fraudulent',
      status: 'needs_response',
      created: Math.floor(Date.now() / 1000),
    });
    expect(answer.statusCode).toBe(503);
  });
});

describe('refunds and disputes', () => {
  it('refunds through Stripe with idempotency keys; the ledger moves when the webhook comes', async () => {
    const { vendor, customer, invoice } = await sentInvoice();
    await deliver(
      'payment_intent.succeeded',
      paymentIntent(invoice.id, 'pi_refund', 123_457, 3086),
    );
    const path = `/api/invoices/${invoice.id}/refunds`;
    const key = randomUUID();

    expect((await customer.agent.post(path, { idempotencyKey: key })).statusCode).toBe(403);
    expect(
      (await vendor.agent.post(path, { amountCents: 200_000, idempotencyKey: key })).statusCode,
    ).toBe(409);
    expect((await vendor.agent.post(path, { amountCents: 5000 })).statusCode).toBe(400);

    const first = await vendor.agent.post(path, { amountCents: 5000, idempotencyKey: key });
    expect(first.statusCode, first.body).toBe(202);
    const retried = await vendor.agent.post(path, { amountCents: 5000, idempotencyKey: key });
    expect(retried.json()).toEqual(first.json());
    const refundCall = stripe.requests.findLast((r) => r.path === '/v1/refunds')!;
    expect(refundCall).toMatchObject({
      idempotencyKey: `invoice-refund-${invoice.id}-${key}-pi_refund`,
      body: { payment_intent: 'pi_refund', amount: '5000', reverse_transfer: 'true' },
    });
    expect((await read(vendor.agent, invoice.id)).status).toBe('paid');

    await deliver('charge.refunded', charge(invoice.id, 'pi_refund', 123_457, 5000, 3086));
    expect(await read(vendor.agent, invoice.id)).toMatchObject({
      status: 'partly_paid',
      paidCents: 118_457,
    });

    // An admin refunds the rest (no amount: all that is left).
    const rest = await admin.post(path, { idempotencyKey: randomUUID() });
    expect(rest.statusCode, rest.body).toBe(202);
    expect(rest.json()).toMatchObject([{ amountCents: 118_457 }]);
  });

  it('marks the invoice disputed for the parties and the admins’ queue; a lost dispute gives the money back', async () => {
    const { customer, invoice } = await sentInvoice();
    await deliver(
      'payment_intent.succeeded',
      paymentIntent(invoice.id, 'pi_dispute', 123_457, 3086),
    );
    const dispute = {
      id: 'du_1',
      object: 'dispute',
      amount: 123_457,
      payment_intent: 'pi_dispute',
      charge: 'ch_pi_dispute',
      reason: 'product_not_received',
      status: 'needs_response',
      created: Math.floor(Date.now() / 1000),
    };
    await deliver('charge.dispute.created', dispute);
    expect((await read(customer.agent, invoice.id)).status).toBe('disputed');
    const queue = await admin.get('/api/admin/disputes');
    expect(queue.json()).toContainEqual(
      expect.objectContaining({
        id: 'du_1',
        status: 'open',
        invoiceId: invoice.id,
        invoiceNumber: invoice.number,
        reason: 'product_not_received',
      }),
    );
    expect((await customer.agent.get('/api/admin/disputes')).statusCode).toBe(403);

    await deliver('charge.dispute.closed', { ...dispute, status: 'lost' });
    // A late "updated" after the close changes nothing.
    await deliver('charge.dispute.updated', { ...dispute, status: 'under_review' });
    const lost = await read(customer.agent, invoice.id);
    expect(lost).toMatchObject({ status: 'refunded', paidCents: 0 });
    expect(lost.ledger.filter((e) => e.kind === 'refund')).toHaveLength(1);
    expect((await admin.get('/api/admin/disputes')).json()).not.toContainEqual(
      expect.objectContaining({ id: 'du_1' }),
    );
  });
});

describe('invoice events from webhooks', () => {
  it('reach both parties when a card payment, a refund or a dispute changes the invoice', async () => {
    const { vendor, customer, invoice } = await sentInvoice();
    const cookie = (agent: Agent) => `ql_session=${agent.cookies.get('ql_session')}`;
    const sides = [
      { ...(await collectEvents(wsUrl, cookie(customer.agent))), userId: customer.user.id },
      { ...(await collectEvents(wsUrl, cookie(vendor.agent))), userId: vendor.user.id },
    ];
    const ofInvoice = (events: RealtimeEvent[]) =>
      events.flatMap((e) => (e.type === 'invoice' && e.invoiceId === invoice.id ? [e] : []));
    /** The statuses each party's events told, once both have `count`. */
    const statuses = async (count: number) => {
      await until(() => sides.every((side) => ofInvoice(side.events).length >= count));
      const [ofCustomer, ofOwner] = sides.map((side) =>
        ofInvoice(side.events).map((e) => e.status),
      );
      expect(ofOwner).toEqual(ofCustomer);
      return ofCustomer;
    };

    const paid = paymentIntent(invoice.id, 'pi_live', 123_457, 3086);
    await deliver('payment_intent.succeeded', paid, { id: 'evt_live_paid' });
    expect(await statuses(1)).toEqual(['paid']);
    expect(ofInvoice(sides[0]!.events)[0]).toMatchObject({
      quoteId: invoice.quoteId,
      companyId: invoice.companyId,
    });
    await deliver('charge.refunded', charge(invoice.id, 'pi_live', 123_457, 5000, 3086));
    expect(await statuses(2)).toEqual(['paid', 'partly_paid']);
    await deliver('charge.dispute.created', {
      id: 'du_live',
      object: 'dispute',
      amount: 118_457,
      payment_intent: 'pi_live',
      reason: 'duplicate',
      status: 'needs_response',
      created: Math.floor(Date.now() / 1000),
    });
    expect(await statuses(3)).toEqual(['paid', 'partly_paid', 'disputed']);

    // A redelivered event and an older refund change nothing, and tell nobody: each socket has
    // every event published before its marker.
    await deliver('payment_intent.succeeded', paid, { id: 'evt_live_paid' });
    await deliver('charge.refunded', charge(invoice.id, 'pi_live', 123_457, 1000, 3086));
    for (const side of sides) {
      const marker = await publishMarker(t.app.db, side.userId);
      await until(() => side.events.some((e) => isMarker(e, marker)), 5000, 'the marker');
      expect(ofInvoice(side.events)).toHaveLength(3);
      side.socket.close(1000);
    }
  });
});

describe('the admin dashboard', () => {
  it('adds up payments, platform fees, refunds and open disputes, for admins only', async () => {
    const figures = async () => {
      const stats = await admin.get('/api/admin/stats');
      expect(stats.statusCode, stats.body).toBe(200);
      return stats.json().payments;
    };
    const before = await figures();
    const { vendor, customer, invoice } = await sentInvoice();
    await deliver('payment_intent.succeeded', paymentIntent(invoice.id, 'pi_stats', 100_000, 2500));
    await deliver('charge.refunded', charge(invoice.id, 'pi_stats', 100_000, 30_000, 2500));
    const offline = await vendor.agent.post(`/api/invoices/${invoice.id}/payments`, {
      method: 'check',
      amountCents: 4_321,
      receivedOn: inDays(0),
      reference: '1042',
    });
    expect(offline.statusCode, offline.body).toBe(201);
    await deliver('charge.dispute.created', {
      id: 'du_stats',
      object: 'dispute',
      amount: 70_000,
      payment_intent: 'pi_stats',
      reason: 'general',
      status: 'needs_response',
      created: Math.floor(Date.now() / 1000),
    });
    const after = await figures();
    expect({
      volumeCents: after.volumeCents - before.volumeCents,
      platformFeesCents: after.platformFeesCents - before.platformFeesCents,
      refundsCents: after.refundsCents - before.refundsCents,
      openDisputes: after.openDisputes - before.openDisputes,
    }).toEqual({
      volumeCents: 104_321,
      platformFeesCents: 2500,
      refundsCents: 30_000,
      openDisputes: 1,
    });
    for (const agent of [customer.agent, vendor.agent]) {
      expect((await agent.get('/api/admin/stats')).statusCode).toBe(403);
    }
  });
});

describe('the ledger check', () => {
  it('holds for every invoice, and names the one a corrupted row breaks', async () => {
    const { invoice } = await sentInvoice();
    await deliver('payment_intent.succeeded', paymentIntent(invoice.id, 'pi_check', 50_000, 1250));
    expect(await checkLedger(t.app.db)).toEqual([]);
    // Nightly, through the job queue's schedule: one run across all nodes.
    const { rows: schedules } = await t.app.db.execute<{ cron: string }>(
      sql`SELECT cron FROM pgboss.schedule WHERE name = 'invoices.ledger-check'`,
    );
    expect(schedules).toEqual([{ cron: '29 2 * * *' }]);

    // A payment written behind the app's back: the status no longer matches the balance.
    await t.app.db.execute(sql`
      INSERT INTO payment_ledger (company_id, invoice_id, kind, amount_cents, currency, method, received_on)
      VALUES (${invoice.companyId}, ${invoice.id}, 'payment', 73457, 'USD', 'cash', current_date)`);
    // And a fee of no payment.
    await t.app.db.execute(sql`
      INSERT INTO payment_ledger (company_id, invoice_id, kind, amount_cents, currency, method, provider, provider_payment_id, received_on)
      VALUES (${invoice.companyId}, ${invoice.id}, 'fee', 10, 'USD', 'card', 'stripe', 'pi_nowhere', current_date)`);
    const findings = await checkLedger(t.app.db);
    expect(findings).toEqual([
      {
        invoiceId: invoice.id,
        number: invoice.number,
        problem: 'status partly_paid, but its balance of 0 ¢ says paid',
      },
      expect.objectContaining({
        invoiceId: invoice.id,
        problem: expect.stringMatching(/pi_nowhere/),
      }),
    ]);
  });
});
