import { sql, type SQL } from 'drizzle-orm';
import {
  REPORT_ALREADY_OPEN,
  REPORT_THANKS,
  type ReportReason,
  type ReportTarget,
} from '@/contract/moderation';
import type { Database } from '@/server/db/client';
import { conflict, notFound } from '@/server/platform/errors';
import type { SessionUser } from '@/server/platform/session';

/** What a reporter who may not report an item hears: the same whether it exists or not. */
export const REPORT_TARGET_NOT_FOUND = 'We could not find that.';

/** A submitted quote request between a customer and a company: the two have a conversation. */
const CONVERSATION = sql`quote_companies qc JOIN quotes q ON q.id = qc.quote_id AND q.status <> 'draft'`;

/**
 * Who may report what (docs/decisions/023): a condition on the target, by type, for the reporter.
 * Ids are compared as bigint, as an id past the integer range is simply not found.
 */
function mayReport(type: ReportTarget, id: number, reporterId: number): SQL {
  switch (type) {
    // A review shown on the company page, not one's own.
    case 'review':
      return sql`SELECT 1 FROM ratings r
        WHERE r.id = ${id}::bigint AND r.visible AND r.user_id <> ${reporterId}`;
    // A message one received: in one's own conversation (as its customer or the company's owner), sent by the other side.
    case 'message':
      return sql`SELECT 1 FROM messages m
        JOIN quotes q ON q.id = m.quote_id
        JOIN companies c ON c.id = m.company_id
        WHERE m.id = ${id}::bigint AND m.sender_id <> ${reporterId}
          AND (q.user_id = ${reporterId} OR c.owner_id = ${reporterId})`;
    // A company the public sees, or one the reporter has a conversation with; not one's own.
    case 'company':
      return sql`SELECT 1 FROM companies c
        WHERE c.id = ${id}::bigint AND c.owner_id <> ${reporterId}
          AND (c.listed OR EXISTS (SELECT 1 FROM ${CONVERSATION}
            WHERE qc.company_id = c.id AND q.user_id = ${reporterId}))`;
    // Someone the reporter has reason to know: across a conversation, or by a review on a public page.
    case 'user':
      return sql`SELECT 1 FROM users u
        WHERE u.id = ${id}::bigint AND u.id <> ${reporterId}
          AND (
            EXISTS (SELECT 1 FROM ${CONVERSATION} JOIN companies c ON c.id = qc.company_id
              WHERE (q.user_id = ${reporterId} AND c.owner_id = u.id)
                 OR (q.user_id = u.id AND c.owner_id = ${reporterId}))
            OR EXISTS (SELECT 1 FROM ratings r WHERE r.user_id = u.id AND r.visible)
          )`;
  }
}

export interface NewReport {
  targetType: ReportTarget;
  targetId: number;
  reason: ReportReason;
  details?: string | null | undefined;
}

/**
 * Files a report: 404 for an item the reporter may not report, 409 when they already have an
 * open report of it (the partial unique index reports_open_once_idx decides, race-free).
 */
export async function createReport(
  db: Database,
  reporter: SessionUser,
  input: NewReport,
): Promise<{ id: number; message: string }> {
  const details = input.details?.trim() || null;
  return db.transaction(async (tx) => {
    const allowed = await tx.execute(mayReport(input.targetType, input.targetId, reporter.id));
    if (allowed.rows.length === 0) throw notFound(REPORT_TARGET_NOT_FOUND);
    const { rows } = await tx.execute<{ id: number }>(sql`
      INSERT INTO reports (reporter_id, target_type, target_id, reason, details)
      VALUES (${reporter.id}, ${input.targetType}, ${input.targetId}, ${input.reason}, ${details})
      ON CONFLICT (reporter_id, target_type, target_id) WHERE status = 'open' DO NOTHING
      RETURNING id`);
    if (!rows[0]) throw conflict(REPORT_ALREADY_OPEN);
    return { id: rows[0].id, message: REPORT_THANKS };
  });
}
