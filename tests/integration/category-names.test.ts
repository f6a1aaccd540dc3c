/**
 * The catalogue in the reader's language (issue 33): categories, subcategories and the trades'
 * questions have their Spanish stored beside the English, and every answer that names them says
 * them in the request's language (an e-mail in its recipient's); English is unchanged by default,
 * and a category with no Spanish name (one an admin added) is named in English.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_COOKIE } from '@/contract/locale';
import { categories } from '@/server/db/schema';
import { createCompany, createUser } from '../support/factories';
import { loggedIn } from '../support/sessions';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** The same call in English (nothing said) and in Spanish (the language cookie, as the switcher sets it). */
const inBoth = async (url: string, agent = t.agent()) => {
  const en = await agent.get(url);
  agent.cookies.set(LOCALE_COOKIE, 'es');
  const es = await agent.get(url).finally(() => agent.cookies.delete(LOCALE_COOKIE));
  expect([en.statusCode, es.statusCode], `${url} ${en.body}`).toEqual([200, 200]);
  return { en: en.json(), es: es.json() };
};

describe('the categories', () => {
  it('are named in the request’s language, English by default, the slugs the same', async () => {
    const { en, es } = await inBoth('/api/categories/with-subcategories');
    type Listed = {
      slug: string;
      name: string;
      subcategories: Array<{ slug: string; name: string }>;
    };
    const plumbing = (list: Listed[]) => list.find((c) => c.slug === 'plumbing-services')!;
    expect(plumbing(en)).toMatchObject({ name: 'Plumbing Services' });
    expect(plumbing(en).subcategories.map((s) => s.name)).toEqual([
      'Drain Cleaning',
      'Plumber',
      'Repiping',
      'Water Heaters',
    ]);
    expect(Object.keys(plumbing(en)).sort()).toEqual(['id', 'name', 'slug', 'subcategories']);
    expect(plumbing(es)).toMatchObject({ name: 'Servicios de plomería' });
    // Alphabetical in each language.
    expect(plumbing(es).subcategories.map((s) => s.name)).toEqual([
      'Calentadores de agua',
      'Cambio de tuberías',
      'Destape de drenajes',
      'Plomero',
    ]);
    expect((es as Listed[]).map((c) => c.slug).sort()).toEqual(
      (en as Listed[]).map((c) => c.slug).sort(),
    );
    const flat = await inBoth('/api/categories');
    expect(flat.es).toContainEqual(expect.objectContaining({ name: 'Techos y canaletas' }));
    expect(flat.en).toContainEqual(expect.objectContaining({ name: 'Roofing & Gutters' }));
  });

  it('one with no Spanish name (an admin’s own) is named in English in Spanish too', async () => {
    await t.app.db
      .insert(categories)
      .values({ name: 'Chimney Sweeping', slug: 'chimney-sweeping', keywords: 'chimney' });
    const { es } = await inBoth('/api/categories');
    expect(es).toContainEqual(
      expect.objectContaining({ slug: 'chimney-sweeping', name: 'Chimney Sweeping' }),
    );
    const listing = await inBoth('/api/companies/category/chimney-sweeping');
    expect(listing.es.category.name).toBe('Chimney Sweeping');
  });
});

describe('a company’s category and subcategories', () => {
  it('on its page, its category’s listing, search and its owner’s list, in both languages', async () => {
    const owner = await createUser(t.app.db);
    const company = await createCompany(t.app.db, {
      ownerId: owner.id,
      name: 'Cañerías Ortega',
      category: 'plumbing-services',
      subcategories: ['water-heaters', 'drain-cleaning'],
      zip: '94110',
    });
    const page = await inBoth(`/api/companies/${company.id}`);
    expect(page.en).toMatchObject({
      categoryName: 'Plumbing Services',
      subcategories: [
        { name: 'Drain Cleaning', slug: 'drain-cleaning' },
        { name: 'Water Heaters', slug: 'water-heaters' },
      ],
    });
    expect(page.es).toMatchObject({
      categoryName: 'Servicios de plomería',
      subcategories: [
        { name: 'Calentadores de agua', slug: 'water-heaters' },
        { name: 'Destape de drenajes', slug: 'drain-cleaning' },
      ],
    });

    const listing = await inBoth('/api/companies/category/plumbing-services?limit=50');
    expect(listing.en.category.name).toBe('Plumbing Services');
    expect(listing.es.category.name).toBe('Servicios de plomería');
    const listed = (body: { companies: Array<{ id: number }> }) =>
      body.companies.find((c) => c.id === company.id);
    expect(listed(listing.es)).toMatchObject({ categoryName: 'Servicios de plomería' });

    const search = await inBoth('/api/search?q=Ortega&location=94110');
    const found = (body: { results: Array<{ id: number }> }) =>
      body.results.find((c) => c.id === company.id);
    expect(found(search.en)).toMatchObject({ categoryName: 'Plumbing Services' });
    expect(found(search.es)).toMatchObject({
      categoryName: 'Servicios de plomería',
      subcategories: [{ name: 'Calentadores de agua' }, { name: 'Destape de drenajes' }],
    });

    // A Spanish name finds its trade, with or without its accents, as the English one does.
    for (const q of ['Calentadores de agua', 'plomería', 'plomeria']) {
      const spanish = (
        await t.agent().get(`/api/search?q=${encodeURIComponent(q)}&location=94110`)
      ).json();
      expect(found(spanish), q).toBeDefined();
    }

    const owned = await inBoth(`/api/users/${owner.id}/companies`);
    expect(owned.es.companies[0].categoryName).toBe('Servicios de plomería');
    expect(owned.en.companies[0].categoryName).toBe('Plumbing Services');
  });
});

describe('a trade’s questions', () => {
  it('the job as the business reads it, and its e-mail, in the reader’s language; stored in English', async () => {
    const owner = await createUser(t.app.db, { locale: 'es', firstName: 'Rosa' });
    const company = await createCompany(t.app.db, { ownerId: owner.id, name: 'Plomería Rosa' });
    const { agent } = await loggedIn(t);
    const { id: quoteId } = (await agent.post('/api/quotes', { companyIds: [company.id] })).json();
    const submitted = await agent.post(`/api/quotes/${quoteId}/submit`, {
      description: 'The kitchen sink drips under the cabinet and the floor gets wet. '.repeat(3),
      jobZip: '94110',
      timing: 'within_week',
      answers: { kind: 'Repair', fixture: 'Sink or faucet', leaking: 'Yes' },
    });
    expect(submitted.statusCode).toBe(200);
    // Stored as the English option, whatever the language.
    expect(submitted.json().job.answers).toEqual({
      kind: 'Repair',
      fixture: 'Sink or faucet',
      leaking: 'Yes',
    });

    const job = await inBoth(`/api/quotes/${quoteId}/companies/${company.id}/job`, agent);
    expect(job.en.answers).toEqual([
      { question: 'What do you need?', answer: 'Repair' },
      { question: 'What is it about?', answer: 'Sink or faucet' },
      { question: 'Is water leaking now?', answer: 'Yes' },
    ]);
    expect(job.es.answers).toEqual([
      { question: '¿Qué necesitas?', answer: 'Reparación' },
      { question: '¿De qué se trata?', answer: 'Lavabo o llave' },
      { question: '¿Hay una fuga de agua ahora?', answer: 'Sí' },
    ]);

    const mail = await t.waitForMail((m) => m.to === owner.email);
    expect(mail.text).toContain('Cuándo: En una semana');
    expect(mail.text).toContain('¿Qué necesitas? Reparación');
    expect(mail.text).not.toContain('What do you need?');
  });
});
