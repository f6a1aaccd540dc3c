import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_COST_GUIDE } from '@/contract/cost-guide';
import { buildApp } from '@/server/app';
import { recomputeCostGuides } from '@/server/modules/cost-guides/recompute-repository';
import { seedDemoData } from '@/server/seed/demo';
import {
  eachPriced,
  fixed,
  hourly,
  pricedRequest,
  range,
  sendEstimate,
  tradeBusinesses,
  type Price,
} from '../support/cost-guides';
import type { Business } from '../support/reputation';
import { createBuiltApp, createTestApp, type TestApp } from '../support/test-app';
import { until } from '../support/waiting';

/** Issue 21, point 4: cost guides from the estimates sent on QuoteLocal (docs/decisions/046). */

let t: TestApp;
beforeAll(async () => {
  t = await createBuiltApp();
});
afterAll(async () => t.close());

const guide = (slug: string, query = '') => t.agent().get(`/api/cost-guides/${slug}${query}`);

/** `counts[i]` estimates by business i, one request each, at the given prices in turn. */
function spread(
  businesses: Business[],
  counts: number[],
  dollars: number[],
): Array<[Business, Price]> {
  let next = 0;
  return businesses.flatMap((b, i) =>
    Array.from({ length: counts[i] ?? 0 }, () => [b, fixed(dollars[next++]!)] as [Business, Price]),
  );
}

const TEN_PRICES = [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000];

describe('the thresholds', () => {
  it('publishes a guide from 10 estimates by 3 businesses, not from 9', async () => {
    const [a, b, c] = await tradeBusinesses(t, 'junk-removal', 3);
    await eachPriced(t, spread([a!, b!, c!], [4, 3, 2], TEN_PRICES));
    await recomputeCostGuides(t.app.db);
    const nine = await guide('junk-removal');
    expect(nine.statusCode).toBe(404);
    expect(nine.json().error).toBe(NO_COST_GUIDE);

    await eachPriced(t, [[c!, fixed(1000)]]);
    await recomputeCostGuides(t.app.db);
    const ten = await guide('junk-removal');
    expect(ten.statusCode).toBe(200);
    expect(ten.json()).toMatchObject({
      category: { slug: 'junk-removal' },
      state: null,
      figures: [{ unit: 'job', estimates: 10, companies: 3 }],
    });
  });

  it('publishes none from 10 estimates by only 2 businesses', async () => {
    const [a, b] = await tradeBusinesses(t, 'moving-services', 2);
    await eachPriced(t, spread([a!, b!], [5, 5], TEN_PRICES));
    await recomputeCostGuides(t.app.db);
    expect((await guide('moving-services')).statusCode).toBe(404);
  });
});

describe('the figures', () => {
  it("counts each conversation's latest estimate, a range by its midpoint, hourly rates per hour", async () => {
    const [a, b, c] = await tradeBusinesses(t, 'painting-finishing', 3);
    // Per job: $100 … $800 fixed, $850–$950 (midpoint $900), and $1,000 revised from $50,000.
    const job: Array<[Business, Price]> = [
      ...spread([a!, b!, c!], [3, 3, 2], TEN_PRICES.slice(0, 8)),
      [c!, range(850, 950)],
    ];
    await eachPriced(t, job);
    const { quoteId } = await pricedRequest(t, [[a!, fixed(50_000)]]);
    await sendEstimate(a!, quoteId, fixed(1000));
    // Per hour: $50, $60 … $140, from the three businesses in turn.
    await eachPriced(
      t,
      [50, 60, 70, 80, 90, 100, 110, 120, 130, 140].map((d, i) => [
        [a!, b!, c!][i % 3]!,
        hourly(d),
      ]),
    );
    await recomputeCostGuides(t.app.db);

    const body = (await guide('painting-finishing')).json();
    expect(body.figures.map((f: { unit: string }) => f.unit)).toEqual(['job', 'hour']);
    const [perJob, perHour] = body.figures;
    // percentile_cont over $100 … $900, $1,000: 25th $325, median $550, 75th $775.
    expect(perJob).toMatchObject({
      estimates: 10,
      companies: 3,
      p25Cents: 32_500,
      medianCents: 55_000,
      p75Cents: 77_500,
    });
    // Eight bands from the 5th percentile ($145) to the 95th: $955 with the range's midpoint
    // ($932.50 had it counted as its low end, $977.50 as its high end); the prices beyond are
    // tails of their own ($100 below, $1,000 above), not counted in the end bands.
    expect(perJob.histogram).toHaveLength(10);
    expect(perJob.histogram[0]).toEqual({
      fromCents: 10_000,
      toCents: 14_500,
      count: 1,
      tail: 'below',
    });
    expect(perJob.histogram[1]).toMatchObject({ fromCents: 14_500, count: 1 });
    expect(perJob.histogram[1].tail).toBeUndefined();
    expect(perJob.histogram[8]).toMatchObject({ toCents: 95_500, count: 1 });
    expect(perJob.histogram[9]).toEqual({
      fromCents: 95_500,
      toCents: 100_000,
      count: 1,
      tail: 'above',
    });
    expect(perJob.histogram.reduce((n: number, b: { count: number }) => n + b.count, 0)).toBe(10);
    expect(perHour).toMatchObject({ estimates: 10, companies: 3, medianCents: 9500 });
  });
});

