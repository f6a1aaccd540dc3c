import { describe, expect, it } from 'vitest';
import { quoteToNewBusinesses } from '../support/businesses';
import { createUser } from '../support/factories';
import { multipart } from '../support/files';
import { loggedIn } from '../support/sessions';
import { LONG_DESCRIPTION } from '../support/world';
import { expectAccessible, toasts, useBrowserSuite } from './browser';

const ADMIN = 'admin@example.com';
const REVIEW_TEXT = 'Never showed up and still sent an invoice.';
const REASON = 'Reviewer never hired this business.';
const SCAM_MESSAGE = 'Pay me $50 upfront at pay.example or I leave a bad review.';

let companyId: number;
let reviewerId: number;

const suite = useBrowserSuite(async (server) => {
  await createUser(server.app.db, { email: ADMIN, firstName: 'Ada' });
  const { customer, vendors, quoteId } = await quoteToNewBusinesses(server, {
    customer: 'Rowan',
    quoteName: 'Kitchen sink',
    description: LONG_DESCRIPTION,
    companies: [{ name: 'Harbor Plumbing' }],
  });
  companyId = vendors[0]!.company.id;
  reviewerId = customer.user.id;
  const review = await customer.agent.post(`/api/companies/${companyId}/ratings`, {
    rating: 1,
    comment: REVIEW_TEXT,
    companyId,
  });
  expect(review.statusCode, review.body).toBe(201);
  // Another customer reports the review, as the report link on the company page does.
  const reporter = await loggedIn(server, { firstName: 'Quinn' });
  const report = await reporter.agent.post('/api/reports', {
    targetType: 'review',
    targetId: review.json().id,
    reason: 'fake',
    details: 'I know this business; this never happened.',
  });
  expect(report.statusCode, report.body).toBe(201);

  // The business reports a message it received, between two others.
  const owner = vendors[0]!;
  const conversation = `/api/quotes/${quoteId}/companies/${companyId}/messages`;
  const sent: number[] = [];
  for (const [agent, message] of [
    [customer.agent, 'Hello, when could you come by?'],
    [customer.agent, SCAM_MESSAGE],
    [owner.agent, 'We do not take payments outside QuoteLocal.'],
  ] as const) {
    const r = await agent.request({ method: 'POST', url: conversation, ...multipart({ message }) });
    expect(r.statusCode, r.body).toBe(201);
    sent.push(r.json().id);
  }
  const messageReport = await owner.agent.post('/api/reports', {
    targetType: 'message',
    targetId: sent[1],
    reason: 'scam',
  });
  expect(messageReport.statusCode, messageReport.body).toBe(201);
});

