import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, subcategories } from '@/server/db/schema';
import { createCompany, createUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The files crawlers read at the site's root (docs/decisions/075): robots.txt, and the sitemap
 * index with its files of categories and of active companies, at most the limit each.
 */

const APP_URL = 'http://localhost:5000';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

describe('robots.txt', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('keeps crawlers to the public pages and names the sitemap by its absolute address', async () => {
    const robots = await t.agent().get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = robots.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/api/', '/profile', '/quotes', '/vendorquotes', '/business/', '/admin']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain('Allow: /api/objects/');
    expect(
      lines.filter((l) => /^Disallow: \/(companies|categories|search|about)?$/.test(l)),
    ).toEqual([]);
    expect(lines).toContain(`Sitemap: ${APP_URL}/sitemap.xml`);
  });
});

describe('sitemaps', () => {
  const PER_FILE = 1500;
  let t: TestApp;
  let activeIds: number[];

  beforeAll(async () => {
    t = await createTestApp({ sitemapUrlsPerFile: PER_FILE });
    const owner = await createUser(t.app.db);
    const [category] = await t.app.db.select().from(categories).limit(1);
    // 4,000 companies, cheaply: every third inactive, and none active in the second file's range.
    await t.app.db.execute(sql`
      INSERT INTO companies (owner_id, category_id, name, description, address, city, state, zip,
                             phone, email, is_active, updated_at)
      SELECT ${owner.id}, ${category!.id}, 'Bulk ' || n, 'A business made in bulk.', '1 Main St',
             'San Francisco', 'CA', '94103', '(415) 555-0100', 'bulk@example.com',
             n % 3 <> 0, timestamptz '2026-01-02 03:04:05+00' + n * interval '1 second'
      FROM generate_series(1, 4000) AS n`);
    await t.app.db.execute(
      sql`UPDATE companies SET is_active = false WHERE id BETWEEN ${PER_FILE + 1} AND ${2 * PER_FILE}`,
    );
    const rows = await t.app.db.execute<{ id: number }>(
      sql`SELECT id FROM companies WHERE is_active ORDER BY id`,
    );
    activeIds = rows.rows.map((r) => Number(r.id));
  });
  afterAll(async () => t.close());

  it('are an index of the categories file and one file per range of active companies', async () => {
    const index = await t.agent().get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
    const maxId = Math.max(...activeIds);
    const expectedFiles = [...new Set(activeIds.map((id) => Math.ceil(id / PER_FILE)))];
    expect(expectedFiles.length).toBeGreaterThan(1);
    expect(locs(index.body)).toEqual([
      `${APP_URL}/sitemaps/categories.xml`,
      ...expectedFiles.map((n) => `${APP_URL}/sitemaps/companies-${n}.xml`),
      // Issue 33: the same files for the Spanish addresses.
      `${APP_URL}/sitemaps/categories.es.xml`,
      ...expectedFiles.map((n) => `${APP_URL}/sitemaps/companies-${n}.es.xml`),
    ]);
    expect(maxId).toBeGreaterThan(2 * PER_FILE);
  });

  it('list every active company once, in files of at most the limit, with lastmod', async () => {
    const index = await t.agent().get('/sitemap.xml');
    const listed: number[] = [];
    const english = locs(index.body).filter((l) => /\/companies-\d+\.xml$/.test(l));
    for (const file of english) {
      const response = await t.agent().get(file.replace(APP_URL, ''));
      expect(response.statusCode, file).toBe(200);
      expect(response.body).toMatch(/<\/urlset>\n$/);
      const urls = locs(response.body);
      expect(urls.length, file).toBeGreaterThan(0);
      expect(urls.length, file).toBeLessThanOrEqual(PER_FILE);
      for (const url of urls) {
        const match = new RegExp(`^${APP_URL}/companies/(\\d+)$`).exec(url);
        expect(match, url).not.toBeNull();
        listed.push(Number(match![1]));
      }
      const lastmods = [...response.body.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)].map((m) => m[1]);
      expect(lastmods).toHaveLength(urls.length);
      expect(lastmods[0]).toMatch(/^2026-01-02T0\d:\d\d:\d\d\.000Z$/);
    }
    // More than one batch of rows per file, all of them, in order, and only the active ones.
    expect(listed).toEqual(activeIds);
  });

  it('answer 404 for a file with no active company or a name that is none', async () => {
    expect(activeIds.filter((id) => Math.ceil(id / PER_FILE) === 2)).toEqual([]);
    for (const file of [
      'companies-2.xml', // its range holds only inactive companies
      'companies-99.xml',
      'companies-0.xml',
      'companies-01.xml',
      'companies-99999999999.xml',
      'other.xml',
    ]) {
      expect((await t.agent().get(`/sitemaps/${file}`)).statusCode, file).toBe(404);
    }
  });

  it('list every Spanish address beside the English one, with hreflang alternates; English files unchanged', async () => {
    const index = await t.agent().get('/sitemap.xml');
    const spanish = locs(index.body).filter((l) => l.endsWith('.es.xml'));
    const listed: number[] = [];
    for (const file of spanish.filter((l) => l.includes('/companies-'))) {
      const response = await t.agent().get(file.replace(APP_URL, ''));
      expect(response.statusCode, file).toBe(200);
      expect(response.body).toMatch(
        /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">\n/,
      );
      for (const url of locs(response.body)) {
        const match = new RegExp(`^${APP_URL}/es/companies/(\\d+)$`).exec(url);
        expect(match, url).not.toBeNull();
        listed.push(Number(match![1]));
      }
    }
    expect(listed).toEqual(activeIds);
    const first = await t.agent().get('/sitemaps/companies-1.es.xml');
    const id = activeIds[0];
    expect(first.body).toContain(
      `<url><loc>${APP_URL}/es/companies/${id}</loc><lastmod>2026-01-02T03:04:06.000Z</lastmod>` +
        `<xhtml:link rel="alternate" hreflang="en" href="${APP_URL}/companies/${id}"/>` +
        `<xhtml:link rel="alternate" hreflang="es" href="${APP_URL}/es/companies/${id}"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${APP_URL}/companies/${id}"/></url>\n`,
    );
    // The English file has no alternates: exactly as before issue 33.
    const englishFile = await t.agent().get('/sitemaps/companies-1.xml');
    expect(englishFile.body).not.toContain('xhtml');
    expect(englishFile.body).toContain(
      `<url><loc>${APP_URL}/companies/${id}</loc><lastmod>2026-01-02T03:04:06.000Z</lastmod></url>\n`,
    );
    const categories = await t.agent().get('/sitemaps/categories.es.xml');
    expect(locs(categories.body)).toContain(`${APP_URL}/es/categories/plumbing-services`);
    for (const file of ['companies-2.es.xml', 'companies-1.fr.xml', 'companies-1.en.xml']) {
      expect((await t.agent().get(`/sitemaps/${file}`)).statusCode, file).toBe(404);
    }
  });

  it('list every category', async () => {
    const file = await t.agent().get('/sitemaps/categories.xml');
    expect(file.statusCode).toBe(200);
    const slugs = (await t.app.db.select({ slug: categories.slug }).from(categories)).map(
      (c) => `${APP_URL}/categories/${c.slug}`,
    );
    expect(locs(file.body).sort()).toEqual(slugs.sort());
    expect(locs(file.body)).toContain(`${APP_URL}/categories/plumbing-services`);
  });
});

