import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { Invoice } from '@/contract/invoice';
import { submittedQuote } from '../support/businesses';
import { inDays } from '../support/dates';
import { startFakeStripe } from '../support/fake-stripe';
import { createCompany, createUser } from '../support/factories';
import { logInAs } from '../support/sessions';
import { pageSocketIsLive } from '../support/sockets';
import {
  type E2eServer,
  expectAccessibleAtBothWidths,
  expectToast,
  useBrowserSuite,
} from './browser';
import { shoot } from './screenshots';

/** Issue 35's screens: the hired business invoices the job, the customer says "I paid", it is paid. */

let customerEmail: string;
let ownerEmail: string;
let companyId: number;
let quoteId: number;

// Card payments on, against the loopback Stripe stand-in: nothing leaves the machine.
const stripe = await startFakeStripe();
afterAll(() => stripe.close());

async function seed(server: E2eServer) {
  const db = server.app.db;
  const customer = await createUser(db, { firstName: 'Jordan', lastName: 'Lee' });
  const owner = await createUser(db, { firstName: 'Tomás' });
  customerEmail = customer.email;
  ownerEmail = owner.email;
  ({ id: companyId } = await createCompany(db, {
    ownerId: owner.id,
    name: 'Copper Line Plumbing',
  }));
  const asCustomer = await logInAs(server, customer.email);
  ({ id: quoteId } = await submittedQuote(asCustomer, {
    quoteName: 'Kitchen sink',
    companyIds: [companyId],
    description:
      'The kitchen sink drains slowly and the trap under it leaks onto the cabinet floor. Please replace the trap and clear the drain.',
  }));
  const estimate = await (
    await logInAs(server, owner.email)
  ).post(`/api/quotes/${quoteId}/companies/${companyId}/estimates`, {
    priceType: 'fixed',
    priceCents: 45_000,
    includes: 'New trap, drain cleared, parts and clean-up.',
    earliestStart: inDays(2),
    validUntil: inDays(30),
  });
  expect(estimate.statusCode, estimate.body).toBe(201);
  const hired = await asCustomer.post(`/api/quotes/${quoteId}/hire`, { companyId });
  expect(hired.statusCode, hired.body).toBe(200);
}

const suite = useBrowserSuite(seed, { stripe: stripe.settings });

/** Stripe delivers a signed event to the app's webhook. */
async function deliver(id: string, type: string, object: object) {
  const { payload, signature } = stripe.signed({ id, type, object });
  const answer = await suite.server.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
  expect(answer.statusCode, answer.body).toBe(200);
}

/** The status badge in an invoice card's header. */
const status = (card: ReturnType<Page['getByRole']>, text: string) =>
  expect.poll(() => card.locator('header').getByText(text, { exact: true }).isVisible()).toBe(true);

