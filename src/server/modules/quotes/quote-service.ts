import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  DESCRIPTION_TOO_SHORT_TO_SUBMIT,
  MAX_QUOTE_IMAGES,
  NO_COMPANIES,
  NOT_A_DRAFT,
  QUOTE_DESCRIPTION_MIN,
  QUOTE_STAGES,
  type JobDone,
  type Quote,
  type QuoteListResponse,
  type QuoteStage,
  type QuoteStatus,
} from '@/contract/quote';
import { NO_PROS_AVAILABLE } from '@/contract/lead';
import { UPLOAD_RULES } from '@/contract/upload';
import type { AppConfig } from '@/server/config';
import type { Database, Executor } from '@/server/db/client';
import { companies, quoteCompanies, quoteImages, quotes } from '@/server/db/schema';
import { badRequest, HttpError, notFound } from '@/server/platform/errors';
import type { JobQueue } from '@/server/platform/jobs';
import { lockLimits } from '@/server/platform/limit-locks';
import type { SessionUser } from '@/server/platform/session';
import type { ObjectStorage } from '@/server/platform/storage/object-storage';
import { requireOwnQuote } from '../conversations/conversation-access';
import { withdrawalOf } from '../conversations/request-closure';
import {
  latestEstimateOf,
  toEstimateOrNull,
  type EstimateJson,
} from '../conversations/estimate-json';
import { attachOrDiscard, deleteAttachedObject, storeImage } from '../objects/object-service';
import { objectUrl } from '../objects/object-url';
import { NEW_ACCOUNT_DAYS } from '../safety/hold-policy';
import { offerToNextMatches } from './matching';
import { announceOffers } from './lead-offers';
import { findQuoteMatch } from './quote-match';
import { categorySlugOf, categorySlugOfQuote, mergeJob, type StoredJob } from './job-service';
import { newRequestNotices } from './request-notices';
import type { JobFieldsInput } from '@/contract/job';

export const DEFAULT_QUOTE_NAME = 'New quote request';

type QuoteRow = typeof quotes.$inferSelect;

function requireDraft(quote: QuoteRow): void {
  if (quote.status !== 'draft') throw new HttpError(409, NOT_A_DRAFT);
}

/**
 * In SQL, a new draft's job ZIP: the searched one if we know it, else the customer's last job's.
 */
const newDraftZip = (userId: number, jobZip: string | undefined) => sql`COALESCE(
  (SELECT zip FROM zip_codes WHERE zip = ${jobZip ?? null}),
  (SELECT job_zip FROM quotes WHERE user_id = ${userId} AND job_zip IS NOT NULL
    ORDER BY created_at DESC, id DESC LIMIT 1))`;

/** Whether Start Quote made a new draft or answered the open one of the same request. */
export interface StartedDraft {
  id: number;
  reused: boolean;
}

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
 * Start Quote runs one at a time per customer: under the customer's limit lock
 * (docs/decisions/016), taken in its own statement before the one that looks for an open draft,
 * so a request that waited sees the draft the one before it made.
 */
async function startDraft<T extends { id: number | null; reused: boolean }>(
  db: Database,
  userId: number,
  statement: SQL,
): Promise<T> {
  return db.transaction(async (tx) => {
    await lockLimits(tx, 'user', [userId]);
    const { rows } = await tx.execute(statement);
    return rows[0] as T;
  });
}

/**
 * A new draft addressed to active companies that are not the caller's own, in one statement: the
 * companies are checked, and the quote and its companies (in the order given) inserted only when
 * they pass and the customer has no open draft of the same request (the same companies, in any
 * order, and the same job ZIP), which is answered instead. Its ZIP is the searched one if we know
 * it, else the customer's last job's.
 */
