import { describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../support/factories';
import { pageSocketIsLive } from '../support/sockets';
import { expectAccessibleAtBothWidths, toasts, useBrowserSuite } from './browser';

/** Questions and answers on a company page, live on both sides (docs/decisions/101). */

let ownerEmail: string;
let customerEmail: string;
let companyId: number;

const suite = useBrowserSuite(async (server) => {
  const db = server.app.db;
  const owner = await createUser(db, { firstName: 'Olive' });
  ownerEmail = owner.email;
  companyId = (await createCompany(db, { ownerId: owner.id, name: 'Harbor Plumbing' })).id;
  customerEmail = (await createUser(db, { firstName: 'Rowan' })).email;
});

describe('questions on a company page', () => {
  it('a customer asks, the business sees it live and answers, the customer sees the answer live', async () => {
    const customer = await suite.signedInPage(customerEmail, { width: 390 });
    const owner = await suite.signedInPage(ownerEmail);
    await owner.goto(`${suite.server.baseUrl}/business/${companyId}/questions`);
    await pageSocketIsLive(owner);
    await customer.goto(`${suite.server.baseUrl}/companies/${companyId}#questions`);
    await pageSocketIsLive(customer);

    await customer.getByLabel('Ask the business a question').fill('Do you work on Sundays?');
    await customer.getByRole('button', { name: 'Ask', exact: true }).click();
    await expect
      .poll(() => toasts(customer).getByText('Question sent to the business').isVisible())
      .toBe(true);
    const mine = customer.getByRole('list', { name: 'Questions' });
    expect(await mine.getByText("Waiting for the business's answer.").isVisible()).toBe(true);
    await expectAccessibleAtBothWidths(customer);

    // Live on the business's list, unanswered.
    const list = owner.getByRole('list', { name: 'Questions' });
    await expect.poll(() => list.getByText('Do you work on Sundays?').isVisible()).toBe(true);
    await list.getByRole('button', { name: 'Answer “Do you work on Sundays?”' }).click();
    await list.getByLabel('Your answer as Harbor Plumbing').fill('Yes, by appointment.');
    await list.getByRole('button', { name: 'Post answer' }).click();
    await expect.poll(() => toasts(owner).getByText('Answer posted').isVisible()).toBe(true);
    await expectAccessibleAtBothWidths(owner);

    // Live on the customer's open page, without a reload.
    await expect.poll(() => mine.getByText('Yes, by appointment.').isVisible()).toBe(true);
    expect(await mine.getByText('Answer from Harbor Plumbing').isVisible()).toBe(true);
    await expectAccessibleAtBothWidths(customer);
  });
});
