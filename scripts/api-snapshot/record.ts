/**
 * One recording: the built app on a fresh data folder with the demo data, a fixed list of
 * requests, each answer written to a file of its own (see `answerFile`), normalised
 * (./normalise.ts). The list, in this order:
 * 1. the OpenAPI document, read as the list of routes for step 4;
 * 2. the demo accounts' logins; the demo's ids are read from their answers (the kitchen request,
 *    the plumbing business…), so no id is written here;
 * 3. writes, in a fixed order: a sign-up, a request created and submitted, a message, an
 *    estimate, a favourite;
 * 4. every GET route of the document, as a visitor and as each demo account, its path parameters
 *    filled from the demo data (PATH_VALUES: a new parameter's name stops the recording until it
 *    is given a value), once without a query and once per value of each query parameter
 *    (QUERY_VALUES and the parameter's enum), and a few queries the pages send (COMBINED_QUERIES);
 * 5. the pages (PAGES) and the site files, as a visitor and as each demo account.
 */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/server/seed/demo';
import { startAppProcess } from '../../tests/support/app-process';
import { normalise } from './normalise';

type Role = 'visitor' | keyof typeof DEMO_ACCOUNTS;
const ROLES: readonly Role[] = ['visitor', 'customer', 'owner', 'admin'];

interface DemoIds {
  customer: number;
  owner: number;
  /** A reviewer of the plumbing business. */
  reviewer: number;
  /** The customer's "Kitchen sink and lighting update", sent to the plumbing and electric businesses. */
  quote: number;
  /** The owner's "Bayview Plumbing & Drain", in that request. */
  company: number;
  category: number;
}

const CATEGORY_SLUG = 'plumbing-services';

/** A path parameter's value, by its name, or by the path segment before an `{id}`. */
function pathValues(ids: DemoIds): Record<string, string> {
  return {
    quoteId: String(ids.quote),
    companyId: String(ids.company),
    categoryId: String(ids.category),
    userId: String(ids.reviewer),
    slug: CATEGORY_SLUG,
    categorySlug: CATEGORY_SLUG,
    email: DEMO_ACCOUNTS.customer.email,
    // The demo has no uploaded image: the answer for one that does not exist.
    objectId: '1',
    // A calendar feed's address (GET /api/calendar/{token}.ics) with no such token: its 404.
    file: 'not-a-feed.ics',
    'quotes/{id}': String(ids.quote),
    'companies/{id}': String(ids.company),
    'company/{id}': String(ids.company),
    'users/{id}': String(ids.owner),
    // The demo has no invoice (issue 35): the answer for one that does not exist.
    'invoices/{id}': '1',
  };
}

/** Values of query parameters without an enum, by name; one request per value. */
const QUERY_VALUES: Record<string, readonly string[]> = {
  q: ['plumber', 'lopez'],
  search: ['drain'],
  location: ['94103', 'San Francisco, CA'],
  zip: ['94103'],
  state: ['CA'],
  category: [CATEGORY_SLUG],
  subcategory: ['plumber'],
  bounds: ['37.7,-122.5,37.8,-122.4'],
  page: ['2'],
  limit: ['3'],
  pageSize: ['3'],
  token: ['not-a-token'],
  before: ['1000000'],
};

/** Queries the pages send, parameters together. */
const COMBINED_QUERIES: Record<string, readonly string[]> = {
  '/api/search': [
    'q=plumber&location=94103&sort=topRated',
    'category=plumbing-services&subcategory=plumber&location=94103&page=2&limit=5',
    'search=faucet&bounds=37.7,-122.5,37.8,-122.4&favorites=true',
  ],
  '/api/companies/category/{slug}': ['sort=mostReviewed&subcategory=drain-cleaning&limit=20'],
};

/** The client's pages (src/client/app/routes.tsx) and one no route matches. */
function pages(ids: DemoIds): string[] {
  return [
    '/',
    '/about',
    '/terms',
    '/privacy',
    '/search?q=plumber&location=94103',
    '/search?q=plumber&location=94103&show=map',
    `/categories/${CATEGORY_SLUG}`,
    `/categories/${CATEGORY_SLUG}?sub=plumber&sort=topRated`,
    `/companies/${ids.company}`,
    `/cost/${CATEGORY_SLUG}`,
    `/cost/${CATEGORY_SLUG}/ca`,
    '/profile',
    '/quotes',
    `/quotes/${ids.quote}/edit`,
    '/vendorquotes',
    '/notifications',
    `/business/${ids.company}/insights`,
    '/admin',
    '/admin/moderation',
    '/admin/audit',
    '/admin/users',
    `/admin/users/${ids.owner}`,
    '/admin/companies',
    `/admin/companies/${ids.company}`,
    '/no-such-page',
    '/robots.txt',
    '/sitemap.xml',
  ];
}

