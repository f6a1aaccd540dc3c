import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../support/factories';
import { submittedQuote } from '../support/businesses';
import { multipart } from '../support/files';
import { logInAs } from '../support/sessions';
import type { Agent } from '../support/test-app';
import { expectAccessible, useBrowserSuite } from './browser';
import { inDays } from '../support/dates';

/** Issue 16, point 7: what the review found on the company page, /admin and the comparison. */
const PHONE = { width: 390, height: 844 };
const DESCRIPTION =
  'The bathroom sink drains slowly and the tap drips all night. Please fix both and check the trap under the sink for leaks while you are there.';

let companyId: number;
let customer: { email: string };
let quoteId: number;
const names = {
  fixed: 'Fixed Price Plumbing',
  range: 'Wide Range Pipes',
  hourly: 'By The Hour Drains',
};

const suite = useBrowserSuite(async (server) => {
  const db = server.app.db;
  companyId = (await createCompany(db, { name: 'Long Address Plumbing' })).id;
  await db.execute(
    sql`UPDATE companies SET email = 'bookings@bayviewemergencyplumbing.example' WHERE id = ${companyId}`,
  );

  // A quote with three estimates: a fixed price below the range's midpoint but above its low end.
  customer = await createUser(db, { firstName: 'Cleo' });
  const owners = {
    fixed: await createUser(db, { firstName: 'Fay' }),
    range: await createUser(db, { firstName: 'Rae' }),
    hourly: await createUser(db, { firstName: 'Hal' }),
  };
  const ids = {
    fixed: (await createCompany(db, { ownerId: owners.fixed.id, name: names.fixed })).id,
    range: (await createCompany(db, { ownerId: owners.range.id, name: names.range })).id,
    hourly: (await createCompany(db, { ownerId: owners.hourly.id, name: names.hourly })).id,
  };
  const customerAgent = await logInAs(server, customer.email);
  const submitQuote = async (agent: Agent, companyIds: number[]) => {
    const { id, submitted } = await submittedQuote(agent, {
      quoteName: 'Slow sink',
      companyIds,
      description: DESCRIPTION,
      jobZip: '94103',
    });
    expect(submitted.statusCode).toBe(200);
    return id;
  };
  quoteId = await submitQuote(customerAgent, Object.values(ids));
  const agents = {
    fixed: await logInAs(server, owners.fixed.email),
    range: await logInAs(server, owners.range.email),
    hourly: await logInAs(server, owners.hourly.email),
  };
  const estimate = async (key: keyof typeof ids, price: object) => {
    const sent = await agents[key].post(`/api/quotes/${quoteId}/companies/${ids[key]}/estimates`, {
      ...price,
      includes: 'Parts, labour and cleaning up afterwards.',
      earliestStart: inDays(2),
      validUntil: inDays(30),
    });
    expect(sent.statusCode).toBe(201);
  };
  await estimate('range', { priceType: 'range', minCents: 30_000, maxCents: 90_000 });
  await estimate('fixed', { priceType: 'fixed', priceCents: 40_000 });
  await estimate('hourly', { priceType: 'hourly', hourlyRateCents: 10_000, estimatedHours: 7 });

  // The hourly business has answered three other requests: it has a usual reply time.
  const other = await createUser(db, { firstName: 'Otto' });
  const otherAgent = await logInAs(server, other.email);
  for (let i = 0; i < 3; i++) {
    const id = await submitQuote(otherAgent, [ids.hourly]);
    const reply = await agents.hourly.request({
      method: 'POST',
      url: `/api/quotes/${id}/companies/${ids.hourly}/messages`,
      ...multipart({ message: 'Happy to help, when suits you?' }),
    });
    expect(reply.statusCode).toBe(201);
  }
});

/** The horizontal gap between an element and the text that follows it. */
const gapAfter = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).evaluate((button) => {
    const range = document.createRange();
    const next = button.nextSibling!;
    range.setStart(next, 0);
    range.setEnd(next, Math.min(3, next.textContent!.length));
    return range.getBoundingClientRect().left - button.getBoundingClientRect().right;
  });

describe('fixes from the review', () => {
  it('company page on a phone: a compact empty photo box, an e-mail address broken only at @ and dots, no gap after "Log in"', async () => {
    const { page, server } = suite;
    await page.setViewportSize(PHONE);
    await page.goto(`${server.baseUrl}/companies/${companyId}`);
    const photos = page.getByRole('region', { name: 'Photos' });
    await expect.poll(() => photos.getByText('No photos available').isVisible()).toBe(true);
    expect(
      (await photos.getByText('No photos available').locator('..').boundingBox())!.height,
    ).toBeLessThan(80);

    const email = page.getByRole('link', { name: 'bookings@bayviewemergencyplumbing.example' });
    const lineHeight = await email.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    // Too long for one line at 390 px, so it wraps...
    expect((await email.boundingBox())!.height).toBeGreaterThan(1.5 * lineHeight);
    // ...at its parts, each whole on one line.
    const parts = await email.locator('span').evaluateAll((spans) =>
      spans.map((span) => ({
        text: span.textContent,
        height: span.getBoundingClientRect().height,
      })),
    );
    expect(parts.map((p) => p.text)).toEqual(['bookings', '@bayviewemergencyplumbing', '.example']);
    for (const part of parts) expect(part.height).toBeLessThan(1.5 * lineHeight);

    const reviews = page.getByRole('region', { name: 'Ratings & Reviews' });
    await expect.poll(() => reviews.getByText('to review this business.').isVisible()).toBe(true);
    expect(await gapAfter(page, 'Log in')).toBeLessThan(8);
    await expectAccessible(page);
  });

  it('signed out, /admin offers Log In', async () => {
    const { page, server } = suite;
    await page.goto(`${server.baseUrl}/admin`);
    const main = page.getByRole('main');
    await expect.poll(() => main.getByText('Unauthorized Access').isVisible()).toBe(true);
    await expectAccessible(page);
    await main.getByRole('button', { name: 'Log In' }).click();
    await expect
      .poll(() => page.getByRole('dialog', { name: 'Log In to Your Account' }).isVisible())
      .toBe(true);
  });

  it('the comparison badges the lowest price by a range’s midpoint, says so, and leaves out reply times nobody has', async () => {
    const { page, server } = suite;
    await suite.signIn(customer.email);
    await page.goto(`${server.baseUrl}/quotes/${quoteId}/edit`);
    const compare = page.getByRole('region', { name: 'Compare estimates' });
    await expect
      .poll(() => compare.getByText('3 of 3 businesses have sent an estimate').isVisible())
      .toBe(true);
    const column = (name: string) =>
      compare.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });

    // $300 – $900 counts as $600: above the fixed $400, below the hourly $700.
    await expect
      .poll(() =>
        compare
          .getByRole('list', { name: 'Businesses' })
          .getByRole('heading', { level: 3 })
          .allTextContents(),
      )
      .toEqual([names.fixed, names.range, names.hourly]);
    expect(await column(names.fixed).getByText('Lowest price').isVisible()).toBe(true);
    expect(await column(names.range).getByText('Lowest price').count()).toBe(0);
    expect(
      await compare
        .getByText(
          'Lowest price compares price ranges by their midpoint: $300 – $900 counts as $600.',
        )
        .isVisible(),
    ).toBe(true);

    // A reply time where the business has one, and no empty row where it has none.
    expect(await column(names.hourly).getByText('Replies within').isVisible()).toBe(true);
    expect(await column(names.fixed).getByText('Replies within').count()).toBe(0);
    expect(await column(names.range).getByText('Replies within').count()).toBe(0);
    await expectAccessible(page);
  });
});
