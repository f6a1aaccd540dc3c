import { eq, sql } from 'drizzle-orm';
import type { Estimate, EstimateValues } from '@/contract/estimate';
import type { QuoteStage } from '@/contract/quote';
import type { Executor, RawColumns, RawRow } from '@/server/db/client';
import { quotes, type companies, type messages } from '@/server/db/schema';
import { ENTRY_TIME, type EstimateJson, latestEstimateOf, toEstimate } from '../conversations';
import { MILES_FROM_JOB_ZIP, STAGE_OF_Q } from '../quotes';

type Company = typeof companies.$inferSelect;
type Quote = typeof quotes.$inferSelect;

/** Every revision of a conversation's estimate, oldest first. */
export async function findRevisions(
  db: Executor,
  quoteId: number,
  companyId: number,
): Promise<Estimate[]> {
  // Raw SQL: to_jsonb, the one estimate shape toEstimate reads.
  const { rows } = await db.execute<{ estimate: EstimateJson }>(sql`
    SELECT to_jsonb(e) AS estimate FROM estimates e
    WHERE e.quote_id = ${quoteId} AND e.company_id = ${companyId}
    ORDER BY e.revision`);
  return rows.map((r) => toEstimate(r.estimate));
}

/** The conversation entry of a revision as written: the columns that differ between entries. */
export interface RevisionEntry {
  id: number;
  seq: number;
  createdAt: string;
}

/**
 * Writes the next revision of a business's estimate and its entry in the conversation, both at the
 * conversation's entry time. Revisions are numbered one at a time under the quote's lock; the entry
 * takes the conversation's next `seq` (the trigger).
 */
export async function insertRevision(
  tx: Executor,
  entry: { quoteId: number; companyId: number; authorId: number },
  input: EstimateValues,
): Promise<{ estimate: Estimate; entry: RevisionEntry }> {
  const { quoteId, companyId, authorId } = entry;
  // Raw SQL: INSERT … SELECT (next revision) RETURNING to_jsonb.
  const { rows } = await tx.execute<{ estimate: EstimateJson }>(sql`
    INSERT INTO estimates (quote_id, company_id, revision, author_id, price_type, price_cents,
      min_cents, max_cents, hourly_rate_cents, estimated_hours, includes, earliest_start, valid_until,
      deposit_cents, deposit_percent, created_at)
    SELECT ${quoteId}, ${companyId}, coalesce(max(revision), 0) + 1, ${authorId}, ${input.priceType},
      ${input.priceCents}, ${input.minCents}, ${input.maxCents}, ${input.hourlyRateCents},
      ${input.estimatedHours}, ${input.includes}, ${input.earliestStart}::date, ${input.validUntil}::date,
      ${input.depositCents}, ${input.depositPercent}, ${ENTRY_TIME}
    FROM estimates WHERE quote_id = ${quoteId} AND company_id = ${companyId}
    RETURNING to_jsonb(estimates) AS estimate`);
  const estimate = toEstimate(rows[0]!.estimate);
  // Raw SQL: created_at is ENTRY_TIME, a SQL expression; bigserial id read as text.
  const { rows: written } = await tx.execute<
    RawColumns<typeof messages, 'id' | 'seq' | 'createdAt'>
  >(sql`
    INSERT INTO messages (quote_id, company_id, sender_id, sender_type, estimate_id, created_at)
    VALUES (${quoteId}, ${companyId}, ${authorId}, 'company', ${estimate.id}, ${ENTRY_TIME})
    RETURNING id, seq, created_at`);
  const row = written[0]!;
  return {
    estimate,
    entry: { id: Number(row.id), seq: row.seq, createdAt: new Date(row.created_at).toISOString() },
  };
}

