import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../support/files';
import { loggedIn } from '../support/sessions';
import { createTestApp, type Agent, type TestApp } from '../support/test-app';

/*
 * Issue 21, service areas: a business says where it works (a radius around its ZIP or a list of
 * ZIP codes) and how many matched requests it takes; a search near a ZIP lists the businesses that
 * serve it first; "Search this area" lists the businesses inside the map's bounds.
 */

let t: TestApp;
let plumbingId: number;
beforeAll(async () => {
  t = await createTestApp();
  const categories = (await t.agent().get('/api/categories')).json();
  plumbingId = categories.find((c: { slug: string }) => c.slug === 'plumbing-services').id;
});
afterAll(async () => t.close());

const businessFields = (overrides: Record<string, string> = {}) => ({
  name: 'Harbor Plumbing',
  description: 'Leak repair and water heaters, done right the first time.',
  categoryId: String(plumbingId),
  subcategories: JSON.stringify(['plumber']),
  phone: '(415) 555-0199',
  email: 'hi@harbor.example',
  address: '1 Pier Way',
  city: 'San Francisco',
  state: 'CA',
  zip: '94103',
  ...overrides,
});

const send = (agent: Agent, method: 'POST' | 'PUT', url: string, fields: Record<string, string>) =>
  agent.request({ method, url, ...multipart(fields) });

interface Details {
  id: number;
  serviceArea: { kind: string; radiusMiles: number; zips: string[] };
  leadSettings: { pausedNewRequests: boolean; weeklyRequestCap: number | null } | null;
}