describe('guides by state', () => {
  it("groups by the job ZIP's state; a ZIP without a guide of its own gets the national one", async () => {
    const texans = await tradeBusinesses(t, 'roofing-gutters', 3, '75201');
    const [californian] = await tradeBusinesses(t, 'roofing-gutters', 1);
    await eachPriced(t, spread(texans, [4, 3, 3], TEN_PRICES), '75201');
    await eachPriced(t, spread([californian!, texans[0]!], [3, 2], TEN_PRICES), '94110');
    await recomputeCostGuides(t.app.db);

    const national = (await guide('roofing-gutters')).json();
    expect(national).toMatchObject({ state: null, states: ['TX'] });
    expect(national.figures[0]).toMatchObject({ estimates: 15, companies: 4 });
    const texas = await guide('roofing-gutters', '?state=tx');
    expect(texas.json()).toMatchObject({ state: 'TX', figures: [{ estimates: 10, companies: 3 }] });
    expect((await guide('roofing-gutters', '?state=CA')).statusCode).toBe(404);

    // The quote page's question: a job's ZIP.
    expect((await guide('roofing-gutters', '?zip=75201')).json().state).toBe('TX');
    expect((await guide('roofing-gutters', '?zip=94110')).json().state).toBeNull();
  });

  it('refuses a state that is no state code, and a state with a ZIP', async () => {
    expect((await guide('roofing-gutters', '?state=Texas')).statusCode).toBe(400);
    expect((await guide('roofing-gutters', '?state=TX&zip=75201')).statusCode).toBe(400);
    expect((await guide('no-such-trade')).statusCode).toBe(404);
  });
});

describe('the pages and the sitemap', () => {
  it('renders the guide on the server, with its figures, chart and links', async () => {
    const page = await t.agent().get('/cost/roofing-gutters');
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<title>Roofing &amp; Gutters cost \| QuoteLocal<\/title>/);
    expect(page.body).toContain('What does a Roofing &amp; Gutters job cost?');
    expect(page.body).toContain('Based on 15 estimates from 4 pros on QuoteLocal');
    expect(page.body).toContain('data-testid="price-chart"');
    expect(page.body).toContain('href="/cost/roofing-gutters/tx"');
    expect(page.body).toContain('href="/categories/roofing-gutters"');

    const texas = await t.agent().get('/cost/roofing-gutters/tx');
    expect(texas.statusCode).toBe(200);
    expect(texas.body).toContain('What does a Roofing &amp; Gutters job cost in Texas?');
    expect(texas.body).toContain('Based on 10 estimates from 3 pros on QuoteLocal');

    for (const missing of ['/cost/moving-services', '/cost/roofing-gutters/ca']) {
      const answer = await t.agent().get(missing);
      expect(answer.statusCode, missing).toBe(404);
      expect(answer.body, missing).toContain(NO_COST_GUIDE);
    }
  });

  it('moves a state written in capitals to its lower-case address, for good', async () => {
    for (const [from, to] of [
      ['/cost/roofing-gutters/TX', '/cost/roofing-gutters/tx'],
      ['/cost/roofing-gutters/Tx?ref=mail', '/cost/roofing-gutters/tx?ref=mail'],
      ['/cost/moving-services/CA', '/cost/moving-services/ca'],
    ]) {
      const answer = await t.agent().get(from!);
      expect(answer.statusCode, from).toBe(301);
      expect(answer.headers.location, from).toBe(to);
    }
  });

  it('links the guide from its category page', async () => {
    const page = await t.agent().get('/categories/roofing-gutters');
    expect(page.body).toContain('href="/cost/roofing-gutters"');
    const none = await t.agent().get('/categories/moving-services');
    expect(none.body).not.toContain('href="/cost/moving-services"');
  });

  it('lists only the guides that exist in the sitemap', async () => {
    const index = await t.agent().get('/sitemap.xml');
    expect(index.body).toContain('/sitemaps/cost-guides.xml');
    const file = await t.agent().get('/sitemaps/cost-guides.xml');
    expect(file.statusCode).toBe(200);
    const urls = [...file.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(urls).toEqual(
      expect.arrayContaining([
        'http://localhost:5000/cost/junk-removal',
        'http://localhost:5000/cost/roofing-gutters',
        'http://localhost:5000/cost/roofing-gutters/tx',
      ]),
    );
    expect(urls.filter((u) => u?.includes('moving-services'))).toEqual([]);

    await t.app.db.execute(sql`DELETE FROM cost_guide_stats`);
    expect((await t.agent().get('/sitemap.xml')).body).not.toContain('cost-guides.xml');
    expect((await t.agent().get('/sitemaps/cost-guides.xml')).statusCode).toBe(404);
    await recomputeCostGuides(t.app.db);
  });
});

describe('the job', () => {
  it('runs when a node starts on a database without guides', async () => {
    await t.app.db.execute(sql`DELETE FROM cost_guide_stats`);
    const node = await buildApp({ config: t.config, databaseUrl: t.databaseUrl });
    try {
      await until(async () => (await guide('roofing-gutters')).statusCode === 200, 10_000);
    } finally {
      await node.close();
    }
  });
});

describe('the demo', () => {
  it('seeds enough estimates for two national guides and one by state', async () => {
    const demo = await createTestApp();
    try {
      expect((await seedDemoData(demo.app.db, demo.app.storage)).created).toBe(true);
      await recomputeCostGuides(demo.app.db);
      const { rows } = await demo.app.db.execute<{ national: number; states: number }>(sql`
        SELECT count(*) FILTER (WHERE state = '')::int AS national,
               count(*) FILTER (WHERE state <> '')::int AS states
        FROM cost_guide_stats WHERE unit = 'job'`);
      expect(rows[0]!.national).toBeGreaterThanOrEqual(2);
      expect(rows[0]!.states).toBeGreaterThanOrEqual(1);
    } finally {
      await demo.close();
    }
  });
});
