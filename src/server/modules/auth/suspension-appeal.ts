import {
  APPEAL_ALREADY_OPEN,
  APPEAL_FORM_EXPIRED,
  APPEAL_NOT_SUSPENDED,
  type SuspensionNotice,
} from '@/contract/moderation';
import type { Database, Executor } from '@/server/db/client';
import { badRequest, conflict } from '@/server/platform/errors';
import { findSuspension, insertOpenAppeal, isSuspendedForShare } from './auth-repository';
import { consumeToken, issueToken } from './auth-service';

/** How long the appeal form given at login may be sent. */
const APPEAL_TOKEN_TTL_MS = 60 * 60 * 1000;

/** Said when a suspension has no reason on record (none is written without one today). */
export const NO_REASON_RECORDED = 'Our moderators found that this account broke our guidelines.';

/**
 * What a suspended person is told at login, once their password proved who they are: the admin's
 * reason, their appeal against this suspension if they sent one, and (while none waits for an
 * admin) a single-use token for the appeal form.
 */
export async function suspensionNotice(db: Database, userId: number): Promise<SuspensionNotice> {
  const row = await findSuspension(db, userId);
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
    if (!(await isSuspendedForShare(tx, userId))) throw conflict(APPEAL_NOT_SUSPENDED);
    const id = await insertOpenAppeal(tx, userId, input.message);
    if (id === undefined) throw conflict(APPEAL_ALREADY_OPEN);
    return { id };
  });
}
