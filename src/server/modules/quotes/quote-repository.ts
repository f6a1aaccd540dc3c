import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { QuoteStage, QuoteStatus } from '@/contract/quote';
import type { WithdrawReason } from '@/contract/withdrawal';
import type { Executor, RawColumns } from '@/server/db/client';
import { companies, quoteCompanies, quoteImages, quotes } from '@/server/db/schema';
import { type EstimateJson, latestEstimateOf } from '../conversations';
import { type NextVisitJson, nextVisitOf } from '../visits';
import { categorySlugOf } from './job-repository';

/** A draft written or found again (`reused`); no id when it could not be. */
type DraftId = { id: (typeof quotes.$inferSelect)['id'] | null; reused: boolean };

/** Columns of a quote a draft's edit or its submit writes. */
type QuoteFields = Partial<typeof quotes.$inferInsert>;

/**
 * In SQL, a new draft's job ZIP: the searched one if we know it, else the customer's last job's.
 */
const newDraftZip = (userId: number, jobZip: string | undefined) => sql`COALESCE(
  (SELECT zip FROM zip_codes WHERE zip = ${jobZip ?? null}),
  (SELECT job_zip FROM quotes WHERE user_id = ${userId} AND job_zip IS NOT NULL
    ORDER BY created_at DESC, id DESC LIMIT 1))`;

/**
 * In SQL, the customer's open draft of the same request, if any (`sameRequest` narrows `q`, the
 * quotes row, to the same businesses or the same trade): a draft, for the same job ZIP as the new
 * one would get. Start Quote pressed twice, or again after going back, opens that draft rather
 * than a second one, as Thumbtack and Angi take a customer back to the request already started
 * with those pros; another ZIP is another job (another property), so another draft.
 */
const openDraftOf = (userId: number, jobZip: string | undefined, sameRequest: SQL) => sql`
  SELECT q.id FROM quotes q
  WHERE q.user_id = ${userId} AND q.status = 'draft' AND ${sameRequest}
    AND q.job_zip IS NOT DISTINCT FROM (${newDraftZip(userId, jobZip)})
  ORDER BY q.created_at DESC, q.id DESC LIMIT 1`;

/**
 * A new draft addressed to the given companies (in that order), in one statement: inserted only
 * when every company is listed, none is the customer's own, and the customer has no open draft of
 * the same request (the same companies, in any order, and the same job ZIP), whose id is answered
 * instead (`reused`). Raw SQL: one statement of data-modifying CTEs, so the checks and the inserts
 * see the same rows.
 */
export async function insertDraftForCompanies(
  tx: Executor,
  draft: {
    userId: number;
    quoteName: string;
    description: string;
    companyIds: number[];
    jobZip: string | undefined;
  },
): Promise<DraftId & { all_found: boolean; own: boolean }> {
  const { userId, companyIds: ids, jobZip } = draft;
  const sorted = `{${[...ids].sort((a, b) => a - b).join(',')}}`;
  const sameCompanies = sql`q.match_category_id IS NULL AND ARRAY(SELECT qc.company_id
    FROM quote_companies qc WHERE qc.quote_id = q.id ORDER BY qc.company_id) = ${sorted}::int[]`;
  // Raw SQL: CTEs with unnest … WITH ORDINALITY and INSERT … SELECT.
  const { rows } = await tx.execute<DraftId & { all_found: boolean; own: boolean }>(sql`
    WITH wanted AS (
      SELECT id, position FROM unnest(${`{${ids.join(',')}}`}::int[]) WITH ORDINALITY AS w (id, position)
    ), found AS (
      SELECT c.owner_id FROM companies c JOIN wanted USING (id) WHERE c.listed
    ), checked AS (
      SELECT (SELECT count(*) FROM found) = ${ids.length} AS all_found,
        EXISTS (SELECT 1 FROM found WHERE owner_id = ${userId}) AS own
    ), existing AS (${openDraftOf(userId, jobZip, sameCompanies)}
    ), quote AS (
      INSERT INTO quotes (user_id, quote_name, description, job_zip)
      SELECT ${userId}, ${draft.quoteName}, ${draft.description},
        ${newDraftZip(userId, jobZip)}
      FROM checked WHERE all_found AND NOT own AND NOT EXISTS (SELECT 1 FROM existing)
      RETURNING id
    ), linked AS (
      INSERT INTO quote_companies (quote_id, company_id)
      SELECT quote.id, wanted.id FROM quote, wanted ORDER BY wanted.position
    )
    SELECT COALESCE((SELECT id FROM quote), (SELECT id FROM existing)) AS id,
      EXISTS (SELECT 1 FROM existing) AS reused, all_found, own FROM checked`);
  return rows[0]!;
}

