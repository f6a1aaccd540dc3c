import { describe, expect, it } from 'vitest';
import { recomputeCostGuides } from '@/server/modules/cost-guides/recompute-repository';
import { eachPriced, fixed, pricedRequest, tradeBusinesses } from '../support/cost-guides';
import type { Business } from '../support/reputation';
import { expectAccessible, useBrowserSuite } from './browser';

/** Issue 21, point 4: a cost guide's page and the typical price on a quote (docs/decisions/047). */

let customerEmail: string;
let quoteId: number;

const suite = useBrowserSuite(async (server) => {
  // Ten estimates by three Dallas roofers for jobs in Dallas, and the daily job's computation.
  const roofers = await tradeBusinesses(server, 'roofing-gutters', 3, '75201');
  await eachPriced(
    server,
    [200, 300, 400, 500, 600, 700, 800, 900, 1000].map(
      (dollars, i) => [roofers[i % 3]!, fixed(dollars)] as [Business, ReturnType<typeof fixed>],
    ),
    '75201',
  );
  const request = await pricedRequest(server, [[roofers[0]!, fixed(1100)]], '75201');
  customerEmail = request.customer.email;
  quoteId = request.quoteId;
  await recomputeCostGuides(server.app.db);
});

describe('a cost guide', () => {
  it('shows the median, the middle half and the chart, on a phone and a desktop', async () => {
    const { page } = suite;
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${suite.server.baseUrl}/cost/roofing-gutters`);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('What does a Roofing & Gutters job cost?');
      // 10 prices from $200 to $1,100: median $650, 25th–75th percentile $425–$875.
      await expect.poll(() => page.getByText('$650', { exact: true }).isVisible()).toBe(true);
      expect(await page.getByText('$425–$875', { exact: true }).isVisible()).toBe(true);
      expect(
        await page.getByText('Based on 10 estimates from 3 pros on QuoteLocal.').isVisible(),
      ).toBe(true);
      const chart = page.getByTestId('price-chart');
      expect(await chart.isVisible()).toBe(true);
      // Eight bands of equal width from the 5th percentile ($245) to the 95th ($1,055), and the
      // tails beyond ($200, $1,100) apart: the end bands no longer hold them and tower.
      expect(await chart.locator('rect').count()).toBe(10);
      const heights = async (selector: string) =>
        chart
          .locator(selector)
          .evaluateAll((rects) => rects.map((r) => Number(r.getAttribute('height'))));
      expect(Math.max(...(await heights('rect[data-tail]')))).toBeLessThanOrEqual(
        Math.max(...(await heights('rect:not([data-tail])'))),
      );
      // Price ticks along the axis, and the tails labelled (for the eye: the table says it too).
      const axis = page.locator('figure > div[aria-hidden="true"]');
      for (const label of ['$250', '$500', '$750', '$1,000', 'Under $245', 'Over $1,055']) {
        expect(await axis.getByText(label, { exact: true }).isVisible(), label).toBe(true);
      }
      // The chart's numbers, for screen readers.
      expect(await page.getByRole('table').getByRole('row').count()).toBe(11);
      // Nothing, the hidden table included, makes the page scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      await expectAccessible(page);
    }

    await page.getByRole('link', { name: 'Roofing & Gutters in Texas' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('What does a Roofing & Gutters job cost in Texas?');
    await expectAccessible(page);
  });

  it("gives the customer the typical price on their quote, for the job's state", async () => {
    const { page } = suite;
    await suite.signIn(customerEmail);
    await page.goto(`${suite.server.baseUrl}/quotes/${quoteId}/edit`);
    const hint = page.getByText(/^Typical price for Roofing & Gutters:/);
    await expect
      .poll(() => hint.textContent())
      .toBe(
        'Typical price for Roofing & Gutters: $425–$875 (median $650) from 10 estimates. See the cost guide',
      );
    expect(await hint.getByRole('link', { name: 'See the cost guide' }).getAttribute('href')).toBe(
      '/cost/roofing-gutters/tx',
    );
    await expectAccessible(page);
  });
});
