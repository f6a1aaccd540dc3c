import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { submittedQuote } from '../support/businesses';
import { createCompany, createUser } from '../support/factories';
import { multipart, png } from '../support/files';
import { logInAs } from '../support/sessions';
import { pageSocketIsLive } from '../support/sockets';
import { expectAccessible, showsMessage, startSecondNode, useBrowserSuite } from './browser';
import { shoot } from './screenshots';

let customer: { email: string };
let vendor: { email: string };
let quoteId: number;
let companyId: number;
let photo: string;
let secondNode: Awaited<ReturnType<typeof startSecondNode>>;

const suite = useBrowserSuite(async (server) => {
  const db = server.app.db;
  customer = await createUser(db, { firstName: 'Cara', lastName: 'Client' });
  vendor = await createUser(db, { firstName: 'Vic', lastName: 'Vendor' });
  const company = await createCompany(db, {
    ownerId: (vendor as { id: number } & typeof vendor).id,
    name: 'Vic’s Roofing',
  });
  companyId = company.id;
  const dir = await mkdtemp(path.join(tmpdir(), 'quotelocal-e2e-chat-'));
  photo = path.join(dir, 'roof.png');
  await writeFile(photo, await png(400, 300));
  ({ id: quoteId } = await submittedQuote(await logInAs(server, customer.email), {
    quoteName: 'Leaky roof',
    companyIds: [company.id],
    description:
      'Water comes through the ceiling of the back bedroom when it rains hard. The roof is about 20 years old; we would like it inspected and repaired.',
  }));
});
afterAll(async () => {
  await secondNode?.close();
});

/** The customer's quote page in a browser of their own, its messages panel live. */
async function customerQuotePage() {
  const base = suite.server.baseUrl;
  const page = await suite.signedInPage(customer.email, { baseUrl: base });
  await page.goto(`${base}/quotes/${quoteId}/edit`);
  const panel = page.getByRole('region', { name: 'Messages' });
  await expect.poll(() => panel.getByRole('status').textContent()).toContain('Live');
  return { page, panel };
}

/** The business owner's reply, sent from another device (through the API). */
async function ownerReplies(text: string): Promise<void> {
  const owner = await logInAs(suite.server, vendor.email);
  const reply = await owner.request({
    method: 'POST',
    url: `/api/quotes/${quoteId}/companies/${companyId}/messages`,
    ...multipart({ message: text }),
  });
  expect(reply.statusCode).toBe(201);
}

describe('a customer and a business owner chatting', () => {
  it('see each other’s messages and images appear live across two app nodes, with unread badges right on both sides', async () => {
    // The customer uses one app node, the business owner another: fan-out goes through PostgreSQL.
    secondNode = await startSecondNode(suite.server);
    const base = suite.server.baseUrl;
    const vendorBase = secondNode.baseUrl;
    const customerPage = await suite.signedInPage(customer.email, { baseUrl: base });
    const vendorPage = await suite.signedInPage(vendor.email, { baseUrl: vendorBase });

    await customerPage.goto(`${base}/quotes/${quoteId}/edit`);
    const panel = customerPage.getByRole('region', { name: 'Messages' });
    await expect.poll(() => panel.getByRole('status').textContent()).toContain('Live');
    await expect
      .poll(() => panel.getByText('No messages yet. Start the conversation!').isVisible())
      .toBe(true);

    await vendorPage.goto(`${vendorBase}/profile`);
    const vendorMenu = vendorPage.getByRole('banner').getByRole('button', { name: /Vic/ });
    await expect.poll(() => vendorMenu.isVisible()).toBe(true);
    // Its header counts from events: its socket must be live before the message is sent.
    await pageSocketIsLive(vendorPage);

    // The box says who the message goes to; its placeholder is the specification's.
    const customerBox = panel.getByRole('textbox', { name: 'Message to Vic’s Roofing' });
    expect(await customerBox.getAttribute('placeholder')).toBe('Type your message...');
    expect(await panel.getByText('Message to Vic’s Roofing').isVisible()).toBe(true);
    await customerBox.fill('Hi! Could you come and look at it this week?');
    await customerBox.press('Enter');
    await showsMessage(panel, 'Hi! Could you come and look at it this week?');

    // The vendor's header badge counts it without a reload.
    await expect.poll(() => vendorMenu.textContent()).toContain('1');

    await vendorPage.goto(`${vendorBase}/vendorquotes`);
    await vendorPage.getByRole('button', { name: /Cara Client/ }).click();
    const conversation = vendorPage.getByRole('region', { name: 'Conversation with Cara Client' });
    await showsMessage(conversation, 'Hi! Could you come and look at it this week?');
    await expect.poll(async () => (await vendorMenu.textContent())?.includes('1')).toBe(false);
    await expectAccessible(vendorPage);

    await conversation.locator('input[type=file]').setInputFiles(photo);
    const vendorBox = conversation.getByRole('textbox', { name: 'Message to Cara Client' });
    expect(await vendorBox.getAttribute('placeholder')).toBe('Type your message...');
    expect(await conversation.getByText('Message to Cara Client').isVisible()).toBe(true);
    await vendorBox.fill('Sure, Thursday at 9? Here is a similar roof we fixed.');
    await vendorBox.press('Enter');

    await showsMessage(panel, 'Sure, Thursday at 9? Here is a similar roof we fixed.');
    await expect
      .poll(() => panel.getByRole('img', { name: 'Attached image' }).isVisible())
      .toBe(true);
    await expect.poll(() => customerPage.getByText('In Progress').first().isVisible()).toBe(true);
    await expectAccessible(customerPage);
    await shoot(customerPage, 'composer-customer');
    await shoot(vendorPage, 'composer-vendor');

    for (const page of [customerPage, vendorPage]) {
      await page.setViewportSize({ width: 390, height: 844 });
      // Laid out at the new width: the window has it, and a frame has been drawn since.
      await expect
        .poll(() =>
          page.evaluate(
            () =>
              new Promise<number>((resolve) =>
                requestAnimationFrame(() => resolve(window.innerWidth)),
              ),
          ),
        )
        .toBe(390);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        page.url(),
      ).toBeLessThanOrEqual(390);
    }
  });

  it('catch up on a reply sent while the page had lost its socket', async () => {
    const { panel } = await customerQuotePage();

    // The node stops listening for a moment (as in a database restart) and drops its sockets:
    // a reply sent before the page reconnects comes with no event.
    await suite.server.app.db.execute(sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE application_name = 'quotelocal-realtime' AND datname = current_database()`);
    await expect.poll(() => panel.getByRole('status').textContent()).not.toContain('Live');
    await ownerReplies('Sorry, we were offline: Thursday still works.');

    await showsMessage(panel, 'Sorry, we were offline: Thursday still works.');
  });

  it('stay live after signing in again in another tab, and go quiet after logging out there', async () => {
    const base = suite.server.baseUrl;
    const { page: customerPage, panel } = await customerQuotePage();

    // A new login in the same browser ends the session this tab's socket was opened with.
    const otherTab = await customerPage.context().newPage();
    await suite.signIn(customer.email, otherTab);
    await expect.poll(() => panel.getByRole('status').textContent()).toContain('Live');
    await ownerReplies('Still here after your new sign-in.');
    await showsMessage(panel, 'Still here after your new sign-in.');

    // Logging out in the other tab closes this tab's socket too, and this tab learns it is signed out.
    await otherTab.request.post(`${base}/api/auth/logout`);
    await expect
      .poll(() => customerPage.getByRole('button', { name: 'Log In' }).first().isVisible())
      .toBe(true);
  });
});
