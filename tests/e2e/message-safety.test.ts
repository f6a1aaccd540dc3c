import { describe, expect, it } from 'vitest';
import { submittedQuote } from '../support/businesses';
import { createCompany, createUser } from '../support/factories';
import { multipart } from '../support/files';
import { logInAs } from '../support/sessions';
import { LONG_DESCRIPTION } from '../support/world';
import { expectAccessible, showsMessage, useBrowserSuite } from './browser';

const ADMIN = 'admin@example.com';
const HELD_TEXT = 'Easier by phone: call me on (555) 123-4567';

let customerEmail: string;
let vendorEmail: string;
let quoteId: number;

const suite = useBrowserSuite(async (server) => {
  const db = server.app.db;
  await createUser(db, { email: ADMIN, firstName: 'Ada' });
  // A new account (created now): its first messages may not carry contact details unseen.
  const customer = await createUser(db, { firstName: 'Nia', lastName: 'Newcomer' });
  const vendor = await createUser(db, { firstName: 'Ben', lastName: 'Builder' });
  customerEmail = customer.email;
  vendorEmail = vendor.email;
  const company = await createCompany(db, { ownerId: vendor.id, name: 'Ben’s Builds' });
  const agent = await logInAs(server, customer.email);
  ({ id: quoteId } = await submittedQuote(agent, {
    quoteName: 'Garden wall',
    companyIds: [company.id],
    description: LONG_DESCRIPTION,
  }));
  const hello = await agent.request({
    method: 'POST',
    url: `/api/quotes/${quoteId}/companies/${company.id}/messages`,
    ...multipart({ message: 'Hello, is next week possible?' }),
  });
  expect(hello.statusCode, hello.body).toBe(201);
});

describe('message safety in the browser', () => {
  it('a held message shows "Pending review" to its sender and reaches the business only once an admin approves it', async () => {
    const base = suite.server.baseUrl;
    const vendorPage = await suite.signedInPage(vendorEmail);
    await vendorPage.goto(`${base}/vendorquotes`);
    await vendorPage.getByRole('button', { name: /^Nia Newcomer/ }).click();
    const inbox = vendorPage.getByRole('region', { name: 'Conversation with Nia Newcomer' });
    await showsMessage(inbox, 'Hello, is next week possible?');

    const customerPage = await suite.signedInPage(customerEmail);
    await customerPage.goto(`${base}/quotes/${quoteId}/edit`);
    const panel = customerPage.getByRole('region', { name: 'Messages' });
    await expect.poll(() => panel.getByRole('status').textContent()).toContain('Live');
    await panel.getByLabel(/^Message to /).fill(HELD_TEXT);
    await panel.getByLabel(/^Message to /).press('Enter');
    await showsMessage(panel, HELD_TEXT);
    const messages = panel.getByRole('list', { name: 'Messages' });
    await expect.poll(() => messages.getByText('Pending review').isVisible()).toBe(true);
    // The optimistic entry ended as held, not "Sending…" and not rolled back.
    expect(await messages.getByText('Sending…').count()).toBe(0);
    await expectAccessible(customerPage);

    // The business does not see it, even after a reload.
    await vendorPage.reload();
    await vendorPage.getByRole('button', { name: /^Nia Newcomer/ }).click();
    await showsMessage(inbox, 'Hello, is next week possible?');
    expect(await inbox.getByText(HELD_TEXT).count()).toBe(0);

    await suite.signIn(ADMIN);
    await suite.page.goto(`${base}/admin/held-messages`);
    const queue = suite.page.getByRole('list', { name: 'Held messages' });
    const card = queue.getByRole('listitem').filter({ hasText: HELD_TEXT });
    await expect.poll(() => card.isVisible()).toBe(true);
    expect(await card.getByText('Contact details from a new account').isVisible()).toBe(true);
    await expectAccessible(suite.page);
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => card.getByText('Approved', { exact: true }).isVisible()).toBe(true);

    // Delivered live to the business's open page, and no longer pending for its sender.
    await showsMessage(inbox, HELD_TEXT);
    await expect.poll(() => messages.getByText('Pending review').count()).toBe(0);
    await showsMessage(panel, HELD_TEXT);
  });

  it('admins keep the blocked words list', async () => {
    const base = suite.server.baseUrl;
    await suite.signIn(ADMIN);
    await suite.page.goto(`${base}/admin/blocked-words`);
    await suite.page.getByLabel('Word or phrase to block').fill('Bogus');
    await suite.page.getByRole('button', { name: 'Add word' }).click();
    const list = suite.page.getByRole('list', { name: 'Blocked words' });
    await expect.poll(() => list.getByText('bogus', { exact: true }).isVisible()).toBe(true);
    await expectAccessible(suite.page);
    await list.getByRole('button', { name: 'Remove bogus' }).click();
    // The list was this one word: the page says there are none.
    await expect
      .poll(() => suite.page.getByRole('heading', { name: 'No blocked words' }).isVisible())
      .toBe(true);
  });
});
