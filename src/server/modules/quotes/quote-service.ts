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
import type { Locale } from '@/contract/locale';
import { UPLOAD_RULES } from '@/contract/upload';
import type { AppConfig } from '@/server/config';
import type { Database, Executor } from '@/server/db/client';
import type { quotes } from '@/server/db/schema';
import { badRequest, HttpError, notFound } from '@/server/platform/errors';
import { translateMessage } from '@/server/platform/i18n';
import type { JobQueue } from '@/server/platform/jobs';
import { lockLimits } from '@/server/platform/limit-locks';
import type { SessionUser } from '@/server/platform/session';
import type { ObjectStorage } from '@/server/platform/storage/object-storage';
import { requireOwnQuote, toEstimateOrNull, withdrawalOf } from '../conversations';
import { attachOrDiscard, deleteAttachedObject, objectUrl, storeImage } from '../objects';
import { NEW_ACCOUNT_DAYS } from '../safety';
import { toNextVisit } from '../visits';
import { offerToNextMatches } from './matching-repository';
import { announceOffers } from './lead-offers';
import { findQuoteMatch } from './quote-match';
import { categorySlugOfQuote } from './job-repository';
import { mergeJob, type StoredJob } from './job-service';
import {
  countQuoteImages,
  countQuotesByStage,
  countSubmitsToday,
  findQuoteCompanies,
  findQuoteCompanyIds,
  findQuoteImages,
  findQuotePage,
  findStageAndTrade,
  insertDraftForCompanies,
  insertMatchedDraft,
  insertQuoteImage,
  isYoungAccount,
  lockDraft,
  markSubmitted,
  removeQuoteImage,
  updateDraftFields,
} from './quote-repository';
import { newRequestNotices } from './request-notices';
import type { JobFieldsInput } from '@/contract/job';

export const DEFAULT_QUOTE_NAME = 'New quote request';

type QuoteRow = typeof quotes.$inferSelect;

function requireDraft(quote: QuoteRow): void {
  if (quote.status !== 'draft') throw new HttpError(409, NOT_A_DRAFT);
}

/** Whether Start Quote made a new draft or answered the open one of the same request. */
export interface StartedDraft {
  id: number;
  reused: boolean;
}

/**
 * Start Quote runs one at a time per customer: under the customer's limit lock
 * (docs/decisions/045), taken in its own statement before the one that looks for an open draft,
 * so a request that waited sees the draft the one before it made.
 */
async function startDraft<T>(
  db: Database,
  userId: number,
  insert: (tx: Executor) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await lockLimits(tx, 'user', [userId]);
    return insert(tx);
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
  locale: Locale,
): Promise<StartedDraft> {
  const outcome = await startDraft(db, user.id, (tx) =>
    insertDraftForCompanies(tx, {
      userId: user.id,
      quoteName: input.quoteName?.trim() || translateMessage(DEFAULT_QUOTE_NAME, locale),
      description: input.description ?? '',
      companyIds: [...new Set(input.companyIds)],
      jobZip: input.jobZip,
    }),
  );
  if (!outcome.all_found) {
    throw badRequest('Some of the selected companies are no longer available.');
  }
  if (outcome.own) throw badRequest("You can't request a quote from your own business.");
  return { id: outcome.id!, reused: outcome.reused };
}

export const UNKNOWN_SERVICE = 'Choose a service';

/**
 * A new matched draft (docs/decisions/042): no businesses, the trade to match it in when it is
 * submitted; or the customer's open matched draft in that trade for the same job ZIP. 400 for a
 * trade that does not exist.
 */
export async function createMatchedQuote(
  db: Database,
  user: SessionUser,
  input: { categorySlug: string; jobZip?: string | undefined },
  locale: Locale,
): Promise<StartedDraft> {
  const outcome = await startDraft(db, user.id, (tx) =>
    insertMatchedDraft(tx, {
      userId: user.id,
      quoteName: translateMessage(DEFAULT_QUOTE_NAME, locale),
      categorySlug: input.categorySlug,
      jobZip: input.jobZip,
    }),
  );
  if (outcome.id === null) throw badRequest(UNKNOWN_SERVICE, { categorySlug: UNKNOWN_SERVICE });
  return { id: outcome.id, reused: outcome.reused };
}

function jobDoneOf(quote: QuoteRow): JobDone {
  if (!quote.jobDoneAt || !quote.jobDoneBy) return null;
  return {
    markedAt: quote.jobDoneAt.toISOString(),
    markedBy: quote.jobDoneBy,
    confirmedAt: quote.jobConfirmedAt?.toISOString() ?? null,
  };
}

export async function getQuote(
  db: Database,
  user: SessionUser,
  quoteId: number,
  locale: Locale,
): Promise<Quote> {
  // The ownership check runs beside the reads: nothing read is answered unless it passes.
  const [quote, companyRows, imageRows, stageRow, match] = await Promise.all([
    requireOwnQuote(db, quoteId, user),
    findQuoteCompanies(db, quoteId),
    findQuoteImages(db, quoteId),
    findStageAndTrade(db, quoteId),
    findQuoteMatch(db, quoteId, locale),
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
    stage: stageRow?.stage ?? 'draft',
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
    job: { ...storedJobOf(quote), categorySlug: stageRow?.category_slug ?? null },
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
  const [rows, countRows] = await Promise.all([
    findQuotePage(db, user.id, {
      statuses,
      stage: query.stage,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    countQuotesByStage(db, user.id),
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
      nextVisit: toNextVisit(r.next_visit),
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
  await updateDraftFields(db, quoteId, {
    quoteName: input.quoteName,
    description: input.description,
    ...job,
  });
}

/** Accounts younger than NEW_ACCOUNT_DAYS may submit at most this many quotes a day. */
const NEW_ACCOUNT_DAILY_SUBMITS = 5;
export const NEW_ACCOUNT_SUBMIT_LIMIT =
  'New accounts can send up to 5 requests a day. Please try again tomorrow.';

/**
 * 429 when a new account already submitted NEW_ACCOUNT_DAILY_SUBMITS quotes in the last 24 hours
 * (docs/decisions/029). Counted in the submit's transaction under the user's
 * limit lock, so of submits at once only the first five pass.
 */
async function requireNewAccountSubmitAllowance(tx: Executor, userId: number): Promise<void> {
  if (!(await isYoungAccount(tx, userId, NEW_ACCOUNT_DAYS))) return;
  await lockLimits(tx, 'user', [userId]);
  if ((await countSubmitsToday(tx, userId)) >= NEW_ACCOUNT_DAILY_SUBMITS)
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
 * commits. A matched request (docs/decisions/043) has no businesses yet: the transaction offers it
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
  const companyIds = matched ? [] : await findQuoteCompanyIds(deps.db, quoteId);
  if (!matched && companyIds.length === 0) throw badRequest(NO_COMPANIES);

  await deps.db.transaction(async (tx) => {
    await requireNewAccountSubmitAllowance(tx, user.id);
    if (!(await markSubmitted(tx, quoteId, { quoteName, description, ...job }))) {
      throw new HttpError(409, NOT_A_DRAFT);
    }
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
      await lockDraft(tx, quoteId);
      if ((await countQuoteImages(tx, quoteId)) >= MAX_QUOTE_IMAGES) {
        throw badRequest(`A quote can have at most ${MAX_QUOTE_IMAGES} images.`);
      }
      return insertQuoteImage(tx, quoteId, objectId);
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
    const objectId = await removeQuoteImage(tx, quoteId, imageId);
    if (objectId === null) throw notFound('Image not found');
    return objectId;
  });
}
