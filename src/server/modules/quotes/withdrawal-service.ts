import {
  ALREADY_WITHDRAWN,
  WITHDRAW_AFTER_HIRE,
  WITHDRAW_DRAFT,
  type WithdrawReason,
  type Withdrawal,
} from '@/contract/withdrawal';
import type { AppConfig } from '@/server/config';
import type { Database } from '@/server/db/client';
import { conflict } from '@/server/platform/errors';
import type { JobQueue } from '@/server/platform/jobs';
import type { SessionUser } from '@/server/platform/session';
import { lockQuote, requireOwnQuote, tellWithdrawn, withdrawalOf } from '../conversations';
import { markWithdrawn } from './quote-repository';

/**
 * The customer withdraws a sent request before hiring anyone (issue 31; the Closed stage): under
 * the quote's lock, so a hire or a business's message cannot slip in between, it is completed
 * with the reason and note, and every business in it is told in the same transaction. The older
 * "Mark as completed" call withdraws without a reason. A hired request ends with its Job done.
 */
export async function withdrawQuote(
  deps: { db: Database; jobs: JobQueue; config: AppConfig },
  user: SessionUser,
  quoteId: number,
  input: { reason: WithdrawReason | null; note?: string | undefined },
): Promise<Withdrawal> {
  await requireOwnQuote(deps.db, quoteId, user);
  return deps.db.transaction(async (tx) => {
    const quote = await lockQuote(tx, quoteId);
    if (quote.status === 'draft') throw conflict(WITHDRAW_DRAFT);
    if (quote.hiredAt !== null) throw conflict(WITHDRAW_AFTER_HIRE);
    if (quote.withdrawnAt !== null) throw conflict(ALREADY_WITHDRAWN);
    const row = await markWithdrawn(tx, quoteId, {
      reason: input.reason,
      note: input.note || null,
    });
    const withdrawal = withdrawalOf(row)!;
    await tellWithdrawn(
      deps,
      tx,
      { id: quoteId, customerId: user.id, customerFirstName: user.firstName },
      withdrawal,
    );
    return withdrawal;
  });
}
