import { sql, type SQL } from 'drizzle-orm';
import type { Pagination } from '@/contract/common';
import {
  REPORT_TARGETS,
  type Report,
  type ReportedItem,
  type ReportReason,
  type ReportStatus,
  type ReportTarget,
} from '@/contract/moderation';
import type { Executor } from '@/server/db/client';
import { cappedCount, paginationOf } from '@/server/db/paging';
import { ADMIN_PAGE_SIZE, pageOffset } from './admin-paging';

interface ReportRow extends Record<string, unknown> {
  id: number;
  target_type: ReportTarget;
  target_id: number;
  reason: ReportReason;
  details: string | null;
  status: ReportStatus;
  created_at: Date;
  reporter_id: number;
  reporter_name: string;
  resolved_at: Date | null;
  resolved_by: string | null;
  resolution: string | null;
}

/** The reports whose ids `ids` selects (`SELECT id, created_at ...`), with who filed and resolved them. */
const reportsIn = (ids: SQL) => sql`
  SELECT r.id, r.target_type, r.target_id::float8 AS target_id, r.reason, r.details, r.status,
    r.created_at, r.reporter_id, rep.first_name || ' ' || rep.last_name AS reporter_name,
    r.resolved_at, adm.email AS resolved_by, r.resolution
  FROM (${ids}) picked
  JOIN reports r ON r.id = picked.id
  JOIN users rep ON rep.id = r.reporter_id
  LEFT JOIN users adm ON adm.id = r.resolved_by`;

/**
 * GET /api/admin/reports: a status (and a type), oldest first. reports_queue_idx is ordered by
 * (status, target_type, created_at, id), so each type is read in order from the index as far as
 * the page needs, and the types are merged: the queue never sorts all reports of a status.
 */
export async function listReports(
  db: Executor,
  query: { type?: ReportTarget | undefined; status: ReportStatus; page: number },
): Promise<{ reports: Report[]; pagination: Pagination }> {
  const types = query.type ? [query.type] : REPORT_TARGETS;
  const reach = pageOffset(query.page) + ADMIN_PAGE_SIZE;
  const ofType = (type: ReportTarget) =>
    sql`SELECT id, created_at FROM reports WHERE status = ${query.status} AND target_type = ${type}`;
  const firstOfEach = sql.join(
    types.map((type) => sql`(${ofType(type)} ORDER BY created_at, id LIMIT ${reach})`),
    sql` UNION ALL `,
  );
  const counts = sql.join(
    types.map((type) => sql`(${cappedCount(ofType(type))})`),
    sql` + `,
  );
  const [{ rows }, { rows: counted }] = await Promise.all([
    db.execute<ReportRow>(sql`
      ${reportsIn(firstOfEach)}
      ORDER BY r.created_at, r.id LIMIT ${ADMIN_PAGE_SIZE} OFFSET ${pageOffset(query.page)}`),
    db.execute<{ n: number }>(sql`SELECT ${counts} AS n`),
  ]);
  return {
    reports: await withItems(db, rows),
    pagination: paginationOf(counted[0]!.n, query.page, ADMIN_PAGE_SIZE),
  };
}

/** The reports about one item, newest first (its details page shows the latest 50). */
export async function reportsAbout(
  db: Executor,
  target: { type: ReportTarget; id: number },
): Promise<Report[]> {
  const { rows } = await db.execute<ReportRow>(sql`
    ${reportsIn(sql`SELECT id FROM reports WHERE target_type = ${target.type} AND target_id = ${target.id}`)}
    ORDER BY r.created_at DESC, r.id DESC LIMIT 50`);
  return withItems(db, rows);
}

async function withItems(db: Executor, rows: ReportRow[]): Promise<Report[]> {
  const items = await loadReportedItems(
    db,
    rows.map((row) => ({ type: row.target_type, id: Number(row.target_id) })),
  );
  return rows.map((row) => ({
    id: row.id,
    targetType: row.target_type,
    targetId: Number(row.target_id),
    reason: row.reason,
    details: row.details,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    reporter: { id: row.reporter_id, name: row.reporter_name },
    resolvedAt: row.resolved_at ? new Date(row.resolved_at).toISOString() : null,
    resolvedBy: row.resolved_by,
    resolution: row.resolution,
    item: items.get(itemKey(row.target_type, Number(row.target_id)))!,
  }));
}

const itemKey = (type: ReportTarget, id: number) => `${type}:${id}`;

const NOUNS: Record<ReportTarget, string> = {
  review: 'review',
  message: 'message',
  company: 'company',
  user: 'account',
};

const idsOf = (targets: Array<{ type: ReportTarget; id: number }>, type: ReportTarget) =>
  sql`${`{${targets
    .filter((t) => t.type === type)
    .map((t) => t.id)
    .join(',')}}`}::bigint[]`;

/** The two sides of a message's conversation: its company `c` and the quote's customer `cu`. */
const CONVERSATION_PARTIES = sql`
  JOIN companies c ON c.id = m.company_id
  JOIN quotes q ON q.id = m.quote_id
  JOIN users cu ON cu.id = q.user_id`;

/** What a conversation entry `m` says: its text, or what it carries. */
const ENTRY_TEXT = sql`CASE
  WHEN m.estimate_id IS NOT NULL THEN '(sent an estimate)'
  WHEN m.message = '' AND m.image_object_id IS NOT NULL THEN '(sent a photo)'
  ELSE m.message END`;

