import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_PATHS } from '@/client/app/routes';
import * as moderation from '@/contract/moderation';
import { COMPANY_SORTS } from '@/contract/search-url';
import { connectDatabase } from '@/server/db/client';
import { startAppProcess, type AppProcess } from '../support/app-process';
import { publishedGuide } from '../support/cost-guides';
import { createCompany, createUser } from '../support/factories';
import { sessionCookieFor } from '../support/sessions';
import { createAppSandbox, type AppSandbox } from '../support/test-app';

/**
 * Issue 30, item 0: no address can end the server. Every page (src/client/app/routes.tsx, and one
 * no route matches) with every value of every query flag the client writes into an address, and
 * with the flags together as the pages write them, against the compiled server as a process
 * (`node dist/app/main.js`). `/search?q=plumber&show=map` once ended
 * it (Leaflet evaluated while the page was rendered on the server).
 */

let sandbox: AppSandbox;
let app: AppProcess;
let companyId: string;
let ownerCookie: string;

beforeAll(async () => {
  sandbox = await createAppSandbox('addresses');
  const handle = connectDatabase(sandbox.databaseUrl, { max: 1 });
  try {
    const owner = await createUser(handle.db);
    const company = await createCompany(handle.db, {
      ownerId: owner.id,
      name: 'Addressable Plumbing',
      subcategories: ['plumber'],
    });
    companyId = String(company.id);
    await publishedGuide(handle.db, 'plumbing-services');
    ownerCookie = await sessionCookieFor(handle.db, owner.id);
  } finally {
    await handle.close();
  }
  app = await startAppProcess(sandbox);
});
afterAll(async () => {
  await app?.stop();
  await sandbox?.dispose();
});

/** Each flag the client writes into an address, with the values it gives it. */
function flagValues(): Record<string, readonly string[]> {
  return {
    q: ['plumber'],
    search: ['plumber'],
    location: ['94103'],
    zip: ['94103'],
    sort: [...COMPANY_SORTS, 'myFavorites'],
    page: ['2'],
    favorites: ['true'],
    licensedAndInsured: ['true'],
    bounds: ['37.7,-122.5,37.8,-122.4'],
    view: ['grid', 'table', 'thread'],
    show: ['map'],
    sub: ['plumber'],
    from: ['profile', 'search'],
    tab: ['companies'],
    company: [companyId],
    quoteId: ['1'],
    companyId: [companyId],
    token: ['not-a-token'],
    payment: ['done'],
    verified: ['1', 'already', '0'],
    login: ['1'],
    type: moderation.REPORT_TARGETS,
    status: moderation.REPORT_STATUSES,
  };
}

/**
 * Every flag's every value, in as few addresses as there are values of the flag with the most:
 * the nth address gives each flag its nth value (or its last). A page reads its own flags only.
 */
function allFlags(): string[] {
  const flags = Object.entries(flagValues());
  const count = Math.max(...flags.map(([, values]) => values.length));
  return Array.from({ length: count }, (_, n) =>
    new URLSearchParams(
      flags.map(([name, values]) => [name, values[n] ?? values.at(-1)!]),
    ).toString(),
  );
}

/** Addresses as the pages write them: the flags of one page together. */
const asThePagesWriteThem = () => [
  'q=plumber&show=map',
  'q=plumber&location=94103&sort=topRated&page=1&view=grid&show=map',
  'q=plumber&sort=relevance&page=1&bounds=37.7,-122.5,37.8,-122.4&show=map',
  'sub=plumber&sort=mostReviewed&page=2&view=table',
  'zip=94103&sub=plumber&sort=topRated&page=2&view=table',
  `company=${companyId}&view=thread`,
  `quoteId=1&companyId=${companyId}`,
  'view=table',
];

