import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';

/** What a counted limit is counted for; each is its own space of advisory lock keys. */
const LIMIT_SPACES = { user: 1, company: 2 } as const;
export type LimitSpace = keyof typeof LIMIT_SPACES;

/**
 * Takes the locks of a counted limit (docs/decisions/045): a
 * transaction-scoped advisory lock per id, held until the transaction ends. Call it in its own
 * statement before the one that counts: under READ COMMITTED that statement's snapshot is taken
 * after the lock, so it sees every write admitted before it (a lock taken inside the counting
 * statement would not). One order everywhere, so two transactions never wait on each other: a
 * user's lock first, then rows (leads, quotes), then companies' locks, each space once per
 * transaction and in ascending id order (as here: the locks are taken over a sorted subquery).
 * `ids` are the ids or a query of them (a column `id`); answers the ids locked.
 */
export async function lockLimits(
  tx: Executor,
  space: LimitSpace,
  ids: readonly number[] | SQL,
): Promise<number[]> {
  if (Array.isArray(ids) && ids.length === 0) return [];
  const query = Array.isArray(ids) ? sql`SELECT unnest(${`{${ids.join(',')}}`}::int[]) AS id` : ids;
  const { rows } = await tx.execute<{ id: number }>(sql`
    SELECT id, pg_advisory_xact_lock(${sql.raw(String(LIMIT_SPACES[space]))}, id)
    FROM (SELECT DISTINCT id FROM (${query}) wanted ORDER BY id) ordered`);
  return rows.map((r) => r.id);
}
