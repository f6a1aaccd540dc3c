/**
 * The performance benchmark: every figure of docs/performance.md in one run.
 *
 *   DATABASE_URL=postgres://… npm run bench [-- --quick] [-- --companies N] [-- --sections …]
 *
 * Fills the database with bench data when it does not hold N companies yet (1,000,000; --quick:
 * 100,000), starts two app nodes on it, and measures side by side: the search endpoints under
 * autocannon, the same SQL statements straight through `pg`, an empty route; search with and
 * without insights' counting (on a third node); the matching statement of a matched request (SQL,
 * rolled back each time); message send -> receive with many open sockets; the built client's
 * initial bytes; Lighthouse (mobile); user actions timed in
 * Chromium beside the same API calls (ux); a business's free visit slots, a result page's "Next
 * available" and an owner's calendar feed with `--visits` (10,000) visits on its calendar and as
 * many on others (visits). Only http, counting and client need the bench
 * data: `--sections ws,ux,visits` runs on any database, and without DATABASE_URL on a throwaway embedded
 * PostgreSQL. Prints `METRIC <name> <value> <unit>` lines and writes bench/results/latest.json.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { connectDatabase } from '@/server/db/client';
import { startAppProcess, type AppProcess } from '../tests/support/app-process';
import { scratchDatabase } from '../tests/support/scratch-database';
import {
  benchCompanyCount,
  benchHasCredentials,
  fillBenchCredentials,
  fillBenchData,
} from './lib/bench-data';
import { measureClientWeight } from './lib/client-weight';
import { measureCountingOverhead } from './lib/counting-overhead';
import { loadMatching } from './lib/matching';
import { loadVisitSlots } from './lib/visit-slots';
import { loadHttp } from './lib/http-load';
import { runLighthouse } from './lib/lighthouse';
import { MetricLog } from './lib/metrics';
import { loadSql, recordStatements, type Statement } from './lib/sql-replay';
import { measureUx, UX_MIN_REPS, UX_PARTS, type UxPart } from './lib/ux';
import { measureWsLatency } from './lib/ws-latency';

const quick = process.argv.includes('--quick');
const option = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1]! : fallback;
};
const companies = Number(option('companies', quick ? '100000' : '1000000'));
const seconds = Number(option('seconds', quick ? '2' : '8'));
const concurrencies = option('concurrency', quick ? '1,8' : '1,8,32')
  .split(',')
  .map(Number);
const socketCounts = option('sockets', quick ? '500' : '1000,5000')
  .split(',')
  .map(Number);
const messages = Number(option('messages', quick ? '100' : '300'));
/** Visits on the calendar of the business whose free slots are timed (visits). */
const visitCount = Number(option('visits', '10000'));
/** Parts to run (all by default): http, counting, ws, client, ux, visits. */
const sections = option('sections', 'http,counting,ws,client,ux,visits').split(',');
/** Repetitions of each user action (ux), never fewer than UX_MIN_REPS. */
const uxReps = Number(option('ux-reps', quick ? '30' : '50'));
/** Which user actions (all by default): search (and company), quote, login, messages, estimate. */
const uxParts = option('ux-parts', UX_PARTS.join(',')).split(',') as UxPart[];
/** The app's pool size: the raw SQL runs get as many connections, no more. */
const POOL_SIZE = 10;
/** The search endpoints and the pages measure the bench data; ws and ux make their own. */
const benchData = ['http', 'counting', 'client'].some((section) => sections.includes(section));

if (!process.env.DATABASE_URL && benchData) {
  console.error('Set DATABASE_URL to a PostgreSQL the benchmark may fill (see README).');
  process.exit(2);
}
if (sections.includes('ux') && !(uxReps >= UX_MIN_REPS)) {
  console.error(`--ux-reps: at least ${UX_MIN_REPS}`);
  process.exit(2);
}
if (uxParts.some((part) => !UX_PARTS.includes(part))) {
  console.error(`--ux-parts: some of ${UX_PARTS.join(',')}`);
  process.exit(2);
}

