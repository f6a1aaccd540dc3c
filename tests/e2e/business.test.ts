import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../support/factories';
import { gif, png } from '../support/files';
import { expectAccessible, toasts, useBrowserSuite } from './browser';
import { shoot } from './screenshots';

let ownerEmail: string;
let files: { logo: string; first: string; second: string };

const suite = useBrowserSuite(async (server) => {
  ownerEmail = (await createUser(server.app.db, { firstName: 'Bea' })).email;
  const dir = await mkdtemp(path.join(tmpdir(), 'quotelocal-e2e-files-'));
  files = {
    logo: path.join(dir, 'logo.png'),
    first: path.join(dir, 'first.png'),
    second: path.join(dir, 'second.gif'),
  };
  await writeFile(files.logo, await png(110, 110));
  await writeFile(files.first, await png(800, 600));
  await writeFile(files.second, await gif());
});

describe('a business owner in the browser', () => {
  it('adds a business with a logo, manages its photos and deactivates it', async () => {
    const page = suite.page;
    await suite.signIn(ownerEmail);
    await page.goto(`${suite.server.baseUrl}/profile`);
    await page.getByRole('button', { name: 'Add New Business' }).click();

    const dialog = page.getByRole('dialog', { name: 'Add Your Business' });
    await dialog.getByRole('button', { name: 'Add Business' }).click();
    await expect.poll(() => dialog.getByText('Business name is required').isVisible()).toBe(true);
    await expect.poll(() => dialog.getByText('Category is required').isVisible()).toBe(true);
    await expectAccessible(page);

    await dialog.getByLabel('Business name *').fill('Bea’s Bright Painting');
    await dialog
      .getByLabel('Description *')
      .fill('Interior and exterior painting with careful prep and clean-up.');
    await dialog.getByLabel('Category *').selectOption('painting-finishing');
    await dialog.getByRole('checkbox', { name: 'Interior Painting' }).click();
    await dialog.getByLabel('Category *').selectOption('plumbing-services');
    expect(
      await dialog.getByRole('checkbox', { name: 'Plumber' }).getAttribute('aria-checked'),
    ).toBe('false');
    await dialog.getByLabel('Category *').selectOption('painting-finishing');
    await dialog.getByRole('checkbox', { name: 'Interior Painting' }).click();
    await dialog.getByLabel('Phone *').fill('(415) 555-0142');
    await dialog.getByLabel('Business email *').fill('hello@bea.example');
    await dialog.getByLabel('Address *').fill('12 Valencia St');
    await dialog.getByLabel('City *').fill('San Francisco');
    expect(await dialog.getByLabel('State *').inputValue()).toBe('CA');
    await dialog.getByLabel('ZIP *').fill('94103');
    await dialog.locator('input[type=file]').setInputFiles(files.logo);
    await dialog.getByRole('button', { name: 'Add Business' }).click();
    await expect
      .poll(() => toasts(page).getByText('Your business has been added successfully.').isVisible())
      .toBe(true);

    await page.getByRole('tab', { name: 'Companies' }).click();
    const card = page.getByRole('listitem').filter({ hasText: 'Bea’s Bright Painting' });
    await expect
      .poll(() => card.getByRole('img', { name: 'Bea’s Bright Painting' }).getAttribute('src'))
      .toMatch(/^\/api\/objects\/\d+$/);
    await expectAccessible(page);

    await card.getByRole('button', { name: /^Photos of/ }).click();
    await expect
      .poll(() =>
        page.getByRole('heading', { name: 'Photos of Bea’s Bright Painting' }).isVisible(),
      )
      .toBe(true);
    // One photo with its caption.
    await page.locator('input[type=file]').setInputFiles(files.first);
    await page.getByLabel('Caption (optional)').fill('Living room');
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect.poll(() => page.getByRole('img', { name: 'Living room' }).isVisible()).toBe(true);

    // Several at once, each through the photo route: a refused one is named with the server's reason.
    await page.locator('input[type=file]').setInputFiles([
      { name: 'second.gif', mimeType: 'image/gif', buffer: await readFile(files.second) },
      { name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from('not an image') },
    ]);
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect.poll(() => page.getByRole('img', { name: 'Photo 2' }).isVisible()).toBe(true);
    await expect
      .poll(() =>
        page
          .getByRole('alert')
          .filter({ hasText: 'Not uploaded:' })
          .getByText('broken.png: Please upload a JPG, PNG, GIF or SVG image.')
          .isVisible(),
      )
      .toBe(true);
    expect(await toasts(page).getByText('1 of 2 photos could not be uploaded.').isVisible()).toBe(
      true,
    );
    expect(await page.getByRole('listitem').getByRole('img').count()).toBe(2);
    await expectAccessible(page);
    await page.getByLabel('Caption of Photo 2').fill('Front door');
    await page
      .getByRole('listitem')
      .filter({ has: page.getByLabel('Caption of Photo 2') })
      .getByRole('button', { name: 'Save' })
      .click();
    await expect.poll(() => page.getByRole('img', { name: 'Front door' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Move Living room up' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Move Front door down' }).isDisabled()).toBe(
      true,
    );
    await page.getByRole('button', { name: 'Move Front door up' }).click();
    await expect
      .poll(() =>
        page
          .getByRole('listitem')
          .getByRole('img')
          .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt'))),
      )
      .toEqual(['Front door', 'Living room']);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Delete Living room' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete photo' });
    await expect
      .poll(() =>
        confirm
          .getByText('Are you sure you want to delete this photo? This action cannot be undone.')
          .isVisible(),
      )
      .toBe(true);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByRole('img', { name: 'Living room' }).count()).toBe(0);
    await expect.poll(() => toasts(page).getByText('Photo deleted').isVisible()).toBe(true);

    await page.getByRole('tab', { name: 'Companies' }).click();
    await card.getByRole('button', { name: /^Deactivate/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
    await expect
      .poll(() => toasts(page).getByText('Company deactivated successfully').isVisible())
      .toBe(true);
    await expect.poll(() => card.getByText('Inactive').isVisible()).toBe(true);

    const visitor = await suite.browser.newPage();
    await visitor.goto(`${suite.server.baseUrl}/search?q=bright%20painting`);
    await expect.poll(() => visitor.getByText('No results found').isVisible()).toBe(true);
    await visitor.close();
  });

  it('sets the ZIP codes a business serves and shows them on its page', async () => {
    const page = suite.page;
    const owner = await createUser(suite.server.app.db, { firstName: 'Zed' });
    const company = await createCompany(suite.server.app.db, {
      ownerId: owner.id,
      name: 'Zed’s Zoned Roofing',
      category: 'roofing-gutters',
      subcategories: ['roof-repair'],
    });
    await suite.signIn(owner.email);
    await page.goto(`${suite.server.baseUrl}/profile`);
    await page.getByRole('tab', { name: 'Companies' }).click();
    await page.getByRole('button', { name: 'Edit Zed’s Zoned Roofing' }).click();

    const dialog = page.getByRole('dialog', { name: 'Edit Business' });
    await expect.poll(() => dialog.getByLabel('Service radius (miles)').inputValue()).toBe('25');
    await dialog.getByRole('radio', { name: 'Specific ZIP codes' }).check();
    await dialog.getByLabel('ZIP codes you serve').fill('94103, 9411');
    await dialog.getByLabel('Weekly lead limit').fill('0');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect
      .poll(() => dialog.getByText('ZIP codes must be 5 digits, e.g. 94103').isVisible())
      .toBe(true);
    await expect
      .poll(() =>
        dialog
          .getByText(
            'Weekly lead limit must be a whole number from 1 to 100, or empty for no limit',
          )
          .isVisible(),
      )
      .toBe(true);
    await expectAccessible(page);

    // Well formed but not a ZIP code the app knows: the server's words, under the field.
    await dialog.getByLabel('ZIP codes you serve').fill('94103, 00000');
    await dialog.getByLabel('Weekly lead limit').fill('5');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect
      .poll(() => dialog.getByText("We couldn't find the ZIP code 00000").isVisible())
      .toBe(true);
    expect(await dialog.getByLabel('ZIP codes you serve').getAttribute('aria-invalid')).toBe(
      'true',
    );

    await dialog.getByLabel('ZIP codes you serve').fill('94110 94103, 94107\n94112');
    await dialog.getByLabel('Weekly lead limit').fill('5');
    await dialog.getByRole('switch', { name: 'Pause new matched requests' }).click();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect
      .poll(() =>
        toasts(page).getByText('Your business has been updated successfully.').isVisible(),
      )
      .toBe(true);

    await page.goto(`${suite.server.baseUrl}/companies/${company.id}`);
    await expect
      .poll(() => page.getByText('Serves 94103, 94107 and 2 more ZIP codes').isVisible())
      .toBe(true);
    await expectAccessible(page);

    // The dialog opens again with what was saved.
    await page.goto(`${suite.server.baseUrl}/profile`);
    await page.getByRole('tab', { name: 'Companies' }).click();
    await page.getByRole('button', { name: 'Edit Zed’s Zoned Roofing' }).click();
    await expect
      .poll(() => dialog.getByLabel('ZIP codes you serve').inputValue())
      .toBe('94103, 94107, 94110, 94112');
    expect(await dialog.getByLabel('Weekly lead limit').inputValue()).toBe('5');
    expect(
      await dialog
        .getByRole('switch', { name: 'Pause new matched requests' })
        .getAttribute('aria-checked'),
    ).toBe('true');
  });

  it('gives the owner Edit listing and Insights on the own company page in place of Request a Quote and the star', async () => {
    const db = suite.server.app.db;
    const owner = await createUser(db, { firstName: 'Olu' });
    const company = await createCompany(db, {
      ownerId: owner.id,
      name: 'Olu’s Orderly Plumbing',
      subcategories: ['plumber'],
    });
    const url = `${suite.server.baseUrl}/companies/${company.id}`;
    const usual = async (page: Page) => {
      await expect
        .poll(() => page.getByRole('button', { name: 'Request a Quote' }).isVisible())
        .toBe(true);
      expect(
        await page
          .getByRole('button', { name: 'Add Olu’s Orderly Plumbing to favorites' })
          .isVisible(),
      ).toBe(true);
      expect(await page.getByRole('button', { name: 'Edit listing' }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Insights', exact: true }).count()).toBe(0);
    };

    // A visitor, then another signed-in person, see the usual page.
    const visitor = suite.page;
    await visitor.goto(url);
    await usual(visitor);
    await suite.signIn((await createUser(db)).email);
    await visitor.reload();
    await usual(visitor);

    // The owner: drawn so by the server already (no switch after hydration).
    const page = await suite.signedInPage(owner.email);
    const html = await (await page.request.get(url)).text();
    expect(html).toContain('Edit listing');
    expect(html).not.toContain('Request a Quote');
    await page.goto(url);
    await expect
      .poll(() => page.getByRole('button', { name: 'Edit listing' }).isVisible())
      .toBe(true);
    expect(await page.getByRole('link', { name: 'Insights', exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Request a Quote' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /favorites$/ }).count()).toBe(0);
    await expectAccessible(page);
    await shoot(page, 'company-page-owner');

    // Edit listing opens the profile's business dialog for this company.
    await page.getByRole('button', { name: 'Edit listing' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Business' });
    await expect
      .poll(() => dialog.getByLabel('Business name *').inputValue())
      .toBe('Olu’s Orderly Plumbing');
    await dialog
      .getByLabel('Description *')
      .fill('Leaks, drains and water heaters fixed the same day, with tidy work.');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect
      .poll(() =>
        toasts(page).getByText('Your business has been updated successfully.').isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() =>
        page
          .getByText('Leaks, drains and water heaters fixed the same day, with tidy work.')
          .isVisible(),
      )
      .toBe(true);

    await page.getByRole('link', { name: 'Insights', exact: true }).click();
    await expect
      .poll(() =>
        page
          .getByRole('heading', { level: 1, name: 'Insights: Olu’s Orderly Plumbing' })
          .isVisible(),
      )
      .toBe(true);
    expect(page.url()).toBe(`${suite.server.baseUrl}/business/${company.id}/insights`);
  });

  it('keeps Add New Business disabled until the e-mail is verified', async () => {
    const page = suite.page;
    const unverified = await createUser(suite.server.app.db, { isVerified: false });
    await suite.signIn(unverified.email);
    await page.goto(`${suite.server.baseUrl}/profile`);
    await expect
      .poll(() => page.getByText('Verify your e-mail address to add a business.').isVisible())
      .toBe(true);
    expect(await page.getByRole('button', { name: 'Add New Business' }).isDisabled()).toBe(true);
  });

  it('turns on text notifications only with a phone number and the terms', async () => {
    const page = suite.page;
    await suite.signIn(ownerEmail);
    await page.goto(`${suite.server.baseUrl}/profile`);
    await page.getByRole('switch', { name: 'Text notifications' }).click();
    const dialog = page.getByRole('dialog', { name: 'Text notifications' });
    await dialog.getByRole('button', { name: 'Save & Enable' }).click();
    await expect.poll(() => dialog.getByText('Phone number is required').isVisible()).toBe(true);
    await expect
      .poll(() =>
        dialog.getByText('Please accept the terms to enable text notifications').isVisible(),
      )
      .toBe(true);
    await dialog.getByLabel('Phone number').fill('(415) 555-0177');
    await dialog.getByRole('checkbox').click();
    await dialog.getByRole('button', { name: 'Save & Enable' }).click();
    await expect
      .poll(() =>
        page.getByRole('switch', { name: 'Text notifications' }).getAttribute('aria-checked'),
      )
      .toBe('true');
    await suite.server.waitForMail((m) => m.channel === 'sms' && m.to === '(415) 555-0177');

    await page.getByRole('switch', { name: 'Email notifications' }).click();
    await expect
      .poll(() => page.getByRole('switch', { name: 'Quote request e-mails' }).isDisabled())
      .toBe(true);
    expect(
      await page.getByRole('switch', { name: 'Message e-mails' }).getAttribute('aria-checked'),
    ).toBe('false');
  });
});
