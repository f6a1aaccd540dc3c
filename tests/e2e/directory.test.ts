import { describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../support/factories';
import { expectAccessible, toasts, useBrowserSuite } from './browser';

let mission: { id: number };
let customerEmail: string;

const suite = useBrowserSuite(async (server) => {
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

const rows = () => suite.page.getByRole('region', { name: 'Search results' }).getByRole('link');

describe('the directory in the browser', () => {
  it('finds nearby plumbers from the home page despite a typo and opens one', async () => {
    await suite.page.goto(suite.server.baseUrl);
    await suite.page.getByRole('combobox', { name: 'Describe your project' }).fill('plumbr');
    await suite.page.getByPlaceholder('ZIP code').fill('94103');
    await suite.page.getByRole('button', { name: 'Search', exact: true }).click();
    await suite.page.waitForURL(/\/search\?q=plumbr&location=94103/);

    await expect.poll(() => suite.page.getByText('Showing results for').isVisible()).toBe(true);
    await expect
      .poll(() => rows().allTextContents())
      .toEqual(['Mission Plumbing Pros', 'Oakland Pipe Works']);
    await expect
      .poll(() => suite.page.getByText('San Francisco, CA · 0 mi').isVisible())
      .toBe(true);
    await expectAccessible(suite.page);

    await rows().first().click();
    await suite.page.waitForURL(`**/companies/${mission.id}?from=search`);
    await expect
      .poll(() =>
        suite.page.getByRole('heading', { level: 1, name: 'Mission Plumbing Pros' }).isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() => suite.page.getByRole('navigation', { name: 'Breadcrumb' }).textContent())
      .toContain('Search Results');
    expect(
      await suite.page.getByRole('link', { name: '(415) 555-0100' }).getAttribute('href'),
    ).toBe('tel:4155550100');
    expect(
      await suite.page.getByRole('link', { name: 'Get directions' }).getAttribute('href'),
    ).toContain('google.com/maps/dir');
    await suite.page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await suite.page.getByRole('button', { name: 'Share' }).click();
    await expect.poll(() => toasts(suite.page).getByText('Link copied!').isVisible()).toBe(true);
    expect(await suite.page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${suite.server.baseUrl}/companies/${mission.id}?from=search`,
    );
    await expectAccessible(suite.page);
  });

  it('suggests trades while typing and searches the picked one with the keyboard', async () => {
    await suite.page.goto(suite.server.baseUrl);
    const box = suite.page.getByRole('combobox', { name: 'Describe your project' });
    await box.fill('plumb');
    const options = suite.page.getByRole('option');
    await expect.poll(() => options.allTextContents()).toEqual(['Plumbing Services', 'Plumber']);
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    await box.press('Enter');
    await suite.page.waitForURL(/\/search\?q=Plumber/);
    await expect.poll(() => rows().allTextContents()).toContain('Mission Plumbing Pros');
  });

  it('lets a signed-in user favourite a company and filter by favourites', async () => {
    await suite.signIn(customerEmail);
    await suite.page.goto(`${suite.server.baseUrl}/companies/${mission.id}`);
    const star = suite.page.getByRole('button', { name: 'Add Mission Plumbing Pros to favorites' });
    await star.click();
    await expect
      .poll(() =>
        suite.page
          .getByRole('button', { name: 'Remove Mission Plumbing Pros from favorites' })
          .getAttribute('aria-pressed'),
      )
      .toBe('true');

    await suite.page.goto(`${suite.server.baseUrl}/search?q=plumber`);
    await expect.poll(() => rows().count()).toBe(2);
    await suite.page.getByRole('checkbox', { name: 'Favorites only' }).click();
    await suite.page.waitForURL(/favorites=true/);
    await expect.poll(() => rows().allTextContents()).toEqual(['Mission Plumbing Pros']);

    await suite.page.goto(`${suite.server.baseUrl}/categories/plumbing-services`);
    await suite.page.getByLabel('Sort by').selectOption('myFavorites');
    await expect
      .poll(() =>
        suite.page
          .getByRole('region', { name: 'Plumbing Services businesses' })
          .getByRole('heading', { level: 3 })
          .allTextContents(),
      )
      .toEqual(['Mission Plumbing Pros']);
    await expectAccessible(suite.page);

    await suite.page.goto(
      `${suite.server.baseUrl}/categories/electrical-services?sort=myFavorites`,
    );
    await expect
      .poll(() => suite.page.getByText("You haven't favorited any companies yet").isVisible())
      .toBe(true);
    await suite.page.getByRole('button', { name: 'Show All Companies' }).click();
    await expect
      .poll(() =>
        suite.page.getByRole('heading', { level: 3, name: 'Sparky Electric' }).isVisible(),
      )
      .toBe(true);
  });

  it('reaches every category from the header and the footer', async () => {
    await suite.page.goto(suite.server.baseUrl);
    await suite.page.getByRole('contentinfo').getByRole('link', { name: 'Renovations' }).click();
    await expect
      .poll(() => suite.page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Construction & Renovation Businesses everywhere');
    await expect
      .poll(() =>
        suite.page.getByRole('heading', { level: 3, name: 'Fresh Start Remodeling' }).isVisible(),
      )
      .toBe(true);

    await suite.page.getByRole('banner').getByRole('button', { name: 'Categories' }).click();
    await suite.page.getByRole('menuitem', { name: 'Electrical Services' }).click();
    await expect
      .poll(() => suite.page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Electrical Services Businesses everywhere');
    await expectAccessible(suite.page);
  });

  it('asks a visitor to log in to start a quote and keeps the selection', async () => {
    await suite.page.goto(`${suite.server.baseUrl}/search?q=plumber`);
    await suite.page.getByRole('button', { name: 'Add to Quote: Mission Plumbing Pros' }).click();
    await suite.page.getByRole('button', { name: 'Start Quote (1)' }).click();
    await expect
      .poll(() =>
        toasts(suite.page).getByText('You need to log in to start a quote request.').isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() => suite.page.getByRole('dialog', { name: 'Log In to Your Account' }).isVisible())
      .toBe(true);
    const intent = await suite.page.evaluate(() =>
      JSON.parse(sessionStorage.getItem('quoteIntent') ?? 'null'),
    );
    expect(intent).toMatchObject({ companyIds: [mission.id], redirectFrom: '/search?q=plumber' });
  });

  it('shows companies and search results to a browser that runs no script', async () => {
    // Public pages arrive rendered (docs/decisions/005): what a crawler or a slow phone sees first.
    const context = await suite.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(`${suite.server.baseUrl}/companies/${mission.id}`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
        'Mission Plumbing Pros',
      );
      expect(await page.getByRole('link', { name: '(415) 555-0100' }).isVisible()).toBe(true);

      await page.goto(suite.server.baseUrl);
      await page.getByRole('combobox', { name: 'Describe your project' }).fill('plumber');
      await page.getByPlaceholder('ZIP code').fill('94103');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL(/\/search\?q=plumber&location=94103/);
      expect(
        await page
          .getByRole('region', { name: 'Search results' })
          .getByRole('link')
          .allTextContents(),
      ).toEqual(['Mission Plumbing Pros', 'Oakland Pipe Works']);
    } finally {
      await context.close();
    }
  });

  it('fits a phone screen without sideways scrolling', async () => {
    await suite.page.setViewportSize({ width: 390, height: 844 });
    for (const path of [
      '/search?q=plumber&location=94103',
      '/categories/plumbing-services',
      `/companies/${mission.id}`,
    ]) {
      await suite.page.goto(`${suite.server.baseUrl}${path}`);
      await expect.poll(() => suite.page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
      expect(
        await suite.page.evaluate(() => document.documentElement.scrollWidth),
        path,
      ).toBeLessThanOrEqual(390);
      await expectAccessible(suite.page);
    }
  });
});
