import { sql } from 'drizzle-orm';
import type { AppConfig } from '@/server/config';
import type { Database, Executor } from '@/server/db/client';
import { conflict, HttpError, notFound } from '@/server/platform/errors';
import type { JobQueue } from '@/server/platform/jobs';
import type { Mail } from '@/server/platform/mailer';
import { publishRealtime } from '@/server/platform/realtime';
import type { SessionUser } from '@/server/platform/session';
import { findRequestBusinesses, requireOwnQuote } from '../conversations';
import { companyReviewsPath, notify, vendorConversationPath } from '../notifications';
import { allowsEmail, findEmailRecipient } from '../users';
import { hiredEmail, notSelectedEmail, reviewInviteEmail } from './emails';

/** Explains, after the fact, why the conditional UPDATE of a hire matched nothing. */
async function whyNotHired(tx: Executor, quoteId: number, companyId: number): Promise<HttpError> {
  const { rows } = await tx.execute<{
    status: string;
    hired_name: string | null;
    hired_company_id: number | null;
    in_quote: boolean;
    listed: boolean | null;
  }>(sql`
    SELECT q.status, q.hired_company_id, h.name AS hired_name,
      EXISTS (SELECT 1 FROM quote_companies qc WHERE qc.quote_id = q.id AND qc.company_id = ${companyId}) AS in_quote,
      (SELECT c.listed FROM companies c WHERE c.id = ${companyId}) AS listed
    FROM quotes q LEFT JOIN companies h ON h.id = q.hired_company_id
    WHERE q.id = ${quoteId}`);
  const row = rows[0];
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
 * by e-mail by their settings. The review invitation waits for Job done (job-done-service).
 */
export async function hireCompany(
  deps: { db: Database; jobs: JobQueue; config: AppConfig },
  user: SessionUser,
  quoteId: number,
  companyId: number,
): Promise<void> {
  await requireOwnQuote(deps.db, quoteId, user);
  await deps.db.transaction(async (tx) => {
    const { rows: hired } = await tx.execute<{ quote_name: string; hired_at: Date }>(sql`
      UPDATE quotes q SET status = 'in_progress', hired_company_id = ${companyId}, hired_at = now(), updated_at = now()
      WHERE q.id = ${quoteId} AND q.user_id = ${user.id} AND q.status IN ('submitted', 'in_progress')
        AND q.hired_at IS NULL
        AND EXISTS (SELECT 1 FROM quote_companies qc JOIN companies c ON c.id = qc.company_id
                    WHERE qc.quote_id = q.id AND qc.company_id = ${companyId} AND c.listed)
      RETURNING q.quote_name, q.hired_at`);
    const quoteName = hired[0]?.quote_name;
    if (quoteName === undefined) throw await whyNotHired(tx, quoteId, companyId);
    const hiredAt = new Date(hired[0]!.hired_at).toISOString();

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
  const { rows } = await deps.db.execute<{
    quote_name: string;
    user_id: number;
    company_id: number;
    company_name: string;
    reviewed: boolean;
  }>(sql`
    SELECT q.quote_name, q.user_id, c.id AS company_id, c.name AS company_name,
      EXISTS (SELECT 1 FROM ratings r WHERE r.user_id = q.user_id AND r.company_id = c.id) AS reviewed
    FROM quotes q JOIN companies c ON c.id = q.hired_company_id
    WHERE q.id = ${data.quoteId} AND q.job_confirmed_at IS NOT NULL`);
  const row = rows[0];
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
