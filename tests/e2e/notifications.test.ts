import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { submittedQuote } from '../support/businesses';
import { createCompany, createUser } from '../support/factories';
import { logInAs } from '../support/sessions';
import { pageSocketIsLive } from '../support/sockets';
import { expectAccessible, showsMessage, useBrowserSuite } from './browser';
import { shoot } from './screenshots';

/**
 * Issue 22, the notification centre: the header's bell counts what happens to the user live,
 * leads to it and clears; /notifications lists everything, page by page.
 */

let customer: { id: number; email: string };
let vendor: { id: number; email: string };
let companyId: number;

const suite = useBrowserSuite(async (server) => {
  const db = server.app.db;
  customer = await createUser(db, { firstName: 'Cleo', lastName: 'Customer' });
  vendor = await createUser(db, { firstName: 'Ben', lastName: 'Business' });
  companyId = (await createCompany(db, { ownerId: vendor.id, name: 'Deck Doctors' })).id;
});

const bellOf = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const bellLabel = (page: Page) => bellOf(page).getAttribute('aria-label');

describe('the notification bell', () => {
  it("counts a business's reply live, leads to the conversation, and clears", async () => {
    const base = suite.server.baseUrl;
    const { id: quoteId } = await submittedQuote(await logInAs(suite.server, customer.email), {
      quoteName: 'Soft deck boards',
      companyIds: [companyId],
      description:
        'The deck boards at the back are soft in places and two steps wobble. We would like the worst boards replaced before summer.',
    });
    const page = suite.page;
    await suite.signIn(customer.email);
    await page.goto(`${base}/quotes`);
    await pageSocketIsLive(page);
    await expect.poll(() => bellLabel(page)).toBe('Notifications');

    // The business answers from its own browser.
    const vendorPage = await suite.signedInPage(vendor.email);
    await vendorPage.goto(`${base}/vendorquotes?quoteId=${quoteId}&companyId=${companyId}`);
    const conversation = vendorPage.getByRole('region', {
      name: 'Conversation with Cleo Customer',
    });
    const box = conversation.getByLabel(/^Message to /);
    await box.fill('We can replace the boards on Tuesday.');
    await box.press('Enter');
    await showsMessage(conversation, 'We can replace the boards on Tuesday.');

    // The customer's page, untouched, counts it.
    await expect.poll(() => bellLabel(page), { timeout: 10_000 }).toBe('Notifications, 1 unread');
    expect(new URL(page.url()).pathname).toBe('/quotes');

    await bellOf(page).click();
    const popover = page.getByRole('dialog', { name: 'Notifications' });
    const item = popover.getByRole('link', { name: /New message from Deck Doctors/ });
    await expect.poll(() => item.isVisible()).toBe(true);
    expect(await item.textContent()).toContain('Soft deck boards: We can replace the boards');
    await expectAccessible(page);
    await shoot(page, 'notifications-bell');

    await item.click();
    await expect
      .poll(() => `${new URL(page.url()).pathname}${new URL(page.url()).search}`)
      .toBe(`/quotes/${quoteId}/edit?company=${companyId}`);
    await showsMessage(
      page.getByRole('region', { name: 'Messages' }),
      'We can replace the boards on Tuesday.',
    );
    await expect.poll(() => bellLabel(page)).toBe('Notifications');
    await expectAccessible(page);

    // Read, it stays in the list, without a "Mark read" of its own.
    await page.goto(`${base}/notifications`);
    const listed = page.getByRole('link', { name: /New message from Deck Doctors/ });
    await expect.poll(() => listed.isVisible()).toBe(true);
    expect(await listed.textContent()).not.toContain('Unread');
    expect(await page.getByRole('button', { name: /^Mark read/ }).count()).toBe(0);
    await expectAccessible(page);
  });

  it('lists every notification on /notifications on a phone: more on demand, all marked read', async () => {
    const base = suite.server.baseUrl;
    await suite.server.app.db.execute(sql`
      INSERT INTO notifications (user_id, kind, title, body, link, created_at)
      SELECT ${vendor.id}, 'request', 'New request from Customer ' || n, 'Job ' || n,
        '/vendorquotes', now() - make_interval(mins => 30 - n)
      FROM generate_series(1, 25) n`);
    const page = await suite.signedInPage(vendor.email, { width: 390 });
    // A deep link: the app, not a 404.
    const response = await page.goto(`${base}/notifications`);
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.title()).toBe('Notifications | QuoteLocal');
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Notifications' }).isVisible())
      .toBe(true);
    const items = page.getByRole('link', { name: /New request from Customer/ });
    await expect.poll(() => items.count()).toBe(20);
    expect(await items.first().textContent()).toContain('New request from Customer 25');
    await expect.poll(() => bellLabel(page)).toMatch(/^Notifications, \d+ unread$/);
    await expectAccessible(page);
    await shoot(page, 'notifications-page');

    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => items.count()).toBe(25);
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);

    // One read from its own button, then all.
    const unreadBefore = Number((await bellLabel(page))!.match(/(\d+) unread/)![1]);
    await page.getByRole('button', { name: 'Mark read: New request from Customer 25' }).click();
    await expect.poll(() => bellLabel(page)).toBe(`Notifications, ${unreadBefore - 1} unread`);
    await page.getByRole('button', { name: 'Mark all as read' }).first().click();
    await expect.poll(() => bellLabel(page)).toBe('Notifications');
    expect(await page.getByRole('button', { name: /^Mark read/ }).count()).toBe(0);
    await expect.poll(() => page.getByText('All caught up.').isVisible()).toBe(true);
    await expectAccessible(page);
  });

  it('opens at a click after its code could not be fetched while the server was away', async () => {
    const page = await suite.signedInPage(customer.email);
    // The popover's chunk is fetched when the browser is idle: refused while the server is away.
    let away = true;
    const refused = new Promise<void>((resolve) => {
      // On the context, not the page: once the service worker controls the page, the chunk is
      // fetched through it, which a page's route does not see.
      void page.context().route(/\/assets\/notification-popover-[^/]+\.js$/, (route) => {
        if (!away) return route.continue();
        resolve();
        return route.abort('connectionrefused');
      });
    });
    await page.goto(`${suite.server.baseUrl}/quotes`);
    await refused;
    // No uncaught error (the suite fails on one), and the bell still answers once it is back.
    away = false;
    await bellOf(page).click();
    const popover = page.getByRole('dialog', { name: 'Notifications' });
    await expect.poll(() => popover.isVisible(), { timeout: 10_000 }).toBe(true);
  });

  it('asks nothing for a signed-out visitor, and shows no bell', async () => {
    const asked: string[] = [];
    suite.page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await suite.page.goto(`${suite.server.baseUrl}/`);
    await suite.page.waitForLoadState('networkidle');
    expect(asked.filter((path) => path.startsWith('/api/notifications'))).toEqual([]);
    expect(await bellOf(suite.page).count()).toBe(0);

    // The page itself asks them to log in.
    await suite.page.goto(`${suite.server.baseUrl}/notifications`);
    await expect
      .poll(() => suite.page.getByText('Log in to see your notifications').isVisible())
      .toBe(true);
    expect(asked.filter((path) => path.startsWith('/api/notifications'))).toEqual([]);
    await expectAccessible(suite.page);
  });
});