/** A page pattern as an address: its parameters filled with rows that exist. */
const PARAMETERS: Record<string, () => string> = {
  id: () => companyId,
  slug: () => 'plumbing-services',
  category: () => 'plumbing-services',
  state: () => 'CA',
  // No project and no invitation exist: their pages answer 404 or say the link is not valid.
  projectId: () => '1',
  token: () => 'not-a-token',
};
const addressOf = (pattern: string) =>
  pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = PARAMETERS[name];
    if (!value) throw new Error(`no value for the page parameter :${name} (${pattern})`);
    return value();
  });

/** Each page (and an address no page has) with each query. */
const everyPageWith = (queries: string[]) =>
  [...PAGE_PATHS.map(addressOf), '/no/such/page'].flatMap((page) =>
    queries.map((query) => (query ? `${page}?${query}` : page)),
  );

/**
 * The address parameters the client reads: `.get('name')` on an address's query (src/client and
 * the search address's rules), and the fields of the schemas that admin lists keep in the address
 * (useAddressQuery).
 */
async function flagsTheClientReads(): Promise<Set<string>> {
  const names = new Set<string>();
  const files = (await readdir('src/client', { recursive: true }))
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
    .map((file) => path.join('src/client', file));
  for (const file of [...files, 'src/contract/search-url.ts']) {
    const code = await readFile(file, 'utf8');
    for (const [, name] of code.matchAll(/\.get\('([a-z][A-Za-z]*)'\)/g)) names.add(name!);
    for (const [, schema] of code.matchAll(/useAddressQuery\((\w+)\)/g)) {
      const shape = (moderation as unknown as Record<string, { shape?: object }>)[schema!]?.shape;
      if (!shape) throw new Error(`${file}: ${schema} is not a schema of contract/moderation.ts`);
      for (const name of Object.keys(shape)) names.add(name);
    }
  }
  return names;
}

/** Requests the addresses, `inFlight` at a time; each one's status, or why it got none. */
async function requestAll(
  addresses: string[],
  headers: Record<string, string>,
  inFlight = 6,
): Promise<Map<string, number | string>> {
  const results = new Map<string, number | string>();
  const queue = [...addresses];
  const worker = async () => {
    for (let address = queue.shift(); address !== undefined; address = queue.shift()) {
      try {
        const response = await fetch(app.url + address, { headers });
        await response.arrayBuffer();
        results.set(address, response.status);
      } catch (error) {
        results.set(address, String((error as Error).cause ?? error));
      }
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  return results;
}

describe('every page address', () => {
  it('is answered, signed out and signed in, and the server keeps serving', async () => {
    const passes: Array<{ headers: Record<string, string>; queries: string[] }> = [
      { headers: {}, queries: ['', ...asThePagesWriteThem(), ...allFlags()] },
      { headers: { cookie: ownerCookie }, queries: ['', ...asThePagesWriteThem()] },
    ];
    for (const { headers, queries } of passes) {
      const results = await requestAll(everyPageWith(queries), headers);
      const failed = [...results].filter(
        ([, status]) => typeof status !== 'number' || status >= 500,
      );
      // The first few, with what the server printed (a crash's stack).
      expect(failed.slice(0, 5), app.output()).toEqual([]);
    }
    expect(app.child.exitCode).toBeNull();
    const health = await fetch(`${app.url}/api/health`);
    expect(health.status).toBe(200);
    // Each page was rendered, or left to the browser, without an error.
    expect(app.output()).not.toMatch(/page render failed|uncaught/i);
  });

  it('covers every flag the client reads', async () => {
    const requested = new Set(Object.keys(flagValues()));
    const missing = [...(await flagsTheClientReads())].filter((name) => !requested.has(name));
    expect(missing).toEqual([]);
  });

  it('renders the map view with the map’s placeholder, loaded in the browser', async () => {
    const page = await fetch(`${app.url}/search?q=plumber&show=map`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const mapRegion = /<section aria-label="Map of the results"[^>]*>([\s\S]*?)<\/section>/.exec(
      html,
    );
    expect(mapRegion?.[1]).toContain('Loading the map…');
    expect(html).toMatch(/<h1[^>]*>Results for “plumber”/);
  });
});
