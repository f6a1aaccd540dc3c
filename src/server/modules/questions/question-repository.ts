import { sql } from 'drizzle-orm';
import type { Executor, RawColumns, RawRow } from '@/server/db/client';
import type { companies, companyQuestions, users } from '@/server/db/schema';

type Company = typeof companies.$inferSelect;

/** A question with its asker's first name and its answer, unless a moderator hid the answer. */
export type QuestionRow = RawColumns<
  typeof companyQuestions,
  'id' | 'companyId' | 'askerId' | 'body' | 'createdAt' | 'answeredAt' | 'answerUpdatedAt'
> &
  RawColumns<typeof users, 'firstName'> &
  RawRow<{
    company_name: Company['name'];
    /** The answer's text; null when there is none or it is hidden. */
    answer: string | null;
  }>;

const SELECT_QUESTIONS = sql`
  SELECT q.id, q.company_id, q.asker_id, q.body, q.created_at, q.answered_at, q.answer_updated_at,
    u.first_name, c.name AS company_name,
    CASE WHEN q.answer_hidden_at IS NULL THEN q.answer END AS answer
  FROM company_questions q JOIN users u ON u.id = q.asker_id JOIN companies c ON c.id = q.company_id`;

/** Shown at all: not hidden by a moderator, its asker not suspended. */
const SHOWN = sql`q.hidden_at IS NULL AND u.suspended_at IS NULL`;
/** Answered, with an answer a moderator has not hidden. */
const ANSWERED = sql`q.answer IS NOT NULL AND q.answer_hidden_at IS NULL`;

/**
 * A company's questions as a viewer may see them, at most 200: its owner every shown one,
 * unanswered first (also while the company is off the public pages: its page is still theirs);
 * anyone else the answered ones and their own, newest first, while the company is on public pages.
 */
export async function findCompanyQuestions(
  db: Executor,
  companyId: number,
  viewerId: number | null,
): Promise<QuestionRow[]> {
  const isOwner = sql`c.owner_id = ${viewerId ?? 0}`;
  // Raw SQL: SELECT_QUESTIONS is a joined read with computed columns.
  const { rows } = await db.execute<QuestionRow>(sql`${SELECT_QUESTIONS}
    WHERE q.company_id = ${companyId} AND ${SHOWN}
      AND (${isOwner} OR (c.hidden_at IS NULL AND NOT c.owner_suspended
        AND (${ANSWERED} OR q.asker_id = ${viewerId ?? 0})))
    ORDER BY CASE WHEN ${isOwner} THEN (${ANSWERED}) END, q.created_at DESC, q.id DESC
    LIMIT 200`);
  return rows;
}

/** A question by its id, as shown (none when hidden or its asker suspended). */
export async function findShownQuestion(
  db: Executor,
  id: number,
): Promise<QuestionRow | undefined> {
  // Raw SQL: SELECT_QUESTIONS is a joined read with computed columns.
  const { rows } = await db.execute<QuestionRow>(
    sql`${SELECT_QUESTIONS} WHERE q.id = ${id} AND ${SHOWN}`,
  );
  return rows[0];
}

/** The company asked about: its owner and name, while it is on public pages. */
export async function findAskableCompany(
  db: Executor,
  companyId: number,
): Promise<RawColumns<typeof companies, 'ownerId' | 'name'> | undefined> {
  // Raw SQL: reads the visibility the public pages use (hidden_at, owner_suspended).
  const { rows } = await db.execute<RawColumns<typeof companies, 'ownerId' | 'name'>>(sql`
    SELECT owner_id, name FROM companies
    WHERE id = ${companyId} AND hidden_at IS NULL AND NOT owner_suspended`);
  return rows[0];
}

/** The questions the user asked since `since` (counted under the user's limit lock). */
export async function countQuestionsSince(
  tx: Executor,
  askerId: number,
  since: Date,
): Promise<number> {
  // Raw SQL: a count on company_questions_asker_idx.
  const { rows } = await tx.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM company_questions
    WHERE asker_id = ${askerId} AND created_at > ${since.toISOString()}`);
  return rows[0]!.n;
}

export async function insertQuestion(
  tx: Executor,
  question: { companyId: number; askerId: number; body: string },
): Promise<number> {
  // Raw SQL: as the other writes of this repository.
  const { rows } = await tx.execute<RawColumns<typeof companyQuestions, 'id'>>(sql`
    INSERT INTO company_questions (company_id, asker_id, body)
    VALUES (${question.companyId}, ${question.askerId}, ${question.body}) RETURNING id`);
  return rows[0]!.id;
}

/** A shown question locked for a change, with its company's owner and name. */
export type LockedQuestion = RawColumns<
  typeof companyQuestions,
  'id' | 'companyId' | 'askerId' | 'body' | 'answeredAt' | 'answerHiddenAt'
> &
  RawColumns<typeof companies, 'ownerId'> &
  RawRow<{ company_name: Company['name'] }>;

export async function lockShownQuestion(
  tx: Executor,
  id: number,
): Promise<LockedQuestion | undefined> {
  // Raw SQL: FOR UPDATE OF one table of a join.
  const { rows } = await tx.execute<LockedQuestion>(sql`
    SELECT q.id, q.company_id, q.asker_id, q.body, q.answered_at, q.answer_hidden_at, c.owner_id,
      c.name AS company_name
    FROM company_questions q JOIN users u ON u.id = q.asker_id JOIN companies c ON c.id = q.company_id
    WHERE q.id = ${id} AND ${SHOWN}
    FOR UPDATE OF q`);
  return rows[0];
}

/** Writes the answer; the first answer's time is kept. */
export async function writeAnswer(
  tx: Executor,
  answer: { questionId: number; authorId: number; body: string },
): Promise<void> {
  // Raw SQL: coalesce keeps the first answer's time.
  await tx.execute(sql`
    UPDATE company_questions SET answer = ${answer.body}, answer_author_id = ${answer.authorId},
      answered_at = coalesce(answered_at, now()), answer_updated_at = now()
    WHERE id = ${answer.questionId}`);
}

export async function deleteQuestionRow(tx: Executor, id: number): Promise<void> {
  // Raw SQL: as the other writes of this repository.
  await tx.execute(sql`DELETE FROM company_questions WHERE id = ${id}`);
}

/**
 * Hides or restores a question (`part` 'question') or its answer ('answer') that is in the other
 * state; 'changed', or why not: 'missing' (no such question, or no answer), 'already'.
 */
export async function updateHidden(
  tx: Executor,
  id: number,
  part: 'question' | 'answer',
  hidden: boolean,
): Promise<'changed' | 'missing' | 'already'> {
  const column = sql.raw(part === 'question' ? 'hidden_at' : 'answer_hidden_at');
  const exists = part === 'question' ? sql`TRUE` : sql`answer IS NOT NULL`;
  // Raw SQL: the column is chosen at run time; one statement answers which case it was.
  const { rows } = await tx.execute<{ changed: boolean }>(sql`
    WITH target AS (SELECT id, ${column} IS NULL AS shown FROM company_questions
      WHERE id = ${id} AND ${exists} FOR UPDATE),
    changed AS (UPDATE company_questions q SET ${column} = ${hidden ? sql`now()` : sql`NULL`}
      FROM target WHERE q.id = target.id AND target.shown = ${hidden} RETURNING q.id)
    SELECT EXISTS (SELECT 1 FROM changed) AS changed FROM target`);
  if (rows.length === 0) return 'missing';
  return rows[0]!.changed ? 'changed' : 'already';
}
