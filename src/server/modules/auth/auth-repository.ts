import { and, eq, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { LoginBackoffRule } from '@/server/config';
import type { Executor, RawColumns, RawRow } from '@/server/db/client';
import {
  authTokens,
  knownDevices,
  loginThrottles,
  users,
  type auditLog,
  type suspensionAppeals,
} from '@/server/db/schema';
import { deleteJobsWhere } from '@/server/platform/jobs';
import { sessionUserColumns, type SessionUser } from '@/server/platform/session';

export type TokenPurpose = (typeof authTokens.$inferSelect)['purpose'];

type NewUser = Pick<
  typeof users.$inferInsert,
  'firstName' | 'lastName' | 'email' | 'passwordHash' | 'locale'
>;

/** A new account, as its session sees it; a taken address fails with a unique violation. */
export async function insertUser(tx: Executor, user: NewUser): Promise<SessionUser | undefined> {
  const [row] = await tx.insert(users).values(user).returning(sessionUserColumns);
  return row;
}

/** The account's address is verified. */
export async function markVerified(tx: Executor, userId: number): Promise<void> {
  await tx
    .update(users)
    .set({ isVerified: true, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Whether the account a verification token (live or not) was issued to is verified by now. */
export async function isVerifyTokenOwnerVerified(
  tx: Executor,
  tokenHash: string,
): Promise<boolean> {
  const [owner] = await tx
    .select({ isVerified: users.isVerified })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.purpose, 'verify_email')));
  return owner?.isVerified ?? false;
}

/** What a login checks of the account with this address, if any. */
export async function findLoginAccount(db: Executor, email: string) {
  const [found] = await db
    .select({
      user: sessionUserColumns,
      passwordHash: users.passwordHash,
      suspendedAt: users.suspendedAt,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return found;
}

/** Whether an account has this address. */
export async function hasAccountWithEmail(db: Executor, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row !== undefined;
}

/** The account with this address that may be sent a password reset: neither suspended nor deleted. */
export async function findResetRecipient(db: Executor, email: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, locale: users.locale })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt), isNull(users.suspendedAt)))
    .limit(1);
  return user;
}

/** Spends the account's unused tokens of this purpose. */
export async function spendTokens(
  tx: Executor,
  userId: number,
  purpose: TokenPurpose,
): Promise<void> {
  await tx
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authTokens.userId, userId),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
      ),
    );
}

