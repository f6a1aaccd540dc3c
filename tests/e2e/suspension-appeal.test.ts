import { describe, expect, it } from 'vitest';
import { NO_LONGER_ON_QUOTELOCAL } from '@/contract/company';
import {
  ACCOUNT_SUSPENDED,
  APPEAL_REQUIRED,
  APPEAL_SENT,
  APPEAL_WAITING,
} from '@/contract/moderation';
import { quoteToNewBusinesses } from '../support/businesses';
import { createUser, FACTORY_PASSWORD } from '../support/factories';
import { inDays } from '../support/dates';
import { signInAs } from '../support/sessions';
import type { Agent } from '../support/test-app';
import { expectAccessible, toasts, useBrowserSuite } from './browser';

/**
 * Issue 31, item 5, in the browser: a suspended person reads the admin's reason in the e-mail and
 * at login, appeals from the login dialog, and the admin finds the appeal in the moderation queue
 * and restores the account; a customer who hired a suspended business still sees its page, marked.
 */

const ADMIN = 'admin@example.com';
const REASON = 'Asked customers to pay outside QuoteLocal.';
const APPEAL =
  'That was my old assistant; I have changed the password and all payments go through you now.';

let admin: Agent;
let hiredCompanyId: number;
let hiredOwnerId: number;
let hiringCustomer: string;
let hiredQuoteId: number;

const suite = useBrowserSuite(async (server) => {
  const user = await createUser(server.app.db, { email: ADMIN, firstName: 'Ada' });
  admin = await signInAs(server.app.db, server.agent(), user.id);
  // A customer who hired Harbor Roofing, whose owner is suspended later.
  const { customer, vendors, quoteId } = await quoteToNewBusinesses(server, {
    customer: 'Hana',
    quoteName: 'Roof leak',
    description:
      'Water comes through the ceiling of the back bedroom when it rains hard; the roof is about 15 years old, asphalt shingles.',
    companies: [{ name: 'Harbor Roofing' }],
  });
  const vendor = vendors[0]!;
  hiredCompanyId = vendor.company.id;
  hiredOwnerId = vendor.user.id;
  hiringCustomer = customer.user.email;
  hiredQuoteId = quoteId;
  const estimate = await vendor.agent.post(
    `/api/quotes/${quoteId}/companies/${hiredCompanyId}/estimates`,
    {
      priceType: 'fixed',
      priceCents: 85_000,
      includes: 'Replace the damaged shingles and flashing over the back bedroom.',
      earliestStart: inDays(2),
      validUntil: inDays(30),
    },
  );
  expect(estimate.statusCode, estimate.body).toBe(201);
  const hire = await customer.agent.post(`/api/quotes/${quoteId}/hire`, {
    companyId: hiredCompanyId,
  });
  expect(hire.statusCode, hire.body).toBe(200);
});

