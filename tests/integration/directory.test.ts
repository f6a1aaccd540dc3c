import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshSearchDocuments } from '@/server/modules/companies/search-document-repository';
import { createCompany } from '../support/factories';
import { loggedIn } from '../support/sessions';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const search = async (query: string) => {
  const response = await t.agent().get(`/api/search?${query}`);
  return { status: response.statusCode, body: response.json() };
};
const names = (list: Array<{ name: string }>) => list.map((c) => c.name);

describe('search', () => {
  beforeAll(async () => {
    const db = t.app.db;
    await createCompany(db, {
      name: 'Mission Plumbing Pros',
      category: 'plumbing-services',
      subcategories: ['plumber'],
      zip: '94103',
      averageRating: 4,
    });
    await createCompany(db, {
      name: 'Oakland Pipe Works',
      category: 'plumbing-services',
      subcategories: ['repiping'],
      zip: '94601',
      averageRating: 4.8,
    });
    await createCompany(db, {
      name: 'Cupertino Drain Masters',
      category: 'plumbing-services',
      subcategories: ['drain-cleaning'],
      zip: '95014',
      averageRating: 5,
    });
    await createCompany(db, {
      name: 'Angeles Plumbing Co',
      category: 'plumbing-services',
      zip: '90012',
      averageRating: 3,
    });
    await createCompany(db, {
      name: 'Handy Hal',
      category: 'handyman-repairs',
      subcategories: ['handyman'],
      zip: '94103',
      description: 'Odd jobs, shelves, and small plumbing fixes too.',
      averageRating: 5,
    });
    await createCompany(db, {
      name: 'Sparky Electric',
      category: 'electrical-services',
      subcategories: ['electrician'],
      zip: '94110',
    });
    await createCompany(db, {
      name: 'Closed Plumbing Shop',
      category: 'plumbing-services',
      zip: '94103',
      isActive: false,
    });
  });

  it('ranks trade matches above a mention in the description, then by rating', async () => {
    const { body } = await search('q=plumbing');
    const found = names(body.results);
    expect(found).toContain('Handy Hal');
    expect(found.indexOf('Handy Hal')).toBe(found.length - 1);
    expect(found.slice(0, 4)).toEqual([
      'Cupertino Drain Masters',
      'Oakland Pipe Works',
      'Mission Plumbing Pros',
      'Angeles Plumbing Co',
    ]);
  });

  it('forgives typos in the trade', async () => {
    const plumbr = await search('q=plumbr');
    expect(plumbr.body.correctedQuery).toBe('plumber');
    expect(names(plumbr.body.results)).toContain('Mission Plumbing Pros');
    const electritian = await search('q=electritian');
    expect(names(electritian.body.results)).toEqual(['Sparky Electric']);
  });

  it('orders by distance within 50 miles of a ZIP and reports it', async () => {
    const { body } = await search('q=plumber&location=94103');
    // Those whose (default 25-mile) service area covers the ZIP first: the trade's companies
    // nearest first, then a handyman who mentions plumbing work; then, outside its usual area, a
    // plumber 40 miles away (issue 21).
    expect(names(body.results)).toEqual([
      'Mission Plumbing Pros',
      'Oakland Pipe Works',
      'Handy Hal',
      'Cupertino Drain Masters',
    ]);
    expect(body.results.map((r: { servesLocation: boolean }) => r.servesLocation)).toEqual([
      true,
      true,
      true,
      false,
    ]);
    const distances = body.results.map((r: { distance: number }) => r.distance);
    expect(distances[0]).toBe(0);
    expect(distances[1]).toBeGreaterThan(5);
    expect(distances[3]).toBeGreaterThan(25);
    expect(distances[3]).toBeLessThan(50);
    expect(body.location).toMatchObject({ zip: '94103', city: 'San Francisco', radiusMiles: 50 });
  });

  it('understands a ZIP typed into the text', async () => {
    const { body } = await search('q=plumber%2094103');
    expect(body.location.zip).toBe('94103');
    expect(names(body.results)[0]).toBe('Mission Plumbing Pros');
  });

  it('accepts `search` in place of `q`', async () => {
    const { body } = await search('search=electrician');
    expect(names(body.results)).toEqual(['Sparky Electric']);
  });

  it('explains an unknown or malformed ZIP', async () => {
    const unknown = await search('q=plumber&location=00000');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe(
      "We couldn't find the ZIP code 00000. Please check it and try again.",
    );
    const malformed = await search('q=plumber&location=abc');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBe('Please enter a valid 5-digit ZIP code.');
  });

  it('never shows inactive companies', async () => {
    const { body } = await search('q=closed');
    expect(body.results).toEqual([]);
    expect(body.pagination.total).toBe(0);
  });

  it('treats words that read as SQL literals as plain words', async () => {
    const { status, body } = await search('q=null');
    expect(status).toBe(200);
    expect(body.results).toEqual([]);
  });

  it('treats tsquery syntax in the text as plain words', async () => {
    const { status } = await search(`q=${encodeURIComponent("plumb:* & | ! ( ' \\")}`);
    expect(status).toBe(200);
  });

  it('leaves a word that companies use as it is, however close to a trade', async () => {
    await createCompany(t.app.db, {
      name: 'Bay Rooter Service',
      category: 'cleaning',
      zip: '94110',
      description: 'Rooter service for clogged lines.',
    });
    const rooter = await search('q=rooter');
    expect(rooter.body.correctedQuery).toBeNull();
    expect(names(rooter.body.results)).toEqual(['Bay Rooter Service']);
  });

  it('falls back to any word when all words find nothing', async () => {
    const { body } = await search('q=emergency%20electrician');
    expect(names(body.results)).toEqual(['Sparky Electric']);
  });
});