export async function createQuote(
  db: Database,
  user: SessionUser,
  input: {
    quoteName?: string | undefined;
    description?: string | undefined;
    companyIds: number[];
    jobZip?: string | undefined;
  },
): Promise<StartedDraft> {
  const ids = [...new Set(input.companyIds)];
  const sorted = `{${[...ids].sort((a, b) => a - b).join(',')}}`;
  const sameCompanies = sql`q.match_category_id IS NULL AND ARRAY(SELECT qc.company_id
    FROM quote_companies qc WHERE qc.quote_id = q.id ORDER BY qc.company_id) = ${sorted}::int[]`;
  const outcome = await startDraft<{
    id: number | null;
    reused: boolean;
    all_found: boolean;
    own: boolean;
  }>(
    db,
    user.id,
    sql`
    WITH wanted AS (
      SELECT id, position FROM unnest(${`{${ids.join(',')}}`}::int[]) WITH ORDINALITY AS w (id, position)
    ), found AS (
      SELECT c.owner_id FROM companies c JOIN wanted USING (id) WHERE c.listed
    ), checked AS (
      SELECT (SELECT count(*) FROM found) = ${ids.length} AS all_found,
        EXISTS (SELECT 1 FROM found WHERE owner_id = ${user.id}) AS own
    ), existing AS (${openDraftOf(user.id, input.jobZip, sameCompanies)}
    ), quote AS (
      INSERT INTO quotes (user_id, quote_name, description, job_zip)
      SELECT ${user.id}, ${input.quoteName?.trim() || DEFAULT_QUOTE_NAME}, ${input.description ?? ''},
        ${newDraftZip(user.id, input.jobZip)}
      FROM checked WHERE all_found AND NOT own AND NOT EXISTS (SELECT 1 FROM existing)
      RETURNING id
    ), linked AS (
      INSERT INTO quote_companies (quote_id, company_id)
      SELECT quote.id, wanted.id FROM quote, wanted ORDER BY wanted.position
    )
    SELECT COALESCE((SELECT id FROM quote), (SELECT id FROM existing)) AS id,
      EXISTS (SELECT 1 FROM existing) AS reused, all_found, own FROM checked`,
  );
  if (!outcome.all_found) {
    throw badRequest('Some of the selected companies are no longer available.');
  }
  if (outcome.own) throw badRequest("You can't request a quote from your own business.");
  return { id: outcome.id!, reused: outcome.reused };
}

export const UNKNOWN_SERVICE = 'Choose a service';

/**
 * A new matched draft (docs/decisions/016): no businesses, the trade to match it in when it is
 * submitted; or the customer's open matched draft in that trade for the same job ZIP. 400 for a
 * trade that does not exist.
 */
export async function createMatchedQuote(
  db: Database,
  user: SessionUser,
  input: { categorySlug: string; jobZip?: string | undefined },
): Promise<StartedDraft> {
  const sameTrade = sql`q.match_category_id = (SELECT id FROM cat)`;
  const outcome = await startDraft<{ id: number | null; reused: boolean }>(
    db,
    user.id,
    sql`
    WITH cat AS (SELECT id FROM categories WHERE slug = ${input.categorySlug}),
    existing AS (${openDraftOf(user.id, input.jobZip, sameTrade)}),
    quote AS (
      INSERT INTO quotes (user_id, quote_name, description, job_zip, match_category_id)
      SELECT ${user.id}, ${DEFAULT_QUOTE_NAME}, '', ${newDraftZip(user.id, input.jobZip)}, cat.id
      FROM cat WHERE NOT EXISTS (SELECT 1 FROM existing)
      RETURNING id
    )
    SELECT COALESCE((SELECT id FROM quote), (SELECT id FROM existing)) AS id,
      EXISTS (SELECT 1 FROM existing) AS reused`,
  );
  if (outcome.id === null) throw badRequest(UNKNOWN_SERVICE, { categorySlug: UNKNOWN_SERVICE });
  return { id: outcome.id, reused: outcome.reused };
}