/**
 * A new matched draft in the trade `categorySlug`, or the customer's open matched draft in that
 * trade for the same job ZIP (`reused`); `id` is null when the trade does not exist. Raw SQL, as
 * insertDraftForCompanies.
 */
export async function insertMatchedDraft(
  tx: Executor,
  draft: { userId: number; quoteName: string; categorySlug: string; jobZip: string | undefined },
): Promise<DraftId> {
  const { userId, jobZip } = draft;
  const sameTrade = sql`q.match_category_id = (SELECT id FROM cat)`;
  // Raw SQL: CTEs with INSERT … SELECT … WHERE NOT EXISTS.
  const { rows } = await tx.execute<DraftId>(sql`
    WITH cat AS (SELECT id FROM categories WHERE slug = ${draft.categorySlug}),
    existing AS (${openDraftOf(userId, jobZip, sameTrade)}),
    quote AS (
      INSERT INTO quotes (user_id, quote_name, description, job_zip, match_category_id)
      SELECT ${userId}, ${draft.quoteName}, '', ${newDraftZip(userId, jobZip)}, cat.id
      FROM cat WHERE NOT EXISTS (SELECT 1 FROM existing)
      RETURNING id
    )
    SELECT COALESCE((SELECT id FROM quote), (SELECT id FROM existing)) AS id,
      EXISTS (SELECT 1 FROM existing) AS reused`);
  return rows[0]!;
}

/**
 * A quote's stage (docs/decisions/070) from its status, hire, job done and the customer's review:
 * the one place that maps the stages onto the SPEC's statuses. `q` is the quotes row.
 */
export const STAGE_OF_Q = sql`(CASE
  WHEN q.status = 'draft' THEN 'draft'
  WHEN q.hired_at IS NOT NULL THEN CASE
    WHEN q.job_confirmed_at IS NOT NULL AND EXISTS (SELECT 1 FROM ratings r
      WHERE r.user_id = q.user_id AND r.company_id = q.hired_company_id) THEN 'reviewed'
    WHEN q.job_done_at IS NOT NULL THEN 'job_done'
    ELSE 'hired' END
  WHEN q.status = 'completed' THEN 'closed'
  WHEN EXISTS (SELECT 1 FROM estimates e WHERE e.quote_id = q.id) THEN 'quotes_in'
  ELSE 'requested' END)`;

/** The businesses a quote is addressed to, in the order the customer chose them. */
export function findQuoteCompanies(db: Executor, quoteId: number) {
  return db
    .select({
      id: companies.id,
      name: companies.name,
      logoObjectId: companies.logoObjectId,
      city: companies.city,
      state: companies.state,
    })
    .from(quoteCompanies)
    .innerJoin(companies, eq(companies.id, quoteCompanies.companyId))
    .where(eq(quoteCompanies.quoteId, quoteId))
    .orderBy(quoteCompanies.id);
}

/** The ids of the businesses a quote is addressed to, in order. */
export async function findQuoteCompanyIds(db: Executor, quoteId: number): Promise<number[]> {
  const rows = await db
    .select({ id: quoteCompanies.companyId })
    .from(quoteCompanies)
    .where(eq(quoteCompanies.quoteId, quoteId))
    .orderBy(quoteCompanies.id);
  return rows.map((c) => c.id);
}

/** A quote's images, oldest first. */
export function findQuoteImages(db: Executor, quoteId: number) {
  return db
    .select({ id: quoteImages.id, objectId: quoteImages.objectId, caption: quoteImages.caption })
    .from(quoteImages)
    .where(eq(quoteImages.quoteId, quoteId))
    .orderBy(quoteImages.id);
}