describe('invoices', () => {
  it('the hired business invoices from its estimate, edits and sends it; the customer says "I paid"; the business confirms it: paid', async () => {
    const base = suite.server.baseUrl;
    const year = new Date().getUTCFullYear();
    const number = `INV-${year}-0001`;

    // The business, on a phone, makes the draft from the accepted estimate and edits it.
    const owner = await suite.signedInPage(ownerEmail, { width: 390 });
    await owner.goto(`${base}/vendorquotes?quoteId=${quoteId}&companyId=${companyId}`);
    const invoices = owner.getByRole('region', { name: 'Invoices' });
    await invoices.getByRole('button', { name: 'Create invoice' }).click();
    const card = invoices.getByRole('article', { name: `Invoice ${number}` });
    await status(card, 'Draft');
    expect(await card.getByText('$450').first().isVisible()).toBe(true);

    await card.getByRole('button', { name: 'Edit' }).click();
    const edit = owner.getByRole('dialog', { name: `Edit invoice ${number}` });
    await edit.getByRole('button', { name: 'Add a line' }).click();
    const line2 = edit.getByRole('group', { name: 'Line 2' });
    await line2.getByLabel('Description').fill('Shut-off valve');
    await line2.getByLabel('Quantity').fill('2');
    await line2.getByLabel('Unit price').fill('12.50');
    await edit.getByLabel('Tax rate (%)').fill('8.25');
    await edit.getByLabel('Discount').fill('10');
    // 450 + 25 = 475, less 10 = 465, tax 8.25 % = 38.3625 → 38.36: 503.36.
    await expect.poll(() => edit.getByText('Total: $503.36').isVisible()).toBe(true);
    await expectAccessibleAtBothWidths(owner);
    await owner.setViewportSize({ width: 390, height: 900 });
    await edit.getByRole('button', { name: 'Save draft' }).click();
    await expectToast(owner, 'Draft saved');
    await expect.poll(() => card.getByText('$503.36').first().isVisible()).toBe(true);

    // The customer, on a desktop, has the quote page open: the invoice comes live once sent,
    // then every change of each side reaches the other without a reload.
    const customer = await suite.signedInPage(customerEmail);
    await customer.goto(`${base}/quotes/${quoteId}/edit`);
    await Promise.all([pageSocketIsLive(customer), pageSocketIsLive(owner)]);
    const theirs = customer
      .getByRole('region', { name: 'Invoices' })
      .getByRole('article', { name: `Invoice ${number}` });
    expect(await theirs.count()).toBe(0);

    await card.getByRole('button', { name: 'Send invoice' }).click();
    await expectToast(owner, `Invoice ${number} sent to Jordan Lee`);
    await status(card, 'Sent');

    // The customer sees it and says "I paid".
    await status(theirs, 'Sent');
    expect(
      await theirs
        .getByRole('link', { name: `Download PDF of invoice ${number}` })
        .getAttribute('href'),
    ).toMatch(/^\/api\/invoices\/\d+\/pdf$/);
    await theirs.getByRole('button', { name: 'I paid' }).click();
    const claim = customer.getByRole('dialog', { name: 'Tell Copper Line Plumbing you paid' });
    await claim.getByLabel('Note for the business (optional)').fill('Zelle this morning');
    await expectAccessibleAtBothWidths(customer);
    await claim.getByRole('button', { name: 'Send' }).click();
    await expectToast(customer, 'The business was told you paid');
    await expect
      .poll(() =>
        theirs
          .getByText('You told Copper Line Plumbing you paid $503.36.', { exact: false })
          .isVisible(),
      )
      .toBe(true);

    // The business confirms it: paid, nothing left to pay.
    await expect
      .poll(() =>
        card.getByText('Jordan Lee says they paid $503.36.', { exact: false }).isVisible(),
      )
      .toBe(true);
    await card.getByRole('button', { name: 'Confirm payment' }).click();
    await expectToast(owner, 'Payment confirmed');
    await status(card, 'Paid');
    expect(await card.getByRole('button', { name: 'Record a payment' }).count()).toBe(0);
    await expectAccessibleAtBothWidths(owner);

    await status(theirs, 'Paid');
    expect(await theirs.getByRole('button', { name: 'I paid' }).count()).toBe(0);
  });

  it('a business that takes cards: the customer, on a phone, pays by card through Checkout; paid only when Stripe says so', async () => {
    const base = suite.server.baseUrl;
    // The business connects Stripe and Stripe says it may take charges; it sends another invoice.
    const asOwner = await logInAs(suite.server, ownerEmail);
    expect((await asOwner.post(`/api/companies/${companyId}/payment-account`)).statusCode).toBe(
      200,
    );
    const link = stripe.requests.findLast((r) => r.path === '/v1/account_links')!;
    await deliver('evt_e2e_account', 'account.updated', {
      id: String(link.body.account),
      object: 'account',
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
    });
    const draft = (
      await asOwner.post(`/api/quotes/${quoteId}/companies/${companyId}/invoices`, {})
    ).json<Invoice>();
    expect((await asOwner.post(`/api/invoices/${draft.id}/send`)).statusCode).toBe(200);

    const customer = await suite.signedInPage(customerEmail, { width: 390 });
    await customer.route('https://checkout.stripe.test/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Stripe Checkout</title>' }),
    );
    await customer.goto(`${base}/quotes/${quoteId}/edit`);
    const theirs = customer
      .getByRole('region', { name: 'Invoices' })
      .getByRole('article', { name: `Invoice ${draft.number}` });
    await status(theirs, 'Sent');
    await shoot(customer, 'invoice-pay-by-card');
    await theirs.getByRole('button', { name: 'Pay by card' }).click();

    // The browser is on the Checkout page Stripe made for the balance ($450).
    await customer.waitForURL(/^https:\/\/checkout\.stripe\.test\//);
    const session = stripe.requests.findLast((r) => r.path === '/v1/checkout/sessions')!;
    expect(session.body).toMatchObject({
      metadata: { invoice_id: String(draft.id) },
      line_items: { 0: { price_data: { unit_amount: '45000' } } },
    });
    const sessionId = customer.url().split('/').at(-1)!;
    expect(customer.url()).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);

    // Back from Checkout: the page says the payment is being confirmed; the invoice is still due.
    await customer.goto(String(session.body.success_url));
    await expect
      .poll(() => customer.getByRole('status').getByText('being confirmed').isVisible())
      .toBe(true);
    await status(theirs, 'Sent');
    await expectAccessibleAtBothWidths(customer);
    await shoot(customer, 'invoice-card-payment-pending');

    // Stripe's signed webhook says it was paid: the open page shows it, live.
    await pageSocketIsLive(customer);
    await deliver('evt_e2e_paid', 'checkout.session.completed', {
      id: sessionId,
      object: 'checkout.session',
      payment_status: 'paid',
      amount_total: 45_000,
      payment_intent: 'pi_e2e_1',
      metadata: { invoice_id: String(draft.id) },
    });
    await status(theirs, 'Paid');
    expect(await theirs.getByRole('button', { name: 'Pay by card' }).count()).toBe(0);
  });
});
