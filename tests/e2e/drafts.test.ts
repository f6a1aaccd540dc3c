import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../support/factories';
import { expectAccessible, toasts, useBrowserSuite } from './browser';
import { shoot } from './screenshots';

/**
 * Issue 31, items 2 and 3: Start Quote makes one draft however it is pressed, a draft can be
 * deleted and a business taken off it, and a new draft starts with the ZIP the search used.
 */
const NAMES = ['Alder Drains', 'Birch Drains'];

const suite = useBrowserSuite(async (server) => {
  for (const name of NAMES) {
    const owner = await createUser(server.app.db);
    await createCompany(server.app.db, {
      ownerId: owner.id,
      name,
      category: 'plumbing-services',
      subcategories: ['plumber'],
    });
  }
});

/** A new customer, signed in; nothing remembered in this browser (no ZIP) and no earlier job. */
async function newCustomer(): Promise<void> {
  const customer = await createUser(suite.server.app.db, { firstName: 'Dana' });
  await suite.signIn(customer.email);
}

/** The customer's drafts as the API answers them to this browser. */
async function draftIds(page: Page): Promise<number[]> {
  const response = await page.request.get(`${suite.server.baseUrl}/api/quotes?status=draft`);
  return ((await response.json()) as { data: Array<{ id: number }> }).data.map((q) => q.id);
}

/** From the home page, a search whose words carry the ZIP ("plumbing 94103"), then these picked. */
async function searchAndPick(page: Page, names: string[]): Promise<void> {
  await page.goto(suite.server.baseUrl);
  const words = page.getByRole('combobox', { name: 'Describe your project' }).first();
  await words.fill('plumbing 94103');
  await words.press('Enter');
  await page.waitForURL(/\/search\?/);
  await expect
    .poll(() => page.getByRole('heading', { level: 1 }).textContent())
    .toContain('near San Francisco');
  for (const name of names) {
    await page.getByRole('button', { name: `Add to Quote: ${name}` }).click();
  }
}

describe('drafts in the browser', () => {
  it('a double click on Start Quote opens one draft, with the ZIP the search used', async () => {
    const page = suite.page;
    await newCustomer();
    await searchAndPick(page, [NAMES[0]!]);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Start Quote (1)' }).dblclick();
    await page.waitForURL(/\/quotes\/\d+\/edit$/);
    await expect.poll(() => page.getByLabel('Job ZIP code').inputValue()).toBe('94103');
    const id = Number(/\/quotes\/(\d+)\/edit$/.exec(page.url())![1]);
    expect(await draftIds(page)).toEqual([id]);

    // Pressed again later, for the same business and ZIP: the same draft opens, and says so.
    await page.goBack();
    await page.waitForURL(/\/search\?/);
    await page.getByRole('button', { name: `Add to Quote: ${NAMES[0]!}` }).click();
    await page.getByRole('button', { name: 'Start Quote (1)' }).click();
    await page.waitForURL(`**/quotes/${id}/edit`);
    await expect
      .poll(() => toasts(page).getByText('You already started this quote request').isVisible())
      .toBe(true);
    expect(await draftIds(page)).toEqual([id]);
    await expectAccessible(page);
  });

  it('takes a business off a draft, then deletes the draft after asking', async () => {
    const page = suite.page;
    await newCustomer();
    await searchAndPick(page, NAMES);
    await page.getByRole('button', { name: 'Start Quote (2)' }).click();
    await page.waitForURL(/\/quotes\/\d+\/edit$/);
    const quoteUrl = page.url();
    const companies = page.getByRole('region', { name: 'Selected Companies' });
    await expect.poll(() => companies.getByRole('link').allTextContents()).toEqual(NAMES);
    await shoot(page, 'draft-with-companies');

    await companies.getByRole('button', { name: `Remove ${NAMES[0]!}` }).click();
    await expect.poll(() => companies.getByRole('link').allTextContents()).toEqual([NAMES[1]]);
    await expect
      .poll(() => toasts(page).getByText(`${NAMES[0]!} is no longer in this quote.`).isVisible())
      .toBe(true);
    await expectAccessible(page);
    await page.reload();
    await expect.poll(() => companies.getByRole('link').allTextContents()).toEqual([NAMES[1]]);

    await page.getByRole('button', { name: 'Delete draft' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this draft?' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expectAccessible(page);
    await shoot(page, 'delete-draft-dialog');
    // Cancel keeps it.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await draftIds(page)).toHaveLength(1);

    await page.getByRole('button', { name: 'Delete draft' }).click();
    await dialog.getByRole('button', { name: 'Delete draft' }).click();
    await page.waitForURL(/\/quotes$/);
    await expect.poll(() => toasts(page).getByText('Draft deleted').isVisible()).toBe(true);
    expect(await draftIds(page)).toEqual([]);
    await expectAccessible(page);

    // Its address now finds nothing.
    await page.goto(quoteUrl);
    await expect.poll(() => page.getByText('Quote not found').isVisible()).toBe(true);
  });
});
