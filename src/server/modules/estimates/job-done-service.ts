import { JOB_DONE_CONFIRM_DAYS, type JobDone } from '@/contract/quote';
import type { AppConfig } from '@/server/config';
import type { Database, Executor } from '@/server/db/client';
import { conflict, forbidden } from '@/server/platform/errors';
import type { JobQueue } from '@/server/platform/jobs';
import { publishRealtime } from '@/server/platform/realtime';
import type { SessionUser } from '@/server/platform/session';
import { type LockedQuote, lockQuote, requireOwnQuote, requireParticipant } from '../conversations';
import { customerQuotePath, notify, vendorConversationPath } from '../notifications';
import { findEmailRecipient } from '../users';
import { jobDoneEmail } from './emails';
import {
  confirmJobByCustomer,
  confirmJobIfDue,
  findJobNow,
  markJobDoneByCompany,
} from './estimate-repository';

type Deps = { db: Database; jobs: JobQueue; config: AppConfig };

export const ONLY_THE_BUSINESS_MARKS_DONE = 'Only the business can mark its job done here.';
export const NOT_HIRED_FOR_JOB = 'The customer did not hire this business for this quote.';
export const NOTHING_HIRED = 'Hire a business before marking the job done.';
export const ALREADY_MARKED = 'The job is already marked done.';
export const ALREADY_CONFIRMED = 'The job is already done and confirmed.';

/**
 * Job done is confirmed: the quote becomes completed, and the review invitation for the hired
 * business is scheduled (it is the only invitation a quote ever sends). In the caller's transaction.
 * The hired business's owner, if any.
 */
async function confirm(
  deps: Deps,
  tx: Executor,
  quoteId: number,
  quote: People,
): Promise<number | null> {
  await deps.jobs.enqueue(
    'notify.review-invite',
    { quoteId },
    {
      tx,
      startAfter: new Date(Date.now() + deps.config.reviewInviteDelaySeconds * 1000),
      singletonKey: `review-invite:${quoteId}`,
    },
  );
  return tellBoth(tx, quoteId, quote);
}

/** Who a job-done change concerns: the customer and the hired business. */
type People = Pick<LockedQuote, 'userId' | 'hiredCompanyId'>;

/**
 * Tells both what the job is now (after the caller's UPDATE): its status and job done to both, the
 * customer's stage to the customer (whether they reviewed is theirs). The hired business's owner,
 * if any.
 */
async function tellBoth(
  tx: Executor,
  quoteId: number,
  { userId, hiredCompanyId }: People,
): Promise<number | null> {
  const now = await findJobNow(tx, quoteId, hiredCompanyId);
  const jobDone: JobDone =
    now.job_done_at && now.job_done_by
      ? {
          markedAt: new Date(now.job_done_at).toISOString(),
          markedBy: now.job_done_by,
          confirmedAt: now.job_confirmed_at ? new Date(now.job_confirmed_at).toISOString() : null,
        }
      : null;
  const event = {
    type: 'job_done' as const,
    quoteId,
    ...(hiredCompanyId === null ? {} : { companyId: hiredCompanyId }),
    status: now.status,
    jobDone,
  };
  await publishRealtime(tx, [userId], { ...event, stage: now.stage });
  if (now.owner_id !== null) await publishRealtime(tx, [now.owner_id], event);
  return now.owner_id;
}

/**
 * The hired business marks the job done. The customer is asked to confirm (live and by e-mail);
 * if they do not, it confirms itself JOB_DONE_CONFIRM_DAYS later (a delayed job).
 */
export async function markJobDoneByBusiness(
  deps: Deps,
  user: SessionUser,
  quoteId: number,
  companyId: number,
): Promise<void> {
  const participation = await requireParticipant(deps.db, quoteId, companyId, user);
  if (participation.side !== 'company') throw forbidden(ONLY_THE_BUSINESS_MARKS_DONE);
  await deps.db.transaction(async (tx) => {
    const quote = await lockQuote(tx, quoteId);
    if (quote.hiredCompanyId !== companyId) throw conflict(NOT_HIRED_FOR_JOB);
    if (quote.jobDoneAt !== null) throw conflict(ALREADY_MARKED);
    await markJobDoneByCompany(tx, quoteId);
    await deps.jobs.enqueue(
      'quote.confirm-job-done',
      { quoteId },
      {
        tx,
        startAfter: new Date(Date.now() + JOB_DONE_CONFIRM_DAYS * 86_400_000),
        singletonKey: `confirm-job-done:${quoteId}`,
      },
    );
    await tellBoth(tx, quoteId, quote);
    const path = customerQuotePath(quoteId);
    await notify(deps, tx, {
      userId: quote.userId,
      kind: 'job_done',
      title: `${participation.companyName} marked the job done`,
      body: `Confirm that "${quote.quoteName}" is done.`,
      link: path,
    });
    const customer = await findEmailRecipient(tx, quote.userId, 'any');
    if (customer) {
      await deps.jobs.enqueue(
        'deliver.email',
        jobDoneEmail(customer, {
          companyName: participation.companyName,
          quoteName: quote.quoteName,
          link: `${deps.config.appUrl}${path}`,
          days: JOB_DONE_CONFIRM_DAYS,
        }),
        { tx },
      );
    }
  });
}

/**
 * The customer marks the job done, or confirms what the business marked: either way it is done
 * and confirmed at once (they are the one it was done for).
 */
export async function markJobDoneByCustomer(
  deps: Deps,
  user: SessionUser,
  quoteId: number,
): Promise<void> {
  await requireOwnQuote(deps.db, quoteId, user);
  await deps.db.transaction(async (tx) => {
    const quote = await lockQuote(tx, quoteId);
    if (quote.hiredAt === null) throw conflict(NOTHING_HIRED);
    if (quote.jobConfirmedAt !== null) throw conflict(ALREADY_CONFIRMED);
    await confirmJobByCustomer(tx, quoteId);
    const ownerId = await confirm(deps, tx, quoteId, quote);
    if (ownerId !== null && quote.hiredCompanyId !== null) {
      await notify(deps, tx, {
        userId: ownerId,
        kind: 'job_done',
        title: `${user.firstName} confirmed the job is done`,
        body: quote.quoteName,
        link: vendorConversationPath(quoteId, quote.hiredCompanyId),
      });
    }
  });
}

/**
 * The delayed job: confirms a job the business marked done JOB_DONE_CONFIRM_DAYS ago if the
 * customer has not confirmed it yet (otherwise nothing: the customer already did).
 */
export async function confirmJobDoneAutomatically(
  deps: Deps,
  data: { quoteId: number },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const confirmed = await confirmJobIfDue(tx, data.quoteId, JOB_DONE_CONFIRM_DAYS);
    if (confirmed) {
      await confirm(deps, tx, data.quoteId, {
        userId: confirmed.user_id,
        hiredCompanyId: confirmed.hired_company_id,
      });
    }
  });
}
