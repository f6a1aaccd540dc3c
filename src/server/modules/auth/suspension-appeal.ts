import { sql, type SQL } from 'drizzle-orm';
import {
  APPEAL_ALREADY_OPEN,
  APPEAL_FORM_EXPIRED,
  APPEAL_NOT_SUSPENDED,
  type AppealStatus,
  type SuspensionNotice,
} from '@/contract/moderation';
import type { Database, Executor } from '@/server/db/client';
import { badRequest, conflict } from '@/server/platform/errors';
import { consumeToken, issueToken } from './auth-service';

/** How long the appeal form given at login may be sent. */
const APPEAL_TOKEN_TTL_MS = 60 * 60 * 1000;

/** Said when a suspension has no reason on record (none is written without one today). */
export const NO_REASON_RECORDED = 'Our moderators found that this account broke our guidelines.';

/**
 * The admin's reason for a suspension: the latest `user.suspend` entry of the audit log, written
 * in the same transaction as the suspension (audit_log_target_idx finds it).
 */
const suspensionReasonOf = (userId: number | SQL) => sql`(
  SELECT a.reason FROM audit_log a
  WHERE a.target_type = 'user' AND a.target_id = ${userId} AND a.action = 'user.suspend'
  ORDER BY a.created_at DESC, a.id DESC LIMIT 1)`;

/**
 * What a suspended person is told at login, once their password proved who they are: the admin's
 * reason, their appeal against this suspension if they sent one, and (while none waits for an
 * admin) a single-use token for the appeal form.
 */
export async function suspensionNotice(db: Database, userId: number): Promise<SuspensionNotice> {
  const { rows } = await db.execute<{
    suspended_at: Date;
    reason: string | null;
    appeal_status: AppealStatus | null;
    appeal_at: Date | null;
  }>(sql`
    SELECT u.suspended_at, ${suspensionReasonOf(sql`u.id`)} AS reason,
      ap.status AS appeal_status, ap.created_at AS appeal_at
    FROM users u
    LEFT JOIN LATERAL (
      SELECT status, created_at FROM suspension_appeals
      WHERE user_id = u.id AND created_at >= u.suspended_at
      ORDER BY created_at DESC, id DESC LIMIT 1) ap ON TRUE
    WHERE u.id = ${userId} AND u.suspended_at IS NOT NULL`);
  const row = rows[0];
  // Restored since the password was checked: they may simply log in again.
  if (!row) throw conflict(APPEAL_NOT_SUSPENDED);
  const appeal =
    row.appeal_status && row.appeal_at
      ? { status: row.appeal_status, createdAt: new Date(row.appeal_at).toISOString() }
      : null;
  const appealToken =
    appeal?.status === 'open'
      ? null
      : await issueToken(db, userId, 'suspension_appeal', APPEAL_TOKEN_TTL_MS);
  return {
    reason: row.reason ?? NO_REASON_RECORDED,
    suspendedAt: new Date(row.suspended_at).toISOString(),
    appeal,
    appealToken,
  };
}

/**
 * Files an appeal with the token given at login (spent here): 400 for a spent or lapsed token,
 * 409 when the account is no longer suspended or already has an appeal waiting. The account's row
 * is read FOR SHARE, so an admin's restore (FOR NO KEY UPDATE) waits for it, or it sees the restore.
 */
export async function submitAppeal(
  db: Database,
  input: { token: string; message: string },
): Promise<{ id: number }> {
  return db.transaction(async (tx: Executor) => {
    const userId = await consumeToken(tx, input.token, 'suspension_appeal');
    if (userId === undefined) throw badRequest(APPEAL_FORM_EXPIRED, { token: APPEAL_FORM_EXPIRED });
    const { rows: users } = await tx.execute<{ suspended: boolean }>(sql`
      SELECT suspended_at IS NOT NULL AND deleted_at IS NULL AS suspended FROM users
      WHERE id = ${userId} FOR SHARE`);
    if (!users[0]?.suspended) throw conflict(APPEAL_NOT_SUSPENDED);
    const { rows } = await tx.execute<{ id: number }>(sql`
      INSERT INTO suspension_appeals (user_id, message) VALUES (${userId}, ${input.message})
      ON CONFLICT (user_id) WHERE status = 'open' DO NOTHING
      RETURNING id`);
    if (!rows[0]) throw conflict(APPEAL_ALREADY_OPEN);
    return { id: rows[0].id };
  });
}
