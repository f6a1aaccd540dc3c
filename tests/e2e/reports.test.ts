import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { REPORT_ALREADY_OPEN, REPORT_THANKS } from '@/contract/moderation';
import { submittedQuote } from '../support/businesses';
import { createCompany, createUser } from '../support/factories';
import { multipart } from '../support/files';
import { logInAs } from '../support/sessions';
import { expectAccessible, useBrowserSuite } from './browser';

/**
 * Issue 19, point 2: reporting from where the item shows. A customer reports a review on the
 * company page, a business a message it received in its inbox, and the dialog works by keyboard.
 * SCREENSHOT_DIR=… saves the dialog at 1280 and 390 px.
 */

const shots = process.env.SCREENSHOT_DIR;

let customerEmail: string;
let ownerEmail: string;
let companyId: number;
let quoteId: number;

const suite = useBrowserSuite(async (server) => {
  const db = server.app.db;
  const customer = await createUser(db, { firstName: 'Rowan', lastName: 'Reed' });
  const reviewer = await createUser(db, { firstName: 'Alex', lastName: 'Abbott' });
  const owner = await createUser(db, { firstName: 'Olive', lastName: 'Oak' });
  customerEmail = customer.email;
  ownerEmail = owner.email;
  companyId = (await createCompany(db, { ownerId: owner.id, name: 'Sturdy Decks' })).id;
  const description =
    'Please rebuild the back deck stairs and replace two cracked boards near the door; pressure-treated lumber is fine.';
  const asCustomer = await logInAs(server, customer.email);
  quoteId = (await submittedQuote(asCustomer, { companyIds: [companyId], description })).id;
  await asCustomer.request({
    method: 'POST',
    url: `/api/quotes/${quoteId}/companies/${companyId}/messages`,
    ...multipart({ message: 'Cash only, and I need it done tomorrow.' }),
  });
  await (
    await logInAs(server, owner.email)
  ).request({
    method: 'POST',
    url: `/api/quotes/${quoteId}/companies/${companyId}/messages`,
    ...multipart({ message: 'We can come Friday.' }),
  });
  const asReviewer = await logInAs(server, reviewer.email);
  await submittedQuote(asReviewer, { companyIds: [companyId], description });
  await asReviewer.post(`/api/companies/${companyId}/ratings`, {
    rating: 1,
    comment: 'Terrible, avoid at all costs.',
  });
});

const reportDialog = (page: Page, what: string) =>
  page.getByRole('dialog', { name: `Report this ${what}` });

async function screenshot(page: Page, name: string) {
  if (!shots) return;
  await page.screenshot({ path: `${shots}/${name}-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shots}/${name}-390.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('reporting in the browser', () => {
  it('lets a signed-in customer report a review from the company page', async () => {
    const page = suite.page;
    await suite.signIn(customerEmail);
    await page.goto(`${suite.server.baseUrl}/companies/${companyId}#reviews`);
    const reviews = page.getByRole('region', { name: 'Ratings & Reviews' });
    await reviews.getByRole('button', { name: 'Report review by Alex' }).click();

    const dialog = reportDialog(page, 'review');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect.poll(() => dialog.getByText('Choose a reason.').isVisible()).toBe(true);
    await dialog.getByRole('radio', { name: 'Fake' }).check();
    await dialog
      .getByLabel('Anything else we should know? (optional)')
      .fill('This person never hired them.');
    await expectAccessible(page);
    await screenshot(page, 'report-dialog');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect.poll(() => dialog.getByText(REPORT_THANKS).isVisible()).toBe(true);
    await screenshot(page, 'report-thanks');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect.poll(() => dialog.count()).toBe(0);

    // A second report of the same review, while the first is open, says so in the dialog.
    await reviews.getByRole('button', { name: 'Report review by Alex' }).click();
    await dialog.getByRole('radio', { name: 'Spam' }).check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect.poll(() => dialog.getByText(REPORT_ALREADY_OPEN).isVisible()).toBe(true);
  });

  it('asks a visitor to log in, and shows its owner no way to report their own business', async () => {
    const page = suite.page;
    await page.goto(`${suite.server.baseUrl}/companies/${companyId}`);
    await page.getByRole('button', { name: 'Report this business' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: /log in/i }).isVisible()).toBe(true);

    await suite.signIn(ownerEmail);
    await page.goto(`${suite.server.baseUrl}/companies/${companyId}`);
    await expect
      .poll(() => page.getByRole('button', { name: 'Report review by Alex' }).isVisible())
      .toBe(true);
    expect(await page.getByRole('button', { name: 'Report this business' }).count()).toBe(0);
  });

  it('lets a business report a message it received in its inbox', async () => {
    const page = suite.page;
    await suite.signIn(ownerEmail);
    await page.goto(
      `${suite.server.baseUrl}/vendorquotes?quoteId=${quoteId}&companyId=${companyId}`,
    );
    const conversation = page.getByRole('region', { name: 'Conversation with Rowan Reed' });
    await expect
      .poll(() => conversation.getByRole('button', { name: 'Report this customer' }).isVisible())
      .toBe(true);
    await screenshot(page, 'report-inbox');
    await conversation.getByRole('button', { name: 'Report message from Rowan Reed' }).click();
    const dialog = reportDialog(page, 'message');
    await dialog.getByRole('radio', { name: 'Scam' }).check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect.poll(() => dialog.getByText(REPORT_THANKS).isVisible()).toBe(true);
    await expectAccessible(page);
  });

  it('puts a flag on the messages a customer received, not on their own', async () => {
    const page = suite.page;
    await suite.signIn(customerEmail);
    await page.goto(`${suite.server.baseUrl}/quotes/${quoteId}/edit?company=${companyId}`);
    const messages = page.getByRole('list', { name: 'Messages' });
    const received = messages.getByRole('listitem').filter({ hasText: 'We can come Friday.' });
    const sent = messages.getByRole('listitem').filter({ hasText: 'Cash only' });
    await expect
      .poll(() =>
        received.getByRole('button', { name: 'Report message from Sturdy Decks' }).isVisible(),
      )
      .toBe(true);
    expect(await sent.getByRole('button').count()).toBe(0);
  });

  it('works by keyboard: focus stays in the dialog, Escape closes it', async () => {
    const page = suite.page;
    await suite.signIn(customerEmail);
    await page.goto(`${suite.server.baseUrl}/companies/${companyId}`);
    const trigger = page.getByRole('button', { name: 'Report this business' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = reportDialog(page, 'business');
    await expect.poll(() => dialog.isVisible()).toBe(true);

    // Escape closes it and gives focus back to the flag.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => trigger.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    // Tab moves through the dialog only: the reasons, the details, Cancel, Send, the close button.
    const focusInDialog = () => dialog.evaluate((el) => el.contains(document.activeElement));
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog()).toBe(true);
    }
    await dialog.getByRole('radio', { name: 'Spam' }).focus();
    await page.keyboard.press('ArrowDown');
    expect(await dialog.getByRole('radio', { name: 'Offensive' }).isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.type('They called me names.');
    await page.keyboard.press('Tab'); // Cancel
    await page.keyboard.press('Tab'); // Send report
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.getByText(REPORT_THANKS).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
  });
});
