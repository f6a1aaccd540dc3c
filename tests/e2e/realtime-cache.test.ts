import type { Page, Request, Route } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { findFreePort } from '@/server/db/free-port';
import { submittedQuote } from '../support/businesses';
import { createCompany, createUser } from '../support/factories';
import { logInAs } from '../support/sessions';
import { pageReceivedMarker, pageSocketIsLive } from '../support/sockets';
import { showsMessage, toasts, useBrowserSuite } from './browser';

/**
 * Issue 18, point 2: realtime events carry their data. A message shows on the other side from its
 * event, with no request for the conversation; the sender's shows at once, marked "Sending…"; a
 * refused one goes away with the server's reason; after a node restarts, messages still arrive.
 */

let customer: { id: number; email: string };
let vendor: { id: number; email: string };
let companyId: number;
const clientDir = new URL('../../dist/client', import.meta.url).pathname;

const suite = useBrowserSuite(async (server) => {
  const db = server.app.db;
  customer = await createUser(db, { firstName: 'Cleo', lastName: 'Customer' });
  vendor = await createUser(db, { firstName: 'Ben', lastName: 'Business' });
  companyId = (await createCompany(db, { ownerId: vendor.id, name: 'Ben’s Decks' })).id;
});

/** Another app node on the same database, on a port of its own that survives a restart. */
async function nodeOn(port: number) {
  const app = await buildApp({
    config: suite.server.config,
    databaseUrl: suite.server.databaseUrl,
    clientDir,
  });
  await app.listen({ port, host: '127.0.0.1' });
  return app;
}
let node: Awaited<ReturnType<typeof nodeOn>> | undefined;
afterAll(async () => {
  await node?.close();
});

async function newQuote(name: string) {
  const { id } = await submittedQuote(await logInAs(suite.server, customer.email), {
    quoteName: name,
    companyIds: [companyId],
    description:
      'The deck boards at the back are soft in places and two steps wobble. We would like the worst boards replaced and the steps made safe before summer.',
  });
  return id;
}

/** The customer's quote page and the business's conversation, each in its own browser, live. */
async function bothSides(quoteId: number, vendorBase = suite.server.baseUrl) {
  const base = suite.server.baseUrl;
  const customerPage = await suite.signedInPage(customer.email, { baseUrl: base });
  const vendorPage = await suite.signedInPage(vendor.email, { baseUrl: vendorBase });
  await customerPage.goto(`${base}/quotes/${quoteId}/edit?company=${companyId}`);
  await vendorPage.goto(`${vendorBase}/vendorquotes?quoteId=${quoteId}&companyId=${companyId}`);
  const panel = customerPage.getByRole('region', { name: 'Messages' });
  const conversation = vendorPage.getByRole('region', { name: 'Conversation with Cleo Customer' });
  await expect.poll(() => panel.getByRole('status').textContent()).toContain('Live');
  await expect.poll(() => liveBadge(vendorPage).textContent()).toContain('Live');
  await expect.poll(() => conversation.isVisible()).toBe(true);
  // The badges show on the sockets' open; the server counts them in just after.
  await pageSocketIsLive(customerPage);
  await pageSocketIsLive(vendorPage);
  return { customerPage, vendorPage, panel, conversation };
}

/** The page's connection badge (Live, Connecting..., Offline, Connection Error). */
const liveBadge = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: /^(Live|Connecting\.\.\.|Offline|Connection Error)$/ });

/** The API requests a page makes from now on (`answered` once its answer has been read). */
function requestsOf(page: Page) {
  const seen: Array<{ method: string; path: string; answered?: true }> = [];
  const entries = new Map<Request, (typeof seen)[number]>();
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    const entry = { method: request.method(), path: url.pathname };
    entries.set(request, entry);
    seen.push(entry);
  });
  page.on('requestfinished', (request: Request) => {
    const entry = entries.get(request);
    if (entry) entry.answered = true;
  });
  return seen;
}

async function write(area: ReturnType<Page['getByRole']>, text: string) {
  const box = area.getByLabel(/^Message to /);
  await box.fill(text);
  await box.press('Enter');
}

