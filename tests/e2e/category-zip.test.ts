import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createCompany } from '../support/factories';
import { expectAccessible, useBrowserSuite } from './browser';

/** Issue 31, item 4: a category page lists near a ZIP, nearest first, and says what it shows. */
const suite = useBrowserSuite(async (server) => {
  const db = server.app.db;
  const plumber = (name: string, zip: string, averageRating: number) =>
    createCompany(db, {
      name,
      zip,
      averageRating,
      category: 'plumbing-services',
      subcategories: ['plumber'],
    });
  await plumber('Echo Park Plumbing', '90012', 5);
  await plumber('Mission Pipes', '94110', 3);
  await plumber('Market Street Plumbing', '94103', 4);
  await plumber('Center City Plumbing', '19103', 4.5);
});

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const names = (page: Page) =>
  page
    .getByRole('region', { name: 'Plumbing Services businesses' })
    .locator('[data-company-id] h3')
    .allTextContents();

const axeSource = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

/** axe's "heading order" rule (moderate, so not in expectAccessible): the nodes it finds. */
async function headingOrderViolations(page: Page): Promise<unknown[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            options: object,
          ): Promise<{ violations: Array<{ nodes: Array<{ target: unknown }> }> }>;
        };
      }
    ).axe;
    const result = await axe.run({ runOnly: ['heading-order'] });
    return result.violations.flatMap((v) => v.nodes.map((n) => n.target));
  });
}

describe('a category page near a ZIP', () => {
  it('takes a ZIP in its box and lists the nearest first, saying where; Back lists everywhere', async () => {
    const { page, server } = suite;
    await page.goto(`${server.baseUrl}/categories/plumbing-services`);
    await expect
      .poll(() => heading(page).textContent())
      .toBe('Plumbing Services Businesses everywhere');
    // Everywhere: the best rated first.
    await expect
      .poll(() => names(page))
      .toEqual([
        'Echo Park Plumbing',
        'Center City Plumbing',
        'Market Street Plumbing',
        'Mission Pipes',
      ]);
    expect(await headingOrderViolations(page)).toEqual([]);
    await expectAccessible(page);

    await page.getByLabel('Near ZIP code').fill('94103');
    await page.getByRole('button', { name: 'Show nearest' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('zip')).toBe('94103');
    await expect
      .poll(() => heading(page).textContent())
      .toBe('Plumbing Services Businesses near San Francisco, CA 94103');
    await expect.poll(() => names(page)).toEqual(['Market Street Plumbing', 'Mission Pipes']);
    expect(
      await page
        .getByRole('heading', { level: 2, name: '2 businesses within 50 miles, nearest first' })
        .isVisible(),
    ).toBe(true);
    expect(await page.getByLabel('Sort by').inputValue()).toBe('nearest');
    expect(await headingOrderViolations(page)).toEqual([]);
    await expectAccessible(page);

    await page.goBack();
    await expect
      .poll(() => heading(page).textContent())
      .toBe('Plumbing Services Businesses everywhere');
    await expect.poll(async () => (await names(page)).length).toBe(4);
  });

  it('reads the ZIP from the address, widens to the nearest when none is near, and clears it', async () => {
    const { page, server } = suite;
    await page.goto(`${server.baseUrl}/categories/plumbing-services?zip=10001`);
    await expect
      .poll(() => heading(page).textContent())
      .toBe('Plumbing Services Businesses near New York, NY 10001');
    await expect
      .poll(() =>
        page.getByText('No plumbers within 50 miles of 10001; showing the nearest').isVisible(),
      )
      .toBe(true);
    expect(await names(page)).toEqual(['Center City Plumbing']);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Show everywhere' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.has('zip')).toBe(false);
    await expect
      .poll(() => heading(page).textContent())
      .toBe('Plumbing Services Businesses everywhere');
  });

  it('refuses a ZIP that is not five digits, saying so', async () => {
    const { page, server } = suite;
    await page.goto(`${server.baseUrl}/categories/plumbing-services`);
    await page.getByLabel('Near ZIP code').fill('941');
    await page.getByRole('button', { name: 'Show nearest' }).click();
    await expect
      .poll(() =>
        page
          .getByRole('alert')
          .filter({ hasText: 'Please enter a valid 5-digit ZIP code.' })
          .isVisible(),
      )
      .toBe(true);
    expect(new URL(page.url()).searchParams.has('zip')).toBe(false);
  });
});