interface Request {
  role: Role | 'newcomer';
  method: string;
  /** The address as sent. */
  url: string;
  /** Names the answer's file: the route's template and the query, e.g. `GET /api/quotes/{id}`. */
  name: string;
  body?: unknown;
  form?: Record<string, string>;
}

interface Answer {
  status: number;
  json: unknown;
}

/** Headers that change with every run and say nothing about the app: left out of the files. */
const UNRECORDED_HEADERS = new Set(['date', 'connection', 'keep-alive']);

const TEXT_TYPES = /^(text\/|application\/(json|xml|javascript|manifest\+json)|image\/svg)/;

/**
 * Records the app built in `checkout` (its dist/app/main.js) into `outDir`, which must not exist
 * or be empty.
 */
export async function record(checkout: string, outDir: string): Promise<void> {
  await mkdir(outDir, { recursive: true });
  if ((await readdir(outDir)).length > 0) throw new Error(`${outDir} is not empty`);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'quotelocal-snapshot-'));
  const anchor = Date.now();
  const app = await startAppProcess({
    main: path.join(checkout, 'dist/app/main.js'),
    dataDir,
    env: { SEED_DEMO: 'true', APP_URL: 'http://localhost:5000' },
  });
  try {
    const recorder = new Recorder(app.url, outDir, anchor);
    await recordAll(recorder);
    console.log(`${recorder.count} answers in ${outDir}`);
  } finally {
    await app.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function recordAll(recorder: Recorder): Promise<void> {
  const document = (await recorder.send({
    role: 'visitor',
    method: 'GET',
    url: '/api/openapi.json',
    name: 'GET /api/openapi.json',
  })) as OpenApiDocument;

  for (const role of ['customer', 'owner', 'admin'] as const) {
    await recorder.send({
      role,
      method: 'POST',
      url: '/api/auth/login',
      name: 'POST /api/auth/login',
      body: { email: DEMO_ACCOUNTS[role].email, password: DEMO_PASSWORD },
    });
  }
  const ids = await readDemoIds(recorder);
  await writes(recorder, ids);

  const values = pathValues(ids);
  for (const role of ROLES) {
    for (const [template, operations] of Object.entries(document.paths)) {
      const get = operations.get;
      if (!get) continue;
      const url = fillPath(template, values);
      const queries = [
        '',
        ...(get.parameters ?? [])
          .filter((p) => p.in === 'query')
          .flatMap((p) =>
            (p.schema?.enum ?? QUERY_VALUES[p.name] ?? []).map(
              (value) => `${p.name}=${encodeURIComponent(value)}`,
            ),
          ),
        ...(COMBINED_QUERIES[template] ?? []),
      ];
      for (const query of queries) {
        const suffix = query ? `?${query}` : '';
        await recorder.send({
          role,
          method: 'GET',
          url: url + suffix,
          name: `GET ${template}${suffix}`,
        });
      }
    }
  }

  for (const role of ROLES) {
    for (const page of pages(ids)) {
      await recorder.send({ role, method: 'GET', url: page, name: `GET ${page}` });
    }
  }
  const sitemap = await fetch(`${recorder.baseUrl}/sitemap.xml`).then((r) => r.text());
  for (const [, loc] of sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/sitemaps\/[^<]+)<\/loc>/g)) {
    await recorder.send({ role: 'visitor', method: 'GET', url: loc!, name: `GET ${loc}` });
  }
}