/**
 * A quote's stage (docs/decisions/009) from its status, hire, job done and the customer's review:
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

function jobDoneOf(quote: QuoteRow): JobDone {
  if (!quote.jobDoneAt || !quote.jobDoneBy) return null;
  return {
    markedAt: quote.jobDoneAt.toISOString(),
    markedBy: quote.jobDoneBy,
    confirmedAt: quote.jobConfirmedAt?.toISOString() ?? null,
  };
}

export async function getQuote(db: Database, user: SessionUser, quoteId: number): Promise<Quote> {
  // The ownership check runs beside the reads: nothing read is answered unless it passes.
  const [quote, companyRows, imageRows, stageRows, match] = await Promise.all([
    requireOwnQuote(db, quoteId, user),
    db
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
      .orderBy(quoteCompanies.id),
    db
      .select({ id: quoteImages.id, objectId: quoteImages.objectId, caption: quoteImages.caption })
      .from(quoteImages)
      .where(eq(quoteImages.quoteId, quoteId))
      .orderBy(quoteImages.id),
    db.execute<{ stage: QuoteStage; category_slug: string | null }>(
      sql`SELECT ${STAGE_OF_Q} AS stage, ${categorySlugOf(sql`q.id`)} AS category_slug
        FROM quotes q WHERE q.id = ${quoteId}`,
    ),
    findQuoteMatch(db, quoteId),
  ]);
  return {
    id: quote.id,
    userId: quote.userId,
    quoteName: quote.quoteName,
    description: quote.description,
    status: quote.status,
    createdAt: quote.createdAt.toISOString(),
    submittedAt: quote.submittedAt?.toISOString() ?? null,
    hiredCompanyId: quote.hiredCompanyId,
    hiredAt: quote.hiredAt?.toISOString() ?? null,
    stage: stageRows.rows[0]?.stage ?? 'draft',
    jobDone: jobDoneOf(quote),
    companies: companyRows.map((c) => ({
      ...c,
      logo: c.logoObjectId === null ? null : objectUrl(c.logoObjectId),
    })),
    images: imageRows.map((i) => ({
      id: i.id,
      objectUrl: objectUrl(i.objectId),
      caption: i.caption,
    })),
    companyCount: companyRows.length,
    job: { ...storedJobOf(quote), categorySlug: stageRows.rows[0]?.category_slug ?? null },
    match,
    withdrawal: withdrawalOf(quote),
  };
}

function storedJobOf(quote: QuoteRow): StoredJob {
  return {
    jobZip: quote.jobZip,
    jobAddress: quote.jobAddress,
    timing: quote.timing,
    timingDate: quote.timingDate,
    answers: quote.answers,
  };
}

const FILTERS: Record<string, QuoteStatus[]> = {
  draft: ['draft'],
  in_progress: ['submitted', 'in_progress'],
  completed: ['completed'],
};

/**
 * The caller's quotes, newest first, paginated in SQL, with counts per status and per stage, unread
 * replies, the stage, the hired business and its current estimate (the agreed price).
 */
