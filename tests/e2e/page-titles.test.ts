import { describe, expect, it } from 'vitest';
import { createCompany } from '../support/factories';
import { useBrowserSuite } from './browser';

let bayview: { id: number };

const suite = useBrowserSuite(async (server) => {
  bayview = await createCompany(server.app.db, {
    name: 'Bayview Plumbing',
    category: 'plumbing-services',
    subcategories: ['plumber'],
    zip: '94103',
    averageRating: 4.5,
    ratingsCount: 2,
  });
});

const title = () => suite.page.title();
const description = () => suite.page.locator('meta[name="description"]').getAttribute('content');
const structuredData = () => suite.page.locator('script[type="application/ld+json"]').count();

describe('page titles in the browser (docs/decisions/010)', () => {
  it('follow client-side navigation from page to page', async () => {
    await suite.page.goto(suite.server.baseUrl);
    expect(await title()).toBe('Find the right pro for your project | QuoteLocal');

    await suite.page.getByRole('main').getByRole('link', { name: 'Plumbing Services' }).click();
    await suite.page.waitForURL('**/categories/plumbing-services');
    await expect.poll(title).toBe('Plumbing Services Businesses | QuoteLocal');
    expect(await description()).toMatch(/^Find local Plumbing Services businesses/);

    await suite.page.getByRole('link', { name: 'Bayview Plumbing' }).first().click();
    await suite.page.waitForURL(`**/companies/${bayview.id}**`);
    await expect.poll(title).toBe('Bayview Plumbing – San Francisco, CA | QuoteLocal');
    expect(await description()).toMatch(/^Bayview Plumbing in San Francisco, CA/);

    await suite.page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Terms of Service' })
      .click();
    await suite.page.waitForURL('**/terms');
    await expect.poll(title).toBe('Terms of Service | QuoteLocal');
  });

  it('leave the served structured data behind once the visitor moves on', async () => {
    await suite.page.goto(`${suite.server.baseUrl}/companies/${bayview.id}`);
    expect(await title()).toBe('Bayview Plumbing – San Francisco, CA | QuoteLocal');
    expect(await structuredData()).toBe(1);

    await suite.page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Plumbing Services' })
      .click();
    await expect.poll(title).toBe('Plumbing Services Businesses | QuoteLocal');
    expect(await structuredData()).toBe(0);
  });

  it('serve an unknown company as a 404 that hydrates into the same page', async () => {
    const response = await suite.page.goto(`${suite.server.baseUrl}/companies/999999`);
    expect(response?.status()).toBe(404);
    expect(await title()).toBe('Company Not Found | QuoteLocal');
    // Hydrated (a mismatch would fail the test as a page error): the link navigates in the app,
    // without loading a new document.
    await suite.page.evaluate(() => Object.assign(window, { samePage: true }));
    await suite.page.getByRole('link', { name: 'Back to Home' }).click();
    await suite.page.waitForURL(`${suite.server.baseUrl}/`);
    await expect.poll(title).toBe('Find the right pro for your project | QuoteLocal');
    expect(await suite.page.evaluate(() => 'samePage' in window)).toBe(true);
  });
});
