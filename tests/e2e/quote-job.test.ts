import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createCompany, createUser } from '../support/factories';
import { png } from '../support/files';
import { logInAs } from '../support/sessions';
import { expectAccessible, toasts, useBrowserSuite } from './browser';
import { shoot } from './screenshots';

/** Issue 16, point 2: the whole job in front of the pro. */
const DESCRIPTION =
  'The kitchen sink drains slowly and the trap under it drips. Please clear the drain, replace the trap and check both shut-off valves while you are here.';

let customer: { email: string };
let owner: { id: number; email: string };
let companyId: number;
let quoteId: number;
let photo: string;

const suite = useBrowserSuite(async (server) => {
  const db = server.app.db;
  customer = await createUser(db, { firstName: 'Jordan' });
  owner = await createUser(db, { firstName: 'Pat' });
  companyId = (
    await createCompany(db, {
      ownerId: owner.id,
      name: 'Mission Drain Co',
      zip: '94103',
      category: 'plumbing-services',
      subcategories: ['plumber'],
    })
  ).id;
  const other = await createUser(db);
  const otherCompany = await createCompany(db, { ownerId: other.id, name: 'Bay Pipes' });
  const agent = await logInAs(server, customer.email);
  quoteId = (
    await agent.post('/api/quotes', {
      quoteName: 'Slow kitchen sink',
      companyIds: [companyId, otherCompany.id],
      jobZip: '94110',
    })
  ).json().id;
  const dir = await mkdtemp(path.join(tmpdir(), 'quotelocal-e2e-job-'));
  photo = path.join(dir, 'trap.png');
  await writeFile(photo, await png(640, 480));
});

async function switchUser(page: Page, email: string) {
  await page.request.post(`${suite.server.baseUrl}/api/auth/logout`);
  const response = await suite.signIn(email, page);
  expect(response.status()).toBe(200);
}

describe('the job in front of the pro', () => {
  it('is described by the customer and shown to the invited business with distance, timing, answers and photos', async () => {
    const page = suite.page;
    await switchUser(page, customer.email);
    await page.goto(`${suite.server.baseUrl}/quotes/${quoteId}/edit`);
    await expect.poll(() => page.getByText('About the job').isVisible()).toBe(true);
    // Prefilled from the ZIP searched with.
    expect(await page.getByLabel('Job ZIP code').inputValue()).toBe('94110');
    await page.getByLabel('Project Description').fill(DESCRIPTION);

    // The ZIP is needed: cleared, Submit says so under the field.
    await page.getByLabel('Job ZIP code').fill('');
    await page.getByRole('button', { name: 'Submit Quote' }).click();
    await expect
      .poll(() =>
        page.getByRole('alert').getByText('Enter the ZIP code where the job is.').isVisible(),
      )
      .toBe(true);
    await page.getByLabel('Job ZIP code').fill('94110');
    await page.getByLabel('Street address (optional)').fill('500 Valencia St');

    await page.getByRole('radio', { name: 'On a date' }).check({ force: true });
    const date = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Date', { exact: true }).fill(date);
    await page
      .getByRole('group', { name: 'What do you need?' })
      .getByRole('radio', { name: 'Drain cleaning' })
      .check({ force: true });
    await page
      .getByRole('group', { name: 'Is water leaking now?' })
      .getByRole('radio', { name: 'Yes' })
      .check({ force: true });
    await page.locator('input[type=file]').setInputFiles(photo);
    await expect
      .poll(() => toasts(page).getByText('Your image has been added to the quote.').isVisible())
      .toBe(true);
    // The upload restores the form as it was, the job included.
    expect(await page.getByLabel('Job ZIP code').inputValue()).toBe('94110');
    await expectAccessible(page);
    await shoot(page, 'quote-draft');

    await page.getByRole('button', { name: 'Submit Quote' }).click();
    await expect
      .poll(() => page.getByText('Manage your quote communications').isVisible())
      .toBe(true);

    // The invited business sees the whole job.
    await switchUser(page, owner.email);
    await page.goto(
      `${suite.server.baseUrl}/vendorquotes?quoteId=${quoteId}&companyId=${companyId}`,
    );
    const job = page.getByTestId('vendor-job');
    await expect
      .poll(() => job.getByText(/94110 · San Francisco, CA · [\d.]+ mi away/).isVisible())
      .toBe(true);
    const longDate = new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
      weekday: 'short',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(await job.getByText(`On ${longDate}`).isVisible()).toBe(true);
    expect(await job.getByText('Drain cleaning').isVisible()).toBe(true);
    expect(await job.getByText('Is water leaking now?').isVisible()).toBe(true);
    // Not hired: no street address.
    expect(await job.getByText('500 Valencia St').count()).toBe(0);
    await job.getByRole('button', { name: 'Open project image 1 of 1' }).click();
    await expect
      .poll(() => page.getByRole('dialog', { name: 'Project Images (1 of 1)' }).isVisible())
      .toBe(true);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await shoot(page, 'vendor-inbox');

    // Another business's owner cannot read it.
    const stranger = await page.request.get(
      `${suite.server.baseUrl}/api/quotes/${quoteId}/companies/${companyId + 1}/job`,
    );
    expect(stranger.status()).toBe(403);
  });
});