const metrics = new MetricLog();
// DATABASE_URL, or else a throwaway embedded PostgreSQL; migrated, with the reference data.
const database = await scratchDatabase('bench');
const dataDir = await mkdtemp(path.join(tmpdir(), 'quotelocal-bench-'));
const databaseUrl = database.url;
const handle = connectDatabase(databaseUrl, { max: POOL_SIZE });
const nodes: AppProcess[] = [];
try {
  let endpoints: Endpoints | undefined;
  let recorded: Record<string, Statement[]> = {};
  if (benchData) {
    if ((await benchCompanyCount(handle.db)) !== companies) {
      console.log(`Filling the database with ${companies.toLocaleString('en-US')} companies…`);
      await fillBenchData(databaseUrl, companies);
    } else if (!(await benchHasCredentials(handle.db))) {
      console.log('Adding credentials to the bench companies…');
      await fillBenchCredentials(handle.db);
      await handle.db.execute(sql`VACUUM ANALYZE business_credentials`);
    }
    endpoints = await chooseEndpoints();
    recorded = await recordAll(endpoints);
  }
  const { rows: server } = await handle.db.execute<{ version: string }>(
    sql`SELECT current_setting('server_version') AS version`,
  );
  // Both at once (they migrate and seed under a lock); one that started is stopped below either way.
  const started = await Promise.allSettled(
    ['a', 'b'].map((name) =>
      startAppProcess({ databaseUrl, dataDir: path.join(dataDir, name), env: env() }),
    ),
  );
  for (const node of started) if (node.status === 'fulfilled') nodes.push(node.value);
  for (const node of started) if (node.status === 'rejected') throw node.reason;
  const [a, b] = nodes as [AppProcess, AppProcess];

  if (endpoints && sections.includes('http')) {
    console.log(`\n# HTTP and SQL, ${seconds} s per run`);
    await compareWithSql(a, endpoints, recorded);
    await measureMatching();
  }
  if (endpoints && sections.includes('counting')) await measureCounting(a, endpoints);
  if (sections.includes('ws')) {
    console.log('\n# Realtime: send -> receive on another node');
    for (const sockets of socketCounts) {
      const figures = await measureWsLatency(handle.db, [a, b], sockets, messages);
      metrics.record(`ws_p50_ms_${sockets}`, figures.p50, 'ms');
      metrics.record(`ws_p99_ms_${sockets}`, figures.p99, 'ms');
    }
  }
  if (endpoints && sections.includes('client')) await measureClient(a, endpoints.companyId);
  if (sections.includes('visits')) {
    console.log(
      `\n# Visits: one business with ${visitCount} visits on its calendar, as many on others`,
    );
    const figures = await loadVisitSlots(handle.db, visitCount, seconds);
    for (const [name, part] of Object.entries({
      visit_slots: figures.slots,
      next_available_page: figures.nextAvailable,
      visit_feed: figures.feed,
    })) {
      if (part.errors > 0) throw new Error(`${name}: ${part.errors} runs found nothing`);
      metrics.record(`${name}_p50_ms_${visitCount}`, part.p50, 'ms');
      metrics.record(`${name}_p95_ms_${visitCount}`, part.p95, 'ms');
    }
  }
  if (sections.includes('ux')) {
    console.log('\n# User actions in Chromium, beside the same API calls');
    await measureUx(handle.db, [a, b], metrics, uxReps, uxParts);
  }

  await metrics.write(path.resolve('bench/results/latest.json'), {
    options: {
      quick,
      companies,
      seconds,
      concurrencies,
      socketCounts,
      messages,
      sections,
      uxReps,
      visitCount,
    },
    postgres: server[0]?.version,
  });
  console.log('\nWritten to bench/results/latest.json');
} finally {
  await Promise.all(nodes.map((node) => node.stop()));
  await handle.close();
  await database.dispose();
  await rm(dataDir, { recursive: true, force: true });
}

