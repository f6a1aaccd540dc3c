import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileOf, gif, multipart, png, svgWithScript } from '../support/files';
import { loggedIn } from '../support/sessions';
import { createTestApp, signUp, type Agent, type TestApp } from '../support/test-app';

let t: TestApp;
let plumbingId: number;
beforeAll(async () => {
  t = await createTestApp();
  const categories = (await t.agent().get('/api/categories')).json();
  plumbingId = categories.find((c: { slug: string }) => c.slug === 'plumbing-services').id;
});
afterAll(async () => t.close());

async function verifiedOwner(firstName = 'Olive'): Promise<Agent> {
  return (await loggedIn(t, { firstName })).agent;
}

const businessFields = (overrides: Record<string, string> = {}) => ({
  name: 'Harbor Plumbing',
  description: 'Leak repair and water heaters, done right the first time.',
  categoryId: String(plumbingId),
  subcategories: JSON.stringify(['plumber', 'water-heaters']),
  phone: '(415) 555-0199',
  email: 'hi@harbor.example',
  website: 'https://harbor.example',
  address: '1 Pier Way',
  city: 'San Francisco',
  state: 'CA',
  zip: '94103',
  ...overrides,
});

const postCompany = (agent: Agent, fields: Record<string, string>) =>
  agent.request({ method: 'POST', url: '/api/companies', ...multipart(fields) });

