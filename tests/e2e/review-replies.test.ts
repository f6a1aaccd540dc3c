import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { submittedQuote } from '../support/businesses';
import { createCompany, createUser } from '../support/factories';
import { logInAs } from '../support/sessions';
import { expectAccessible, toasts, useBrowserSuite } from './browser';

const focused = (control: Locator) => control.evaluate((el) => el === document.activeElement);

let ownerEmail: string;
let companyId: number;

const suite = useBrowserSuite(async (server) => {
  const db = server.app.db;
  const owner = await createUser(db, { firstName: 'Olive' });
  ownerEmail = owner.email;
  companyId = (await createCompany(db, { ownerId: owner.id, name: 'Harbor Plumbing' })).id;
  const customer = await createUser(db, { firstName: 'Rowan' });
  const agent = await logInAs(server, customer.email);
  await submittedQuote(agent, {
    companyIds: [companyId],
    description:
      'The kitchen tap drips all night and the valve under the sink is stuck; please replace both and check the drain.',
  });
  const review = await agent.post(`/api/companies/${companyId}/ratings`, {
    rating: 4,
    comment: 'Fixed the tap, a little late.',
  });
  expect(review.statusCode).toBe(201);
});

describe('replies to reviews in the browser', () => {
  it('lets the owner reply, a visitor read it, and the owner edit and delete it', async () => {
    const page = await suite.signedInPage(ownerEmail);
    const companyUrl = `${suite.server.baseUrl}/companies/${companyId}#reviews`;
    await page.goto(companyUrl);
    const reviews = page.getByRole('list', { name: 'Reviews' });
    await reviews.getByRole('button', { name: "Reply to Rowan's review", exact: true }).click();

    const form = reviews.getByRole('form', { name: "Reply to Rowan's review", exact: true });
    const box = form.getByLabel('Your reply as Harbor Plumbing');
    await expect.poll(() => focused(box)).toBe(true);
    await form.getByRole('button', { name: 'Post reply' }).click();
    await expect.poll(() => form.getByText('Write a reply.').isVisible()).toBe(true);
    await expectAccessible(page);
    await box.fill('Thank you, Rowan! Sorry we were late.');
    await form.getByRole('button', { name: 'Post reply' }).click();
    await expect.poll(() => toasts(page).getByText('Reply posted').isVisible()).toBe(true);
    await expect
      .poll(() => reviews.getByText('Response from Harbor Plumbing').isVisible())
      .toBe(true);
    expect(await reviews.getByText('Thank you, Rowan! Sorry we were late.').isVisible()).toBe(true);
    // The form is gone: the focus moves to the owner's next action, not to the page's body.
    await expect
      .poll(() => focused(reviews.getByRole('button', { name: /^Edit reply/ })))
      .toBe(true);
    await expectAccessible(page);

    // A visitor, with a fresh page load, sees the reply and no owner's buttons.
    const visitor = suite.page;
    await visitor.goto(companyUrl);
    const publicReviews = visitor.getByRole('list', { name: 'Reviews' });
    await expect
      .poll(() => publicReviews.getByText('Thank you, Rowan! Sorry we were late.').isVisible())
      .toBe(true);
    expect(await publicReviews.getByText('Response from Harbor Plumbing').isVisible()).toBe(true);
    expect(await publicReviews.getByRole('button', { name: /reply/i }).count()).toBe(0);

    await reviews.getByRole('button', { name: "Edit reply to Rowan's review" }).click();
    const editForm = reviews.getByRole('form', { name: "Edit reply to Rowan's review" });
    await editForm.getByLabel('Your reply as Harbor Plumbing').fill('Thanks again, Rowan.');
    await editForm.getByRole('button', { name: 'Save reply' }).click();
    await expect.poll(() => toasts(page).getByText('Reply updated').isVisible()).toBe(true);
    await expect.poll(() => reviews.getByText('Thanks again, Rowan.').isVisible()).toBe(true);

    await reviews.getByRole('button', { name: "Delete reply to Rowan's review" }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete reply' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => toasts(page).getByText('Reply deleted').isVisible()).toBe(true);
    await expect
      .poll(() =>
        reviews.getByRole('button', { name: "Reply to Rowan's review", exact: true }).isVisible(),
      )
      .toBe(true);
    expect(await reviews.getByText('Response from Harbor Plumbing').count()).toBe(0);
    await expect
      .poll(() =>
        focused(reviews.getByRole('button', { name: "Reply to Rowan's review", exact: true })),
      )
      .toBe(true);

    await visitor.reload();
    await expect
      .poll(() => publicReviews.getByText('Fixed the tap, a little late.').isVisible())
      .toBe(true);
    expect(await publicReviews.getByText('Response from Harbor Plumbing').count()).toBe(0);
  });
});
