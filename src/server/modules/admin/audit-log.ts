import { sql } from 'drizzle-orm';
import type { Pagination } from '@/contract/common';
import type { AuditAction, AuditEntry, AuditTarget } from '@/contract/moderation';
import type { Executor } from '@/server/db/client';
import type { SessionUser } from '@/server/platform/session';
import { cappedCount, paginationOf } from '@/server/db/paging';
import { ADMIN_PAGE_SIZE, pageOffset } from './admin-paging';

interface AuditRow extends Record<string, unknown> {
  id: number;
  admin_id: number;
  admin_email: string;
  action: AuditAction;
  target_type: AuditTarget;
  target_id: number;
  reason: string;
  report_id: number | null;
  created_at: Date;
}

const AUDIT_COLUMNS = sql`id::float8 AS id, admin_id, admin_email, action, target_type,
  target_id::float8 AS target_id, reason, report_id, created_at`;

function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: Number(row.id),
    adminId: row.admin_id,
    adminEmail: row.admin_email,
    action: row.action,
    targetType: row.target_type,
    targetId: Number(row.target_id),
    reason: row.reason,
    reportId: row.report_id,
    createdAt: new Date(row.created_at).toISOString(),
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
  const { rows } = await tx.execute<AuditRow>(sql`
    INSERT INTO audit_log (admin_id, admin_email, action, target_type, target_id, reason, report_id)
    VALUES (${admin.id}, ${admin.email}, ${entry.action}, ${entry.target.type}, ${entry.target.id},
      ${entry.reason}, ${entry.reportId})
    RETURNING ${AUDIT_COLUMNS}`);
  return toAuditEntry(rows[0]!);
}

/** GET /api/admin/audit: newest first, a page at a time (audit_log_created_idx walks the order). */
export async function listAuditEntries(
  db: Executor,
  page: number,
): Promise<{ entries: AuditEntry[]; pagination: Pagination }> {
  const [{ rows }, { rows: counted }] = await Promise.all([
    db.execute<AuditRow>(sql`
      SELECT ${AUDIT_COLUMNS} FROM audit_log ORDER BY created_at DESC, id DESC
      LIMIT ${ADMIN_PAGE_SIZE} OFFSET ${pageOffset(page)}`),
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
  const { rows } = await db.execute<AuditRow>(sql`
    SELECT ${AUDIT_COLUMNS} FROM audit_log
    WHERE target_type = ${target.type} AND target_id = ${target.id}
    ORDER BY created_at DESC, id DESC LIMIT 50`);
  return rows.map(toAuditEntry);
}