export async function listQuotes(
  db: Database,
  user: SessionUser,
  query: {
    page: number;
    pageSize: number;
    status?: string | undefined;
    stage?: string | undefined;
  },
): Promise<QuoteListResponse> {
  const statuses = query.status ? FILTERS[query.status] : undefined;
  const statusFilter = statuses
    ? sql`AND q.status = ANY(${`{${statuses.join(',')}}`}::quote_status[])`
    : sql``;
  const stageFilter = query.stage ? sql`WHERE s.stage = ${query.stage}` : sql``;
  const [{ rows }, { rows: countRows }] = await Promise.all([
    db.execute<{
      id: number;
      quote_name: string;
      description: string;
      status: QuoteStatus;
      stage: QuoteStage;
      created_at: Date;
      company_count: number;
      image_count: number;
      unread_count: number;
      hired_company_id: number | null;
      hired_name: string | null;
      agreed: EstimateJson | null;
    }>(sql`
      SELECT s.* FROM (
        SELECT q.id, q.quote_name, q.description, q.status, q.created_at, ${STAGE_OF_Q} AS stage,
          (SELECT count(*)::int FROM quote_companies qc WHERE qc.quote_id = q.id) AS company_count,
          (SELECT count(*)::int FROM quote_images qi WHERE qi.quote_id = q.id) AS image_count,
          (SELECT count(*)::int FROM messages m
            WHERE m.quote_id = q.id AND m.sender_type = 'company' AND NOT m.is_read) AS unread_count,
          q.hired_company_id, h.name AS hired_name,
          CASE WHEN h.id IS NULL THEN NULL ELSE ${latestEstimateOf(sql.raw('q.id'), sql.raw('h.id'))} END AS agreed
        FROM quotes q LEFT JOIN companies h ON h.id = q.hired_company_id
        WHERE q.user_id = ${user.id} ${statusFilter}
      ) s ${stageFilter}
      ORDER BY s.created_at DESC, s.id DESC
      LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`),
    db.execute<{ status: QuoteStatus; stage: QuoteStage; n: number }>(sql`
      SELECT q.status, ${STAGE_OF_Q} AS stage, count(*)::int AS n
      FROM quotes q WHERE q.user_id = ${user.id} GROUP BY 1, 2`),
  ]);
  const sum = (keep: (r: (typeof countRows)[number]) => boolean) =>
    countRows.filter(keep).reduce((total, r) => total + r.n, 0);
  const count = (names: QuoteStatus[]) => sum((r) => names.includes(r.status));
  const counts = {
    all: count(['draft', 'submitted', 'in_progress', 'completed']),
    draft: count(['draft']),
    in_progress: count(['submitted', 'in_progress']),
    completed: count(['completed']),
  };
  const stageCounts = Object.fromEntries(
    QUOTE_STAGES.map((stage) => [stage, sum((r) => r.stage === stage)]),
  ) as Record<QuoteStage, number>;
  const total = sum(
    (r) => (!statuses || statuses.includes(r.status)) && (!query.stage || r.stage === query.stage),
  );
  return {
    data: rows.map((r) => ({
      id: r.id,
      quoteName: r.quote_name,
      description: r.description,
      status: r.status,
      createdAt: new Date(r.created_at).toISOString(),
      companyCount: r.company_count,
      imageCount: r.image_count,
      unreadCount: r.unread_count,
      stage: r.stage,
      hiredCompany:
        r.hired_company_id === null ? null : { id: r.hired_company_id, name: r.hired_name! },
      agreedEstimate: toEstimateOrNull(r.agreed),
    })),
    total,
    totalPages: Math.ceil(total / query.pageSize),
    counts,
    stageCounts,
  };
}

export async function updateDraft(
  db: Database,
  user: SessionUser,
  quoteId: number,
  input: { quoteName: string; description: string } & JobFieldsInput,
): Promise<void> {
  const quote = await requireOwnQuote(db, quoteId, user);
  requireDraft(quote);
  const job = await mergeJob(
    db,
    storedJobOf(quote),
    input,
    await categorySlugOfQuote(db, quoteId),
    'draft',
  );
  await db
    .update(quotes)
    .set({
      quoteName: input.quoteName,
      description: input.description,
      ...job,
      updatedAt: new Date(),
    })
    .where(and(eq(quotes.id, quoteId), eq(quotes.status, 'draft')));
}

/** Accounts younger than NEW_ACCOUNT_DAYS may submit at most this many quotes a day. */
const NEW_ACCOUNT_DAILY_SUBMITS = 5;
export const NEW_ACCOUNT_SUBMIT_LIMIT =
  'New accounts can send up to 5 requests a day. Please try again tomorrow.';

/**
 * 429 when a new account already submitted NEW_ACCOUNT_DAILY_SUBMITS quotes in the last 24 hours
 * (docs/decisions/014, "Message safety"). Counted in the submit's transaction under the user's
 * limit lock, so of submits at once only the first five pass.
 */
async function requireNewAccountSubmitAllowance(tx: Executor, userId: number): Promise<void> {
  const { rows: account } = await tx.execute<{ young: boolean }>(sql`
    SELECT created_at > now() - make_interval(days => ${NEW_ACCOUNT_DAYS}) AS young
    FROM users WHERE id = ${userId}`);
  if (!account[0]?.young) return;
  await lockLimits(tx, 'user', [userId]);
  const { rows } = await tx.execute<{ submitted: number }>(sql`
    SELECT count(*)::int AS submitted FROM quotes
    WHERE user_id = ${userId} AND status <> 'draft' AND submitted_at > now() - interval '24 hours'`);
  if (rows[0]!.submitted >= NEW_ACCOUNT_DAILY_SUBMITS)
    throw new HttpError(429, NEW_ACCOUNT_SUBMIT_LIMIT);
}

export interface SubmitDeps {
  db: Database;
  jobs: JobQueue;
  config: AppConfig;
}

