import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { submittedQuote } from '../support/businesses';
import { createCompany, createUser } from '../support/factories';
import { multipart } from '../support/files';
import { logInAs } from '../support/sessions';
import { expectAccessible, useBrowserSuite } from './browser';

/** Issue 16, point 5: the journeys a phone user takes, at 390 px. */
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 900 };

let customer: { id: number; email: string };
let vendor: { id: number; email: string };
let bayview: number;
let anchor: number;
let quoteId: number;

const suite = useBrowserSuite(async (server) => {
  const db = server.app.db;
  customer = await createUser(db, { firstName: 'Cara', lastName: 'Client' });
  vendor = await createUser(db, { firstName: 'Vic', lastName: 'Vendor' });
  const other = await createUser(db, { firstName: 'Ann' });
  bayview = (
    await createCompany(db, {
      ownerId: vendor.id,
      name: 'Bayview Plumbing',
      category: 'plumbing-services',
      subcategories: ['plumber'],
      averageRating: 5,
      ratingsCount: 3,
    })
  ).id;
  anchor = (
    await createCompany(db, {
      ownerId: other.id,
      name: 'Anchor Pipes',
      category: 'plumbing-services',
      subcategories: ['plumber'],
      averageRating: 4.9,
      ratingsCount: 3,
    })
  ).id;
  // Two pages of plumbers (nine a page).
  for (let i = 1; i <= 10; i++) {
    await createCompany(db, {
      name: `Harbor Plumbing ${String(i).padStart(2, '0')}`,
      category: 'plumbing-services',
      subcategories: ['plumber'],
      averageRating: 4,
      ratingsCount: 1,
    });
  }

  const customerAgent = await logInAs(server, customer.email);
  ({ id: quoteId } = await submittedQuote(customerAgent, {
    quoteName: 'Burst pipe',
    companyIds: [bayview, anchor],
    description:
      'A pipe under the kitchen sink burst last night; the water is off. Please repair it and check the other joints under the sink.',
    jobZip: '94103',
  }));
  const send = async (agent: ReturnType<typeof server.agent>, companyId: number, text: string) => {
    const reply = await agent.request({
      method: 'POST',
      url: `/api/quotes/${quoteId}/companies/${companyId}/messages`,
      ...multipart({ message: text }),
    });
    expect(reply.statusCode).toBe(201);
  };
  const vendorAgent = await logInAs(server, vendor.email);
  const otherAgent = await logInAs(server, other.email);
  // A long exchange with Bayview (longer than its box), then one unread reply from each business
  // and one unread message for the vendor.
  for (let i = 1; i <= 6; i++) {
    await send(customerAgent, bayview, `Question ${i}: could you also look at the joints?`);
    await send(vendorAgent, bayview, `Answer ${i}: yes, we check every joint under the sink.`);
  }
  await customerAgent.post(`/api/quotes/${quoteId}/companies/${bayview}/messages/mark-read`);
  await vendorAgent.post(`/api/quotes/${quoteId}/companies/${bayview}/messages/mark-read`);
  await send(customerAgent, bayview, 'Can you come today?');
  await send(vendorAgent, bayview, 'We can come today at 4.');
  await send(otherAgent, anchor, 'Available tomorrow morning.');
});

const url = (page: Page) => new URL(page.url());

