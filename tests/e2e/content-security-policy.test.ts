import { describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../support/factories';
import { multipart } from '../support/files';
import { signInAs } from '../support/sessions';
import { useBrowserSuite } from './browser';

/**
 * The built client works under the app's Content Security Policy: on every kind of page (public,
 * signed in, with live messaging over the websocket) the browser reports no violation at all.
 */

const LONG =
  'Please quote for repainting the living room and hallway: walls and ceilings, two coats, light colours, furniture moved by us beforehand.';

let sessionToken: string;
let companyId: number;
let quoteId: number;

const suite = useBrowserSuite(async (server) => {
  const db = server.app.db;
  const customer = await createUser(db, { firstName: 'Ada', email: 'admin@example.com' });
  const company = await createCompany(db, { name: 'Brush & Roller', category: 'renovations' });
  companyId = company.id;
  const agent = await signInAs(db, server.agent(), customer.id);
  sessionToken = agent.cookies.get('ql_session')!;
  quoteId = (
    await agent.post('/api/quotes', { companyIds: [company.id], description: LONG })
  ).json().id;
  await agent.post(`/api/quotes/${quoteId}/submit`, { jobZip: '94110' });
  await agent.request({
    method: 'POST',
    url: `/api/quotes/${quoteId}/companies/${company.id}/messages`,
    ...multipart({ message: 'Could you come on Monday?' }),
  });
});

describe('the Content Security Policy', () => {
  it('blocks nothing the built client needs, on any page', async () => {
    const { page, server } = suite;
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(
          `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`,
        );
      });
    });
    await page
      .context()
      .addCookies([{ name: 'ql_session', value: sessionToken, url: server.baseUrl }]);

    for (const path of [
      '/',
      '/categories/renovations',
      `/companies/${companyId}`,
      '/search?q=paint',
      '/quotes',
      `/quotes/${quoteId}/edit`,
      '/vendorquotes',
      '/profile',
      '/admin',
      '/about',
    ]) {
      await page.goto(`${server.baseUrl}${path}`);
      await expect
        .poll(() => page.locator('main :is(h1, h2)').count(), { message: path })
        .toBeGreaterThan(0);
    }
    expect(violations).toEqual([]);
  });
});