function env(): Record<string, string> {
  return { MESSAGE_EMAIL_DELAY_SECONDS: '3600', MESSAGE_RATE_LIMIT: '1000000' };
}

/** The requests measured: searches a visitor makes, a category page and a company page. */
async function chooseEndpoints() {
  const { rows } = await handle.db.execute<{ id: number }>(sql`
    SELECT id FROM companies WHERE is_active AND email LIKE '%@bench.example'
    ORDER BY ratings_count DESC, id LIMIT 1`);
  const companyId = rows[0]!.id;
  return {
    companyId,
    paths: {
      search_text: '/api/search?q=plumber',
      search_typo: '/api/search?q=plumbr',
      search_zip: '/api/search?q=plumber&location=94103',
      // "Search this area" on the map: the Bay Area's box (docs/decisions/041).
      search_bounds: '/api/search?q=plumber&bounds=37.2,-122.6,38,-121.7',
      category: '/api/companies/category/plumbing-services',
      // The "Licensed & insured" filter (docs/decisions/098) on the same three.
      search_text_licensed: '/api/search?q=plumber&licensedAndInsured=true',
      search_zip_licensed: '/api/search?q=plumber&location=94103&licensedAndInsured=true',
      category_licensed: '/api/companies/category/plumbing-services?licensedAndInsured=true',
      company: `/api/companies/${companyId}`,
    },
  };
}

type Endpoints = Awaited<ReturnType<typeof chooseEndpoints>>;

/** The statements each endpoint runs, noted while an in-process app answers it once. */
async function recordAll(endpoints: Endpoints): Promise<Record<string, Statement[]>> {
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: path.join(dataDir, 'recorder'),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    JOB_WORKERS: 'false',
  });
  const app = await buildApp({ config, databaseUrl });
  try {
    const recorded: Record<string, Statement[]> = {};
    for (const [name, url] of Object.entries(endpoints.paths)) {
      recorded[name] = await recordStatements(app, url);
    }
    return recorded;
  } finally {
    await app.close();
  }
}

async function compareWithSql(
  node: AppProcess,
  endpoints: Endpoints,
  recorded: Record<string, Statement[]>,
): Promise<void> {
  const worst = { p95Ratio: 0, share: Infinity, sqlP95AtOne: 0 };
  for (const concurrency of concurrencies) {
    const empty = await loadHttp(`${node.url}/api/health`, concurrency, seconds);
    metrics.record(`empty_route_c${concurrency}_rps`, empty.perSecond, 'req/s');
    metrics.record(`empty_route_c${concurrency}_p95_ms`, empty.p95, 'ms');
    for (const [name, url] of Object.entries(endpoints.paths)) {
      await loadHttp(`${node.url}${url}`, concurrency, 1); // warm-up, not counted
      const http = await loadHttp(`${node.url}${url}`, concurrency, seconds);
      const raw = await loadSql(handle.pool, recorded[name]!, concurrency, seconds);
      if (http.errors > 0 || raw.errors > 0) {
        throw new Error(`${name}: ${http.errors} HTTP and ${raw.errors} SQL errors`);
      }
      const key = `${name}_c${concurrency}`;
      metrics.record(`${key}_http_rps`, http.perSecond, 'req/s');
      metrics.record(`${key}_http_p50_ms`, http.p50, 'ms');
      metrics.record(`${key}_http_p95_ms`, http.p95, 'ms');
      metrics.record(`${key}_http_p99_ms`, http.p99, 'ms');
      metrics.record(`${key}_sql_qps`, raw.perSecond, 'q/s');
      metrics.record(`${key}_sql_p50_ms`, raw.p50, 'ms');
      metrics.record(`${key}_sql_p95_ms`, raw.p95, 'ms');
      metrics.record(`${key}_sql_p99_ms`, raw.p99, 'ms');
      const p95Ratio = http.p95 / raw.p95;
      const share = (100 * http.perSecond) / raw.perSecond;
      metrics.record(`${key}_p95_ratio_vs_sql`, p95Ratio, 'x');
      metrics.record(`${key}_rps_share_of_sql`, share, '%');
      worst.p95Ratio = Math.max(worst.p95Ratio, p95Ratio);
      worst.share = Math.min(worst.share, share);
      if (concurrency === 1) worst.sqlP95AtOne = Math.max(worst.sqlP95AtOne, raw.p95);
    }
  }
  metrics.record('search_p95_ratio_vs_sql', worst.p95Ratio, 'x');
  metrics.record('search_rps_share_of_sql', worst.share, '%');
  metrics.record('sql_p95_max_ms_c1', worst.sqlP95AtOne, 'ms');
}

