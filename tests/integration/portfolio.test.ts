import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_PROJECTS,
  PROJECT_ORDER_MESSAGE,
  PROJECT_TRADE_MESSAGE,
  type Project,
} from '@/contract/portfolio';
import { UPLOAD_RULES } from '@/contract/upload';
import { companies, companyProjects, subcategories } from '@/server/db/schema';
import { createCompany, createUser } from '../support/factories';
import { fileOf, multipart, png } from '../support/files';
import { signInAs } from '../support/sessions';
import { createBuiltApp, type Agent, type TestApp } from '../support/test-app';

/**
 * Issue 36 item 5 through the API: a business publishes, edits, orders and deletes projects with
 * photos; anyone sees a listed company's visible projects and their pages.
 */

let t: TestApp;
let owner: Agent;
let stranger: Agent;
let companyId: number;
let waterHeaters: number;
let drainCleaning: number;

beforeAll(async () => {
  t = await createBuiltApp();
  const [ownerUser, strangerUser] = await Promise.all([createUser(t.app.db), createUser(t.app.db)]);
  companyId = (
    await createCompany(t.app.db, {
      ownerId: ownerUser.id,
      subcategories: ['water-heaters'],
    })
  ).id;
  const subs = await t.app.db.select().from(subcategories);
  waterHeaters = subs.find((s) => s.slug === 'water-heaters')!.id;
  drainCleaning = subs.find((s) => s.slug === 'drain-cleaning')!.id;
  [owner, stranger] = await Promise.all([
    signInAs(t.app.db, t.agent(), ownerUser.id),
    signInAs(t.app.db, t.agent(), strangerUser.id),
  ]);
});
afterAll(async () => t.close());

const input = (overrides: Record<string, unknown> = {}) => ({
  title: 'Tankless heater for a Victorian',
  description: 'Replaced a leaking 40-gallon tank with a wall-hung tankless unit.',
  subcategoryId: waterHeaters,
  city: 'San Francisco',
  costMinCents: 250_000,
  costMaxCents: 400_000,
  completedMonth: '2026-09',
  ...overrides,
});

