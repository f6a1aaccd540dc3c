import {
  ESTIMATES_CLOSED,
  ONLY_THE_BUSINESS_ESTIMATES,
  type Estimate,
  type EstimateValues,
} from '@/contract/estimate';
import { closedReason } from '@/contract/message';
import type { AppConfig } from '@/server/config';
import type { Database } from '@/server/db/client';
import { conflict, forbidden } from '@/server/platform/errors';
import type { JobQueue } from '@/server/platform/jobs';
import { publishRealtime } from '@/server/platform/realtime';
import type { SessionUser } from '@/server/platform/session';
import {
  lockQuote,
  markQuoteAnswered,
  requireParticipant,
  requireReader,
  toMessage,
} from '../conversations';
import { customerConversationPath, customerQuotePath, notify } from '../notifications';
import { findEmailRecipient } from '../users';
import { estimateEmail } from './emails';
import { findRevisions, insertRevision } from './estimate-repository';

/** The revision history of one business's estimate, for the quote's owner and that business. */
export async function listEstimates(
  db: Database,
  user: SessionUser,
  quoteId: number,
  companyId: number,
): Promise<Estimate[]> {
  if (!(await requireReader(db, quoteId, companyId, user))) return [];
  return findRevisions(db, quoteId, companyId);
}

/**
 * A new revision of the business's estimate, while the quote is open (submitted or in progress).
 * It enters the conversation as an entry of its own, unread for the customer, moves the quote to
 * in progress like any first reply, and tells the customer live and, by their settings, by e-mail.
 */
export async function sendEstimate(
  deps: { db: Database; jobs: JobQueue; config: AppConfig },
  user: SessionUser,
  quoteId: number,
  companyId: number,
  input: EstimateValues,
): Promise<Estimate> {
  const participation = await requireParticipant(deps.db, quoteId, companyId, user);
  if (participation.side !== 'company') throw forbidden(ONLY_THE_BUSINESS_ESTIMATES);
  return deps.db.transaction(async (tx) => {
    // The quote row stays locked until commit: revisions are numbered one at a time, and a hire
    // (which takes the same lock) cannot interleave.
    const quote = await lockQuote(tx, quoteId);
    // A withdrawn request, or a customer who left, says so in the conversation's own words.
    if (quote.withdrawnAt !== null || quote.customerGone) {
      throw conflict(closedReason(quote.status, null, 'company', quote)!);
    }
    // After a hire the agreed price is the hired business's last estimate: no more revisions.
    if (
      (quote.status !== 'submitted' && quote.status !== 'in_progress') ||
      quote.hiredCompanyId !== null
    ) {
      throw conflict(ESTIMATES_CLOSED);
    }
    const { estimate, entry } = await insertRevision(
      tx,
      { quoteId, companyId, authorId: user.id },
      input,
    );
    await markQuoteAnswered(tx, quoteId);

    // The entry as the conversation lists it, to both sides alike (as listMessages shows it), and
    // one event for the recipient's unread counts too.
    const message = toMessage({
      id: entry.id,
      quoteId,
      companyId,
      senderId: user.id,
      senderType: 'company',
      message: '',
      imageObjectId: null,
      estimate,
      isRead: false,
      createdAt: entry.createdAt,
      seq: entry.seq,
    });
    await publishRealtime(tx, [participation.customerId, participation.companyOwnerId], {
      type: 'new_estimate',
      quoteId,
      companyId,
      messageId: entry.id,
      seq: entry.seq,
      message,
      estimate,
      status: 'in_progress',
    });

    await notify(deps, tx, {
      userId: participation.customerId,
      kind: 'estimate',
      title:
        estimate.revision > 1
          ? `${participation.companyName} revised its estimate`
          : `${participation.companyName} sent an estimate`,
      body: quote.quoteName,
      link: customerConversationPath(quoteId, companyId),
    });
    const customer = await findEmailRecipient(tx, participation.customerId, 'messages');
    if (customer) {
      const mail = estimateEmail(
        customer,
        {
          companyName: participation.companyName,
          quoteName: quote.quoteName,
          link: `${deps.config.appUrl}${customerQuotePath(quoteId)}`,
        },
        estimate,
      );
      await deps.jobs.enqueue('deliver.email', mail, { tx });
    }
    return estimate;
  });
}
