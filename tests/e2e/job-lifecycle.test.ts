import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { submittedQuote } from '../support/businesses';
import { createCompany, createUser } from '../support/factories';
import { logInAs } from '../support/sessions';
import { expectAccessible, toasts, useBrowserSuite } from './browser';
import { inDays } from '../support/dates';

/** Issue 16, points 3 and 4: the job's lifecycle in My Quotes, the quote, the inbox; Verified hire. */

let customerEmail: string;
let quoteId: number;
const businesses: Array<{ name: string; email: string; companyId: number }> = [];
const shots = process.env.SCREENSHOT_DIR;

const suite = useBrowserSuite(async (server) => {
  const db = server.app.db;
  const customer = await createUser(db, { firstName: 'Riley', lastName: 'Chen' });
  customerEmail = customer.email;
  for (const name of ['Harbor Baths', 'Summit Tile']) {
    const owner = await createUser(db, { firstName: name.split(' ')[0] });
    const company = await createCompany(db, { ownerId: owner.id, name });
    businesses.push({ name, email: owner.email, companyId: company.id });
  }
  const asCustomer = await logInAs(server, customer.email);
  // A second quote still waiting for estimates, so the stage filter has something to leave out.
  await submittedQuote(asCustomer, {
    quoteName: 'Garden fence',
    companyIds: [businesses[1]!.companyId],
    description:
      'Replace about forty feet of leaning wooden fence along the back of the garden, posts set in concrete, same height as today.',
  });
  ({ id: quoteId } = await submittedQuote(asCustomer, {
    quoteName: 'Bathroom refresh',
    companyIds: businesses.map((b) => b.companyId),
    description:
      'Our bathroom needs a new vanity, a re-tiled shower wall and the leaking valve behind it replaced. Access is through the hallway.',
  }));
  for (const [i, business] of businesses.entries()) {
    const asOwner = await logInAs(server, business.email);
    await asOwner.post(`/api/quotes/${quoteId}/companies/${business.companyId}/estimates`, {
      priceType: 'fixed',
      priceCents: [110_000, 95_000][i],
      includes: 'Vanity, tiles, valve, parts and clean-up.',
      earliestStart: inDays(3),
      validUntil: inDays(30),
    });
  }
  await asCustomer.post(`/api/quotes/${quoteId}/hire`, { companyId: businesses[0]!.companyId });

  // Someone who only asked Harbor Baths for a quote reviews it too (the SPEC allows it).
  const asker = await createUser(db, { firstName: 'Sam' });
  const asAsker = await logInAs(server, asker.email);
  await submittedQuote(asAsker, {
    quoteName: 'Leaky tap',
    companyIds: [businesses[0]!.companyId],
    description:
      'The kitchen tap drips all night and the handle is loose; we would like it repaired or replaced with something similar.',
  });
  await asAsker.post(`/api/companies/${businesses[0]!.companyId}/ratings`, {
    rating: 3,
    comment: 'Quick to answer.',
  });
});

const card = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Quotes' }).getByRole('listitem').filter({ hasText: name });

