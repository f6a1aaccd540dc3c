import { describe, expect, it } from 'vitest';
import { submittedQuote } from '../support/businesses';
import { createCompany, createUser } from '../support/factories';
import { logInAs } from '../support/sessions';
import { expectAccessible, toasts, useBrowserSuite } from './browser';

let customerEmail: string;
let companyId: number;

const suite = useBrowserSuite(async (server) => {
  const db = server.app.db;
  const customer = await createUser(db, { firstName: 'Rowan' });
  customerEmail = customer.email;
  companyId = (await createCompany(db, { name: 'Sturdy Decks' })).id;
  await submittedQuote(await logInAs(server, customer.email), {
    companyIds: [companyId],
    description:
      'Please rebuild the back deck stairs and replace two cracked boards near the door; pressure-treated lumber is fine, stain to match.',
  });
});

describe('reviews and the admin dashboard in the browser', () => {
  it('lets a customer who asked for a quote review with half stars, edit and delete', async () => {
    const page = suite.page;
    await suite.signIn(customerEmail);
    await page.goto(`${suite.server.baseUrl}/companies/${companyId}#reviews`);
    const reviews = page.getByRole('region', { name: 'Ratings & Reviews' });
    await expect.poll(() => reviews.getByText('No reviews yet').isVisible()).toBe(true);

    const form = reviews.getByRole('form', { name: 'Write a review' });
    await form.getByRole('button', { name: 'Submit review' }).click();
    await expect
      .poll(() =>
        form.getByText('Please select a rating: You must select at least 0.5 stars.').isVisible(),
      )
      .toBe(true);
    await form.getByRole('radio', { name: '4 stars' }).check();
    await page.keyboard.press('ArrowRight');
    expect(await form.getByRole('radio', { name: '4.5 stars' }).isChecked()).toBe(true);
    await form.getByLabel('Comment (optional)').fill('Solid stairs, tidy work.');
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Submit review' }).click();
    await expect.poll(() => toasts(page).getByText('Rating submitted!').isVisible()).toBe(true);
    await expect.poll(() => reviews.getByText('Based on 1 review').isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole('main').getByText('4.5', { exact: true }).count())
      .toBeGreaterThan(0);

    await reviews.getByRole('button', { name: 'Edit review' }).click();
    await reviews.getByRole('radio', { name: '3 stars' }).check();
    await reviews.getByRole('button', { name: 'Save review' }).click();
    await expect.poll(() => toasts(page).getByText('Rating updated!').isVisible()).toBe(true);
    await expect.poll(() => reviews.getByText('3.0').first().isVisible()).toBe(true);

    await reviews.getByRole('button', { name: 'Delete review' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete review' });
    await expect
      .poll(() => confirm.getByText('Are you sure you want to delete your review?').isVisible())
      .toBe(true);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => toasts(page).getByText('Rating deleted').isVisible()).toBe(true);
    await expect.poll(() => reviews.getByText('No reviews yet').isVisible()).toBe(true);
  });

  it('shows admins the real figures and turns everyone else away', async () => {
    const page = suite.page;
    const outsider = await createUser(suite.server.app.db);
    await suite.signIn(outsider.email);
    await page.goto(`${suite.server.baseUrl}/admin`);
    await page.waitForURL(`${suite.server.baseUrl}/`);

    await createUser(suite.server.app.db, { email: 'admin@example.com' });
    await suite.signIn('admin@example.com');
    await page.goto(`${suite.server.baseUrl}/admin`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Admin Dashboard' }).isVisible())
      .toBe(true);
    const stats = (await (
      await page.request.get(`${suite.server.baseUrl}/api/admin/stats`)
    ).json()) as { users: number };
    await expect
      .poll(() =>
        page
          .getByRole('region', { name: 'Figures' })
          .getByText('Users')
          .locator('..')
          .textContent(),
      )
      .toContain(String(stats.users));
    await expect
      .poll(() =>
        page
          .getByRole('region', { name: 'Recent Activity' })
          .getByText(/signed up/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await expectAccessible(page);
  });
});
