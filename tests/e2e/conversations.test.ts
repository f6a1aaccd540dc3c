import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { submittedQuote } from '../support/businesses';
import { createCompany, createUser } from '../support/factories';
import { multipart } from '../support/files';
import { logInAs } from '../support/sessions';
import { expectAccessible, showsMessage, useBrowserSuite } from './browser';

let customer: { email: string };
let owners: Array<{ id: number; email: string }>;
let companyIds: number[];
let quoteId: number;

const suite = useBrowserSuite(async (server) => {
  const db = server.app.db;
  customer = await createUser(db, { firstName: 'Cara', lastName: 'Client' });
  owners = [await createUser(db, { firstName: 'Bay' }), await createUser(db, { firstName: 'Ann' })];
  companyIds = [
    (
      await createCompany(db, {
        ownerId: owners[0]!.id,
        name: 'Bayview Plumbing',
      })
    ).id,
    (await createCompany(db, { ownerId: owners[1]!.id, name: 'Anchor Pipes' })).id,
  ];
  ({ id: quoteId } = await submittedQuote(await logInAs(server, customer.email), {
    quoteName: 'Burst pipe',
    companyIds,
    description:
      'A pipe under the kitchen sink burst last night; the water is off. Please repair it and check the other joints under the sink.',
  }));
});

/** A business owner's reply from their own device (through the API). */
async function ownerReplies(owner: number, text: string): Promise<void> {
  const agent = await logInAs(suite.server, owners[owner]!.email);
  const reply = await agent.request({
    method: 'POST',
    url: `/api/quotes/${quoteId}/companies/${companyIds[owner]}/messages`,
    ...multipart({ message: text }),
  });
  expect(reply.statusCode).toBe(201);
}

describe('the customer’s conversations on a quote', () => {
  it('keep the open thread and its draft while other businesses reply; the message goes to the business shown', async () => {
    const { page, server } = suite;
    await suite.signIn(customer.email);
    await page.goto(`${server.baseUrl}/quotes/${quoteId}/edit`);
    const panel = page.getByRole('region', { name: 'Messages' });
    await expect.poll(() => panel.getByRole('status').textContent()).toContain('Live');

    // No thread clicked: one is chosen, and the address says which.
    await expect.poll(() => new URL(page.url()).searchParams.get('company')).not.toBeNull();
    const shown = Number(new URL(page.url()).searchParams.get('company'));
    const shownIndex = companyIds.indexOf(shown);
    const other = 1 - shownIndex;
    const shownName = shownIndex === 0 ? 'Bayview Plumbing' : 'Anchor Pipes';
    const otherName = shownIndex === 0 ? 'Anchor Pipes' : 'Bayview Plumbing';
    // The box names the business the message goes to, whichever thread is open.
    const box = panel.getByLabel(/^Message to /);
    const boxTo = (name: string) => panel.getByRole('textbox', { name: `Message to ${name}` });
    expect(await boxTo(shownName).getAttribute('placeholder')).toBe('Type your message...');

    await box.fill('Could you come tomorrow at 8?');
    // Both businesses reply while the customer types; the other one last, so it tops the list.
    await ownerReplies(shownIndex, 'We can help with that.');
    await ownerReplies(other, 'Available today!');
    const threads = panel.getByRole('list', { name: 'Companies' }).getByRole('button');
    await expect.poll(() => threads.first().textContent()).toContain('Available today!');

    expect(Number(new URL(page.url()).searchParams.get('company'))).toBe(shown);
    expect(await box.inputValue()).toBe('Could you come tomorrow at 8?');
    await showsMessage(panel, 'We can help with that.');
    await box.press('Enter');
    // Typed while the message is on its way: sending clears what was sent, not this.
    await box.fill('Also, do you fix water heaters?');
    await showsMessage(panel, 'Could you come tomorrow at 8?');
    // Shown at once as on its way; stored once the server answered.
    await expect.poll(() => panel.getByText('Sending…').count()).toBe(0);

    // Only the business shown received it.
    const { rows } = await server.app.db.execute<{ company_id: number }>(
      sql`SELECT company_id FROM messages WHERE quote_id = ${quoteId} AND sender_type = 'user'`,
    );
    expect(rows).toEqual([{ company_id: shown }]);

    // A draft belongs to its thread: switching away and back keeps each thread's own text.
    await expect.poll(() => box.inputValue()).toBe('Also, do you fix water heaters?');
    await threads.filter({ hasText: otherName }).click();
    expect(Number(new URL(page.url()).searchParams.get('company'))).toBe(companyIds[other]);
    await expect.poll(() => boxTo(otherName).inputValue()).toBe('');
    await threads.filter({ hasText: shownName }).click();
    await expect.poll(() => box.inputValue()).toBe('Also, do you fix water heaters?');

    // The address opens the same thread after a reload.
    await page.goto(`${server.baseUrl}/quotes/${quoteId}/edit?company=${companyIds[other]}`);
    await showsMessage(panel, 'Available today!');
    await expectAccessible(page);
  });
});
