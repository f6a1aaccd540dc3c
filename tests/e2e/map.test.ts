import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { companies } from '@/server/db/schema';
import { loadConfig } from '@/server/config';
import { findFreePort } from '@/server/db/free-port';
import { createCompany } from '../support/factories';
import { png } from '../support/files';
import { expectAccessible, startSecondNode, useBrowserSuite } from './browser';

/**
 * Issue 21, item 3: the search results on a map. Tiles come from a stand-in tile server on loopback
 * (MAP_TILES_URL), or from nowhere (a closed port): the pins show either way.
 */

/** A tile server: the same PNG for any /{z}/{x}/{y}.png, and the addresses it was asked for. */
const tileImage = await png(256, 256);
const tileRequests: string[] = [];
const tileServer = http.createServer((request, response) => {
  tileRequests.push(request.url ?? '');
  if (!/^\/\d+\/\d+\/\d+\.png$/.test(request.url ?? '')) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': 'image/png' }).end(tileImage);
});
await new Promise<void>((resolve) => tileServer.listen(0, '127.0.0.1', resolve));
const tilesOrigin = `http://127.0.0.1:${(tileServer.address() as AddressInfo).port}`;
afterAll(() => new Promise((resolve) => tileServer.close(resolve)));

const SAN_FRANCISCO = ['Market Street Plumbing', 'Mission Pipes'];
/** In Oakland, working only 3 miles around it: nearby San Francisco, outside its usual area. */
const OAKLAND = 'Lake Merritt Plumbing';
const LOS_ANGELES = ['Echo Park Plumbing', 'Sunset Drains'];
const ALL = [...SAN_FRANCISCO, OAKLAND, ...LOS_ANGELES].sort();
const ids = new Map<string, number>();

const suite = useBrowserSuite(
  async (server) => {
    const db = server.app.db;
    const place = async (name: string, zip: string) => {
      const company = await createCompany(db, { name, zip, category: 'plumbing-services' });
      ids.set(name, company.id);
      return company;
    };
    await place('Market Street Plumbing', '94103');
    await place('Mission Pipes', '94110');
    const oakland = await place(OAKLAND, '94612');
    await db.update(companies).set({ serviceRadiusMiles: 3 }).where(eq(companies.id, oakland.id));
    await place('Echo Park Plumbing', '90012');
    await place('Sunset Drains', '90028');
  },
  { mapTiles: { url: `${tilesOrigin}/{z}/{x}/{y}.png`, attribution: 'Test tiles' } },
);

const resultNames = (page: Page) =>
  page
    .getByRole('region', { name: 'Search results' })
    .locator('[data-company-id]')
    .getByRole('link')
    .allTextContents();

const map = (page: Page) => page.getByRole('region', { name: 'Map of the results' });
const pins = (page: Page) => map(page).locator('.leaflet-marker-icon');
/** A company's pin: a button named after the company ("(nearby)" added outside its usual area). */
const pin = (page: Page, name: string) => map(page).getByRole('button', { name });

/** The names on the map's pins, once as many as expected are drawn. */
async function pinNames(page: Page, count: number): Promise<string[]> {
  await expect.poll(() => pins(page).count(), { timeout: 10_000 }).toBe(count);
  const names = await pins(page).evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('title') ?? ''),
  );
  return names.sort();
}

async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Whether the element's centre is inside the map's visible area. */
async function inView(page: Page, locator: Locator): Promise<boolean> {
  const area = (await map(page).boundingBox())!;
  const { x, y } = await centre(locator);
  return x >= area.x && x <= area.x + area.width && y >= area.y && y <= area.y + area.height;
}