describe('pagination', () => {
  let categoryId: number;
  beforeAll(async () => {
    for (let i = 0; i < 11; i++) {
      await createCompany(t.app.db, {
        name: `Roofer ${String(i).padStart(2, '0')}`,
        category: 'roofing-gutters',
        averageRating: i / 2.5,
      });
    }
    const categories = (await t.agent().get('/api/categories')).json();
    categoryId = categories.find((c: { slug: string }) => c.slug === 'roofing-gutters').id;
  });

  it('pages nine at a time in SQL with an exact total', async () => {
    const first = await t.agent().get(`/api/categories/${categoryId}/companies`);
    expect(first.json().pagination).toEqual({
      total: 11,
      page: 1,
      limit: 9,
      totalPages: 2,
      totalCapped: false,
    });
    expect(first.json().companies).toHaveLength(9);
    const second = await t.agent().get(`/api/categories/${categoryId}/companies?page=2`);
    expect(second.json().companies).toHaveLength(2);
    const past = await t.agent().get(`/api/categories/${categoryId}/companies?page=3`);
    expect(past.json().companies).toEqual([]);
    expect(past.json().pagination.total).toBe(11);
  });

  it('refuses pages and limits out of bounds', async () => {
    for (const query of ['page=0', 'page=-1', 'page=abc', 'limit=0', 'limit=51', 'page=1001']) {
      const response = await t.agent().get(`/api/categories/${categoryId}/companies?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('counts at scale', () => {
  beforeAll(async () => {
    const first = await createCompany(t.app.db, { name: 'Hauler 0', category: 'junk-removal' });
    await t.app.db.execute(sql`
      INSERT INTO companies (owner_id, category_id, name, description, address, city, state, zip,
                             phone, email, latitude, longitude)
      SELECT owner_id, category_id, 'Hauler ' || g, description, address, city, state, zip,
             phone, email, latitude, longitude
      FROM companies, generate_series(1, 1004) g WHERE id = ${first.id}`);
    await refreshSearchDocuments(t.app.db);
  });

  it('stops counting at 1,000, says so, and pages no further', async () => {
    const listing = await t.agent().get('/api/companies/category/junk-removal?page=112');
    expect(listing.json().pagination).toEqual({
      total: 1000,
      page: 112,
      limit: 9,
      totalPages: 112,
      totalCapped: true,
    });
    expect(listing.json().companies).toHaveLength(1);
    const beyond = await t.agent().get('/api/companies/category/junk-removal?page=113');
    expect(beyond.json().companies).toEqual([]);

    const { body } = await search('q=junk');
    expect(body.pagination).toMatchObject({ total: 1000, totalCapped: true });
    expect(body.results).toHaveLength(9);
  });
});

describe('category listings', () => {
  let categoryId: number;
  beforeAll(async () => {
    const db = t.app.db;
    await createCompany(db, {
      name: 'Painter A',
      category: 'painting-finishing',
      subcategories: ['interior-painting'],
      averageRating: 4.5,
      ratingsCount: 2,
      favoritesCount: 1,
    });
    await createCompany(db, {
      name: 'Painter B',
      category: 'painting-finishing',
      subcategories: ['exterior-painting'],
      averageRating: 4,
      ratingsCount: 30,
      favoritesCount: 0,
    });
    await createCompany(db, {
      name: 'Painter C',
      category: 'painting-finishing',
      subcategories: ['interior-painting', 'wallpaper'],
      averageRating: 3,
      ratingsCount: 5,
      favoritesCount: 9,
    });
    await createCompany(db, {
      name: 'Painter Gone',
      category: 'painting-finishing',
      isActive: false,
      averageRating: 5,
    });
    const categories = (await t.agent().get('/api/categories')).json();
    categoryId = categories.find((c: { slug: string }) => c.slug === 'painting-finishing').id;
  });

  it.each([
    ['topRated', ['Painter A', 'Painter B', 'Painter C']],
    ['mostReviewed', ['Painter B', 'Painter C', 'Painter A']],
    ['favorites', ['Painter C', 'Painter A', 'Painter B']],
  ])('sorts by %s and leaves inactive companies out', async (sort, expected) => {
    const response = await t.agent().get(`/api/categories/${categoryId}/companies?sort=${sort}`);
    expect(names(response.json().companies)).toEqual(expected);
  });

  it('filters by subcategory slug', async () => {
    const response = await t
      .agent()
      .get(`/api/categories/${categoryId}/companies?subcategory=interior-painting`);
    expect(names(response.json().companies)).toEqual(['Painter A', 'Painter C']);
  });

  it('lists by category slug, with the category', async () => {
    const response = await t
      .agent()
      .get('/api/companies/category/painting-finishing?sort=mostReviewed');
    expect(response.json().category).toMatchObject({
      slug: 'painting-finishing',
      name: 'Painting & Finishing',
    });
    expect(names(response.json().companies)[0]).toBe('Painter B');
    const card = response.json().companies[0];
    expect(card).toMatchObject({
      city: 'San Francisco',
      state: 'CA',
      isActive: true,
      logo: null,
      firstImage: null,
    });
    expect(card.subcategories).toEqual([{ name: 'Exterior Painting', slug: 'exterior-painting' }]);
  });

  it('answers 404 for an unknown category', async () => {
    expect((await t.agent().get('/api/companies/category/no-such-thing')).statusCode).toBe(404);
    expect((await t.agent().get('/api/categories/99999/companies')).statusCode).toBe(404);
  });
});

describe('company details', () => {
  it('returns the company with its rating, subcategories and state', async () => {
    const company = await createCompany(t.app.db, {
      name: 'Detail Co',
      category: 'hvac-services',
      subcategories: ['ac-repair'],
      averageRating: 4.25,
      ratingsCount: 4,
      isActive: false,
    });
    const response = await t.agent().get(`/api/companies/${company.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: company.id,
      name: 'Detail Co',
      category: 'hvac-services',
      averageRating: 4.25,
      ratingsCount: 4,
      isActive: false,
      subcategories: [{ name: 'AC Repair', slug: 'ac-repair' }],
      logo: null,
      firstImage: null,
    });
    const images = await t.agent().get(`/api/companies/${company.id}/images`);
    expect(images.json()).toEqual([]);
  });

  it('answers 404 for an unknown company and 400 for a malformed id', async () => {
    expect((await t.agent().get('/api/companies/999999')).statusCode).toBe(404);
    expect((await t.agent().get('/api/companies/999999')).json().error).toBe('Company not found');
    for (const id of ['abc', '1.5', '-3', '0', '99999999999']) {
      expect((await t.agent().get(`/api/companies/${id}`)).statusCode, id).toBe(400);
    }
    expect((await t.agent().get('/api/companies/999999/images')).statusCode).toBe(404);
  });
});

describe('favourites', () => {
  it('are for signed-in users only', async () => {
    const company = await createCompany(t.app.db);
    expect((await t.agent().get('/api/favorites')).statusCode).toBe(401);
    expect((await t.agent().post(`/api/favorites/${company.id}`)).statusCode).toBe(401);
    expect((await t.agent().get('/api/search?favorites=true')).statusCode).toBe(401);
  });

  it('add once, count once, filter lists and remove', async () => {
    const { agent } = await loggedIn(t);
    const liked = await createCompany(t.app.db, {
      name: 'Liked Lawn Care',
      category: 'landscaping-outdoor',
    });
    await createCompany(t.app.db, {
      name: 'Other Lawn Care',
      category: 'landscaping-outdoor',
    });

    expect((await agent.post(`/api/favorites/${liked.id}`)).json()).toEqual({
      companyIds: [liked.id],
    });
    await agent.post(`/api/favorites/${liked.id}`);
    expect((await agent.get('/api/favorites')).json()).toEqual({ companyIds: [liked.id] });
    expect((await agent.get(`/api/companies/${liked.id}`)).json().favoritesCount).toBe(1);

    const filtered = await agent.get('/api/search?q=lawn&favorites=true');
    expect(names(filtered.json().results)).toEqual(['Liked Lawn Care']);
    const listing = await agent.get('/api/companies/category/landscaping-outdoor?favorites=true');
    expect(names(listing.json().companies)).toEqual(['Liked Lawn Care']);
    const everything = await agent.get('/api/search?q=lawn');
    expect(names(everything.json().results)).toEqual(
      expect.arrayContaining(['Liked Lawn Care', 'Other Lawn Care']),
    );

    expect(
      (await agent.request({ method: 'DELETE', url: `/api/favorites/${liked.id}` })).json(),
    ).toEqual({ companyIds: [] });
    expect((await agent.get(`/api/companies/${liked.id}`)).json().favoritesCount).toBe(0);
  });

  it('answers 404 for an unknown company', async () => {
    const { agent } = await loggedIn(t);
    expect((await agent.post('/api/favorites/999999')).statusCode).toBe(404);
  });
});
