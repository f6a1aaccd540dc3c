import { sql } from 'drizzle-orm';
import type { Rating } from '@/contract/rating';
import { RATING_NEEDS_QUOTE } from '@/contract/rating-messages';
import type { Database, Executor } from '@/server/db/client';
import { conflict, forbidden, notFound } from '@/server/platform/errors';
import type { SessionUser } from '@/server/platform/session';
import { companyReviewsPath, notify, type NotifyDeps, reviseNotifications } from '../notifications';

interface RatingRow extends Record<string, unknown> {
  id: number;
  user_id: number;
  company_id: number;
  rating: string;
  comment: string | null;
  created_at: Date;
  updated_at: Date;
  first_name: string;
  verified_hire: boolean;
  company_name: string;
  reply_body: string | null;
  reply_created_at: Date | null;
  reply_updated_at: Date | null;
}

const SELECT_RATINGS = sql`
  SELECT r.id, r.user_id, r.company_id, r.rating, r.comment, r.created_at, r.updated_at, u.first_name,
    EXISTS (SELECT 1 FROM quotes q WHERE q.user_id = r.user_id AND q.hired_company_id = r.company_id
      AND q.job_confirmed_at IS NOT NULL) AS verified_hire,
    c.name AS company_name, rr.body AS reply_body, rr.created_at AS reply_created_at,
    rr.updated_at AS reply_updated_at
  FROM ratings r JOIN users u ON u.id = r.user_id
    JOIN companies c ON c.id = r.company_id
    LEFT JOIN review_replies rr ON rr.rating_id = r.id`;

function toRating(row: RatingRow): Rating {
  return {
    id: row.id,
    userId: row.user_id,
    companyId: row.company_id,
    rating: Number(row.rating),
    comment: row.comment,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    userFirstName: row.first_name,
    verifiedHire: row.verified_hire,
    reply:
      row.reply_body === null
        ? null
        : {
            body: row.reply_body,
            companyName: row.company_name,
            createdAt: new Date(row.reply_created_at!).toISOString(),
            updatedAt: new Date(row.reply_updated_at!).toISOString(),
          },
  };
}

/** The company page's reviews: visible ones only (docs/decisions/014). */
export async function listCompanyRatings(db: Database, companyId: number): Promise<Rating[]> {
  const { rows } = await db.execute<RatingRow>(
    // A company hidden by an admin, or whose owner is suspended, is off public pages: so are its reviews.
    sql`${SELECT_RATINGS} WHERE r.company_id = ${companyId} AND r.visible
      AND EXISTS (SELECT 1 FROM companies c WHERE c.id = r.company_id AND c.hidden_at IS NULL AND NOT c.owner_suspended)
      ORDER BY r.created_at DESC, r.id DESC LIMIT 200`,
  );
  return rows.map(toRating);
}

/**
 * A user's review of a company, as the public sees it: a hidden one is not shown, to its author
 * either (as Trustpilot does: a removed review cannot be posted again).
 */
export async function findUserRating(
  db: Database,
  userId: number,
  companyId: number,
): Promise<Rating | null> {
  const { rows } = await db.execute<RatingRow>(
    sql`${SELECT_RATINGS} WHERE r.user_id = ${userId} AND r.company_id = ${companyId} AND r.visible`,
  );
  return rows[0] ? toRating(rows[0]) : null;
}

/** Only customers who sent this business a quote request (submitted, not a draft) may review it. */
export async function canRate(db: Executor, userId: number, companyId: number): Promise<boolean> {
  const { rows } = await db.execute(sql`
    SELECT 1 FROM quote_companies qc JOIN quotes q ON q.id = qc.quote_id
    WHERE qc.company_id = ${companyId} AND q.user_id = ${userId} AND q.status <> 'draft' LIMIT 1`);
  return rows.length > 0;
}

const idArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/**
 * Locks the companies' rows, in id order so that two writers never wait on each other crosswise;
 * the ids found. Whoever changes reviews holds these locks until `recomputeCompanyAggregates`.
 */
export async function lockCompanies(tx: Executor, companyIds: number[]): Promise<number[]> {
  if (companyIds.length === 0) return [];
  const { rows } = await tx.execute<{ id: number }>(
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
  await tx.execute(sql`
    UPDATE companies c SET
      ratings_count = (SELECT count(*) FROM ratings r WHERE r.company_id = c.id AND r.visible),
      average_rating = coalesce(
        (SELECT round(avg(r.rating), 2) FROM ratings r WHERE r.company_id = c.id AND r.visible), 0)
    WHERE c.id = ANY(${idArray(companyIds)})`);
}

/**
 * Writes under a lock on the company row and recomputes its aggregates in the same transaction,
 * so average and count stay exact under concurrent reviews.
 */
async function withCompanyAggregates<T>(
  db: Database,
  companyId: number,
  write: (tx: Executor) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const locked = await lockCompanies(tx, [companyId]);
    if (locked.length === 0) throw notFound('Company not found');
    const result = await write(tx);
    await recomputeCompanyAggregates(tx, locked);
    return result;
  });
}

