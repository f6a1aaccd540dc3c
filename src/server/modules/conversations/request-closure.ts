import { WITHDRAW_REASON_LABELS, type Withdrawal } from '@/contract/withdrawal';
import type { AppConfig } from '@/server/config';
import type { Executor } from '@/server/db/client';
import type { JobQueue } from '@/server/platform/jobs';
import { publishRealtime } from '@/server/platform/realtime';
import { notify, vendorConversationPath } from '../notifications';
import { allowsEmail } from '../users';
import { unavailableEmail, withdrawnEmail } from './closure-emails';
import { findOpenRequestIds, findRequestBusinesses } from './conversation-repository';

/**
 * Telling the businesses of a request that it closed before a hire (issue 31): withdrawn by its
 * customer, or its customer deleted or suspended. Each owner hears of their own conversation only,
 * live (`quote_closed`), in the bell and by e-mail by their settings, in the caller's transaction.
 */

export interface ClosureDeps {
  jobs: JobQueue;
  config: AppConfig;
}

/** A request its customer just withdrew: its businesses, and the customer's other tabs. */
export async function tellWithdrawn(
  deps: ClosureDeps,
  tx: Executor,
  quote: { id: number; customerId: number; customerFirstName: string },
  withdrawal: Withdrawal,
): Promise<void> {
  for (const business of await findRequestBusinesses(tx, [quote.id])) {
    const path = vendorConversationPath(quote.id, business.companyId);
    await publishRealtime(tx, [business.ownerId], {
      type: 'quote_closed',
      quoteId: quote.id,
      companyId: business.companyId,
      status: 'completed',
      withdrawal,
    });
    await notify(deps, tx, {
      userId: business.ownerId,
      kind: 'request_closed',
      title: `${quote.customerFirstName} closed their request`,
      body: withdrawal.reason
        ? `${business.quoteName}: ${WITHDRAW_REASON_LABELS[withdrawal.reason]}`
        : business.quoteName,
      link: path,
    });
    if (!allowsEmail(business.owner, 'quotes')) continue;
    const mail = withdrawnEmail(business.owner, {
      companyName: business.companyName,
      customerFirstName: quote.customerFirstName,
      quoteName: business.quoteName,
      withdrawal,
      link: `${deps.config.appUrl}${path}`,
    });
    await deps.jobs.enqueue('deliver.email', mail, { tx });
  }
  await publishRealtime(tx, [quote.customerId], {
    type: 'quote_closed',
    quoteId: quote.id,
    status: 'completed',
    stage: 'closed',
    withdrawal,
  });
}

/**
 * A customer's account was deleted or suspended: the businesses of their requests still open
 * (sent, not completed) are told it is no longer available, without saying which of the two.
 */
export async function announceCustomerGone(
  deps: ClosureDeps,
  tx: Executor,
  userId: number,
): Promise<void> {
  const open = await findOpenRequestIds(tx, userId);
  if (open.length === 0) return;
  for (const business of await findRequestBusinesses(tx, open)) {
    const path = vendorConversationPath(business.quoteId, business.companyId);
    await publishRealtime(tx, [business.ownerId], {
      type: 'quote_closed',
      quoteId: business.quoteId,
      companyId: business.companyId,
      customerGone: true,
    });
    await notify(deps, tx, {
      userId: business.ownerId,
      kind: 'request_closed',
      title: 'A request is no longer available',
      body: business.quoteName,
      link: path,
    });
    if (!allowsEmail(business.owner, 'quotes')) continue;
    const mail = unavailableEmail(business.owner, {
      companyName: business.companyName,
      quoteName: business.quoteName,
      link: `${deps.config.appUrl}${path}`,
    });
    await deps.jobs.enqueue('deliver.email', mail, { tx });
  }
}

/** How a request was withdrawn, as the API answers it (null while it was not). */
export function withdrawalOf(quote: {
  withdrawnAt: Date | string | null;
  withdrawReason: Withdrawal['reason'];
  withdrawNote: string | null;
}): Withdrawal | null {
  if (quote.withdrawnAt === null) return null;
  return {
    reason: quote.withdrawReason,
    note: quote.withdrawNote,
    withdrawnAt: new Date(quote.withdrawnAt).toISOString(),
  };
}
