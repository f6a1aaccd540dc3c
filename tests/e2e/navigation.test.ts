import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createCompany } from '../support/factories';
import { until } from '../support/waiting';
import { expectAccessible, useBrowserSuite } from './browser';

const companies: Array<{ id: number }> = [];

const suite = useBrowserSuite(async (server) => {
  for (const name of ['Harbor Plumbing', 'Mission Drain Co', 'Valencia Pipe Works']) {
    companies.push(
      await createCompany(server.app.db, {
        name,
        category: 'plumbing-services',
        subcategories: ['plumber'],
        zip: '94103',
      }),
    );
  }
});

const results = (page: Page) =>
  page.getByRole('region', { name: 'Search results' }).getByRole('link');

/** The paths of the API calls the page has made, in order. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(url.pathname + url.search);
  });
  return calls;
}

async function searchPlumbers(page: Page): Promise<void> {
  await page.goto(`${suite.server.baseUrl}/search?q=plumber&location=94103`);
  await until(async () => (await results(page).count()) === 3);
}

/**
 * From now on, every element marked `aria-busy="true"` that appears in the page's main content
 * (the route's placeholder while its code loads, a page's own while its data does) is noted.
 */
async function notePlaceholders(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { placeholders: string[] }).placeholders = seen;
    const note = () => {
      for (const busy of document.querySelectorAll('main [aria-busy="true"]')) {
        seen.push(busy.className);
      }
    };
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
    });
  });
  return () => page.evaluate(() => (window as unknown as { placeholders: string[] }).placeholders);
}

describe('navigation starts a page’s code and data together', () => {
  it('asks for a company as soon as the pointer rests on its link, or the link gets the focus', async () => {
    const { page } = suite;
    await searchPlumbers(page);
    const calls = apiCalls(page);

    await results(page).filter({ hasText: 'Harbor Plumbing' }).hover();
    await until(() => calls.includes(`/api/companies/${companies[0]!.id}`));
    for (const part of ['images', 'projects', 'questions']) {
      expect(calls).toContain(`/api/companies/${companies[0]!.id}/${part}`);
    }

    await results(page).filter({ hasText: 'Mission Drain Co' }).focus();
    await until(() => calls.includes(`/api/companies/${companies[1]!.id}`));
    expect(page.url()).toContain('/search?');
  });

  it('opens a company whose link was hovered with its content at once: no placeholder on the way', async () => {
    const { page } = suite;
    await searchPlumbers(page);
    const calls = apiCalls(page);
    const link = results(page).filter({ hasText: 'Valencia Pipe Works' });
    const company = `/api/companies/${companies[2]!.id}`;
    await link.hover();
    const answered = Promise.all(
      [company, `${company}/images`].map((path) =>
        page.waitForResponse((response) => new URL(response.url()).pathname === path),
      ),
    );
    await answered;
    const placeholders = await notePlaceholders(page);

    await link.click();
    await until(() =>
      page.getByRole('heading', { level: 1, name: 'Valencia Pipe Works' }).isVisible(),
    );
    expect(await placeholders()).toEqual([]);
    // Asked once: the click found the answers the hover had started.
    expect(calls.filter((call) => call === company)).toEqual([company]);
    await expectAccessible(page);

    await page.goBack();
    await until(async () => (await results(page).count()) === 3);
  });

  it('asks for the search results at the click, before the results page has drawn', async () => {
    const { page } = suite;
    await page.goto(suite.server.baseUrl);
    await page.getByRole('combobox', { name: 'Describe your project' }).fill('plumber');
    await page.getByPlaceholder('ZIP code').fill('94103');
    const calls = apiCalls(page);
    // Whether the page had asked for the results when its heading was first in the document.
    await page.evaluate(() => {
      const state = { asked: false, drawnAfterAsking: null as boolean | null };
      (window as unknown as { search: typeof state }).search = state;
      const fetchNow = window.fetch.bind(window);
      window.fetch = (input, init) => {
        if (typeof input === 'string' && input.startsWith('/api/search?')) state.asked = true;
        return fetchNow(input, init);
      };
      new MutationObserver((_, observer) => {
        if (!document.querySelector('h1')?.textContent?.startsWith('Results for')) return;
        state.drawnAfterAsking = state.asked;
        observer.disconnect();
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });

    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await until(async () => (await results(page).count()) === 3);
    expect(
      await page.evaluate(
        () => (window as unknown as { search: { drawnAfterAsking: boolean } }).search,
      ),
    ).toMatchObject({ drawnAfterAsking: true });
    expect(calls.filter((call) => call.startsWith('/api/search?'))).toEqual([
      '/api/search?q=plumber&sort=relevance&page=1&location=94103',
    ]);
  });
});