describe('phone first', () => {
  it('search and category pages: a bar at the bottom requests quotes from the selected companies, and a new page starts at the top of the results', async () => {
    const { page, server } = suite;
    await suite.signIn(customer.email, page);
    await page.setViewportSize(PHONE);
    await page.goto(`${server.baseUrl}/search?q=plumbing&sort=topRated`);
    const results = page.getByRole('region', { name: 'Search results' });
    await expect.poll(() => results.getByRole('link').count()).toBe(9);
    const bar = page.getByRole('button', { name: /^Request quotes/ });
    expect(await bar.count()).toBe(0);

    await results.getByRole('button', { name: 'Add to Quote: Bayview Plumbing' }).click();
    await results.getByRole('button', { name: 'Add to Quote: Anchor Pipes' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Request quotes (2)' }).isVisible())
      .toBe(true);
    // Stuck to the bottom of the screen while the results scroll under it...
    const barBox = await bar.boundingBox();
    expect(barBox!.y + barBox!.height).toBeGreaterThan(PHONE.height - 40);
    expect(barBox!.y + barBox!.height).toBeLessThanOrEqual(PHONE.height);
    await expectAccessible(page);
    // ...and at the end of the list below the last result, never over it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = results.getByRole('listitem').last();
    await expect
      .poll(async () => {
        const [item, stuck] = [await last.boundingBox(), await bar.boundingBox()];
        return item!.y + item!.height <= stuck!.y;
      })
      .toBe(true);

    // Laptops have the Start Quote button above the results: no bar.
    await page.setViewportSize(LAPTOP);
    await expect.poll(() => bar.isVisible()).toBe(false);
    await page.setViewportSize(PHONE);
    await expect.poll(() => bar.isVisible()).toBe(true);

    await bar.click();
    await page.waitForURL(/\/quotes\/\d+\/edit$/);
    await expect.poll(() => page.getByText('Edit your quote details').isVisible()).toBe(true);

    // The category page has the bar too, and its second page starts at its first result.
    await page.goto(`${server.baseUrl}/categories/plumbing-services?view=table`);
    const listing = page.getByRole('region', { name: 'Plumbing Services businesses' });
    await expect.poll(() => listing.getByRole('listitem').count()).toBe(9);
    await listing.getByRole('button', { name: 'Add to Quote: Bayview Plumbing' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Request quotes (1)' }).isVisible())
      .toBe(true);

    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/page=2/);
    await expect
      .poll(async () => {
        const box = await listing.boundingBox();
        return box!.y >= 0 && box!.y < 120;
      })
      .toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // Keyboard and screen-reader users land on the new results as well.
    expect(await listing.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => listing.getByRole('listitem').count()).toBe(3);
    await expectAccessible(page);
  });

  it('header: the menu button and the drawer count unread messages; Vendor Quotes is for business owners only', async () => {
    const { page, server } = suite;
    await page.setViewportSize(PHONE);

    await suite.signIn(vendor.email, page);
    await page.goto(server.baseUrl);
    await expect
      .poll(() => page.getByRole('button', { name: 'Open menu, 1 unread message' }).isVisible())
      .toBe(true);
    await page.getByRole('button', { name: /^Open menu/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Hi, Vic' });
    await expect
      .poll(() => drawer.getByRole('link', { name: 'Vendor Quotes 1 unread' }).isVisible())
      .toBe(true);
    expect(await drawer.getByRole('link', { name: 'My Quotes', exact: true }).isVisible()).toBe(
      true,
    );
    await expectAccessible(page);
    await drawer.getByRole('link', { name: /Vendor Quotes/ }).click();
    await page.waitForURL('**/vendorquotes');

    await suite.signIn(customer.email, page);
    await page.goto(server.baseUrl);
    await expect
      .poll(() => page.getByRole('button', { name: 'Open menu, 2 unread messages' }).isVisible())
      .toBe(true);
    await page.getByRole('button', { name: /^Open menu/ }).click();
    const customerDrawer = page.getByRole('dialog', { name: 'Hi, Cara' });
    await expect
      .poll(() => customerDrawer.getByRole('link', { name: 'My Quotes 2 unread' }).isVisible())
      .toBe(true);
    expect(await customerDrawer.getByRole('link', { name: /Vendor Quotes/ }).count()).toBe(0);
    await expectAccessible(page);

    // On a laptop too, the account menu offers Vendor Quotes to owners only.
    await page.keyboard.press('Escape');
    await page.setViewportSize(LAPTOP);
    await page.getByRole('banner').getByRole('button', { name: /Cara/ }).click();
    await expect
      .poll(() => page.getByRole('menuitem', { name: /My Quotes/ }).isVisible())
      .toBe(true);
    expect(await page.getByRole('menuitem', { name: /Vendor Quotes/ }).count()).toBe(0);
  });

  it('the customer’s messages: the list, then a thread as its own view with Back; side by side on a laptop', async () => {
    const { page, server } = suite;
    await suite.signIn(customer.email, page);
    await page.setViewportSize(PHONE);
    const threadReads: string[] = [];
    page.on('request', (request) => {
      if (/\/companies\/\d+\/messages(\/mark-read)?$/.test(new URL(request.url()).pathname)) {
        threadReads.push(request.url());
      }
    });
    await page.goto(`${server.baseUrl}/quotes/${quoteId}/edit`);
    const panel = page.getByRole('region', { name: 'Messages' });
    await expect.poll(() => panel.getByRole('status').textContent()).toContain('Live');
    const companies = panel.getByRole('list', { name: 'Companies' });
    const history = panel.getByRole('group', { name: 'Message history' });
    await expect.poll(() => companies.getByRole('button').count()).toBe(2);
    // The list alone: no thread is open behind it, so nothing was read or marked read.
    expect(await history.count()).toBe(0);
    expect(threadReads).toEqual([]);
    expect(await companies.getByLabel('1 unread').count()).toBe(2);
    await expectAccessible(page);

    await companies.getByRole('button', { name: /Bayview Plumbing/ }).click();
    expect(url(page).searchParams.get('company')).toBe(String(bayview));
    expect(url(page).searchParams.get('view')).toBe('thread');
    const back = panel.getByRole('button', { name: 'Back to companies' });
    await expect.poll(() => back.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await companies.count()).toBe(0);
    await expect.poll(() => history.getByText('We can come today at 4.').isVisible()).toBe(true);
    expect(await panel.getByText('Message to Bayview Plumbing').isVisible()).toBe(true);
    expect(
      await panel
        .getByRole('textbox', { name: 'Message to Bayview Plumbing' })
        .getAttribute('placeholder'),
    ).toBe('Type your message...');
    // Opening the thread read it.
    await expect
      .poll(async () =>
        (await page.request.get(`${server.baseUrl}/api/user-quotes/unread-count`)).json(),
      )
      .toEqual({ count: 1 });
    // The long history scrolls from the keyboard (axe: scrollable-region-focusable).
    await expect
      .poll(() => history.evaluate((el) => el.scrollHeight > el.clientHeight && el.scrollTop > 0))
      .toBe(true);
    await history.focus();
    await page.keyboard.press('Home');
    await expect.poll(() => history.evaluate((el) => el.scrollTop)).toBe(0);
    await expectAccessible(page);

    await back.click();
    await expect.poll(() => companies.isVisible()).toBe(true);
    expect(url(page).searchParams.get('view')).toBeNull();
    expect(await history.count()).toBe(0);
    await expect
      .poll(() =>
        companies
          .getByRole('button', { name: /Bayview Plumbing/ })
          .evaluate((el) => el === document.activeElement),
      )
      .toBe(true);

    // The phone's own back returns to the list as well.
    await companies.getByRole('button', { name: /Anchor Pipes/ }).click();
    await expect
      .poll(() => history.getByText('Available tomorrow morning.').isVisible())
      .toBe(true);
    await page.goBack();
    await expect.poll(() => companies.isVisible()).toBe(true);

    // A thread's own address opens it directly; Back still leads to the list.
    await page.goto(`${server.baseUrl}/quotes/${quoteId}/edit?company=${anchor}&view=thread`);
    await expect
      .poll(() => history.getByText('Available tomorrow morning.').isVisible())
      .toBe(true);
    await back.click();
    await expect.poll(() => companies.isVisible()).toBe(true);
    expect(url(page).pathname).toBe(`/quotes/${quoteId}/edit`);

    // A laptop shows the list and the open thread side by side, with no Back.
    await page.setViewportSize(LAPTOP);
    await expect.poll(() => history.isVisible()).toBe(true);
    expect(await companies.isVisible()).toBe(true);
    expect(await back.count()).toBe(0);
    await expectAccessible(page);
  });

  it('the vendor inbox: the requests, then a conversation as its own view with Back; side by side on a laptop', async () => {
    const { page, server } = suite;
    await suite.signIn(vendor.email, page);
    await page.setViewportSize(PHONE);
    await page.goto(`${server.baseUrl}/vendorquotes`);
    const requests = page.getByRole('region', { name: /Requests/ });
    const conversation = page.getByRole('region', { name: 'Conversation with Cara Client' });
    const request = requests.getByRole('button', { name: /Cara Client/ });
    await expect.poll(() => request.isVisible()).toBe(true);
    expect(await conversation.count()).toBe(0);
    expect(await page.getByText('Select a Quote Request').count()).toBe(0);
    await expectAccessible(page);

    await request.click();
    expect(url(page).searchParams.get('quoteId')).toBe(String(quoteId));
    expect(url(page).searchParams.get('companyId')).toBe(String(bayview));
    const back = page.getByRole('button', { name: 'Back to requests' });
    await expect.poll(() => back.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await requests.isVisible()).toBe(false);
    await expect
      .poll(() =>
        conversation
          .getByRole('group', { name: 'Message history' })
          .getByText('Can you come today?')
          .isVisible(),
      )
      .toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await expectAccessible(page);

    await back.click();
    await expect.poll(() => requests.isVisible()).toBe(true);
    await expect.poll(() => request.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await conversation.count()).toBe(0);
    expect(url(page).search).toBe('');

    // From an e-mail's link straight into the conversation; Back leads to the list.
    await page.goto(`${server.baseUrl}/vendorquotes?quoteId=${quoteId}&companyId=${bayview}`);
    await expect.poll(() => conversation.isVisible()).toBe(true);
    await back.click();
    await expect.poll(() => requests.isVisible()).toBe(true);

    await page.setViewportSize(LAPTOP);
    await request.click();
    await expect.poll(() => conversation.isVisible()).toBe(true);
    expect(await requests.isVisible()).toBe(true);
    expect(await back.count()).toBe(0);
  });
});
