import type { Rating } from '@/contract/rating';
import type { AppConfig } from '@/server/config';
import type { Database, Executor } from '@/server/db/client';
import { forbidden, notFound } from '@/server/platform/errors';
import type { JobQueue } from '@/server/platform/jobs';
import type { SessionUser } from '@/server/platform/session';
import { companyReviewsPath, notify } from '../notifications';
import { findEmailRecipient } from '../users';
import { reviewReplyEmail } from './emails';
import { deleteReplyRow, lockVisibleReview, writeReply } from './rating-repository';
import { findRatingById } from './rating-service';

interface ReviewedCompany {
  reviewerId: number;
  companyId: number;
  companyName: string;
}

/**
 * The review, if the caller owns the company it is about (decision 022: only the business
 * replies). Read under a key-share lock on the review, so that it cannot be deleted while its
 * reply is being written.
 */
async function requireReviewOfOwnCompany(
  tx: Executor,
  user: SessionUser,
  ratingId: number,
): Promise<ReviewedCompany> {
  const row = await lockVisibleReview(tx, ratingId);
  if (!row) throw notFound('Review not found');
  if (row.owner_id !== user.id) throw forbidden('Only the business can reply to its reviews.');
  return { reviewerId: row.user_id, companyId: row.company_id, companyName: row.company_name };
}

/**
 * Writes or rewrites the company's reply to a review. The first reply (not an edit) notifies the
 * reviewer and e-mails them, if their e-mails are on, through the job queue in the same
 * transaction.
 */
export async function saveReply(
  deps: { db: Database; jobs: JobQueue; config: AppConfig },
  user: SessionUser,
  ratingId: number,
  body: string,
): Promise<Rating> {
  await deps.db.transaction(async (tx) => {
    const review = await requireReviewOfOwnCompany(tx, user, ratingId);
    // Only the first reply (not an edit) tells the reviewer.
    if (!(await writeReply(tx, { ratingId, authorId: user.id, body }))) return;
    const path = companyReviewsPath(review.companyId);
    await notify(deps, tx, {
      userId: review.reviewerId,
      kind: 'review_reply',
      title: `${review.companyName} replied to your review`,
      body,
      link: path,
    });
    const reviewer = await findEmailRecipient(tx, review.reviewerId, 'any');
    if (!reviewer) return;
    const mail = reviewReplyEmail(reviewer, {
      companyName: review.companyName,
      reply: body,
      link: `${deps.config.appUrl}${path}`,
    });
    await deps.jobs.enqueue('deliver.email', mail, { tx });
  });
  return (await findRatingById(deps.db, ratingId))!;
}

export async function deleteReply(
  db: Database,
  user: SessionUser,
  ratingId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await requireReviewOfOwnCompany(tx, user, ratingId);
    if (!(await deleteReplyRow(tx, ratingId))) throw notFound('Reply not found');
  });
}
