import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { readExportArchive } from '../support/account-export';
import { quoteToNewBusinesses } from '../support/businesses';
import { FACTORY_PASSWORD } from '../support/factories';
import { multipart } from '../support/files';
import { LONG_DESCRIPTION } from '../support/world';
import { expectAccessible, toasts, useBrowserSuite } from './browser';

let email: string;

const suite = useBrowserSuite(async (server) => {
  const { customer, vendors, quoteId } = await quoteToNewBusinesses(server, {
    customer: 'Rowan',
    quoteName: 'Kitchen sink',
    description: LONG_DESCRIPTION,
    companies: [{ name: 'Harbor Plumbing' }],
  });
  email = customer.user.email;
  const companyId = vendors[0]!.company.id;
  const sent = await customer.agent.request({
    method: 'POST',
    url: `/api/quotes/${quoteId}/companies/${companyId}/messages`,
    ...multipart({ message: 'Hello, when could you come by?' }),
  });
  expect(sent.statusCode, sent.body).toBe(201);
});

describe('people own their data', () => {
  it('downloads the export from the profile, deletes the account with the password and cannot log in again', async () => {
    const { page, server } = suite;
    await suite.signIn(email);
    await page.goto(`${server.baseUrl}/profile`);
    const yourData = page.getByRole('region', { name: 'Your data' });
    await yourData.waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      yourData.getByRole('link', { name: 'Download my data' }).click(),
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect(download.suggestedFilename()).toBe(`quotelocal-export-${today}.zip`);
    const { data, json, summary } = readExportArchive(await readFile(await download.path()));
    expect(data.profile).toMatchObject({ email, firstName: 'Rowan' });
    expect(data.quotes.map((q) => q.quoteName)).toEqual(['Kitchen sink']);
    expect(json).toContain('Hello, when could you come by?');
    expect(summary).toContain('Hello, when could you come by?');

    await yourData.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete my account' });
    await expect.poll(() => dialog.getByText(/Former customer/).isVisible()).toBe(true);
    await expectAccessible(page);
    await dialog.getByLabel('Your password').fill('not my password');
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect
      .poll(() =>
        dialog.getByText('That password is not right. Your account was not deleted.').isVisible(),
      )
      .toBe(true);

    await dialog.getByLabel('Your password').fill(FACTORY_PASSWORD);
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect.poll(() => toasts(page).getByText('Account deleted').isVisible()).toBe(true);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    const banner = page.getByRole('banner');
    await expect.poll(() => banner.getByRole('button', { name: 'Log In' }).isVisible()).toBe(true);

    await banner.getByRole('button', { name: 'Log In' }).click();
    const login = page.getByRole('dialog', { name: 'Log In to Your Account' });
    await login.getByLabel('Email').fill(email);
    await login.getByLabel('Password').fill(FACTORY_PASSWORD);
    await login.getByRole('button', { name: 'Log In' }).click();
    await expect
      .poll(() => toasts(page).getByText('Invalid email or password').isVisible())
      .toBe(true);
    expect((await page.request.get(`${server.baseUrl}/api/me`)).status()).toBe(401);
  });
});