/**
 * Search on node `counting` (which counts appearances, as every node does by default) beside a
 * node started for this with INSIGHTS_COUNTING=false: the overhead of insights' counting, at the
 * concurrencies up to 8 (docs/decisions/017).
 */
async function measureCounting(counting: AppProcess, endpoints: Endpoints): Promise<void> {
  const rounds = quick ? 2 : 4;
  console.log(`\n# Search with and without insights' counting, ${rounds} rounds of ${seconds} s`);
  const notCounting = await startAppProcess({
    databaseUrl,
    dataDir: path.join(dataDir, 'not-counting'),
    env: { ...env(), INSIGHTS_COUNTING: 'false' },
  });
  try {
    await measureCountingOverhead(
      { counting, notCounting },
      {
        path: endpoints.paths.search_text,
        concurrencies: concurrencies.filter((c) => c <= 8),
        seconds,
        rounds,
      },
      metrics,
    );
  } finally {
    await notCounting.stop();
  }
}

/**
 * The matching statement of a matched request's submit (docs/decisions/043; target: p95 <= 20 ms
 * at 1,000,000 companies), straight through `pg` at each concurrency up to the pool's size.
 */
async function measureMatching(): Promise<void> {
  console.log(`\n# Matching a request, ${seconds} s per run`);
  for (const concurrency of concurrencies.filter((c) => c <= POOL_SIZE)) {
    const figures = await loadMatching(handle.db, handle.pool, concurrency, seconds);
    if (figures.errors > 0) throw new Error(`matching: ${figures.errors} SQL errors`);
    metrics.record(`matching_c${concurrency}_sql_qps`, figures.perSecond, 'q/s');
    metrics.record(`matching_c${concurrency}_sql_p50_ms`, figures.p50, 'ms');
    metrics.record(`matching_c${concurrency}_sql_p95_ms`, figures.p95, 'ms');
  }
}

async function measureClient(node: AppProcess, companyId: number): Promise<void> {
  console.log('\n# Client');
  const weight = await measureClientWeight(`${node.url}/`);
  metrics.record('js_initial_gzip_kb', weight.jsGzipKb, 'kB');
  metrics.record('css_initial_gzip_kb', weight.cssGzipKb, 'kB');
  const pages = {
    home: '/',
    search: '/search?q=plumb',
    company: `/companies/${companyId}`,
  };
  for (const [name, page] of Object.entries(pages)) {
    // Rendered once first, as the HTTP runs warm up: Lighthouse loads a page once, and the first
    // render of a page kind after a start (code not yet optimised) is not what visitors wait for.
    for (let i = 0; i < 5; i++) await (await fetch(`${node.url}${page}`)).text();
    const figures = await runLighthouse(`${node.url}${page}`);
    metrics.record(`lighthouse_${name}`, figures.score, 'score');
    metrics.record(`lcp_${name}_ms`, figures.lcpMs, 'ms');
    metrics.record(`cls_${name}`, figures.cls, 'score');
  }
}
