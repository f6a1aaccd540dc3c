/**
 * Pages in the visitor's language (issue 33): the address names it (`/es/…`), else the visitor's
 * choice, else the account's, else the browser's; English, exactly as before, when nothing says
 * otherwise. Search engines find each page's other address through `hreflang`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../support/factories';
import { loggedIn } from '../support/sessions';
import { createBuiltApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createBuiltApp();
});
afterAll(async () => t.close());

const lang = (html: string) => /<html lang="([a-z]+)"/.exec(html)?.[1];
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const alternates = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map(
    ([, hreflang, href]) => `${hreflang} ${new URL(href!).pathname}${new URL(href!).search}`,
  );

describe('a public page', () => {
  it('is English at its address, word for word, with its Spanish address named', async () => {
    const page = await t.agent().get('/');
    expect(page.statusCode).toBe(200);
    expect(lang(page.body)).toBe('en');
    expect(title(page.body)).toBe('Find the right pro for your project | QuoteLocal');
    expect(page.body).toContain('Get Matched with Local Professionals');
    expect(page.body).toContain('Log In');
    expect(alternates(page.body)).toEqual(['en /', 'es /es', 'x-default /']);
  });

  it('is Spanish under /es, hydrating with the same language, its links kept under /es', async () => {
    const company = await createCompany(t.app.db, { name: 'Fontanería Ruiz' });
    const home = await t.agent().get('/es');
    expect(lang(home.body)).toBe('es');
    expect(title(home.body)).toBe(
      'Encuentra al profesional adecuado para tu proyecto | QuoteLocal',
    );
    expect(home.body).toContain('Conecta con profesionales locales');
    expect(home.body).toContain('Iniciar sesión');
    expect(home.body).not.toContain('Get Matched with Local Professionals');
    expect(home.body).toContain('href="/es/about"');
    expect(home.body).toContain('action="/es/search"');
    // The switcher leads to the same page in English.
    expect(home.body).toMatch(/<a href="\/" hrefLang="en" lang="en"[^>]*>.*English<\/a>/);
    // The pages whose title the route table gives: in the address's language too.
    for (const [path, heading] of [
      ['/es/about', 'Quiénes somos'],
      ['/es/terms', 'Términos del servicio'],
      ['/es/privacy', 'Política de privacidad'],
    ]) {
      expect(title((await t.agent().get(path!)).body), path).toBe(`${heading} | QuoteLocal`);
    }

    const page = await t.agent().get(`/es/companies/${company.id}?from=search`);
    expect(page.statusCode).toBe(200);
    expect(lang(page.body)).toBe('es');
    expect(page.body).toContain('Fontanería Ruiz');
    expect(alternates(page.body)).toEqual([
      `en /companies/${company.id}?from=search`,
      `es /es/companies/${company.id}?from=search`,
      `x-default /companies/${company.id}?from=search`,
    ]);
  });

  it("follows the visitor's choice, then the browser's language, at the English address", async () => {
    const spanishBrowser = { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' };
    expect(lang((await t.agent().get('/about', spanishBrowser)).body)).toBe('es');

    const chose = t.agent();
    const choice = await chose.request({
      method: 'PUT',
      url: '/api/me/locale',
      payload: { locale: 'en' },
    });
    expect(choice.statusCode).toBe(204);
    expect(lang((await chose.get('/about', spanishBrowser)).body)).toBe('en');
    // The address still wins over the choice.
    expect(lang((await chose.get('/es/about', spanishBrowser)).body)).toBe('es');
  });

  it('is not found under /es when it is not found in English', async () => {
    const missing = await t.agent().get('/es/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(lang(missing.body)).toBe('es');
    expect(title(missing.body)).toBe('404 Página no encontrada | QuoteLocal');
    expect(alternates(missing.body)).toEqual([]);
  });
});

describe('the catalogue on a rendered page', () => {
  it('a category page names its category and subcategories in the address’s language', async () => {
    const english = await t.agent().get('/categories/plumbing-services');
    expect(title(english.body)).toBe('Plumbing Services Businesses | QuoteLocal');
    expect(english.body).toContain('Water Heaters');
    expect(english.body).not.toContain('Calentadores de agua');
    const spanish = await t.agent().get('/es/categories/plumbing-services');
    expect(lang(spanish.body)).toBe('es');
    // The name first, as Spanish reads: no capital mid-sentence ("Negocios de Servicios de…").
    expect(title(spanish.body)).toBe('Servicios de plomería: negocios | QuoteLocal');
    expect(spanish.body).not.toContain('Negocios de Servicios');
    expect(spanish.body).toContain('Calentadores de agua');
    expect(spanish.body).not.toContain('Water Heaters');
    // The footer speaks the United States' Spanish ("Reformas" is Spain's word).
    expect(spanish.body).toContain('>Remodelación<');
    expect(spanish.body).not.toContain('Reformas');
  });
});

describe("a signed-in person's page drawn by the browser", () => {
  it("comes in the account's saved language, on any device", async () => {
    const { agent } = await loggedIn(t, { firstName: 'Lucía' });
    const saved = await agent.request({
      method: 'PUT',
      url: '/api/me/locale',
      payload: { locale: 'es' },
    });
    expect(saved.statusCode).toBe(204);
    agent.cookies.delete('ql_locale'); // another device: only the session
    const profile = await agent.get('/profile');
    expect(profile.statusCode).toBe(200);
    expect(lang(profile.body)).toBe('es');
    expect(profile.headers['cache-control']).toBe('private, no-cache');
  });
});