/** What decides whether a business can be hired on a quote: its state, and the business's. */
export async function findHireState(tx: Executor, quoteId: number, companyId: number) {
  // Raw SQL: EXISTS and a scalar subquery on another business beside a left join.
  const { rows } = await tx.execute<
    RawColumns<typeof quotes, 'status' | 'hiredCompanyId'> & {
      hired_name: Company['name'] | null;
      in_quote: boolean;
      listed: Company['listed'] | null;
    }
  >(sql`
    SELECT q.status, q.hired_company_id, h.name AS hired_name,
      EXISTS (SELECT 1 FROM quote_companies qc WHERE qc.quote_id = q.id AND qc.company_id = ${companyId}) AS in_quote,
      (SELECT c.listed FROM companies c WHERE c.id = ${companyId}) AS listed
    FROM quotes q LEFT JOIN companies h ON h.id = q.hired_company_id
    WHERE q.id = ${quoteId}`);
  return rows[0];
}

type Hire = RawRow<{
  quote_name: Quote['quoteName'];
  hired_at: NonNullable<Quote['hiredAt']>;
}>;

/**
 * Records the hire, once: one conditional UPDATE that matches only the customer's open quote,
 * not hired yet, with that business in it and listed. The quote's name and the hire's time, or
 * none when it matched nothing.
 */
export async function recordHire(
  tx: Executor,
  hire: { quoteId: number; customerId: number; companyId: number },
): Promise<Hire | undefined> {
  const { quoteId, customerId, companyId } = hire;
  // Raw SQL: a conditional UPDATE with EXISTS over two joined tables.
  const { rows } = await tx.execute<Hire>(sql`
      UPDATE quotes q SET status = 'in_progress', hired_company_id = ${companyId}, hired_at = now(), updated_at = now()
      WHERE q.id = ${quoteId} AND q.user_id = ${customerId} AND q.status IN ('submitted', 'in_progress')
        AND q.hired_at IS NULL
        AND EXISTS (SELECT 1 FROM quote_companies qc JOIN companies c ON c.id = qc.company_id
                    WHERE qc.quote_id = q.id AND qc.company_id = ${companyId} AND c.listed)
      RETURNING q.quote_name, q.hired_at`);
  return rows[0];
}

/** A confirmed job's quote, the business hired and whether the customer reviewed it yet. */
export async function findConfirmedHire(db: Executor, quoteId: number) {
  // Raw SQL: an EXISTS column over ratings beside a join.
  const { rows } = await db.execute<
    RawColumns<typeof quotes, 'quoteName' | 'userId'> & {
      company_id: Company['id'];
      company_name: Company['name'];
      reviewed: boolean;
    }
  >(sql`
    SELECT q.quote_name, q.user_id, c.id AS company_id, c.name AS company_name,
      EXISTS (SELECT 1 FROM ratings r WHERE r.user_id = q.user_id AND r.company_id = c.id) AS reviewed
    FROM quotes q JOIN companies c ON c.id = q.hired_company_id
    WHERE q.id = ${quoteId} AND q.job_confirmed_at IS NOT NULL`);
  return rows[0];
}

/** A quote's job as it is now (status, stage, job done) and the hired business's owner, if any. */
export async function findJobNow(tx: Executor, quoteId: number, hiredCompanyId: number | null) {
  // Raw SQL: STAGE_OF_Q (a CASE over several tables) and a scalar subquery.
  const { rows } = await tx.execute<
    RawColumns<typeof quotes, 'status' | 'jobDoneAt' | 'jobDoneBy' | 'jobConfirmedAt'> & {
      owner_id: Company['ownerId'] | null;
      stage: QuoteStage;
    }
  >(sql`
    SELECT (SELECT owner_id FROM companies WHERE id = ${hiredCompanyId}) AS owner_id, q.status,
      ${STAGE_OF_Q} AS stage, q.job_done_at, q.job_done_by, q.job_confirmed_at
    FROM quotes q WHERE q.id = ${quoteId}`);
  return rows[0]!;
}