/**
 * Draft -> submitted, once (the UPDATE only matches a draft), and in the same transaction the
 * e-mails and texts to each business owner who wants them, queued: they go out only if the submit
 * commits. A matched request (docs/decisions/016) has no businesses yet: the transaction offers it
 * to its best matches instead, and without any it answers 422 and stays a draft.
 */
export async function submitQuote(
  deps: SubmitDeps,
  user: SessionUser,
  quoteId: number,
  input: { quoteName?: string | undefined; description?: string | undefined } & JobFieldsInput,
): Promise<void> {
  const quote = await requireOwnQuote(deps.db, quoteId, user);
  requireDraft(quote);
  const quoteName = input.quoteName?.trim() || quote.quoteName;
  const description = (input.description ?? quote.description).trim();
  if (description.length < QUOTE_DESCRIPTION_MIN) {
    throw badRequest(DESCRIPTION_TOO_SHORT_TO_SUBMIT, {
      description: DESCRIPTION_TOO_SHORT_TO_SUBMIT,
    });
  }
  const job = await mergeJob(
    deps.db,
    storedJobOf(quote),
    input,
    await categorySlugOfQuote(deps.db, quoteId),
    'submit',
  );
  const matched = quote.matchCategoryId !== null;
  const companyIds = matched
    ? []
    : (
        await deps.db
          .select({ id: quoteCompanies.companyId })
          .from(quoteCompanies)
          .where(eq(quoteCompanies.quoteId, quoteId))
          .orderBy(quoteCompanies.id)
      ).map((c) => c.id);
  if (!matched && companyIds.length === 0) throw badRequest(NO_COMPANIES);

  await deps.db.transaction(async (tx) => {
    await requireNewAccountSubmitAllowance(tx, user.id);
    const [submitted] = await tx
      .update(quotes)
      .set({
        quoteName,
        description,
        ...job,
        status: 'submitted',
        submittedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(quotes.id, quoteId), eq(quotes.status, 'draft')))
      .returning({ id: quotes.id });
    if (!submitted) throw new HttpError(409, NOT_A_DRAFT);
    if (matched) {
      const offers = await offerToNextMatches(tx, [quoteId]);
      if (offers.length === 0) throw new HttpError(422, NO_PROS_AVAILABLE);
      await announceOffers(tx, deps, offers);
    } else {
      const notices = await newRequestNotices(tx, deps, quoteId, companyIds, 'quote');
      await deps.jobs.enqueueAll(notices, { tx });
    }
  });
}

export async function addQuoteImage(
  db: Database,
  storage: ObjectStorage,
  user: SessionUser,
  quoteId: number,
  bytes: Buffer,
): Promise<{ id: number; objectUrl: string; caption: string | null }> {
  requireDraft(await requireOwnQuote(db, quoteId, user));
  const objectId = await storeImage(db, storage, user.id, bytes, UPLOAD_RULES.quoteImage);
  return attachOrDiscard(db, storage, objectId, async () => {
    const id = await db.transaction(async (tx) => {
      await tx.execute(
        sql`SELECT 1 FROM quotes WHERE id = ${quoteId} AND status = 'draft' FOR UPDATE`,
      );
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(quoteImages)
        .where(eq(quoteImages.quoteId, quoteId));
      if ((row?.n ?? 0) >= MAX_QUOTE_IMAGES) {
        throw badRequest(`A quote can have at most ${MAX_QUOTE_IMAGES} images.`);
      }
      const [image] = await tx
        .insert(quoteImages)
        .values({ quoteId, objectId })
        .returning({ id: quoteImages.id });
      return image!.id;
    });
    return { id, objectUrl: objectUrl(objectId), caption: null };
  });
}

export async function deleteQuoteImage(
  db: Database,
  storage: ObjectStorage,
  user: SessionUser,
  quoteId: number,
  imageId: number,
): Promise<void> {
  requireDraft(await requireOwnQuote(db, quoteId, user));
  await deleteAttachedObject(db, storage, async (tx) => {
    const [image] = await tx
      .delete(quoteImages)
      .where(and(eq(quoteImages.id, imageId), eq(quoteImages.quoteId, quoteId)))
      .returning({ objectId: quoteImages.objectId });
    if (!image) throw notFound('Image not found');
    return image.objectId;
  });
}
