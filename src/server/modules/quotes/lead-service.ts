import { sql, type SQL } from 'drizzle-orm';
import {
  LEAD_NOT_OPEN,
  LEADS_PAGE_SIZE,
  NOT_YOUR_LEAD,
  type Lead,
  type LeadListResponse,
  type LeadStatus,
  type PassLeadInput,
} from '@/contract/lead';
import type { AppConfig } from '@/server/config';
import type { Database, Executor } from '@/server/db/client';
import { cappedCount, paginationOf } from '@/server/db/paging';
import { conflict, forbidden, notFound } from '@/server/platform/errors';
import type { JobQueue } from '@/server/platform/jobs';
import { publishRealtime } from '@/server/platform/realtime';
import type { SessionUser } from '@/server/platform/session';
import { earthPoint, milesBetween } from '../geo';
import { findEmailRecipient } from '../users';
import { leadAcceptedEmail } from './emails';
import { toVendorJob, type JobColumns, type JobImage } from './job-service';
import { customerPresent } from '../conversations';
import { offerToNextMatches } from './matching';
import { announceOffers } from './lead-offers';

export interface LeadDeps {
  db: Database;
  jobs: JobQueue;
  config: AppConfig;
}

/**
 * In SQL over `leads l` and `quotes q`: the offer can still be answered. Once its customer is
 * removed (deleted or suspended) it is over, as when the request is closed.
 */
const OPEN_OFFER = sql`l.status = 'offered' AND l.expires_at > now()
  AND q.status IN ('submitted', 'in_progress') AND q.hired_at IS NULL
  AND ${customerPresent(sql`q.user_id`)}`;

/**
 * The first line of every operation on a business's leads: the company exists (404) and is the
 * caller's (403). An admin has no say over another owner's leads.
 */
async function requireOwnCompany(db: Executor, companyId: number, user: SessionUser) {
  const { rows } = await db.execute<{ owner_id: number }>(
    sql`SELECT owner_id FROM companies WHERE id = ${companyId}`,
  );
  if (!rows[0]) throw notFound('Business not found');
  if (rows[0].owner_id !== user.id) {
    throw forbidden("You don't have permission to see this business's leads");
  }
}

/**
 * A business's leads, newest first, a page at a time in SQL (leads_company_offered_idx): the open
 * offers only, or every lead. An offer past its time (or whose request was closed) reads as
 * expired even before the expiry job has marked it.
 */
export async function listLeads(
  db: Executor,
  user: SessionUser,
  companyId: number,
  query: { status: 'offered' | 'all'; page: number },
): Promise<LeadListResponse> {
  await requireOwnCompany(db, companyId, user);
  const filter: SQL = query.status === 'offered' ? sql`AND ${OPEN_OFFER}` : sql``;
  const from = sql`leads l JOIN quotes q ON q.id = l.quote_id
    WHERE l.company_id = ${companyId} ${filter}`;
  const [{ rows }, { rows: counted }] = await Promise.all([
    db.execute<LeadRow>(sql`
      SELECT l.id, l.quote_id, l.company_id,
        CASE WHEN l.status = 'offered' AND NOT (${OPEN_OFFER}) THEN 'expired'
          ELSE l.status::text END AS status,
        l.offered_at, l.expires_at, l.responded_at,
        q.quote_name, q.description, q.job_zip, q.timing,
        to_char(q.timing_date, 'YYYY-MM-DD') AS timing_date, q.answers,
        cat.slug AS category_slug, z.city || ', ' || z.state AS place,
        CASE WHEN z.zip IS NULL OR c.latitude IS NULL OR c.longitude IS NULL THEN NULL
          ELSE ${milesBetween(
            earthPoint(sql`z.latitude`, sql`z.longitude`),
            earthPoint(sql`c.latitude`, sql`c.longitude`),
          )} END AS distance_miles,
        COALESCE((SELECT json_agg(json_build_object(
            'id', i.id, 'objectId', i.object_id, 'caption', i.caption) ORDER BY i.id)
          FROM quote_images i WHERE i.quote_id = q.id), '[]') AS images
      FROM leads l JOIN quotes q ON q.id = l.quote_id JOIN companies c ON c.id = l.company_id
      LEFT JOIN categories cat ON cat.id = q.match_category_id
      LEFT JOIN zip_codes z ON z.zip = q.job_zip
      WHERE l.company_id = ${companyId} ${filter}
      ORDER BY l.offered_at DESC, l.id DESC
      LIMIT ${LEADS_PAGE_SIZE} OFFSET ${(query.page - 1) * LEADS_PAGE_SIZE}`),
    db.execute<{ n: number }>(cappedCount(sql`SELECT 1 FROM ${from}`)),
  ]);
  return {
    leads: rows.map(toLead),
    pagination: paginationOf(counted[0]!.n, query.page, LEADS_PAGE_SIZE),
  };
}

interface LeadRow extends JobColumns, Record<string, unknown> {
  id: number;
  quote_id: number;
  company_id: number;
  status: LeadStatus;
  offered_at: Date | string;
  expires_at: Date | string;
  responded_at: Date | string | null;
  category_slug: string | null;
  images: JobImage[];
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** A lead shows the job as an invited business sees it, without the street address. */
function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    status: row.status,
    offeredAt: iso(row.offered_at),
    expiresAt: iso(row.expires_at),
    respondedAt: row.responded_at === null ? null : iso(row.responded_at),
    job: toVendorJob(
      { quoteId: row.quote_id, companyId: row.company_id },
      row,
      row.images,
      row.category_slug,
      { jobAddress: null },
    ),
  };
}

