import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('categories', () => {
  it('lists every category sorted by name', async () => {
    const response = await t.agent().get('/api/categories');
    expect(response.statusCode).toBe(200);
    const categories = response.json<Array<{ id: number; name: string; slug: string }>>();
    const names = categories.map((c) => c.name);
    const byLowerCase = (a: string, b: string) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1);
    expect(names).toEqual([...names].sort(byLowerCase));
    for (const name of [
      'Construction & Renovation',
      'Cleaning Services',
      'Design Services',
      'Electrical Services',
      'HVAC Services',
      'Handyman & Repairs',
      'Installation Services',
      'Junk Removal & Waste',
      'Landscaping & Outdoor',
      'Mobile Services',
      'Moving Services',
      'Painting & Finishing',
      'Plumbing Services',
      'Roofing & Gutters',
    ]) {
      expect(names).toContain(name);
    }
    const slugs = categories.map((c) => c.slug);
    for (const footerSlug of ['beauty', 'care', 'cleaning', 'renovations']) {
      expect(slugs).toContain(footerSlug);
    }
  });

  it('lists categories with their subcategories', async () => {
    const response = await t.agent().get('/api/categories/with-subcategories');
    expect(response.statusCode).toBe(200);
    const plumbing = response
      .json<Array<{ slug: string; subcategories: Array<{ slug: string }> }>>()
      .find((c) => c.slug === 'plumbing-services');
    expect(plumbing?.subcategories.map((s) => s.slug)).toContain('plumber');
  });
});

describe('API surface', () => {
  it('serves an OpenAPI document generated from the route schemas', async () => {
    const response = await t.agent().get('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/signup', '/api/auth/login', '/api/me', '/api/categories']),
    );
    expect(doc.paths['/api/auth/signup'].post.requestBody).toBeDefined();
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await t.agent().get('/api/does-not-exist');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found', message: 'Not found' });
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const response = await t.agent().request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Invalid JSON body');
  });

  it('sends security headers', async () => {
    const response = await t.agent().get('/api/categories');
    expect(response.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('the built client', () => {
  it('answers page addresses with the app and missing files with a 404', async () => {
    const { mkdtemp, writeFile, mkdir } = await import('node:fs/promises');
    const path = await import('node:path');
    const os = await import('node:os');
    const dir = await mkdtemp(path.join(os.tmpdir(), 'quotelocal-client-'));
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>QuoteLocal</title>');
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'assets', 'app-123.js'), 'console.log(1)');
    await writeFile(
      path.join(dir, 'assets', 'app-123.js.br'),
      brotliCompressSync('console.log(1)'),
    );
    const withClient = await createTestApp({}, dir);
    try {
      const page = await withClient.agent().get('/categories/plumbing-services');
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      const asset = await withClient.agent().get('/assets/app-123.js');
      expect(asset.headers['cache-control']).toMatch(/immutable/);
      const missing = await withClient.agent().get('/assets/gone-456.js');
      expect(missing.statusCode).toBe(404);

      // The brotli file the build wrote, to a browser that accepts it; the plain one otherwise.
      const compressed = await withClient.app.inject({
        url: '/assets/app-123.js',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log(1)');
      expect(asset.body).toBe('console.log(1)');

      // The page's data is requested while the script still loads.
      const company = await withClient.agent().get('/companies/42');
      expect(company.headers.link).toContain('</api/companies/42>; rel=preload; as=fetch');
      expect(company.headers.link).toContain('</api/me>; rel=preload; as=fetch');
      // The very call the search page makes, its text re-encoded (nothing raw in the header).
      const search = await withClient.agent().get('/search?q=plumb%20%3Cx%3E,&location=94103');
      expect(search.headers.link).toContain(
        '</api/search?q=plumb+%3Cx%3E%2C&sort=relevance&page=1&location=94103>; rel=preload',
      );
    } finally {
      await withClient.close();
    }
  });
});