/** The hired business marked the job done. */
export async function markJobDoneByCompany(tx: Executor, quoteId: number): Promise<void> {
  await tx
    .update(quotes)
    .set({ jobDoneAt: sql`now()`, jobDoneBy: 'company', updatedAt: sql`now()` })
    .where(eq(quotes.id, quoteId));
}

/** The customer marked the job done or confirmed it: completed, done (by them if not yet). */
export async function confirmJobByCustomer(tx: Executor, quoteId: number): Promise<void> {
  // Raw SQL: coalesce with the column's own value and now().
  await tx.execute(sql`
      UPDATE quotes SET status = 'completed', job_done_at = coalesce(job_done_at, now()),
        job_done_by = coalesce(job_done_by, 'user'), job_confirmed_at = now(), updated_at = now()
      WHERE id = ${quoteId}`);
}

/**
 * Confirms a job marked done at least `days` days ago and not confirmed yet; its customer and hired
 * business, or none when there was nothing to confirm.
 */
export async function confirmJobIfDue(
  tx: Executor,
  quoteId: number,
  days: number,
): Promise<RawColumns<typeof quotes, 'userId' | 'hiredCompanyId'> | undefined> {
  // Raw SQL: a time condition with make_interval, RETURNING.
  const { rows } = await tx.execute<RawColumns<typeof quotes, 'userId' | 'hiredCompanyId'>>(sql`
      UPDATE quotes SET status = 'completed', job_confirmed_at = now(), updated_at = now()
      WHERE id = ${quoteId} AND job_done_at IS NOT NULL AND job_confirmed_at IS NULL
        AND job_done_at <= now() - make_interval(days => ${days})
      RETURNING user_id, hired_company_id`);
  return rows[0];
}

/** One business of a quote, as the customer's comparison reads it. */
export type ComparisonRow = RawColumns<
  typeof companies,
  'name' | 'logoObjectId' | 'city' | 'state' | 'isActive' | 'averageRating' | 'ratingsCount'
> &
  RawRow<{
    company_id: Company['id'];
    distance_miles: number | string | null;
    last_message_at: (typeof messages.$inferSelect)['createdAt'] | null;
    estimate: EstimateJson | null;
    revisions: number;
  }>;

/**
 * Per business of a quote, in the quote's order: its listing's figures, its current estimate and
 * revisions, when it last wrote, and the miles from `location` (else from the job's ZIP), measured
 * as the business is told how far away the job is (MILES_FROM_JOB_ZIP: the same figure on both
 * sides).
 */
export async function findComparisonRows(
  db: Executor,
  quoteId: number,
  location: string | undefined,
): Promise<ComparisonRow[]> {
  const measuredFrom = location ? sql`${location.slice(0, 5)}` : sql`q.job_zip`;
  // Raw SQL: earthdistance (MILES_FROM_JOB_ZIP) and correlated subqueries.
  const { rows } = await db.execute<ComparisonRow>(sql`
    SELECT companies.id AS company_id, companies.name, companies.logo_object_id, companies.city,
      companies.state, companies.is_active, companies.average_rating, companies.ratings_count,
      ${MILES_FROM_JOB_ZIP} AS distance_miles,
      (SELECT max(m.created_at) FROM messages m
        WHERE m.quote_id = qc.quote_id AND m.company_id = companies.id AND m.sender_type = 'company') AS last_message_at,
      ${latestEstimateOf(sql.raw('qc.quote_id'), sql.raw('companies.id'))} AS estimate,
      (SELECT count(*)::int FROM estimates e WHERE e.quote_id = qc.quote_id AND e.company_id = companies.id) AS revisions
    FROM quote_companies qc
    JOIN quotes q ON q.id = qc.quote_id
    JOIN companies ON companies.id = qc.company_id
    LEFT JOIN zip_codes ON zip_codes.zip = ${measuredFrom}
    WHERE qc.quote_id = ${quoteId}
    ORDER BY qc.id`);
  return rows;
}
