import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { submittedQuote } from '../support/businesses';
import { inDays } from '../support/dates';
import { createCompany, createUser } from '../support/factories';
import { logInAs } from '../support/sessions';
import { pageSocketIsLive } from '../support/sockets';
import { expectAccessibleAtBothWidths, expectToast, useBrowserSuite } from './browser';
import { shoot } from './screenshots';

/**
 * Issue 35's deposit at hire (docs/decisions/096): the business asks 30 % on its estimate, the
 * customer hires and pays the deposit offline, the job is done, the invoice deducts the deposit and
 * the rest is paid. Card payments are not configured in the browser tests (no Stripe keys): the
 * deposit is paid as every invoice is without them.
 */

let customerEmail: string;
let ownerEmail: string;
let companyId: number;
let quoteId: number;

const suite = useBrowserSuite(async (server) => {
  const db = server.app.db;
  const customer = await createUser(db, { firstName: 'Jordan', lastName: 'Lee' });
  const owner = await createUser(db, { firstName: 'Tomás' });
  customerEmail = customer.email;
  ownerEmail = owner.email;
  ({ id: companyId } = await createCompany(db, {
    ownerId: owner.id,
    name: 'Copper Line Plumbing',
  }));
  ({ id: quoteId } = await submittedQuote(await logInAs(server, customer.email), {
    quoteName: 'Water heater',
    companyIds: [companyId],
    description:
      'The 40-gallon gas water heater in the garage leaks at the base and the water is lukewarm. Please replace it with a similar one.',
  }));
});

const visible = (locator: Locator) => expect.poll(() => locator.isVisible()).toBe(true);
const status = (card: Locator, text: string) =>
  visible(card.locator('header').getByText(text, { exact: true }));

/** The customer says "I paid" on an invoice card; the business confirms it on its own: paid. */
async function payOffline(customer: Page, theirs: Locator, owner: Page, ours: Locator) {
  await theirs.getByRole('button', { name: 'I paid' }).click();
  await customer
    .getByRole('dialog', { name: 'Tell Copper Line Plumbing you paid' })
    .getByRole('button', { name: 'Send' })
    .click();
  await expectToast(customer, 'The business was told you paid');
  await ours.getByRole('button', { name: 'Confirm payment' }).click();
  await expectToast(owner, 'Payment confirmed');
  await status(ours, 'Paid');
  await status(theirs, 'Paid');
}

describe('deposits', () => {
  it('hire → deposit → job done → invoice → pay, offline, at 390 and 1280 px', async () => {
    const base = suite.server.baseUrl;
    const year = new Date().getUTCFullYear();

    // The business, on a phone, asks 30 % at hire on its $1,200 estimate.
    const owner = await suite.signedInPage(ownerEmail, { width: 390 });
    await owner.goto(`${base}/vendorquotes?quoteId=${quoteId}&companyId=${companyId}`);
    await owner.getByRole('button', { name: 'Send estimate' }).first().click();
    const form = owner.getByRole('dialog', { name: 'Send an estimate' });
    await form.getByLabel('Price for the job (USD)').fill('1,200');
    await form
      .getByLabel('What the price includes')
      .fill('A new 40-gallon gas water heater, installed, and the old one hauled away.');
    await form.getByLabel('Earliest start date').fill(inDays(3));
    await form.getByText('Percentage', { exact: true }).click();
    await form.getByLabel('Deposit (% of the price; of the lowest for a range)').fill('30');
    await expectAccessibleAtBothWidths(owner);
    await shoot(owner, 'deposit-estimate-form');
    await owner.setViewportSize({ width: 390, height: 900 });
    await form.getByRole('button', { name: 'Send estimate' }).click();
    await expectToast(owner, 'Estimate sent');

    // The customer, on a desktop, sees the deposit before hiring, and hires.
    const customer = await suite.signedInPage(customerEmail);
    await customer.goto(`${base}/quotes/${quoteId}/edit`);
    const compare = customer.getByRole('region', { name: 'Compare estimates' });
    await visible(compare.getByText('$360 (30%)'));
    await compare.getByRole('button', { name: 'Hire Copper Line Plumbing' }).click();
    const confirm = customer.getByRole('alertdialog', { name: 'Hire Copper Line Plumbing?' });
    await visible(confirm.getByText('asks for a deposit of $360 when hired', { exact: false }));
    await shoot(customer, 'deposit-hire-dialog');
    await Promise.all([pageSocketIsLive(customer), pageSocketIsLive(owner)]);
    await confirm.getByRole('button', { name: 'Hire' }).click();

    // The deposit invoice is on the quote page at once, and reaches the business live.
    const theirInvoices = customer.getByRole('region', { name: 'Invoices' });
    const deposit = `INV-${year}-0001`;
    const theirDeposit = theirInvoices.getByRole('article', { name: `Deposit invoice ${deposit}` });
    await status(theirDeposit, 'Sent');
    await visible(theirDeposit.getByText('$360').first());
    await expectAccessibleAtBothWidths(customer);
    await shoot(customer, 'deposit-invoice-customer');
    await customer.setViewportSize({ width: 1280, height: 900 });
    const ourInvoices = owner.getByRole('region', { name: 'Invoices' });
    const ourDeposit = ourInvoices.getByRole('article', { name: `Deposit invoice ${deposit}` });
    await status(ourDeposit, 'Sent');
    await payOffline(customer, theirDeposit, owner, ourDeposit);

    // The job is done: the business marks it, the customer confirms.
    await owner.getByRole('button', { name: 'Mark job done' }).click();
    await visible(owner.getByText('You marked the job done on', { exact: false }));
    const hired = customer.getByRole('region', { name: 'You hired Copper Line Plumbing' });
    await hired.getByRole('button', { name: 'Confirm the job is done' }).click();
    await customer
      .getByRole('alertdialog', { name: 'Confirm the job is done?' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await expectToast(customer, 'Job done');

    // The invoice from the estimate deducts the deposit: $840 is left; sent, then paid.
    const balance = `INV-${year}-0002`;
    await ourInvoices.getByRole('button', { name: 'Create invoice' }).click();
    const ourBalance = ourInvoices.getByRole('article', { name: `Invoice ${balance}` });
    await status(ourBalance, 'Draft');
    await visible(ourBalance.getByText('Less deposit'));
    await visible(ourBalance.getByText('−$360'));
    await visible(ourBalance.getByText('$840').first());
    await expectAccessibleAtBothWidths(owner);
    await shoot(owner, 'deposit-balance-business');
    await owner.setViewportSize({ width: 390, height: 900 });
    await ourBalance.getByRole('button', { name: 'Send invoice' }).click();
    await expectToast(owner, `Invoice ${balance} sent to Jordan Lee`);

    const theirBalance = theirInvoices.getByRole('article', { name: `Invoice ${balance}` });
    await status(theirBalance, 'Sent');
    await visible(theirBalance.getByText('Less deposit'));
    await payOffline(customer, theirBalance, owner, ourBalance);
    expect(await theirBalance.getByRole('button', { name: 'I paid' }).count()).toBe(0);
    await expectAccessibleAtBothWidths(customer);
    await shoot(customer, 'deposit-paid-customer');
    if (process.env.SCREENSHOT_DIR) {
      await customer.goto(`${base}/es/quotes/${quoteId}/edit`);
      await visible(customer.getByText('Menos el depósito'));
      await shoot(customer, 'deposit-paid-customer-es');
      await owner.goto(`${base}/es/vendorquotes?quoteId=${quoteId}&companyId=${companyId}`);
      await visible(owner.getByText('Menos el depósito'));
      await shoot(owner, 'deposit-paid-business-es');
    }
  });
});
