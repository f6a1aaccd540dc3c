import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { submittedQuote } from '../support/businesses';
import { createCompany, createUser } from '../support/factories';
import { logInAs } from '../support/sessions';
import { expectAccessible, toasts, useBrowserSuite } from './browser';
import { shoot } from './screenshots';

interface Business {
  name: string;
  email: string;
  companyId: number;
  /** How the business fills the 'Send estimate' form. */
  price: { type: 'Fixed price' | 'Price range' | 'Hourly rate'; fields: Record<string, string> };
}

let customerEmail: string;
let quoteId: number;
const businesses: Business[] = [];

const suite = useBrowserSuite(async (server) => {
  const db = server.app.db;
  const customer = await createUser(db, { firstName: 'Dana', lastName: 'Brooks' });
  customerEmail = customer.email;
  const specs = [
    {
      name: 'Oak & Iron Carpentry',
      rating: 4.8,
      reviews: 31,
      price: { type: 'Fixed price', fields: { 'Price for the job (USD)': '1,450' } },
    },
    {
      name: 'Budget Builders',
      rating: 3.9,
      reviews: 12,
      price: { type: 'Price range', fields: { 'From (USD)': '900', 'To (USD)': '1300' } },
    },
    {
      name: 'Handy Hourly',
      rating: 4.4,
      reviews: 8,
      price: {
        type: 'Hourly rate',
        fields: { 'Hourly rate (USD)': '80', 'Estimated hours': '14' },
      },
    },
  ] as const;
  for (const spec of specs) {
    const owner = await createUser(db, { firstName: spec.name.split(' ')[0] });
    const company = await createCompany(db, {
      ownerId: owner.id,
      name: spec.name,
      averageRating: spec.rating,
      ratingsCount: spec.reviews,
    });
    businesses.push({
      name: spec.name,
      email: owner.email,
      companyId: company.id,
      price: spec.price,
    });
  }
  ({ id: quoteId } = await submittedQuote(await logInAs(server, customer.email), {
    quoteName: 'Built-in bookshelves',
    companyIds: businesses.map((b) => b.companyId),
    description:
      'We would like floor-to-ceiling bookshelves built into the alcoves either side of the living room fireplace, painted white, with adjustable shelves.',
  }));
});

const inDays = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

/** The business names in the comparison, in the order shown. */
const columnOrder = (page: Page) =>
  page
    .getByRole('list', { name: 'Businesses' })
    .getByRole('listitem')
    .getByRole('heading', { level: 3 })
    .allTextContents();

