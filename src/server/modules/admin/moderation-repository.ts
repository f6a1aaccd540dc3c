import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AppealStatus, ReportStatus, ReportTarget } from '@/contract/moderation';
import type { Executor, RawColumns, RawRow } from '@/server/db/client';
import { cappedCount } from '@/server/db/paging';
import {
  companies,
  ratings,
  reports,
  suspensionAppeals,
  users,
  type auditLog,
} from '@/server/db/schema';
import { ADMIN_PAGE_SIZE } from './admin-paging';

/** A reported item: what it is and its id. */
export type ReportedItem = { type: ReportTarget; id: number };

/** A report's item and status, its row locked until the transaction ends; none without it. */
export async function lockReport(
  tx: Executor,
  reportId: number,
): Promise<(ReportedItem & { status: ReportStatus }) | undefined> {
  const [report] = await tx
    .select({ type: reports.targetType, id: reports.targetId, status: reports.status })
    .from(reports)
    .where(eq(reports.id, reportId))
    .for('update');
  return report;
}

/** A resolved report's reporter, as the outcome's notification and e-mail need them. */
export type ResolvedReport = RawColumns<typeof reports, 'reporterId' | 'targetType'> &
  RawColumns<
    typeof users,
    | 'email'
    | 'firstName'
    | 'emailNotifications'
    | 'emailNotificationsQuotes'
    | 'emailNotificationsMessages'
    | 'suspendedAt'
    | 'deletedAt'
  >;

/**
 * Resolves the open reports on `item` (when given) and the report `reportId` (when given, and
 * still open), answering their reporters. Raw SQL: the UPDATE ... RETURNING joined to the
 * reporters in one statement.
 */
export async function resolveReports(
  tx: Executor,
  which: { item: ReportedItem | null; reportId: number | null },
  resolution: { status: Exclude<ReportStatus, 'open'>; adminId: number; reason: string },
): Promise<ResolvedReport[]> {
  const { item, reportId } = which;
  const onItem = item && sql`target_type = ${item.type} AND target_id = ${item.id}`;
  const matching: SQL = !onItem
    ? sql`id = ${reportId}`
    : reportId === null
      ? onItem
      : sql`(${onItem}) OR id = ${reportId}`;
  // Raw SQL: a CTE (UPDATE … RETURNING) joined to the reporters' accounts.
  const { rows } = await tx.execute<ResolvedReport>(sql`
    WITH resolved AS (
      UPDATE reports SET status = ${resolution.status}, resolved_by = ${resolution.adminId},
        resolved_at = now(), resolution = ${resolution.reason}
      WHERE status = 'open' AND (${matching})
      RETURNING reporter_id, target_type)
    SELECT resolved.reporter_id, resolved.target_type, u.email, u.first_name, u.email_notifications,
      u.email_notifications_quotes, u.email_notifications_messages, u.suspended_at, u.deleted_at
    FROM resolved JOIN users u ON u.id = resolved.reporter_id`);
  return rows;
}

const stamp = (on: boolean) => (on ? sql`now()` : sql`NULL`);

/** Hides or restores a review that is in the other state; false when none was. */
export async function updateReviewHidden(
  tx: Executor,
  ratingId: number,
  hidden: boolean,
): Promise<boolean> {
  // Raw SQL: changes the row only from the other state ((hidden_at IS NULL) = hidden).
  const { rows } = await tx.execute(sql`UPDATE ratings SET hidden_at = ${stamp(hidden)}
      WHERE id = ${ratingId} AND (hidden_at IS NULL) = ${hidden} RETURNING id`);
  return rows.length > 0;
}

/** Hides or restores a company that is in the other state; false when none was. */
export async function updateCompanyHidden(
  tx: Executor,
  companyId: number,
  hidden: boolean,
): Promise<boolean> {
  // Raw SQL: changes the row only from the other state ((hidden_at IS NULL) = hidden).
  const { rows } = await tx.execute(sql`UPDATE companies SET hidden_at = ${stamp(hidden)}
      WHERE id = ${companyId} AND (hidden_at IS NULL) = ${hidden} RETURNING id`);
  return rows.length > 0;
}

/** Whether the row `id` of `table` (ratings or companies) exists. */
export async function itemExists(
  tx: Executor,
  table: 'ratings' | 'companies',
  id: number,
): Promise<boolean> {
  // Raw SQL: the table is chosen at run time.
  const found = await tx.execute(sql`SELECT 1 FROM ${sql.raw(table)} WHERE id = ${id}`);
  return found.rows.length > 0;
}

/** The company a review is of (none when the review does not exist). */
export async function findReviewCompanyIds(tx: Executor, ratingId: number): Promise<number[]> {
  const rows = await tx
    .select({ companyId: ratings.companyId })
    .from(ratings)
    .where(eq(ratings.id, ratingId));
  return rows.map((r) => r.companyId);
}