/** A quote's stage and its trade's slug (none when absent). */
export async function findStageAndTrade(
  db: Executor,
  quoteId: number,
): Promise<{ stage: QuoteStage; category_slug: string | null } | undefined> {
  // Raw SQL: STAGE_OF_Q and categorySlugOf, CASE and subqueries in SQL.
  const { rows } = await db.execute<{ stage: QuoteStage; category_slug: string | null }>(
    sql`SELECT ${STAGE_OF_Q} AS stage, ${categorySlugOf(sql`q.id`)} AS category_slug
      FROM quotes q WHERE q.id = ${quoteId}`,
  );
  return rows[0];
}

/** One line of the customer's quote list. */
export type QuoteListRow = RawColumns<
  typeof quotes,
  'id' | 'quoteName' | 'description' | 'status' | 'createdAt' | 'hiredCompanyId'
> & {
  stage: QuoteStage;
  company_count: number;
  image_count: number;
  unread_count: number;
  hired_name: (typeof companies.$inferSelect)['name'] | null;
  agreed: EstimateJson | null;
  next_visit: NextVisitJson | null;
};

/**
 * A page of the customer's quotes, newest first, optionally of some statuses and one stage, with
 * counts, unread replies, the stage, the hired business and its current estimate, and the next
 * visit (joined to the page's rows only). Raw SQL: the stage is a computed column filtered in an
 * outer query.
 */
export async function findQuotePage(
  db: Executor,
  userId: number,
  query: {
    statuses: QuoteStatus[] | undefined;
    stage: string | undefined;
    limit: number;
    offset: number;
  },
): Promise<QuoteListRow[]> {
  const statusFilter = query.statuses
    ? sql`AND q.status = ANY(${`{${query.statuses.join(',')}}`}::quote_status[])`
    : sql``;
  const stageFilter = query.stage ? sql`WHERE s.stage = ${query.stage}` : sql``;
  // Raw SQL: a derived table filtered on its computed stage, with counted subqueries.
  const { rows } = await db.execute<QuoteListRow>(sql`
      SELECT p.*, ${nextVisitOf(sql.raw('p.id'))} AS next_visit FROM (SELECT s.* FROM (
        SELECT q.id, q.quote_name, q.description, q.status, q.created_at, ${STAGE_OF_Q} AS stage,
          (SELECT count(*)::int FROM quote_companies qc WHERE qc.quote_id = q.id) AS company_count,
          (SELECT count(*)::int FROM quote_images qi WHERE qi.quote_id = q.id) AS image_count,
          (SELECT count(*)::int FROM messages m
            WHERE m.quote_id = q.id AND m.sender_type = 'company' AND NOT m.is_read) AS unread_count,
          q.hired_company_id, h.name AS hired_name,
          CASE WHEN h.id IS NULL THEN NULL ELSE ${latestEstimateOf(sql.raw('q.id'), sql.raw('h.id'))} END AS agreed
        FROM quotes q LEFT JOIN companies h ON h.id = q.hired_company_id
        WHERE q.user_id = ${userId} ${statusFilter}
      ) s ${stageFilter}
      ORDER BY s.created_at DESC, s.id DESC
      LIMIT ${query.limit} OFFSET ${query.offset}) p
      ORDER BY p.created_at DESC, p.id DESC`);
  return rows;
}

type StageCount = RawColumns<typeof quotes, 'status'> & { stage: QuoteStage; n: number };

/** How many quotes the customer has per status and stage. Raw SQL: grouped by the stage. */
export async function countQuotesByStage(db: Executor, userId: number): Promise<StageCount[]> {
  // Raw SQL: grouped by STAGE_OF_Q, a CASE in SQL.
  const { rows } = await db.execute<StageCount>(sql`
      SELECT q.status, ${STAGE_OF_Q} AS stage, count(*)::int AS n
      FROM quotes q WHERE q.user_id = ${userId} GROUP BY 1, 2`);
  return rows;
}

/** The draft's fields, while it is still a draft. */
export async function updateDraftFields(
  db: Executor,
  quoteId: number,
  fields: QuoteFields,
): Promise<void> {
  await db
    .update(quotes)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(quotes.id, quoteId), eq(quotes.status, 'draft')));
}

