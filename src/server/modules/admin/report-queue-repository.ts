import { sql, type SQL } from 'drizzle-orm';
import { REPORT_TARGETS, type ReportStatus, type ReportTarget } from '@/contract/moderation';
import type { Executor, RawColumns, RawRow } from '@/server/db/client';
import type {
  companies,
  companyQuestions,
  messages,
  ratings,
  reports,
  users,
} from '@/server/db/schema';
import { cappedCount } from '@/server/db/paging';
import { ADMIN_PAGE_SIZE, pageOffset } from './admin-paging';

/** The SQL of the admins' report queue (report-queue.ts words what it reads). */

export type ReportRow = RawColumns<
  typeof reports,
  | 'id'
  | 'targetType'
  | 'targetId'
  | 'reason'
  | 'details'
  | 'status'
  | 'createdAt'
  | 'reporterId'
  | 'resolvedAt'
  | 'resolution'
> & {
  reporter_name: string;
  /** The resolving admin's address (reports.resolved_by is their id). */
  resolved_by: (typeof users.$inferSelect)['email'] | null;
};

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
 * A page of reports of a status (and a type), oldest first, with their capped count.
 * reports_queue_idx is ordered by (status, target_type, created_at, id), so each type is read in
 * order from the index as far as the page needs, and the types are merged: the queue never sorts
 * all reports of a status.
 */
export async function findReportPage(
  db: Executor,
  query: { type?: ReportTarget | undefined; status: ReportStatus; page: number },
): Promise<{ rows: ReportRow[]; counted: number }> {
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
    // Raw SQL: a UNION ALL of one ordered, limited index walk per type.
    db.execute<ReportRow>(sql`
      ${reportsIn(firstOfEach)}
      ORDER BY r.created_at, r.id LIMIT ${ADMIN_PAGE_SIZE} OFFSET ${pageOffset(query.page)}`),
    // Raw SQL: a sum of capped counts (cappedCount wraps a raw statement).
    db.execute<{ n: number }>(sql`SELECT ${counts} AS n`),
  ]);
  return { rows, counted: counted[0]!.n };
}

/** The reports about one item, newest first, the latest 50. */
export async function findReportsAbout(
  db: Executor,
  target: { type: ReportTarget; id: number },
): Promise<ReportRow[]> {
  // Raw SQL: reportsIn, the row the queue reads, shared with findReportPage.
  const { rows } = await db.execute<ReportRow>(sql`
    ${reportsIn(sql`SELECT id FROM reports WHERE target_type = ${target.type} AND target_id = ${target.id}`)}
    ORDER BY r.created_at DESC, r.id DESC LIMIT 50`);
  return rows;
}

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

type ReviewItemRow = RawColumns<
  typeof ratings,
  'id' | 'rating' | 'comment' | 'userId' | 'companyId'
> & { hidden: boolean; company_name: (typeof companies.$inferSelect)['name']; author: string };

type MessageItemRow = RawColumns<typeof messages, 'id' | 'senderId' | 'companyId'> & {
  text: string;
  sender: string;
  recipient: string;
};

type SurroundingRow = RawColumns<typeof messages, 'id'> &
  RawRow<{
    reported_id: (typeof messages.$inferSelect)['id'];
    author: string;
    text: string;
    at: (typeof messages.$inferSelect)['createdAt'];
  }>;

type CompanyItemRow = RawColumns<
  typeof companies,
  'id' | 'name' | 'city' | 'state' | 'description' | 'ownerId'
> & { hidden: boolean };

type UserItemRow = RawColumns<typeof users, 'id' | 'email'> & {
  /** First and last name joined. */
  name: string;
  suspended: boolean;
};

type QuestionItemRow = RawColumns<
  typeof companyQuestions,
  'id' | 'companyId' | 'askerId' | 'body' | 'answer'
> &
  RawColumns<typeof companies, 'ownerId'> & {
    hidden: boolean;
    answer_hidden: boolean;
    company_name: (typeof companies.$inferSelect)['name'];
    /** The asker's first and last name joined. */
    asker: string;
  };

