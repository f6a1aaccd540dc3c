import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createCompany, createUser, FACTORY_PASSWORD } from '../support/factories';
import { logInAs } from '../support/sessions';
import { LONG_DESCRIPTION } from '../support/world';
import { expectAccessible, showsMessage, toasts, useBrowserSuite } from './browser';
import { shoot } from './screenshots';

/** Issue 21, item 2: one request matched to up to five pros, from the start to Accept and Pass. */
const DESCRIPTION =
  'The kitchen sink drains slowly and the trap under it drips. Please clear the drain, replace the trap and check both shut-off valves while you are here.';

let customer: { id: number; email: string };
let acceptingOwner: { id: number; email: string };
let passingOwner: { id: number; email: string };
let acceptingCompanyId: number;

const suite = useBrowserSuite(async (server) => {
  const db = server.app.db;
  customer = await createUser(db, { firstName: 'Jordan', lastName: 'Lee' });
  acceptingOwner = await createUser(db, { firstName: 'Pat' });
  passingOwner = await createUser(db, { firstName: 'Sam' });
  // Both work within their default 25-mile radius of 94103: 94110 is inside it.
  const plumber = (ownerId: number, name: string) =>
    createCompany(db, {
      ownerId,
      name,
      zip: '94103',
      category: 'plumbing-services',
      subcategories: ['plumber'],
    });
  acceptingCompanyId = (await plumber(acceptingOwner.id, 'Mission Drain Co')).id;
  await plumber(passingOwner.id, 'Bay Pipes');
  // Another trade near by: never offered a plumbing request.
  await createCompany(db, { name: 'Sunset Roofers', zip: '94103', category: 'roofing-gutters' });
});

const leadsOf = (page: Page) => page.getByRole('region', { name: /New leads/ });

