import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@/server/platform/session';
import { createCompany, createUser, FACTORY_PASSWORD } from '../support/factories';
import { signInAs } from '../support/sessions';
import { expectAccessible, toasts, useBrowserSuite } from './browser';

const RETRYING = "We're having trouble reaching the server, retrying…";
const GENERIC_MESSAGE = 'Something went wrong on our side. Please try again.';
const QUOTE_NAME = 'Leaky kitchen faucet';

let sessionToken: string;
let customerEmail: string;

const suite = useBrowserSuite(async (server) => {
  const db = server.app.db;
  const customer = await createUser(db, { firstName: 'Robin' });
  customerEmail = customer.email;
  const company = await createCompany(db, { name: 'Drip Stoppers', category: 'plumbing-services' });
  const agent = await signInAs(db, server.agent(), customer.id);
  sessionToken = agent.cookies.get(SESSION_COOKIE)!;
  const created = await agent.post('/api/quotes', {
    quoteName: QUOTE_NAME,
    description: 'The faucet drips all night.',
    companyIds: [company.id],
  });
  expect(created.statusCode).toBe(201);
});

/** What the server answers while its database is down (src/server/platform/errors.ts). */
function unavailable(route: Route) {
  return route.fulfill({
    status: 503,
    headers: { 'Retry-After': '1', 'Content-Type': 'application/json; charset=utf-8' },
    body: JSON.stringify({ error: GENERIC_MESSAGE, message: GENERIC_MESSAGE }),
  });
}

const banner = (page: Page) => page.getByRole('status').filter({ hasText: RETRYING });

/** The banner is on screen, below the header, and nothing of the page is under it. */
async function expectBannerInView(page: Page): Promise<void> {
  const viewport = page.viewportSize()!;
  const box = (await banner(page).boundingBox())!;
  const header = (await page.getByRole('banner').boundingBox())!;
  const main = (await page.getByRole('main').boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(main.y).toBeGreaterThanOrEqual(box.y + box.height);
}

describe('while the server cannot reach its database', () => {
  it('says it is retrying instead of showing an error, then shows the data once answers come back', async () => {
    const { page, server } = suite;
    await page
      .context()
      .addCookies([{ name: SESSION_COOKIE, value: sessionToken, url: server.baseUrl }]);
    let down = true;
    const refused: Array<{ path: string; at: number }> = [];
    await page.route('**/api/**', (route) => {
      if (!down) return route.fallback();
      refused.push({ path: new URL(route.request().url()).pathname, at: Date.now() });
      return unavailable(route);
    });

    await page.goto(`${server.baseUrl}/quotes`);
    await expect.poll(() => banner(page).isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'My Quotes' }).isVisible())
      .toBe(true);
    await expectBannerInView(page);
    await expectAccessible(page);

    // The signed-in user is asked for again, no sooner than Retry-After says.
    const askedForMe = () => refused.filter((r) => r.path === '/api/me');
    await expect.poll(() => askedForMe().length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    const [first, second] = askedForMe();
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(950);
    expect(await banner(page).isVisible()).toBe(true);
    expect(await page.getByText('Error loading quotes').count()).toBe(0);

    // On a phone too.
    await page.setViewportSize({ width: 390, height: 844 });
    await expectBannerInView(page);

    down = false;
    await expect
      .poll(() => page.getByRole('heading', { level: 2, name: QUOTE_NAME }).isVisible(), {
        timeout: 20_000,
      })
      .toBe(true);
    await expect.poll(() => banner(page).isVisible()).toBe(false);
    expect(await page.getByText('Error loading quotes').count()).toBe(0);
    await expectAccessible(page);
  });

  it('a refused sign-in is said in a toast and left for the user to repeat, not retried behind their back', async () => {
    const { page, server } = suite;
    let down = true;
    let attempts = 0;
    await page.route('**/api/auth/login', (route) => {
      attempts++;
      return down ? unavailable(route) : route.fallback();
    });
    await page.goto(server.baseUrl);
    const logIn = page.getByRole('banner').getByRole('button', { name: 'Log In' });
    await expect.poll(() => logIn.isVisible()).toBe(true);
    await logIn.click();
    const dialog = page.getByRole('dialog', { name: 'Log In to Your Account' });
    await dialog.getByLabel('Email').fill(customerEmail);
    await dialog.getByLabel('Password').fill(FACTORY_PASSWORD);
    await dialog.getByRole('button', { name: 'Log In' }).click();

    await expect.poll(() => toasts(page).getByText('Login failed').isVisible()).toBe(true);
    expect(await toasts(page).getByText(GENERIC_MESSAGE).isVisible()).toBe(true);
    expect(attempts).toBe(1);
    // Nothing is being retried, so nothing says so.
    expect(await banner(page).isVisible()).toBe(false);

    down = false;
    await dialog.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/profile');
    expect(attempts).toBe(2);
  });
});