describe('the job lifecycle', () => {
  it('My Quotes shows the stage, the hired business and the agreed price, and filters by stage; the business marks the job done and the customer confirms it', async () => {
    const base = suite.server.baseUrl;
    const customer = await suite.signedInPage(customerEmail);
    await customer.goto(`${base}/quotes`);
    const bathroom = card(customer, 'Bathroom refresh');
    await expect.poll(() => bathroom.getByText('Stage: Hired').isVisible()).toBe(true);
    expect(await bathroom.getByText('In Progress').isVisible()).toBe(true);
    expect(await bathroom.getByRole('link', { name: 'Harbor Baths' }).isVisible()).toBe(true);
    expect(await bathroom.getByText('$1,100').isVisible()).toBe(true);
    expect(await card(customer, 'Garden fence').getByText('Stage: Requested').isVisible()).toBe(
      true,
    );

    // The stage filter, with its counts.
    const stage = customer.getByLabel('Stage');
    expect(await stage.locator('option').allTextContents()).toContain('Hired (1)');
    await stage.selectOption('hired');
    // The list reloads: wait for the filtered one (bathroom shown, the fence gone).
    await expect.poll(() => bathroom.isVisible()).toBe(true);
    expect(await card(customer, 'Garden fence').count()).toBe(0);
    await stage.selectOption('reviewed');
    await expect.poll(() => customer.getByText('No quotes here').isVisible()).toBe(true);
    await stage.selectOption('all');
    await expect.poll(() => card(customer, 'Garden fence').isVisible()).toBe(true);
    await expectAccessible(customer);
    if (shots) {
      await customer.screenshot({ path: `${shots}/my-quotes-1280.png`, fullPage: true });
      await customer.setViewportSize({ width: 390, height: 844 });
      await customer.screenshot({ path: `${shots}/my-quotes-390.png`, fullPage: true });
      await customer.setViewportSize({ width: 1280, height: 900 });
    }

    // The hired business marks the job done from its inbox.
    const [harbor] = businesses;
    const vendor = await suite.signedInPage(harbor!.email);
    await vendor.goto(`${base}/vendorquotes?quoteId=${quoteId}&companyId=${harbor!.companyId}`);
    const markDone = vendor.getByRole('button', { name: 'Mark job done' });
    await expect.poll(() => markDone.isVisible()).toBe(true);
    await markDone.click();
    await expect
      .poll(() => vendor.getByText('You marked the job done on', { exact: false }).isVisible())
      .toBe(true);
    await expectAccessible(vendor);

    // The customer sees it live on the quote and confirms.
    await customer.goto(`${base}/quotes/${quoteId}/edit`);
    const hired = customer.getByRole('region', { name: 'You hired Harbor Baths' });
    await expect
      .poll(() =>
        hired.getByText('Harbor Baths marked the job done on', { exact: false }).isVisible(),
      )
      .toBe(true);
    await expectAccessible(customer);
    await hired.getByRole('button', { name: 'Confirm the job is done' }).click();
    await customer
      .getByRole('alertdialog', { name: 'Confirm the job is done?' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await expect.poll(() => toasts(customer).getByText('Job done').isVisible()).toBe(true);
    await expect
      .poll(() => hired.getByText('Job done on', { exact: false }).isVisible())
      .toBe(true);
    // The inbox hears it live.
    await expect
      .poll(() => vendor.getByText('Job done, confirmed on', { exact: false }).isVisible())
      .toBe(true);

    await customer.goto(`${base}/quotes`);
    await expect.poll(() => bathroom.getByText('Stage: Job done').isVisible()).toBe(true);
    expect(await bathroom.getByText('Completed').isVisible()).toBe(true);
  });

  it('the company page labels the review of a customer who hired it and whose job is done "Verified hire"', async () => {
    const base = suite.server.baseUrl;
    const [harbor] = businesses;
    const customer = await suite.signedInPage(customerEmail);
    const review = await customer.request.post(
      `${base}/api/companies/${harbor!.companyId}/ratings`,
      { data: { rating: 5, comment: 'New vanity and shower wall, on time and spotless.' } },
    );
    expect(review.status()).toBe(201);

    await customer.goto(`${base}/companies/${harbor!.companyId}#reviews`);
    const reviews = customer.getByRole('list', { name: 'Reviews' });
    const riley = reviews.getByRole('listitem').filter({ hasText: 'Riley' });
    const sam = reviews.getByRole('listitem').filter({ hasText: 'Sam' });
    await expect.poll(() => riley.getByText('Verified hire').isVisible()).toBe(true);
    expect(await sam.isVisible()).toBe(true);
    expect(await sam.getByText('Verified hire').count()).toBe(0);
    await expectAccessible(customer);
    if (shots) {
      await riley.scrollIntoViewIfNeeded();
      await customer.screenshot({ path: `${shots}/company-1280.png`, fullPage: true });
      await customer.setViewportSize({ width: 390, height: 844 });
      await riley.scrollIntoViewIfNeeded();
      await customer.screenshot({ path: `${shots}/company-390.png`, fullPage: true });
      await customer.setViewportSize({ width: 1280, height: 900 });
    }

    // My Quotes: the last stage.
    await customer.goto(`${base}/quotes`);
    await expect
      .poll(() => card(customer, 'Bathroom refresh').getByText('Stage: Reviewed').isVisible())
      .toBe(true);
  });
});
