import { and, eq, sql } from 'drizzle-orm';
import type { RatingSource } from '@/contract/review-invitation';
import type { Executor, RawColumns, RawRow } from '@/server/db/client';
import { ratings, reviewReplies, type companies, type users } from '@/server/db/schema';

type Company = typeof companies.$inferSelect;
type Reply = typeof reviewReplies.$inferSelect;

/** A review with its author's first name, whether the author hired the business, and its reply. */
export type RatingRow = RawColumns<
  typeof ratings,
  'id' | 'userId' | 'companyId' | 'rating' | 'comment' | 'createdAt' | 'updatedAt' | 'source'
> &
  RawColumns<typeof users, 'firstName'> &
  RawRow<{
    verified_hire: boolean;
    company_name: Company['name'];
    reply_body: Reply['body'] | null;
    reply_created_at: Reply['createdAt'] | null;
    reply_updated_at: Reply['updatedAt'] | null;
  }>;

/** A review's company: its owner and name. */
type ReviewedCompany = RawColumns<typeof companies, 'ownerId'> & { company_name: Company['name'] };

/** A review by a customer who hired the business here, job confirmed; never an invited one (decision 102). */
const VERIFIED_HIRE = sql`(r.source = 'quote_request' AND EXISTS (SELECT 1 FROM quotes q
  WHERE q.user_id = r.user_id AND q.hired_company_id = r.company_id AND q.job_confirmed_at IS NOT NULL))`;

const SELECT_RATINGS = sql`
  SELECT r.id, r.user_id, r.company_id, r.rating, r.comment, r.created_at, r.updated_at, u.first_name,
    r.source, ${VERIFIED_HIRE} AS verified_hire,
    c.name AS company_name, rr.body AS reply_body, rr.created_at AS reply_created_at,
    rr.updated_at AS reply_updated_at
  FROM ratings r JOIN users u ON u.id = r.user_id
    JOIN companies c ON c.id = r.company_id
    LEFT JOIN review_replies rr ON rr.rating_id = r.id`;

/** A company's visible reviews, newest first, at most 200, while the company is on public pages. */
export async function findVisibleCompanyRatings(
  db: Executor,
  companyId: number,
): Promise<RatingRow[]> {
  // Raw SQL: SELECT_RATINGS is a joined read with computed columns.
  const { rows } = await db.execute<RatingRow>(
    // A company hidden by an admin, or whose owner is suspended, is off public pages: so are its reviews.
    sql`${SELECT_RATINGS} WHERE r.company_id = ${companyId} AND r.visible
      AND EXISTS (SELECT 1 FROM companies c WHERE c.id = r.company_id AND c.hidden_at IS NULL AND NOT c.owner_suspended)
      ORDER BY r.created_at DESC, r.id DESC LIMIT 200`,
  );
  return rows;
}

/** A user's review of a company, if it is visible. */
export async function findVisibleUserRating(
  db: Executor,
  userId: number,
  companyId: number,
): Promise<RatingRow | undefined> {
  // Raw SQL: SELECT_RATINGS is a joined read with computed columns.
  const { rows } = await db.execute<RatingRow>(
    sql`${SELECT_RATINGS} WHERE r.user_id = ${userId} AND r.company_id = ${companyId} AND r.visible`,
  );
  return rows[0];
}

/** A review by its id, visible or not. */
export async function findRatingRow(db: Executor, id: number): Promise<RatingRow | undefined> {
  // Raw SQL: SELECT_RATINGS is a joined read with computed columns.
  const { rows } = await db.execute<RatingRow>(sql`${SELECT_RATINGS} WHERE r.id = ${id}`);
  return rows[0];
}

/** Whether the user sent the company a quote request (submitted, not a draft). */
export async function hasSentRequest(
  db: Executor,
  userId: number,
  companyId: number,
): Promise<boolean> {
  // Raw SQL: an existence check over a join.
  const { rows } = await db.execute(sql`
    SELECT 1 FROM quote_companies qc JOIN quotes q ON q.id = qc.quote_id
    WHERE qc.company_id = ${companyId} AND q.user_id = ${userId} AND q.status <> 'draft' LIMIT 1`);
  return rows.length > 0;
}

/** The company's visible reviews counted by where they come from (decision 102). */
export async function countRatingsBySource(db: Executor, companyId: number) {
  // Raw SQL: filtered counts in one pass.
  const { rows } = await db.execute<{ total: number; verified_hire: number; invited: number }>(sql`
    SELECT count(*)::int AS total, count(*) FILTER (WHERE ${VERIFIED_HIRE})::int AS verified_hire,
      count(*) FILTER (WHERE r.source = 'invitation')::int AS invited
    FROM ratings r WHERE r.company_id = ${companyId} AND r.visible
      AND EXISTS (SELECT 1 FROM companies c WHERE c.id = r.company_id AND c.hidden_at IS NULL AND NOT c.owner_suspended)`);
  return rows[0]!;
}

const idArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/**
 * Locks the companies' rows, in id order so that two writers never wait on each other crosswise;
 * the ids found. Whoever changes reviews holds these locks until `recomputeCompanyAggregates`.
 */