describe('moderation in the browser', () => {
  it('an admin hides a reported review with a reason: it leaves the company page and the audit log shows it', async () => {
    const { page, server } = suite;
    await suite.signIn(ADMIN);
    await page.goto(`${server.baseUrl}/admin`);
    const flagged = page.getByRole('link', { name: /Flagged/ });
    await expect.poll(() => flagged.textContent()).toContain('2');
    await expectAccessible(page);
    await flagged.click();
    await page.waitForURL('**/admin/moderation');

    const queue = page.getByRole('region', { name: 'Reports' });
    const card = queue.getByRole('article', { name: /^Fake: .*Harbor Plumbing/ });
    await expect.poll(() => card.getByText(REVIEW_TEXT).isVisible()).toBe(true);
    expect(await card.getByText('I know this business; this never happened.').isVisible()).toBe(
      true,
    );
    expect(await card.getByRole('link', { name: 'Quinn Owner' }).isVisible()).toBe(true);
    await expectAccessible(page);

    await card.getByRole('button', { name: 'Hide review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hide review' });
    const reason = dialog.getByRole('textbox', { name: 'Reason' });
    await expect.poll(() => reason.evaluate((el) => el === document.activeElement)).toBe(true);
    // Escape closes it, and the focus goes back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect
      .poll(() =>
        card
          .getByRole('button', { name: 'Hide review' })
          .evaluate((el) => el === document.activeElement),
      )
      .toBe(true);

    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Hide review' }).click();
    await expect.poll(() => dialog.getByText('Give a reason.').isVisible()).toBe(true);
    await expectAccessible(page);
    await reason.fill(REASON);
    await dialog.getByRole('button', { name: 'Hide review' }).click();
    await expect.poll(() => toasts(page).getByText('Review hidden').isVisible()).toBe(true);
    await expect.poll(() => dialog.isVisible()).toBe(false);
    // Hiding upheld the report: it leaves the open queue, the upheld one shows who acted and why.
    await expect.poll(() => card.count()).toBe(0);
    expect(await queue.getByRole('article').count()).toBe(1);
    await page.getByLabel('Status').selectOption('upheld');
    await expect
      .poll(() => card.getByText(`Upheld by ${ADMIN}`).isVisible(), { timeout: 10_000 })
      .toBe(true);
    expect(await card.getByText('Hidden', { exact: true }).isVisible()).toBe(true);
    expect(await card.getByRole('button', { name: 'Restore review' }).isVisible()).toBe(true);

    await page.goto(`${server.baseUrl}/companies/${companyId}`);
    const reviews = page.getByRole('region', { name: 'Ratings & Reviews' });
    await expect.poll(() => reviews.getByText('No reviews yet').isVisible()).toBe(true);
    expect(await page.getByText(REVIEW_TEXT).count()).toBe(0);

    await page.goto(`${server.baseUrl}/admin/audit`);
    const entry = page.getByRole('list', { name: 'Audit entries' }).getByRole('listitem').first();
    await expect.poll(() => entry.getByText('Review hidden').isVisible()).toBe(true);
    expect(await entry.getByText(REASON).isVisible()).toBe(true);
    expect(await entry.getByText(ADMIN).isVisible()).toBe(true);
    await expectAccessible(page);
  });

  it('shows a reported message among the messages around it, the reported one marked', async () => {
    const { page, server } = suite;
    await suite.signIn(ADMIN);
    await page.goto(`${server.baseUrl}/admin/moderation`);
    await page.getByLabel('Type').selectOption('message');
    const card = page.getByRole('article', { name: /^Scam: Message from Rowan/ });
    const messages = card.getByRole('list', { name: 'Conversation' }).getByRole('listitem');
    await expect.poll(() => messages.count()).toBe(3);
    expect(await messages.nth(0).textContent()).toContain('Hello, when could you come by?');
    expect(await messages.nth(1).textContent()).toContain(SCAM_MESSAGE);
    expect(await messages.nth(1).getByText('Reported message').isVisible()).toBe(true);
    expect(await messages.nth(2).getByText('Reported message').count()).toBe(0);
    // What can be done about a message: dismiss the report, or suspend its sender.
    expect(await card.getByRole('button').allTextContents()).toEqual(['Dismiss', 'Suspend user']);
    await expectAccessible(page);
  });

  it('an admin finds a user and a business and opens their records, on a phone', async () => {
    const { page, server } = suite;
    await page.setViewportSize({ width: 390, height: 844 });
    await suite.signIn(ADMIN);
    await page.goto(`${server.baseUrl}/admin/users`);
    await page.getByRole('searchbox', { name: 'Search users' }).fill('Rowan');
    await page.keyboard.press('Enter');
    const results = page.getByRole('list', { name: 'Users' });
    await expect.poll(() => results.getByRole('listitem').count()).toBe(1);
    await expectAccessible(page);
    await results.getByRole('link', { name: 'Rowan Owner' }).click();
    await page.waitForURL(`**/admin/users/${reviewerId}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Rowan Owner' }).isVisible())
      .toBe(true);
    expect(await page.getByRole('button', { name: 'Suspend user' }).isVisible()).toBe(true);
    // Nothing is wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expectAccessible(page);
    // Back returns to the same search (it is in the address).
    await page.goBack();
    await expect
      .poll(() => results.getByRole('link', { name: 'Rowan Owner' }).isVisible())
      .toBe(true);
    expect(await page.getByRole('searchbox', { name: 'Search users' }).inputValue()).toBe('Rowan');

    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Businesses' })
      .click();
    await page.waitForURL('**/admin/companies');
    const companies = page.getByRole('list', { name: 'Businesses' });
    await companies.getByRole('link', { name: 'Harbor Plumbing' }).click();
    await page.waitForURL(`**/admin/companies/${companyId}`);
    await expect
      .poll(() => page.getByRole('button', { name: 'Hide business' }).isVisible())
      .toBe(true);
    await expectAccessible(page);
  });

  it('turns away everyone but admins, as the dashboard does', async () => {
    const { page, server } = suite;
    await page.goto(`${server.baseUrl}/admin/moderation`);
    const main = page.getByRole('main');
    await expect.poll(() => main.getByText('Unauthorized Access').isVisible()).toBe(true);
    expect(await main.getByRole('button', { name: 'Log In' }).isVisible()).toBe(true);
    await expectAccessible(page);

    const customer = await createUser(server.app.db);
    await suite.signIn(customer.email);
    await page.goto(`${server.baseUrl}/admin/moderation`);
    await page.waitForURL(`${server.baseUrl}/`);
  });
});
