import { z } from 'zod';
import { singleLine } from './common';
import { estimateSchema } from './estimate';
import { jobFieldsSchema, jobZipSchema, quoteImageSchema, quoteJobSchema } from './job';
import { quoteMatchSchema } from './lead';
import { nextVisitSchema } from './visit';
import { withdrawalSchema } from './withdrawal';

export const QUOTE_STATUSES = ['draft', 'submitted', 'in_progress', 'completed'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/**
 * The lifecycle in the words people use (docs/decisions/070). The SPEC's status stays in the API;
 * each stage maps onto it: draft = draft; requested = submitted, or in_progress with no estimate
 * yet; quotes_in = in_progress with an estimate and no hire; hired = in_progress; job_done =
 * in_progress until confirmed, then completed; reviewed = completed; closed (completed without a
 * hire: withdrawn, docs/decisions/020) = completed.
 */
export const QUOTE_STAGES = [
  'draft',
  'requested',
  'quotes_in',
  'hired',
  'job_done',
  'reviewed',
  'closed',
] as const;
export type QuoteStage = (typeof QUOTE_STAGES)[number];
export const STAGE_LABELS: Record<QuoteStage, string> = {
  draft: 'Draft',
  requested: 'Requested',
  quotes_in: 'Quotes in',
  hired: 'Hired',
  job_done: 'Job done',
  reviewed: 'Reviewed',
  closed: 'Closed',
};
/** A job the business marked done confirms itself this many days later if the customer does not. */
export const JOB_DONE_CONFIRM_DAYS = 7;

/** Who may mark a job done: the hired business or the customer. */
export const JOB_DONE_BY = ['company', 'user'] as const;

/** Who marked the job done and when, and when it was confirmed (null until someone marks it). */
export const jobDoneSchema = z
  .object({
    markedAt: z.string(),
    markedBy: z.enum(JOB_DONE_BY),
    confirmedAt: z.string().nullable(),
  })
  .nullable();
export type JobDone = z.infer<typeof jobDoneSchema>;

export const QUOTE_DESCRIPTION_MIN = 100;
export const QUOTES_PAGE_SIZE = 10;
export const MAX_QUOTE_COMPANIES = 20;
export const MAX_QUOTE_IMAGES = 20;

export const DESCRIPTION_TOO_SHORT = 'Description must be at least 100 characters long.';
export const DESCRIPTION_TOO_SHORT_TO_SUBMIT =
  'Description must be at least 100 characters long before submitting.';
export const NO_COMPANIES = 'You need at least one company in your quote.';
export const NOT_YOUR_QUOTE = "You don't have permission to view this quote";
export const NOT_A_DRAFT = 'This quote is no longer in draft mode and cannot be edited';

const quoteName = singleLine({ error: 'Quote name is required' })
  .min(1, 'Quote name is required')
  .max(120, 'Quote name must be at most 120 characters');

export const createQuoteSchema = z.object({
  quoteName: singleLine().max(120, 'Quote name must be at most 120 characters').optional(),
  description: z.string().max(5000, 'Description must be at most 5000 characters').optional(),
  companyIds: z
    .array(z.number().int().positive(), { error: 'Select at least one company' })
    .min(1, 'Select at least one company')
    .max(MAX_QUOTE_COMPANIES, `Select at most ${MAX_QUOTE_COMPANIES} companies`),
  /** The ZIP the visitor searched with: the job's ZIP until they change it. */
  jobZip: jobZipSchema.optional(),
});

/** POST /api/quotes: the new draft's id. */
/**
 * Start Quote's answer: the draft to open. `reused`: the customer already had an open draft for
 * the same request (the same businesses, or the same trade, for the same job ZIP), which is
 * answered instead of a second one (200 rather than 201).
 */
export const createdQuoteSchema = z.object({ id: z.number().int(), reused: z.boolean() });
export type CreatedQuote = z.infer<typeof createdQuoteSchema>;

/** Save Draft: name and description, the description at least 100 characters; the job's fields. */
export const updateQuoteSchema = z
  .object({
    quoteName,
    description: z
      .string({ error: DESCRIPTION_TOO_SHORT })
      .trim()
      .min(QUOTE_DESCRIPTION_MIN, DESCRIPTION_TOO_SHORT)
      .max(5000, 'Description must be at most 5000 characters'),
  })
  .extend(jobFieldsSchema.shape);
export type QuoteDraftInput = z.input<typeof updateQuoteSchema>;

/** Submit Quote: the same fields; the server checks them with the submit messages. */
export const submitQuoteSchema = z
  .object({
    quoteName: quoteName.optional(),
    description: z.string().max(5000, 'Description must be at most 5000 characters').optional(),
  })
  .extend(jobFieldsSchema.shape);

export const quoteCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  logoObjectId: z.number().int().nullable(),
  city: z.string(),
  state: z.string(),
});

