import { sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';

/** What a counted limit is counted for; each is its own space of advisory lock keys. */
const LIMIT_SPACES = { user: 1, company: 2 } as const;
export type LimitSpace = keyof typeof LIMIT_SPACES;

/**
 * Takes the locks of a counted limit (docs/decisions/016, "Limits under concurrent requests"): a
 * transaction-scoped advisory lock per id, held until the transaction ends. Call it in its own
 * statement before the one that counts: under READ COMMITTED that statement's snapshot is taken
 * after the lock, so it sees every write admitted before it (a lock taken inside the counting
 * statement would not). One order everywhere, so two transactions never wait on each other: a
 * user's lock first, then rows (leads, quotes), then companies' locks, each space once per
 * transaction and in ascending id order (as here).
 */
export async function lockLimits(
  tx: Executor,
  space: LimitSpace,
  ids: readonly number[],
): Promise<void> {
  const ordered = [...new Set(ids)].sort((a, b) => a - b);
  if (ordered.length === 0) return;
  await tx.execute(sql`
    SELECT pg_advisory_xact_lock(${sql.raw(String(LIMIT_SPACES[space]))}, id)
    FROM unnest(${`{${ordered.join(',')}}`}::int[]) AS id`);
}
