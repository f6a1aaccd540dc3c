import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../support/factories';
import { loggedIn } from '../support/sessions';
import { createBuiltApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createBuiltApp();
});
afterAll(async () => t.close());

/** The JSON the page carries for the browser's query cache. */
function serverState(html: string): {
  queries: Array<{ queryKey: unknown[]; state: { data: unknown } }>;
} {
  const match = /<script type="application\/json" id="server-state">([^<]*)<\/script>/.exec(html);
  if (!match) throw new Error('no server state in the page');
  return JSON.parse(match[1]!);
}

/** What the page was rendered with for a company's details. */
const companyData = (html: string, id: number) =>
  serverState(html).queries.find((q) => q.queryKey.join('/') === `companies/${id}`)?.state.data;

const scripts = (html: string) => html.match(/<script\b[^>]*>/g) ?? [];

describe('public pages', () => {
  it('arrive rendered with their content and the data they were rendered with', async () => {
    const company = await createCompany(t.app.db, {
      name: 'Rendered Rooter',
      description: 'Drain cleaning and sewer line repair across the Mission.',
    });
    const page = await t.agent().get(`/companies/${company.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toMatch(/<h1[^>]*>Rendered Rooter<\/h1>/);
    expect(page.body).toContain('Drain cleaning and sewer line repair across the Mission.');
    expect(page.body).toContain('Log In'); // signed out
    expect(companyData(page.body, company.id)).toMatchObject({
      id: company.id,
      name: 'Rendered Rooter',
    });
    // Only the boot script runs: the data blocks (the company's JSON-LD, decision 074, and the
    // query cache) are not scripts, and nothing is inline.
    expect(scripts(page.body)).toEqual([
      expect.stringMatching(
        /^<script defer src="\/boot.js" data-page="\/assets\/company-page-[\w-]+\.js" data-entry="\/assets\/index-[\w-]+\.js">$/,
      ),
      expect.stringContaining('<script type="application/ld+json"'),
      '<script type="application/json" id="server-state">',
    ]);

    // Painted without them, the page asks for its code only once it is painted (public/boot.js).
    expect(page.body).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    const boot = await t.agent().get('/boot.js');
    expect(boot.statusCode).toBe(200);
    expect(boot.body).toContain("import(script.getAttribute('data-entry'))");

    const search = await t.agent().get('/search?q=rendered&location=94103');
    expect(search.body).toContain('Results for “rendered”');
    expect(search.body).toContain('Rendered Rooter');
  });

  it('are drawn as the visitor sees them: their name when signed in, never cached', async () => {
    const { agent } = await loggedIn(t, { firstName: 'Harriet' });
    const page = await agent.get('/');
    expect(page.body).toContain('Harriet');
    expect(page.body).not.toContain('Log In');
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.headers.vary).toMatch(/Cookie/);

    const visitor = await t.agent().get('/');
    expect(visitor.body).not.toContain('Harriet');
  });

  it('cannot be broken out of by what businesses write', async () => {
    const company = await createCompany(t.app.db, {
      name: 'Evil </script><script>alert(1)</script> Co',
      description: 'Tries <!-- to open a comment and <img src=x onerror=alert(2)> an image.',
    });
    const page = await t.agent().get(`/companies/${company.id}`);
    expect(scripts(page.body)).toHaveLength(3); // the boot script, the JSON-LD and the query cache
    expect(page.body).not.toContain('<img src=x');
    expect(companyData(page.body, company.id)).toMatchObject({
      name: 'Evil </script><script>alert(1)</script> Co',
    });
  });

  it('come compressed to browsers that accept it', async () => {
    const page = await t.app.inject({ url: '/about', headers: { 'accept-encoding': 'gzip, br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('About');
  });

  // An unknown company is no longer a shell answered 200: it is the rendered not-found page with
  // status 404 (decision 010, tests/integration/seo.test.ts). A page whose data fails otherwise
  // still falls back to the shell.
  it('fall back to the shell when their data fails, and private pages always start from it', async () => {
    const refused = await t.agent().get('/search?q=x&location=1234567890123456789012345');
    expect(refused.statusCode).toBe(200);
    expect(refused.body).not.toContain('id="server-state"');
    for (const url of ['/profile', '/quotes', '/quotes/999999/edit']) {
      const page = await t.agent().get(url);
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('id="server-state"');
      expect(page.body).toContain('<main class="min-h-screen flex-1"></main>');
      // A shell draws nothing without its scripts: they come at once, preloaded.
      expect(page.body).toMatch(/<script type="module" crossorigin src="\/assets\/index-/);
      expect(page.body).toContain('<link rel="modulepreload"');
      expect(page.body).not.toContain('/boot.js');
    }
  });
});
