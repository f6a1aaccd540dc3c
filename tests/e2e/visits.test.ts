import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { submittedQuote } from '../support/businesses';
import { createCompany, createUser } from '../support/factories';
import { logInAs } from '../support/sessions';
import {
  expectAccessible,
  expectAccessibleAtBothWidths,
  expectToast,
  useBrowserSuite,
} from './browser';
import { shoot } from './screenshots';

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

let customerEmail: string;
let ownerEmail: string;
let companyId: number;
let quoteId: number;
/** A second business, booking instantly, on a quote of its own. */
let instant: { ownerEmail: string; companyId: number; quoteId: number };

const suite = useBrowserSuite(async (server) => {
  const db = server.app.db;
  const customer = await createUser(db, { firstName: 'Dana', lastName: 'Brooks' });
  const owner = await createUser(db, { firstName: 'Ravi' });
  customerEmail = customer.email;
  ownerEmail = owner.email;
  // ZIP 94103: San Francisco, so the business's zone is Pacific Time.
  ({ id: companyId } = await createCompany(db, { ownerId: owner.id, name: 'Bayside Plumbing' }));
  ({ id: quoteId } = await submittedQuote(await logInAs(server, customer.email), {
    quoteName: 'Noisy water heater',
    companyIds: [companyId],
    description:
      'The water heater in the garage bangs loudly every time it heats up, and the hot water runs out sooner than it used to. Please come and look.',
  }));

  const handyOwner = await createUser(db, { firstName: 'Mia' });
  const handy = await createCompany(db, { ownerId: handyOwner.id, name: 'Quick Fix Handyman' });
  const weekly = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
    weekday,
    startMinute: 9 * 60,
    endMinute: 17 * 60,
  }));
  const saved = await (
    await logInAs(server, handyOwner.email)
  ).request({
    method: 'PUT',
    url: `/api/companies/${handy.id}/availability`,
    payload: {
      bookingMode: 'instant',
      visitMinutes: 60,
      bufferMinutes: 0,
      minNoticeHours: 24,
      maxDaysAhead: 30,
      timeZone: 'America/Denver',
      weekly,
    },
  });
  expect(saved.statusCode).toBe(200);
  const { id } = await submittedQuote(await logInAs(server, customer.email), {
    quoteName: 'Sticking back door',
    companyIds: [handy.id],
    description:
      'The back door sticks in its frame since the winter and the lock no longer lines up with the strike plate. It needs planing and adjusting.',
  });
  instant = { ownerEmail: handyOwner.email, companyId: handy.id, quoteId: id };
});

const visitCard = (within: Page | Locator, status: string) =>
  within.getByRole('article', { name: `Visit ${status}` });

