import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../support/factories';
import { createBuiltApp, type TestApp } from '../support/test-app';

/**
 * Pages that browsers and search engines can trust (docs/decisions/010): each page's own title
 * and description in the served HTML, 404 for what does not exist, structured data on company
 * pages. robots.txt and the sitemaps: site-files.test.ts.
 */

const APP_URL = 'http://localhost:5000';

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The page's head as a browser reads it: exactly one title and one description. */
function head(html: string): { title: string; description: string } {
  const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)];
  const descriptions = [...html.matchAll(/<meta name="description" content="([^"]*)"/g)];
  expect(titles).toHaveLength(1);
  expect(descriptions).toHaveLength(1);
  return { title: decode(titles[0]![1]!), description: decode(descriptions[0]![1]!) };
}

const scripts = (html: string) => html.match(/<script\b[^>]*>/g) ?? [];

/** The page's JSON-LD blocks, parsed. */
function structuredData(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!),
  );
}

describe('rendered pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createBuiltApp();
  });
  afterAll(async () => t.close());

  it('each have their own title and description in the served HTML', async () => {
    const company = await createCompany(t.app.db, {
      name: 'Bayview Plumbing',
      zip: '94103',
      description: 'Leaks, drains and water heaters fixed the same week by licensed plumbers.',
      averageRating: 4.66,
      ratingsCount: 12,
    });
    const pages: Array<[url: string, title: string, description: RegExp]> = [
      ['/', 'Find the right pro for your project | QuoteLocal', /request quotes/],
      [
        '/categories/plumbing-services',
        'Plumbing Services Businesses | QuoteLocal',
        /^Find local Plumbing Services businesses/,
      ],
      [
        `/companies/${company.id}?from=search`,
        'Bayview Plumbing – San Francisco, CA | QuoteLocal',
        /^Bayview Plumbing in San Francisco, CA: Plumbing Services\. Rated 4\.7 from 12 reviews\. Leaks/,
      ],
      [
        '/search?q=plumber&location=94103',
        '“plumber” near 94103 | QuoteLocal',
        /^Local businesses for “plumber” near 94103/,
      ],
      ['/search?q=plumber', 'Results for “plumber” | QuoteLocal', /“plumber”/],
      ['/about', 'About Us | QuoteLocal', /mission/],
      // Issue 33: the same pages in Spanish, the category named in Spanish (its stored name_es).
      [
        '/es/categories/plumbing-services',
        'Servicios de plomería: negocios | QuoteLocal',
        /^Servicios de plomería: encuentra negocios cerca de ti, compara valoraciones/,
      ],
      [
        `/es/companies/${company.id}`,
        'Bayview Plumbing – San Francisco, CA | QuoteLocal',
        /^Bayview Plumbing en San Francisco, CA: Servicios de plomería\. Valoración de 4\.7 con 12 reseñas\. Leaks/,
      ],
    ];
    for (const [url, title, description] of pages) {
      const page = await t.agent().get(url);
      expect(page.statusCode, url).toBe(200);
      expect(head(page.body).title, url).toBe(title);
      expect(head(page.body).description, url).toMatch(description);
      expect(head(page.body).description.length, url).toBeLessThanOrEqual(160);
    }
  });

  it('escape what businesses and searchers write in the head', async () => {
    const name = 'Evil </title><script>alert(1)</script> & "Sons"';
    const company = await createCompany(t.app.db, { name });
    const page = await t.agent().get(`/companies/${company.id}`);
    expect(page.statusCode).toBe(200);
    expect(head(page.body).title).toBe(`${name} – San Francisco, CA | QuoteLocal`);
    expect(head(page.body).description).toContain(name);
    // The boot script, the JSON-LD block and the query cache: nothing the name opened.
    expect(scripts(page.body)).toEqual([
      expect.stringContaining('src="/boot.js"'),
      `<script type="application/ld+json" data-page="/companies/${company.id}">`,
      '<script type="application/json" id="server-state">',
    ]);
    expect(page.body).not.toContain('<script>alert(1)');
    expect(structuredData(page.body)[0]).toMatchObject({ name });

    const search = await t.agent().get(`/search?q=${encodeURIComponent('"><script>x</script>')}`);
    expect(head(search.body).title).toBe('Results for “"><script>x</script>” | QuoteLocal');
    expect(search.body).not.toContain('<script>x');
  });

  it('answer 404 with the not-found page for a company, category or address that does not exist', async () => {
    const cases: Array<[url: string, text: string, title: string]> = [
      ['/companies/999999', 'Company Not Found', 'Company Not Found | QuoteLocal'],
      ['/companies/not-a-number', 'Company Not Found', 'Company Not Found | QuoteLocal'],
      ['/categories/no-such-trade', 'Category Not Found', 'Category Not Found | QuoteLocal'],
      ['/no/such/page', '404 Page Not Found', '404 Page Not Found | QuoteLocal'],
      ['/companies/1/photos', '404 Page Not Found', '404 Page Not Found | QuoteLocal'],
    ];
    for (const [url, text, title] of cases) {
      const page = await t.agent().get(url);
      expect(page.statusCode, url).toBe(404);
      expect(page.headers['content-type'], url).toMatch(/text\/html/);
      expect(page.body, url).toMatch(new RegExp(`<h[12][^>]*>${text}</h[12]>`));
      expect(head(page.body).title, url).toBe(title);
      // Rendered, with the data the browser hydrates the same not-found state from.
      expect(page.body, url).toContain('id="server-state"');
      expect(structuredData(page.body), url).toEqual([]);
    }
    const missing = await t.agent().get('/companies/999999');
    const state = /<script type="application\/json" id="server-state">([^<]*)<\/script>/.exec(
      missing.body,
    );
    const { queries } = JSON.parse(state![1]!) as {
      queries: Array<{ queryKey: unknown[]; state: unknown }>;
    };
    const company = queries.find((q) => q.queryKey.join('/') === 'companies/999999');
    expect(company?.state).toMatchObject({ status: 'success', data: null });
  });

  it('describe a company as a LocalBusiness, with its rating only once it has one', async () => {
    const rated = await createCompany(t.app.db, {
      name: 'Mission Drains',
      zip: '94103',
      averageRating: 4.25,
      ratingsCount: 3,
    });
    const [data] = structuredData((await t.agent().get(`/companies/${rated.id}`)).body);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      '@id': `${APP_URL}/companies/${rated.id}`,
      url: `${APP_URL}/companies/${rated.id}`,
      name: 'Mission Drains',
      description: 'A dependable local business with fair prices.',
      telephone: '(415) 555-0100',
      email: 'hello@company.example',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '100 Main St',
        addressLocality: 'San Francisco',
        addressRegion: 'CA',
        postalCode: '94103',
        addressCountry: 'US',
      },
      geo: {
        '@type': 'GeoCoordinates',
        latitude: expect.any(Number),
        longitude: expect.any(Number),
      },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.3,
        reviewCount: 3,
        bestRating: 5,
        worstRating: 0.5,
      },
    });

    const unrated = await createCompany(t.app.db, { name: 'Brand New Pipes' });
    const [fresh] = structuredData((await t.agent().get(`/companies/${unrated.id}`)).body);
    expect(fresh).toMatchObject({ '@type': 'LocalBusiness', name: 'Brand New Pipes' });
    expect(fresh).not.toHaveProperty('aggregateRating');

    // Only company pages carry it.
    expect(structuredData((await t.agent().get('/')).body)).toEqual([]);
  });

  it('keep JSON-LD a data block that nothing written can end', async () => {
    const name = 'Breakout </script><script>alert(3)</script><!-- Co';
    const company = await createCompany(t.app.db, { name });
    const page = await t.agent().get(`/companies/${company.id}`);
    const block = /<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(page.body);
    expect(block?.[1]).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(block![1]!)).toMatchObject({ name });
    // The policy that forbids inline scripts stays as it is: a data block is not one.
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