async function createListing(agent: Agent, overrides: Record<string, string> = {}) {
  const response = await postCompany(agent, businessFields(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number; name: string }>();
}

const countRows = async (table: string) => {
  const client = new pg.Client(t.databaseUrl);
  await client.connect();
  const { rows } = await client.query(`SELECT count(*)::int AS n FROM ${table}`);
  await client.end();
  return rows[0].n as number;
};

describe('adding a business', () => {
  it('keeps names and other one-line fields on one line: control characters go, descriptions keep their lines', async () => {
    const owner = await verifiedOwner();
    const company = await createListing(owner, {
      name: 'Harbor\r\nPlumbing\u0007\u0085\u2028Co\t',
      description: 'Leak repair.\nWater heaters, done right the first time.',
      address: '1 Pier Way\r\nX-Injected: yes',
      city: 'San\u0001 Francisco',
    });
    expect(company.name).toBe('Harbor Plumbing Co');
    const details = (await t.agent().get(`/api/companies/${company.id}`)).json();
    expect(details).toMatchObject({
      name: 'Harbor Plumbing Co',
      description: 'Leak repair.\nWater heaters, done right the first time.',
      address: '1 Pier Way X-Injected: yes',
      city: 'San Francisco',
    });

    const { user } = await signUp(t, {
      firstName: 'Dana\r\nBcc: x',
      lastName: '\u001bReyes\u009b',
    });
    expect(user).toMatchObject({ firstName: 'Dana Bcc: x', lastName: 'Reyes' });
  });

  it('creates a geocoded, searchable company from the multipart form', async () => {
    const owner = await verifiedOwner();
    const company = await createListing(owner);
    const details = (await t.agent().get(`/api/companies/${company.id}`)).json();
    expect(details).toMatchObject({
      name: 'Harbor Plumbing',
      category: 'plumbing-services',
      city: 'San Francisco',
      isActive: true,
      website: 'https://harbor.example',
      subcategories: [
        { name: 'Plumber', slug: 'plumber' },
        { name: 'Water Heaters', slug: 'water-heaters' },
      ],
    });
    expect(details.latitude).toBeCloseTo(37.77, 1);
    const found = (await t.agent().get('/api/search?q=harbor&location=94103')).json();
    expect(found.results.map((r: { id: number }) => r.id)).toContain(company.id);
  });

  it('takes a website written without https:// and stores it with https://', async () => {
    const owner = await verifiedOwner();
    const company = await createListing(owner, { website: 'harbor.example' });
    const details = (await t.agent().get(`/api/companies/${company.id}`)).json();
    expect(details.website).toBe('https://harbor.example');
    const withPort = await createListing(owner, { website: 'harbor.example:8080/pipes' });
    expect((await t.agent().get(`/api/companies/${withPort.id}`)).json().website).toBe(
      'https://harbor.example:8080/pipes',
    );
  });

  it('attaches an uploaded logo in the same step', async () => {
    const owner = await verifiedOwner();
    const upload = await owner.request({
      method: 'POST',
      url: '/api/upload/single',
      ...multipart({}, { file: fileOf(await png(110, 110), 'logo.png', 'image/png') }),
    });
    const { objectId } = upload.json();
    const company = await createListing(owner, { logoObjectId: String(objectId) });
    const details = (await t.agent().get(`/api/companies/${company.id}`)).json();
    expect(details.logo).toBe(`/api/objects/${objectId}`);
    expect((await t.agent().get(details.logo)).statusCode).toBe(200);
  });

  it('refuses an unverified user with a 403', async () => {
    const { agent } = await signUp(t);
    const response = await postCompany(agent, businessFields());
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(
      'Please verify your email address before adding a business.',
    );
    expect((await postCompany(t.agent(), businessFields())).statusCode).toBe(401);
  });

  it.each([
    [{ name: '' }, 'Business name is required'],
    [{ description: 'too short' }, 'Description must be at least 10 characters'],
    [{ categoryId: '' }, 'Category is required'],
    [{ categoryId: '99999' }, 'Category is required'],
    [{ subcategories: '[]' }, 'Select at least one subcategory'],
    [{ subcategories: 'not json' }, 'Select at least one subcategory'],
    [{ subcategories: JSON.stringify(['house-cleaning']) }, 'Select at least one subcategory'],
    [{ phone: '555' }, 'Valid phone number is required'],
    [{ email: 'nope' }, 'Valid email address is required'],
    [{ website: 'javascript:alert(1)' }, 'Must be a valid URL'],
    [{ website: 'mailto:hi@harbor.example' }, 'Must be a valid URL'],
    [{ website: 'harbor' }, 'Must be a valid URL'],
    [{ address: '' }, 'Address is required'],
    [{ city: '' }, 'City is required'],
    [{ state: '' }, 'State is required'],
    [{ zip: '123' }, 'Valid ZIP code is required'],
    [{ zip: '00000' }, 'Valid ZIP code is required'],
  ])('refuses %j with the spec message and writes nothing', async (override, message) => {
    const owner = await verifiedOwner();
    const before = await countRows('companies');
    const response = await postCompany(owner, businessFields(override));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
    expect(await countRows('companies')).toBe(before);
  });

  it("refuses someone else's upload as a logo", async () => {
    const other = await verifiedOwner();
    const { objectId } = (
      await other.request({
        method: 'POST',
        url: '/api/upload/single',
        ...multipart({}, { file: fileOf(await png(), 'x.png', 'image/png') }),
      })
    ).json();
    const owner = await verifiedOwner();
    const response = await postCompany(owner, businessFields({ logoObjectId: String(objectId) }));
    expect(response.statusCode).toBe(400);
  });
});

describe('managing a business', () => {
  it('lets only the owner edit, toggle and set the logo', async () => {
    const owner = await verifiedOwner();
    const intruder = await verifiedOwner('Ivan');
    const company = await createListing(owner);

    const edit = (agent: Agent) =>
      agent.request({
        method: 'PUT',
        url: `/api/companies/${company.id}`,
        ...multipart(businessFields({ name: 'Harbor Plumbing & Heating' })),
      });
    expect((await edit(intruder)).statusCode).toBe(403);
    expect((await edit(intruder)).json().error).toBe('You can only manage your own businesses.');
    expect((await edit(t.agent())).statusCode).toBe(401);
    const edited = await edit(owner);
    expect(edited.statusCode).toBe(200);
    expect(edited.json().name).toBe('Harbor Plumbing & Heating');

    const toggle = (agent: Agent, isActive: boolean) =>
      agent.request({
        method: 'PATCH',
        url: `/api/companies/${company.id}/active`,
        payload: { isActive },
      });
    expect((await toggle(intruder, false)).statusCode).toBe(403);
    expect((await toggle(owner, false)).json().isActive).toBe(false);

    const logo = (agent: Agent, logoObjectId: number) =>
      agent.request({
        method: 'PATCH',
        url: `/api/companies/${company.id}/logo`,
        payload: { logoObjectId },
      });
    const { objectId } = (
      await owner.request({
        method: 'POST',
        url: '/api/upload/single',
        ...multipart({}, { file: fileOf(await png(), 'l.png', 'image/png') }),
      })
    ).json();
    expect((await logo(intruder, objectId)).statusCode).toBe(403);
    expect((await logo(owner, objectId)).json().logoObjectId).toBe(objectId);
    expect((await edit(owner)).json().logoObjectId).toBe(objectId);
  });

  it('hides a deactivated company from visitors but not from its owner', async () => {
    const owner = await verifiedOwner();
    const company = await createListing(owner, { name: 'Zanzibar Drains' });
    await owner.request({
      method: 'PATCH',
      url: `/api/companies/${company.id}/active`,
      payload: { isActive: false },
    });

    const search = (await t.agent().get('/api/search?q=zanzibar')).json();
    expect(search.results).toEqual([]);
    const listing = (
      await t.agent().get('/api/companies/category/plumbing-services?limit=50')
    ).json();
    expect(listing.companies.map((c: { id: number }) => c.id)).not.toContain(company.id);

    const mine = (await owner.get('/api/companies/user')).json();
    expect(mine.companies.find((c: { id: number }) => c.id === company.id)?.isActive).toBe(false);
    const ownerId = (await owner.get('/api/me')).json().id;
    const publicList = (await t.agent().get(`/api/users/${ownerId}/companies`)).json();
    expect(publicList.companies.map((c: { id: number }) => c.id)).not.toContain(company.id);
    const ownList = (await owner.get(`/api/users/${ownerId}/companies`)).json();
    expect(ownList.companies.map((c: { id: number }) => c.id)).toContain(company.id);

    await owner.request({
      method: 'PATCH',
      url: `/api/companies/${company.id}/active`,
      payload: { isActive: true },
    });
    expect((await t.agent().get('/api/search?q=zanzibar')).json().results).toHaveLength(1);
  });
});

describe('company photos', () => {
  const addPhoto = async (agent: Agent, companyId: number, bytes: Buffer, caption = '') =>
    agent.request({
      method: 'POST',
      url: `/api/companies/${companyId}/images`,
      ...multipart(caption ? { caption } : {}, { image: fileOf(bytes, 'p.png', 'image/png') }),
    });

  it('adds, captions, reorders by swapping and deletes, for the owner only', async () => {
    const owner = await verifiedOwner();
    const intruder = await verifiedOwner('Ivan');
    const company = await createListing(owner);

    const first = await addPhoto(owner, company.id, await png(), 'Kitchen');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ caption: 'Kitchen', displayOrder: 0 });
    const second = (await addPhoto(owner, company.id, await gif())).json();
    const svg = await owner.request({
      method: 'POST',
      url: `/api/companies/${company.id}/images`,
      ...multipart({}, { image: fileOf(svgWithScript, 'a.svg', 'image/svg+xml') }),
    });
    expect(svg.statusCode).toBe(201);
    expect((await addPhoto(intruder, company.id, await png())).statusCode).toBe(403);

    const details = (await t.agent().get(`/api/companies/${company.id}`)).json();
    expect(details.firstImage.objectUrl).toBe(first.json().objectUrl);
    expect((await t.agent().get(first.json().objectUrl)).statusCode).toBe(200);

    const swap = await owner.request({
      method: 'PATCH',
      url: `/api/companies/${company.id}/images/${second.id}`,
      payload: { displayOrder: 0, caption: 'Bathroom' },
    });
    expect(swap.statusCode).toBe(200);
    expect(
      swap.json().map((i: { id: number; displayOrder: number }) => [i.id, i.displayOrder]),
    ).toEqual([
      [second.id, 0],
      [first.json().id, 1],
      [svg.json().id, 2],
    ]);
    const foreign = await intruder.request({
      method: 'PATCH',
      url: `/api/companies/${company.id}/images/${second.id}`,
      payload: { caption: 'mine now' },
    });
    expect(foreign.statusCode).toBe(403);

    expect(
      (
        await intruder.request({
          method: 'DELETE',
          url: `/api/companies/${company.id}/images/${second.id}`,
        })
      ).statusCode,
    ).toBe(403);
    const removed = await owner.request({
      method: 'DELETE',
      url: `/api/companies/${company.id}/images/${second.id}`,
    });
    expect(removed.statusCode).toBe(204);
    expect((await t.agent().get(second.objectUrl)).statusCode).toBe(404);
    expect((await t.agent().get(`/api/companies/${company.id}/images`)).json()).toHaveLength(2);
  });

  it('refuses the eleventh photo on the server, even when the last two arrive at once', async () => {
    const owner = await verifiedOwner();
    const company = await createListing(owner);
    const image = await png();
    for (let i = 0; i < 9; i++)
      expect((await addPhoto(owner, company.id, image)).statusCode).toBe(201);
    // One user's uploads are processed at most two at a time (a third is refused with 429).
    const responses = await Promise.all([1, 2].map(() => addPhoto(owner, company.id, image)));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 400]);
    const refused = responses.find((r) => r.statusCode === 400)!;
    expect(refused.json().error).toBe('A company can have at most 10 photos.');
    expect((await t.agent().get(`/api/companies/${company.id}/images`)).json()).toHaveLength(10);
    const orphans = await countRows(
      `stored_objects o WHERE NOT EXISTS (SELECT 1 FROM company_images ci WHERE ci.object_id = o.id) AND NOT EXISTS (SELECT 1 FROM companies c WHERE c.logo_object_id = o.id) AND o.owner_id = (SELECT owner_id FROM companies WHERE id = ${company.id})`,
    );
    expect(orphans).toBe(0);
  });

  it('refuses a WebP, a forged file and an oversize photo', async () => {
    const owner = await verifiedOwner();
    const company = await createListing(owner);
    const sharp = (await import('sharp')).default;
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    const wrong = await addPhoto(owner, company.id, webp);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('Please upload a JPG, PNG, GIF or SVG image.');
    expect(
      (await addPhoto(owner, company.id, Buffer.from('GIF89a but really text'))).statusCode,
    ).toBe(400);
    const big = await addPhoto(owner, company.id, Buffer.alloc(5 * 1024 * 1024 + 1));
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe('Photo must be 5 MB or smaller.');
  });
});

