import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@/server/platform/session';
import { createCompany, createUser, FACTORY_PASSWORD } from '../support/factories';
import { createTestApp, listenOnLoopback, type TestApp } from '../support/test-app';
import type { paths } from '@/client/lib/api-types';
import { API_TYPES_FILE, apiTypes } from '../../scripts/api-types';

/**
 * The API document is usable by a client: TypeScript types generated from /api/openapi.json
 * (openapi-typescript) drive a typed client (openapi-fetch) that calls the real server over HTTP.
 *
 * The types live in src/client/lib/api-types.d.ts, where the client's own calls are checked
 * against them (src/client/lib/api-client.ts). The first test generates them from the served
 * document and compares: a route change that alters the document fails it until the file is
 * regenerated with `npm run api:types` (and then `npm run typecheck` says whether the client's
 * calls, and these, still fit).
 */

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listenOnLoopback(t);
});
afterAll(async () => t.close());

const client = () => createClient<paths>({ baseUrl });

describe('a client generated from the API document', () => {
  it(`is what the served document generates now (${API_TYPES_FILE})`, async () => {
    const response = await fetch(`${baseUrl}/api/openapi.json`);
    expect(response.status).toBe(200);
    const types = await apiTypes(await response.text());
    expect(types).toContain('export interface paths');
    await expect(types).toMatchFileSnapshot(`../../${API_TYPES_FILE}`);
  });

  it('lists the categories', async () => {
    const { data, error, response } = await client().GET('/api/categories');
    expect(response.status).toBe(200);
    expect(error).toBeUndefined();
    expect(data!.length).toBeGreaterThan(10);
    expect(data).toContainEqual({
      id: expect.any(Number),
      name: 'Plumbing Services',
      slug: 'plumbing-services',
    });
  });

  it('searches by text and ZIP, and opens the company found', async () => {
    const company = await createCompany(t.app.db, {
      name: 'Bayview Pipe Works',
      category: 'plumbing-services',
      zip: '94103',
    });
    const api = client();

    const search = await api.GET('/api/search', {
      params: { query: { q: 'Bayview Pipe', location: '94103' } },
    });
    expect(search.response.status).toBe(200);
    expect(search.data!.results.map((c) => c.id)).toContain(company.id);
    expect(search.data!.location?.zip).toBe('94103');

    const details = await api.GET('/api/companies/{id}', {
      params: { path: { id: String(company.id) } },
    });
    expect(details.response.status).toBe(200);
    expect(details.data).toMatchObject({
      id: company.id,
      name: 'Bayview Pipe Works',
      zip: '94103',
    });

    const missing = await api.GET('/api/companies/{id}', {
      params: { path: { id: '2147483647' } },
    });
    expect(missing.response.status).toBe(404);
    expect(missing.error).toEqual({ error: 'Company not found', message: 'Company not found' });
  });

  it('signs in and reads the signed-in user with the session cookie (the security scheme)', async () => {
    const user = await createUser(t.app.db, { firstName: 'Robin', lastName: 'Typed' });
    const api = client();

    const login = await api.POST('/api/auth/login', {
      body: { email: user.email, password: FACTORY_PASSWORD },
    });
    expect(login.response.status).toBe(200);
    expect(login.data?.user.email).toBe(user.email);
    const session = login.response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0]!)
      .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
    expect(session).toBeDefined();

    const me = await api.GET('/api/me', { headers: { cookie: session } });
    expect(me.response.status).toBe(200);
    expect(me.data).toMatchObject({
      id: user.id,
      email: user.email,
      firstName: 'Robin',
      lastName: 'Typed',
      isAdmin: false,
    });

    const anonymous = await api.GET('/api/me');
    expect(anonymous.response.status).toBe(401);
    expect(anonymous.error?.message).toBe('Authentication required');
  });
});