const create = async (overrides: Record<string, unknown> = {}) => {
  const response = await owner.post(`/api/companies/${companyId}/projects`, input(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Project>();
};

const addPhoto = async (projectId: number, bytes: Buffer, who = owner) =>
  who.request({
    method: 'POST',
    url: `/api/companies/${companyId}/projects/${projectId}/photos`,
    ...multipart({}, { image: fileOf(bytes, 'photo.png', 'image/png') }),
  });

const publicList = async () =>
  (await t.agent().get(`/api/companies/${companyId}/projects`)).json<Project[]>();

describe('a business publishes projects', () => {
  it('creates, edits and deletes a project, with its photos checked by their bytes', async () => {
    const project = await create();
    expect(project).toMatchObject({
      title: 'Tankless heater for a Victorian',
      trade: 'Water Heaters',
      costMinCents: 250_000,
      costMaxCents: 400_000,
      completedMonth: '2026-09',
      hidden: false,
      photos: [],
    });

    const added = await addPhoto(project.id, await png());
    expect(added.statusCode, added.body).toBe(201);
    const [photo] = added.json<Project>().photos;
    expect((await t.agent().get(photo!.objectUrl)).statusCode).toBe(200);

    const notAnImage = await addPhoto(project.id, Buffer.from('<html>not a photo</html>'));
    expect(notAnImage.statusCode).toBe(400);
    expect(notAnImage.json()).toMatchObject({ error: UPLOAD_RULES.companyPhoto.wrongType });

    const edited = await owner.request({
      method: 'PUT',
      url: `/api/companies/${companyId}/projects/${project.id}`,
      payload: input({ title: 'Tankless heater', costMinCents: null, costMaxCents: null }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Tankless heater', costMinCents: null });
    expect(await publicList()).toEqual([edited.json()]);

    const deleted = await owner.request({
      method: 'DELETE',
      url: `/api/companies/${companyId}/projects/${project.id}`,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await publicList()).toEqual([]);
    expect((await t.agent().get(photo!.objectUrl)).statusCode).toBe(404);
  });

  it('says what is wrong with a project, in the words of the form', async () => {
    const bad = await owner.post(
      `/api/companies/${companyId}/projects`,
      input({ title: ' ', costMinCents: 500, costMaxCents: 100, completedMonth: '2026-13' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      title: 'Give the project a title (up to 120 characters).',
      costMaxCents: 'Give both ends of the cost range, the lower one first.',
      completedMonth: 'Give the month the work was finished (YYYY-MM), or leave it empty.',
    });
    const otherTrade = await owner.post(
      `/api/companies/${companyId}/projects`,
      input({ subcategoryId: drainCleaning }),
    );
    expect(otherTrade.statusCode).toBe(400);
    expect(otherTrade.json()).toMatchObject({ error: PROJECT_TRADE_MESSAGE });
    const spanish = await owner.post(
      `/api/companies/${companyId}/projects`,
      input({ subcategoryId: drainCleaning }),
      { cookie: [...owner.cookies, ['ql_locale', 'es']].map(([k, v]) => `${k}=${v}`).join('; ') },
    );
    expect(spanish.json().error).toBe('Elige uno de los oficios de tu negocio.');
  });

  it('orders projects with the whole list, and two reorders at once leave a whole order', async () => {
    const ids = [(await create()).id, (await create()).id, (await create()).id];
    const reorder = (projectIds: number[]) =>
      owner.request({
        method: 'PUT',
        url: `/api/companies/${companyId}/projects/order`,
        payload: { projectIds },
      });

    const reversed = [...ids].reverse();
    const ordered = await reorder(reversed);
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect((await publicList()).map((p) => [p.id, p.position])).toEqual(
      reversed.map((id, i) => [id, i]),
    );

    const missing = await reorder(ids.slice(1));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: PROJECT_ORDER_MESSAGE });
    expect((await reorder([ids[0]!, ids[0]!, ids[1]!])).statusCode).toBe(400);

    const [first, second] = await Promise.all([reorder(ids), reorder([ids[1]!, ids[2]!, ids[0]!])]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const positions = (await publicList()).map((p) => p.position);
    expect(positions).toEqual([0, 1, 2]);

    // Deleting one closes the gap.
    await owner.request({
      method: 'DELETE',
      url: `/api/companies/${companyId}/projects/${ids[1]}`,
    });
    expect((await publicList()).map((p) => p.position)).toEqual([0, 1]);
  });

  it('keeps to the cap on projects', async () => {
    const have = (await publicList()).length;
    await Promise.all(Array.from({ length: MAX_PROJECTS - have }, () => create()));
    const over = await owner.post(`/api/companies/${companyId}/projects`, input());
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toBe(`A business can publish at most ${MAX_PROJECTS} projects.`);
  });

  it("lets nobody but the owner change a business's projects", async () => {
    const [project] = await publicList();
    const url = `/api/companies/${companyId}/projects/${project!.id}`;
    expect((await t.agent().post(`/api/companies/${companyId}/projects`, input())).statusCode).toBe(
      401,
    );
    expect((await stranger.request({ method: 'PUT', url, payload: input() })).statusCode).toBe(403);
    expect((await stranger.request({ method: 'DELETE', url })).statusCode).toBe(403);
    expect((await addPhoto(project!.id, await png(), stranger)).statusCode).toBe(403);
  });

  it("answers 404 for a hidden company's projects, as for its page", async () => {
    const [project] = await publicList();
    await t.app.db
      .update(companies)
      .set({ hiddenAt: new Date() })
      .where(eq(companies.id, companyId));
    try {
      expect((await t.agent().get(`/api/companies/${companyId}/projects`)).statusCode).toBe(404);
      expect(
        (await t.agent().get(`/api/companies/${companyId}/projects/${project!.id}`)).statusCode,
      ).toBe(404);
      expect((await owner.get(`/api/companies/${companyId}/projects`)).statusCode).toBe(200);
    } finally {
      await t.app.db.update(companies).set({ hiddenAt: null }).where(eq(companies.id, companyId));
    }
  });

  it('gives each shown project a server-rendered page in English and Spanish, in the sitemap', async () => {
    const [project] = await publicList();
    const path = `/companies/${companyId}/projects/${project!.id}`;
    const english = await t.agent().get(path);
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain(`<title>${project!.title} by `);
    expect(english.body).toContain('Water Heaters in San Francisco');
    expect(english.body).toContain(`hreflang="es" href="http://localhost:5000/es${path}"`);
    const spanish = await t.agent().get(`/es${path}`);
    expect(spanish.statusCode).toBe(200);
    expect(spanish.body).toContain('Calentadores de agua en San Francisco');

    const index = await t.agent().get('/sitemap.xml');
    expect(index.body).toContain('/sitemaps/projects-1.xml');
    expect((await t.agent().get('/sitemaps/projects-1.xml')).body).toContain(
      `<loc>http://localhost:5000${path}</loc>`,
    );
    expect((await t.agent().get('/sitemaps/projects-1.es.xml')).body).toContain(
      `<loc>http://localhost:5000/es${path}</loc>`,
    );

    // Hidden by an admin: gone from its page and the sitemap; its owner still sees it, marked.
    await t.app.db
      .update(companyProjects)
      .set({ hiddenAt: new Date() })
      .where(eq(companyProjects.id, project!.id));
    expect((await t.agent().get(path)).statusCode).toBe(404);
    expect((await t.agent().get(`/api${path}`)).statusCode).toBe(404);
    expect((await t.agent().get('/sitemaps/projects-1.xml')).body).not.toContain(
      `<loc>http://localhost:5000${path}</loc>`,
    );
    expect((await owner.get(`/api${path}`)).json()).toMatchObject({ hidden: true });
  });
});
