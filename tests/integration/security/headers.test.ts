import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../support/factories';
import { multipart } from '../../support/files';
import { signInAs } from '../../support/sessions';
import { createTestApp, setCookieFor, validSignup, type TestApp } from '../../support/test-app';
import { imageForm, LONG_DESCRIPTION } from '../../support/world';

/** Security headers on every answer, and what changes once the app is served over https. */

let http: TestApp;
let https: TestApp;
beforeAll(async () => {
  [http, https] = await Promise.all([
    createTestApp(),
    createTestApp({
      appUrl: 'https://quotelocal.example',
      mapTiles: { url: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png', attribution: 'Example' },
    }),
  ]);
});
afterAll(async () => Promise.all([http.close(), https.close()]));

const directives = (header: string | string[] | number | undefined) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers', () => {
  it('send a CSP that allows only the app’s own scripts and no framing, on pages and API alike', async () => {
    for (const url of ['/api/categories', '/api/does-not-exist', '/some/page']) {
      const response = await http.agent().get(url);
      const csp = directives(response.headers['content-security-policy']);
      expect(csp['script-src'], url).toEqual(["'self'"]);
      expect(csp['default-src'], url).toEqual(["'self'"]);
      expect(csp['object-src'], url).toEqual(["'none'"]);
      expect(csp['base-uri'], url).toEqual(["'self'"]);
      expect(csp['form-action'], url).toEqual(["'self'"]);
      expect(csp['frame-ancestors'], url).toEqual(["'none'"]);
      expect(response.headers['x-frame-options'], url).toBeDefined();
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
  });

  it('send every header of the policy, exactly, on pages, API answers and refusals alike', async () => {
    const expected = {
      'content-security-policy':
        "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';img-src 'self' data: blob: https://tile.openstreetmap.org;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self';worker-src 'self';manifest-src 'self';frame-src https://www.google.com https://maps.google.com",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    const answers = [
      await http.agent().get('/api/health'),
      await http.agent().get('/some/page'),
      await http.agent().post('/api/auth/logout', {}, { origin: 'https://elsewhere.example' }),
    ];
    expect(answers[2]!.statusCode).toBe(403);
    for (const response of answers) expect(response.headers).toMatchObject(expected);
  });

  it('let images come from the map tiles’ origin, any subdomain when the template has {s}', async () => {
    const csp = (app: TestApp) =>
      app
        .agent()
        .get('/search')
        .then((r) => directives(r.headers['content-security-policy']));
    expect((await csp(http))['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://tile.openstreetmap.org',
    ]);
    expect((await csp(https))['img-src']).toContain('https://*.tiles.example.org');
  });

  it('send HSTS only when the app is served over https', async () => {
    expect((await http.agent().get('/api/categories')).headers).not.toHaveProperty(
      'strict-transport-security',
    );
    const hsts = (await https.agent().get('/api/categories')).headers['strict-transport-security'];
    expect(hsts).toMatch(/max-age=(\d{8,})/);
    expect(Number(/max-age=(\d+)/.exec(String(hsts))![1])).toBeGreaterThanOrEqual(15_552_000);
  });
});

describe('caching', () => {
  it('forbids keeping a copy of private API answers: who is signed in, a quote, its messages', async () => {
    const db = http.app.db;
    const customer = await signInAs(db, http.agent(), (await createUser(db)).id);
    const company = await createCompany(db);
    const quoteId = (
      await customer.post('/api/quotes', {
        companyIds: [company.id],
        description: LONG_DESCRIPTION,
      })
    ).json().id;
    await customer.post(`/api/quotes/${quoteId}/submit`, { jobZip: '94110' });
    const conversation = `/api/quotes/${quoteId}/companies/${company.id}/messages`;
    const sent = await customer.request({
      method: 'POST',
      url: conversation,
      ...multipart({ message: 'Hello' }),
    });
    expect(sent.statusCode).toBe(201);

    for (const url of ['/api/me', `/api/quotes/${quoteId}`, conversation]) {
      const response = await customer.get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const signedOut = await http.agent().get('/api/me');
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.headers['cache-control']).toBe('no-store');
  });

  it('leaves a route its own caching: an uploaded image', async () => {
    const db = http.app.db;
    const owner = await signInAs(db, http.agent(), (await createUser(db)).id);
    const upload = await owner.request({
      method: 'POST',
      url: '/api/upload/single',
      ...(await imageForm('file')),
    });
    const image = await owner.get(`/api/objects/${upload.json().objectId}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('private, max-age=3600');
  });
});

describe('the session and known-device cookies', () => {
  it('are HttpOnly and SameSite=Lax, and Secure when the app is served over https', async () => {
    for (const [app, secure] of [
      [http, false],
      [https, true],
    ] as const) {
      const response = await app.agent().post('/api/auth/signup', validSignup());
      for (const name of ['ql_session', 'ql_device']) {
        const cookie = setCookieFor(response, name);
        expect(cookie, name).toMatch(new RegExp(`^${name}=[\\w-]{40,};`));
        expect(cookie, name).toMatch(/; HttpOnly/);
        expect(cookie, name).toMatch(/; SameSite=Lax/);
        expect(/; Secure/.test(cookie!), `${name} ${app.config.appUrl}`).toBe(secure);
      }
    }
  });
});
