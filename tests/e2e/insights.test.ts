import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { submittedQuote } from '../support/businesses';
import { createCompany, createUser } from '../support/factories';
import { logInAs } from '../support/sessions';
import { expectAccessible, useBrowserSuite } from './browser';
import { shoot } from './screenshots';

let ownerEmail: string;
let customerEmail: string;
let strangerEmail: string;
let companyId: number;

// Counts reach the database a tenth of a second after they happen, not the default 5 s later.
const suite = useBrowserSuite(
  async (server) => {
    const db = server.app.db;
    const owner = await createUser(db, { firstName: 'Olive' });
    ownerEmail = owner.email;
    companyId = (
      await createCompany(db, {
        ownerId: owner.id,
        name: 'Harbor Plumbing',
        subcategories: ['plumber'],
        zip: '94103',
      })
    ).id;
    customerEmail = (await createUser(db, { firstName: 'Rowan' })).email;
    strangerEmail = (await createUser(db, { firstName: 'Sam' })).email;
  },
  { insights: { counting: true, flushMs: 100 } },
);

const insightsPath = () => `/business/${companyId}/insights`;

/** This week's row of the table view, as its column headings name each figure. */
async function thisWeek(page: Page): Promise<Record<string, string>> {
  const table = page.getByRole('table', { name: /Harbor Plumbing/ });
  const headings = await table.getByRole('columnheader').allInnerTexts();
  const row = table.getByRole('row', { name: /this week/ });
  const figures = [
    await row.getByRole('rowheader').innerText(),
    ...(await row.getByRole('cell').allInnerTexts()),
  ];
  return Object.fromEntries(headings.map((heading, i) => [heading, figures[i] ?? '']));
}

describe('business insights in the browser', () => {
  it('show the owner the searches, views and requests that reach their business', async () => {
    const owner = await suite.signedInPage(ownerEmail);
    await owner.goto(`${suite.server.baseUrl}/profile?tab=companies`);
    await owner.getByRole('link', { name: 'Insights for Harbor Plumbing' }).click();
    await owner.waitForURL(`**${insightsPath()}`);
    await expect
      .poll(() =>
        owner.getByRole('heading', { level: 1, name: 'Insights: Harbor Plumbing' }).isVisible(),
      )
      .toBe(true);
    expect(await owner.title()).toBe('Insights: Harbor Plumbing | QuoteLocal');
    // The seven charts, drawn once recharts' code has arrived.
    await expect
      .poll(() => owner.locator('.recharts-wrapper > svg.recharts-surface').count())
      .toBe(7);
    await expectAccessible(owner);

    await owner.getByRole('tab', { name: 'Table' }).click();
    await owner.waitForURL(`**${insightsPath()}?view=table`);
    await expect
      .poll(() => thisWeek(owner))
      .toMatchObject({
        'Search appearances': '0',
        'Profile views': '0',
        'Requests received': '0',
      });
    expect(await owner.getByRole('table').getByRole('row').count()).toBe(13);
    await expectAccessible(owner);

    // A visitor finds the business in a search and opens its page; a customer asks it for a quote.
    const visitor = suite.page;
    await visitor.goto(`${suite.server.baseUrl}/search?q=plumber&location=94103`);
    const result = visitor
      .getByRole('region', { name: 'Search results' })
      .getByRole('link', { name: 'Harbor Plumbing' });
    await result.click();
    await visitor.waitForURL(`**/companies/${companyId}?from=search`);
    await expect
      .poll(() => visitor.getByRole('heading', { level: 1, name: 'Harbor Plumbing' }).isVisible())
      .toBe(true);
    const customer = await logInAs(suite.server, customerEmail);
    const { submitted } = await submittedQuote(customer, {
      companyIds: [companyId],
      description:
        'The water heater leaks at the base and the pilot light keeps going out at night; please look at both and replace the valve.',
    });
    expect(submitted.statusCode, submitted.body).toBe(200);

    // The owner's page, loaded again (a deep link: the server answers it with the app), counts them.
    await expect
      .poll(
        async () => {
          const reloaded = await owner.reload();
          expect(reloaded?.status()).toBe(200);
          return thisWeek(owner);
        },
        { timeout: 15_000 },
      )
      .toMatchObject({
        'Search appearances': expect.stringMatching(/^[1-9]/),
        'Profile views': '1',
        'Requests received': '1',
      });
    const summary = owner.getByRole('region', { name: 'Last 4 weeks' });
    expect(
      await summary.locator('div', { has: owner.getByText('Requests received') }).innerText(),
    ).toBe('Requests received\n1\nUp from none the 4 weeks before');
    await expectAccessible(owner);

    const downloading = owner.waitForEvent('download');
    await owner.getByRole('link', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`insights-${companyId}.csv`);
    const csv = (await readFile(await download.path(), 'utf8')).trimEnd().split('\r\n');
    expect(csv[0]).toMatch(/^Week starting,/);
    expect(csv).toHaveLength(13);
    await shoot(owner, 'insights-table');
  });

  it('show anyone but the owner the refusal, and a visitor the way to log in', async () => {
    const stranger = await suite.signedInPage(strangerEmail);
    const refusal = await stranger.request.get(
      `${suite.server.baseUrl}/api/companies/${companyId}/insights`,
    );
    expect(refusal.status()).toBe(403);
    const { error } = (await refusal.json()) as { error: string };
    await stranger.goto(`${suite.server.baseUrl}${insightsPath()}`);
    await expect
      .poll(() => stranger.getByRole('heading', { name: 'Insights unavailable' }).isVisible())
      .toBe(true);
    expect(await stranger.getByRole('alert').filter({ hasText: error }).count()).toBe(1);
    expect(await stranger.getByRole('table').count()).toBe(0);
    await expectAccessible(stranger);

    const visitor = suite.page;
    const response = await visitor.goto(`${suite.server.baseUrl}${insightsPath()}`);
    expect(response?.status()).toBe(200);
    await expect
      .poll(() => visitor.getByRole('heading', { name: 'Log in to see your insights' }).isVisible())
      .toBe(true);
    await visitor.getByRole('main').getByRole('button', { name: 'Log In' }).click();
    await expect
      .poll(() => visitor.getByRole('dialog', { name: 'Log In to Your Account' }).isVisible())
      .toBe(true);
  });
});