describe('a matched request', () => {
  it('starts from a category page, is accepted by a pro who serves the ZIP, and the customer sees it live and writes to them', async () => {
    const base = suite.server.baseUrl;
    const page = await suite.signedInPage(customer.email);
    await page.goto(`${base}/categories/plumbing-services`);
    await page.getByRole('button', { name: 'Get quotes from up to 5 pros' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get quotes from up to 5 pros' });
    await expect.poll(() => dialog.getByLabel('Service').inputValue()).toBe('plumbing-services');
    // A bad ZIP is named under its field, and nothing is created.
    await dialog.getByLabel('Job ZIP code').fill('941');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').getByText('Enter a 5-digit ZIP code.').isVisible())
      .toBe(true);
    await dialog.getByLabel('Job ZIP code').fill('94110');
    await expectAccessible(page);
    await shoot(page, 'matched-dialog');
    await dialog.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL(/\/quotes\/\d+\/edit$/);
    const quoteId = Number(/\/quotes\/(\d+)\/edit$/.exec(page.url())![1]);
    const side = page.getByRole('region', { name: 'Matched request' });
    await expect
      .poll(() =>
        side.getByText('Up to 5 pros in Plumbing Services near 94110 will get it.').isVisible(),
      )
      .toBe(true);
    expect(await page.getByRole('region', { name: 'Selected Companies' }).count()).toBe(0);
    expect(await page.getByLabel('Job ZIP code').inputValue()).toBe('94110');
    await page.getByLabel('Quote Name').fill('Slow kitchen drain');
    await page.getByLabel('Project Description').fill(DESCRIPTION);
    await page
      .getByRole('group', { name: 'What do you need?' })
      .getByRole('radio', { name: 'Drain cleaning' })
      .check({ force: true });
    await expectAccessible(page);
    await shoot(page, 'matched-draft');
    await page.getByRole('button', { name: 'Submit Quote' }).click();

    await expect
      .poll(() => page.getByText('Manage your quote communications').isVisible())
      .toBe(true);
    await expect.poll(() => side.getByText('Waiting for 2 pros to answer').isVisible()).toBe(true);
    const messages = page.getByRole('region', { name: 'Messages' });
    await expect.poll(() => messages.getByRole('status').textContent()).toContain('Live');

    // The pro sees the lead with its job and the time left, and accepts it.
    const owner = await suite.signedInPage(acceptingOwner.email);
    await owner.goto(`${base}/vendorquotes`);
    const lead = leadsOf(owner).getByRole('listitem').filter({ hasText: 'Slow kitchen drain' });
    await expect.poll(() => lead.getByText('Expires in 23 h').isVisible()).toBe(true);
    expect(await lead.getByText(/94110 · San Francisco, CA/).isVisible()).toBe(true);
    expect(await lead.getByText('Drain cleaning').isVisible()).toBe(true);
    await expectAccessible(owner);
    await shoot(owner, 'vendor-leads');
    await lead.getByRole('button', { name: 'Accept Slow kitchen drain' }).click();
    const conversation = owner.getByRole('region', { name: 'Conversation with Jordan Lee' });
    await expect.poll(() => conversation.isVisible()).toBe(true);
    await expect
      .poll(() => leadsOf(owner).getByText('No new leads right now.', { exact: false }).isVisible())
      .toBe(true);

    // The customer sees who accepted without a reload, and writes to them.
    const accepted = side.getByRole('list', { name: 'Pros who accepted' });
    await expect
      .poll(() => accepted.getByRole('link', { name: 'Mission Drain Co' }).isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    expect(await side.getByText('Waiting for 1 pro to answer').isVisible()).toBe(true);
    await expectAccessible(page);
    await shoot(page, 'matched-accepted');
    await accepted.getByRole('button', { name: 'Message Mission Drain Co' }).click();
    await expect.poll(() => page.url()).toMatch(new RegExp(`/quotes/${quoteId}/edit\\?company=`));
    await messages.getByLabel(/^Message to /).fill('Hi! Can you come on Thursday?');
    await messages.getByLabel(/^Message to /).press('Enter');
    await showsMessage(messages, 'Hi! Can you come on Thursday?');
    await showsMessage(conversation, 'Hi! Can you come on Thursday?');
  });

  it('asks a visitor on the home page to log in, then opens the matched draft; the search presets its trade and ZIP', async () => {
    const base = suite.server.baseUrl;
    const page = suite.page;
    await page.goto(`${base}/search?q=plumber&location=94110`);
    await page.getByRole('button', { name: 'Get quotes from up to 5 pros' }).click();
    const fromSearch = page.getByRole('dialog', { name: 'Get quotes from up to 5 pros' });
    await expect
      .poll(() => fromSearch.getByLabel('Service').inputValue())
      .toBe('plumbing-services');
    expect(await fromSearch.getByLabel('Job ZIP code').inputValue()).toBe('94110');
    await page.keyboard.press('Escape');
    await expect.poll(() => fromSearch.count()).toBe(0);

    await page.goto(base);
    await expectAccessible(page);
    await shoot(page, 'home-matched');
    await page.getByRole('button', { name: 'Get quotes from up to 5 pros' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get quotes from up to 5 pros' });
    // A service is needed.
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').getByText('Choose a service').isVisible())
      .toBe(true);
    await dialog.getByLabel('Service').selectOption({ label: 'Plumbing Services' });
    await dialog.getByLabel('Job ZIP code').fill('94110');
    await dialog.getByRole('button', { name: 'Continue' }).click();

    const login = page.getByRole('dialog', { name: 'Log In to Your Account' });
    await expect.poll(() => login.isVisible()).toBe(true);
    await login.getByLabel('Email').fill(customer.email);
    await login.getByLabel('Password', { exact: true }).fill(FACTORY_PASSWORD);
    await login.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(/\/quotes\/\d+\/edit$/);
    await expect
      .poll(() =>
        page
          .getByRole('region', { name: 'Matched request' })
          .getByText('Up to 5 pros in Plumbing Services near 94110 will get it.')
          .isVisible(),
      )
      .toBe(true);
  });

  it('goes on without a pro who passes, with the reason they gave', async () => {
    const base = suite.server.baseUrl;
    const agent = await logInAs(suite.server, customer.email);
    const created = await agent.post('/api/quotes/matched', {
      categorySlug: 'plumbing-services',
      jobZip: '94110',
    });
    // 200: the matched draft for this trade and ZIP that the test before left unsent, opened
    // again (Start Quote is idempotent: docs/decisions/058); 201 when this test runs alone.
    expect([200, 201]).toContain(created.statusCode);
    const quoteId = created.json<{ id: number }>().id;
    const submitted = await agent.post(`/api/quotes/${quoteId}/submit`, {
      quoteName: 'Leaking water heater',
      description: LONG_DESCRIPTION,
      jobZip: '94110',
    });
    expect(submitted.statusCode).toBe(200);

    const owner = await suite.signedInPage(passingOwner.email, { width: 390 });
    await owner.goto(`${base}/vendorquotes`);
    const lead = leadsOf(owner).getByRole('listitem').filter({ hasText: 'Leaking water heater' });
    await lead.getByRole('button', { name: 'Pass on Leaking water heater' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Pass on this request?' });
    await dialog.getByRole('radio', { name: 'Other' }).check();
    await dialog.getByRole('button', { name: 'Pass', exact: true }).click();
    await expect
      .poll(() => dialog.getByText('Tell the customer why in a few words').isVisible())
      .toBe(true);
    await dialog.getByLabel('Details').fill('No parts for this heater brand');
    await expectAccessible(owner);
    await shoot(owner, 'vendor-pass');
    await dialog.getByRole('button', { name: 'Pass', exact: true }).click();
    await expect.poll(() => toasts(owner).getByText('Lead passed').isVisible()).toBe(true);
    await expect.poll(() => lead.count()).toBe(0);

    // Only the other pro still holds it: nobody else serves 94110 in this trade.
    const page = await suite.signedInPage(customer.email);
    await page.goto(`${base}/quotes/${quoteId}/edit`);
    const side = page.getByRole('region', { name: 'Matched request' });
    await expect.poll(() => side.getByText('Waiting for 1 pro to answer').isVisible()).toBe(true);

    // The last pro passes too: nobody is left, and the customer is pointed to the search (on the
    // next load: a pass sends the customer no event).
    const other = await logInAs(suite.server, acceptingOwner.email);
    const offered = await other.get(`/api/companies/${acceptingCompanyId}/leads`);
    const leadId = offered
      .json<{ leads: Array<{ id: number; job: { quoteId: number } }> }>()
      .leads.find((l) => l.job.quoteId === quoteId)!.id;
    const passed = await other.post(`/api/leads/${leadId}/pass`, { reason: 'too_busy' });
    expect(passed.statusCode).toBe(200);
    await page.reload();
    await expect
      .poll(() => side.getByText('No pros could take this request.', { exact: false }).isVisible())
      .toBe(true);
    expect(await side.getByText(/Waiting for/).count()).toBe(0);
    await expectAccessible(page);
    await shoot(page, 'matched-exhausted');
    await side.getByRole('link', { name: 'Search Plumbing Services' }).click();
    await page.waitForURL(/\/search\?q=Plumbing\+Services&sort=relevance&page=1&location=94110/);
  });
});
