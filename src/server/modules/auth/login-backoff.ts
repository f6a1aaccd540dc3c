import { and, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { accountBackoffMessage } from '@/contract/auth';
import type { LoginBackoffRule } from '@/server/config';
import type { Executor } from '@/server/db/client';
import { loginThrottles } from '@/server/db/schema';
import { HttpError } from '@/server/platform/errors';
import { hashSecret } from '@/server/platform/tokens';

/** A run of attempts with none for this long is forgotten: the next attempt counts from 1. */
const FORGET_AFTER = sql`interval '24 hours'`;
/** 2^20 times the base delay is far past any sensible cap; the exponent stops there. */
const MAX_DOUBLINGS = 20;

/** Refused by the account's back-off, before any password check. */
export class SignInBackoffError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, accountBackoffMessage(formatWait(retryAfterSeconds)));
  }
}

const keyOf = (email: string) => hashSecret(email.trim().toLowerCase());

/**
 * Counts a sign-in attempt on this address, or refuses it (SignInBackoffError) while the account
 * waits out its back-off; a refused attempt does not count. One statement, so concurrent attempts
 * from many addresses are counted one by one and none slips through a back-off another just set.
 * The attempt that reaches `afterAttempts` sets the wait (base delay), each later one that gets
 * through doubles it, up to the cap. A successful sign-in clears the count (clearSignInAttempts).
 */
export async function claimSignInAttempt(
  db: Executor,
  email: string,
  rule: LoginBackoffRule,
): Promise<void> {
  const key = keyOf(email);
  const attempts = sql`CASE WHEN t.last_attempt_at < now() - ${FORGET_AFTER} THEN 1 ELSE t.attempts + 1 END`;
  const blockedUntil = (count: SQL) =>
    sql`CASE WHEN (${count}) >= ${rule.afterAttempts}::int THEN now() + LEAST(
        ${rule.baseDelayMs}::float8 * power(2, LEAST((${count}) - ${rule.afterAttempts}::int, ${MAX_DOUBLINGS}::int)),
        ${rule.maxDelayMs}::float8
      ) * interval '1 millisecond' END`;
  const counted = await db.execute(sql`
    INSERT INTO login_throttles AS t (email_hash, attempts, blocked_until, last_attempt_at)
    VALUES (${key}, 1, ${blockedUntil(sql`1`)}, now())
    ON CONFLICT (email_hash) DO UPDATE SET
      attempts = ${attempts},
      blocked_until = ${blockedUntil(attempts)},
      last_attempt_at = now()
    WHERE t.blocked_until IS NULL OR t.blocked_until <= now()
    RETURNING attempts`);
  if (counted.rows.length > 0) return;
  const [row] = await db
    .select({
      seconds: sql<number>`ceil(extract(epoch from ${loginThrottles.blockedUntil} - now()))::int`,
    })
    .from(loginThrottles)
    .where(eq(loginThrottles.emailHash, key));
  throw new SignInBackoffError(Math.max(1, row?.seconds ?? 1));
}

export async function clearSignInAttempts(db: Executor, email: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.emailHash, keyOf(email)));
}

/** Counts nobody has added to for a day and that hold nothing back (run at start). */
export async function deleteStaleSignInAttempts(db: Executor): Promise<void> {
  await db
    .delete(loginThrottles)
    .where(
      and(
        lt(loginThrottles.lastAttemptAt, sql`now() - ${FORGET_AFTER}`),
        or(isNull(loginThrottles.blockedUntil), lt(loginThrottles.blockedUntil, sql`now()`)),
      ),
    );
}

function formatWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
