import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database } from '@/server/db/client';
import * as schema from '@/server/db/schema';
import { offerToNextMatches } from '@/server/modules/quotes/matching-repository';
import { LoadRecorder, type LoadFigures } from './stats';

/** Where the bench's matched requests are, one per worker: busy and quiet places. */
const JOB_ZIPS = ['94103', '10001', '60601', '30303', '75201', '98101', '02108', '33130'];

/**
 * The matching (docs/decisions/043) on a client of its own, as a submit runs it (the weekly caps'
 * locks, then the statement): each worker has its own submitted plumbing request (one request is
 * matched by one transaction at a time in the app too), matches it in a transaction and rolls it
 * back, so every run matches from scratch. Only the matching is timed. The requests are removed afterwards.
 */
export async function loadMatching(
  db: Database,
  pool: pg.Pool,
  concurrency: number,
  seconds: number,
): Promise<LoadFigures> {
  const { rows } = await db.execute<{ id: number }>(sql`
    WITH customer AS (
      INSERT INTO users (first_name, last_name, email, password_hash, is_verified)
      VALUES ('Bench', 'Customer', ${`matching-${Date.now()}@bench-matching.example`}, 'x', true)
      RETURNING id)
    INSERT INTO quotes (user_id, quote_name, description, job_zip, status, submitted_at, match_category_id)
    SELECT customer.id, 'Bench request', 'Matched by the bench', zip, 'submitted', now(), cat.id
    FROM customer, categories cat,
      unnest(${`{${Array.from({ length: concurrency }, (_, i) => JOB_ZIPS[i % JOB_ZIPS.length]).join(',')}}`}::text[]) zip
    WHERE cat.slug = 'plumbing-services'
    RETURNING id`);
  const recorder = new LoadRecorder();
  const deadline = performance.now() + seconds * 1000;
  const worker = async (quoteId: number) => {
    const client = await pool.connect();
    const tx = drizzle(client, { schema });
    try {
      while (performance.now() < deadline) {
        await client.query('BEGIN');
        const t0 = performance.now();
        try {
          await offerToNextMatches(tx, [quoteId]);
          recorder.success(performance.now() - t0);
        } catch {
          recorder.failure();
        } finally {
          await client.query('ROLLBACK');
        }
      }
    } finally {
      client.release();
    }
  };
  try {
    await Promise.all(rows.map((r) => worker(r.id)));
  } finally {
    await db.execute(sql`DELETE FROM users WHERE email LIKE '%@bench-matching.example'`);
  }
  return recorder.figures();
}
