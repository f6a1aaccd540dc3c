/**
 * Message send -> receive latency across two app processes sharing one PostgreSQL.
 *
 *   npm run bench:ws -- [--messages 300]        (DATABASE_URL: use that server; else an embedded one)
 *
 * The customer posts on process A; the time until the business owner's socket on process B gets
 * `new_message` is measured, one message at a time. Prints METRIC lines.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { createDatabaseIfMissing } from '../src/server/db/bootstrap';
import { connectDatabase } from '../src/server/db/client';
import { startEmbeddedPostgres } from '../src/server/db/embedded';
import { runMigrations } from '../src/server/db/migrate';
import { seedReferenceData } from '../src/server/db/seed/reference';
import { hashPassword } from '../src/server/modules/auth/auth-service';
import { findFreePort } from '../src/server/platform/free-port';

const count = Number(process.argv[process.argv.indexOf('--messages') + 1]) || 300;
const PASSWORD = 'bench-password-1';

const dataDir = await mkdtemp(path.join(tmpdir(), 'quotelocal-bench-'));
let databaseUrl = process.env.DATABASE_URL;
const embedded = databaseUrl ? undefined : await startEmbeddedPostgres(dataDir);
if (embedded) {
  await createDatabaseIfMissing(embedded.url, 'bench');
  databaseUrl = embedded.urlFor('bench');
}
await runMigrations(databaseUrl!);
const db = connectDatabase(databaseUrl!, { max: 2 });
await seedReferenceData(db.db);

// Two users, a company, a submitted quote.
const hash = await hashPassword(PASSWORD);
const tag = Date.now().toString(36);
const { rows: ids } = await db.db.execute<{
  customer: number;
  vendor: number;
  company: number;
  quote: number;
}>(sql`
  WITH customer AS (INSERT INTO users (first_name, last_name, email, password_hash, is_verified)
                    VALUES ('Bench', 'Customer', ${`customer-${tag}@bench.example`}, ${hash}, true) RETURNING id),
       vendor AS (INSERT INTO users (first_name, last_name, email, password_hash, is_verified)
                  VALUES ('Bench', 'Vendor', ${`vendor-${tag}@bench.example`}, ${hash}, true) RETURNING id),
       company AS (INSERT INTO companies (owner_id, category_id, name, description, address, city, state, zip, phone, email)
                   SELECT vendor.id, (SELECT min(id) FROM categories), 'Bench Co', 'A company for benchmarks.', '1 Main St',
                          'San Francisco', 'CA', '94103', '4155550100', 'b@bench.example' FROM vendor RETURNING id),
       quote AS (INSERT INTO quotes (user_id, quote_name, description, status, submitted_at)
                 SELECT customer.id, 'Bench quote', repeat('x', 120), 'submitted', now() FROM customer RETURNING id),
       link AS (INSERT INTO quote_companies (quote_id, company_id) SELECT quote.id, company.id FROM quote, company)
  SELECT customer.id AS customer, vendor.id AS vendor, company.id AS company, quote.id AS quote
  FROM customer, vendor, company, quote`);
const { company, quote } = ids[0]!;
await db.close();

async function startNode(name: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await findFreePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      DATA_DIR: path.join(dataDir, name),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      MESSAGE_EMAIL_DELAY_SECONDS: '3600',
      MESSAGE_RATE_LIMIT: '100000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('is running at')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`${name} exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

async function login(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

const nodes: ChildProcess[] = [];
try {
  const [a, b] = await Promise.all([startNode('node-a'), startNode('node-b')]);
  nodes.push(a.child, b.child);
  const customerCookie = await login(a.url, `customer-${tag}@bench.example`);
  const vendorCookie = await login(b.url, `vendor-${tag}@bench.example`);
  const socket = new WebSocket(`${b.url.replace('http', 'ws')}/ws`, {
    headers: { cookie: vendorCookie },
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let arrived: (() => void) | undefined;
  socket.on('message', (data: Buffer) => {
    if ((JSON.parse(data.toString()) as { type: string }).type === 'new_message') arrived?.();
  });

  const latencies: number[] = [];
  for (let i = 0; i < count; i++) {
    const received = new Promise<void>((resolve) => (arrived = resolve));
    const started = performance.now();
    const form = new FormData();
    form.set('message', `Bench message ${i}`);
    const response = await fetch(`${a.url}/api/quotes/${quote}/companies/${company}/messages`, {
      method: 'POST',
      headers: { cookie: customerCookie },
      body: form,
    });
    if (response.status !== 201)
      throw new Error(`send failed: ${response.status} ${await response.text()}`);
    await received;
    latencies.push(performance.now() - started);
  }
  socket.close(1000);
  latencies.sort((x, y) => x - y);
  const at = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
  console.log(`METRIC ws_send_to_receive_p50_ms ${at(50).toFixed(1)} ms`);
  console.log(`METRIC ws_send_to_receive_p99_ms ${at(99).toFixed(1)} ms`);
  console.log(`METRIC ws_messages ${latencies.length} count`);
} finally {
  for (const child of nodes) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
  await embedded?.stop();
  await rm(dataDir, { recursive: true, force: true });
}
