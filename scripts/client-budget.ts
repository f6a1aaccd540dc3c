/**
 * The first-load budget (issue 37, docs/performance.md "First load"): a signed-out visitor's first
 * visit to each public page fetches at most 150 kB of JS (gzip) until the network is idle, and its
 * first script (the entry and the chunks it imports statically) is at most 100 kB.
 *
 *   npm run build && npm run budget:client
 *
 * Runs the production build (dist/) as `npm start` does, on a throwaway embedded PostgreSQL with a
 * few plumbing businesses around ZIP 94103, loads each page in Chromium with an empty cache
 * (bench/lib/client-weight.ts, the bench's own measurement) and prints each script's gzip size.
 * Exits 1 when a page is over budget.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connectDatabase } from '@/server/db/client';
import { measureClientWeight } from '../bench/lib/client-weight';
import { startAppProcess, type AppProcess } from '../tests/support/app-process';
import { launchChromium } from '../tests/support/chromium';
import { createCompany } from '../tests/support/factories';
import { scratchDatabase } from '../tests/support/scratch-database';

const BUDGET_KB = { total: 150, firstScript: 100 };
const manifestFile = path.resolve(import.meta.dirname, '../dist/client/.vite/manifest.json');

type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

/** The entry's script and every chunk it imports statically: what runs before the app starts. */
function firstScriptFiles(manifest: Manifest): Set<string> {
  const files = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key]!;
    if (files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    chunk.imports?.forEach(add);
  };
  add('index.html');
  return files;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
const firstScript = firstScriptFiles(manifest);
const database = await scratchDatabase('client-budget');
const dataDir = await mkdtemp(path.join(tmpdir(), 'quotelocal-client-budget-'));
let app: AppProcess | undefined;
let over = 0;
try {
  const handle = connectDatabase(database.url, { max: 2 });
  const made = [];
  try {
    for (const [i, zip] of ['94103', '94110', '94107'].entries()) {
      made.push(
        await createCompany(handle.db, {
          name: `Budget Plumbing ${i + 1}`,
          category: 'plumbing-services',
          subcategories: ['plumber'],
          zip,
          averageRating: 4.8,
          ratingsCount: 5,
        }),
      );
    }
  } finally {
    await handle.close();
  }
  app = await startAppProcess({ databaseUrl: database.url, dataDir });
  const pages = [
    '/',
    '/search?q=plumber&zip=94103',
    '/categories/plumbing-services',
    `/companies/${made[0]!.id}`,
    '/cost/plumbing-services',
    '/cost/plumbing-services/ca',
    '/about',
    '/terms',
    '/privacy',
    '/no-such-page',
  ];
  const browser = await launchChromium();
  try {
    for (const page of pages) {
      const weight = await measureClientWeight(`${app.url}${page}`, browser);
      const firstBytes = weight.scripts
        .filter((s) => firstScript.has(s.path))
        .reduce((sum, s) => sum + s.gzipBytes, 0);
      const misses = [
        weight.jsGzipKb > BUDGET_KB.total && `JS until idle over ${BUDGET_KB.total} kB`,
        firstBytes / 1024 > BUDGET_KB.firstScript &&
          `first script over ${BUDGET_KB.firstScript} kB`,
      ].filter(Boolean);
      over += misses.length;
      console.log(
        `${misses.length > 0 ? 'OVER' : 'ok  '} ${page}: ${weight.jsGzipKb.toFixed(1)} kB JS until idle` +
          ` (budget ${BUDGET_KB.total}), first script ${kb(firstBytes)} kB (budget ${BUDGET_KB.firstScript})` +
          (misses.length > 0 ? ` — ${misses.join(', ')}` : ''),
      );
      for (const script of weight.scripts.toSorted((a, b) => b.gzipBytes - a.gzipBytes)) {
        const first = firstScript.has(script.path) ? ' (first script)' : '';
        console.log(`       ${kb(script.gzipBytes).padStart(6)} kB  ${script.path}${first}`);
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  await app?.stop();
  await database.dispose();
  await rm(dataDir, { recursive: true, force: true });
}
if (over > 0) {
  console.error(
    `\nThe first-load budget is exceeded (${over}); see docs/performance.md "First load".`,
  );
  process.exit(1);
}
console.log('\nEvery public page is inside the first-load budget.');
