import { describe, expect, it } from 'vitest';
import { createCompany } from '../support/factories';
import { axeViolations, expectAccessible, toasts, useBrowserSuite } from './browser';

/** Issue 31, small things: what every page has around it (the footer, the toasts, landmarks). */

let companyId: number;
const suite = useBrowserSuite(async (server) => {
  companyId = (
    await createCompany(server.app.db, {
      name: 'Bayview Plumbing',
      category: 'plumbing-services',
      subcategories: ['plumber'],
    })
  ).id;
});

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('the page around the content', () => {
  it("links the footer's social buttons to QuoteLocal's own profiles", async () => {
    const { page } = suite;
    await page.goto(`${suite.server.baseUrl}/about`);
    const social = page.getByRole('list', { name: 'Social media' });
    const links = await social
      .getByRole('link')
      .evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(links).toEqual([
      ['Facebook', 'https://www.facebook.com/quotelocal'],
      ['Instagram', 'https://www.instagram.com/quotelocal'],
      ['LinkedIn', 'https://www.linkedin.com/company/quotelocal'],
    ]);
    await expectAccessible(page);
  });

  it("shows a toast where it covers none of an open dialog's buttons: on a phone, inside the dialog", async () => {
    for (const width of [390, 1280]) {
      const page = await suite.otherPage({ width });
      await page.goto(`${suite.server.baseUrl}/search?q=plumbing`);
      const results = page.getByRole('region', { name: 'Search results' });
      await results.getByRole('button', { name: 'Add to Quote: Bayview Plumbing' }).click();
      await page
        .getByRole('button', { name: width < 768 ? 'Request quotes (1)' : 'Start Quote (1)' })
        .click();
      await page.getByRole('dialog').getByRole('button', { name: 'Sign Up' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create an Account' });
      await expect
        .poll(() => dialog.getByRole('button', { name: 'Sign Up' }).isVisible())
        .toBe(true);

      const inDialog = dialog.getByRole('status');
      const floating = toasts(page).locator('li');
      await expect
        .poll(() =>
          (width < 768 ? inDialog : floating).getByText('Authentication required').isVisible(),
        )
        .toBe(true);
      // One toast at a time: on a phone the floating one keeps away while the dialog shows it.
      expect(await (width < 768 ? floating : inDialog).isVisible()).toBe(false);
      const shown = (await (width < 768 ? inDialog : floating).boundingBox())!;
      for (const button of await dialog.getByRole('button').all()) {
        if ((await button.getAttribute('aria-label')) === 'Dismiss') continue; // the toast's own
        const box = (await button.boundingBox())!;
        expect(overlap(shown, box), `${width} px: ${await button.textContent()}`).toBe(false);
      }
      await expectAccessible(page);
    }
  });

  it("names each landmark of a company's page apart from the footer's", async () => {
    for (const width of [390, 1280]) {
      const page = await suite.otherPage({ width });
      await page.goto(`${suite.server.baseUrl}/companies/${companyId}`);
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: 'Bayview Plumbing' }).isVisible())
        .toBe(true);
      // A moderate rule, which expectAccessible does not fail on: asked for on its own.
      expect((await axeViolations(page, ['landmark-unique'])).map((v) => v.text)).toEqual([]);
      await expectAccessible(page);
    }
  });
});