/** The demo's ids, from the demo accounts' own answers. */
async function readDemoIds(recorder: Recorder): Promise<DemoIds> {
  const get = async (role: Role, url: string) => {
    const answer = await recorder.call({ role, method: 'GET', url, name: url });
    if (answer.status !== 200) throw new Error(`GET ${url} as ${role}: ${answer.status}`);
    return answer.json;
  };
  const customer = (await get('customer', '/api/me')) as { id: number };
  const owner = (await get('owner', '/api/me')) as { id: number };
  const quotes = (await get('customer', '/api/quotes?status=all&pageSize=100')) as {
    data: Array<{ id: number; quoteName: string }>;
  };
  const { companies } = (await get('owner', '/api/companies/user')) as {
    companies: Array<{ id: number; name: string }>;
  };
  const categories = (await get('visitor', '/api/categories')) as Array<{
    id: number;
    slug: string;
  }>;
  const company = find(companies, (c) => c.name === 'Bayview Plumbing & Drain', 'company');
  const ratings = (await get('visitor', `/api/ratings/company/${company.id}`)) as Array<{
    userId: number;
  }>;
  return {
    customer: customer.id,
    owner: owner.id,
    reviewer: find(ratings, () => true, 'rating').userId,
    quote: find(quotes.data, (q) => q.quoteName.startsWith('Kitchen sink'), 'quote').id,
    company: company.id,
    category: find(categories, (c) => c.slug === CATEGORY_SLUG, 'category').id,
  };
}

function find<T>(items: T[], test: (item: T) => boolean, what: string): T {
  const found = items.find(test);
  if (!found) throw new Error(`the demo data has no ${what}`);
  return found;
}

/** The writes, in this order; each answer is recorded. */
async function writes(recorder: Recorder, ids: DemoIds): Promise<void> {
  const inDays = (days: number) =>
    new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  await recorder.send({
    role: 'newcomer',
    method: 'POST',
    url: '/api/auth/signup',
    name: 'POST /api/auth/signup',
    body: {
      firstName: 'Sam',
      lastName: 'Snapshot',
      email: 'snapshot@quotelocal.example',
      password: 'snapshot-password-1',
      confirmPassword: 'snapshot-password-1',
      terms: true,
    },
  });
  const draft = (await recorder.send({
    role: 'customer',
    method: 'POST',
    url: '/api/quotes',
    name: 'POST /api/quotes',
    body: { companyIds: [ids.company], quoteName: 'Leaky shower valve', jobZip: '94103' },
  })) as { id: number };
  await recorder.send({
    role: 'customer',
    method: 'POST',
    url: `/api/quotes/${draft.id}/submit`,
    name: 'POST /api/quotes/{id}/submit',
    body: {
      quoteName: 'Leaky shower valve',
      description:
        'The shower valve drips all night, even when the handle is turned off hard. The house was built in 1962 and the valve may be original. Weekday mornings suit us.',
      jobZip: '94103',
      timing: 'flexible',
    },
  });
  await recorder.send({
    role: 'customer',
    method: 'POST',
    url: `/api/quotes/${ids.quote}/companies/${ids.company}/messages`,
    name: 'POST /api/quotes/{quoteId}/companies/{companyId}/messages (customer)',
    form: { message: 'Could you also look at the garbage disposal while you are here?' },
  });
  await recorder.send({
    role: 'owner',
    method: 'POST',
    url: `/api/quotes/${draft.id}/companies/${ids.company}/messages`,
    name: 'POST /api/quotes/{quoteId}/companies/{companyId}/messages (owner)',
    form: { message: 'Thanks! We can come by on Tuesday morning.' },
  });
  await recorder.send({
    role: 'owner',
    method: 'POST',
    url: `/api/quotes/${draft.id}/companies/${ids.company}/estimates`,
    name: 'POST /api/quotes/{quoteId}/companies/{companyId}/estimates',
    body: {
      priceType: 'range',
      minCents: 24_000,
      maxCents: 31_000,
      includes: 'Replace the shower valve cartridge and test for leaks; parts and labour.',
      earliestStart: inDays(3),
      validUntil: inDays(30),
    },
  });
  await recorder.send({
    role: 'customer',
    method: 'POST',
    url: `/api/quotes/${draft.id}/companies/${ids.company}/messages/mark-read`,
    name: 'POST /api/quotes/{quoteId}/companies/{companyId}/messages/mark-read',
  });
  await recorder.send({
    role: 'owner',
    method: 'POST',
    url: `/api/favorites/${ids.company}`,
    name: 'POST /api/favorites/{companyId}',
  });
}