async function createBusiness(agent: Agent, overrides: Record<string, string> = {}) {
  const response = await send(agent, 'POST', '/api/companies', businessFields(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Details>();
}

describe('a business says where it works', () => {
  it('starts with a 25-mile radius and no lead limits when the request says nothing', async () => {
    const { agent } = await loggedIn(t);
    const company = await createBusiness(agent);
    expect(company.serviceArea).toEqual({ kind: 'radius', radiusMiles: 25, zips: [] });
    expect(company.leadSettings).toEqual({ pausedNewRequests: false, weeklyRequestCap: null });
  });

  it('saves a ZIP list and lead settings from the multipart form, and changes them on update', async () => {
    const { agent } = await loggedIn(t);
    const company = await createBusiness(agent, {
      serviceArea: 'zips',
      serviceZips: JSON.stringify(['94110', '94103', '94110']),
      pausedNewRequests: 'true',
      weeklyRequestCap: '7',
    });
    expect(company.serviceArea).toEqual({
      kind: 'zips',
      radiusMiles: 25,
      zips: ['94103', '94110'],
    });
    expect(company.leadSettings).toEqual({ pausedNewRequests: true, weeklyRequestCap: 7 });

    // The spec's update (no service-area fields) leaves them as they were.
    const unchanged = await send(agent, 'PUT', `/api/companies/${company.id}`, businessFields());
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(unchanged.json<Details>().serviceArea.zips).toEqual(['94103', '94110']);
    expect(unchanged.json<Details>().leadSettings?.weeklyRequestCap).toBe(7);

    const radius = await send(
      agent,
      'PUT',
      `/api/companies/${company.id}`,
      businessFields({
        serviceArea: 'radius',
        serviceRadiusMiles: '40',
        pausedNewRequests: 'false',
        weeklyRequestCap: '',
      }),
    );
    expect(radius.statusCode, radius.body).toBe(200);
    expect(radius.json<Details>().serviceArea).toEqual({
      kind: 'radius',
      radiusMiles: 40,
      zips: [],
    });
    expect(radius.json<Details>().leadSettings).toEqual({
      pausedNewRequests: false,
      weeklyRequestCap: null,
    });
  });

  it('accepts the settings as JSON too', async () => {
    const { agent } = await loggedIn(t);
    const response = await agent.post('/api/companies', {
      ...businessFields(),
      categoryId: plumbingId,
      subcategories: ['plumber'],
      serviceArea: 'zips',
      serviceZips: ['94607'],
      pausedNewRequests: false,
      weeklyRequestCap: 100,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Details>().serviceArea.zips).toEqual(['94607']);
  });

  it.each([
    [{ serviceArea: 'zips' }, 'Enter at least one 5-digit ZIP code'],
    [{ serviceArea: 'zips', serviceZips: '[]' }, 'Enter at least one 5-digit ZIP code'],
    [{ serviceArea: 'zips', serviceZips: '["9410"]' }, 'ZIP codes must be 5 digits, e.g. 94103'],
    [{ serviceArea: 'zips', serviceZips: '["00000"]' }, "We couldn't find the ZIP code 00000"],
    [{ serviceArea: 'county' }, "Service area must be 'radius' or 'zips'"],
    [{ serviceRadiusMiles: '0' }, 'Service radius must be between 1 and 100 miles'],
    [{ serviceRadiusMiles: '101' }, 'Service radius must be between 1 and 100 miles'],
    [{ serviceRadiusMiles: 'far' }, 'Service radius must be between 1 and 100 miles'],
    [{ pausedNewRequests: 'maybe' }, 'Pause new matched requests must be true or false'],
    [
      { weeklyRequestCap: '0' },
      'Weekly lead limit must be a whole number from 1 to 100, or empty for no limit',
    ],
    [
      { weeklyRequestCap: '2.5' },
      'Weekly lead limit must be a whole number from 1 to 100, or empty for no limit',
    ],
    [
      { serviceArea: 'zips', serviceZips: JSON.stringify(Array(201).fill('94103')) },
      'Enter at most 200 ZIP codes',
    ],
  ])('refuses %j with a clear message and saves nothing', async (overrides, message) => {
    const { agent } = await loggedIn(t);
    const company = await createBusiness(agent);
    const created = await send(agent, 'POST', '/api/companies', businessFields(overrides));
    expect(created.statusCode).toBe(400);
    expect(created.json().error).toBe(message);
    const updated = await send(
      agent,
      'PUT',
      `/api/companies/${company.id}`,
      businessFields({ name: 'Renamed', ...overrides }),
    );
    expect(updated.statusCode).toBe(400);
    expect(updated.json().error).toBe(message);
    const after = (await agent.get(`/api/companies/${company.id}`)).json();
    expect(after.name).toBe('Harbor Plumbing');
    expect(after.serviceArea).toEqual({ kind: 'radius', radiusMiles: 25, zips: [] });
  });

  it('shows the area to everyone and the lead settings to the owner only', async () => {
    const { agent: owner } = await loggedIn(t);
    const company = await createBusiness(owner, {
      serviceArea: 'zips',
      serviceZips: '["94103"]',
      weeklyRequestCap: '3',
    });
    const { agent: stranger } = await loggedIn(t);
    for (const viewer of [t.agent(), stranger]) {
      const details = (await viewer.get(`/api/companies/${company.id}`)).json<Details>();
      expect(details.serviceArea).toEqual({ kind: 'zips', radiusMiles: 25, zips: ['94103'] });
      expect(details.leadSettings).toBeNull();
    }
    const own = (await owner.get(`/api/companies/${company.id}`)).json<Details>();
    expect(own.leadSettings).toEqual({ pausedNewRequests: false, weeklyRequestCap: 3 });
  });
});

interface Summary {
  id: number;
  name: string;
  distance: number | null;
  servesLocation: boolean | null;
  latitude: number | null;
  longitude: number | null;
}
interface SearchBody {
  results: Summary[];
  pagination: { total: number };
  location: { zip: string } | null;
}

describe('searching by service area and by map area', () => {
  /*
   * Roofers around San Francisco (94103). Distances from 94103: Oakland 94607 ~8 mi, San Jose
   * 95112 ~42 mi, Sacramento 95814 ~75 mi, Los Angeles 90012 ~350 mi.
   */
  const roofers: Record<string, number> = {};
  const roof = async (name: string, zip: string, area: Record<string, string>) => {
    const { agent } = await loggedIn(t);
    const company = await createBusiness(agent, {
      name,
      zip,
      categoryId: String(roofingId),
      subcategories: JSON.stringify([roofingSubcategory]),
      ...area,
    });
    roofers[name] = company.id;
  };
  let roofingId: number;
  let roofingSubcategory: string;

  beforeAll(async () => {
    const categories = (await t.agent().get('/api/categories/with-subcategories')).json();
    const roofing = categories.find((c: { slug: string }) => c.slug === 'roofing-gutters');
    roofingId = roofing.id;
    roofingSubcategory = roofing.subcategories[0].slug;
    await roof('City Roofs', '94103', { serviceArea: 'radius', serviceRadiusMiles: '25' });
    await roof('Valley Roofs', '95112', { serviceArea: 'radius', serviceRadiusMiles: '5' });
    await roof('Statewide Roofs', '95814', { serviceArea: 'radius', serviceRadiusMiles: '100' });
    await roof('Capitol Roofs', '95814', { serviceArea: 'radius', serviceRadiusMiles: '10' });
    await roof('Southern Roofs', '90012', { serviceArea: 'zips', serviceZips: '["94103"]' });
    await roof('East Bay Only Roofs', '94103', { serviceArea: 'zips', serviceZips: '["94607"]' });
  });

  const search = async (query: string) => {
    const response = await t.agent().get(`/api/search?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SearchBody>();
  };
  const names = (body: SearchBody) => body.results.map((r) => [r.name, r.servesLocation]);

  it('lists the businesses serving the ZIP first, then the nearby ones outside their area', async () => {
    const body = await search('q=roofing&location=94103');
    expect(names(body)).toEqual([
      ['City Roofs', true],
      ['Statewide Roofs', true], // 75 miles away, but its 100-mile radius reaches 94103
      ['Southern Roofs', true], // 350 miles away, and it lists 94103
      ['East Bay Only Roofs', false], // at 94103, but it only works in 94607
      ['Valley Roofs', false], // 42 miles away, its 5-mile radius does not reach
    ]);
    expect(body.pagination.total).toBe(5);
    expect(body.results.map((r) => r.distance)).toEqual([
      0,
      expect.any(Number),
      expect.any(Number),
      0,
      expect.any(Number),
    ]);
    expect(body.results[2]!.distance).toBeGreaterThan(300);
    expect(body.location?.zip).toBe('94103');
  });

  it('keeps the groups across pages and under every sort', async () => {
    const first = await search('q=roofing&location=94103&limit=2&page=2');
    expect(names(first)).toEqual([
      ['Southern Roofs', true],
      ['East Bay Only Roofs', false],
    ]);
    const sorted = await search('q=roofing&location=94103&sort=topRated');
    expect(sorted.results.map((r) => r.servesLocation)).toEqual([true, true, true, false, false]);
  });

  it('finds a ZIP-list business for a ZIP it lists, and a radius one for a point in its radius', async () => {
    const oakland = await search('q=roofing&location=94607');
    const serving = oakland.results.filter((r) => r.servesLocation).map((r) => r.name);
    expect(serving.sort()).toEqual(['City Roofs', 'East Bay Only Roofs', 'Statewide Roofs']);
    expect(oakland.results.map((r) => r.name)).not.toContain('Southern Roofs');
  });

  it('gives every result its map position, and no servesLocation without a ZIP', async () => {
    const body = await search('q=roofing');
    expect(body.results).toHaveLength(6);
    for (const result of body.results) {
      expect(result.servesLocation).toBeNull();
      expect(result.latitude).toEqual(expect.any(Number));
      expect(result.longitude).toEqual(expect.any(Number));
    }
    const listing = (await t.agent().get('/api/companies/category/roofing-gutters')).json();
    expect(listing.companies[0]).toMatchObject({
      servesLocation: null,
      latitude: expect.any(Number),
    });
  });

  // The Bay Area, from south of San Jose to north of Oakland: not Sacramento, not Los Angeles.
  const bayArea = 'bounds=37.2,-122.6,38,-121.7';

  it('lists only the businesses located inside the map area', async () => {
    const body = await search(`q=roofing&${bayArea}`);
    expect(body.results.map((r) => r.name).sort()).toEqual([
      'City Roofs',
      'East Bay Only Roofs',
      'Valley Roofs',
    ]);
    expect(body.location).toBeNull();
    expect(body.results.every((r) => r.servesLocation === null && r.distance === null)).toBe(true);
  });

  it('with a ZIP, still measures from it and groups by its service areas inside the map area', async () => {
    const body = await search(`q=roofing&location=94103&${bayArea}`);
    expect(names(body)).toEqual([
      ['City Roofs', true],
      ['East Bay Only Roofs', false],
      ['Valley Roofs', false],
    ]);
    expect(body.results[2]!.distance).toBeGreaterThan(30);
    expect(body.location?.zip).toBe('94103');
  });

  it.each([
    ['abc', 'Map area must be south,west,north,east in degrees'],
    ['37,-122,38', 'Map area must be south,west,north,east in degrees'],
    ['38,-122,37,-121', 'Map area must be south,west,north,east in degrees'],
    ['10,170,20,-170', 'not across the 180th meridian'],
    ['91,-122,92,-121', 'Map area must be south,west,north,east in degrees'],
    ['1e1,-122,38,-121', 'Map area must be south,west,north,east in degrees'],
    ['20,-130,50,-60', 'Map area is too large: zoom in to at most 20 degrees across to search it'],
  ])('refuses the map area %s with a 400 saying why', async (bounds, message) => {
    const response = await t.agent().get(`/api/search?q=roofing&bounds=${bounds}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(message);
  });
});
