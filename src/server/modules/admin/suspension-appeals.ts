import { eq, sql } from 'drizzle-orm';
import type { Pagination } from '@/contract/common';
import type { Appeal, AppealStatus, ModerationResult } from '@/contract/moderation';
import type { Executor } from '@/server/db/client';
import { suspensionAppeals, users } from '@/server/db/schema';
import { conflict, notFound } from '@/server/platform/errors';
import type { SessionUser } from '@/server/platform/session';
import { NO_REASON_RECORDED } from '../auth';
import { cappedCount, paginationOf } from '@/server/db/paging';
import { ADMIN_PAGE_SIZE, pageOffset } from './admin-paging';
import { appendAuditEntry } from './audit-log';
import type { ModerationDeps } from './moderation-service';
import { accountRestoredEmail, appealDismissedEmail, suspensionEmail } from './suspension-emails';

/*
 * Suspension explained (issue 31), the admin's side: the e-mail that tells a suspended person why,
 * the appeals queue, and an appeal's two ends: dismissed (POST /api/admin/appeals/{id}/dismiss),
 * or granted by restoring the account (POST /api/admin/users/{id}/restore).
 */

interface AppealRow extends Record<string, unknown> {
  id: number;
  status: AppealStatus;
  message: string;
  created_at: Date;
  resolved_at: Date | null;
  resolved_by: string | null;
  resolution: string | null;
  user_id: number;
  name: string;
  email: string;
  suspended_at: Date | null;
  suspension_reason: string | null;
  suspension_at: Date | null;
}

/** GET /api/admin/appeals: by status, oldest first (suspension_appeals_queue_idx). */
export async function listAppeals(
  db: Executor,
  query: { status: AppealStatus; page: number },
): Promise<{ appeals: Appeal[]; pagination: Pagination }> {
  const [{ rows }, { rows: counted }] = await Promise.all([
    db.execute<AppealRow>(sql`
      SELECT ap.id, ap.status, ap.message, ap.created_at, ap.resolved_at, adm.email AS resolved_by,
        ap.resolution, u.id AS user_id, u.first_name || ' ' || u.last_name AS name, u.email,
        u.suspended_at, last.reason AS suspension_reason, last.created_at AS suspension_at
      FROM suspension_appeals ap
      JOIN users u ON u.id = ap.user_id
      LEFT JOIN users adm ON adm.id = ap.resolved_by
      LEFT JOIN LATERAL (
        SELECT a.reason, a.created_at FROM audit_log a
        WHERE a.target_type = 'user' AND a.target_id = u.id AND a.action = 'user.suspend'
          AND a.created_at <= ap.created_at
        ORDER BY a.created_at DESC, a.id DESC LIMIT 1) last ON TRUE
      WHERE ap.status = ${query.status}
      ORDER BY ap.created_at, ap.id
      LIMIT ${ADMIN_PAGE_SIZE} OFFSET ${pageOffset(query.page)}`),
    db.execute<{ n: number }>(
      cappedCount(sql`SELECT 1 FROM suspension_appeals WHERE status = ${query.status}`),
    ),
  ]);
  return {
    appeals: rows.map((row) => ({
      id: row.id,
      status: row.status,
      message: row.message,
      createdAt: new Date(row.created_at).toISOString(),
      resolvedAt: row.resolved_at ? new Date(row.resolved_at).toISOString() : null,
      resolvedBy: row.resolved_by,
      resolution: row.resolution,
      user: {
        id: row.user_id,
        name: row.name,
        email: row.email,
        suspended: row.suspended_at !== null,
      },
      suspension: row.suspension_at
        ? {
            reason: row.suspension_reason ?? NO_REASON_RECORDED,
            at: new Date(row.suspension_at).toISOString(),
          }
        : null,
    })),
    pagination: paginationOf(counted[0]!.n, query.page, ADMIN_PAGE_SIZE),
  };
}

/**
 * Tells the person just suspended (in the suspension's transaction, after closeAccount dropped
 * the mail waiting for them) the admin's reason and how to appeal.
 */
export async function queueSuspensionEmail(
  deps: ModerationDeps,
  tx: Executor,
  userId: number,
  reason: string,
): Promise<void> {
  const person = await personOf(tx, userId);
  await deps.jobs.enqueue('deliver.email', suspensionEmail(person, reason, deps.config.appUrl), {
    tx,
  });
}

/**
 * A restore answers the person's open appeal, if any (granted, with the admin's reason), and
 * tells them they can log in again.
 */
export async function grantOpenAppeal(
  deps: ModerationDeps,
  tx: Executor,
  admin: SessionUser,
  userId: number,
  reason: string,
): Promise<void> {
  await tx.execute(sql`
    UPDATE suspension_appeals SET status = 'granted', resolved_by = ${admin.id},
      resolved_at = now(), resolution = ${reason}
    WHERE user_id = ${userId} AND status = 'open'`);
  const person = await personOf(tx, userId);
  await deps.jobs.enqueue('deliver.email', accountRestoredEmail(person, deps.config.appUrl), {
    tx,
  });
}

/**
 * Closes an open appeal without lifting the suspension: the audit log records it (against the
 * account), and the person hears the admin's answer by e-mail.
 */
export async function dismissAppeal(
  deps: ModerationDeps,
  admin: SessionUser,
  appealId: number,
  input: { reason: string },
): Promise<ModerationResult> {
  return deps.db.transaction(async (tx) => {
    const [appeal] = await tx
      .select({ userId: suspensionAppeals.userId, status: suspensionAppeals.status })
      .from(suspensionAppeals)
      .where(eq(suspensionAppeals.id, appealId))
      .for('update');
    if (!appeal) throw notFound('Appeal not found');
    if (appeal.status !== 'open') throw conflict('This appeal has already been answered.');
    await tx.execute(sql`
      UPDATE suspension_appeals SET status = 'dismissed', resolved_by = ${admin.id},
        resolved_at = now(), resolution = ${input.reason}
      WHERE id = ${appealId}`);
    const entry = await appendAuditEntry(tx, admin, {
      action: 'appeal.dismiss',
      target: { type: 'user', id: appeal.userId },
      reason: input.reason,
      reportId: null,
    });
    const person = await personOf(tx, appeal.userId);
    await deps.jobs.enqueue(
      'deliver.email',
      appealDismissedEmail(person, input.reason, deps.config.appUrl),
      { tx },
    );
    return { entry, resolvedReports: 0 };
  });
}

async function personOf(tx: Executor, userId: number) {
  const [person] = await tx
    .select({ email: users.email, firstName: users.firstName, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId));
  if (!person) throw notFound('User not found');
  return person;
}
