import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../support/factories';
import { fileOf, multipart, png, svgWithScript, webp } from '../support/files';
import { loggedIn, logInAs } from '../support/sessions';
import { createTestApp, type Agent, type TestApp } from '../support/test-app';

let t: TestApp;
const LONG =
  'We need the old water heater removed and a new 50 gallon gas unit installed in the garage, with permit, haul-away and a quick check of the shut-off valve. ';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function businessesOwnedBy(
  count: number,
  ownerOverrides: Parameters<typeof createUser>[1] = {},
) {
  const owner = await createUser(t.app.db, ownerOverrides);
  const list = [];
  for (let i = 0; i < count; i++)
    list.push(await createCompany(t.app.db, { ownerId: owner.id, name: `Heater Pros ${i}` }));
  return { owner, companies: list };
}

const createQuote = async (agent: Agent, companyIds: number[]) => {
  const response = await agent.post('/api/quotes', { quoteName: 'Water heater', companyIds });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
};

describe('creating a quote', () => {
  it('starts a draft for active companies and needs a user', async () => {
    const { companies } = await businessesOwnedBy(2);
    const { agent } = await loggedIn(t);
    expect(
      (await t.agent().post('/api/quotes', { companyIds: [companies[0]!.id] })).statusCode,
    ).toBe(401);
    const id = await createQuote(agent, companies.map((c) => c.id).reverse());
    const quote = (await agent.get(`/api/quotes/${id}`)).json();
    expect(quote).toMatchObject({
      status: 'draft',
      quoteName: 'Water heater',
      companyCount: 2,
      images: [],
    });
    // In the order the customer chose them.
    expect(quote.companies.map((c: { name: string }) => c.name)).toEqual([
      'Heater Pros 1',
      'Heater Pros 0',
    ]);
  });

  it('refuses inactive, unknown and own companies, and starts no draft', async () => {
    const { companies } = await businessesOwnedBy(1);
    const inactive = await createCompany(t.app.db, { isActive: false });
    const { agent, user } = await loggedIn(t);
    const own = await createCompany(t.app.db, { ownerId: user.id });
    const gone = 'Some of the selected companies are no longer available.';
    const mine = "You can't request a quote from your own business.";
    for (const [companyIds, error] of [
      [[inactive.id], gone],
      [[companies[0]!.id, 999999], gone],
      [[companies[0]!.id, own.id], mine],
    ] as const) {
      const refused = await agent.post('/api/quotes', { companyIds });
      expect(refused.statusCode, JSON.stringify(companyIds)).toBe(400);
      expect(refused.json().error).toBe(error);
    }
    expect((await agent.post('/api/quotes', { companyIds: [] })).statusCode).toBe(400);
    expect((await agent.get('/api/quotes')).json().total).toBe(0);
  });
});

