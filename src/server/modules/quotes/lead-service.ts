import {
  LEAD_NOT_OPEN,
  LEADS_PAGE_SIZE,
  NOT_YOUR_LEAD,
  type Lead,
  type LeadListResponse,
  type PassLeadInput,
} from '@/contract/lead';
import type { AppConfig } from '@/server/config';
import type { Database, Executor } from '@/server/db/client';
import { paginationOf } from '@/server/db/paging';
import type { Locale } from '@/contract/locale';
import { conflict, forbidden, notFound } from '@/server/platform/errors';
import type { JobQueue } from '@/server/platform/jobs';
import { publishRealtime } from '@/server/platform/realtime';
import type { SessionUser } from '@/server/platform/session';
import { findEmailRecipient } from '../users';
import { leadAcceptedEmail } from './emails';
import { toVendorJob } from './job-service';
import { offerToNextMatches } from './matching-repository';
import { announceOffers } from './lead-offers';
import {
  acceptOpenLead,
  countLeads,
  expireDueOffers,
  findCompanyOwner,
  findLeadOwner,
  findLeadPage,
  lockQuotesInOrder,
  openConversation,
  passOpenLead,
  type LeadRow,
} from './lead-repository';

export interface LeadDeps {
  db: Database;
  jobs: JobQueue;
  config: AppConfig;
}

/**
 * The first line of every operation on a business's leads: the company exists (404) and is the
 * caller's (403). An admin has no say over another owner's leads.
 */
async function requireOwnCompany(db: Executor, companyId: number, user: SessionUser) {
  const ownerId = await findCompanyOwner(db, companyId);
  if (ownerId === undefined) throw notFound('Business not found');
  if (ownerId !== user.id) {
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
  locale: Locale,
): Promise<LeadListResponse> {
  await requireOwnCompany(db, companyId, user);
  const openOnly = query.status === 'offered';
  const [rows, count] = await Promise.all([
    findLeadPage(db, companyId, {
      openOnly,
      limit: LEADS_PAGE_SIZE,
      offset: (query.page - 1) * LEADS_PAGE_SIZE,
    }),
    countLeads(db, companyId, openOnly),
  ]);
  return {
    leads: rows.map((row) => toLead(row, locale)),
    pagination: paginationOf(count, query.page, LEADS_PAGE_SIZE),
  };
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** A lead shows the job as an invited business sees it, without the street address. */
function toLead(row: LeadRow, locale: Locale): Lead {
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
      { jobAddress: null, locale },
    ),
  };
}

/** The lead exists (404) and is offered to one of the caller's businesses (403). */
async function requireOwnLead(tx: Executor, leadId: number, user: SessionUser): Promise<void> {
  const ownerId = await findLeadOwner(tx, leadId);
  if (ownerId === undefined) throw notFound('Lead not found');
  if (ownerId !== user.id) throw forbidden(NOT_YOUR_LEAD);
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
    const accepted = await acceptOpenLead(tx, leadId);
    if (!accepted) throw conflict(LEAD_NOT_OPEN);
    const quoteId = accepted.quote_id;
    const companyId = accepted.company_id;
    await openConversation(tx, quoteId, companyId);
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
    const quoteId = await passOpenLead(tx, leadId, passReasonOf(input));
    if (quoteId === undefined) throw conflict(LEAD_NOT_OPEN);
    await offerAgain(tx, deps, [quoteId]);
  });
}

/**
 * Offers these requests to their next matches. Each request's row is locked first (in id order):
 * a pass, an expiry and another node's expiry of the same request take turns, and each sees the
 * offers the one before made. Callers have locked the leads they changed before (leads, then
 * quotes: one order everywhere).
 */
async function offerAgain(tx: Executor, deps: LeadDeps, quoteIds: number[]): Promise<void> {
  await lockQuotesInOrder(tx, quoteIds);
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
      const expiredQuoteIds = await expireDueOffers(tx, EXPIRY_BATCH);
      const quoteIds = [...new Set(expiredQuoteIds)];
      if (quoteIds.length > 0) await offerAgain(tx, deps, quoteIds);
      return expiredQuoteIds.length;
    });
    expired += batch;
    if (batch < EXPIRY_BATCH) return expired;
  }
}