/** The owner's notification of a review, which an edit of the review rewrites. */
const reviewGroupKey = (ratingId: number) => `review:${ratingId}`;

/** What the owner's notification of a review says: the review as it is now. */
function reviewNotice(
  user: SessionUser,
  companyName: string,
  review: { rating: number; comment?: string | null | undefined },
  edited = false,
): { title: string; body: string } {
  const rating = `${user.firstName} gave ${review.rating} of 5${edited ? ' (edited)' : ''}`;
  return {
    title: `New review of ${companyName}`,
    body: review.comment ? `${rating}: ${review.comment}` : `${rating}.`,
  };
}

/** A new review; the business's owner is notified. */
export async function createRating(
  deps: NotifyDeps & { db: Database },
  user: SessionUser,
  companyId: number,
  input: { rating: number; comment?: string | null | undefined },
): Promise<Rating> {
  const id = await withCompanyAggregates(deps.db, companyId, async (tx) => {
    if (!(await canRate(tx, user.id, companyId))) throw forbidden(RATING_NEEDS_QUOTE);
    const { rows } = await tx.execute<{ id: number; owner_id: number; company_name: string }>(sql`
      INSERT INTO ratings (user_id, company_id, rating, comment)
      VALUES (${user.id}, ${companyId}, ${input.rating}, ${input.comment || null})
      ON CONFLICT (user_id, company_id) DO NOTHING
      RETURNING id, (SELECT owner_id FROM companies WHERE id = ${companyId}) AS owner_id,
        (SELECT name FROM companies WHERE id = ${companyId}) AS company_name`);
    const created = rows[0];
    if (!created)
      throw conflict('You have already reviewed this business. You can edit your review instead.');
    await notify(deps, tx, {
      userId: created.owner_id,
      kind: 'review',
      ...reviewNotice(user, created.company_name, input),
      link: companyReviewsPath(companyId),
      groupKey: reviewGroupKey(created.id),
    });
    return created.id;
  });
  return (await findRatingById(deps.db, id))!;
}

export async function findRatingById(db: Executor, id: number): Promise<Rating | null> {
  const { rows } = await db.execute<RatingRow>(sql`${SELECT_RATINGS} WHERE r.id = ${id}`);
  return rows[0] ? toRating(rows[0]) : null;
}

async function requireOwnRating(
  db: Executor,
  user: SessionUser,
  ratingId: number,
): Promise<Rating> {
  const rating = await findRatingById(db, ratingId);
  if (!rating) throw notFound('Review not found');
  if (rating.userId !== user.id) throw forbidden('You can only change your own review.');
  return rating;
}

/**
 * An edit of one's review. The owner is not alerted again (docs/decisions/053), but their
 * notification of the review is rewritten to say what the review says now.
 */
export async function updateRating(
  db: Database,
  user: SessionUser,
  ratingId: number,
  input: { rating: number; comment?: string | null | undefined },
): Promise<Rating> {
  const existing = await requireOwnRating(db, user, ratingId);
  await withCompanyAggregates(db, existing.companyId, async (tx) => {
    const { rows } = await tx.execute<{ owner_id: number; company_name: string }>(sql`
      UPDATE ratings r SET rating = ${input.rating}, comment = ${input.comment || null}, updated_at = now()
      FROM companies c
      WHERE r.id = ${ratingId} AND r.user_id = ${user.id} AND c.id = r.company_id
      RETURNING c.owner_id, c.name AS company_name`);
    const company = rows[0];
    if (!company) return;
    await reviseNotifications(
      tx,
      company.owner_id,
      reviewGroupKey(ratingId),
      reviewNotice(user, company.company_name, input, true),
    );
  });
  return (await findRatingById(db, ratingId))!;
}

export async function deleteRating(
  db: Database,
  user: SessionUser,
  ratingId: number,
): Promise<void> {
  const existing = await requireOwnRating(db, user, ratingId);
  await withCompanyAggregates(db, existing.companyId, (tx) =>
    tx.execute(sql`DELETE FROM ratings WHERE id = ${ratingId} AND user_id = ${user.id}`),
  );
}
