import type { AppConfig } from '@/server/config';
import type { Database, Executor } from '@/server/db/client';
import { conflict, HttpError, notFound } from '@/server/platform/errors';
import type { JobQueue } from '@/server/platform/jobs';
import type { Mail } from '@/server/platform/mailer';
import { publishRealtime } from '@/server/platform/realtime';
import type { SessionUser } from '@/server/platform/session';
import { findRequestBusinesses, requireOwnQuote } from '../conversations';
import { issueDepositAtHire } from '../invoices';
import { companyReviewsPath, notify, vendorConversationPath } from '../notifications';
import { allowsEmail, findEmailRecipient } from '../users';
import { hiredEmail, notSelectedEmail, reviewInviteEmail } from './emails';
import { findConfirmedHire, findHireState, recordHire } from './estimate-repository';

/** Explains, after the fact, why the conditional UPDATE of a hire matched nothing. */
async function whyNotHired(tx: Executor, quoteId: number, companyId: number): Promise<HttpError> {
  const row = await findHireState(tx, quoteId, companyId);
  if (!row) return notFound('Quote not found');
  if (row.hired_company_id !== null) {
    return conflict(`You already hired ${row.hired_name ?? 'a business'} for this quote.`);
  }
  if (row.status === 'completed') return conflict('This quote is completed: nobody can be hired.');
  if (row.status === 'draft') return conflict('Submit your quote before hiring a business.');
  if (!row.in_quote) return notFound('That business is not part of this quote.');
  if (!row.listed) return conflict('This business is no longer accepting customers.');
  return conflict('This quote cannot be hired on right now.');
}

/**
 * The customer hires one business of a submitted quote: once. One conditional UPDATE (a second
 * click or tab waits on the row and then matches nothing: 409) records the hire; the quote stays
 * in progress until the job is done (docs/decisions/070). In the same transaction every business
 * is told (the hired one, and politely the others, whose conversations are now closed), live and
 * by e-mail by their settings. When the hired business's estimate asks for a deposit, its invoice
 * is issued in the same transaction (docs/decisions/096). The review invitation waits for Job done
 * (job-done-service).
 */
export async function hireCompany(
  deps: { db: Database; jobs: JobQueue; config: AppConfig },
  user: SessionUser,
  quoteId: number,
  companyId: number,
): Promise<void> {
  await requireOwnQuote(deps.db, quoteId, user);
  await deps.db.transaction(async (tx) => {
    const hire = await recordHire(tx, { quoteId, customerId: user.id, companyId });
    if (hire === undefined) throw await whyNotHired(tx, quoteId, companyId);
    const quoteName = hire.quote_name;
    const hiredAt = new Date(hire.hired_at).toISOString();

    const businesses = await findRequestBusinesses(tx, [quoteId]);
    for (const business of businesses) {
      // Each owner hears about their own conversation only: never which competitor won.
      await publishRealtime(tx, [business.ownerId], {
        type: 'quote_hired',
        quoteId,
        companyId: business.companyId,
        outcome: business.companyId === companyId ? 'hired' : 'not_selected',
        status: 'in_progress',
      });
      const hired = business.companyId === companyId;
      const path = vendorConversationPath(quoteId, business.companyId);
      await notify(deps, tx, {
        userId: business.ownerId,
        kind: hired ? 'hire' : 'not_selected',
        title: hired
          ? `${user.firstName} hired ${business.companyName}`
          : `${user.firstName} chose another business`,
        body: quoteName,
        link: path,
      });
      const to = business.owner;
      if (!allowsEmail(to, 'quotes')) continue;
      const about = {
        companyName: business.companyName,
        customerFirstName: user.firstName,
        quoteName,
        link: `${deps.config.appUrl}${path}`,
      };
      const mail = hired ? hiredEmail(to, about) : notSelectedEmail(to, about);
      await deps.jobs.enqueue('deliver.email', mail, { tx });
    }
    await publishRealtime(tx, [user.id], {
      type: 'quote_hired',
      quoteId,
      companyId,
      hiredAt,
      status: 'in_progress',
      stage: 'hired',
    });
    await issueDepositAtHire(tx, deps, quoteId, companyId);
  });
}

/**
 * Runs a few days after the job is done and confirmed: invites the customer to review the business
 * they hired (only that one), unless they already did or turned e-mails off.
 */
export async function inviteReview(
  deps: { db: Database; config: AppConfig; send: (mail: Mail) => Promise<void> },
  data: { quoteId: number },
): Promise<void> {
  const row = await findConfirmedHire(deps.db, data.quoteId);
  if (!row || row.reviewed) return;
  const customer = await findEmailRecipient(deps.db, row.user_id, 'any');
  if (!customer) return;
  await deps.send(
    reviewInviteEmail(customer, {
      companyName: row.company_name,
      quoteName: row.quote_name,
      link: `${deps.config.appUrl}${companyReviewsPath(row.company_id)}`,
    }),
  );
}