// A quote's photo is defined beside the job (job.ts), whose view for the businesses lists them too.
export { quoteImageSchema, type QuoteImage } from './job';

export const quoteSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  quoteName: z.string(),
  description: z.string(),
  status: z.enum(QUOTE_STATUSES),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  /** The business the customer hired (the quote stays in progress until the job is done). */
  hiredCompanyId: z.number().int().nullable(),
  hiredAt: z.string().nullable(),
  stage: z.enum(QUOTE_STAGES),
  jobDone: jobDoneSchema,
  companies: z.array(quoteCompanySchema),
  images: z.array(quoteImageSchema),
  companyCount: z.number().int(),
  /** The job (ZIP, address, timing, questionnaire answers): issue 16, point 2. */
  job: quoteJobSchema,
  /** A matched request (docs/decisions/042): its trade and who accepted; null when the customer chose. */
  match: quoteMatchSchema.nullable(),
  /** The customer withdrew the sent request (issue 31): why, and their note to the businesses. */
  withdrawal: withdrawalSchema.nullable(),
});
export type Quote = z.infer<typeof quoteSchema>;

export const quoteListItemSchema = z.object({
  id: z.number().int(),
  quoteName: z.string(),
  description: z.string(),
  status: z.enum(QUOTE_STATUSES),
  createdAt: z.string(),
  companyCount: z.number().int(),
  imageCount: z.number().int(),
  unreadCount: z.number().int(),
  stage: z.enum(QUOTE_STAGES),
  hiredCompany: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The hired business's current estimate: the agreed price. */
  agreedEstimate: estimateSchema.nullable(),
  /** The next visit with any of its businesses (issue 34); optional, so older answers still parse. */
  nextVisit: nextVisitSchema.nullable().optional(),
});
export type QuoteListItem = z.infer<typeof quoteListItemSchema>;

/** The list filter: 'in_progress' covers submitted quotes too (both read "In Progress"). */
export const QUOTE_FILTERS = ['draft', 'in_progress', 'completed'] as const;

export const quoteListQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'Page must be a whole number from 1').max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(1000).default(QUOTES_PAGE_SIZE),
  status: z.enum([...QUOTE_FILTERS, 'all']).optional(),
  stage: z.enum([...QUOTE_STAGES, 'all']).optional(),
});

export const quoteListResponseSchema = z.object({
  data: z.array(quoteListItemSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
  /** The status tiles, counted in SQL (no need to fetch 1000 quotes to count them). */
  counts: z.object({
    all: z.number().int(),
    draft: z.number().int(),
    in_progress: z.number().int(),
    completed: z.number().int(),
  }),
  /** Quotes per stage (the stage filter's counts). */
  stageCounts: z.object(
    Object.fromEntries(QUOTE_STAGES.map((stage) => [stage, z.number().int()])) as Record<
      QuoteStage,
      z.ZodNumber
    >,
  ),
});
export type QuoteListResponse = z.infer<typeof quoteListResponseSchema>;
