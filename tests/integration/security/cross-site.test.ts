import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createUser } from '../../support/factories';
import { databaseChecksum, type DatabaseChecksum } from '../../support/db-checksum';
import { listApiRoutes } from '../../support/routes';
import { signInAs } from '../../support/sessions';
import { socketUrl } from '../../support/sockets';
import { createTestApp, listenOnLoopback, type Agent, type TestApp } from '../../support/test-app';

/**
 * CSRF: a page on another site can make a signed-in browser send requests with its cookies.
 * Every state-changing route, and the websocket upgrade, refuses them by their Origin (or, when a
 * browser sends none, by Sec-Fetch-Site) before doing anything.
 */

const t: TestApp = await createTestApp();
const stateChanging = listApiRoutes(t.app).filter((r) => !['GET', 'HEAD'].includes(r.method));
let database: DatabaseChecksum;
let signedIn: Agent;
let baseUrl: string;

beforeAll(async () => {
  database = await databaseChecksum(t.databaseUrl);
  signedIn = await signInAs(t.app.db, t.agent(), (await createUser(t.app.db)).id);
  baseUrl = await listenOnLoopback(t);
});
afterAll(async () => {
  await database.close();
  await t.close();
});

const CROSS_SITE: Array<[string, Record<string, string>]> = [
  ['a foreign Origin', { origin: 'https://evil.example' }],
  ['an opaque Origin (sandboxed frame, data: page)', { origin: 'null' }],
  ['a look-alike Origin', { origin: 'http://localhost:5000.evil.example' }],
  ['no Origin but Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
];

describe('cross-site requests', () => {
  it('cover every state-changing route', () => {
    expect(stateChanging.length).toBeGreaterThan(25);
  });

  it.each(stateChanging.map((r) => [`${r.method} ${r.url}`, r] as const))(
    '%s refuses them and changes nothing',
    async (_name, route) => {
      const before = await database.take();
      for (const [what, headers] of CROSS_SITE) {
        const response = await signedIn.request({
          method: route.method,
          url: route.url.replace(/:\w+/g, '1'),
          payload: { email: 'x@example.com', password: 'long enough password' },
          headers,
        });
        expect(response.statusCode, what).toBe(403);
        expect(response.json().error, what).toBe('Cross-site request refused');
        expect(response.headers['set-cookie'], what).toBeUndefined();
      }
      expect(await database.take()).toEqual(before);
    },
  );

  it('let the app’s own pages through', async () => {
    const response = await signedIn.post('/api/favorites/999999', undefined, {
      origin: 'http://localhost:5000',
      'sec-fetch-site': 'same-origin',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('the websocket upgrade', () => {
  const open = (headers: Record<string, string>) =>
    new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(socketUrl(baseUrl), {
        headers: { cookie: `ql_session=${signedIn.cookies.get('ql_session')}`, ...headers },
      });
      socket.once('open', () => {
        socket.close(1000);
        resolve(101);
      });
      socket.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.once('error', reject);
    });

  it.each(CROSS_SITE)('refuses %s', async (_what, headers) => {
    expect(await open(headers)).toBe(403);
  });

  it('opens for the app’s own pages', async () => {
    expect(await open({ origin: baseUrl })).toBe(101);
  });
});