type LockedAccount = RawColumns<typeof users, 'email' | 'isVerified'> & { suspended: boolean };

/**
 * An account's address, verification and suspension, its row locked until the transaction ends.
 * NO KEY UPDATE: a review being written by this user (which takes KEY SHARE) does not deadlock.
 */
export async function lockAccount(
  tx: Executor,
  userId: number,
): Promise<LockedAccount | undefined> {
  // Raw SQL: FOR NO KEY UPDATE read with a computed column (suspended).
  const { rows } = await tx.execute<LockedAccount>(sql`
    SELECT email, is_verified, suspended_at IS NOT NULL AS suspended FROM users
    WHERE id = ${userId} FOR NO KEY UPDATE`);
  return rows[0];
}

/** Suspends or restores the account and marks its companies' owner so. */
export async function updateAccountSuspended(
  tx: Executor,
  userId: number,
  suspended: boolean,
): Promise<void> {
  await tx
    .update(users)
    .set({ suspendedAt: stamp(suspended), updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  await tx
    .update(companies)
    .set({ ownerSuspended: suspended })
    .where(eq(companies.ownerId, userId));
}

/** The companies the user reviewed. */
export async function findReviewedCompanyIds(tx: Executor, userId: number): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ companyId: ratings.companyId })
    .from(ratings)
    .where(eq(ratings.userId, userId));
  return rows.map((r) => r.companyId);
}

/** Marks the user's reviews as by a suspended author, or not. */
export async function updateReviewsAuthorSuspended(
  tx: Executor,
  userId: number,
  suspended: boolean,
): Promise<void> {
  await tx.update(ratings).set({ authorSuspended: suspended }).where(eq(ratings.userId, userId));
}

type User = typeof users.$inferSelect;
type Audit = typeof auditLog.$inferSelect;

/** An appeal in the queue, with its person and the suspension it answers (the last before it). */
export type AppealRow = RawColumns<
  typeof suspensionAppeals,
  'id' | 'status' | 'message' | 'createdAt' | 'resolvedAt' | 'resolution'
> &
  RawColumns<typeof users, 'email' | 'suspendedAt'> &
  RawRow<{
    resolved_by: User['email'] | null;
    user_id: User['id'];
    /** First and last name joined. */
    name: string;
    suspension_reason: Audit['reason'] | null;
    suspension_at: Audit['createdAt'] | null;
  }>;

/** A page of the appeals with this status, oldest first (suspension_appeals_queue_idx). */
export async function findAppealPage(
  db: Executor,
  status: AppealStatus,
  offset: number,
): Promise<AppealRow[]> {
  // Raw SQL: the suspension answered is a LEFT JOIN LATERAL into audit_log, beside two joins of users.
  const { rows } = await db.execute<AppealRow>(sql`
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
    WHERE ap.status = ${status}
    ORDER BY ap.created_at, ap.id
    LIMIT ${ADMIN_PAGE_SIZE} OFFSET ${offset}`);
  return rows;
}

/** How many appeals have this status, capped (cappedCount). */
export async function countAppeals(db: Executor, status: AppealStatus): Promise<number> {
  // Raw SQL: cappedCount wraps a raw statement.
  const { rows } = await db.execute<{ n: number }>(
    cappedCount(sql`SELECT 1 FROM suspension_appeals WHERE status = ${status}`),
  );
  return rows[0]!.n;
}

/** An appeal's person and status, its row locked until the transaction ends; none without it. */
export async function lockAppeal(tx: Executor, appealId: number) {
  const [appeal] = await tx
    .select({ userId: suspensionAppeals.userId, status: suspensionAppeals.status })
    .from(suspensionAppeals)
    .where(eq(suspensionAppeals.id, appealId))
    .for('update');
  return appeal;
}

/** Grants the person's open appeal, if any, with the admin's reason. */
export async function grantOpenAppealOf(
  tx: Executor,
  userId: number,
  adminId: number,
  resolution: string,
): Promise<void> {
  await tx
    .update(suspensionAppeals)
    .set(answered('granted', adminId, resolution))
    .where(and(eq(suspensionAppeals.userId, userId), eq(suspensionAppeals.status, 'open')));
}

/** Dismisses the appeal, with the admin's reason. */
export async function dismissAppealRow(
  tx: Executor,
  appealId: number,
  adminId: number,
  resolution: string,
): Promise<void> {
  await tx
    .update(suspensionAppeals)
    .set(answered('dismissed', adminId, resolution))
    .where(eq(suspensionAppeals.id, appealId));
}

const answered = (status: AppealStatus, adminId: number, resolution: string) => ({
  status,
  resolvedBy: adminId,
  resolvedAt: sql`now()`,
  resolution,
});

/** What an e-mail to the person needs: address, first name, language; none without them. */
export async function findPerson(tx: Executor, userId: number) {
  const [person] = await tx
    .select({ email: users.email, firstName: users.firstName, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId));
  return person;
}