/** `/api/quotes/{quoteId}/companies/{companyId}` with the demo's values. */
function fillPath(template: string, values: Record<string, string>): string {
  return template.replace(/([^/]+)\/\{([^}]+)\}/g, (_match, segment: string, name: string) => {
    const value = values[name] ?? (name === 'id' ? values[`${segment}/{id}`] : undefined);
    if (value === undefined) {
      throw new Error(
        `No value for {${name}} in ${template}: give it one in scripts/api-snapshot/record.ts (pathValues)`,
      );
    }
    return `${segment}/${encodeURIComponent(value)}`;
  });
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<{ in: string; name: string; schema?: { enum?: string[] } }>;
      }
    >
  >;
}

/** Sends requests as the demo's people (a cookie jar each) and writes each answer to a file. */
class Recorder {
  count = 0;
  private readonly cookies = new Map<string, Map<string, string>>();
  private readonly files = new Set<string>();

  constructor(
    readonly baseUrl: string,
    private readonly outDir: string,
    private readonly anchor: number,
  ) {}

  /** Sends and records; the answer's JSON body (undefined for another type). */
  async send(request: Request): Promise<unknown> {
    const { response, bytes } = await this.exchange(request);
    await this.write(request, response, bytes);
    return parseJson(response, bytes);
  }

  /** Sends without recording (reading the demo's ids). */
  async call(request: Request): Promise<Answer> {
    const { response, bytes } = await this.exchange(request);
    return { status: response.status, json: parseJson(response, bytes) };
  }

  private async exchange(request: Request): Promise<{ response: Response; bytes: Buffer }> {
    const jar = this.cookies.get(request.role) ?? new Map<string, string>();
    this.cookies.set(request.role, jar);
    const headers: Record<string, string> = { 'accept-encoding': 'identity' };
    if (jar.size > 0) {
      headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    let body: string | FormData | undefined;
    if (request.form) {
      body = new FormData();
      for (const [name, value] of Object.entries(request.form)) body.append(name, value);
    } else if (request.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.body);
    }
    const response = await fetch(this.baseUrl + request.url, {
      method: request.method,
      headers,
      body,
      redirect: 'manual',
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const [name, value] = [pair!.slice(0, at), pair!.slice(at + 1)];
      if (value) jar.set(name, value);
      else jar.delete(name);
    }
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  private async write(request: Request, response: Response, bytes: Buffer): Promise<void> {
    const file = answerFile(`${request.name} as ${request.role}`);
    if (this.files.has(file)) throw new Error(`two requests would be written to ${file}`);
    this.files.add(file);
    this.count++;
    const type = response.headers.get('content-type') ?? '';
    const headers = [...response.headers]
      .filter(([header]) => !UNRECORDED_HEADERS.has(header))
      .map(([header, value]) => `${header}: ${value}`);
    const body = type.startsWith('application/zip') ? zipEntries(bytes) : describe(type, bytes);
    const text = [
      `${request.method} ${request.url} as ${request.role}`,
      String(response.status),
      ...headers,
      '',
      body,
    ].join('\n');
    await writeFile(path.join(this.outDir, file), normalise(text, this.anchor));
  }
}

/** The file of an answer: its request's name, as a file name (`GET _api_quotes_{id} as customer`). */
export function answerFile(name: string): string {
  return `${name.replace(/[/\\:*?"<>|]/g, '_').slice(0, 200)}.txt`;
}

/** A body as text, or its length and hash when it is not text (an image). */
function describe(type: string, bytes: Uint8Array): string {
  return TEXT_TYPES.test(type) || type === ''
    ? Buffer.from(bytes).toString('utf8')
    : `(${bytes.length} bytes, sha256 ${createHash('sha256').update(bytes).digest('hex')})`;
}

/**
 * A zip (the account export) as its entries' names and contents: the archive's own bytes carry
 * each entry's time of writing.
 */
function zipEntries(bytes: Buffer): string {
  return Object.entries(unzipSync(bytes))
    .map(([name, content]) => {
      const type = /\.(json|csv|txt|html?|md)$/.test(name)
        ? 'text/plain'
        : 'application/octet-stream';
      return `--- ${name}\n${describe(type, content)}`;
    })
    .join('\n');
}

function parseJson(response: Response, bytes: Buffer): unknown {
  return response.headers.get('content-type')?.startsWith('application/json')
    ? JSON.parse(bytes.toString('utf8'))
    : undefined;
}