/** The lead exists (404) and is offered to one of the caller's businesses (403). */
async function requireOwnLead(tx: Executor, leadId: number, user: SessionUser): Promise<void> {
  const { rows } = await tx.execute<{ owner_id: number }>(sql`
    SELECT c.owner_id FROM leads l JOIN companies c ON c.id = l.company_id WHERE l.id = ${leadId}`);
  if (!rows[0]) throw notFound('Lead not found');
  if (rows[0].owner_id !== user.id) throw forbidden(NOT_YOUR_LEAD);
}

/**
 * The business takes the request: while the offer is open, the lead is accepted and the
 * conversation opened (a quote_companies row) in one transaction, so the request joins the
 * business's inbox as any other. The customer is told live and, by their settings, by e-mail.
 */
export async function acceptLead(
  deps: LeadDeps,
  user: SessionUser,
  leadId: number,
): Promise<{ quoteId: number; companyId: number }> {
  return deps.db.transaction(async (tx) => {
    await requireOwnLead(tx, leadId, user);
    const { rows } = await tx.execute<{
      quote_id: number;
      company_id: number;
      customer_id: number;
      quote_name: string;
      company_name: string;
    }>(sql`
      UPDATE leads l SET status = 'accepted', responded_at = now()
      FROM quotes q, companies c
      WHERE l.id = ${leadId} AND q.id = l.quote_id AND c.id = l.company_id AND ${OPEN_OFFER}
      RETURNING l.quote_id, l.company_id, q.user_id AS customer_id, q.quote_name,
        c.name AS company_name`);
    const accepted = rows[0];
    if (!accepted) throw conflict(LEAD_NOT_OPEN);
    const quoteId = accepted.quote_id;
    const companyId = accepted.company_id;
    await tx.execute(sql`
      INSERT INTO quote_companies (quote_id, company_id) VALUES (${quoteId}, ${companyId})
      ON CONFLICT (quote_id, company_id) DO NOTHING`);
    await publishRealtime(tx, [accepted.customer_id], {
      type: 'lead_accepted',
      quoteId,
      companyId,
    });
    const customer = await findEmailRecipient(tx, accepted.customer_id, 'quotes');
    if (customer) {
      const mail = leadAcceptedEmail(customer, {
        companyName: accepted.company_name,
        quoteName: accepted.quote_name,
        link: `${deps.config.appUrl}/quotes/${quoteId}/edit`,
      });
      await deps.jobs.enqueue('deliver.email', mail, { tx });
    }
    return { quoteId, companyId };
  });
}

/** What a pass stores: the reason, or 'other: ' and the business's words (at most 500 characters). */
const passReasonOf = (input: PassLeadInput) =>
  input.reason === 'other' ? `other: ${input.details ?? ''}`.slice(0, 500) : input.reason;

/**
 * The business declines the request: the lead is passed with its reason and, in the same
 * transaction, the request is offered to its next match.
 */
export async function passLead(
  deps: LeadDeps,
  user: SessionUser,
  leadId: number,
  input: PassLeadInput,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await requireOwnLead(tx, leadId, user);
    const { rows } = await tx.execute<{ quote_id: number }>(sql`
      UPDATE leads l SET status = 'passed', responded_at = now(), pass_reason = ${passReasonOf(input)}
      FROM quotes q
      WHERE l.id = ${leadId} AND q.id = l.quote_id AND ${OPEN_OFFER}
      RETURNING l.quote_id`);
    if (!rows[0]) throw conflict(LEAD_NOT_OPEN);
    await offerAgain(tx, deps, [rows[0].quote_id]);
  });
}

/**
 * Offers these requests to their next matches. Each request's row is locked first (in id order):
 * a pass, an expiry and another node's expiry of the same request take turns, and each sees the
 * offers the one before made. Callers have locked the leads they changed before (leads, then
 * quotes: one order everywhere).
 */
async function offerAgain(tx: Executor, deps: LeadDeps, quoteIds: number[]): Promise<void> {
  await tx.execute(sql`
    SELECT id FROM quotes WHERE id = ANY(${`{${quoteIds.join(',')}}`}::int[])
    ORDER BY id FOR NO KEY UPDATE`);
  await announceOffers(tx, deps, await offerToNextMatches(tx, quoteIds));
}

/** Offers expired in one transaction of the expiry job. */
const EXPIRY_BATCH = 200;

/**
 * The expiry job (every 5 minutes): offers past their time are marked expired and their requests
 * offered to the next matches, a batch per transaction. Safe with several nodes: each claims its
 * batch with SKIP LOCKED (leads_offered_expiry_idx), so none waits for or repeats another's.
 * Answers how many offers expired.
 */
export async function expireLeads(deps: LeadDeps): Promise<number> {
  let expired = 0;
  for (;;) {
    const batch = await deps.db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ quote_id: number }>(sql`
        WITH due AS (
          SELECT id FROM leads WHERE status = 'offered' AND expires_at <= now()
          ORDER BY expires_at LIMIT ${EXPIRY_BATCH} FOR UPDATE SKIP LOCKED)
        UPDATE leads l SET status = 'expired' FROM due WHERE l.id = due.id
        RETURNING l.quote_id`);
      const quoteIds = [...new Set(rows.map((r) => r.quote_id))];
      if (quoteIds.length > 0) await offerAgain(tx, deps, quoteIds);
      return rows.length;
    });
    expired += batch;
    if (batch < EXPIRY_BATCH) return expired;
  }
}
