import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCompany, createUser, FACTORY_PASSWORD } from '../support/factories';
import { expectAccessible, launchBrowser, startServer, toasts, type E2eServer } from './browser';

let server: E2eServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let mission: { id: number };
let customerEmail: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const db = server.app.db;
  mission = await createCompany(db, {
    name: 'Mission Plumbing Pros',
    category: 'plumbing-services',
    subcategories: ['plumber'],
    zip: '94103',
    averageRating: 4.5,
    ratingsCount: 2,
  });
  await createCompany(db, {
    name: 'Oakland Pipe Works',
    category: 'plumbing-services',
    subcategories: ['repiping'],
    zip: '94601',
    averageRating: 4,
  });
  await createCompany(db, {
    name: 'Sparky Electric',
    category: 'electrical-services',
    subcategories: ['electrician'],
    zip: '94110',
  });
  await createCompany(db, {
    name: 'Fresh Start Remodeling',
    category: 'renovations',
    subcategories: ['kitchen-remodeling'],
    zip: '94103',
  });
  customerEmail = (await createUser(db, { firstName: 'Fran' })).email;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});
beforeEach(async () => {
  await context?.close();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});

const rows = () => page.getByRole('region', { name: 'Search results' }).getByRole('link');

describe('the directory in the browser', () => {
  it('finds nearby plumbers from the home page despite a typo and opens one', async () => {
    await page.goto(server.baseUrl);
    await page.getByRole('combobox', { name: 'Describe your project' }).fill('plumbr');
    await page.getByPlaceholder('ZIP code').fill('94103');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/search\?q=plumbr&location=94103/);

    await expect.poll(() => page.getByText('Showing results for').isVisible()).toBe(true);
    await expect
      .poll(() => rows().allTextContents())
      .toEqual(['Mission Plumbing Pros', 'Oakland Pipe Works']);
    await expect.poll(() => page.getByText('San Francisco, CA · 0 mi').isVisible()).toBe(true);
    await expectAccessible(page);

    await rows().first().click();
    await page.waitForURL(`**/companies/${mission.id}?from=search`);
    await expect
      .poll(() =>
        page.getByRole('heading', { level: 1, name: 'Mission Plumbing Pros' }).isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() => page.getByRole('navigation', { name: 'Breadcrumb' }).textContent())
      .toContain('Search Results');
    expect(await page.getByRole('link', { name: '(415) 555-0100' }).getAttribute('href')).toBe(
      'tel:4155550100',
    );
    expect(await page.getByRole('link', { name: 'Get directions' }).getAttribute('href')).toContain(
      'google.com/maps/dir',
    );
    await expectAccessible(page);
  });

  it('suggests trades while typing and searches the picked one with the keyboard', async () => {
    await page.goto(server.baseUrl);
    const box = page.getByRole('combobox', { name: 'Describe your project' });
    await box.fill('plumb');
    const options = page.getByRole('option');
    await expect.poll(() => options.allTextContents()).toEqual(['Plumbing Services', 'Plumber']);
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    await box.press('Enter');
    await page.waitForURL(/\/search\?q=Plumber/);
    await expect.poll(() => rows().allTextContents()).toContain('Mission Plumbing Pros');
  });

  it('lets a signed-in user favourite a company and filter by favourites', async () => {
    await page.request.post(`${server.baseUrl}/api/auth/login`, {
      data: { email: customerEmail, password: FACTORY_PASSWORD },
    });
    await page.goto(`${server.baseUrl}/companies/${mission.id}`);
    const star = page.getByRole('button', { name: 'Add Mission Plumbing Pros to favorites' });
    await star.click();
    await expect
      .poll(() =>
        page
          .getByRole('button', { name: 'Remove Mission Plumbing Pros from favorites' })
          .getAttribute('aria-pressed'),
      )
      .toBe('true');

    await page.goto(`${server.baseUrl}/search?q=plumber`);
    await expect.poll(() => rows().count()).toBe(2);
    await page.getByRole('checkbox', { name: 'Favorites only' }).click();
    await page.waitForURL(/favorites=true/);
    await expect.poll(() => rows().allTextContents()).toEqual(['Mission Plumbing Pros']);

    await page.goto(`${server.baseUrl}/categories/plumbing-services`);
    await page.getByLabel('Sort by').selectOption('myFavorites');
    await expect
      .poll(() =>
        page
          .getByRole('region', { name: 'Plumbing Services businesses' })
          .getByRole('heading', { level: 3 })
          .allTextContents(),
      )
      .toEqual(['Mission Plumbing Pros']);
    await expectAccessible(page);

    await page.goto(`${server.baseUrl}/categories/electrical-services?sort=myFavorites`);
    await expect
      .poll(() => page.getByText("You haven't favorited any companies yet").isVisible())
      .toBe(true);
    await page.getByRole('button', { name: 'Show All Companies' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 3, name: 'Sparky Electric' }).isVisible())
      .toBe(true);
  });

  it('reaches every category from the header and the footer', async () => {
    await page.goto(server.baseUrl);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Renovations' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Construction & Renovation Businesses');
    await expect
      .poll(() =>
        page.getByRole('heading', { level: 3, name: 'Fresh Start Remodeling' }).isVisible(),
      )
      .toBe(true);

    await page.getByRole('banner').getByRole('button', { name: 'Categories' }).click();
    await page.getByRole('menuitem', { name: 'Electrical Services' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Electrical Services Businesses');
    await expectAccessible(page);
  });

  it('asks a visitor to log in to start a quote and keeps the selection', async () => {
    await page.goto(`${server.baseUrl}/search?q=plumber`);
    await page.getByRole('button', { name: 'Add to Quote: Mission Plumbing Pros' }).click();
    await page.getByRole('button', { name: 'Start Quote (1)' }).click();
    await expect
      .poll(() =>
        toasts(page).getByText('You need to log in to start a quote request.').isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() => page.getByRole('dialog', { name: 'Log In to Your Account' }).isVisible())
      .toBe(true);
    const intent = await page.evaluate(() =>
      JSON.parse(sessionStorage.getItem('quoteIntent') ?? 'null'),
    );
    expect(intent).toMatchObject({ companyIds: [mission.id], redirectFrom: '/search?q=plumber' });
  });

  it('fits a phone screen without sideways scrolling', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of [
      '/search?q=plumber&location=94103',
      '/categories/plumbing-services',
      `/companies/${mission.id}`,
    ]) {
      await page.goto(`${server.baseUrl}${path}`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        path,
      ).toBeLessThanOrEqual(390);
      await expectAccessible(page);
    }
  });
});