describe('a conversation written from its events', () => {
  it('shows each side’s message on the other without asking for the conversation, both ways', async () => {
    const quoteId = await newQuote('Soft deck boards');
    const thread = `/api/quotes/${quoteId}/companies/${companyId}/messages`;
    const { customerPage, vendorPage, panel, conversation } = await bothSides(quoteId);
    await vendorPage.waitForLoadState('networkidle');
    await customerPage.waitForLoadState('networkidle');

    const vendorAsks = requestsOf(vendorPage);
    await write(panel, 'Could you replace the soft boards this month?');
    await showsMessage(conversation, 'Could you replace the soft boards this month?');
    // Seen by the business, so marked read: its header count goes back down from the event.
    await expect
      .poll(() => vendorAsks.some((r) => r.method === 'POST' && r.path === `${thread}/mark-read`))
      .toBe(true);
    // No request after the events either: once the mark-read is answered (its read event
    // committed), a marker sent to the business comes after every event of the message and of
    // its reading, and after what the page did on them.
    await expect
      .poll(() => vendorAsks.some((r) => r.path === `${thread}/mark-read` && r.answered === true))
      .toBe(true);
    await pageReceivedMarker(vendorPage, suite.server.app.db, vendor.id);
    expect(vendorAsks.filter((r) => r.method === 'GET')).toEqual([]);

    const customerAsks = requestsOf(customerPage);
    await write(conversation, 'Yes: Tuesday, with the steps too.');
    await showsMessage(panel, 'Yes: Tuesday, with the steps too.');
    await pageReceivedMarker(customerPage, suite.server.app.db, customer.id);
    expect(customerAsks.filter((r) => r.method === 'GET' && r.path === thread)).toEqual([]);
    // Nothing else was asked again either: the lists and counts came with the events.
    expect(customerAsks.filter((r) => r.method === 'GET')).toEqual([]);
    // Each side shows both messages once.
    for (const area of [panel, conversation]) {
      await expect
        .poll(() => area.getByRole('list', { name: 'Messages' }).getByRole('listitem').count())
        .toBe(2);
    }
  });

  it('shows the sender’s message at once as "Sending…", then as sent', async () => {
    const quoteId = await newQuote('Wobbly steps');
    const { vendorPage, panel, conversation } = await bothSides(quoteId);

    // The answer is held back: the message shows meanwhile, marked as on its way.
    let held: Route | undefined;
    await vendorPage.route('**/messages', (route) => {
      if (route.request().method() === 'POST') held = route;
      else void route.continue();
    });
    await write(conversation, 'I can come Thursday at 8.');
    const messages = conversation.getByRole('list', { name: 'Messages' });
    await showsMessage(conversation, 'I can come Thursday at 8.');
    await expect.poll(() => messages.getByText('Sending…').isVisible()).toBe(true);
    expect(await conversation.getByLabel(/^Message to /).inputValue()).toBe('');
    await expect.poll(() => held !== undefined).toBe(true);
    await held!.continue();

    await expect.poll(() => messages.getByText('Sending…').count()).toBe(0);
    await expect.poll(() => messages.getByText('I can come Thursday at 8.').count()).toBe(1);
    await showsMessage(panel, 'I can come Thursday at 8.');
  });

  it('takes a refused message back out with the server’s reason, and returns its text', async () => {
    const quoteId = await newQuote('Refused message');
    const { panel, customerPage } = await bothSides(quoteId);
    const tooLong = `Long ${'x'.repeat(5000)}`;
    await write(panel, tooLong);
    await expect
      .poll(() =>
        toasts(customerPage).getByText('Messages can be at most 5000 characters.').isVisible(),
      )
      .toBe(true);
    const messages = panel.getByRole('list', { name: 'Messages' });
    await expect.poll(() => messages.count()).toBe(0);
    await expect.poll(() => panel.getByText('Sending…').count()).toBe(0);
    expect(await panel.getByLabel(/^Message to /).inputValue()).toBe(tooLong);

    // A message that is fine still goes.
    await write(panel, 'Short and sweet.');
    await showsMessage(panel, 'Short and sweet.');
  });

  it('keeps delivering after the business’s app node restarts', async () => {
    const quoteId = await newQuote('After a restart');
    const port = await findFreePort();
    node = await nodeOn(port);
    const vendorBase = `http://127.0.0.1:${port}`;
    const { vendorPage, panel, conversation } = await bothSides(quoteId, vendorBase);
    const live = () => liveBadge(vendorPage).textContent();

    await node.close();
    await expect.poll(live).not.toContain('Live');
    // Sent while the business's node is down: no event can reach it.
    await write(panel, 'Sent while your server restarted.');
    await showsMessage(panel, 'Sent while your server restarted.');

    node = await nodeOn(port);
    // Reconnected, the page asks again for what it may have missed, then lives on events.
    await expect.poll(live, { timeout: 15_000 }).toContain('Live');
    await showsMessage(conversation, 'Sent while your server restarted.');
    await write(panel, 'And this one live.');
    await showsMessage(conversation, 'And this one live.');
  });
});