describe('visits on the calendar', () => {
  it('the business sets its hours, the customer books a time on a phone, the business confirms it, and both see the confirmed visit', async () => {
    const base = suite.server.baseUrl;

    // The business opens its availability from My businesses and gives every day 9:00–17:00.
    const owner = await suite.signedInPage(ownerEmail);
    await owner.goto(`${base}/profile?tab=companies`);
    await owner.getByRole('link', { name: 'Availability of Bayside Plumbing' }).click();
    await expect
      .poll(() => owner.getByRole('heading', { level: 1, name: 'Availability' }).isVisible())
      .toBe(true);
    for (const day of WEEK)
      await owner.getByRole('button', { name: `Add hours on ${day}` }).click();
    await owner.getByLabel('Visit length (minutes)').fill('90');
    expect(await owner.getByLabel('Monday: from').inputValue()).toBe('09:00');
    await expectAccessibleAtBothWidths(owner);
    await shoot(owner, 'visits-availability');
    await owner.getByRole('button', { name: 'Save availability' }).click();
    await expectToast(owner, 'Availability saved');
    await owner.reload();
    await expect.poll(() => owner.getByLabel('Visit length (minutes)').inputValue()).toBe('90');
    expect(await owner.getByLabel('Sunday: to').inputValue()).toBe('17:00');

    // A week off, three weeks ahead: listed, then removed again.
    const timeOff = owner.getByRole('region', { name: 'Time off' });
    const inDays = (days: number) =>
      new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    await timeOff.getByLabel('First day off').fill(inDays(21));
    await timeOff.getByLabel('Last day off').fill(inDays(27));
    await timeOff.getByLabel('Note (optional)').fill('Family holiday');
    await timeOff.getByRole('button', { name: 'Add time off' }).click();
    await expect.poll(() => timeOff.getByText('Family holiday').isVisible()).toBe(true);
    await timeOff.getByRole('button', { name: /^Remove time off / }).click();
    await expect.poll(() => timeOff.getByText('No time off planned.').isVisible()).toBe(true);

    // The customer, on a phone, books a time on the second day offered (the first may have begun).
    const customer = await suite.signedInPage(customerEmail, { width: 390 });
    await customer.goto(`${base}/quotes/${quoteId}/edit`);
    const visits = customer.getByRole('region', { name: 'Visits' });
    await visits.getByRole('button', { name: 'Book a visit with Bayside Plumbing' }).click();
    const dialog = customer.getByRole('dialog', { name: 'Book a visit' });
    await expect
      .poll(() =>
        dialog.getByText("Times are in Pacific Time, the business's time zone.").isVisible(),
      )
      .toBe(true);
    const days = dialog.getByRole('region', { name: 'Day' }).getByRole('button');
    expect(await days.first().getAttribute('aria-pressed')).toBe('true');
    await days.nth(1).click();
    expect(await days.nth(1).getAttribute('aria-pressed')).toBe('true');
    const times = dialog.getByRole('region', { name: /^Times on / });
    // 9:00 to 17:00 in visits of 90 minutes: 9:00, 10:30, 12:00, 13:30 and 15:00.
    expect(await times.getByRole('button').allTextContents()).toEqual([
      '9:00 AM',
      '10:30 AM',
      '12:00 PM',
      '1:30 PM',
      '3:00 PM',
    ]);
    await times.getByRole('button', { name: '10:30 AM', exact: true }).click();
    await expectAccessibleAtBothWidths(customer);
    await shoot(customer, 'visits-book');
    await customer.setViewportSize({ width: 390, height: 844 });
    await dialog.getByRole('button', { name: 'Request this time' }).click();
    await expectToast(customer, 'Visit requested');
    const requested = visitCard(customer, 'requested');
    await expect.poll(() => requested.isVisible()).toBe(true);
    expect(await requested.textContent()).toContain('10:30 AM – 12:00 PM');
    expect(await requested.textContent()).toContain('Waiting for the business to confirm.');

    // The business sees the request in the conversation and confirms it.
    await owner.goto(`${base}/vendorquotes?quoteId=${quoteId}&companyId=${companyId}`);
    const conversation = owner.getByRole('region', { name: 'Conversation with Dana Brooks' });
    const request = visitCard(conversation, 'requested');
    await expect.poll(() => request.isVisible()).toBe(true);
    await request.getByRole('button', { name: 'Confirm' }).click();
    await expectToast(owner, 'Visit confirmed');
    await expect.poll(() => visitCard(owner, 'confirmed').isVisible()).toBe(true);
    expect(
      await visitCard(owner, 'confirmed').getByRole('button', { name: 'Reschedule' }).isVisible(),
    ).toBe(true);

    // The customer's card turns confirmed live, without a reload.
    await expect.poll(() => visitCard(customer, 'confirmed').isVisible()).toBe(true);
    expect(await visitCard(customer, 'confirmed').textContent()).toContain('Bayside Plumbing');
    expect(await visits.getByRole('button', { name: /^Book a visit/ }).count()).toBe(0);
    for (const page of [owner, customer]) await expectAccessibleAtBothWidths(page);
    await shoot(owner, 'visits-business-confirmed');
    await shoot(customer, 'visits-customer-confirmed');

    // "Add to calendar": the customer's private feed, which lists the confirmed visit.
    await visits.getByRole('button', { name: 'Add to calendar' }).click();
    const feed = customer.getByRole('dialog', { name: 'Your visits in your calendar' });
    await feed.getByRole('button', { name: 'Make my calendar address' }).click();
    const address = feed.getByLabel('Your private calendar address');
    await expect.poll(() => address.isVisible()).toBe(true);
    const url = await address.inputValue();
    expect(url).toMatch(new RegExp(`^${base}/api/calendar/[\\w-]+\\.ics$`));
    await expectAccessible(customer);
    const calendar = await customer.request.get(url);
    expect(calendar.headers()['content-type']).toContain('text/calendar');
    expect((await calendar.text()).match(/BEGIN:VEVENT/g)).toHaveLength(1);

    // My Quotes shows the quote's next visit on its line.
    await customer.goto(`${base}/quotes`);
    await expect
      .poll(() => customer.getByText(/^Visit .+, 10:30 AM – 12:00 PM \(confirmed\)$/).isVisible())
      .toBe(true);
  });

  it('an instant booking is confirmed at once; the customer moves it with a reason, the business cancels it with one, and each side reads why', async () => {
    const base = suite.server.baseUrl;
    const customer = await suite.signedInPage(customerEmail);
    await customer.goto(`${base}/quotes/${instant.quoteId}/edit`);
    const visits = customer.getByRole('region', { name: 'Visits' });
    await visits.getByRole('button', { name: 'Book a visit with Quick Fix Handyman' }).click();
    const dialog = customer.getByRole('dialog', { name: 'Book a visit' });
    await expect
      .poll(() =>
        dialog.getByText("Times are in Mountain Time, the business's time zone.").isVisible(),
      )
      .toBe(true);
    const days = dialog.getByRole('region', { name: 'Day' }).getByRole('button');
    await days.nth(1).click();
    await dialog
      .getByRole('region', { name: /^Times on / })
      .getByRole('button', { name: '9:00 AM', exact: true })
      .click();
    expect(await dialog.getByText('The time is confirmed at once.').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Book this time' }).click();
    await expectToast(customer, 'Visit booked');
    const confirmed = visitCard(visits, 'confirmed');
    await expect.poll(() => confirmed.isVisible()).toBe(true);
    expect(await confirmed.textContent()).toContain('9:00 AM – 10:00 AM');

    // Moving it asks for another offered time and a reason.
    await confirmed.getByRole('button', { name: 'Reschedule' }).click();
    const move = customer.getByRole('dialog', { name: 'Choose another time' });
    await move.getByRole('region', { name: 'Day' }).getByRole('button').nth(2).click();
    await move
      .getByRole('region', { name: /^Times on / })
      .getByRole('button', { name: '2:00 PM', exact: true })
      .click();
    await move.getByRole('button', { name: 'Move the visit' }).click();
    await expect.poll(() => move.getByText('Please give a reason').isVisible()).toBe(true);
    await move.getByLabel('Why the change?').fill('We are away that morning.');
    await expectAccessible(customer);
    await move.getByRole('button', { name: 'Move the visit' }).click();
    await expectToast(customer, 'Visit moved');
    await expect
      .poll(() => confirmed.textContent())
      .toContain('Moved by the customer: We are away that morning.');
    expect(await confirmed.textContent()).toContain('2:00 PM – 3:00 PM');

    // The business reads why, and cancels with a reason of its own.
    const owner = await suite.signedInPage(instant.ownerEmail, { width: 390 });
    await owner.goto(
      `${base}/vendorquotes?quoteId=${instant.quoteId}&companyId=${instant.companyId}`,
    );
    const card = visitCard(owner, 'confirmed');
    await expect
      .poll(() => card.textContent())
      .toContain('Moved by the customer: We are away that morning.');
    await card.getByRole('button', { name: 'Cancel visit' }).click();
    const cancel = owner.getByRole('dialog', { name: 'Cancel this visit?' });
    await cancel.getByLabel('Reason').fill('Our van broke down that day.');
    await expectAccessibleAtBothWidths(owner);
    await shoot(owner, 'visits-cancel');
    await cancel.getByRole('button', { name: 'Cancel visit' }).click();
    await expectToast(owner, 'Visit cancelled');
    await expect.poll(() => visitCard(owner, 'cancelled').isVisible()).toBe(true);

    // The customer's card says so live, and a new visit can be booked.
    const cancelled = visitCard(visits, 'cancelled');
    await expect.poll(() => cancelled.isVisible()).toBe(true);
    expect(await cancelled.textContent()).toContain(
      'Cancelled by the business: Our van broke down that day.',
    );
    expect(
      await visits
        .getByRole('button', { name: 'Book a visit with Quick Fix Handyman' })
        .isVisible(),
    ).toBe(true);
    await expectAccessibleAtBothWidths(customer);
    await shoot(customer, 'visits-customer-cancelled');
  });
});
