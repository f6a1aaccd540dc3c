import { sql } from 'drizzle-orm';
import WebSocket from 'ws';
import type { Database } from '@/server/db/client';
import { hashPassword } from '@/server/platform/passwords';
import { SESSION_COOKIE } from '@/server/platform/session';
import { newSecret } from '@/server/platform/tokens';
import type { AppProcess } from '../../tests/support/app-process';
import { percentile } from '../../tests/support/percentile';
import { sessionCookieIn } from '../../tests/support/session-cookie';
import { socketUrl } from '../../tests/support/sockets';

const PASSWORD = 'bench-password-1';

export interface WsLatency {
  p50: number;
  p99: number;
  messages: number;
}

/**
 * Message send -> receive with `openSockets` other signed-in sockets connected, split over both
 * nodes: the customer posts on node A, the business owner's socket on node B waits for
 * `new_message` (HTTP request, insert, pg_notify on commit, LISTEN on B, socket push).
 */
export async function measureWsLatency(
  db: Database,
  [a, b]: [AppProcess, AppProcess],
  openSockets: number,
  messages: number,
): Promise<WsLatency> {
  const tag = `${Date.now().toString(36)}-${openSockets}`;
  const idle: WebSocket[] = [];
  try {
    const { company, quote } = await createConversation(db, tag);
    await openIdleSockets(db, [a, b], openSockets, tag, idle);
    const customerCookie = await signIn(a.url, `customer-${tag}@bench.example`, PASSWORD);
    const vendorCookie = await signIn(b.url, `vendor-${tag}@bench.example`, PASSWORD);
    const socket = await connect(b.url, vendorCookie);
    let arrived: (() => void) | undefined;
    socket.on('message', (data: Buffer) => {
      if ((JSON.parse(data.toString()) as { type: string }).type === 'new_message') arrived?.();
    });
    const latencies: number[] = [];
    for (let i = 0; i < messages; i++) {
      const received = new Promise<void>((resolve) => (arrived = resolve));
      const started = performance.now();
      const form = new FormData();
      form.set('message', `Bench message ${i}`);
      const response = await fetch(`${a.url}/api/quotes/${quote}/companies/${company}/messages`, {
        method: 'POST',
        headers: { cookie: customerCookie },
        body: form,
      });
      if (response.status !== 201) throw new Error(`send failed: ${response.status}`);
      await received;
      latencies.push(performance.now() - started);
    }
    socket.close(1000);
    latencies.sort((x, y) => x - y);
    return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), messages };
  } finally {
    for (const socket of idle) socket.terminate();
    // Their company goes with the vendor (ON DELETE CASCADE).
    await db.execute(sql`DELETE FROM users WHERE email LIKE ${`%-${tag}@bench.example`}`);
  }
}

/**
 * A customer's submitted quote to a vendor's company. The company's e-mail is not an
 * `@bench.example` one: those are the bench data's, counted to tell whether the database holds
 * them (benchCompanyCount), and this one must not count even if a run stops before its clean-up.
 */
async function createConversation(db: Database, tag: string) {
  const hash = await hashPassword(PASSWORD);
  const { rows } = await db.execute<{ company: number; quote: number }>(sql`
    WITH customer AS (INSERT INTO users (first_name, last_name, email, password_hash, is_verified)
                      VALUES ('Bench', 'Customer', ${`customer-${tag}@bench.example`}, ${hash}, true) RETURNING id),
         vendor AS (INSERT INTO users (first_name, last_name, email, password_hash, is_verified)
                    VALUES ('Bench', 'Vendor', ${`vendor-${tag}@bench.example`}, ${hash}, true) RETURNING id),
         company AS (INSERT INTO companies (owner_id, category_id, name, description, address, city, state, zip, phone, email)
                     SELECT vendor.id, (SELECT min(id) FROM categories), 'Bench Co', 'A company for benchmarks.', '1 Main St',
                            'San Francisco', 'CA', '94103', '4155550100', 'ws-latency@example.com' FROM vendor RETURNING id),
         quote AS (INSERT INTO quotes (user_id, quote_name, description, status, submitted_at)
                   SELECT customer.id, 'Bench quote', repeat('x', 120), 'submitted', now() FROM customer RETURNING id),
         link AS (INSERT INTO quote_companies (quote_id, company_id) SELECT quote.id, company.id FROM quote, company)
    SELECT company.id AS company, quote.id AS quote FROM company, quote`);
  return rows[0]!;
}

/** Signed-in users with a session each (made in SQL), one open socket per user, into `sockets`. */
async function openIdleSockets(
  db: Database,
  nodes: AppProcess[],
  count: number,
  tag: string,
  sockets: WebSocket[],
): Promise<void> {
  const secrets = Array.from({ length: count }, () => newSecret());
  await db.execute(sql`
    WITH made AS (
      INSERT INTO users (first_name, last_name, email, password_hash, is_verified)
      SELECT 'Socket', 'N' || g, 'socket' || g || ${`-${tag}@bench.example`}, 'not-a-login', true
      FROM generate_series(1, ${count}) g RETURNING id, email)
    INSERT INTO sessions (id_hash, user_id, persistent, expires_at)
    SELECT h.hash, made.id, true, now() + interval '1 day'
    FROM unnest(${`{${secrets.map((s) => s.hash).join(',')}}`}::text[]) WITH ORDINALITY AS h(hash, n)
    JOIN made ON made.email = 'socket' || h.n || ${`-${tag}@bench.example`}`);
  for (let i = 0; i < count; i += 100) {
    const batch = secrets
      .slice(i, i + 100)
      .map((secret, j) =>
        connect(nodes[(i + j) % nodes.length]!.url, `${SESSION_COOKIE}=${secret.token}`),
      );
    sockets.push(...(await Promise.all(batch)));
  }
}

function connect(url: string, cookie: string): Promise<WebSocket> {
  const socket = new WebSocket(socketUrl(url), { headers: { cookie } });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Signs in through the API and returns the session cookie (`name=value`). */
async function signIn(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const cookie = sessionCookieIn(response.headers.getSetCookie());
  if (!response.ok || !cookie) throw new Error(`sign-in failed: ${response.status}`);
  return cookie;
}