/** Sets a new password, which also proves the address. */
export async function setPassword(
  tx: Executor,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await tx
    .update(users)
    .set({ passwordHash, isVerified: true, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function insertToken(
  db: Executor,
  token: { tokenHash: string; purpose: TokenPurpose; userId: number; expiresAt: Date },
): Promise<void> {
  await db.insert(authTokens).values(token);
}

function liveToken(tokenHash: string, purpose: TokenPurpose) {
  return and(
    eq(authTokens.tokenHash, tokenHash),
    eq(authTokens.purpose, purpose),
    isNull(authTokens.usedAt),
    gt(authTokens.expiresAt, new Date()),
  );
}

/** Whether a token is unused and unexpired. */
export async function isLiveToken(
  db: Executor,
  tokenHash: string,
  purpose: TokenPurpose,
): Promise<boolean> {
  const [row] = await db
    .select({ id: authTokens.id })
    .from(authTokens)
    .where(liveToken(tokenHash, purpose))
    .limit(1);
  return row !== undefined;
}

/** Spends a live token: the UPDATE ... RETURNING wins once. Its account, or none. */
export async function spendLiveToken(
  db: Executor,
  tokenHash: string,
  purpose: TokenPurpose,
): Promise<number | undefined> {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(liveToken(tokenHash, purpose))
    .returning({ userId: authTokens.userId });
  return row?.userId;
}

/** The e-mails and texts to an account still waiting in the queue (a retry, a later start) go. */
export async function deleteQueuedMailTo(tx: Executor, userId: number): Promise<void> {
  await deleteJobsWhere(
    tx,
    ['deliver.email', 'deliver.sms'],
    sql`state IN ('created', 'retry') AND data->>'to' IN (
      SELECT email FROM users WHERE id = ${userId}
      UNION ALL SELECT phone_number FROM users WHERE id = ${userId} AND phone_number IS NOT NULL)`,
  );
}

/** A run of sign-in attempts with none for this long is forgotten: the next counts from 1. */
const FORGET_AFTER = sql`interval '24 hours'`;
/** 2^20 times the base delay is far past any sensible cap; the exponent stops there. */
const MAX_DOUBLINGS = 20;

/**
 * Counts a sign-in attempt on this address's key unless it waits out a back-off; false when it
 * does (nothing counted). One statement, so concurrent attempts are counted one by one and none
 * slips through a back-off another just set. The attempt that reaches `afterAttempts` sets the
 * wait (base delay), each later one that gets through doubles it, up to the cap.
 */
export async function countSignInAttempt(
  db: Executor,
  emailHash: string,
  rule: LoginBackoffRule,
): Promise<boolean> {
  const attempts = sql`CASE WHEN t.last_attempt_at < now() - ${FORGET_AFTER} THEN 1 ELSE t.attempts + 1 END`;
  const blockedUntil = (count: SQL) =>
    sql`CASE WHEN (${count}) >= ${rule.afterAttempts}::int THEN now() + LEAST(
        ${rule.baseDelayMs}::float8 * power(2, LEAST((${count}) - ${rule.afterAttempts}::int, ${MAX_DOUBLINGS}::int)),
        ${rule.maxDelayMs}::float8
      ) * interval '1 millisecond' END`;
  // Raw SQL: ON CONFLICT DO UPDATE … WHERE over the existing row's alias (t).
  const counted = await db.execute(sql`
    INSERT INTO login_throttles AS t (email_hash, attempts, blocked_until, last_attempt_at)
    VALUES (${emailHash}, 1, ${blockedUntil(sql`1`)}, now())
    ON CONFLICT (email_hash) DO UPDATE SET
      attempts = ${attempts},
      blocked_until = ${blockedUntil(attempts)},
      last_attempt_at = now()
    WHERE t.blocked_until IS NULL OR t.blocked_until <= now()
    RETURNING attempts`);
  return counted.rows.length > 0;
}

/** Whole seconds this address's key still waits, if it has a count. */
export async function findBackoffSeconds(
  db: Executor,
  emailHash: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({
      seconds: sql<number>`ceil(extract(epoch from ${loginThrottles.blockedUntil} - now()))::int`,
    })
    .from(loginThrottles)
    .where(eq(loginThrottles.emailHash, emailHash));
  return row?.seconds;
}

export async function deleteSignInAttempts(db: Executor, emailHash: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.emailHash, emailHash));
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

/** Whether this device token is a live known device of the account of this address. */
export async function isKnownDeviceOf(
  db: Executor,
  tokenHash: string,
  email: string,
): Promise<boolean> {
  const [row] = await db
    .select({ userId: knownDevices.userId })
    .from(knownDevices)
    .innerJoin(users, eq(users.id, knownDevices.userId))
    .where(
      and(
        eq(knownDevices.tokenHash, tokenHash),
        eq(users.email, email),
        gt(knownDevices.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Makes `tokenHash` a known device of the account until `expiresAt`; the accounts the browser's
 * `previousHash` (if live) was known to move to the new token.
 */
export async function saveKnownDevice(
  tx: Executor,
  device: { tokenHash: string; previousHash: string | undefined; userId: number; expiresAt: Date },
): Promise<void> {
  const { tokenHash, previousHash, userId, expiresAt } = device;
  if (previousHash) {
    await tx
      .update(knownDevices)
      .set({ tokenHash })
      .where(and(eq(knownDevices.tokenHash, previousHash), gt(knownDevices.expiresAt, new Date())));
  }
  await tx
    .insert(knownDevices)
    .values({ tokenHash, userId, expiresAt })
    .onConflictDoUpdate({
      target: [knownDevices.tokenHash, knownDevices.userId],
      set: { expiresAt },
    });
}

export async function deleteUserDevices(db: Executor, userId: number): Promise<void> {
  await db.delete(knownDevices).where(eq(knownDevices.userId, userId));
}

export async function deleteExpiredDevices(db: Executor): Promise<void> {
  await db.delete(knownDevices).where(lt(knownDevices.expiresAt, sql`now()`));
}

/**
 * The admin's reason for a suspension: the latest `user.suspend` entry of the audit log, written
 * in the same transaction as the suspension (audit_log_target_idx finds it).
 */
const suspensionReasonOf = (userId: number | SQL) => sql`(
  SELECT a.reason FROM audit_log a
  WHERE a.target_type = 'user' AND a.target_id = ${userId} AND a.action = 'user.suspend'
  ORDER BY a.created_at DESC, a.id DESC LIMIT 1)`;

/**
 * A suspended account's suspension: when, the admin's reason, and the latest appeal sent since;
 * undefined when the account is not suspended.
 */
export async function findSuspension(db: Executor, userId: number) {
  // Raw SQL: LEFT JOIN LATERAL (the latest appeal since the suspension).
  type Appeal = typeof suspensionAppeals.$inferSelect;
  const { rows } = await db.execute<
    RawRow<{
      suspended_at: NonNullable<(typeof users.$inferSelect)['suspendedAt']>;
      reason: (typeof auditLog.$inferSelect)['reason'] | null;
      appeal_status: Appeal['status'] | null;
      appeal_at: Appeal['createdAt'] | null;
    }>
  >(sql`
    SELECT u.suspended_at, ${suspensionReasonOf(sql`u.id`)} AS reason,
      ap.status AS appeal_status, ap.created_at AS appeal_at
    FROM users u
    LEFT JOIN LATERAL (
      SELECT status, created_at FROM suspension_appeals
      WHERE user_id = u.id AND created_at >= u.suspended_at
      ORDER BY created_at DESC, id DESC LIMIT 1) ap ON TRUE
    WHERE u.id = ${userId} AND u.suspended_at IS NOT NULL`);
  return rows[0];
}

/**
 * Whether the account is suspended (and not deleted), its row read FOR SHARE, so an admin's
 * restore (FOR NO KEY UPDATE) waits for the caller's transaction, or it sees the restore.
 */
export async function isSuspendedForShare(tx: Executor, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({
      suspended: sql<boolean>`${users.suspendedAt} IS NOT NULL AND ${users.deletedAt} IS NULL`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('share');
  return row?.suspended === true;
}

/** Files an appeal; undefined when the account already has one open. */
export async function insertOpenAppeal(
  tx: Executor,
  userId: number,
  message: string,
): Promise<number | undefined> {
  // Raw SQL: ON CONFLICT on a partial unique index (one open appeal per account).
  const { rows } = await tx.execute<RawColumns<typeof suspensionAppeals, 'id'>>(sql`
    INSERT INTO suspension_appeals (user_id, message) VALUES (${userId}, ${message})
    ON CONFLICT (user_id) WHERE status = 'open' DO NOTHING
    RETURNING id`);
  return rows[0]?.id;
}
