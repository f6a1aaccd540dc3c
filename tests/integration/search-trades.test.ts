import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Issue 31, item 4: a search for a trade finds that trade, farther away if it must (and says so);
 * a job's words find its trade; a category page lists near a ZIP through the search.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  // New York: a roofer who repairs roof leaks (so it "mentions" plumbing), no plumber.
  await createCompany(db, {
    name: 'Chelsea Roofing',
    category: 'roofing-gutters',
    subcategories: ['roof-repair'],
    zip: '10001',
    description: 'We specialise in roof leak repair and shingle replacement.',
    averageRating: 5,
  });
  // The nearest plumbers, in Philadelphia (79 and 83 miles away), the farther one better rated.
  await createCompany(db, {
    name: 'Center City Plumbing',
    category: 'plumbing-services',
    subcategories: ['plumber'],
    zip: '19103',
    averageRating: 5,
  });
  await createCompany(db, {
    name: 'Germantown Drains',
    category: 'plumbing-services',
    subcategories: ['drain-cleaning'],
    zip: '19144',
    averageRating: 3,
  });
  // San Francisco: plumbers, and a handyman rated above them who fixes a bit of everything.
  await createCompany(db, {
    name: 'Mission Plumbing Pros',
    category: 'plumbing-services',
    subcategories: ['plumber'],
    zip: '94110',
    averageRating: 4,
  });
  await createCompany(db, {
    name: 'Bayview Plumbing & Drain',
    category: 'plumbing-services',
    subcategories: ['drain-cleaning'],
    zip: '94124',
    averageRating: 4.5,
  });
  await createCompany(db, {
    name: 'Handy Hal',
    category: 'handyman-repairs',
    subcategories: ['handyman'],
    zip: '94103',
    description: 'Handyman fixes: leaky fixtures, toilets, shelves and small plumbing jobs.',
    averageRating: 5,
  });
});
afterAll(async () => t.close());

const search = async (query: Record<string, string>) => {
  const response = await t.agent().get(`/api/search?${new URLSearchParams(query)}`);
  return { status: response.statusCode, body: response.json() };
};
const names = (body: { results: Array<{ name: string }> }) => body.results.map((c) => c.name);

describe('a search for a trade with none of it near the ZIP', () => {
  it('widens the radius to the nearest of the trade and says so', async () => {
    const { body } = await search({ q: 'plumber', location: '10001' });
    expect(body.notice).toBe('No plumbers within 50 miles of 10001; showing the nearest');
    expect(body.location).toMatchObject({ zip: '10001', radiusMiles: 100 });
    // In the request's language (issue 33): Spanish for a Spanish page.
    const spanish = await t
      .agent()
      .get('/api/search?q=plumber&location=10001', { 'accept-language': 'es' });
    expect(spanish.json().notice).toBe(
      'No hay plomeros a menos de 50 millas de 10001; se muestran los más cercanos',
    );
    // The trade first, nearest first; the roofer who mentions leaks (and serves 10001) after them.
    expect(names(body)).toEqual(['Germantown Drains', 'Center City Plumbing', 'Chelsea Roofing']);
    expect(body.results[0].distance).toBeGreaterThan(50);
  });

  it('says the same for the words of one of its jobs', async () => {
    const { body } = await search({ q: 'fix my toilet', location: '10001' });
    expect(body.notice).toBe('No plumbers within 50 miles of 10001; showing the nearest');
    expect(body.results[0].category).toBe('plumbing-services');
  });

  it('keeps the radius, and says nothing, when the trade is near', async () => {
    const { body } = await search({ q: 'plumber', location: '94103' });
    expect(body.notice).toBeNull();
    expect(body.location.radiusMiles).toBe(50);
    expect(names(body).slice(0, 2)).toEqual(['Mission Plumbing Pros', 'Bayview Plumbing & Drain']);
  });

  it('keeps a map area as it is', async () => {
    const { body } = await search({
      q: 'plumber',
      location: '10001',
      bounds: '40.6,-74.1,40.9,-73.8',
    });
    expect(body.notice).toBeNull();
    expect(names(body)).toEqual(['Chelsea Roofing']);
  });
});

describe('words that describe a job', () => {
  it('list its trade first, above better-rated businesses that mention the words', async () => {
    const { body } = await search({ q: 'fix my toilet', location: '94103' });
    expect(names(body)).toEqual(['Mission Plumbing Pros', 'Bayview Plumbing & Drain', 'Handy Hal']);
  });

  it("find businesses by their text when the job's trade has none", async () => {
    await createCompany(t.app.db, {
      name: 'Sunset Senior Helpers',
      category: 'care',
      zip: '94122',
      description: 'In-home senior care; our staff also offer notary services at home.',
    });
    // "notary" is a mobile service's job: none is listed, so the words are looked up as text.
    const { body } = await search({ q: 'notary', location: '94103' });
    expect(names(body)).toEqual(['Sunset Senior Helpers']);
  });

  it('still find a business by its name first', async () => {
    const { body } = await search({ q: 'Bayview Plumbing & Drain', location: '94103' });
    expect(names(body)[0]).toBe('Bayview Plumbing & Drain');
  });
});

describe("a category's businesses near a ZIP (the search's `category`)", () => {
  it('lists only the category, nearest first, widened as a search is', async () => {
    const { body } = await search({ category: 'plumbing-services', location: '94103' });
    expect(names(body)).toEqual(['Mission Plumbing Pros', 'Bayview Plumbing & Drain']);
    const far = await search({ category: 'plumbing-services', location: '10001' });
    expect(names(far.body)).toEqual(['Germantown Drains', 'Center City Plumbing']);
    expect(far.body.notice).toBe('No plumbers within 50 miles of 10001; showing the nearest');
  });

  it('narrows to a subcategory and sorts as asked', async () => {
    const drains = await search({
      category: 'plumbing-services',
      subcategory: 'drain-cleaning',
      location: '10001',
    });
    expect(names(drains.body)).toEqual(['Germantown Drains']);
    const rated = await search({
      category: 'plumbing-services',
      location: '10001',
      sort: 'topRated',
    });
    expect(names(rated.body)).toEqual(['Center City Plumbing', 'Germantown Drains']);
  });

  it('answers 404 for an unknown category', async () => {
    const { status, body } = await search({ category: 'no-such-trade', location: '94103' });
    expect(status).toBe(404);
    expect(body.error).toBe('Category not found');
  });
});