/**
 * The reported items as a moderator needs them: what they say, who is responsible, where they
 * show, and for a message the 3 entries before and after it in its conversation. One query per
 * kind of item, whatever the number of reports.
 */
async function loadReportedItems(
  db: Executor,
  targets: Array<{ type: ReportTarget; id: number }>,
): Promise<Map<string, ReportedItem>> {
  const [reviews, messages, surrounding, companies, users] = await Promise.all([
    db.execute<{
      id: number;
      rating: number;
      comment: string | null;
      hidden: boolean;
      user_id: number;
      company_id: number;
      company_name: string;
      author: string;
    }>(sql`
      SELECT r.id, r.rating::float8 AS rating, r.comment, r.hidden_at IS NOT NULL AS hidden,
        r.user_id, r.company_id, c.name AS company_name, u.first_name || ' ' || u.last_name AS author
      FROM ratings r JOIN companies c ON c.id = r.company_id JOIN users u ON u.id = r.user_id
      WHERE r.id = ANY(${idsOf(targets, 'review')})`),
    db.execute<{
      id: number;
      text: string;
      sender_id: number;
      company_id: number;
      sender: string;
      recipient: string;
    }>(sql`
      SELECT m.id::float8 AS id, ${ENTRY_TEXT} AS text, m.sender_id, m.company_id,
        CASE WHEN m.sender_type = 'company' THEN c.name ELSE cu.first_name || ' ' || cu.last_name END AS sender,
        CASE WHEN m.sender_type = 'company' THEN cu.first_name || ' ' || cu.last_name ELSE c.name END AS recipient
      FROM messages m ${CONVERSATION_PARTIES}
      WHERE m.id = ANY(${idsOf(targets, 'message')})`),
    db.execute<{ reported_id: number; id: number; author: string; text: string; at: Date }>(sql`
      SELECT r.id::float8 AS reported_id, m.id::float8 AS id, m.created_at AS at, ${ENTRY_TEXT} AS text,
        CASE WHEN m.sender_type = 'company' THEN c.name ELSE cu.first_name || ' ' || cu.last_name END AS author
      FROM messages r
      JOIN messages m ON m.quote_id = r.quote_id AND m.company_id = r.company_id
        AND m.seq BETWEEN r.seq - 3 AND r.seq + 3
      ${CONVERSATION_PARTIES}
      WHERE r.id = ANY(${idsOf(targets, 'message')})
      ORDER BY m.seq`),
    db.execute<{
      id: number;
      name: string;
      city: string;
      state: string;
      description: string;
      hidden: boolean;
      owner_id: number;
    }>(sql`
      SELECT id, name, city, state, description, hidden_at IS NOT NULL AS hidden, owner_id
      FROM companies WHERE id = ANY(${idsOf(targets, 'company')})`),
    db.execute<{ id: number; name: string; email: string; suspended: boolean }>(sql`
      SELECT id, first_name || ' ' || last_name AS name, email, suspended_at IS NOT NULL AS suspended
      FROM users WHERE id = ANY(${idsOf(targets, 'user')})`),
  ]);

  const items = new Map<string, ReportedItem>();
  const put = (
    type: ReportTarget,
    id: number,
    item: Omit<ReportedItem, 'type' | 'id' | 'exists' | 'surrounding'> &
      Partial<Pick<ReportedItem, 'surrounding'>>,
  ) => items.set(itemKey(type, id), { type, id, exists: true, surrounding: [], ...item });

  for (const r of reviews.rows) {
    put('review', r.id, {
      title: `${r.rating}-star review of ${r.company_name} by ${r.author}`,
      text: r.comment,
      link: `/companies/${r.company_id}`,
      hidden: r.hidden,
      responsibleUserId: r.user_id,
      companyId: r.company_id,
    });
  }
  for (const m of messages.rows) {
    put('message', Number(m.id), {
      title: `Message from ${m.sender} to ${m.recipient}`,
      text: m.text,
      link: null,
      hidden: false,
      responsibleUserId: m.sender_id,
      companyId: m.company_id,
      surrounding: surrounding.rows
        .filter((s) => Number(s.reported_id) === Number(m.id))
        .map((s) => ({
          id: Number(s.id),
          author: s.author,
          text: s.text,
          at: new Date(s.at).toISOString(),
          reported: Number(s.id) === Number(m.id),
        })),
    });
  }
  for (const c of companies.rows) {
    put('company', c.id, {
      title: `${c.name} (${c.city}, ${c.state})`,
      text: c.description,
      link: `/companies/${c.id}`,
      hidden: c.hidden,
      responsibleUserId: c.owner_id,
      companyId: c.id,
    });
  }
  for (const u of users.rows) {
    put('user', u.id, {
      title: u.name,
      text: u.email,
      link: null,
      hidden: u.suspended,
      responsibleUserId: u.id,
      companyId: null,
    });
  }
  for (const { type, id } of targets) {
    if (items.has(itemKey(type, id))) continue;
    items.set(itemKey(type, id), {
      type,
      id,
      exists: false,
      title: `This ${NOUNS[type]} has been deleted`,
      text: null,
      link: null,
      hidden: false,
      responsibleUserId: null,
      companyId: null,
      surrounding: [],
    });
  }
  return items;
}
