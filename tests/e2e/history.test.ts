import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../support/factories';
import { expectAccessible, useBrowserSuite } from './browser';
import { shoot } from './screenshots';

/**
 * Issue 31, item 1: history like a web page. Every change a person makes on the search page is an
 * entry Back undoes, in order, with the results and the scroll it had, never leaving the site; a
 * new page starts at the top with its heading focused; focus never falls to the page's body.
 */

/** San Francisco ZIPs, around 94103: every company is a few miles from it. */
const ZIPS = ['94103', '94110', '94102', '94107', '94114', '94117'];
/** Far from 94103 (still within the search's radius) and the best rated: first by rating only. */
const TOP_RATED = 'Zenith Plumbing';
let customerEmail: string;

const suite = useBrowserSuite(async (server) => {
  const db = server.app.db;
  for (let i = 0; i < 23; i++) {
    await createCompany(db, {
      name: `Bay Plumbing ${String(i + 1).padStart(2, '0')}`,
      category: 'plumbing-services',
      subcategories: ['plumber'],
      zip: ZIPS[i % ZIPS.length],
      averageRating: 3 + (i % 4) * 0.5,
      ratingsCount: 1 + i,
    });
  }
  await createCompany(db, {
    name: TOP_RATED,
    category: 'plumbing-services',
    subcategories: ['plumber'],
    zip: '94612',
    averageRating: 5,
    ratingsCount: 40,
  });
  customerEmail = (await createUser(db, { firstName: 'Robin' })).email;
});

const resultsRegion = (page: Page) => page.getByRole('region', { name: 'Search results' });
const resultNames = (page: Page) =>
  resultsRegion(page).locator('[data-company-id]').getByRole('link').allTextContents();
const map = (page: Page) => page.getByRole('region', { name: 'Map of the results' });
const scrollTop = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const scrollTo = (page: Page, top: number) =>
  page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);

/** What has the keyboard focus: its tag and text ('BODY' when it fell to the page's body). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return { tag: active?.tagName ?? 'NONE', text: active?.textContent?.trim() ?? '' };
  });

/** Waits for the page's main heading to hold the focus, and returns its text. */
async function headingFocused(page: Page): Promise<string> {
  await expect.poll(async () => (await focused(page)).tag, { timeout: 10_000 }).toBe('H1');
  return (await focused(page)).text;
}

/** One step of the journey, as it was shown. */
interface Entry {
  url: string;
  names: string[];
  scroll: number;
}

/** The search page as shown now, once its results are drawn, scrolled to `top` (or where it is). */
async function shown(page: Page, top?: number): Promise<Entry> {
  await expect.poll(async () => (await resultNames(page)).length).toBeGreaterThan(0);
  if (top !== undefined) await scrollTo(page, top);
  return { url: page.url(), names: await resultNames(page), scroll: await scrollTop(page) };
}

/** Back (or Forward) to `entry`: its address, its results and its scroll, on the app. */
async function expectBackAt(page: Page, entry: Entry): Promise<void> {
  await expect.poll(() => page.url()).toBe(entry.url);
  await expect.poll(() => resultNames(page)).toEqual(entry.names);
  await expect.poll(() => scrollTop(page)).toBe(entry.scroll);
}

async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

