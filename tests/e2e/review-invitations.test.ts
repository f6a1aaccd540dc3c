import { describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../support/factories';
import { expectAccessibleAtBothWidths, expectToast, useBrowserSuite } from './browser';
import { shoot } from './screenshots';

/**
 * Issue 36 item 7: a business invites a customer it served outside QuoteLocal; the customer opens
 * the e-mailed link, signs up on it, reviews, and the company page labels the review.
 */

let ownerEmail: string;
let companyId: number;

const suite = useBrowserSuite(async (server) => {
  const owner = await createUser(server.app.db, { firstName: 'Rosa' });
  ownerEmail = owner.email;
  ({ id: companyId } = await createCompany(server.app.db, {
    ownerId: owner.id,
    name: 'Bright Spark Electric',
  }));
});

describe('review invitations', () => {
  it('the owner invites a past customer, who signs up from the e-mailed link and reviews; the company page says "Invited by the business"', async () => {
    const base = suite.server.baseUrl;
    const owner = await suite.signedInPage(ownerEmail, { width: 390 });
    await owner.goto(`${base}/business/${companyId}/review-invitations`);
    await owner.getByLabel('Customer’s name').fill('Sam');
    await owner.getByLabel('Customer’s e-mail address').fill('sam@example.com');
    await owner.getByLabel('Personal note (optional)').fill('Thanks for choosing us in May!');
    await owner.getByRole('button', { name: 'Send invitation' }).click();
    await expectToast(owner, 'Invitation sent');
    const sent = owner.getByRole('listitem').filter({ hasText: 'sam@example.com' });
    await expect.poll(() => sent.getByText('Sent', { exact: true }).isVisible()).toBe(true);
    await expectAccessibleAtBothWidths(owner);
    await shoot(owner, 'review-invitations-owner');

    const mail = await suite.server.waitForMail((m) => m.to === 'sam@example.com');
    const link = /https?:\/\/\S+\/review-invitations\/\S+/.exec(mail.text)![0];
    const invitee = await suite.otherPage({ width: 390 });
    await invitee.goto(`${base}${new URL(link).pathname}`);
    const heading = invitee.getByRole('heading', {
      name: 'Bright Spark Electric asks for your review',
    });
    await expect.poll(() => heading.isVisible()).toBe(true);
    await expectAccessibleAtBothWidths(invitee);
    await shoot(invitee, 'review-invitation-landing');

    await invitee.getByRole('button', { name: 'Sign up', exact: true }).click();
    const dialog = invitee.getByRole('dialog', { name: 'Create an Account' });
    await dialog.getByLabel('First name').fill('Sam');
    await dialog.getByLabel('Last name').fill('Lee');
    await dialog.getByLabel('Email').fill('sam@example.com');
    await dialog.getByLabel('Password', { exact: true }).fill('a long invitee password');
    await dialog.getByLabel('Confirm password').fill('a long invitee password');
    await dialog.getByRole('checkbox').click();
    await dialog.getByRole('button', { name: 'Sign Up' }).click();
    // Signed up, still on the link's page: the token is kept.
    await invitee.getByRole('button', { name: 'Write your review' }).click();
    await invitee.waitForURL(`**/companies/${companyId}#reviews`);
    const form = invitee.getByRole('form', { name: 'Write a review' });
    await form.getByLabel('4.5 stars').check();
    await form.getByLabel('Comment (optional)').fill('Rewired the kitchen in a day. Tidy work.');
    await form.getByRole('button', { name: 'Submit review' }).click();
    await expectToast(invitee, 'Rating submitted!');

    const reviews = invitee.getByRole('list', { name: 'Reviews' });
    const review = reviews.getByRole('listitem').filter({ hasText: 'Tidy work.' });
    await expect.poll(() => review.getByText('Invited by the business').isVisible()).toBe(true);
    expect(await review.getByText('Verified hire').count()).toBe(0);
    expect(await invitee.getByText('1 review invited by the business').isVisible()).toBe(true);
    await expectAccessibleAtBothWidths(invitee);
    await shoot(invitee, 'review-invited-label');
  });
});
