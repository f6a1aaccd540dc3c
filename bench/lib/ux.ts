import { sql } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Database } from '@/server/db/client';
import { SESSION_COOKIE } from '@/server/platform/session';
import type { AppProcess } from '../../tests/support/app-process';
import { launchChromium } from '../../tests/support/chromium';
import { percentile } from '../../tests/support/percentile';
import { sessionCookieIn } from '../../tests/support/session-cookie';
import type { MetricLog } from './metrics';
import {
  createUxWorld,
  DESCRIPTION,
  JOB_ZIP,
  submittedQuote,
  type UxUser,
  type UxWorld,
} from './ux-data';
import { ApiClient, EventSocket, timed } from './ux-http';
import { across, elapsed, UxPage, type Condition } from './ux-page';

/** The fewest repetitions of each action: p95 of fewer is one outlier. */
export const UX_MIN_REPS = 30;

const MESSAGES = 'ol[aria-label="Messages"] li';
const NOT_BUSY: Condition = { none: '[aria-busy="true"]' };

interface Nodes {
  a: AppProcess;
  b: AppProcess;
}

/** The actions, as --ux-parts names them (search includes the company page after it). */
export const UX_PARTS = ['search', 'quote', 'login', 'messages', 'estimate'] as const;
export type UxPart = (typeof UX_PARTS)[number];

/**
 * The user-action benchmark (docs/performance.md, "User actions"): Chromium drives the app on the
 * two nodes and times, in the page, what a person waits for; beside each action its floor, the
 * same API calls straight from Node. `reps` repetitions of each (at least UX_MIN_REPS).
 */
