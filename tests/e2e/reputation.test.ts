import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { recomputeTopPro } from '@/server/modules/reputation/top-pro-repository';
import { createCompany } from '../support/factories';
import { topProCandidate } from '../support/reputation';
import { expectAccessible, newAppContext, useBrowserSuite } from './browser';

/** Issue 19, point 5: the Top Pro badge and its rule, by mouse, keyboard and touch. */

let proId: number;

const suite = useBrowserSuite(async (server) => {
  await createCompany(server.app.db, {
    name: 'Larkspur Drain Rival',
    category: 'plumbing-services',
    subcategories: ['plumber'],
    averageRating: 4.9,
    ratingsCount: 12,
  });
  // A real record, made through the API, and the daily job's own computation.
  const pro = await topProCandidate(server, {
    name: 'Larkspur Drain Champion',
    category: 'plumbing-services',
    subcategories: ['plumber'],
  });
  proId = pro.company.id;
  await recomputeTopPro(server.app.db);
});

/** A business in the search results, as a table row or a grid card. */
const result = (page: Page, name: string) => page.getByRole('listitem').filter({ hasText: name });
const rule = (page: Page) => page.getByRole('dialog', { name: 'Top Pro' });
const RULE =
  'Top Pro: rated 4.8 or more from at least 5 verified hires in the last 12 months, answers at ' +
  'least 75% of requests within a day, holds a verified licence or insurance, and no upheld ' +
  'reports in the last 90 days. Recomputed daily.';

describe('the Top Pro badge', () => {
  it('marks a Top Pro in search results and gives its rule on hover and by keyboard', async () => {
    const { page } = suite;
    await page.goto(`${suite.server.baseUrl}/search?q=larkspur`);
    const pro = result(page, 'Larkspur Drain Champion');
    const badge = pro.getByRole('button', { name: 'Top Pro' });
    await expect.poll(() => badge.isVisible()).toBe(true);
    expect(await result(page, 'Larkspur Drain Rival').getByText('Top Pro').count()).toBe(0);

    // The popover's code loads on first use: by a key press here (focus stays on the badge)…
    await badge.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => rule(page).isVisible()).toBe(true);
    expect(await badge.getAttribute('aria-expanded')).toBe('true');
    expect(await badge.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => rule(page).count()).toBe(0);

    // …and by a hovering mouse on a fresh page.
    await page.reload();
    await badge.hover();
    await expect.poll(() => rule(page).textContent()).toBe(RULE);
    await page.mouse.move(0, 0);
    await expect.poll(() => rule(page).count()).toBe(0);

    // On a grid card, which a click selects for a quote, opening the rule selects nothing.
    await page.getByRole('button', { name: 'Grid view' }).click();
    await pro.getByRole('button', { name: 'Top Pro' }).click();
    await expect.poll(() => rule(page).isVisible()).toBe(true);
    expect(await pro.getByText('Click to select').isVisible()).toBe(true);
  });

  it('gives the rule by tap on a phone, on the card and on the company page', async () => {
    const context = await newAppContext(suite.browser, {
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    try {
      const page = await context.newPage();
      await page.goto(`${suite.server.baseUrl}/search?q=larkspur`);
      const badge = result(page, 'Larkspur Drain Champion').getByRole('button', {
        name: 'Top Pro',
      });
      await badge.tap();
      await expect.poll(() => rule(page).textContent()).toBe(RULE);
      await page.getByRole('heading', { level: 1 }).tap();
      await expect.poll(() => rule(page).count()).toBe(0);

      await page.goto(`${suite.server.baseUrl}/companies/${proId}`);
      await expect
        .poll(() => page.getByText('Responds to 100% of requests within a day').isVisible())
        .toBe(true);
      await page.getByRole('button', { name: 'Top Pro' }).tap();
      await expect.poll(() => rule(page).isVisible()).toBe(true);
      await expectAccessible(page);
    } finally {
      await context.close();
    }
  });
});