describe('the search map', () => {
  it('shows a pin for each result beside the list, fitted to them, over loaded tiles', async () => {
    const { page, server } = suite;
    await page.goto(`${server.baseUrl}/search?q=plumbing`);
    expect((await resultNames(page)).sort()).toEqual(ALL);
    expect(await pinNames(page, ALL.length)).toEqual(ALL);
    for (const name of ALL) expect(await inView(page, pin(page, name)), name).toBe(true);

    await expect
      .poll(() => map(page).locator('img.leaflet-tile-loaded').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    expect(tileRequests.some((url) => /^\/\d+\/\d+\/\d+\.png$/.test(url))).toBe(true);
    expect(await map(page).getByText('Test tiles').isVisible()).toBe(true);

    // The map's place was there from the first paint: nothing moved when the map came. A map
    // drawn without its place pushes the list aside, a shift well over 0.1. Under 0.01 are the
    // small shifts of the search form while a loaded machine paints and hydrates the page (0.00125
    // seen in CI, 0.000006 locally: a known item of issue 31, not the map's doing).
    const shifts = await page.evaluate(() => {
      const observer = new PerformanceObserver(() => {});
      observer.observe({ type: 'layout-shift', buffered: true });
      const entries = observer.takeRecords() as Array<PerformanceEntry & { value: number }>;
      return entries.reduce((sum, entry) => sum + entry.value, 0);
    });
    expect(shifts).toBeLessThan(0.01);
    await expectAccessible(page);
  });

  it('keeps the pins and the list in step, and a pin leads to its company', async () => {
    const { page, server } = suite;
    await page.goto(`${server.baseUrl}/search?q=plumbing`);
    await pinNames(page, ALL.length);

    const row = (name: string) =>
      page.locator(`[data-company-id="${ids.get(name)}"]`).filter({ hasText: name });
    await row('Mission Pipes').hover();
    await expect.poll(() => pin(page, 'Mission Pipes').getAttribute('data-active')).toBe('true');
    expect(await pin(page, 'Sunset Drains').getAttribute('data-active')).toBe('false');

    const outline = (name: string) =>
      row(name).evaluate((element) => getComputedStyle(element).outlineStyle);
    await pin(page, 'Echo Park Plumbing').hover();
    await expect.poll(() => outline('Echo Park Plumbing')).toBe('solid');
    expect(await outline('Mission Pipes')).toBe('none');

    // Focusing a pin (the keyboard's way) highlights its card too.
    await pin(page, 'Sunset Drains').focus();
    await expect.poll(() => outline('Sunset Drains')).toBe('solid');

    await pin(page, 'Echo Park Plumbing').click();
    const popup = map(page).locator('.leaflet-popup');
    const link = popup.getByRole('link', { name: 'Echo Park Plumbing' });
    // The pointer leaves the pin for the popup first (the card's highlight goes, the popup ends its
    // pan into view), as a person's would, then the click: one CI run's click went unheeded.
    await link.hover();
    await link.click();
    await expect
      .poll(() => new URL(page.url()).pathname)
      .toBe(`/companies/${ids.get('Echo Park Plumbing')}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Echo Park Plumbing' }).isVisible())
      .toBe(true);
  });

  it('searches the area the person moved the map to, until a new search from the box', async () => {
    const { page, server } = suite;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${server.baseUrl}/search?q=plumbing`);
    await pinNames(page, ALL.length);
    const searchArea = map(page).getByRole('button', { name: 'Search this area' });
    expect(await searchArea.count()).toBe(0);

    // Drag San Francisco to the middle of the map, then zoom in there with the wheel.
    const middle = await centre(map(page));
    const sf = await centre(pin(page, 'Market Street Plumbing'));
    await page.mouse.move(middle.x, middle.y);
    await page.mouse.down();
    await page.mouse.move(2 * middle.x - sf.x, 2 * middle.y - sf.y, { steps: 8 });
    await page.mouse.up();
    await page.mouse.move(middle.x, middle.y);
    await page.mouse.wheel(0, -400);
    await expect.poll(() => inView(page, pin(page, 'Echo Park Plumbing'))).toBe(false);
    for (const name of [...SAN_FRANCISCO, OAKLAND]) {
      expect(await inView(page, pin(page, name)), name).toBe(true);
    }

    await searchArea.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('bounds')).toMatch(/^-?\d/);
    await expect
      .poll(async () => (await resultNames(page)).sort())
      .toEqual([...SAN_FRANCISCO, OAKLAND].sort());
    expect(await pinNames(page, 3)).toEqual([...SAN_FRANCISCO, OAKLAND].sort());
    expect(await page.getByText(/3 businesses in the map area/).isVisible()).toBe(true);
    // The map stays where the person left it.
    expect(await inView(page, pin(page, 'Market Street Plumbing'))).toBe(true);

    const searchBox = page.getByRole('combobox', { name: 'Describe your project' }).first();
    await searchBox.fill('plumbing');
    await searchBox.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.has('bounds')).toBe(false);
    await expect.poll(async () => (await resultNames(page)).length).toBe(ALL.length);
  });

  it('names the map area in the heading, and clears it back to the ZIP search as a new entry', async () => {
    const { page, server } = suite;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${server.baseUrl}/search?q=plumbing&location=90012`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.textContent()).toMatch(/near Los Angeles, CA 90012$/);
    await pinNames(page, LOS_ANGELES.length);
    expect(await page.getByRole('button', { name: 'Clear map area' }).count()).toBe(0);

    // Zoom in on the middle of the ZIP's area, then search there.
    const middle = await centre(map(page));
    await page.mouse.move(middle.x, middle.y);
    await page.mouse.wheel(0, -400);
    const searchArea = map(page).getByRole('button', { name: 'Search this area' });
    await expect.poll(() => searchArea.isVisible(), { timeout: 10_000 }).toBe(true);
    await searchArea.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('bounds')).toMatch(/^-?\d/);
    await expect.poll(() => heading.textContent()).toBe('Results for “plumbing” in the map area');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Clear map area' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.has('bounds')).toBe(false);
    expect(new URL(page.url()).searchParams.get('location')).toBe('90012');
    await expect
      .poll(() => heading.textContent())
      .toBe('Results for “plumbing” near Los Angeles, CA 90012');
    expect(await page.getByRole('button', { name: 'Clear map area' }).count()).toBe(0);

    // Clearing was a step of its own: Back shows the map area again.
    await page.goBack();
    await expect.poll(() => heading.textContent()).toBe('Results for “plumbing” in the map area');
    expect(new URL(page.url()).searchParams.get('bounds')).toMatch(/^-?\d/);
  });

  it('puts the companies outside their usual area under their own heading, with their own pins', async () => {
    const { page, server } = suite;
    await page.goto(`${server.baseUrl}/search?q=plumbing&location=94103`);
    const nearby = page.getByRole('heading', { name: 'Nearby, outside their usual area' });
    await expect.poll(() => nearby.isVisible()).toBe(true);
    const order = await resultNames(page);
    expect(order.slice(0, 2).sort()).toEqual(SAN_FRANCISCO);
    expect(order.slice(2)).toEqual([OAKLAND]);
    // The heading comes right before the Oakland company.
    const headingThenOakland = await page.evaluate(
      ([heading, oaklandId]) => {
        const title = [...document.querySelectorAll('h2')].find((h) => h.textContent === heading)!;
        const item = document.querySelector(`[data-company-id="${oaklandId}"]`)!;
        return Boolean(title.compareDocumentPosition(item) & Node.DOCUMENT_POSITION_FOLLOWING);
      },
      ['Nearby, outside their usual area', ids.get(OAKLAND)] as const,
    );
    expect(headingThenOakland).toBe(true);
    expect(await pinNames(page, 3)).toEqual([...SAN_FRANCISCO, OAKLAND].sort());
    expect(await pin(page, OAKLAND).getAttribute('aria-label')).toBe(`${OAKLAND} (nearby)`);
    // The map shows the ZIP's 50-mile area: its centre (where 94103's company is) in the middle.
    const middle = await centre(map(page));
    const zipCentre = await centre(pin(page, 'Market Street Plumbing'));
    expect(Math.hypot(zipCentre.x - middle.x, zipCentre.y - middle.y)).toBeLessThan(10);
    const fill = (name: string) =>
      pin(page, name)
        .locator('span')
        .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await fill(OAKLAND)).not.toBe(await fill('Mission Pipes'));
    await expectAccessible(page);
  });

  it('still shows the pins when no tiles can be reached, without an error', async () => {
    const { page, server } = suite;
    const closedPort = await findFreePort();
    // With the default credit (a link to OpenStreetMap's copyright page).
    const { attribution } = loadConfig({}).mapTiles;
    const offline = await startSecondNode(server, {
      mapTiles: { url: `http://127.0.0.1:${closedPort}/{z}/{x}/{y}.png`, attribution },
    });
    try {
      await page.goto(`${offline.baseUrl}/search?q=plumbing`);
      expect(await pinNames(page, ALL.length)).toEqual(ALL);
      await expect
        .poll(() => map(page).locator('img.leaflet-tile').count(), { timeout: 10_000 })
        .toBeGreaterThan(0);
      expect(await map(page).locator('img.leaflet-tile-loaded').count()).toBe(0);
      await pin(page, 'Mission Pipes').click();
      expect(
        await map(page)
          .locator('.leaflet-popup')
          .getByRole('link', { name: 'Mission Pipes' })
          .isVisible(),
      ).toBe(true);
      expect(
        await map(page).getByRole('link', { name: 'OpenStreetMap', exact: true }).isVisible(),
      ).toBe(true);
      // The popup fades in: its contrast is the page's once it is opaque.
      await expect
        .poll(() =>
          map(page)
            .locator('.leaflet-popup')
            .evaluate((e) => getComputedStyle(e).opacity),
        )
        .toBe('1');
      await expectAccessible(page);
      // Uncaught page errors fail every test of this suite (browser.ts).
    } finally {
      await offline.close();
    }
  });

  it('on a phone, opens an address with show=map (reloaded or shared) on the map, hydrated as served', async () => {
    const { server } = suite;
    // A hydration mismatch (React #418) is an uncaught error (failing every test of this suite,
    // browser.ts) and is also said on the console.
    const page = await suite.otherPage({ width: 390 });
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const response = await page.goto(`${server.baseUrl}/search?q=plumbing&show=map`);
    expect(response!.status()).toBe(200);
    // Served rendered, the map's place holding its placeholder: Leaflet comes in the browser.
    const served = await response!.text();
    expect(served).toContain('Loading the map…');
    expect(served).not.toMatch(/leaflet-container/);
    expect(await pinNames(page, ALL.length)).toEqual(ALL);
    expect(await map(page).isVisible()).toBe(true);
    expect(await page.getByRole('region', { name: 'Search results' }).isVisible()).toBe(false);
    await expectAccessible(page);
    expect(consoleErrors).toEqual([]);
  });

  it('on a phone, shows the list or the map, loading the map only when asked', async () => {
    const { server } = suite;
    const page = await suite.otherPage({ width: 390 });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const response = await page.goto(`${server.baseUrl}/search?q=plumbing`);
    expect(await response!.text()).not.toMatch(/results-map|leaflet/i);
    expect((await resultNames(page)).sort()).toEqual(ALL);
    expect(await map(page).isVisible()).toBe(false);
    await expectAccessible(page);
    expect(scripts.filter((url) => /results-map/.test(url))).toEqual([]);

    await page.getByRole('button', { name: 'Map', exact: true }).click();
    expect(await pinNames(page, ALL.length)).toEqual(ALL);
    expect(new URL(page.url()).searchParams.get('show')).toBe('map');
    expect(await page.getByRole('region', { name: 'Search results' }).isVisible()).toBe(false);
    expect(scripts.some((url) => /results-map/.test(url))).toBe(true);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'List', exact: true }).click();
    await expect
      .poll(() => page.getByRole('region', { name: 'Search results' }).isVisible())
      .toBe(true);
    expect(await map(page).isVisible()).toBe(false);
    expect(new URL(page.url()).searchParams.has('show')).toBe(false);
  });
});
