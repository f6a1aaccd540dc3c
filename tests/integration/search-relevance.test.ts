import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_PHRASES } from '@/server/modules/search/job-phrases';
import { CATALOGUE } from '@/server/seed/catalogue';
import { createCompany } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Issue 31, item 4: the relevance set. What people type, near a ZIP, and the trade (category
 * slug) the first result must be of. The businesses are described as the demo describes its own
 * (what they specialise in, from the catalogue's services), in San Francisco and in and around
 * New York, where no plumber works within 50 miles (the nearest are in Philadelphia) but roofers
 * who repair roof leaks do, and handymen are rated above everyone.
 */
const RELEVANCE_SET: ReadonlyArray<[query: string, zip: string, trade: string]> = [
  ['plumber', '10001', 'plumbing-services'],
  ['plumber', '94103', 'plumbing-services'],
  ['fix my toilet', '94103', 'plumbing-services'],
  ['fix my toilet', '10001', 'plumbing-services'],
  ['leaky faucet', '94103', 'plumbing-services'],
  ['clogged kitchen drain', '94103', 'plumbing-services'],
  ['no hot water', '94110', 'plumbing-services'],
  ['burst pipe', '94103', 'plumbing-services'],
  ['water heater replacement', '94107', 'plumbing-services'],
  ['roof leak', '94103', 'roofing-gutters'],
  ['roof leak', '10001', 'roofing-gutters'],
  ['gutter cleaning', '94110', 'roofing-gutters'],
  ['missing shingles', '94103', 'roofing-gutters'],
  ['outlet not working', '94103', 'electrical-services'],
  ['install ceiling fan', '94103', 'electrical-services'],
  ['ev charger for my garage', '10001', 'electrical-services'],
  ['breaker keeps tripping', '94110', 'electrical-services'],
  ['ac not cooling', '94103', 'hvac-services'],
  ['furnace making noise', '10001', 'hvac-services'],
  ['no heat in apartment', '10001', 'hvac-services'],
  ['hang shelves', '94103', 'handyman-repairs'],
  ['assemble ikea furniture', '94103', 'handyman-repairs'],
  ['squeaky door', '10001', 'handyman-repairs'],
  ['house cleaning', '94103', 'cleaning'],
  ['maid service', '10001', 'cleaning'],
  ['carpet stains', '94103', 'cleaning'],
  ['pressure washing driveway', '94110', 'cleaning'],
  ['kitchen remodel', '94103', 'renovations'],
  ['hardwood floors', '10001', 'renovations'],
  ['drywall repair', '94103', 'renovations'],
  ['interior designer', '94103', 'design-services'],
  ['architect for house plans', '10001', 'design-services'],
  ['solar panels', '94103', 'installation-services'],
  ['security cameras', '10001', 'installation-services'],
  ['haul away old couch', '94103', 'junk-removal'],
  ['dumpster rental', '10001', 'junk-removal'],
  ['mow my lawn', '94103', 'landscaping-outdoor'],
  ['tree trimming', '10001', 'landscaping-outdoor'],
  ['sprinkler repair', '94110', 'landscaping-outdoor'],
  ['car detailing', '94103', 'mobile-services'],
  ['notary', '10001', 'mobile-services'],
  ['move my piano', '94103', 'moving-services'],
  ['movers', '10001', 'moving-services'],
  ['paint my house', '94103', 'painting-finishing'],
  ['wallpaper removal', '10001', 'painting-finishing'],
  ['haircut', '94103', 'beauty'],
  ['manicure', '10001', 'beauty'],
  ['babysitter', '94103', 'care'],
  ['dog walker', '10001', 'care'],
  ['math tutor', '94110', 'care'],
];

/** The ZIPs businesses are in: spread over each city, as a real directory's would be. */
const SAN_FRANCISCO = ['94103', '94110', '94107', '94117', '94122'];
const NEW_YORK = ['10001', '10011', '10016', '11201', '07302'];
const PHILADELPHIA = ['19103', '19104'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  let n = 0;
  for (const category of CATALOGUE) {
    const services = category.subcategories.flatMap((sub) =>
      sub.services.map((service) => ({ service, sub: sub.slug })),
    );
    const places = [
      ...SAN_FRANCISCO.slice(0, 2),
      ...(category.slug === 'plumbing-services' ? PHILADELPHIA : NEW_YORK.slice(0, 2)),
    ];
    for (const [i, zip] of places.entries()) {
      n += 1;
      const first = services[i % services.length]!;
      const second = services[(i + 1) % services.length]!;
      await createCompany(t.app.db, {
        name: `${category.trade} Pros ${n}`,
        category: category.slug,
        subcategories: [...new Set([first.sub, second.sub])],
        zip,
        description: `Licensed and insured ${category.trade.toLowerCase()} business serving the area for ${5 + i} years. We specialise in ${first.service} and ${second.service}, with upfront pricing and a satisfaction guarantee.`,
        // Handymen, who fix a bit of everything, are the best rated: rating alone must not win.
        averageRating: category.slug === 'handyman-repairs' ? 5 : 3.5 + (i % 3) * 0.5,
        ratingsCount: 10 + i,
      });
    }
  }
  // More handymen around both cities, each with the words of other trades' jobs.
  for (const [i, zip] of [...SAN_FRANCISCO, ...NEW_YORK].entries()) {
    await createCompany(t.app.db, {
      name: `Fix-It Handyman ${i}`,
      category: 'handyman-repairs',
      subcategories: ['handyman', 'appliance-repair'],
      zip,
      description:
        'Handyman fixes for every room: appliance repair, furniture assembly, leaky fixtures, painting touch-ups and small electrical jobs.',
      averageRating: 5,
      ratingsCount: 40,
    });
  }
});
afterAll(async () => t.close());

describe('search relevance: the trade asked for comes first', () => {
  it('maps job phrases to every category the app seeds, and only to those', async () => {
    const categories: Array<{ slug: string }> = (await t.agent().get('/api/categories')).json();
    expect(Object.keys(JOB_PHRASES).sort()).toEqual(categories.map((c) => c.slug).sort());
  });

  it('has a query for every trade the app seeds', () => {
    const trades = new Set(RELEVANCE_SET.map(([, , trade]) => trade));
    expect([...trades].sort()).toEqual(CATALOGUE.map((c) => c.slug).sort());
    expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(40);
  });

  it.each(RELEVANCE_SET)('"%s" near %s finds %s first', async (query, zip, trade) => {
    const response = await t
      .agent()
      .get(`/api/search?${new URLSearchParams({ q: query, location: zip })}`);
    expect(response.statusCode).toBe(200);
    const top = response.json().results[0] as { category: string; name: string } | undefined;
    expect(top?.category, `first result: ${top?.name ?? 'none'}`).toBe(trade);
  });
});
