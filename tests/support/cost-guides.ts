import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '@/server/db/client';
import { categories, costGuideStats } from '@/server/db/schema';
import { submittedQuote } from './businesses';
import { inDays } from './dates';
import { business, signedIn, type Business } from './reputation';
import type { TestApp } from './test-app';

/**
 * Estimates for the cost guides (docs/decisions/046), sent as businesses send them: a customer's
 * quote request to some businesses of a trade, submitted through the API with a job ZIP, and each
 * business's estimate on it.
 */

/** An estimate's price as the API takes it. */
export type Price =
  | { priceType: 'fixed'; priceCents: number }
  | { priceType: 'range'; minCents: number; maxCents: number }
  | { priceType: 'hourly'; hourlyRateCents: number; estimatedHours: number };

export const fixed = (dollars: number): Price => ({
  priceType: 'fixed',
  priceCents: dollars * 100,
});
export const range = (from: number, to: number): Price => ({
  priceType: 'range',
  minCents: from * 100,
  maxCents: to * 100,
});
export const hourly = (dollars: number): Price => ({
  priceType: 'hourly',
  hourlyRateCents: dollars * 100,
  estimatedHours: 4,
});

/** `count` businesses of the trade (its category slug) at `zip`. */
export async function tradeBusinesses(
  t: TestApp,
  category: string,
  count: number,
  zip = '94103',
): Promise<Business[]> {
  const all: Business[] = [];
  for (let i = 0; i < count; i++) all.push(await business(t, { category, zip }));
  return all;
}

/**
 * A new customer's request for a job at `jobZip`, to every business `prices` names, each of which
 * sends its price; returns the request's id and its customer.
 */
export async function pricedRequest(
  t: TestApp,
  prices: Array<[Business, Price]>,
  jobZip = '94110',
) {
  const customer = await signedIn(t, { firstName: 'Robin' });
  const { id, submitted } = await submittedQuote(customer.agent, {
    companyIds: prices.map(([b]) => b.company.id),
    description:
      'Please take a look at the job and send us your price. Weekdays suit us best, and the street has plenty of parking.',
    jobZip,
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  for (const [b, price] of prices) await sendEstimate(b, id, price);
  return { quoteId: id, customer: customer.user };
}

/** The business's estimate (a first one or a revision) on a request it received. */
export async function sendEstimate(b: Business, quoteId: number, price: Price): Promise<void> {
  const sent = await b.agent.post(`/api/quotes/${quoteId}/companies/${b.company.id}/estimates`, {
    ...price,
    includes: 'Labour and materials as described, and clean-up afterwards.',
    earliestStart: inDays(2),
    validUntil: inDays(30),
  });
  expect(sent.statusCode, sent.body).toBe(201);
}

/** One request per price, each to its business alone. */
export async function eachPriced(
  t: TestApp,
  prices: Array<[Business, Price]>,
  jobZip = '94110',
): Promise<void> {
  for (const entry of prices) await pricedRequest(t, [entry], jobZip);
}

/**
 * A national guide for the trade as the daily job would write it, without the estimates behind it:
 * for tests about who may read a guide, not about how it is computed.
 */
export async function publishedGuide(db: Database, categorySlug: string): Promise<void> {
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, categorySlug));
  await db
    .insert(costGuideStats)
    .values({
      categoryId: category!.id,
      state: '',
      unit: 'job',
      estimates: 10,
      companies: 3,
      p25Cents: 20_000,
      medianCents: 30_000,
      p75Cents: 40_000,
      histogram: [{ fromCents: 10_000, toCents: 50_000, count: 10 }],
    })
    .onConflictDoNothing();
}