describe('a suspension explained, in the browser', () => {
  it('the suspended person reads why in the e-mail and at login, appeals, and the admin restores them from the queue', async () => {
    const { page, server } = suite;
    const person = await createUser(server.app.db, { firstName: 'Sam', lastName: 'Slate' });
    const suspended = await admin.post(`/api/admin/users/${person.id}/suspend`, {
      reason: REASON,
    });
    expect(suspended.statusCode, suspended.body).toBe(200);

    // The e-mail: the reason, and the way to appeal.
    const mail = await server.waitForMail(
      (m) => m.to === person.email && m.subject === 'Your QuoteLocal account is suspended',
    );
    expect(mail.text).toContain(REASON);
    const link = /Log in to appeal: (\S+)/.exec(mail.text)?.[1];
    expect(link).toBe(`${server.baseUrl}/?login=1`);

    // Its link opens the login dialog.
    await page.goto(link!);
    const dialog = page.getByRole('dialog', { name: 'Log In to Your Account' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(new URL(page.url()).search).toBe('');
    // A wrong password hears nothing of the suspension.
    await dialog.getByLabel('Email').fill(person.email);
    await dialog.getByLabel('Password').fill('not the password');
    await dialog.getByRole('button', { name: 'Log In' }).click();
    await expect.poll(() => toasts(page).getByText('Login failed').isVisible()).toBe(true);
    expect(await dialog.getByText(REASON).count()).toBe(0);

    await dialog.getByLabel('Password').fill(FACTORY_PASSWORD);
    await dialog.getByRole('button', { name: 'Log In' }).click();
    const notice = dialog.getByRole('region', { name: ACCOUNT_SUSPENDED });
    await expect.poll(() => notice.getByText(REASON).isVisible()).toBe(true);
    await expect
      .poll(() =>
        notice
          .getByRole('heading', { name: ACCOUNT_SUSPENDED })
          .evaluate((el) => el === document.activeElement),
      )
      .toBe(true);
    await expectAccessible(page);

    const appeal = dialog.getByRole('textbox', { name: 'Your appeal' });
    await dialog.getByRole('button', { name: 'Send appeal' }).click();
    await expect.poll(() => dialog.getByText(APPEAL_REQUIRED).isVisible()).toBe(true);
    await appeal.fill(APPEAL);
    await dialog.getByRole('button', { name: 'Send appeal' }).click();
    await expect.poll(() => dialog.getByText(APPEAL_SENT).isVisible()).toBe(true);
    expect(await appeal.count()).toBe(0);

    // Logging in again while it waits says so, and offers no second form.
    await dialog.getByRole('button', { name: 'Back to Login' }).click();
    await dialog.getByLabel('Password').fill(FACTORY_PASSWORD);
    await dialog.getByRole('button', { name: 'Log In' }).click();
    await expect.poll(() => dialog.getByText(APPEAL_WAITING).isVisible()).toBe(true);
    expect(await dialog.getByRole('textbox', { name: 'Your appeal' }).count()).toBe(0);

    // The admin finds it in the moderation queue, with the reason, and restores the account.
    const adminPage = await suite.signedInPage(ADMIN);
    await adminPage.goto(`${server.baseUrl}/admin/moderation`);
    const appeals = adminPage.getByRole('region', { name: 'Appeals' });
    const card = appeals.getByRole('article', { name: 'Sam Slate' });
    await expect.poll(() => card.getByText(APPEAL).isVisible()).toBe(true);
    expect(await card.getByText(REASON, { exact: false }).isVisible()).toBe(true);
    await expectAccessible(adminPage);
    await card.getByRole('button', { name: 'Restore user' }).click();
    const restore = adminPage.getByRole('dialog', { name: 'Restore user' });
    await restore.getByRole('textbox', { name: 'Reason' }).fill('Appeal accepted.');
    await restore.getByRole('button', { name: 'Restore user' }).click();
    await expect.poll(() => toasts(adminPage).getByText('User restored').isVisible()).toBe(true);
    await expect.poll(() => card.count()).toBe(0);
    await server.waitForMail(
      (m) => m.to === person.email && m.subject === 'Your QuoteLocal account is restored',
    );

    // And the person logs in.
    await dialog.getByRole('button', { name: 'Back to Login' }).click();
    await dialog.getByLabel('Password').fill(FACTORY_PASSWORD);
    await dialog.getByRole('button', { name: 'Log In' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
  });

  it('a customer who hired a suspended business still sees its page, marked, on a phone', async () => {
    const { page, server } = suite;
    const suspended = await admin.post(`/api/admin/users/${hiredOwnerId}/suspend`, {
      reason: 'Took deposits and never came.',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    await page.setViewportSize({ width: 390, height: 844 });
    await suite.signIn(hiringCustomer);
    await page.goto(`${server.baseUrl}/companies/${hiredCompanyId}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Harbor Roofing' }).isVisible())
      .toBe(true);
    expect(await page.getByText(NO_LONGER_ON_QUOTELOCAL).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Request a Quote' }).count()).toBe(0);
    // Its reviews left the site with it: no reviews section, no review form.
    expect(await page.getByRole('region', { name: 'Ratings & Reviews' }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expectAccessible(page);
    // The quote that hired it says so too, and keeps the estimate.
    await page.goto(`${server.baseUrl}/quotes/${hiredQuoteId}/edit`);
    const hired = page.getByRole('region', { name: 'You hired Harbor Roofing' });
    await expect.poll(() => hired.getByText(NO_LONGER_ON_QUOTELOCAL).isVisible()).toBe(true);
    expect(await hired.getByText('$850').first().isVisible()).toBe(true);
    expect(await hired.getByRole('link', { name: /^Review/ }).count()).toBe(0);

    // Anyone else still finds nothing there.
    const visitor = await suite.otherPage();
    await visitor.goto(`${server.baseUrl}/companies/${hiredCompanyId}`);
    await expect.poll(() => visitor.getByText('Company Not Found').isVisible()).toBe(true);
  });
});
