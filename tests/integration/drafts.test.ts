import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_A_DRAFT, NO_COMPANIES } from '@/contract/quote';
import { createCompany, createUser } from '../support/factories';
import { loggedIn } from '../support/sessions';
import { createTestApp, type Agent, type TestApp } from '../support/test-app';
import { imageForm, LONG_DESCRIPTION } from '../support/world';

/**
 * Issue 31, item 2: Start Quote is idempotent (one draft per request however often it is
 * pressed), and the customer may delete a draft or take a business off it.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function businesses(count: number) {
  const owner = await createUser(t.app.db);
  const list = [];
  for (let i = 0; i < count; i++)
    list.push(await createCompany(t.app.db, { ownerId: owner.id, name: `Drain Team ${i}` }));
  return list;
}

const del = (agent: Agent, url: string) => agent.request({ method: 'DELETE', url });

async function myDrafts(agent: Agent): Promise<number[]> {
  const list = (await agent.get('/api/quotes?status=draft')).json();
  return list.data.map((q: { id: number }) => q.id);
}

describe('Start Quote', () => {
  it('pressed 10 times at once starts exactly one draft, which every press answers', async () => {
    const [a, b] = await businesses(2);
    const { agent } = await loggedIn(t);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        agent.post('/api/quotes', { companyIds: [a!.id, b!.id], jobZip: '94103' }),
      ),
    );

    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const ids = new Set(responses.map((r) => r.json().id as number));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    expect(responses.find((r) => r.statusCode === 201)!.json()).toEqual({ id, reused: false });
    expect(responses.find((r) => r.statusCode === 200)!.json()).toEqual({ id, reused: true });
    expect(await myDrafts(agent)).toEqual([id]);
    const quote = (await agent.get(`/api/quotes/${id}`)).json();
    expect(quote.companies.map((c: { id: number }) => c.id)).toEqual([a!.id, b!.id]);
  });

  it('pressed again later with the same businesses in another order opens the same draft', async () => {
    const [a, b] = await businesses(2);
    const { agent } = await loggedIn(t);
    const first = await agent.post('/api/quotes', { companyIds: [a!.id, b!.id], jobZip: '94103' });
    await agent.request({
      method: 'PUT',
      url: `/api/quotes/${first.json().id}`,
      payload: { quoteName: 'Slow drain', description: LONG_DESCRIPTION, jobZip: '94103' },
    });
    const again = await agent.post('/api/quotes', { companyIds: [b!.id, a!.id], jobZip: '94103' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ id: first.json().id, reused: true });
    expect((await agent.get(`/api/quotes/${first.json().id}`)).json().quoteName).toBe('Slow drain');
  });

  it('starts another draft for other businesses, another job ZIP, or once the draft was sent', async () => {
    const [a, b] = await businesses(2);
    const { agent } = await loggedIn(t);
    const start = async (companyIds: number[], jobZip: string) => {
      const response = await agent.post('/api/quotes', { companyIds, jobZip });
      return { status: response.statusCode, id: response.json().id as number };
    };
    const first = await start([a!.id], '94103');
    expect(first.status).toBe(201);
    expect((await start([a!.id, b!.id], '94103')).status).toBe(201);
    expect((await start([b!.id], '94103')).status).toBe(201);
    expect((await start([a!.id], '10001')).status).toBe(201);
    const sent = await agent.post(`/api/quotes/${first.id}/submit`, {
      description: LONG_DESCRIPTION,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const after = await start([a!.id], '94103');
    expect(after.status).toBe(201);
    expect(after.id).not.toBe(first.id);
    expect(await myDrafts(agent)).toHaveLength(4);
  });

  it('is one draft per customer: another customer pressing it at the same time gets their own', async () => {
    const [a] = await businesses(1);
    const customers = [await loggedIn(t), await loggedIn(t)];
    const responses = await Promise.all(
      customers.flatMap(({ agent }) =>
        Array.from({ length: 5 }, () => agent.post('/api/quotes', { companyIds: [a!.id] })),
      ),
    );
    const ids = responses.map((r) => r.json().id as number);
    expect(new Set(ids.slice(0, 5)).size).toBe(1);
    expect(new Set(ids.slice(5)).size).toBe(1);
    expect(ids[0]).not.toBe(ids[5]);
  });

  it('for a matched request, pressed 10 times at once, starts one draft in the trade', async () => {
    const { agent } = await loggedIn(t);
    const body = { categorySlug: 'plumbing-services', jobZip: '94103' };
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => agent.post('/api/quotes/matched', body)),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
    expect(await myDrafts(agent)).toHaveLength(1);
    const other = await agent.post('/api/quotes/matched', { categorySlug: 'roofing-gutters' });
    expect(other.statusCode, other.body).toBe(201);
  });
});

describe('deleting a draft', () => {
  it("removes it with its images; the customer's other quotes stay", async () => {
    const [a, b] = await businesses(2);
    const { agent } = await loggedIn(t);
    const keep = (await agent.post('/api/quotes', { companyIds: [b!.id] })).json().id as number;
    const id = (await agent.post('/api/quotes', { companyIds: [a!.id] })).json().id as number;
    const image = await agent.request({
      method: 'POST',
      url: `/api/quotes/${id}/images`,
      ...(await imageForm('image')),
    });
    expect(image.statusCode).toBe(201);
    expect((await agent.get(image.json().objectUrl)).statusCode).toBe(200);

    const deleted = await del(agent, `/api/quotes/${id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await agent.get(`/api/quotes/${id}`)).statusCode).toBe(404);
    expect((await agent.get(image.json().objectUrl)).statusCode).toBe(404);
    expect(await myDrafts(agent)).toEqual([keep]);
    expect((await del(agent, `/api/quotes/${id}`)).statusCode).toBe(404);
    // Start Quote for those businesses starts afresh.
    expect((await agent.post('/api/quotes', { companyIds: [a!.id] })).statusCode).toBe(201);
  });

  it('is refused once the request was sent', async () => {
    const [a] = await businesses(1);
    const { agent } = await loggedIn(t);
    const id = (await agent.post('/api/quotes', { companyIds: [a!.id], jobZip: '94103' })).json()
      .id as number;
    await agent.post(`/api/quotes/${id}/submit`, { description: LONG_DESCRIPTION });
    const refused = await del(agent, `/api/quotes/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(NOT_A_DRAFT);
    expect((await agent.get(`/api/quotes/${id}`)).json().status).toBe('submitted');
  });
});

describe('removing a business from a draft', () => {
  it('answers the draft without it; the last one leaves a draft that cannot be sent', async () => {
    const [a, b] = await businesses(2);
    const { agent } = await loggedIn(t);
    const id = (
      await agent.post('/api/quotes', { companyIds: [a!.id, b!.id], jobZip: '94103' })
    ).json().id as number;

    const removed = await del(agent, `/api/quotes/${id}/companies/${a!.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ id, companyCount: 1 });
    expect(removed.json().companies.map((c: { name: string }) => c.name)).toEqual(['Drain Team 1']);
    expect((await del(agent, `/api/quotes/${id}/companies/${a!.id}`)).statusCode).toBe(404);

    expect((await del(agent, `/api/quotes/${id}/companies/${b!.id}`)).json().companies).toEqual([]);
    const submit = await agent.post(`/api/quotes/${id}/submit`, { description: LONG_DESCRIPTION });
    expect(submit.statusCode).toBe(400);
    expect(submit.json().error).toBe(NO_COMPANIES);
  });

  it('is refused once the request was sent', async () => {
    const [a, b] = await businesses(2);
    const { agent } = await loggedIn(t);
    const id = (
      await agent.post('/api/quotes', { companyIds: [a!.id, b!.id], jobZip: '94103' })
    ).json().id as number;
    await agent.post(`/api/quotes/${id}/submit`, { description: LONG_DESCRIPTION });
    expect((await del(agent, `/api/quotes/${id}/companies/${a!.id}`)).statusCode).toBe(409);
    expect((await agent.get(`/api/quotes/${id}`)).json().companyCount).toBe(2);
  });
});

describe("someone else's draft", () => {
  it('is not found for deleting or removing a business, and stays as it was', async () => {
    const [a, b] = await businesses(2);
    const { agent } = await loggedIn(t);
    const { agent: stranger } = await loggedIn(t);
    const id = (await agent.post('/api/quotes', { companyIds: [a!.id, b!.id] })).json()
      .id as number;

    for (const url of [`/api/quotes/${id}`, `/api/quotes/${id}/companies/${a!.id}`]) {
      const response = await del(stranger, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error).toBe('Quote not found');
    }
    expect((await del(t.agent(), `/api/quotes/${id}`)).statusCode).toBe(401);
    expect((await agent.get(`/api/quotes/${id}`)).json()).toMatchObject({
      status: 'draft',
      companyCount: 2,
    });
  });
});
