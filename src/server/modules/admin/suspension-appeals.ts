import type { Pagination } from '@/contract/common';
import type { Appeal, AppealStatus, ModerationResult } from '@/contract/moderation';
import type { Executor } from '@/server/db/client';
import { conflict, notFound } from '@/server/platform/errors';
import type { SessionUser } from '@/server/platform/session';
import { NO_REASON_RECORDED } from '../auth';
import { paginationOf } from '@/server/db/paging';
import { ADMIN_PAGE_SIZE, pageOffset } from './admin-paging';
import { appendAuditEntry } from './audit-repository';
import {
  countAppeals,
  dismissAppealRow,
  findAppealPage,
  findPerson,
  grantOpenAppealOf,
  lockAppeal,
} from './moderation-repository';
import type { ModerationDeps } from './moderation-service';
import { accountRestoredEmail, appealDismissedEmail, suspensionEmail } from './suspension-emails';

/*
 * Suspension explained (issue 31), the admin's side: the e-mail that tells a suspended person why,
 * the appeals queue, and an appeal's two ends: dismissed (POST /api/admin/appeals/{id}/dismiss),
 * or granted by restoring the account (POST /api/admin/users/{id}/restore).
 */

/** GET /api/admin/appeals: by status, oldest first (suspension_appeals_queue_idx). */
export async function listAppeals(
  db: Executor,
  query: { status: AppealStatus; page: number },
): Promise<{ appeals: Appeal[]; pagination: Pagination }> {
  const [rows, total] = await Promise.all([
    findAppealPage(db, query.status, pageOffset(query.page)),
    countAppeals(db, query.status),
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
    pagination: paginationOf(total, query.page, ADMIN_PAGE_SIZE),
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
  await grantOpenAppealOf(tx, userId, admin.id, reason);
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
    const appeal = await lockAppeal(tx, appealId);
    if (!appeal) throw notFound('Appeal not found');
    if (appeal.status !== 'open') throw conflict('This appeal has already been answered.');
    await dismissAppealRow(tx, appealId, admin.id, input.reason);
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
  const person = await findPerson(tx, userId);
  if (!person) throw notFound('User not found');
  return person;
}
