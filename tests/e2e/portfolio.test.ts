import { describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../support/factories';
import { png } from '../support/files';
import { expectAccessibleAtBothWidths, expectToast, useBrowserSuite } from './browser';

/**
 * Issue 36 item 5: a business adds a project with a photo on its phone; the company page's gallery
 * shows it, and its cover opens the photos in the lightbox by keyboard. The cases (order, limits,
 * who may do what, the public page) are in tests/integration/portfolio.test.ts.
 */

let ownerEmail: string;
let companyId: number;

const suite = useBrowserSuite(async (server) => {
  const db = server.app.db;
  const owner = await createUser(db, { firstName: 'Rosa' });
  ownerEmail = owner.email;
  ({ id: companyId } = await createCompany(db, {
    ownerId: owner.id,
    name: 'Bayside Heaters',
    subcategories: ['water-heaters'],
  }));
});

describe('portfolio', () => {
  it('a business adds a project with a photo, which the company page shows and opens in the lightbox by keyboard', async () => {
    const base = suite.server.baseUrl;
    const owner = await suite.signedInPage(ownerEmail, { width: 390 });
    await owner.goto(`${base}/business/${companyId}/portfolio`);
    await owner.getByLabel('Title').fill('Tankless heater for a Victorian');
    await owner
      .getByLabel('Description')
      .fill('A wall-hung tankless unit in place of a 40-gallon tank.');
    await owner.getByLabel('Trade').selectOption({ label: 'Water Heaters' });
    await owner.getByLabel('City').fill('San Francisco');
    await owner.getByRole('button', { name: 'Add project' }).click();
    await expectToast(owner, 'Project added. Now add its photos.');
    await owner.getByLabel('Add a photo').setInputFiles({
      name: 'heater.png',
      mimeType: 'image/png',
      buffer: await png(800, 600),
    });
    await expectToast(owner, 'Photo added');
    await expectAccessibleAtBothWidths(owner);

    await owner.goto(`${base}/companies/${companyId}`);
    const gallery = owner.getByRole('region', { name: 'Projects' });
    await expect
      .poll(() => gallery.getByText('Water Heaters in San Francisco').isVisible())
      .toBe(true);
    const cover = gallery.getByRole('button', {
      name: 'Open the photos of Tankless heater for a Victorian (1 photo)',
    });
    await cover.focus();
    await owner.keyboard.press('Enter');
    const lightbox = owner.getByRole('dialog', { name: /Tankless heater for a Victorian/ });
    await expect.poll(() => lightbox.isVisible()).toBe(true);
    await expectAccessibleAtBothWidths(owner);
    await owner.keyboard.press('Escape');
    await expect.poll(() => lightbox.isVisible()).toBe(false);
  });
});
