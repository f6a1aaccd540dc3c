import { sql, type SQL } from 'drizzle-orm';
import type { ReportReason, ReportTarget } from '@/contract/moderation';
import type { Executor, RawColumns } from '@/server/db/client';
import type { reports } from '@/server/db/schema';

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
    // A question the reporter sees on a company page (an answered one, or any about their own
    // business: an unanswered one is its asker's and the business's only), not one's own.
    case 'question':
      return sql`SELECT 1 FROM company_questions q JOIN companies c ON c.id = q.company_id
        WHERE q.id = ${id}::bigint AND q.hidden_at IS NULL AND q.asker_id <> ${reporterId}
          AND ((q.answer IS NOT NULL AND q.answer_hidden_at IS NULL) OR c.owner_id = ${reporterId})`;
    // A business's answer shown on a question, not one's own business's.
    case 'answer':
      return sql`SELECT 1 FROM company_questions q JOIN companies c ON c.id = q.company_id
        WHERE q.id = ${id}::bigint AND q.hidden_at IS NULL AND q.answer IS NOT NULL
          AND q.answer_hidden_at IS NULL AND c.owner_id <> ${reporterId}`;
  }
}

/** Whether the reporter may report this item (it exists, and they have reason to know it). */
export async function mayBeReported(
  tx: Executor,
  target: { type: ReportTarget; id: number },
  reporterId: number,
): Promise<boolean> {
  // Raw SQL: mayReport builds one of three existence checks with EXISTS.
  const allowed = await tx.execute(mayReport(target.type, target.id, reporterId));
  return allowed.rows.length > 0;
}

/**
 * A new open report; none when the reporter already has an open report of the item (the partial
 * unique index reports_open_once_idx decides, race-free).
 */
export async function insertOpenReport(
  tx: Executor,
  report: {
    reporterId: number;
    targetType: ReportTarget;
    targetId: number;
    reason: ReportReason;
    details: string | null;
  },
): Promise<number | undefined> {
  // Raw SQL: ON CONFLICT on a partial unique index (WHERE status = 'open').
  const { rows } = await tx.execute<RawColumns<typeof reports, 'id'>>(sql`
      INSERT INTO reports (reporter_id, target_type, target_id, reason, details)
      VALUES (${report.reporterId}, ${report.targetType}, ${report.targetId}, ${report.reason}, ${report.details})
      ON CONFLICT (reporter_id, target_type, target_id) WHERE status = 'open' DO NOTHING
      RETURNING id`);
  return rows[0]?.id;
}
