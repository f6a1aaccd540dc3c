import type { Rating } from '@/contract/rating';
import type { RatingBreakdown } from '@/contract/review-invitation';
import { RATING_NEEDS_QUOTE } from '@/contract/rating-messages';
import type { Database, Executor } from '@/server/db/client';
import { conflict, forbidden, notFound } from '@/server/platform/errors';
import type { SessionUser } from '@/server/platform/session';
import { companyReviewsPath, notify, type NotifyDeps, reviseNotifications } from '../notifications';
import { findClaimedInvitation, markInvitationReviewed } from './invitation-repository';
import {
  countRatingsBySource,
  deleteRatingRow,
  findRatingRow,
  findVisibleCompanyRatings,
  findVisibleUserRating,
  hasSentRequest,
  insertRating,
  lockCompanies,
  recomputeCompanyAggregates,
  updateRatingRow,
  type RatingRow,
} from './rating-repository';

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
    source: row.source,
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
  return (await findVisibleCompanyRatings(db, companyId)).map(toRating);
}

/** The company's visible reviews counted by source (decision 102). */
export async function ratingBreakdown(db: Database, companyId: number): Promise<RatingBreakdown> {
  const counts = await countRatingsBySource(db, companyId);
  return { total: counts.total, verifiedHire: counts.verified_hire, invited: counts.invited };
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
  const row = await findVisibleUserRating(db, userId, companyId);
  return row ? toRating(row) : null;
}

/**
 * Only customers who sent this business a quote request (submitted, not a draft), or who accepted
 * its review invitation, may review it.
 */
export async function canRate(db: Executor, userId: number, companyId: number) {
  return (
    Boolean(await findClaimedInvitation(db, userId, companyId, false)) ||
    hasSentRequest(db, userId, companyId)
  );
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

/**
 * A new review; the business's owner is notified. The reviewer either sent the business a quote
 * request or accepted its invitation (decision 102): then the review is labelled as invited and
 * spends the invitation.
 */
export async function createRating(
  deps: NotifyDeps & { db: Database },
  user: SessionUser,
  companyId: number,
  input: { rating: number; comment?: string | null | undefined },
): Promise<Rating> {
  const id = await withCompanyAggregates(deps.db, companyId, async (tx) => {
    const invitation = await findClaimedInvitation(tx, user.id, companyId);
    if (!invitation && !(await canRate(tx, user.id, companyId))) {
      throw forbidden(RATING_NEEDS_QUOTE);
    }
    const created = await insertRating(tx, {
      userId: user.id,
      companyId,
      rating: input.rating,
      comment: input.comment || null,
      source: invitation ? 'invitation' : 'quote_request',
    });
    if (!created)
      throw conflict('You have already reviewed this business. You can edit your review instead.');
    if (invitation) await markInvitationReviewed(tx, invitation.id, created.id);
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
  const row = await findRatingRow(db, id);
  return row ? toRating(row) : null;
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
    const company = await updateRatingRow(tx, {
      id: ratingId,
      userId: user.id,
      rating: input.rating,
      comment: input.comment || null,
    });
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
    deleteRatingRow(tx, ratingId, user.id),
  );
}