export async function lockCompanies(tx: Executor, companyIds: number[]): Promise<number[]> {
  if (companyIds.length === 0) return [];
  // Raw SQL: FOR UPDATE in id order over an id array.
  const { rows } = await tx.execute<RawColumns<typeof companies, 'id'>>(
    sql`SELECT id FROM companies WHERE id = ANY(${idArray(companyIds)}) ORDER BY id FOR UPDATE`,
  );
  return rows.map((row) => row.id);
}

/**
 * Recomputes the companies' average and count over their visible reviews only (a hidden review or
 * a suspended author's is not counted: docs/decisions/014). Run under `lockCompanies`.
 */
export async function recomputeCompanyAggregates(
  tx: Executor,
  companyIds: number[],
): Promise<void> {
  if (companyIds.length === 0) return;
  // Raw SQL: correlated aggregate subqueries in SET.
  await tx.execute(sql`
    UPDATE companies c SET
      ratings_count = (SELECT count(*) FROM ratings r WHERE r.company_id = c.id AND r.visible),
      average_rating = coalesce(
        (SELECT round(avg(r.rating), 2) FROM ratings r WHERE r.company_id = c.id AND r.visible), 0)
    WHERE c.id = ANY(${idArray(companyIds)})`);
}

/**
 * A new review, unless the user already has one of the company (then none); with the company's
 * owner and name.
 */
export async function insertRating(
  tx: Executor,
  review: {
    userId: number;
    companyId: number;
    rating: number;
    comment: string | null;
    source: RatingSource;
  },
): Promise<(RawColumns<typeof ratings, 'id'> & ReviewedCompany) | undefined> {
  const { userId, companyId } = review;
  // Raw SQL: ON CONFLICT DO NOTHING RETURNING scalar subqueries.
  const { rows } = await tx.execute<RawColumns<typeof ratings, 'id'> & ReviewedCompany>(sql`
      INSERT INTO ratings (user_id, company_id, rating, comment, source)
      VALUES (${userId}, ${companyId}, ${review.rating}, ${review.comment}, ${review.source})
      ON CONFLICT (user_id, company_id) DO NOTHING
      RETURNING id, (SELECT owner_id FROM companies WHERE id = ${companyId}) AS owner_id,
        (SELECT name FROM companies WHERE id = ${companyId}) AS company_name`);
  return rows[0];
}

/** Rewrites the user's review; its company's owner and name (none when it is not theirs). */
export async function updateRatingRow(
  tx: Executor,
  review: { id: number; userId: number; rating: number; comment: string | null },
): Promise<ReviewedCompany | undefined> {
  // Raw SQL: UPDATE … FROM companies, RETURNING its columns.
  const { rows } = await tx.execute<ReviewedCompany>(sql`
      UPDATE ratings r SET rating = ${review.rating}, comment = ${review.comment}, updated_at = now()
      FROM companies c
      WHERE r.id = ${review.id} AND r.user_id = ${review.userId} AND c.id = r.company_id
      RETURNING c.owner_id, c.name AS company_name`);
  return rows[0];
}

/** Deletes the user's review. */
export async function deleteRatingRow(tx: Executor, ratingId: number, userId: number) {
  await tx.delete(ratings).where(and(eq(ratings.id, ratingId), eq(ratings.userId, userId)));
}

/**
 * A visible review with its company's name and owner, under a key-share lock on the review (it
 * cannot be deleted until the transaction ends).
 */
export async function lockVisibleReview(tx: Executor, ratingId: number) {
  // Raw SQL: FOR KEY SHARE OF r, locking one table of a join.
  const { rows } = await tx.execute<
    RawColumns<typeof ratings, 'userId' | 'companyId'> & ReviewedCompany
  >(sql`
    SELECT r.user_id, r.company_id, c.name AS company_name, c.owner_id
    FROM ratings r JOIN companies c ON c.id = r.company_id
    WHERE r.id = ${ratingId} AND r.visible
    FOR KEY SHARE OF r`);
  return rows[0];
}

/**
 * Writes the review's reply: inserted when it has none, else rewritten. Two statements rather
 * than an upsert, to tell which (a concurrent first reply makes this one an edit: the insert
 * waits, then does nothing). True for a first reply.
 */
export async function writeReply(
  tx: Executor,
  reply: { ratingId: number; authorId: number; body: string },
): Promise<boolean> {
  const { ratingId, authorId, body } = reply;
  // Raw SQL: ON CONFLICT (rating_id) DO NOTHING RETURNING.
  const { rows: created } = await tx.execute(sql`
      INSERT INTO review_replies (rating_id, author_id, body) VALUES (${ratingId}, ${authorId}, ${body})
      ON CONFLICT (rating_id) DO NOTHING RETURNING rating_id`);
  if (created.length > 0) return true;
  await tx
    .update(reviewReplies)
    .set({ body, authorId, updatedAt: sql`now()` })
    .where(eq(reviewReplies.ratingId, ratingId));
  return false;
}

/** Deletes the review's reply; false when it had none. */
export async function deleteReplyRow(tx: Executor, ratingId: number): Promise<boolean> {
  const deleted = await tx
    .delete(reviewReplies)
    .where(eq(reviewReplies.ratingId, ratingId))
    .returning({ ratingId: reviewReplies.ratingId });
  return deleted.length > 0;
}