describe('estimates, comparing and hiring', () => {
  it('three businesses send estimates, the customer compares them, sorts by price and hires one; every inbox shows the outcome live', async () => {
    const base = suite.server.baseUrl;
    const customer = await suite.signedInPage(customerEmail);
    await customer.goto(`${base}/quotes/${quoteId}/edit`);
    const compare = customer.getByRole('region', { name: 'Compare estimates' });
    await expect
      .poll(() => compare.getByText('0 of 3 businesses have sent an estimate').isVisible())
      .toBe(true);

    const vendors: Page[] = [];
    for (const business of businesses) {
      const page = await suite.signedInPage(business.email);
      vendors.push(page);
      await page.goto(`${base}/vendorquotes`);
      await page.getByRole('button', { name: /Dana Brooks/ }).click();
      const conversation = page.getByRole('region', { name: 'Conversation with Dana Brooks' });
      await conversation.getByRole('button', { name: 'Send estimate' }).click();
      const dialog = page.getByRole('dialog', { name: 'Send an estimate' });
      await dialog.getByText(business.price.type, { exact: true }).click();
      for (const [label, value] of Object.entries(business.price.fields)) {
        await dialog.getByLabel(label).fill(value);
      }
      await dialog
        .getByLabel('What the price includes')
        .fill('Materials, build, paint and installation; we take the offcuts away.');
      await dialog.getByLabel('Earliest start date').fill(inDays(7));
      await dialog.getByLabel('Offer valid until').fill(inDays(30));
      if (business === businesses[0]) await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Send estimate' }).click();
      await expect.poll(() => toasts(page).getByText('Estimate sent').isVisible()).toBe(true);
      await expect
        .poll(() =>
          conversation
            .getByRole('list', { name: 'Messages' })
            .getByRole('article', { name: 'Estimate, revision 1' })
            .isVisible(),
        )
        .toBe(true);
      await expect
        .poll(() =>
          page
            .getByRole('button', { name: /Dana Brooks/ })
            .getByText('Estimate sent')
            .isVisible(),
        )
        .toBe(true);
    }
    await expectAccessible(vendors[0]!);

    // The customer's comparison filled in live.
    await expect
      .poll(() => compare.getByText('3 of 3 businesses have sent an estimate').isVisible())
      .toBe(true);
    for (const price of ['$1,450', '$900 – $1,300', '$80/hr × 14 h']) {
      expect(await compare.getByText(price, { exact: true }).isVisible()).toBe(true);
    }
    expect(await compare.getByText('about $1,120 in total').isVisible()).toBe(true);
    await expectAccessible(customer);

    await compare.getByLabel('Sort by').selectOption('rating');
    await expect
      .poll(() => columnOrder(customer))
      .toEqual(['Oak & Iron Carpentry', 'Handy Hourly', 'Budget Builders']);
    await compare.getByLabel('Sort by').selectOption('price');
    await expect
      .poll(() => columnOrder(customer))
      .toEqual(['Budget Builders', 'Handy Hourly', 'Oak & Iron Carpentry']);

    // Phone: the columns become stacked cards and nothing overflows.
    await customer.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(async () => {
        const boxes = await Promise.all(
          (await compare.getByRole('listitem').all()).map((item) => item.boundingBox()),
        );
        return boxes.every(
          (box, i) => i === 0 || (box!.x === boxes[0]!.x && box!.y > boxes[i - 1]!.y),
        );
      })
      .toBe(true);
    expect(await customer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expectAccessible(customer);
    await customer.setViewportSize({ width: 1280, height: 900 });

    await compare.getByRole('button', { name: 'Hire Handy Hourly' }).click();
    const confirm = customer.getByRole('alertdialog', { name: 'Hire Handy Hourly?' });
    await confirm.getByRole('button', { name: 'Hire' }).click();
    await expect
      .poll(() => toasts(customer).getByText('You hired Handy Hourly').isVisible())
      .toBe(true);
    const hired = customer.getByRole('region', { name: 'You hired Handy Hourly' });
    await expect.poll(() => hired.isVisible()).toBe(true);
    expect(await customer.getByRole('region', { name: 'Compare estimates' }).count()).toBe(0);
    await expectAccessible(customer);

    // Every business sees the outcome in its inbox without reloading.
    const [oak, budget, handy] = vendors;
    await expect
      .poll(() =>
        handy!
          .getByRole('button', { name: /Dana Brooks/ })
          .getByText('Hired')
          .isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() =>
        handy!.getByText('Dana hired Handy Hourly for this job.', { exact: false }).isVisible(),
      )
      .toBe(true);
    for (const page of [oak!, budget!]) {
      await expect
        .poll(() =>
          page
            .getByRole('button', { name: /Dana Brooks/ })
            .getByText('Another business chosen')
            .isVisible(),
        )
        .toBe(true);
      await expect
        .poll(() =>
          page
            .getByText('The customer chose another business: this conversation is closed.')
            .isVisible(),
        )
        .toBe(true);
      expect(await page.getByLabel(/^Message to /).count()).toBe(0);
      expect(
        await page
          .getByRole('article', { name: 'Estimate, revision 1' })
          .getByText('Not chosen')
          .isVisible(),
      ).toBe(true);
    }
    expect(
      await handy!
        .getByRole('article', { name: 'Estimate, revision 1' })
        .getByText('Accepted')
        .isVisible(),
    ).toBe(true);
    await expectAccessible(oak!);
    // The hired business and the customer keep talking.
    expect(await handy!.getByLabel(/^Message to /).isEditable()).toBe(true);

    // The review link (in the page, and the e-mail's, opened afresh) lands on the reviews.
    const reviewsInView = () =>
      customer.getByRole('region', { name: 'Ratings & Reviews' }).evaluate((element) => {
        const { top } = element.getBoundingClientRect();
        return window.scrollY > 0 && top >= 0 && top < window.innerHeight / 2;
      });
    await hired.getByRole('link', { name: 'Review Handy Hourly' }).click();
    await expect.poll(reviewsInView).toBe(true);
    const reviewsUrl = `${base}/companies/${businesses[2]!.companyId}#reviews`;
    expect(customer.url()).toBe(reviewsUrl);
    await customer.goto('about:blank');
    await customer.goto(reviewsUrl);
    await expect.poll(reviewsInView).toBe(true);
  });

  it("shows each business's distance from the job's ZIP, the figure the business is told", async () => {
    const base = suite.server.baseUrl;
    const db = suite.server.app.db;
    const customer = await createUser(db, { firstName: 'Kai', lastName: 'Nguyen' });
    const owner = await createUser(db, { firstName: 'Sol' });
    const across = await createCompany(db, { ownerId: owner.id, name: 'SoMa Shelving' });
    const local = await createCompany(db, { name: 'Mission Millwork', zip: '94110' });
    const { id } = await submittedQuote(await logInAs(suite.server, customer.email), {
      quoteName: 'Garage shelving',
      companyIds: [across.id, local.id],
      jobZip: '94110',
      description:
        'Sturdy shelving along the back wall of a one-car garage, about three metres wide, for paint tins, tools and storage boxes.',
    });

    // The business (at 94103) is told how far away the job (94110) is.
    const vendor = await suite.signedInPage(owner.email);
    await vendor.goto(`${base}/vendorquotes?quoteId=${id}&companyId=${across.id}`);
    const where = vendor.getByTestId('vendor-job').getByText(/mi away/);
    await expect.poll(() => where.isVisible()).toBe(true);
    const miles = /([\d.]+) mi away/.exec((await where.textContent()) ?? '')![1]!;
    expect(Number(miles)).toBeGreaterThan(0.5);

    // The customer's comparison, in a browser with no ZIP saved, measures from the job's ZIP.
    const page = await suite.signedInPage(customer.email);
    await page.goto(`${base}/quotes/${id}/edit`);
    const compare = page.getByRole('region', { name: 'Compare estimates' });
    const card = (name: string) => compare.getByRole('listitem', { name });
    await expect
      .poll(() => card('SoMa Shelving').getByText(`${miles} mi`, { exact: true }).isVisible())
      .toBe(true);
    expect(await card('Mission Millwork').getByText('0 mi', { exact: true }).isVisible()).toBe(
      true,
    );
    expect(await compare.getByLabel('Distance from ZIP').inputValue()).toBe('94110');
    await expectAccessible(page);
    await shoot(page, 'compare-distances');
  });
});