describe('notification settings', () => {
  it('changes only the caller’s own settings', async () => {
    const { agent, user } = await signUp(t);
    const { user: other } = await signUp(t);
    const response = await agent.request({
      method: 'PUT',
      url: `/api/users/${other.id}`,
      payload: { emailNotifications: false },
    });
    expect(response.statusCode).toBe(403);
    const own = await agent.request({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      payload: { emailNotificationsQuotes: false },
    });
    expect(own.json()).toMatchObject({
      emailNotifications: true,
      emailNotificationsQuotes: false,
      emailNotificationsMessages: true,
    });
  });

  it('turns the quote and message e-mails off with the master switch', async () => {
    const { agent, user } = await signUp(t);
    const off = await agent.request({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      payload: { emailNotifications: false, emailNotificationsQuotes: true },
    });
    expect(off.json()).toMatchObject({
      emailNotifications: false,
      emailNotificationsQuotes: false,
      emailNotificationsMessages: false,
    });
  });

  it('needs a phone number and the terms tick for text notifications, then texts a confirmation', async () => {
    const { agent, user } = await signUp(t);
    const put = (payload: object) =>
      agent.request({ method: 'PUT', url: `/api/users/${user.id}`, payload });
    const noPhone = await put({ textNotifications: true, smsTermsAccepted: true });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().error).toBe('Phone number must be at least 10 characters');
    expect((await put({ phoneNumber: '12345' })).statusCode).toBe(400);
    const noTerms = await put({ textNotifications: true, phoneNumber: '(415) 555-0123' });
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().error).toBe('Please accept the terms to enable text notifications');

    const on = await put({
      textNotifications: true,
      phoneNumber: '(415) 555-0123',
      smsTermsAccepted: true,
    });
    expect(on.json()).toMatchObject({ textNotifications: true, phoneNumber: '(415) 555-0123' });
    const text = await t.waitForMail((m) => m.channel === 'sms' && m.to === '(415) 555-0123');
    expect((text as unknown as { text: string }).text).toMatch(/STOP/);

    const cleared = await put({ phoneNumber: '' });
    expect(cleared.json()).toMatchObject({ textNotifications: false, phoneNumber: null });
  });
});
