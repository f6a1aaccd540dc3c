import { sql } from 'drizzle-orm';
import {
  ESTIMATES_CLOSED,
  ONLY_THE_BUSINESS_ESTIMATES,
  type Estimate,
  type EstimateValues,
} from '@/contract/estimate';
import type { AppConfig } from '@/server/config';
import type { Database } from '@/server/db/client';
import { conflict, forbidden } from '@/server/platform/errors';
import type { JobQueue } from '@/server/platform/jobs';
import { publishRealtime } from '@/server/platform/realtime';
import type { SessionUser } from '@/server/platform/session';
import { ENTRY_TIME, lockQuote, requireParticipant } from '../messages/message-service';
import { estimateEmail } from './emails';
import { findRevisions, toEstimate, type EstimateJson } from './estimate-repository';

/** The revision history of one business's estimate, for the quote's owner and that business. */
export async function listEstimates(
  db: Database,
  user: SessionUser,
  quoteId: number,
  companyId: number,
): Promise<Estimate[]> {
  const participation = await requireParticipant(db, quoteId, companyId, user);
  if (participation.quoteStatus === 'draft') return [];
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
    // After a hire the agreed price is the hired business's last estimate: no more revisions.
    if (
      (quote.status !== 'submitted' && quote.status !== 'in_progress') ||
      quote.hiredCompanyId !== null
    ) {
      throw conflict(ESTIMATES_CLOSED);
    }
    const { rows } = await tx.execute<{ estimate: EstimateJson }>(sql`
      INSERT INTO estimates (quote_id, company_id, revision, author_id, price_type, price_cents,
        min_cents, max_cents, hourly_rate_cents, estimated_hours, includes, earliest_start, valid_until, created_at)
      SELECT ${quoteId}, ${companyId}, coalesce(max(revision), 0) + 1, ${user.id}, ${input.priceType},
        ${input.priceCents}, ${input.minCents}, ${input.maxCents}, ${input.hourlyRateCents},
        ${input.estimatedHours}, ${input.includes}, ${input.earliestStart}::date, ${input.validUntil}::date,
        ${ENTRY_TIME}
      FROM estimates WHERE quote_id = ${quoteId} AND company_id = ${companyId}
      RETURNING to_jsonb(estimates) AS estimate`);
    const estimate = toEstimate(rows[0]!.estimate);
    await tx.execute(sql`
      INSERT INTO messages (quote_id, company_id, sender_id, sender_type, estimate_id, created_at)
      VALUES (${quoteId}, ${companyId}, ${user.id}, 'company', ${estimate.id}, ${ENTRY_TIME})`);
    await tx.execute(
      sql`UPDATE quotes SET status = 'in_progress', updated_at = now() WHERE id = ${quoteId} AND status = 'submitted'`,
    );

    const participants = [participation.customerId, participation.companyOwnerId];
    await publishRealtime(tx, participants, { type: 'new_estimate', quoteId, companyId });
    await publishRealtime(tx, participants, { type: 'unread_count_update', quoteId, companyId });

    const { rows: people } = await tx.execute<{
      email: string;
      first_name: string;
      wants_email: boolean;
      quote_name: string;
      company_name: string;
    }>(sql`
      SELECT u.email, u.first_name, (u.email_notifications AND u.email_notifications_messages) AS wants_email,
        q.quote_name, c.name AS company_name
      FROM quotes q JOIN users u ON u.id = q.user_id JOIN companies c ON c.id = ${companyId}
      WHERE q.id = ${quoteId}`);
    const customer = people[0]!;
    if (customer.wants_email) {
      const mail = estimateEmail(
        { email: customer.email, firstName: customer.first_name },
        {
          companyName: customer.company_name,
          quoteName: customer.quote_name,
          link: `${deps.config.appUrl}/quotes/${quoteId}/edit`,
        },
        estimate,
      );
      await deps.jobs.enqueue('deliver.email', mail, { tx });
    }
    return estimate;
  });
}