export async function measureUx(
  db: Database,
  [a, b]: [AppProcess, AppProcess],
  metrics: MetricLog,
  reps: number,
  only: readonly UxPart[] = UX_PARTS,
): Promise<void> {
  if (reps < UX_MIN_REPS) throw new Error(`at least ${UX_MIN_REPS} repetitions`);
  const world = await createUxWorld(db);
  const report = new Report(metrics, reps);
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    const run = new UxRun(db, browser, { a, b }, world, report, reps);
    console.log(`${reps} repetitions of each; photo ${(world.photo.length / 1024).toFixed(0)} kB`);
    const parts: Array<[UxPart, () => Promise<void>]> = [
      ['search', () => run.searchAndCompany()],
      ['quote', () => run.quoteLifecycle()],
      ['login', () => run.login()],
      ['messages', () => run.messages(false)],
      ['messages', () => run.messages(true)],
      ['estimate', () => run.estimates()],
    ];
    for (const [name, part] of parts) {
      if (!only.includes(name)) continue;
      const started = Date.now();
      await run.closing(part);
      console.log(`  (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    }
  } finally {
    await browser?.close();
    await world.remove();
  }
}

/** p50 and p95 of each series as METRIC lines, and the page's API calls once per action. */
class Report {
  constructor(
    private readonly metrics: MetricLog,
    private readonly reps: number,
  ) {}

  series(name: string, kind: string, values: number[]): void {
    if (values.length !== this.reps) {
      throw new Error(`${name}.${kind}: ${values.length} of ${this.reps} repetitions`);
    }
    const sorted = [...values].sort((x, y) => x - y);
    this.metrics.record(`ux.${name}.${kind}.p50_ms`, percentile(sorted, 50), 'ms');
    this.metrics.record(`ux.${name}.${kind}.p95_ms`, percentile(sorted, 95), 'ms');
  }

  /** Each action's times in the browser beside its floor's (`http`), keyed by the action's name. */
  pairs(browser: Record<string, number[]>, http: Record<string, number[]>): void {
    for (const [name, values] of Object.entries(browser)) {
      this.series(name, 'browser', values);
      this.series(name, 'http', http[name] ?? []);
    }
  }

  /** The API calls a page made, in order of the first of each, with how many times. */
  calls(name: string, side: string, calls: string[]): void {
    const counts = new Map<string, number>();
    for (const call of calls) counts.set(call, (counts.get(call) ?? 0) + 1);
    const list = [...counts].map(([call, n]) => (n > 1 ? `${call} ×${n}` : call));
    console.log(`  ${name}, ${side} called (${calls.length}): ${list.join(', ') || 'no API'}`);
  }
}

class UxRun {
  /** The browsers the part running now opened, closed when it ends. */
  private readonly contexts: BrowserContext[] = [];

  constructor(
    private readonly db: Database,
    private readonly browser: Browser,
    private readonly nodes: Nodes,
    private readonly world: UxWorld,
    private readonly report: Report,
    private readonly reps: number,
  ) {}

  /** Runs a part of the benchmark, then closes the browsers it opened. */
  async closing(part: () => Promise<void>): Promise<void> {
    try {
      await part();
    } finally {
      for (const context of this.contexts.splice(0)) await context.close();
    }
  }

  /** A page in a browser of its own (1280 × 900), signed in as `user` when given. */
  private async page(user?: UxUser): Promise<UxPage> {
    const context = await this.browser.newContext({ viewport: { width: 1280, height: 900 } });
    this.contexts.push(context);
    context.on('weberror', (error) => console.warn(`  page error: ${error.error().message}`));
    if (user) {
      // Cookies are per host, not port: signed in on both nodes (127.0.0.1).
      await context.addCookies([
        { name: SESSION_COOKIE, value: user.token, url: this.nodes.a.url, httpOnly: true },
      ]);
    }
    return UxPage.open(context);
  }

  /**
   * The two open sides of a conversation, live: the customer's quote page on node A and the
   * business's Vendor Quotes on `businessNode`.
   */
  private async conversationPages(quote: number, companyId: number, businessNode: AppProcess) {
    const { customer, business } = this.world.chat;
    const customerPage = await this.page(customer);
    const businessPage = await this.page(business);
    await customerPage.load(`${this.nodes.a.url}/quotes/${quote}/edit?company=${companyId}`, 'h1');
    await businessPage.load(
      `${businessNode.url}/vendorquotes?quoteId=${quote}&companyId=${companyId}`,
      'h1',
    );
    await Promise.all([customerPage.realtime(), businessPage.realtime()]);
    return { customerPage, businessPage };
  }

  /**
   * 1. Home → Search clicked → first result visible; 2. that result clicked → the company page's
   * content drawn (its name as the heading, no placeholder left: the photos are in). A signed-out
   * visitor; each repetition loads the home page anew (the browser's cache warm, as for a returning
   * visitor). Floor: the search request; the company and its photos (asked for together).
   */
  async searchAndCompany(): Promise<void> {
    console.log('\n# Search, then a company page (signed out)');
    const { a } = this.nodes;
    const visitor = new ApiClient(a.url, '');
    const result = 'section[aria-label="Search results"] a[href^="/companies/"]';
    const times = { search: [] as number[], company: [] as number[] };
    const floors = { search: [] as number[], company: [] as number[] };
    let searchCall = '';
    let companyCall = '';
    let imagesCall = '';
    const p = await this.page();
    const { page } = p;
    for (let i = 0; i < this.reps; i++) {
      await p.load(`${a.url}/`, 'input[aria-label="Describe your project"]');
      await page.getByRole('combobox', { name: 'Describe your project' }).fill('plumber');
      await page.getByPlaceholder('ZIP code').fill(JOB_ZIP);
      await p.settle();
      await p.arm({ start: { type: 'click' }, until: { selector: result } });
      p.record();
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      times.search.push(elapsed(await p.result()));
      const searchCalls = p.recorded();
      searchCall ||= apiPath(searchCalls, /^GET \/api\/search\?/, 'the search');
      if (i === 0) this.report.calls('search', 'the page', searchCalls);

      await p.settle();
      const first = page.locator(result).filter({ hasText: /\S/ }).first();
      const name = (await first.textContent())?.trim() ?? '';
      const condition: Condition = { all: [{ selector: 'h1', text: name }, NOT_BUSY] };
      await p.arm({ start: { type: 'click' }, until: condition });
      p.record();
      await first.click();
      times.company.push(elapsed(await p.result()));
      const companyCalls = p.recorded();
      companyCall ||= apiPath(companyCalls, /^GET \/api\/companies\/\d+$/, 'the company');
      imagesCall ||= apiPath(companyCalls, /^GET \/api\/companies\/\d+\/images$/, 'photos');
      if (i === 0) this.report.calls('company', 'the page', companyCalls);

      floors.search.push(await timed(() => visitor.json('GET', searchCall)));
      floors.company.push(
        await timed(() =>
          Promise.all([visitor.json('GET', companyCall), visitor.json('GET', imagesCall)]),
        ),
      );
    }
    this.report.pairs(times, floors);
  }

  /**
   * 5. Request a Quote on a company page → the draft's form ready; 7. a 1 MB photo chosen → its
   * thumbnail drawn; 6. Submit Quote → the page shows the quote submitted. One signed-in customer,
   * one quote per repetition (name, description and ZIP typed between create and upload, untimed),
   * then back to the company page through the quote's company link. Floors: the same calls.
   */
  async quoteLifecycle(): Promise<void> {
    console.log('\n# Quote: create, photo upload, submit (signed in)');
    const { a } = this.nodes;
    const { customer, quoteCompany, photo } = this.world;
    const api = new ApiClient(a.url, customer.cookie);
    const times = {
      quote_create: [] as number[],
      photo_upload: [] as number[],
      quote_submit: [] as number[],
    };
    const floors: typeof times = { quote_create: [], photo_upload: [], quote_submit: [] };
    const requestQuote = (page: Page) => page.getByRole('button', { name: 'Request a Quote' });
    const p = await this.page(customer);
    const { page } = p;
    await p.load(`${a.url}/companies/${quoteCompany.id}`, 'h1');
    for (let i = 0; i < this.reps; i++) {
      const ready: Condition = {
        all: [
          { selector: 'p', text: 'Edit your quote details' },
          { selector: 'input[name="quoteName"]' },
          NOT_BUSY,
        ],
      };
      await p.arm({ start: { type: 'click' }, until: ready });
      p.record();
      await requestQuote(page).click();
      times.quote_create.push(elapsed(await p.result()));
      if (i === 0) this.report.calls('quote_create', 'the page', p.recorded());
      await page.waitForURL(/\/quotes\/\d+\/edit/);

      await page.getByLabel('Quote Name').fill(`Kitchen sink ${i + 1}`);
      await page.getByLabel('Project Description').fill(DESCRIPTION);
      await page.getByLabel('Job ZIP code').fill(JOB_ZIP);
      await p.settle();
      await this.liftUploadLimit();
      await p.arm({
        start: { type: 'change' },
        until: { selector: 'img[alt="Project image 1"]', image: true },
      });
      p.record();
      await page
        .locator('input[type=file]')
        .setInputFiles({ name: 'kitchen.jpg', mimeType: 'image/jpeg', buffer: photo });
      times.photo_upload.push(elapsed(await p.result()));
      await page.getByRole('button', { name: 'Add Image' }).waitFor();
      await p.settle();
      if (i === 0) this.report.calls('photo_upload', 'the page', p.recorded());

      await p.arm({
        start: { type: 'click' },
        until: { selector: 'p', text: 'Manage your quote communications' },
      });
      p.record();
      await page.getByRole('button', { name: 'Submit Quote' }).click();
      times.quote_submit.push(elapsed(await p.result()));
      await p.settle();
      if (i === 0) this.report.calls('quote_submit', 'the page', p.recorded());

      await page
        .getByRole('region', { name: 'Selected Companies' })
        .getByRole('link', { name: quoteCompany.name })
        .click();
      await requestQuote(page).waitFor();
      await p.settle();

      // The floor: the calls of the three actions, on a quote of its own.
      let id = 0;
      floors.quote_create.push(
        await timed(async () => {
          ({ id } = await api.json<{ id: number }>('POST', '/api/quotes', {
            companyIds: [quoteCompany.id],
            quoteName: '',
            description: '',
          }));
          await api.json('GET', `/api/quotes/${id}`);
        }),
      );
      const fields = { quoteName: `Floor ${i + 1}`, description: DESCRIPTION, jobZip: JOB_ZIP };
      await this.liftUploadLimit();
      floors.photo_upload.push(
        await timed(async () => {
          await api.json('PUT', `/api/quotes/${id}`, fields);
          const form = new FormData();
          form.set(
            'image',
            new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }),
            'kitchen.jpg',
          );
          const image = await api.json<{ objectUrl: string }>(
            'POST',
            `/api/quotes/${id}/images`,
            form,
          );
          await api.json('GET', `/api/quotes/${id}`);
          await api.bytes(`${image.objectUrl}?variant=thumb`);
        }),
      );
      floors.quote_submit.push(
        await timed(async () => {
          await api.json('POST', `/api/quotes/${id}/submit`, fields);
          await api.json('GET', `/api/quotes/${id}`);
        }),
      );
    }
    this.report.pairs(times, floors);
  }

  /**
   * 8. Log In clicked in the login dialog (e-mail and password typed) → My Profile, where a login
   * lands, drawn with the user's details. Each repetition starts signed out on a fresh home page
   * (logged out through the API; the browser keeps its known-device cookie). Floor: the login
   * request, then the two the profile makes (who is signed in, their companies).
   */
  async login(): Promise<void> {
    console.log('\n# Log in');
    const { a } = this.nodes;
    const { visitor, password } = this.world;
    const times = { login: [] as number[] };
    const floors: typeof times = { login: [] };
    const p = await this.page();
    const { page } = p;
    const context = page.context();
    const profile: Condition = {
      all: [
        { selector: 'h1', text: 'My Profile' },
        { selector: '[role="tabpanel"]', text: visitor.email },
        NOT_BUSY,
      ],
    };
    for (let i = 0; i < this.reps; i++) {
      await p.load(`${a.url}/`, 'h1');
      await page
        .getByRole('banner')
        .getByRole('button', { name: 'Log In', exact: true })
        .filter({ visible: true })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Log In to Your Account' });
      await dialog.getByLabel('Email').fill(visitor.email);
      await dialog.getByLabel('Password').fill(password);
      await p.settle();
      await this.liftLoginLimit();
      await p.arm({ start: { type: 'click' }, until: profile });
      p.record();
      await dialog.getByRole('button', { name: 'Log In', exact: true }).click();
      times.login.push(elapsed(await p.result()));
      await p.settle();
      if (i === 0) this.report.calls('login', 'the page', p.recorded());
      await context.request.post(`${a.url}/api/auth/logout`);

      const device = (await context.cookies(a.url))
        .filter((c) => c.name !== SESSION_COOKIE)
        .map((c) => `${c.name}=${c.value}`)
        .join('; ');
      await this.liftLoginLimit();
      let session = '';
      floors.login.push(
        await timed(async () => {
          const response = await new ApiClient(a.url, device).send('POST', '/api/auth/login', {
            email: visitor.email,
            password,
          });
          await response.text();
          session = sessionCookieIn(response.headers.getSetCookie()) ?? '';
          if (!response.ok || !session) throw new Error(`login: ${response.status}`);
          const user = new ApiClient(a.url, session);
          await Promise.all([user.json('GET', '/api/me'), user.json('GET', '/api/companies/user')]);
        }),
      );
      await new ApiClient(a.url, session).send('POST', '/api/auth/logout').then((r) => r.text());
    }
    this.report.pairs(times, floors);
  }

  /**
   * 3. A message typed and Enter pressed → visible on the other side's open page: the customer's
   * quote page and the business's Vendor Quotes conversation, both ways; both pages on node A, or
   * the business's on node B. From the keydown in the sender's page to the frame that draws it in
   * the receiver's (one wall clock). Also: the sender's own message on its page. Floor, before the
   * pages open (they would react to it): the POST, the receiver's socket event, the list it asks
   * for then; `event` is the POST → event part alone.
   */
  async messages(twoNodes: boolean): Promise<void> {
    const { a } = this.nodes;
    const b = twoNodes ? this.nodes.b : a;
    const nodes = twoNodes ? 'two_nodes' : 'one_node';
    console.log(
      `\n# Messages, ${twoNodes ? 'customer on node A, business on node B' : 'both on node A'}`,
    );
    const { customer, business, companyId } = this.world.chat;
    const customerApi = new ApiClient(a.url, customer.cookie);
    const businessApi = new ApiClient(b.url, business.cookie);
    const floorQuote = await submittedQuote(customerApi, companyId, `Floor chat ${nodes}`);
    const quote = await submittedQuote(customerApi, companyId, `Chat ${nodes}`);
    const sides = {
      customer_to_business: { from: customerApi, to: businessApi },
      business_to_customer: { from: businessApi, to: customerApi },
    };

    for (const [direction, { from, to }] of Object.entries(sides)) {
      const socket = await EventSocket.open(to.baseUrl, to.cookie);
      const event: number[] = [];
      const http: number[] = [];
      try {
        for (let i = 0; i < this.reps; i++) {
          const thread = `/api/quotes/${floorQuote}/companies/${companyId}/messages`;
          const arrived = socket.next((e) => e.type === 'new_message' && e.quoteId === floorQuote);
          const started = performance.now();
          const form = new FormData();
          form.set('messageText', `Floor message ${i + 1}`);
          await from.json('POST', thread, form);
          await arrived;
          event.push(performance.now() - started);
          await to.json('GET', thread);
          http.push(performance.now() - started);
        }
      } finally {
        socket.close();
      }
      this.report.series(`message.${direction}.${nodes}`, 'http', http);
      this.report.series(`message.${direction}.${nodes}`, 'event', event);
    }

    const { customerPage, businessPage } = await this.conversationPages(quote, companyId, b);
    const pages = {
      customer_to_business: { from: customerPage, to: businessPage },
      business_to_customer: { from: businessPage, to: customerPage },
    };
    for (const [direction, { from, to }] of Object.entries(pages)) {
      const seen: number[] = [];
      const own: number[] = [];
      const composer = from.page.getByRole('textbox', { name: /^Message to / });
      for (let i = 0; i < this.reps; i++) {
        const text = `Message ${i + 1} ${direction.replaceAll('_', ' ')}`;
        await composer.fill(text);
        await from.settle();
        const shown: Condition = { selector: MESSAGES, text };
        await to.arm({ until: shown });
        await from.arm({ start: { type: 'keydown', key: 'Enter' }, until: shown });
        from.record();
        to.record();
        await composer.press('Enter');
        const [sent, received] = await Promise.all([from.result(), to.result()]);
        seen.push(across(sent, received));
        own.push(elapsed(sent));
        await Promise.all([from.settle(), to.settle()]);
        const [sender, receiver] = [from.recorded(), to.recorded()];
        if (i === 0) {
          this.report.calls(`message.${direction}`, 'the sender', sender);
          this.report.calls(`message.${direction}`, 'the receiver', receiver);
        }
      }
      this.report.series(`message.${direction}.${nodes}`, 'browser', seen);
      this.report.series(`message.${direction}.${nodes}`, 'sender_browser', own);
    }
  }

  /**
   * 4. The business sends an estimate (Send clicked in its dialog, on node B) → the estimate drawn
   * in the customer's open conversation (node A). Floor, before the pages open: the POST, the
   * customer's socket event, the conversation the page asks for then (`event`: POST → event).
   */
  async estimates(): Promise<void> {
    console.log('\n# Estimate: business on node B, customer on node A');
    const { a, b } = this.nodes;
    const { customer, business, companyId } = this.world.chat;
    const customerApi = new ApiClient(a.url, customer.cookie);
    const businessApi = new ApiClient(b.url, business.cookie);
    const floorQuote = await submittedQuote(customerApi, companyId, 'Floor estimate');
    const quote = await submittedQuote(customerApi, companyId, 'Estimate');
    const includes = 'Parts, labour and taking the old fittings away.';

    const socket = await EventSocket.open(a.url, customer.cookie);
    const event: number[] = [];
    const http: number[] = [];
    try {
      for (let i = 0; i < this.reps; i++) {
        const arrived = socket.next((e) => e.type === 'new_estimate' && e.quoteId === floorQuote);
        const started = performance.now();
        await businessApi.json(
          'POST',
          `/api/quotes/${floorQuote}/companies/${companyId}/estimates`,
          {
            priceType: 'fixed',
            priceCents: (1000 + i) * 100,
            includes,
            earliestStart: inDays(7),
            validUntil: inDays(30),
          },
        );
        await arrived;
        event.push(performance.now() - started);
        await customerApi.json('GET', `/api/quotes/${floorQuote}/companies/${companyId}/messages`);
        http.push(performance.now() - started);
      }
    } finally {
      socket.close();
    }

    const seen: number[] = [];
    const { customerPage, businessPage } = await this.conversationPages(quote, companyId, b);
    const page = businessPage.page;
    for (let i = 0; i < this.reps; i++) {
      await page.getByRole('button', { name: /^(Send|Revise) estimate$/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Price for the job (USD)').fill(String(1000 + i));
      if (i === 0) {
        await dialog.getByLabel('What the price includes').fill(includes);
        await dialog.getByLabel('Earliest start date').fill(inDays(7));
      }
      await businessPage.settle();
      const card = `${MESSAGES} article[aria-label="Estimate, revision ${i + 1}"]`;
      await customerPage.arm({ until: { selector: card } });
      await businessPage.arm({ start: { type: 'click' } });
      customerPage.record();
      await dialog.getByRole('button', { name: /^Send (revised )?estimate$/ }).click();
      const received = await customerPage.result();
      seen.push(across(await businessPage.result(), received));
      await dialog.waitFor({ state: 'detached' });
      await Promise.all([customerPage.settle(), businessPage.settle()]);
      if (i === 0) this.report.calls('estimate', 'the customer', customerPage.recorded());
      else customerPage.recorded();
    }
    this.report.series('estimate', 'browser', seen);
    this.report.series('estimate', 'http', http);
    this.report.series('estimate', 'event', event);
  }

  /** Login is limited to 10 a minute per address: the benchmark's own logins are not the point. */
  private async liftLoginLimit(): Promise<void> {
    await this.db.execute(sql`DELETE FROM rate_limits WHERE key LIKE 'POST/api/auth/login-%'`);
  }

  /** Uploads are limited to 60 a minute per address and route. */
  private async liftUploadLimit(): Promise<void> {
    await this.db.execute(
      sql`DELETE FROM rate_limits WHERE key LIKE 'POST/api/quotes/:id/images-%'`,
    );
  }
}

/** The first of the page's calls that matches (its path and query), or an error. */
function apiPath(calls: string[], pattern: RegExp, what: string): string {
  const call = calls.find((c) => pattern.test(c));
  if (!call) throw new Error(`the page did not request ${what}: ${calls.join(', ')}`);
  return call.slice(call.indexOf(' ') + 1);
}

/** A local date `days` from today (YYYY-MM-DD), as the estimate form takes it. */
function inDays(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}