describe('project sitemaps', () => {
  const PER_FILE = 100;
  let t: TestApp;
  let shownIds: number[];

  beforeAll(async () => {
    t = await createTestApp({ sitemapUrlsPerFile: PER_FILE });
    const [listed, inactive] = await Promise.all([
      createCompany(t.app.db, { subcategories: ['water-heaters'] }),
      createCompany(t.app.db, { isActive: false, subcategories: ['water-heaters'] }),
    ]);
    const [sub] = await t.app.db
      .select({ id: subcategories.id })
      .from(subcategories)
      .where(eq(subcategories.slug, 'water-heaters'));
    // 450 projects, cheaply: every fifth hidden, and the second file's range all the inactive
    // company's, so that range shows none.
    await t.app.db.execute(sql`
      INSERT INTO company_projects (company_id, subcategory_id, title, description, city, position, hidden_at)
      SELECT ${listed.id}, ${sub!.id}, 'Project ' || n, 'Work done in bulk.', 'San Francisco', n,
             CASE WHEN n % 5 = 0 THEN now() END
      FROM generate_series(1, 450) AS n`);
    await t.app.db.execute(
      sql`UPDATE company_projects SET company_id = ${inactive.id} WHERE id BETWEEN ${PER_FILE + 1} AND ${2 * PER_FILE}`,
    );
    const rows = await t.app.db.execute<{ id: number }>(
      sql`SELECT id FROM company_projects WHERE company_id = ${listed.id} AND hidden_at IS NULL ORDER BY id`,
    );
    shownIds = rows.rows.map((r) => Number(r.id));
  });
  afterAll(async () => t.close());

  it('are one file per range of project ids that holds a shown project, each listing those', async () => {
    const index = await t.agent().get('/sitemap.xml');
    const expectedFiles = [...new Set(shownIds.map((id) => Math.ceil(id / PER_FILE)))];
    expect(expectedFiles.length).toBeGreaterThan(2);
    expect(expectedFiles).not.toContain(2);
    const projectFiles = locs(index.body).filter((l) => /\/projects-\d+(\.es)?\.xml$/.test(l));
    expect(projectFiles).toEqual([
      ...expectedFiles.map((n) => `${APP_URL}/sitemaps/projects-${n}.xml`),
      ...expectedFiles.map((n) => `${APP_URL}/sitemaps/projects-${n}.es.xml`),
    ]);
    const listed: number[] = [];
    for (const file of projectFiles.filter((l) => !l.endsWith('.es.xml'))) {
      const response = await t.agent().get(file.replace(APP_URL, ''));
      expect(response.statusCode, file).toBe(200);
      for (const url of locs(response.body)) {
        const match = new RegExp(`^${APP_URL}/companies/\\d+/projects/(\\d+)$`).exec(url);
        expect(match, url).not.toBeNull();
        listed.push(Number(match![1]));
      }
    }
    expect(listed).toEqual(shownIds);
    expect((await t.agent().get('/sitemaps/projects-2.xml')).statusCode).toBe(404);
  });
});