/** Draft -> submitted with its last fields; false when it was no longer a draft. */
export async function markSubmitted(
  tx: Executor,
  quoteId: number,
  fields: QuoteFields,
): Promise<boolean> {
  const [submitted] = await tx
    .update(quotes)
    .set({
      ...fields,
      status: 'submitted',
      submittedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(and(eq(quotes.id, quoteId), eq(quotes.status, 'draft')))
    .returning({ id: quotes.id });
  return submitted !== undefined;
}

/** Whether the account was created less than `days` days ago. */
export async function isYoungAccount(tx: Executor, userId: number, days: number): Promise<boolean> {
  // Raw SQL: a computed comparison with make_interval.
  const { rows } = await tx.execute<{ young: boolean }>(sql`
    SELECT created_at > now() - make_interval(days => ${days}) AS young
    FROM users WHERE id = ${userId}`);
  return rows[0]?.young ?? false;
}

/** How many quotes the customer submitted in the last 24 hours. */
export async function countSubmitsToday(tx: Executor, userId: number): Promise<number> {
  // Raw SQL: a count with an interval condition.
  const { rows } = await tx.execute<{ submitted: number }>(sql`
    SELECT count(*)::int AS submitted FROM quotes
    WHERE user_id = ${userId} AND status <> 'draft' AND submitted_at > now() - interval '24 hours'`);
  return rows[0]!.submitted;
}

/** Locks the quote's row if it is a draft, until the transaction ends. */
export async function lockDraft(tx: Executor, quoteId: number): Promise<void> {
  await tx
    .select({ id: quotes.id })
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), eq(quotes.status, 'draft')))
    .for('update');
}

export async function countQuoteImages(tx: Executor, quoteId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(quoteImages)
    .where(eq(quoteImages.quoteId, quoteId));
  return row?.n ?? 0;
}

export async function insertQuoteImage(
  tx: Executor,
  quoteId: number,
  objectId: number,
): Promise<number> {
  const [image] = await tx
    .insert(quoteImages)
    .values({ quoteId, objectId })
    .returning({ id: quoteImages.id });
  return image!.id;
}

/** Removes one of the quote's images; its stored object's id, or null when there is none. */
export async function removeQuoteImage(
  tx: Executor,
  quoteId: number,
  imageId: number,
): Promise<number | null> {
  const [image] = await tx
    .delete(quoteImages)
    .where(and(eq(quoteImages.id, imageId), eq(quoteImages.quoteId, quoteId)))
    .returning({ objectId: quoteImages.objectId });
  return image?.objectId ?? null;
}

/** Deletes a draft (its businesses and images go with it: ON DELETE CASCADE); its images' objects. */
export async function deleteDraftRow(tx: Executor, quoteId: number): Promise<number[]> {
  const images = await tx
    .select({ objectId: quoteImages.objectId })
    .from(quoteImages)
    .where(eq(quoteImages.quoteId, quoteId));
  await tx.delete(quotes).where(eq(quotes.id, quoteId));
  return images.map((i) => i.objectId);
}

/** Takes a business off a draft, marking the draft updated; false when it was not on it. */
export async function removeQuoteCompany(
  tx: Executor,
  quoteId: number,
  companyId: number,
): Promise<boolean> {
  const removed = await tx
    .delete(quoteCompanies)
    .where(and(eq(quoteCompanies.quoteId, quoteId), eq(quoteCompanies.companyId, companyId)))
    .returning({ id: quoteCompanies.id });
  if (!removed[0]) return false;
  await tx
    .update(quotes)
    .set({ updatedAt: sql`now()` })
    .where(eq(quotes.id, quoteId));
  return true;
}

/** Completes a request as withdrawn, with its reason and note; the quote's row as it is now. */
export async function markWithdrawn(
  tx: Executor,
  quoteId: number,
  withdrawal: { reason: WithdrawReason | null; note: string | null },
): Promise<typeof quotes.$inferSelect> {
  const [row] = await tx
    .update(quotes)
    .set({
      status: 'completed',
      withdrawnAt: sql`now()`,
      withdrawReason: withdrawal.reason,
      withdrawNote: withdrawal.note,
      updatedAt: sql`now()`,
    })
    .where(eq(quotes.id, quoteId))
    .returning();
  return row!;
}
