import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { submittedQuote } from '../support/businesses';
import { createCompany, createUser } from '../support/factories';
import { logInAs } from '../support/sessions';
import { expectAccessible, toasts, useBrowserSuite } from './browser';
import { shoot } from './screenshots';

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

let customerEmail: string;
let ownerEmail: string;
let companyId: number;
let quoteId: number;

const suite = useBrowserSuite(async (server) => {
  const db = server.app.db;
  const customer = await createUser(db, { firstName: 'Dana', lastName: 'Brooks' });
  const owner = await createUser(db, { firstName: 'Ravi' });
  customerEmail = customer.email;
  ownerEmail = owner.email;
  // ZIP 94103: San Francisco, so the business's zone is Pacific Time.
  ({ id: companyId } = await createCompany(db, { ownerId: owner.id, name: 'Bayside Plumbing' }));
  ({ id: quoteId } = await submittedQuote(await logInAs(server, customer.email), {
    quoteName: 'Noisy water heater',
    companyIds: [companyId],
    description:
      'The water heater in the garage bangs loudly every time it heats up, and the hot water runs out sooner than it used to. Please come and look.',
  }));
});

/** Fails on any serious axe violation of the page at a phone's width and at a desktop's. */
async function accessibleAtBothWidths(page: Page): Promise<void> {
  const size = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      `no sideways scroll at ${width} px`,
    ).toBe(true);
  }
  if (size) await page.setViewportSize(size);
}

const visitCard = (within: Page | Locator, status: string) =>
  within.getByRole('article', { name: `Visit ${status}` });

describe('visits on the calendar', () => {
  it('the business sets its hours, the customer books a time on a phone, the business confirms it, and both see the confirmed visit', async () => {
    const base = suite.server.baseUrl;

    // The business opens its availability from My businesses and gives every day 9:00–17:00.
    const owner = await suite.signedInPage(ownerEmail);
    await owner.goto(`${base}/profile?tab=companies`);
    await owner.getByRole('link', { name: 'Availability of Bayside Plumbing' }).click();
    await expect
      .poll(() => owner.getByRole('heading', { level: 1, name: 'Availability' }).isVisible())
      .toBe(true);
    for (const day of WEEK)
      await owner.getByRole('button', { name: `Add hours on ${day}` }).click();
    await owner.getByLabel('Visit length (minutes)').fill('90');
    expect(await owner.getByLabel('Monday: from').inputValue()).toBe('09:00');
    await accessibleAtBothWidths(owner);
    await shoot(owner, 'visits-availability');
    await owner.getByRole('button', { name: 'Save availability' }).click();
    await expect.poll(() => toasts(owner).getByText('Availability saved').isVisible()).toBe(true);
    await owner.reload();
    await expect.poll(() => owner.getByLabel('Visit length (minutes)').inputValue()).toBe('90');
    expect(await owner.getByLabel('Sunday: to').inputValue()).toBe('17:00');

    // The customer, on a phone, books a time on the second day offered (the first may have begun).
    const customer = await suite.signedInPage(customerEmail, { width: 390 });
    await customer.goto(`${base}/quotes/${quoteId}/edit`);
    const visits = customer.getByRole('region', { name: 'Visits' });
    await visits.getByRole('button', { name: 'Book a visit with Bayside Plumbing' }).click();
    const dialog = customer.getByRole('dialog', { name: 'Book a visit' });
    await expect
      .poll(() =>
        dialog.getByText("Times are in Pacific Time, the business's time zone.").isVisible(),
      )
      .toBe(true);
    const days = dialog.getByRole('region', { name: 'Day' }).getByRole('button');
    expect(await days.first().getAttribute('aria-pressed')).toBe('true');
    await days.nth(1).click();
    expect(await days.nth(1).getAttribute('aria-pressed')).toBe('true');
    const times = dialog.getByRole('region', { name: /^Times on / });
    // 9:00 to 17:00 in visits of 90 minutes: 9:00, 10:30, 12:00, 13:30 and 15:00.
    expect(await times.getByRole('button').allTextContents()).toEqual([
      '9:00 AM',
      '10:30 AM',
      '12:00 PM',
      '1:30 PM',
      '3:00 PM',
    ]);
    await times.getByRole('button', { name: '10:30 AM' }).click();
    await accessibleAtBothWidths(customer);
    await shoot(customer, 'visits-book');
    await customer.setViewportSize({ width: 390, height: 844 });
    await dialog.getByRole('button', { name: 'Request this time' }).click();
    await expect.poll(() => toasts(customer).getByText('Visit requested').isVisible()).toBe(true);
    const requested = visitCard(customer, 'requested');
    await expect.poll(() => requested.isVisible()).toBe(true);
    expect(await requested.textContent()).toContain('10:30 AM – 12:00 PM');
    expect(await requested.textContent()).toContain('Waiting for the business to confirm.');

    // The business sees the request in the conversation and confirms it.
    await owner.goto(`${base}/vendorquotes?quoteId=${quoteId}&companyId=${companyId}`);
    const conversation = owner.getByRole('region', { name: 'Conversation with Dana Brooks' });
    const request = visitCard(conversation, 'requested');
    await expect.poll(() => request.isVisible()).toBe(true);
    await request.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => toasts(owner).getByText('Visit confirmed').isVisible()).toBe(true);
    await expect.poll(() => visitCard(owner, 'confirmed').isVisible()).toBe(true);
    expect(
      await visitCard(owner, 'confirmed').getByRole('button', { name: 'Reschedule' }).isVisible(),
    ).toBe(true);

    // The customer's card turns confirmed live, without a reload.
    await expect.poll(() => visitCard(customer, 'confirmed').isVisible()).toBe(true);
    expect(await visitCard(customer, 'confirmed').textContent()).toContain('Bayside Plumbing');
    expect(await visits.getByRole('button', { name: /^Book a visit/ }).count()).toBe(0);
    for (const page of [owner, customer]) await accessibleAtBothWidths(page);
    await shoot(owner, 'visits-business-confirmed');
    await shoot(customer, 'visits-customer-confirmed');
  });
});
