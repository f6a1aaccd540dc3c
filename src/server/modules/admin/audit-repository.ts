import { and, desc, eq, sql } from 'drizzle-orm';
import type { Pagination } from '@/contract/common';
import type { AuditAction, AuditEntry, AuditTarget } from '@/contract/moderation';
import type { Executor } from '@/server/db/client';
import { auditLog } from '@/server/db/schema';
import type { SessionUser } from '@/server/platform/session';
import { cappedCount, paginationOf } from '@/server/db/paging';
import { ADMIN_PAGE_SIZE, pageOffset } from './admin-paging';

type AuditRow = typeof auditLog.$inferSelect;

function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    adminId: row.adminId,
    adminEmail: row.adminEmail,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    reason: row.reason,
    reportId: row.reportId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Writes who did what to which item and why. The table refuses any later change (migration 0012). */
export async function appendAuditEntry(
  tx: Executor,
  admin: SessionUser,
  entry: {
    action: AuditAction;
    target: { type: AuditTarget; id: number };
    reason: string;
    reportId: number | null;
  },
): Promise<AuditEntry> {
  const [row] = await tx
    .insert(auditLog)
    .values({
      adminId: admin.id,
      adminEmail: admin.email,
      action: entry.action,
      targetType: entry.target.type,
      targetId: entry.target.id,
      reason: entry.reason,
      reportId: entry.reportId,
    })
    .returning();
  return toAuditEntry(row!);
}

/** GET /api/admin/audit: newest first, a page at a time (audit_log_created_idx walks the order). */
export async function listAuditEntries(
  db: Executor,
  page: number,
): Promise<{ entries: AuditEntry[]; pagination: Pagination }> {
  const [rows, { rows: counted }] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset(pageOffset(page)),
    // Raw SQL: cappedCount wraps a raw statement.
    db.execute<{ n: number }>(cappedCount(sql`SELECT 1 FROM audit_log`)),
  ]);
  return {
    entries: rows.map(toAuditEntry),
    pagination: paginationOf(counted[0]!.n, page, ADMIN_PAGE_SIZE),
  };
}

/** What admins did to one item, newest first (its details page shows the latest 50). */
export async function auditEntriesAbout(
  db: Executor,
  target: { type: AuditTarget; id: number },
): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, target.type), eq(auditLog.targetId, target.id)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(50);
  return rows.map(toAuditEntry);
}