describe('history like a web page', () => {
  it('undoes search, sort, next page and the map area one Back at a time, with the scroll each had', async () => {
    const { page, server } = suite;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(server.baseUrl);
    await page.getByRole('combobox', { name: 'Describe your project' }).fill('plumber');
    await page.getByPlaceholder('ZIP code').fill('94103');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/search\?q=plumber&location=94103/);
    // Another page: its heading has the focus, announced.
    expect(await headingFocused(page)).toMatch(/^Results for “plumber”/);
    await expectAccessible(page);

    const entries: Entry[] = [];
    const sortBy = page.getByLabel('Sort by');
    await scrollTo(page, 120);
    await sortBy.scrollIntoViewIfNeeded();
    entries.push(await shown(page));
    expect(entries[0]!.scroll).toBeGreaterThan(0);
    await sortBy.selectOption('topRated');
    await expect.poll(async () => (await resultNames(page))[0]).toBe(TOP_RATED);

    const next = page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', {
      name: 'Next',
    });
    await next.scrollIntoViewIfNeeded();
    entries.push(await shown(page));
    await next.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
    await expect.poll(async () => (await resultNames(page)).includes(TOP_RATED)).toBe(false);

    entries.push(await shown(page, 350));
    // Zoom the map in on San Francisco (the middle of 94103's area), then search that area.
    const middle = await centre(map(page));
    await page.mouse.move(middle.x, middle.y);
    await page.mouse.wheel(0, -400);
    const searchArea = map(page).getByRole('button', { name: 'Search this area' });
    await expect.poll(() => searchArea.isVisible(), { timeout: 10_000 }).toBe(true);
    entries[2]!.scroll = await scrollTop(page);
    await searchArea.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('bounds')).toMatch(/^-?\d/);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: /in the map area/ }).isVisible())
      .toBe(true);

    const company = resultsRegion(page).locator('[data-company-id]').getByRole('link').nth(2);
    await scrollTo(page, 60);
    await company.scrollIntoViewIfNeeded();
    entries.push(await shown(page));
    const name = (await company.textContent())!;
    await company.click();
    await page.waitForURL(/\/companies\/\d+/);
    expect(await headingFocused(page)).toBe(name);
    expect(await scrollTop(page)).toBe(0);
    await expectAccessible(page);

    // Back ×4: the map area, page 2, the sort, the search: each as it was, on the site.
    for (const entry of [...entries].reverse()) {
      await page.goBack();
      await expectBackAt(page, entry);
    }
    await page.goForward();
    await expectBackAt(page, entries[1]!);
    await expectAccessible(page);
    await page.goBack();
    await expectBackAt(page, entries[0]!);
    // One more: the home page the search started from, still on the site.
    await page.goBack();
    await expect.poll(() => page.url()).toBe(`${server.baseUrl}/`);
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Describe your project' }).isVisible())
      .toBe(true);
  });

  it('on a phone, opens a company from a scrolled list and the privacy policy from the footer at the top', async () => {
    const { server } = suite;
    const page = await suite.otherPage({ width: 390 });
    await page.goto(`${server.baseUrl}/search?q=plumber&location=94103`);
    const last = resultsRegion(page).locator('[data-company-id]').getByRole('link').last();
    await last.scrollIntoViewIfNeeded();
    const list = await shown(page);
    expect(list.scroll).toBeGreaterThan(500);
    const name = (await last.textContent())!;
    await last.click();
    await page.waitForURL(/\/companies\/\d+/);
    expect(await headingFocused(page)).toBe(name);
    expect(await scrollTop(page)).toBe(0);
    await expectAccessible(page);

    const privacy = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' });
    await privacy.scrollIntoViewIfNeeded();
    expect(await scrollTop(page)).toBeGreaterThan(100);
    await privacy.click();
    await page.waitForURL(/\/privacy$/);
    expect(await headingFocused(page)).toBe('Privacy Policy');
    expect(await scrollTop(page)).toBe(0);
    await expectAccessible(page);
    await shoot(page, 'history-privacy-arrived');

    await page.goBack();
    await page.goBack();
    await expectBackAt(page, list);
  });

  it('keeps the keyboard focus on the page after Enter on Add to Quote and on Submit Quote', async () => {
    const { page, server } = suite;
    await suite.signIn(customerEmail);
    await page.goto(`${server.baseUrl}/search?q=plumber&location=94103`);
    const add = resultsRegion(page)
      .getByRole('button', { name: /^Add to Quote: / })
      .first();
    const company = (await add.getAttribute('aria-label'))!.replace('Add to Quote: ', '');
    await add.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('button', { name: 'Start Quote (1)' }).isVisible())
      .toBe(true);
    // The button says it is added and keeps the focus: Tab goes on from there.
    expect(await focused(page)).toEqual({ tag: 'BUTTON', text: 'Added' });
    expect(
      await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''),
    ).toBe(`Added: ${company}`);
    await expectAccessible(page);
    await shoot(page, 'history-added');

    await page.getByRole('button', { name: 'Start Quote (1)' }).click();
    await page.waitForURL(/\/quotes\/\d+\/edit$/);
    await headingFocused(page);
    await page.getByLabel('Quote Name').fill('Leaking pipe under the sink');
    await page
      .getByLabel('Project Description')
      .fill(
        'The pipe under the kitchen sink leaks at the joint and the cabinet floor is getting wet. Please replace the trap and check the valves.',
      );
    await page.getByLabel('Job ZIP code').fill('94103');
    const submit = page.getByRole('button', { name: 'Submit Quote' });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByText('Manage your quote communications').isVisible())
      .toBe(true);
    // The form is gone: the focus is on the first heading of what replaced it, not the body.
    await expect.poll(async () => (await focused(page)).tag).toMatch(/^H[1-6]$/);
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
    await expectAccessible(page);
    await shoot(page, 'history-submitted');
  });
});