describe('a draft', () => {
  it('is only visible to and editable by its owner', async () => {
    const { companies } = await businessesOwnedBy(1);
    const { agent } = await loggedIn(t);
    const { agent: other } = await loggedIn(t);
    const id = await createQuote(agent, [companies[0]!.id]);
    const peek = await other.get(`/api/quotes/${id}`);
    expect(peek.statusCode).toBe(403);
    expect(peek.json().error).toBe("You don't have permission to view this quote");
    const edit = await other.request({
      method: 'PUT',
      url: `/api/quotes/${id}`,
      payload: { quoteName: 'x', description: LONG },
    });
    expect(edit.statusCode).toBe(403);
    expect((await other.post(`/api/quotes/${id}/submit`, { jobZip: '94110' })).statusCode).toBe(
      403,
    );
    expect((await t.agent().get(`/api/quotes/${id}`)).statusCode).toBe(401);
    expect((await agent.get('/api/quotes/999999')).statusCode).toBe(404);
  });

  it('saves with the spec message for a short description', async () => {
    const { companies } = await businessesOwnedBy(1);
    const { agent } = await loggedIn(t);
    const id = await createQuote(agent, [companies[0]!.id]);
    const short = await agent.request({
      method: 'PUT',
      url: `/api/quotes/${id}`,
      payload: { quoteName: 'Heater', description: 'Too short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe('Description must be at least 100 characters long.');
    const saved = await agent.request({
      method: 'PUT',
      url: `/api/quotes/${id}`,
      payload: { quoteName: 'Heater swap', description: LONG },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ quoteName: 'Heater swap', status: 'draft' });
  });

  it('takes JPG, PNG, GIF and WebP images by content only, and drops them', async () => {
    const { companies } = await businessesOwnedBy(1);
    const { agent } = await loggedIn(t);
    const { agent: other } = await loggedIn(t);
    const id = await createQuote(agent, [companies[0]!.id]);
    const upload = (who: Agent, bytes: Buffer, name = 'a.png', type = 'image/png') =>
      who.request({
        method: 'POST',
        url: `/api/quotes/${id}/images`,
        ...multipart({}, { image: fileOf(bytes, name, type) }),
      });

    const added = await upload(agent, await webp());
    expect(added.statusCode).toBe(201);
    const svg = await upload(agent, svgWithScript, 'a.png', 'image/png');
    expect(svg.statusCode).toBe(400);
    expect(svg.json().error).toBe('Only JPG, PNG, GIF and WebP images are allowed.');
    const text = await upload(agent, Buffer.from('hello'), 'a.jpg', 'image/jpeg');
    expect(text.json().error).toBe('Only JPG, PNG, GIF and WebP images are allowed.');
    const big = await upload(agent, Buffer.alloc(5 * 1024 * 1024 + 1));
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe('Maximum file size is 5MB.');
    expect((await upload(other, await png())).statusCode).toBe(403);

    const image = added.json();
    expect((await agent.get(image.objectUrl)).statusCode).toBe(200);
    const thumb = await agent.get(`${image.objectUrl}?variant=thumb`);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect((await other.get(image.objectUrl)).statusCode).toBe(404);
    expect(
      (await other.request({ method: 'DELETE', url: `/api/quotes/${id}/images/${image.id}` }))
        .statusCode,
    ).toBe(403);
    expect(
      (await agent.request({ method: 'DELETE', url: `/api/quotes/${id}/images/${image.id}` }))
        .statusCode,
    ).toBe(204);
    expect((await agent.get(`/api/quotes/${id}`)).json().images).toEqual([]);
  });
});

describe('submitting', () => {
  it('needs a long enough description and at least one company, with the spec messages', async () => {
    const { companies } = await businessesOwnedBy(1);
    const { agent } = await loggedIn(t);
    const id = await createQuote(agent, [companies[0]!.id]);
    const short = await agent.post(`/api/quotes/${id}/submit`, { description: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe(
      'Description must be at least 100 characters long before submitting.',
    );
    expect((await agent.get(`/api/quotes/${id}`)).json().status).toBe('draft');
  });

  it('moves a draft on once, e-mails each business owner who wants it and texts those who asked', async () => {
    const {
      owner: emailOwner,
      companies: [first],
    } = await businessesOwnedBy(1);
    const {
      owner: quietOwner,
      companies: [second],
    } = await businessesOwnedBy(1, { emailNotificationsQuotes: false });
    const {
      owner: textOwner,
      companies: [third],
    } = await businessesOwnedBy(1, { textNotifications: true, phoneNumber: '(415) 555-0188' });
    const { agent } = await loggedIn(t, { firstName: 'Quinn' });
    const { agent: other } = await loggedIn(t);
    const id = await createQuote(agent, [first!.id, second!.id, third!.id]);
    const { objectUrl } = (
      await agent.request({
        method: 'POST',
        url: `/api/quotes/${id}/images`,
        ...multipart({}, { image: fileOf(await png(), 'a.png', 'image/png') }),
      })
    ).json();

    const submitted = await agent.post(`/api/quotes/${id}/submit`, {
      quoteName: 'Water heater swap',
      description: LONG,
      jobZip: '94110',
    });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({ status: 'submitted', quoteName: 'Water heater swap' });
    expect((await agent.post(`/api/quotes/${id}/submit`, { jobZip: '94110' })).statusCode).toBe(
      409,
    );
    const edit = await agent.request({
      method: 'PUT',
      url: `/api/quotes/${id}`,
      payload: { quoteName: 'x', description: LONG },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error).toBe('This quote is no longer in draft mode and cannot be edited');

    const mail = await t.waitForMail((m) => m.to === emailOwner.email);
    expect(mail.subject).toBe(`New quote request for ${first!.name}: Water heater swap`);
    expect(mail.text).toContain(`/vendorquotes?quoteId=${id}&companyId=${first!.id}`);
    expect(mail.text).toContain('Quinn');
    const text = await t.waitForMail((m) => m.channel === 'sms' && m.to === '(415) 555-0188');
    expect((text as unknown as { text: string }).text).toContain('new quote request');
    await t.waitForMail((m) => m.to === textOwner.email);

    // None to the quiet owner, as a positive control shows: once they turn quote e-mails on, the
    // next request to the same business reaches them through the same outbox (after any about the
    // first request would have); the first one still never did: theirs is the second's only.
    const quiet = await logInAs(t, quietOwner.email);
    const turnedOn = await quiet.request({
      method: 'PUT',
      url: `/api/users/${quietOwner.id}`,
      payload: { emailNotificationsQuotes: true },
    });
    expect(turnedOn.statusCode).toBe(200);
    const again = await createQuote(agent, [second!.id]);
    const resubmitted = await agent.post(`/api/quotes/${again}/submit`, {
      quoteName: 'Second heater',
      description: LONG,
      jobZip: '94110',
    });
    expect(resubmitted.statusCode).toBe(200);
    const control = await t.waitForMail((m) => m.to === quietOwner.email);
    expect(control.subject).toBe(`New quote request for ${second!.name}: Second heater`);
    expect(
      (await t.outbox()).filter((m) => m.to === quietOwner.email).map((m) => m.subject),
    ).toEqual([`New quote request for ${second!.name}: Second heater`]);

    const businessOwner = await logInAs(t, emailOwner.email);
    expect((await businessOwner.get(objectUrl)).statusCode).toBe(200);
    expect((await other.get(objectUrl)).statusCode).toBe(404);
  });

  it('lets the customer mark a submitted quote completed, and nothing else', async () => {
    const { companies } = await businessesOwnedBy(1);
    const { agent } = await loggedIn(t);
    const id = await createQuote(agent, [companies[0]!.id]);
    expect((await agent.post(`/api/quotes/${id}/complete`)).statusCode).toBe(409);
    await agent.post(`/api/quotes/${id}/submit`, { description: LONG, jobZip: '94110' });
    const { agent: other } = await loggedIn(t);
    expect((await other.post(`/api/quotes/${id}/complete`)).statusCode).toBe(403);
    expect((await agent.post(`/api/quotes/${id}/complete`)).statusCode).toBe(200);
    expect((await agent.get(`/api/quotes/${id}`)).json().status).toBe('completed');
    expect((await agent.post(`/api/quotes/${id}/complete`)).statusCode).toBe(409);
  });
});

describe('listing quotes', () => {
  it('pages ten at a time, filters by status and counts each status', async () => {
    // Twelve requests to twelve businesses (to one, Start Quote would open the same draft).
    const { companies } = await businessesOwnedBy(12);
    const { agent } = await loggedIn(t);
    const ids = [];
    for (const company of companies) ids.push(await createQuote(agent, [company.id]));
    await agent.post(`/api/quotes/${ids[0]}/submit`, { description: LONG, jobZip: '94110' });
    await agent.post(`/api/quotes/${ids[1]}/submit`, { description: LONG, jobZip: '94110' });
    await agent.post(`/api/quotes/${ids[1]}/complete`);

    const first = (await agent.get('/api/quotes')).json();
    expect(first.data).toHaveLength(10);
    expect(first).toMatchObject({
      total: 12,
      totalPages: 2,
      counts: { all: 12, draft: 10, in_progress: 1, completed: 1 },
    });
    expect(first.data[0]).toMatchObject({ id: ids[11], companyCount: 1, unreadCount: 0 });
    expect((await agent.get('/api/quotes?page=2')).json().data).toHaveLength(2);
    const active = (await agent.get('/api/quotes?status=in_progress')).json();
    expect(active.data.map((q: { id: number }) => q.id)).toEqual([ids[0]]);
    expect((await agent.get('/api/quotes?status=bogus')).statusCode).toBe(400);

    const { agent: other } = await loggedIn(t);
    expect((await other.get('/api/quotes')).json().total).toBe(0);
  });
});
