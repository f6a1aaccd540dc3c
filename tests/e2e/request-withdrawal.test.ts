import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CLOSED_BY_CUSTOMER, REQUEST_UNAVAILABLE, YOU_WITHDREW } from '@/contract/message';
import { WITHDRAW_REASON_REQUIRED } from '@/contract/withdrawal';
import { submittedQuote } from '../support/businesses';
import { createCompany, createUser, FACTORY_PASSWORD } from '../support/factories';
import { signInAs } from '../support/sessions';
import { expectAccessible, toasts, useBrowserSuite } from './browser';
import { shoot } from './screenshots';

/**
 * Issue 31, item 2: a customer withdraws a sent request and its business sees it close live; a
 * deleted customer's thread as the business sees it.
 */
const suite = useBrowserSuite();

const DESCRIPTION =
  'The garden fence leans after the storm: four posts need resetting in concrete and two panels replacing.';

/** A customer's request, sent through the API to a new business; the owner's inbox open on it. */
async function sentRequest(firstName: string) {
  const db = suite.server.app.db;
  const customer = await createUser(db, { firstName, lastName: 'Brooks' });
  const owner = await createUser(db, { firstName: 'Owen' });
  const company = await createCompany(db, { ownerId: owner.id, name: `${firstName}'s Fencing` });
  const agent = await signInAs(db, suite.server.agent(), customer.id);
  const { id } = await submittedQuote(agent, {
    quoteName: 'Fence repair',
    companyIds: [company.id],
    description: DESCRIPTION,
  });
  const vendor = await suite.signedInPage(owner.email);
  await vendor.goto(`${suite.server.baseUrl}/vendorquotes?quoteId=${id}&companyId=${company.id}`);
  await expect.poll(() => composer(vendor).isEditable()).toBe(true);
  return { customer, agent, quoteId: id, vendor };
}

const composer = (page: Page) => page.getByLabel(/^Message to /);

describe('a request closed before a hire', () => {
  it('is withdrawn by its customer with a reason, and the business sees it close live', async () => {
    const { customer, quoteId, vendor } = await sentRequest('Dana');
    const page = suite.page;
    await suite.signIn(customer.email);
    await page.goto(`${suite.server.baseUrl}/quotes/${quoteId}/edit`);

    await page.getByRole('button', { name: 'Withdraw request' }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw this request?' });
    await dialog.getByRole('button', { name: 'Withdraw request' }).click();
    await expect.poll(() => dialog.getByText(WITHDRAW_REASON_REQUIRED).isVisible()).toBe(true);
    await expectAccessible(page);
    await dialog.getByLabel('I no longer need this done').check();
    await dialog.getByLabel('Note to the businesses (optional)').fill('We are moving house.');
    await dialog.getByRole('button', { name: 'Withdraw request' }).click();

    await expect.poll(() => toasts(page).getByText('Request withdrawn').isVisible()).toBe(true);
    await expect
      .poll(() => page.getByText(/^You withdrew this request on /).isVisible())
      .toBe(true);
    expect(await page.getByText('Reason: I no longer need this done').isVisible()).toBe(true);
    expect(await page.getByText('Your note: “We are moving house.”').isVisible()).toBe(true);
    await expect.poll(() => page.getByText(YOU_WITHDREW).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Withdraw request' }).count()).toBe(0);
    // Focus stays in the page when the button it was on goes away.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
    await expectAccessible(page);
    await shoot(page, 'withdrawn-customer');

    // The business's open conversation closes without a reload.
    await expect
      .poll(() => vendor.getByText(/^Dana closed this request on /).isVisible())
      .toBe(true);
    expect(await vendor.getByText('Reason: I no longer need this done').isVisible()).toBe(true);
    expect(await vendor.getByText('Their note: “We are moving house.”').isVisible()).toBe(true);
    await expect.poll(() => vendor.getByText(CLOSED_BY_CUSTOMER).isVisible()).toBe(true);
    expect(await composer(vendor).count()).toBe(0);
    expect(await vendor.getByRole('button', { name: 'Send estimate' }).count()).toBe(0);
    expect(
      await vendor
        .getByRole('button', { name: /Dana Brooks/ })
        .getByText('Withdrawn')
        .isVisible(),
    ).toBe(true);
    await expectAccessible(vendor);
    await shoot(vendor, 'withdrawn-business');
  });

  it('closes for the business when its customer deletes the account', async () => {
    const { agent, vendor } = await sentRequest('Erin');
    const deleted = await agent.request({
      method: 'DELETE',
      url: '/api/me',
      payload: { password: FACTORY_PASSWORD },
    });
    expect(deleted.statusCode).toBe(200);

    await expect
      .poll(() =>
        vendor.getByText(`${REQUEST_UNAVAILABLE} The conversation stays here`).isVisible(),
      )
      .toBe(true);
    expect(await composer(vendor).count()).toBe(0);
    expect(
      await vendor
        .getByRole('button', { name: /Erin Brooks/ })
        .getByText('No longer available')
        .isVisible(),
    ).toBe(true);
    // After a reload, the same: the state is the server's, not only the event's.
    await vendor.reload();
    await expect
      .poll(() =>
        vendor.getByText(`${REQUEST_UNAVAILABLE} The conversation stays here`).isVisible(),
      )
      .toBe(true);
    expect(await composer(vendor).count()).toBe(0);
    await expectAccessible(vendor);
  });
});