/**
 * The reported items' rows, one query per kind of item whatever the number of reports: reviews,
 * messages with the 3 entries before and after each in its conversation, companies and users.
 */
export async function findReportedItemRows(
  db: Executor,
  targets: Array<{ type: ReportTarget; id: number }>,
) {
  const [reviews, messages, surrounding, companies, users, questions] = await Promise.all([
    // Raw SQL: ids from an array literal (idsOf), names joined in SQL, as the other kinds.
    db.execute<ReviewItemRow>(sql`
      SELECT r.id, r.rating::float8 AS rating, r.comment, r.hidden_at IS NOT NULL AS hidden,
        r.user_id, r.company_id, c.name AS company_name, u.first_name || ' ' || u.last_name AS author
      FROM ratings r JOIN companies c ON c.id = r.company_id JOIN users u ON u.id = r.user_id
      WHERE r.id = ANY(${idsOf(targets, 'review')})`),
    // Raw SQL: ENTRY_TEXT and CONVERSATION_PARTIES, shared with the surrounding entries.
    db.execute<MessageItemRow>(sql`
      SELECT m.id::float8 AS id, ${ENTRY_TEXT} AS text, m.sender_id, m.company_id,
        CASE WHEN m.sender_type = 'company' THEN c.name ELSE cu.first_name || ' ' || cu.last_name END AS sender,
        CASE WHEN m.sender_type = 'company' THEN cu.first_name || ' ' || cu.last_name ELSE c.name END AS recipient
      FROM messages m ${CONVERSATION_PARTIES}
      WHERE m.id = ANY(${idsOf(targets, 'message')})`),
    // Raw SQL: a self-join on a range of seq (3 entries either side of each reported one).
    db.execute<SurroundingRow>(sql`
      SELECT r.id::float8 AS reported_id, m.id::float8 AS id, m.created_at AS at, ${ENTRY_TEXT} AS text,
        CASE WHEN m.sender_type = 'company' THEN c.name ELSE cu.first_name || ' ' || cu.last_name END AS author
      FROM messages r
      JOIN messages m ON m.quote_id = r.quote_id AND m.company_id = r.company_id
        AND m.seq BETWEEN r.seq - 3 AND r.seq + 3
      ${CONVERSATION_PARTIES}
      WHERE r.id = ANY(${idsOf(targets, 'message')})
      ORDER BY m.seq`),
    // Raw SQL: ids from an array literal (idsOf), as the other kinds.
    db.execute<CompanyItemRow>(sql`
      SELECT id, name, city, state, description, hidden_at IS NOT NULL AS hidden, owner_id
      FROM companies WHERE id = ANY(${idsOf(targets, 'company')})`),
    // Raw SQL: ids from an array literal (idsOf), as the other kinds.
    db.execute<UserItemRow>(sql`
      SELECT id, first_name || ' ' || last_name AS name, email, suspended_at IS NOT NULL AS suspended
      FROM users WHERE id = ANY(${idsOf(targets, 'user')})`),
    // Raw SQL: ids from an array literal (idsOf), a question's and an answer's the question's.
    db.execute<QuestionItemRow>(sql`
      SELECT q.id, q.company_id, q.asker_id, q.body, q.answer, q.hidden_at IS NOT NULL AS hidden,
        q.answer_hidden_at IS NOT NULL AS answer_hidden, c.owner_id, c.name AS company_name,
        u.first_name || ' ' || u.last_name AS asker
      FROM company_questions q JOIN companies c ON c.id = q.company_id JOIN users u ON u.id = q.asker_id
      WHERE q.id = ANY(${idsOf(targets, 'question')}) OR q.id = ANY(${idsOf(targets, 'answer')})`),
  ]);
  return {
    reviews: reviews.rows,
    messages: messages.rows,
    surrounding: surrounding.rows,
    companies: companies.rows,
    users: users.rows,
    questions: questions.rows,
  };
}
